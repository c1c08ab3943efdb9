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

#endif
