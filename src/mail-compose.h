/* mail-compose.h: the mail the referee sends (RFC 5322, for sendmail -t). */
#ifndef PARCHIS_MAIL_COMPOSE_H
#define PARCHIS_MAIL_COMPOSE_H

#include <stdbool.h>
#include <time.h>

#include "buffer.h"
#include "record.h"
#include "record-write.h"

struct pc_mail_options {
	const char *sender;	/* the From: address, or NULL to leave it to
				 * the mail system */
	bool cc;		/* copy the other players */
	time_t date;		/* the Date: header */
};

/* Appends to out the mail for the game of rec at d: To: the players who
 * must act (the player to move or roll; those of an opening roll; all
 * when the game is over), a Subject: naming the game, the roll and who
 * is to act, then a plain-text body -- the board, the table talk of the
 * last turns, the legal moves (d->legal[i] with described[i] saying what
 * each does) and record_text, the record to reply with. Lines end in
 * LF, for sendmail -t; names that are not ASCII are RFC 2047 encoded
 * words. False when
 * memory runs out. Players without an e-mail address are left out. */
bool pc_mail_compose(const struct pc_record *rec, const struct pc_derived *d,
		     const char *const *described, const char *record_text,
		     const struct pc_mail_options *o, struct pc_buffer *out);

/* The referee address's mails (parchis robot): each in its game's
 * thread, with ids the robot can read back (mail-mark.h). */
struct pc_mail_thread {
	const char *sender;	/* From:, or NULL */
	time_t date;
	const char *message_id;	/* this mail's, without angle brackets */
	const char *in_reply_to; /* without angle brackets, or NULL */
	const char *references;	/* "<id> <id>...", or NULL */
	const char *boundary;	/* of the multipart/mixed part list */
};

/* Appends to out the mail about the game of rec at d for the colours of
 * bits to: with mark, the mail to the player to move, the mark in its
 * Subject, the legal moves and how to reply with one line; without, a
 * copy that says who is to move and cannot be used to move (or, when the
 * game is over, the result). note, when not NULL, is a paragraph put
 * first (a reminder). The record goes as an attachment. False when
 * memory runs out. */
bool pc_mail_compose_turn(const struct pc_record *rec,
			  const struct pc_derived *d,
			  const char *const *described,
			  const char *record_text,
			  const struct pc_mail_thread *th, unsigned to,
			  const char *mark, const char *note,
			  struct pc_buffer *out);

/* Appends a plain text mail to one person (name may be NULL): a reply
 * to a mail of theirs. False when memory runs out. */
bool pc_mail_compose_note(const char *name, const char *address,
			  const char *subject, const struct pc_mail_thread *th,
			  const char *text, struct pc_buffer *out);

#endif
