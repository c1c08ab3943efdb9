/* mail-compose.h: the mail the referee sends (RFC 5322, for sendmail -t). */
#ifndef PARCHIS_MAIL_COMPOSE_H
#define PARCHIS_MAIL_COMPOSE_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "buffer.h"
#include "mail-news.h"
#include "record.h"
#include "record-derived.h"

/* Who must act on the game of rec at d: the player to move or to roll,
 * those of an opening roll, every player seated when the game is over
 * (bit c for colour c). */
unsigned pc_mail_recipients(const struct pc_record *rec,
			    const struct pc_derived *d);

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

/* What a turn mail says beyond the game itself. */
struct pc_mail_turn {
	const char *const *described;	/* what each legal move does, in
					 * the reader's language */
	const char *record_text;	/* the record, attached */
	const char *mark;		/* the mover's mark for the Subject, or
					 * NULL */
	bool mover;			/* to the player to move: their moves
					 * and how to reply with one (else a
					 * copy, which cannot move) */
	unsigned cc;			/* colours copied in Cc:, 0 for none */
	const char *note;		/* a paragraph put first, or NULL */
	const struct pc_news *news;	/* the turns since the mover's last
					 * one, or NULL */
	int64_t deadline;		/* when the move is due, or 0 */
	const char *referee;		/* the bare address the mailto links
					 * of the moves write to, or NULL */
	const char *replay_page;	/* attached as GAME.html, or NULL */
};

/* Appends to out the mail about the game of rec at d for the colours of
 * bits to: multipart/alternative, a plain text part (lines of at most
 * 78 columns, no tabs) and an HTML part (the board in colour as inline
 * SVG, no script, no external resource), then the record attached. With
 * m->mark, the mail to the player to move: the mark in its Subject, the
 * legal moves and how to reply with one line; in the HTML part each
 * move is a mailto: link that writes that reply. Without, a copy that
 * says who is to move and cannot be used to move (or, when the game is
 * over, the result). Both begin with the news. False when memory runs
 * out. */
bool pc_mail_compose_turn(const struct pc_record *rec,
			  const struct pc_derived *d,
			  const struct pc_mail_thread *th, unsigned to,
			  const struct pc_mail_turn *m, struct pc_buffer *out);

/* Appends a plain text mail to one person (name may be NULL): a reply
 * to a mail of theirs. False when memory runs out. */
bool pc_mail_compose_note(const char *name, const char *address,
			  const char *subject, const struct pc_mail_thread *th,
			  const char *text, struct pc_buffer *out);

#endif
