/* standings.c: a league table from finished games, with the points of
 * parchis(6), standings: 10 times the number of players to the winner, -10 to
 * each loser, -20 to a player who abandoned; in pairs, 20 to each winner. The
 * ratings and head-to-head counts come from each game's places. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine-board.h"
#include "standings.h"

void
pc_standings_init(struct pc_standings *s)
{
	memset(s, 0, sizeof *s);
	pc_rating_model_default(&s->model);
}

void
pc_standings_free(struct pc_standings *s)
{
	free(s->rows);
	free(s->played);
	free(s->h2h);
	pc_standings_init(s);
}

/* Grows *array (of *capacity elements of size bytes) to hold one more
 * than n; false when memory runs out. */
static bool
grow(void **array, size_t *capacity, size_t n, size_t size)
{
	size_t more;
	void *grown;

	if (n < *capacity)
		return true;
	more = *capacity ? *capacity * 2 : 16;
	grown = realloc(*array, more * size);
	if (grown == NULL)
		return false;
	*array = grown;
	*capacity = more;
	return true;
}

void
pc_game_places(struct pc_game_result *result, unsigned seated,
	       const uint8_t *finished, int nfinished,
	       const uint8_t *resign_order, int nresigned)
{
	enum { STILL_PLAYING = 100, LEFT = 1000 };
	int seats = result->seats > 0 ? result->seats : 4;

	for (int c = 0; c < PC_NCOLOURS; c++)
		result->place[c] = (seated & (1u << c)) ? STILL_PLAYING : 0;
	/* The last to leave lasted longest: the better of those who left. */
	for (int k = 0; k < nresigned; k++)
		result->place[resign_order[k]] = LEFT - k;
	for (int k = 0; k < nfinished; k++)
		result->place[finished[k]] = 1 + k;
	if (!result->pairs)
		return;
	/* A pair takes the place of the partner who finished it, and one
	 * that nobody finished shares the place of those still playing. */
	for (int c = 0; c < seats / 2; c++) {
		int p = pc_opposite(seats, c), best = result->place[c];

		if (result->place[p] < best)
			best = result->place[p];
		if (best > nfinished)
			best = STILL_PLAYING;
		result->place[c] = result->place[p] = best;
	}
}

/* The row of a person: found by e-mail address (case aside), or by name
 * when there is no address; added when new. NULL when memory runs out. */
static struct pc_standing *
row_of(struct pc_standings *s, const char *name, const char *email)
{
	struct pc_standing *r;

	for (size_t i = 0; i < s->nrows; i++) {
		r = &s->rows[i];
		if (email != NULL ? strcasecmp(r->email, email) == 0
				  : r->email[0] == '\0' &&
					    strcmp(r->name, name) == 0)
			return r;
	}
	if (!grow((void **)&s->rows, &s->capacity, s->nrows, sizeof *r))
		return NULL;
	r = &s->rows[s->nrows++];
	memset(r, 0, sizeof *r);
	snprintf(r->name, sizeof r->name, "%s", name != NULL ? name : email);
	snprintf(r->email, sizeof r->email, "%s", email != NULL ? email : "");
	return r;
}

bool
pc_standings_has_game(const struct pc_standings *s, const char *id,
		      const unsigned char digest[PC_GAME_DIGEST])
{
	for (size_t i = 0; i < s->nplayed; i++)
		if (strcmp(s->played[i].id, id) == 0 &&
		    memcmp(s->played[i].digest, digest, PC_GAME_DIGEST) == 0)
			return true;
	return false;
}

/* Credits one person of colour c's seat with the game. */
static bool
credit(struct pc_standings *s, struct pc_league_game *g, const char *name,
       const char *email, int team, int points, bool won)
{
	struct pc_standing *r = row_of(s, name, email);
	struct pc_league_seat *seat = &g->seats[g->nseats++];

	if (r == NULL)
		return false;
	r->games++;
	r->wins += won;
	r->points += points;
	seat->row = (size_t)(r - s->rows);
	seat->team = team;
	return true;
}

bool
pc_standings_add(struct pc_standings *s, const struct pc_record *rec,
		 const struct pc_game_result *result, unsigned *anonymous)
{
	struct pc_league_game *g;
	int seated = 0, team_of[PC_NCOLOURS];

	*anonymous = 0;
	if (!grow((void **)&s->played, &s->played_capacity, s->nplayed,
		  sizeof *g))
		return false;
	g = &s->played[s->nplayed];
	memset(g, 0, sizeof *g);
	snprintf(g->id, sizeof g->id, "%s", rec->game);
	memcpy(g->digest, result->digest, sizeof g->digest);
	g->order = s->nplayed;
	/* Teams: one a seat, or in pairs one a pair (yellow with red: the
	 * seats opposite). */
	for (int c = 0; c < PC_NCOLOURS; c++) {
		int seats = result->seats > 0 ? result->seats : 4;

		if (!rec->players[c].playing)
			continue;
		seated++;
		if (result->pairs && c >= seats / 2) {
			team_of[c] = team_of[pc_opposite(seats, c)];
			continue;
		}
		team_of[c] = g->nteams;
		g->rank[g->nteams++] = result->place[c];
	}
	for (int c = 0; c < PC_NCOLOURS; c++) {
		const struct pc_player *p = &rec->players[c];
		bool won = result->winners & (1u << c);
		int points = 0;

		if (!p->playing)
			continue;
		if (won)
			points = result->pairs ? 20 : 10 * seated;
		else if (result->resigned & (1u << c))
			points = -20;
		else if (result->winners != 0)
			points = -10;
		/* A game blocked with no winner costs nobody but who left. */
		if (result->event && p->nmembers > 0) {
			for (int m = 0; m < p->nmembers; m++)
				if (!credit(s, g, p->members[m], NULL,
					    team_of[c], points, won))
					return false;
			continue;
		}
		if (p->name == NULL && p->email == NULL) {
			*anonymous |= 1u << c;	/* nobody to credit */
			g->seats[g->nseats].row = PC_NO_ROW;
			g->seats[g->nseats++].team = team_of[c];
			continue;
		}
		if (!credit(s, g, p->name, p->email, team_of[c], points, won))
			return false;
	}
	s->nplayed++;
	s->games++;
	return true;
}

/* The one row with an address and the given name; PC_NO_ROW when there
 * is none or more than one. */
static size_t
addressed_row(const struct pc_standings *s, const char *name)
{
	size_t found = PC_NO_ROW;

	for (size_t i = 0; i < s->nrows; i++) {
		const struct pc_standing *r = &s->rows[i];

		if (r->email[0] == '\0' || strcmp(r->name, name) != 0)
			continue;
		if (found != PC_NO_ROW)
			return PC_NO_ROW;
		found = i;
	}
	return found;
}

/* Done after the last game rather than as games come, so that the
 * outcome does not depend on the order of the files: Ana's address may
 * first appear in the last of them. The seats of the games follow their
 * rows to where they fold and to their new places. */
static bool
merge(struct pc_standings *s)
{
	size_t *now = malloc((s->nrows + 1) * sizeof *now), kept = 0;

	if (now == NULL)
		return false;
	for (size_t i = 0; i < s->nrows; i++) {
		struct pc_standing *r = &s->rows[i];
		size_t into = r->email[0] == '\0' ? addressed_row(s, r->name)
						  : PC_NO_ROW;

		r->into = into == PC_NO_ROW ? i : into;
		if (into == PC_NO_ROW)
			continue;
		s->rows[into].games += r->games;
		s->rows[into].wins += r->wins;
		s->rows[into].points += r->points;
	}
	/* Rows that stay keep their order; a folded row's seats go to the
	 * new place of the row it went into. */
	for (size_t i = 0; i < s->nrows; i++)
		if (s->rows[i].into == i)
			now[i] = kept++;
	for (size_t i = 0; i < s->nrows; i++)
		now[i] = now[s->rows[i].into];
	for (size_t g = 0; g < s->nplayed; g++)
		for (int k = 0; k < s->played[g].nseats; k++) {
			struct pc_league_seat *seat = &s->played[g].seats[k];

			if (seat->row != PC_NO_ROW)
				seat->row = now[seat->row];
		}
	kept = 0;
	for (size_t i = 0; i < s->nrows; i++)
		if (s->rows[i].into == i)
			s->rows[kept++] = s->rows[i];
	s->nrows = kept;
	free(now);
	return true;
}

static int
by_id(const void *a, const void *b)
{
	const struct pc_league_game *x = a, *y = b;

	if (strcmp(x->id, y->id) != 0)
		return strcmp(x->id, y->id);
	return x->order < y->order ? -1 : x->order > y->order;
}

/* The head-to-head entry of rows a and b, a < b; NULL when memory runs
 * out. */
static struct pc_head_to_head *
h2h_of(struct pc_standings *s, size_t a, size_t b)
{
	struct pc_head_to_head *h;

	for (size_t i = 0; i < s->nh2h; i++)
		if (s->h2h[i].a == a && s->h2h[i].b == b)
			return &s->h2h[i];
	if (!grow((void **)&s->h2h, &s->h2h_capacity, s->nh2h, sizeof *h))
		return NULL;
	h = &s->h2h[s->nh2h++];
	memset(h, 0, sizeof *h);
	h->a = a;
	h->b = b;
	return h;
}

/* Rates game g and counts its head-to-head meetings. */
static bool
rate_game(struct pc_standings *s, const struct pc_league_game *g)
{
	struct pc_rating r[PC_LEAGUE_SEATS];
	int team[PC_LEAGUE_SEATS];

	for (int k = 0; k < g->nseats; k++) {
		size_t row = g->seats[k].row;

		r[k] = row == PC_NO_ROW ? pc_rating_new(&s->model)
					: s->rows[row].rating;
		team[k] = g->seats[k].team;
	}
	pc_rating_update(&s->model, r, team, (size_t)g->nseats, g->rank,
			 (size_t)g->nteams);
	for (int k = 0; k < g->nseats; k++)
		if (g->seats[k].row != PC_NO_ROW)
			s->rows[g->seats[k].row].rating = r[k];
	for (int j = 0; j < g->nseats; j++)
		for (int k = 0; k < g->nseats; k++) {
			const struct pc_league_seat *x = &g->seats[j],
						    *y = &g->seats[k];
			int rx = g->rank[x->team], ry = g->rank[y->team];
			struct pc_head_to_head *h;

			if (x->row == PC_NO_ROW || y->row == PC_NO_ROW ||
			    x->row >= y->row || x->team == y->team)
				continue;
			if ((h = h2h_of(s, x->row, y->row)) == NULL)
				return false;
			if (rx < ry)
				h->a_ahead++;
			else if (ry < rx)
				h->b_ahead++;
			else
				h->tied++;
		}
	return true;
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

static int
by_rows(const void *a, const void *b)
{
	const struct pc_head_to_head *x = a, *y = b;

	if (x->a != y->a)
		return x->a < y->a ? -1 : 1;
	return x->b < y->b ? -1 : x->b > y->b;
}

bool
pc_standings_finish(struct pc_standings *s)
{
	size_t *now;

	if (!merge(s))
		return false;
	for (size_t i = 0; i < s->nrows; i++)
		s->rows[i].rating = pc_rating_new(&s->model);
	if (s->nplayed > 1)
		qsort(s->played, s->nplayed, sizeof *s->played, by_id);
	for (size_t g = 0; g < s->nplayed; g++)
		if (!rate_game(s, &s->played[g]))
			return false;
	/* Sort the rows; into keeps each row's old index for the
	 * head-to-head entries, which then follow. */
	for (size_t i = 0; i < s->nrows; i++)
		s->rows[i].into = i;
	if (s->nrows > 1)
		qsort(s->rows, s->nrows, sizeof *s->rows, by_points);
	if ((now = malloc((s->nrows + 1) * sizeof *now)) == NULL)
		return false;
	for (size_t i = 0; i < s->nrows; i++)
		now[s->rows[i].into] = i;
	for (size_t i = 0; i < s->nh2h; i++) {
		struct pc_head_to_head *h = &s->h2h[i];
		size_t a = now[h->a], b = now[h->b];
		int ahead = h->a_ahead;

		if (a > b) {
			h->a_ahead = h->b_ahead;
			h->b_ahead = ahead;
		}
		h->a = a < b ? a : b;
		h->b = a < b ? b : a;
	}
	free(now);
	if (s->nh2h > 1)
		qsort(s->h2h, s->nh2h, sizeof *s->h2h, by_rows);
	return true;
}
