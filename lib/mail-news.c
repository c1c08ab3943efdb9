/* mail-news.c: the turns since a player's last one, replayed and told. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mail-news.h"
#include "record-read.h"
#include "referee.h"

struct collect {
	struct pc_news *news;
	size_t from;		/* the first turn told */
	bool failed;
};

/* The first turn since the last turn of the player of the last roll:
 * back over that player's own rolls, then back over the others' to that
 * player's previous roll. reader is that player, or -1 when there is no
 * roll yet. */
static size_t
window_start(const struct pc_record *rec, int *reader)
{
	size_t i = rec->nturns;
	int p = -1;

	while (i > 0 && rec->turns[i - 1].kind != PC_TURN_ROLL)
		i--;
	if (i == 0) {
		*reader = -1;
		return rec->nturns;
	}
	p = rec->turns[i - 1].player;
	while (i > 0 && (rec->turns[i - 1].kind != PC_TURN_ROLL ||
			 rec->turns[i - 1].player == p))
		i--;
	while (i > 0 && (rec->turns[i - 1].kind != PC_TURN_ROLL ||
			 rec->turns[i - 1].player != p))
		i--;
	*reader = p;
	return i;
}

/* Keeps the last PC_NEWS_MAX items: the oldest goes. */
static void
drop_oldest(struct pc_news *news)
{
	size_t cut = news->at[1];

	memmove(news->lines.data, news->lines.data + cut,
		news->lines.len - cut + 1);
	news->lines.len -= cut;
	for (size_t k = 1; k < news->nitems; k++) {
		news->at[k - 1] = news->at[k] - cut;
		news->facts[k - 1] = news->facts[k];
	}
	news->nitems--;
	news->more = true;
}

static void
observe(void *context, const struct pc_record *rec, const struct pc_game *g,
	const struct pc_position *before, size_t i)
{
	struct collect *c = context;
	struct pc_news *news = c->news;
	size_t k;

	if (c->failed || i < c->from || pc_turn_is_pending(g, i) ||
	    rec->turns[i].kind == PC_TURN_OPENING)
		return;
	if (news->nitems == PC_NEWS_MAX)
		drop_oldest(news);
	k = news->nitems;
	news->at[k] = news->lines.len;
	if (!pc_turn_text(rec, g, before, i, &news->lines, &news->facts[k]) ||
	    !pc_buffer_append_str(&news->lines, "\n"))
		c->failed = true;
	else
		news->nitems++;
}

enum pc_status
pc_news_make(const char *record_text, const char *secret, int secret_mac,
	     struct pc_news *news, struct pc_error *err)
{
	struct pc_record *rec = malloc(sizeof *rec);
	struct pc_game *game = malloc(sizeof *game);
	struct pc_referee_options look = {.autoplay = false};
	struct collect c = {.news = news};
	enum pc_status status;

	memset(news, 0, sizeof *news);
	news->reader = -1;
	if (rec == NULL || game == NULL) {
		free(rec);
		free(game);
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	}
	pc_record_init(rec);
	status = pc_record_read(record_text, strlen(record_text), rec, err);
	if (status == PC_OK) {
		c.from = window_start(rec, &news->reader);
		look.secret = secret;
		look.secret_mac = secret_mac;
		look.observe = observe;
		look.observer = &c;
		status = pc_referee_run(rec, &look, game, err);
	}
	if (status == PC_OK && c.failed)
		status = pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	pc_record_free(rec);
	free(rec);
	free(game);
	return status;
}

const char *
pc_news_line(const struct pc_news *news, size_t i, size_t *len)
{
	const char *line = news->lines.data + news->at[i];

	*len = strcspn(line, "\n");
	return line;
}

void
pc_news_free(struct pc_news *news)
{
	pc_buffer_free(&news->lines);
	memset(news, 0, sizeof *news);
	news->reader = -1;
}
