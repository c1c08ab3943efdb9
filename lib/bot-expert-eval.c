/* bot-expert-eval.c: the expert bot's judgement of a position: the
 * strong bot's (bot-eval.c) with its weights as parameters, tuned by
 * self-play, and two terms more: the opponents are weighed towards the
 * best placed of them (only one player wins), and a piece on the last
 * stretch of its ring is worth a little more than its squares (it is
 * close to the corridor, where nothing can capture it). The strong bot
 * keeps its own file and weights, so that its play does not change.
 *
 * Everything is integer arithmetic, so that the choice is the same on
 * every machine. */
#include <config.h>

#include "bot-expert.h"
#include "bot-view.h"

enum {
	UNIT = 100,		/* a square of progress */
	WIN_WORTH = 100000,	/* all pieces home */
};

const struct pc_expert_weights pc_expert_default_weights = {
	.out = 12,
	.corridor = 8,
	.goal = 16,
	.barrier = 3,
	.risk = 80,
	.leader = 0,
	.home_stretch = 0,
	.attack = 0,
	.model_strong = 0,
};

/* What piece i of colour c is worth where it stands, before risk. */
static int64_t
worth(const struct pc_bot_view *v, int c, int i)
{
	const struct pc_board *b = &v->e->board;
	const struct pc_expert_weights *w = v->w;
	int p = v->pos->progress[c][i], stretch = b->ring_steps / 4;
	int64_t on = p - (b->ring_steps - stretch);

	if (p == 0)
		return 0;
	if (p >= b->goal)
		return (int64_t)(p + w->out + w->corridor + w->goal) * UNIT +
		       (int64_t)stretch * w->home_stretch * UNIT / 16;
	if (p > b->ring_steps)
		return (int64_t)(p + w->out + w->corridor) * UNIT +
		       (int64_t)stretch * w->home_stretch * UNIT / 16;
	return (int64_t)(p + w->out) * UNIT +
	       (on > 0 ? on * w->home_stretch * UNIT / 16 : 0);
}

/* What colour c may expect to win by a capture with its next roll: the
 * chance that one of its pieces on the ring can hit an opponent's on an
 * unsafe ring square, times the capture's bonus. (The victim's loss is
 * in the victim's material already.) */
static int64_t
threat(const struct pc_bot_view *v, int c)
{
	const struct pc_board *b = &v->e->board;
	int64_t miss = PC_BOT_SURE;

	for (int o = 0; o < b->seats; o++) {
		if (!pc_bot_seated(v->pos, o) || pc_bot_same_side(v, c, o))
			continue;
		for (int j = 0; j < PC_PIECES; j++) {
			int q = v->pos->progress[o][j], sq = v->square[o][j];
			int64_t hit = PC_BOT_SURE;

			if (q < 1 || q > b->ring_steps || sq == 0 ||
			    b->safe[sq])
				continue;
			for (int i = 0; i < PC_PIECES; i++) {
				int p = v->pos->progress[c][i];
				int d = (sq - v->square[c][i] + b->ring) %
					b->ring;

				if (p < 1 || p > b->ring_steps || d == 0 ||
				    p + d > b->ring_steps)
					continue;
				hit = hit * (36 - pc_bot_reach(v, c, d)) / 36;
			}
			miss = miss * hit / PC_BOT_SURE;
		}
	}
	return (PC_BOT_SURE - miss) * v->e->rules.capture_bonus * UNIT / PC_BOT_SURE *
	       v->w->attack / 100;
}

/* Colour c's material: its pieces' worth less the expected loss from
 * captures, plus its useful barriers and its threats. */
static int64_t
material(const struct pc_bot_view *v, int c)
{
	const struct pc_board *b = &v->e->board;
	int64_t total = 0, lost = (int64_t)v->e->rules.capture_bonus * UNIT;
	int home = 0;

	for (int i = 0; i < PC_PIECES; i++) {
		int64_t w = worth(v, c, i);
		int64_t risk = PC_BOT_SURE - pc_bot_survival(v, c, i);
		int sq = v->square[c][i];

		home += v->pos->progress[c][i] >= b->goal;
		total += w - (w + lost) * risk / PC_BOT_SURE * v->w->risk / 100;
		/* A barrier counts once, at its second piece. */
		for (int j = 0; j < i; j++)
			if (v->square[c][j] == sq && sq >= 1 && sq <= b->ring &&
			    pc_bot_holds_up(v, c, sq))
				total += v->w->barrier * UNIT;
	}
	if (v->w->attack != 0)
		total += threat(v, c);
	return home == PC_PIECES ? total + WIN_WORTH * UNIT : total;
}

int32_t
pc_expert_evaluate(const struct pc_engine *e, const struct pc_position *pos,
		   int c, const struct pc_expert_weights *w)
{
	struct pc_bot_view v;
	int64_t ours = 0, theirs = 0, best = INT64_MIN;
	int opponents = 0;

	pc_bot_view_init(&v, e, pos);
	v.w = w;
	for (int o = 0; o < e->board.seats; o++) {
		int64_t m;

		if (!pc_bot_seated(pos, o))
			continue;
		m = material(&v, o);
		if (pc_bot_same_side(&v, c, o)) {
			ours += m;
			continue;
		}
		/* In pairs the partner's material counts with its own: the
		 * best placed side, not the best placed colour. */
		if (pc_partner(e, pos, o) >= 0)
			m += material(&v, pc_partner(e, pos, o));
		theirs += m;
		opponents++;
		if (m > best)
			best = m;
	}
	/* Against several opponents, harming one helps less than helping
	 * oneself: their mean, drawn towards the best of them. */
	if (opponents > 0) {
		int64_t mean = theirs / opponents;

		ours -= mean + (best - mean) * w->leader / 100;
	}
	if (ours > INT32_MAX)
		return INT32_MAX;
	return ours < INT32_MIN ? INT32_MIN : (int32_t)ours;
}
