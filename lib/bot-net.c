/* bot-net.c: the expert's network: a position as its inputs, and the
 * network evaluated on them in integer arithmetic (bot-net.h). */
#include <config.h>

#include "bot-net.h"
#include "bot-view.h"

/* pc_net_scores adds up every measure times its weight before dividing:
 * at most PC_NET_MEASURE_MAX times 2^15 each. */
_Static_assert((int64_t)PC_NET_MEASURE_INPUTS * PC_NET_MEASURE_MAX * 32768 <
		       INT32_MAX,
	       "the measures' products may overflow");
/* pc_net_scores adds a seat's square weights in 16 bits. */
_Static_assert(PC_PIECES == 4 && PC_PIECES * PC_NET_SQUARE_WEIGHT_MAX <= 32767,
	       "a seat's square weights may not fit 16 bits");

/* Measures of one seat, in the order of its PC_NET_SEAT_MEASURES. */
enum {
	M_EXPOSED,	/* sum over its pieces of the chance of being taken */
	M_RISKED,	/* the same, each weighed by its progress / 64 */
	M_THREAT,	/* the chance that it takes a piece with its roll */
	M_HOLDING,	/* its barriers that hold an opponent up */
	M_BARRIERS,	/* its barriers */
	M_SAFE,		/* its pieces on safe ring squares */
	M_TO_GO,	/* squares to go, over the goal's progress */
	M_BLOCKED,	/* its pieces with a barrier within a die ahead */
};

const struct pc_net *
pc_net_for(const struct pc_engine *e, const struct pc_position *pos)
{
	const struct pc_rules *r = &e->rules;

	/* The networks learned from games that end when the first side is
	 * home: with places for more, the rest of the game is another. */
	if (e->board.seats != PC_NET_SEATS || (pos->playing & 0xf) != 0xf ||
	    r->roll_per_piece || e->board.goal + 1 != PC_NET_PROGRESS ||
	    pos->nfinished > 0)
		return NULL;
	if (r->teams == PC_TEAMS_PAIRS)
		return r->dice_per_roll == 1 ? &pc_net_pairs : NULL;
	return r->dice_per_roll == 1 ? &pc_net_one_die : &pc_net_two_dice;
}

/* The ring squares holding a barrier (two pieces of one colour), as
 * bits twice over like the view's occupied squares: square s as bits s
 * and s + ring, so that the squares ahead of any square are one run of
 * bits. */
struct barriers {
	uint64_t bits[(2 * PC_RING_MAX + 64) / 64 + 1];
};

static void
barriers_init(const struct pc_bot_view *v, struct barriers *bar)
{
	const unsigned ring = (unsigned)v->e->board.ring;

	memset(bar, 0, sizeof *bar);
	for (int c = 0; c < v->e->board.seats; c++) {
		/* A piece paired with one of its colour before it is the
		 * second of a barrier. */
		for (unsigned two = v->paired[c]; two != 0; two &= two - 1) {
			unsigned sq = (unsigned)v->square[c][__builtin_ctz(two)];

			pc_bot_bits_twice(bar->bits, sq, ring);
		}
	}
}

/* Whether a barrier stands on one of the n ring squares (1 .. 6) after
 * ring square sq, the squares a piece on sq passes. */
static bool
barrier_ahead(const struct barriers *bar, unsigned sq, int n)
{
	const unsigned lo = sq + 1;
	uint64_t run = bar->bits[lo / 64] >> (lo % 64);

	if (lo % 64 > 64 - 6)
		run |= bar->bits[lo / 64 + 1] << (64 - lo % 64);
	return (run & ((UINT64_C(1) << n) - 1)) != 0;
}

/* The chance (in PC_BOT_SURE) that colour c takes a piece with its next
 * roll: for each foe's piece on an unsafe ring square, the chance that
 * some piece of c behind it within reach counts exactly its distance;
 * the misses multiplied as if they were independent. */
static int64_t
threat(const struct pc_bot_view *v, int c)
{
	const struct pc_board *b = &v->e->board;
	const uint32_t own = PC_BOT_BIT(c, 0) * ((1u << PC_PIECES) - 1);
	int64_t miss = PC_BOT_SURE;

	/* The foes in seat order, their pieces in piece order, and for each
	 * the pieces of c within reach behind it in piece order: the bits
	 * of the view's piece sets in order. */
	for (uint32_t foe = v->foe_pieces[c]; foe != 0; foe &= foe - 1) {
		int bit = __builtin_ctz(foe);
		int sq = v->square[bit / PC_PIECES][bit % PC_PIECES];
		int64_t hit = PC_BOT_SURE;

		if (b->safe[sq])
			continue;
		for (uint32_t mine = pc_bot_ring_behind(v, sq) & own; mine != 0;
		     mine &= mine - 1) {
			int i = __builtin_ctz(mine) % PC_PIECES;
			int d = pc_bot_ring_distance(b, v->square[c][i], sq);

			if (v->pos->progress[c][i] + d > b->ring_steps)
				continue;
			hit = hit * (36 - pc_bot_reach(v, c, d)) / 36;
		}
		miss = miss * hit / PC_BOT_SURE;
	}
	return PC_BOT_SURE - miss;
}

/* x as a measure: within 0 .. PC_NET_MEASURE_MAX. No measure of a
 * position on the networks' board reaches the bound (a square holds two
 * pieces at most); it holds the products of pc_net_scores within 32
 * bits whatever the board. */
static int16_t
bounded(int64_t x)
{
	return (int16_t)(x < 0 ? 0 : x > PC_NET_MEASURE_MAX ? PC_NET_MEASURE_MAX
							   : x);
}

/* Colour c's measures into m[0 .. PC_NET_SEAT_MEASURES - 1]. */
static void
measures(const struct pc_bot_view *v, const struct barriers *bar, int c,
	 int16_t *m)
{
	const struct pc_board *b = &v->e->board;
	int64_t exposed = 0, risked = 0;
	int holding = 0, barriers = 0, safe = 0, to_go = 0, blocked = 0;

	for (int i = 0; i < PC_PIECES; i++) {
		int p = v->pos->progress[c][i], sq = v->square[c][i];
		int64_t risk;

		to_go += b->goal - p;
		if (!(v->on_ring[c] & (1u << i)))
			continue;
		risk = PC_BOT_SURE - pc_bot_survival(v, c, i);
		exposed += risk;
		risked += risk * p;
		safe += b->safe[sq];
		for (int j = 0; j < i; j++) {
			if (v->square[c][j] != sq)
				continue;
			barriers++;
			holding += pc_bot_holds_up(v, c, sq);
		}
		if (p < b->ring_steps &&
		    barrier_ahead(bar, (unsigned)sq,
				  b->ring_steps - p < 6 ? b->ring_steps - p : 6))
			blocked++;
	}
	m[M_EXPOSED] = bounded(exposed * PC_NET_ONE / PC_BOT_SURE);
	m[M_RISKED] = bounded(risked * PC_NET_ONE / PC_BOT_SURE / 64);
	m[M_THREAT] = bounded(threat(v, c) * PC_NET_ONE / PC_BOT_SURE);
	m[M_HOLDING] = bounded(holding * PC_NET_ONE);
	m[M_BARRIERS] = bounded(barriers * PC_NET_ONE);
	m[M_SAFE] = bounded(safe * PC_NET_ONE);
	m[M_TO_GO] = bounded(to_go * PC_NET_ONE / b->goal);
	m[M_BLOCKED] = bounded(blocked * PC_NET_ONE);
}

void
pc_net_inputs(const struct pc_engine *e, const struct pc_position *pos,
	      const enum pc_bot_level *levels, struct pc_net_input *in)
{
	struct pc_bot_view v;
	struct barriers bar;
	enum pc_bot_level level;
	int n = 0;

	pc_bot_view_init(&v, e, pos);
	barriers_init(&v, &bar);
	for (int k = 0; k < PC_NET_SEATS; k++) {
		int c = (pos->to_move + k) % PC_NET_SEATS;

		for (int i = 0; i < PC_PIECES; i++)
			in->square[n++] = (uint16_t)(k * PC_NET_PROGRESS +
						     pos->progress[c][i]);
		measures(&v, &bar, c, &in->measure[k * PC_NET_SEAT_MEASURES]);
		level = levels != NULL ? levels[c] : PC_BOT_NONE;
		in->measure[PC_NET_LEVELS + k * PC_NET_SEAT_LEVELS] =
			level == PC_BOT_RANDOM ? PC_NET_ONE : 0;
		in->measure[PC_NET_LEVELS + k * PC_NET_SEAT_LEVELS + 1] =
			level == PC_BOT_STRONG ? PC_NET_ONE : 0;
	}
	in->measure[PC_NET_SIXES] = pos->sixes == 1 ? PC_NET_ONE : 0;
	in->measure[PC_NET_SIXES + 1] = pos->sixes >= 2 ? PC_NET_ONE : 0;
}

void
pc_net_scores(const struct pc_net *net, const struct pc_net_input *in,
	      int32_t score[PC_NET_SEATS])
{
	/* A measure is at most PC_NET_MEASURE_MAX and a weight below 2^15,
	 * so the sum of their products over every measure input fits 32
	 * bits (the assertion above): it is divided once, at the end. The
	 * squares' 16 weights and the bias add at most 17 * 2^15. Both
	 * factors are 16-bit numbers, which lets a compiler that
	 * vectorizes the loop multiply eight at a time (GCC does at -O2). */
	int32_t h[PC_NET_HIDDEN], m[PC_NET_HIDDEN];
	int64_t sum[PC_NET_SEATS];
	uint8_t live[PC_NET_HIDDEN];
	int nlive = 0;

	for (int u = 0; u < PC_NET_HIDDEN; u++)
		h[u] = net->hidden_bias[u];
	/* A seat's four square weights add up within 16 bits (each within
	 * PC_NET_SQUARE_WEIGHT_MAX), eight units at a time, and only the
	 * seat's sum is widened. */
	for (int k = 0; k < PC_NET_SEATS; k++) {
		const uint16_t *sq = &in->square[k * PC_PIECES];
		const int16_t *r0 = net->hidden[sq[0]], *r1 = net->hidden[sq[1]],
			      *r2 = net->hidden[sq[2]], *r3 = net->hidden[sq[3]];

		for (int u = 0; u < PC_NET_HIDDEN; u++)
			h[u] += (int16_t)(r0[u] + r1[u] + r2[u] + r3[u]);
	}
	for (int u = 0; u < PC_NET_HIDDEN; u++)
		m[u] = 0;
	for (int k = 0; k < PC_NET_MEASURE_INPUTS; k++) {
		const int16_t *row = net->hidden[PC_NET_SQUARE_INPUTS + k];
		int16_t x = in->measure[k];

		if (x == 0)
			continue;
		for (int u = 0; u < PC_NET_HIDDEN; u++)
			m[u] += (int32_t)x * row[u];
	}
	for (int u = 0; u < PC_NET_HIDDEN; u++)
		h[u] += m[u] / PC_NET_ONE;
	/* The rectified units: a unit at or below zero counts as zero, so
	 * only the units above zero add to the scores. About half are;
	 * they are listed without a branch, which half of them would
	 * mispredict. */
	for (int u = 0; u < PC_NET_HIDDEN; u++) {
		live[nlive] = (uint8_t)u;
		nlive += h[u] > 0;
	}
	for (int s = 0; s < PC_NET_SEATS; s++)
		sum[s] = (int64_t)net->out_bias[s] * PC_NET_WEIGHT_ONE;
	for (int k = 0; k < nlive; k++) {
		int u = live[k];

		for (int s = 0; s < PC_NET_SEATS; s++)
			sum[s] += (int64_t)h[u] * net->out[s][u];
	}
	for (int s = 0; s < PC_NET_SEATS; s++) {
		sum[s] /= PC_NET_WEIGHT_ONE;
		score[s] = (int32_t)(sum[s] > PC_NET_SCORE_MAX
					     ? PC_NET_SCORE_MAX
				     : sum[s] < -PC_NET_SCORE_MAX
					     ? -PC_NET_SCORE_MAX
					     : sum[s]);
	}
}

/* e^(x / PC_NET_WEIGHT_ONE) for x <= 0, in PC_NET_CHANCE_ONE: 2 to the
 * power x log2(e), its whole part a shift and its fraction a cubic,
 * exact to about 1e-4 of PC_NET_CHANCE_ONE. */
static int64_t
exp_neg(int32_t x)
{
	/* log2(e) in 2^-16. */
	int64_t y = -(int64_t)x * 94548 / PC_NET_WEIGHT_ONE;
	int64_t whole = y >> 16, f = y & 0xffff, r;

	if (whole >= 30)
		return 0;
	/* 2^-f for f in [0, 1), in 2^-16: 1 - 0.6917 f + 0.2314 f^2
	 * - 0.0397 f^3, a cubic through 2^0 and 2^-1 within 8e-5. */
	r = 65536 - (45331 * f >> 16);
	r += 15165 * (f * f >> 16) >> 16;
	r -= 2602 * ((f * f >> 16) * f >> 16) >> 16;
	return r >> whole;
}

void
pc_net_chances(const struct pc_engine *e, const struct pc_net *net,
	       const struct pc_position *pos, const enum pc_bot_level *levels,
	       int32_t chance[PC_NCOLOURS])
{
	struct pc_net_input in;
	int32_t score[PC_NET_SEATS], top;
	int64_t weight[PC_NET_SEATS], total = 0;
	bool pairs = e->rules.teams == PC_TEAMS_PAIRS;

	for (int c = 0; c < PC_NCOLOURS; c++)
		chance[c] = 0;
	if (pos->over) {
		unsigned won = pc_winners(e, pos);

		for (int c = 0; c < PC_NET_SEATS; c++)
			chance[c] = (won >> c) & 1 ? PC_NET_CHANCE_ONE : 0;
		return;
	}
	pc_net_inputs(e, pos, levels, &in);
	pc_net_scores(net, &in, score);
	top = score[0];
	for (int s = 1; s < PC_NET_SEATS; s++)
		if (score[s] > top)
			top = score[s];
	for (int s = 0; s < PC_NET_SEATS; s++) {
		weight[s] = exp_neg(score[s] - top);
		total += weight[s];
	}
	for (int s = 0; s < PC_NET_SEATS; s++) {
		int c = (pos->to_move + s) % PC_NET_SEATS;

		chance[c] = (int32_t)(weight[s] * PC_NET_CHANCE_ONE / total);
	}
	if (pairs) {
		for (int c = 0; c < PC_NET_SEATS / 2; c++) {
			int32_t both = chance[c] + chance[c + 2];

			chance[c] = chance[c + 2] = both;
		}
	}
}

int32_t
pc_net_chance(const struct pc_engine *e, const struct pc_net *net,
	      const struct pc_position *pos, const enum pc_bot_level *levels,
	      int c)
{
	int32_t chance[PC_NCOLOURS];

	pc_net_chances(e, net, pos, levels, chance);
	return chance[c];
}
