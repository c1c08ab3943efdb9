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

enum {
	UNIT = 100,		/* a square of progress */
	WIN_WORTH = 100000,	/* all pieces home */
	SURE = 1 << 16,		/* probability 1 in risk arithmetic */
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

/* Chances (in 36ths) that one roll lets a piece move exactly d squares:
 * one die, or two dice (one of them or their sum). */
static const uint8_t one_die[13] = {0, 6, 6, 6, 6, 6, 6, 0, 0, 0, 0, 0, 0};
static const uint8_t two_dice[13] = {0, 11, 12, 13, 14, 15, 16,
				     6, 5, 4, 3, 2, 1};

/* Where every piece stands, worked out once per evaluation. */
struct board_view {
	const struct pc_engine *e;
	const struct pc_expert_weights *w;
	const struct pc_position *pos;
	int square[PC_NCOLOURS][PC_PIECES];	/* tracked square, 0 off */
	int in_nest[PC_NCOLOURS];
};

static bool
seated(const struct pc_position *pos, int c)
{
	return (pos->playing >> c) & 1;
}

/* True when colours a and b play on one side. */
static bool
same_side(const struct board_view *v, int a, int b)
{
	return a == b || pc_partner(v->e, v->pos, a) == b;
}

static void
view_init(struct board_view *v, const struct pc_engine *e,
	  const struct pc_position *pos, const struct pc_expert_weights *w)
{
	v->e = e;
	v->w = w;
	v->pos = pos;
	for (int c = 0; c < e->board.seats; c++) {
		v->in_nest[c] = 0;
		for (int i = 0; i < PC_PIECES; i++) {
			int p = seated(pos, c) ? pos->progress[c][i] : -1;

			v->square[c][i] = pc_board_square(&e->board, c, p);
			v->in_nest[c] += p == 0;
		}
	}
}

/* Chances in 36ths that attacker colour o can move a piece exactly d
 * squares with its next roll. A 6 counts six_all_out once o has nothing
 * in the nest. */
static int
reach(const struct board_view *v, int o, int d)
{
	const struct pc_rules *rules = &v->e->rules;

	if (rules->dice_per_roll == 2)
		return d >= 1 && d <= 12 ? two_dice[d] : 0;
	if (d == 6 && v->in_nest[o] == 0 && rules->six_all_out != 6)
		return 0;
	if (d == rules->six_all_out && v->in_nest[o] == 0)
		return 6;
	return d >= 1 && d <= 12 ? one_die[d] : 0;
}

/* How many pieces stand on tracked square sq. */
static int
crowd(const struct board_view *v, int sq)
{
	int n = 0;

	for (int c = 0; c < v->e->board.seats; c++)
		for (int i = 0; i < PC_PIECES; i++)
			n += v->square[c][i] == sq;
	return n;
}

/* The chance (in SURE) that piece i of colour c survives the opponents'
 * next rolls. Only ring squares are at risk: safe squares only from a
 * piece coming out onto its own exit when two stand there. */
static int64_t
survival(const struct board_view *v, int c, int i)
{
	const struct pc_board *b = &v->e->board;
	int sq = v->square[c][i], p = v->pos->progress[c][i];
	int64_t alive = SURE;

	if (sq == 0 || p > b->ring_steps)
		return SURE;
	for (int o = 0; o < v->e->board.seats; o++) {
		if (!seated(v->pos, o) || same_side(v, c, o))
			continue;
		if (b->safe[sq]) {
			if (sq == b->exit[o] && v->in_nest[o] > 0 &&
			    v->e->rules.exit_capture != PC_EXIT_CAPTURE_NONE &&
			    crowd(v, sq) == 2)
				alive = alive * (36 - reach(v, o, 5)) / 36;
			continue;
		}
		for (int j = 0; j < PC_PIECES; j++) {
			int q = v->pos->progress[o][j];
			int d = (sq - v->square[o][j] + b->ring) % b->ring;

			if (q < 1 || q > b->ring_steps || d == 0 ||
			    q + d > b->ring_steps)
				continue;
			alive = alive * (36 - reach(v, o, d)) / 36;
		}
	}
	return alive;
}

/* What piece i of colour c is worth where it stands, before risk. */
static int64_t
worth(const struct board_view *v, int c, int i)
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

/* True when a piece of an opponent of c stands within a roll behind
 * ring square sq and would have to pass it. */
static bool
holds_up(const struct board_view *v, int c, int sq)
{
	const struct pc_board *b = &v->e->board;

	for (int o = 0; o < v->e->board.seats; o++) {
		if (!seated(v->pos, o) || same_side(v, c, o))
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

/* What colour c may expect to win by a capture with its next roll: the
 * chance that one of its pieces on the ring can hit an opponent's on an
 * unsafe ring square, times the capture's bonus. (The victim's loss is
 * in the victim's material already.) */
static int64_t
threat(const struct board_view *v, int c)
{
	const struct pc_board *b = &v->e->board;
	int64_t miss = SURE;

	for (int o = 0; o < b->seats; o++) {
		if (!seated(v->pos, o) || same_side(v, c, o))
			continue;
		for (int j = 0; j < PC_PIECES; j++) {
			int q = v->pos->progress[o][j], sq = v->square[o][j];
			int64_t hit = SURE;

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
				hit = hit * (36 - reach(v, c, d)) / 36;
			}
			miss = miss * hit / SURE;
		}
	}
	return (SURE - miss) * v->e->rules.capture_bonus * UNIT / SURE *
	       v->w->attack / 100;
}

/* Colour c's material: its pieces' worth less the expected loss from
 * captures, plus its useful barriers and its threats. */
static int64_t
material(const struct board_view *v, int c)
{
	const struct pc_board *b = &v->e->board;
	int64_t total = 0, lost = (int64_t)v->e->rules.capture_bonus * UNIT;
	int home = 0;

	for (int i = 0; i < PC_PIECES; i++) {
		int64_t w = worth(v, c, i);
		int64_t risk = SURE - survival(v, c, i);
		int sq = v->square[c][i];

		home += v->pos->progress[c][i] >= b->goal;
		total += w - (w + lost) * risk / SURE * v->w->risk / 100;
		/* A barrier counts once, at its second piece. */
		for (int j = 0; j < i; j++)
			if (v->square[c][j] == sq && sq >= 1 && sq <= b->ring &&
			    holds_up(v, c, sq))
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
	struct board_view v;
	int64_t ours = 0, theirs = 0, best = INT64_MIN;
	int opponents = 0;

	view_init(&v, e, pos, w);
	for (int o = 0; o < e->board.seats; o++) {
		int64_t m;

		if (!seated(pos, o))
			continue;
		m = material(&v, o);
		if (same_side(&v, c, o)) {
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
