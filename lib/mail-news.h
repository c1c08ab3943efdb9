/* mail-news.h: what happened in a game since a player's last turn, for
 * the top of the referee's mails: each roll of the others with its move,
 * captures, resignations, turns played for a player out of time. */
#ifndef PARCHIS_MAIL_NEWS_H
#define PARCHIS_MAIL_NEWS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "buffer.h"
#include "error.h"
#include "turn-text.h"

enum {
	PC_NEWS_MAX = 32,	/* the last this many turns are told */
};

struct pc_news {
	int reader;		/* the colour whose last turn it is since, or
				 * -1 (no news: the opening) */
	size_t nitems;		/* items[0..nitems-1], oldest first */
	bool more;		/* older turns were left out */
	size_t at[PC_NEWS_MAX];	/* where item i's line starts in lines */
	struct pc_turn_facts facts[PC_NEWS_MAX];
	struct pc_buffer lines;	/* the items' lines, each ending in "\n",
				 * in the language set when it was made */
};

/* Fills news from a complete record's text (as the referee wrote it; the
 * secret and its mac version for a game with secret dice): the turns
 * since the last turn of the player whose roll is pending (or, when the
 * game is over, of the last roll's player), that player's own rolls
 * again after a 6 included, the pending roll left out. Fails only when
 * the record does not replay or memory runs out. Release with
 * pc_news_free. */
enum pc_status pc_news_make(const char *record_text, const char *secret,
			    int secret_mac, struct pc_news *news,
			    struct pc_error *err);

/* Item i's line (without its newline) and its length. */
const char *pc_news_line(const struct pc_news *news, size_t i, size_t *len);

void pc_news_free(struct pc_news *news);

#endif
