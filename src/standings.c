/* standings.c: a league table from finished games, with the points of
 * seed 001: 10 times the number of players to the winner, -10 to each
 * loser, -20 to a player who abandoned; in pairs, 20 to each winner. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "standings.h"

void
pc_standings_init(struct pc_standings *s)
{
	memset(s, 0, sizeof *s);
}

void
pc_standings_free(struct pc_standings *s)
{
	free(s->rows);
	pc_standings_init(s);
}

/* The row of a player: found by e-mail address (case aside), or by name
 * when there is no address; added when new. NULL when memory runs out. */
static struct pc_standing *
row_of(struct pc_standings *s, const struct pc_player *p)
{
	struct pc_standing *grown;

	for (size_t i = 0; i < s->nrows; i++) {
		struct pc_standing *r = &s->rows[i];

		if (p->email != NULL ? strcasecmp(r->email, p->email) == 0
				     : r->email[0] == '\0' &&
					       strcmp(r->name, p->name) == 0)
			return r;
	}
	if (s->nrows == s->capacity) {
		size_t capacity = s->capacity ? s->capacity * 2 : 16;

		grown = realloc(s->rows, capacity * sizeof *grown);
		if (grown == NULL)
			return NULL;
		s->rows = grown;
		s->capacity = capacity;
	}
	grown = &s->rows[s->nrows++];
	memset(grown, 0, sizeof *grown);
	snprintf(grown->name, sizeof grown->name, "%s",
		 p->name != NULL ? p->name : p->email);
	snprintf(grown->email, sizeof grown->email, "%s",
		 p->email != NULL ? p->email : "");
	return grown;
}

bool
pc_standings_add(struct pc_standings *s, const struct pc_record *rec,
		 const struct pc_game_result *result, unsigned *anonymous)
{
	int seated = 0;

	*anonymous = 0;

	for (int c = 0; c < PC_NCOLOURS; c++)
		seated += rec->players[c].playing;
	for (int c = 0; c < PC_NCOLOURS; c++) {
		const struct pc_player *p = &rec->players[c];
		struct pc_standing *r;
		bool won = result->winners & (1u << c);

		if (!p->playing)
			continue;
		if (p->name == NULL && p->email == NULL) {
			*anonymous |= 1u << c;	/* nobody to credit */
			continue;
		}
		r = row_of(s, p);
		if (r == NULL)
			return false;
		r->games++;
		r->wins += won;
		if (won)
			r->points += result->pairs ? 20 : 10 * seated;
		else if (result->resigned & (1u << c))
			r->points -= 20;
		else if (result->winners != 0)
			r->points -= 10;
		/* A game blocked with no winner costs nobody but who left. */
	}
	s->games++;
	return true;
}

/* The one row with an address and the given name; NULL when there is
 * none or more than one. */
static struct pc_standing *
addressed_row(struct pc_standings *s, const char *name)
{
	struct pc_standing *found = NULL;

	for (size_t i = 0; i < s->nrows; i++) {
		struct pc_standing *r = &s->rows[i];

		if (r->email[0] == '\0' || strcmp(r->name, name) != 0)
			continue;
		if (found != NULL)
			return NULL;
		found = r;
	}
	return found;
}

/* Done after the last game rather than as games come, so that the
 * outcome does not depend on the order of the files: Ana's address may
 * first appear in the last of them. */
void
pc_standings_merge(struct pc_standings *s)
{
	size_t kept = 0;

	/* Fold first (a folded row is left with no games: every real row
	 * has one at least), then close the gaps. */
	for (size_t i = 0; i < s->nrows; i++) {
		struct pc_standing *r = &s->rows[i], *into;

		if (r->email[0] != '\0' ||
		    (into = addressed_row(s, r->name)) == NULL)
			continue;
		into->games += r->games;
		into->wins += r->wins;
		into->points += r->points;
		r->games = 0;
	}
	for (size_t i = 0; i < s->nrows; i++)
		if (s->rows[i].games > 0)
			s->rows[kept++] = s->rows[i];
	s->nrows = kept;
}

static int
by_points(const void *a, const void *b)
{
	const struct pc_standing *x = a, *y = b;

	if (x->points != y->points)
		return x->points > y->points ? -1 : 1;
	if (x->wins != y->wins)
		return x->wins > y->wins ? -1 : 1;
	if (strcmp(x->name, y->name) != 0)
		return strcmp(x->name, y->name);
	return strcmp(x->email, y->email);
}

void
pc_standings_sort(struct pc_standings *s)
{
	if (s->nrows > 1)
		qsort(s->rows, s->nrows, sizeof *s->rows, by_points);
}
