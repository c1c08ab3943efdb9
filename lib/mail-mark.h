/* mail-mark.h: the marks that let a mail reply move, derived from the
 * robot's key.
 *
 * The referee address mails the player to move alone a mail whose
 * Message-ID and Subject carry a mark: the first hex digits of
 * HMAC-SHA256(K, "parchis:v1:mark:" GAME ":" N ":" COLOUR), K the robot's
 * key (kept beside the games, never mailed). The copies to the others
 * carry none, so a player who forges another's From: still cannot move
 * for them: the mark is in no mail they received. A resignation that
 * does not come with the mover's mark is confirmed by a reply to a mail
 * sent to the player's own address, which carries the code of
 * HMAC-SHA256(K, "parchis:v1:resign:" GAME ":" COLOUR). */
#ifndef PARCHIS_MAIL_MARK_H
#define PARCHIS_MAIL_MARK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "error.h"

enum {
	PC_MAIL_MARK_HEX = 12,	/* 48 bits: a guess is refused and logged */
	PC_ROBOT_KEY_HEX = 64,	/* 32 random bytes */
	/* "parchis.N.TAG.RAND.GAME@DOMAIN": room for the longest. */
	PC_MESSAGE_ID_MAX = 256,
};

/* The mark of roll n of game for colour (its English name) into out. */
void pc_mail_mark(const char *key, const char *game, uint32_t n,
		  const char *colour, char out[PC_MAIL_MARK_HEX + 1]);

/* The code that confirms colour's resignation from game, into out. */
void pc_mail_resign_code(const char *key, const char *game,
			 const char *colour, char out[PC_MAIL_MARK_HEX + 1]);

/* The code that confirms colour's consent to take game back to before
 * roll to, asked while roll at was pending, into out. */
void pc_mail_undo_code(const char *key, const char *game, const char *colour,
		       uint32_t to, uint32_t at, char out[PC_MAIL_MARK_HEX + 1]);

/* True when text (len bytes) is the mark (or code) expected, compared in
 * constant time and case aside. */
bool pc_mail_mark_equal(const char *text, size_t len, const char *expected);

/* What a Message-ID of the robot names. */
struct pc_mail_ref {
	char game[65];
	uint32_t n;		/* 0: the game's thread root */
	char tag[PC_MAIL_MARK_HEX + 2];	/* 'm' + mark, 'x' + resign code,
					 * 'c' + colour letter (a copy) */
};

/* Formats the id (without angle brackets) of a mail of game about roll n
 * with tag ("m" mark, "c" ..., "root"), made unique by rand, into out. */
void pc_mail_ref_format(const char *game, uint32_t n, const char *tag,
			const char *rand, const char *domain,
			char out[PC_MESSAGE_ID_MAX]);

/* Reads an id that pc_mail_ref_format wrote (angle brackets and white
 * space around it allowed); false when id is not one. */
bool pc_mail_ref_parse(const char *id, size_t len, struct pc_mail_ref *out);

/* What the Subject of a mail of the referee's names: "parchis GAME: roll
 * N, ..." anywhere in it (after "Re: ", say), and " [MARK]" after it. */
struct pc_mail_subject {
	char game[65];			/* "" when it names none */
	uint32_t roll;			/* 0 when it names none */
	char mark[PC_MAIL_MARK_HEX + 1];	/* "" when it carries none */
};

/* Reads subject (NULL: none) into out; a game id that is not one is
 * none. */
void pc_mail_subject_parse(const char *subject, struct pc_mail_subject *out);

#endif
