/* analyse-game.c: a game's luck, costly plays and dice, roll by roll, as
 * the referee replays it (analyse.h). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "analyse.h"

struct pc_analysis *
pc_analysis_new(void)
{
	return calloc(1, sizeof (struct pc_analysis));
}

void
pc_analysis_free(struct pc_analysis *a)
{
	if (a == NULL)
		return;
	free(a->costly);
	free(a);
}

static void
count_dice(struct pc_analysis *a, int c, const uint8_t *dice, int n)
{
	for (int d = 0; d < n; d++) {
		if (dice[d] < 1 || dice[d] > 6)
			continue;
		a->faces[dice[d] - 1]++;
		a->players[c].faces[dice[d] - 1]++;
	}
}

static void
keep_costly(struct pc_analysis *a, const struct pc_turn *t,
	    const struct pc_play *played, const struct pc_roll_worth *w)
{
	struct pc_costly_play *p;

	if (a->ncostly == a->capacity) {
		size_t cap = a->capacity ? a->capacity * 2 : 64;
		struct pc_costly_play *grown =
			realloc(a->costly, cap * sizeof *grown);

		if (grown == NULL) {
			a->failed = true;
			return;
		}
		a->costly = grown;
		a->capacity = cap;
	}
	p = &a->costly[a->ncostly++];
	p->n = t->n;
	p->player = t->player;
	p->ndice = t->ndice;
	memcpy(p->dice, t->dice, sizeof p->dice);
	p->cost = w->cost;
	p->played = *played;
	p->best = w->best_play;
}

void
pc_analysis_observe(void *context, const struct pc_record *rec,
		    const struct pc_game *g, const struct pc_position *before,
		    size_t i)
{
	struct pc_analysis *a = context;
	const struct pc_turn *t = &rec->turns[i];
	struct pc_roll_worth w;
	struct pc_check check;

	if (t->kind == PC_TURN_OPENING) {
		for (int c = 0; c < PC_NCOLOURS; c++)
			if (t->opening & (1u << c))
				count_dice(a, c, t->opening_dice[c],
					   t->opening_ndice);
		return;
	}
	if (t->kind != PC_TURN_ROLL || t->player >= PC_NCOLOURS ||
	    t->ndice == 0)
		return;
	count_dice(a, t->player, t->dice, t->ndice);
	/* The pending roll has no play yet: its dice count, nothing else. */
	if (g->state == PC_GAME_MOVE && g->pending == i)
		return;
	if (pc_check_steps(&g->engine, before, t->dice, t->ndice, t->steps,
			   t->nsteps, NULL, 0, &check) != PC_PLAY_COMPLETE)
		return;	/* cannot happen: the referee has checked it */
	pc_roll_assess(&g->engine, before, t->dice, t->ndice, &check.play,
		       g->resigned, &a->work, &w);
	a->rolls++;
	a->players[t->player].rolls++;
	a->players[t->player].luck += w.luck;
	a->players[t->player].cost += w.cost;
	if (w.cost > 0)
		keep_costly(a, t, &check.play, &w);
}
