/* bot-view.h: where every piece stands, worked out once for an
 * evaluation, and what the bots' judgements of a position share: who
 * plays on whose side, how likely a roll reaches a square, how likely a
 * piece survives the opponents' next rolls, whether a square holds an
 * opponent up. For bot-eval.c (the strong bot) and bot-expert-eval.c
 * (the expert): inline, so that neither pays a call in its inner loop.
 *
 * Everything is integer arithmetic, so that a choice is the same on every
 * machine. */
#ifndef PARCHIS_BOT_VIEW_H
#define PARCHIS_BOT_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "engine.h"

struct pc_expert_weights;

enum { PC_BOT_SURE = 1 << 16 };	/* probability 1 in risk arithmetic */

/* Chances (in 36ths) that one roll lets a piece move exactly d squares:
 * one die, or two dice (one of them or their sum). */
static const uint8_t pc_bot_one_die[13] = {0, 6, 6, 6, 6, 6, 6,
					   0, 0, 0, 0, 0, 0};
static const uint8_t pc_bot_two_dice[13] = {0, 11, 12, 13, 14, 15, 16,
					    6, 5, 4, 3, 2, 1};

struct pc_bot_view {
	const struct pc_engine *e;
	const struct pc_position *pos;
	int square[PC_NCOLOURS][PC_PIECES];	/* tracked square, 0 off */
	int in_nest[PC_NCOLOURS];
	const struct pc_expert_weights *w;	/* the expert's; NULL for the
						 * strong bot */
};

static inline bool
pc_bot_seated(const struct pc_position *pos, int c)
{
	return (pos->playing >> c) & 1;
}

/* True when colours a and b play on one side. */
static inline bool
pc_bot_same_side(const struct pc_bot_view *v, int a, int b)
{
	return a == b || pc_partner(v->e, v->pos, a) == b;
}

static inline void
pc_bot_view_init(struct pc_bot_view *v, const struct pc_engine *e,
	  const struct pc_position *pos)
{
	v->e = e;
	v->pos = pos;
	v->w = NULL;
	for (int c = 0; c < e->board.seats; c++) {
		v->in_nest[c] = 0;
		for (int i = 0; i < PC_PIECES; i++) {
			int p = pc_bot_seated(pos, c) ? pos->progress[c][i] : -1;

			v->square[c][i] = pc_board_square(&e->board, c, p);
			v->in_nest[c] += p == 0;
		}
	}
}

/* Chances in 36ths that attacker colour o can move a piece exactly d
 * squares with its next roll. A 6 counts six_all_out once o has nothing
 * in the nest. */
static inline int
pc_bot_reach(const struct pc_bot_view *v, int o, int d)
{
	const struct pc_rules *rules = &v->e->rules;

	if (rules->dice_per_roll == 2)
		return d >= 1 && d <= 12 ? pc_bot_two_dice[d] : 0;
	if (d == 6 && v->in_nest[o] == 0 && rules->six_all_out != 6)
		return 0;
	if (d == rules->six_all_out && v->in_nest[o] == 0)
		return 6;
	return d >= 1 && d <= 12 ? pc_bot_one_die[d] : 0;
}

/* How many pieces stand on tracked square sq. */
static inline int
pc_bot_crowd(const struct pc_bot_view *v, int sq)
{
	int n = 0;

	for (int c = 0; c < v->e->board.seats; c++)
		for (int i = 0; i < PC_PIECES; i++)
			n += v->square[c][i] == sq;
	return n;
}

/* The chance (in PC_BOT_SURE) that piece i of colour c survives the opponents'
 * next rolls. Only ring squares are at risk: safe squares only from a
 * piece coming out onto its own exit when two stand there. */
static inline int64_t
pc_bot_survival(const struct pc_bot_view *v, int c, int i)
{
	const struct pc_board *b = &v->e->board;
	int sq = v->square[c][i], p = v->pos->progress[c][i];
	int64_t alive = PC_BOT_SURE;

	if (sq == 0 || p > b->ring_steps)
		return PC_BOT_SURE;
	for (int o = 0; o < v->e->board.seats; o++) {
		if (!pc_bot_seated(v->pos, o) || pc_bot_same_side(v, c, o))
			continue;
		if (b->safe[sq]) {
			if (sq == b->exit[o] && v->in_nest[o] > 0 &&
			    v->e->rules.exit_capture != PC_EXIT_CAPTURE_NONE &&
			    pc_bot_crowd(v, sq) == 2)
				alive = alive * (36 - pc_bot_reach(v, o, 5)) / 36;
			continue;
		}
		for (int j = 0; j < PC_PIECES; j++) {
			int q = v->pos->progress[o][j];
			int d = (sq - v->square[o][j] + b->ring) % b->ring;

			if (q < 1 || q > b->ring_steps || d == 0 ||
			    q + d > b->ring_steps)
				continue;
			alive = alive * (36 - pc_bot_reach(v, o, d)) / 36;
		}
	}
	return alive;
}

/* True when a piece of an opponent of c stands within a roll behind
 * ring square sq and would have to pass it. */
static inline bool
pc_bot_holds_up(const struct pc_bot_view *v, int c, int sq)
{
	const struct pc_board *b = &v->e->board;

	for (int o = 0; o < v->e->board.seats; o++) {
		if (!pc_bot_seated(v->pos, o) || pc_bot_same_side(v, c, o))
			continue;
		for (int j = 0; j < PC_PIECES; j++) {
			int q = v->pos->progress[o][j];
			int d = (sq - v->square[o][j] + b->ring) % b->ring;

			if (q >= 1 && q <= b->ring_steps && d >= 1 && d <= 12 &&
			    q + d <= b->ring_steps)
				return true;
		}
	}
	return false;
}

#endif
