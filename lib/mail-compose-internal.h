/* mail-compose-internal.h: what the text and the HTML part of a referee
 * mail share (mail-compose.c, mail-compose-html.c). */
#ifndef PARCHIS_MAIL_COMPOSE_INTERNAL_H
#define PARCHIS_MAIL_COMPOSE_INTERNAL_H

#include "mail-compose.h"

/* The name a player goes by: their name, or their colour's. */
const char *pc_mail_name_of(const struct pc_record *rec, int c);

/* The dice of the pending roll: "4", "3 5". */
const char *pc_mail_dice_text(const struct pc_derived *d, char out[16]);

/* A time as players read it: "2026-12-03 14:00" (UTC). */
const char *pc_mail_time_text(int64_t t, char out[32]);

/* The first paragraph of a turn mail, in the reader's language: whose
 * turn it is and the roll, or the result; into out. */
void pc_mail_opening_line(const struct pc_record *rec,
			  const struct pc_derived *d, bool mover,
			  char out[400]);

/* The deadline's sentence, or "" without one. */
void pc_mail_deadline_line(const struct pc_record *rec,
			   const struct pc_derived *d,
			   const struct pc_mail_turn *m, char out[300]);

/* The says of the table talk of the last 8 turns, one a call: start
 * with *i = SIZE_MAX; NULL after the last. */
const struct pc_turn *pc_mail_next_say(const struct pc_record *rec,
				       size_t *i);

/* The heading of the news: since your last turn, or the last round. */
const char *pc_mail_news_heading(const struct pc_mail_turn *m);

/* The HTML part's body (mail-compose-html.c): subject is the mail's,
 * th its thread (the mailto links answer it). */
bool pc_mail_html_turn(const struct pc_record *rec,
		       const struct pc_derived *d,
		       const struct pc_mail_turn *m, const char *subject,
		       const struct pc_mail_thread *th, struct pc_buffer *out);

#endif
