/* record-text.h: what a record's text from players may be, decided in
 * one place. The reader refuses a record whose text does not fit; the
 * writer refuses to write one (so that whatever any command or the mail
 * robot writes, the reader reads back); and whoever takes text from a
 * player (a command's argument, a mail) asks here first, so that the
 * player is told what to change and nothing is stored. */
#ifndef PARCHIS_RECORD_TEXT_H
#define PARCHIS_RECORD_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"
#include "record.h"

enum pc_text_kind {
	PC_TEXT_GAME,		/* the game id */
	PC_TEXT_NAME,		/* a player's name */
	PC_TEXT_MEMBER,		/* a team member's name */
	PC_TEXT_EMAIL,		/* a player's address */
	PC_TEXT_SALT,		/* a player's salt for secret dice */
	PC_TEXT_SEED,		/* the dice's seed */
	PC_TEXT_SAY,		/* a turn's table talk, as kept */
};

enum { PC_TEXT_FIT_WHY_MAX = 128 };

/* Whether text (len bytes) may stand in a record as kind. When it may
 * not and why is not NULL, why says what is wrong, in the reader's
 * language: "is longer than 64 bytes", "holds U+202E, a bidi control",
 * "is not an e-mail address". A say fits when it is 1 to PC_SAY_MAX
 * bytes and is as pc_say_neutralise keeps it (pc_say_keep makes it so);
 * a game id is 1 to PC_GAME_ID_MAX of [A-Za-z0-9._-]. */
bool pc_text_fits(enum pc_text_kind kind, const char *text, size_t len,
		  char why[PC_TEXT_FIT_WHY_MAX]);

/* What kind is called in messages, before translation (N_): "the
 * name", "the salt", "say". */
const char *pc_text_kind_name(enum pc_text_kind kind);

/* A player's table talk as a record keeps it: neutralised
 * (pc_say_neutralise) and then no longer than PC_SAY_MAX bytes. Returns
 * a new string (its length in *out_len) and PC_OK; PC_ERR_DATA, with
 * err saying how long it is and how long it may be, when it is empty or
 * longer than that once neutralised (marks turned into U+FFFD and long
 * words cut take room); or PC_ERR_NOMEM. */
enum pc_status pc_say_keep(const char *text, size_t len, char **out,
			   size_t *out_len, struct pc_error *err);

/* Whether a game id may name a game of the mail robot's folder, kept as
 * ID.yaml: it fits (PC_TEXT_GAME) and does not begin with a dot, as the
 * robot's own files and a writer's temporary ones do. */
bool pc_game_id_servable(const char *id);

/* Checks every text of rec that came from players, as the reader would
 * take it. PC_OK, or PC_ERR_DATA with err naming the text (a player's
 * by colour, a say by its roll) and what is wrong with it, and the
 * record's place of it when it has one. */
enum pc_status pc_record_text_check(const struct pc_record *rec,
				    struct pc_error *err);

#endif
