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
#include <string.h>

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
	int partner[PC_NCOLOURS];	/* pc_partner of each colour, or -1 */
	uint8_t foes[PC_NCOLOURS];	/* bit o: o is seated and plays
					 * against c */
	uint8_t on_ring[PC_NCOLOURS];	/* bit j: piece j of a seated colour
					 * stands on its path's ring
					 * (progress 1 .. ring_steps) */
	uint8_t paired[PC_NCOLOURS];	/* bit j: piece j stands on the ring
					 * beside a piece of its colour
					 * numbered before it: the second
					 * piece of a barrier */
	/* Who may capture where: the pieces on the ring as bits
	 * (PC_BOT_BIT: colour-major, so that the bits in order are the
	 * colours and then the pieces in order), the foes' of each colour,
	 * each ring square's, and the squares holding one, twice over
	 * (square s as bits s and s + ring) so that the twelve squares
	 * behind any square are one run of bits. at[s] is only meant
	 * where occupied has s. */
	uint32_t foe_pieces[PC_NCOLOURS];
	uint32_t at[PC_RING_MAX + 1];
	uint64_t occupied[(2 * PC_RING_MAX + 64) / 64 + 1];
	const struct pc_expert_weights *w;	/* the expert's; NULL for the
						 * strong bot */
};

/* The bit of piece j of colour o in the view's piece sets. */
#define PC_BOT_BIT(o, j) (UINT32_C(1) << ((o) * PC_PIECES + (j)))

/* The farthest a roll moves a piece: two dice's 12, and six_all_out is
 * at most 12 (rules.c); pc_bot_reach is 0 beyond. */
enum { PC_BOT_REACH_MAX = 12 };

/* Puts square sq of a ring of ring squares into bits, a set of the
 * ring's squares twice over (sq as bits sq and sq + ring), where the
 * squares behind or ahead of any square are one run of bits. */
static inline void
pc_bot_bits_twice(uint64_t *bits, unsigned sq, unsigned ring)
{
	bits[sq / 64] |= UINT64_C(1) << (sq % 64);
	bits[(sq + ring) / 64] |= UINT64_C(1) << ((sq + ring) % 64);
}

static inline bool
pc_bot_seated(const struct pc_position *pos, int c)
{
	return (pos->playing >> c) & 1;
}

/* True when colours a and b play on one side. */
static inline bool
pc_bot_same_side(const struct pc_bot_view *v, int a, int b)
{
	return a == b || v->partner[a] == b;
}

/* Works out the view of pos: a pass over the pieces, colour by colour,
 * and then each colour's foes. */
static inline void
pc_bot_view_init(struct pc_bot_view *v, const struct pc_engine *e,
	  const struct pc_position *pos)
{
	const struct pc_board *b = &e->board;
	const int seats = b->seats, ring = b->ring, ring_steps = b->ring_steps;
	const bool pairs = e->rules.teams == PC_TEAMS_PAIRS;
	const unsigned seated = pos->playing & ((1u << seats) - 1);
	uint32_t ring_pieces[PC_NCOLOURS], all_ring = 0;

	v->e = e;
	v->pos = pos;
	v->w = NULL;
	memset(v->occupied, 0, sizeof v->occupied);
	for (int c = 0; c < PC_NCOLOURS; c++)
		v->partner[c] = pairs ? pc_partner(e, pos, c) : -1;
	for (int c = 0; c < seats; c++) {
		/* pc_board_square, looked up: 0 for the nest and the goal
		 * (a progress stays within 0 .. goal). */
		const uint8_t *square_of = b->square_of[c];
		uint32_t pieces = 0;
		unsigned on = 0, paired = 0;
		int nest = 0;

		for (int i = 0; i < PC_PIECES && !(seated & (1u << c)); i++)
			v->square[c][i] = 0;
		v->paired[c] = 0;
		for (int i = 0; i < PC_PIECES && (seated & (1u << c)); i++) {
			int p = pos->progress[c][i];
			unsigned sq = square_of[p];
			uint32_t bit = PC_BOT_BIT(c, i);

			v->square[c][i] = (int)sq;
			nest += p == 0;
			if (p < 1 || p > ring_steps)
				continue;
			on |= 1u << i;
			pieces |= bit;
			if (v->occupied[sq / 64] & (UINT64_C(1) << (sq % 64))) {
				/* The colour's own pieces are this colour's
				 * bits so far. */
				if (v->at[sq] & pieces)
					paired |= 1u << i;
				v->at[sq] |= bit;
				continue;
			}
			v->at[sq] = bit;
			pc_bot_bits_twice(v->occupied, sq, (unsigned)ring);
		}
		v->in_nest[c] = nest;
		v->on_ring[c] = (uint8_t)on;
		v->paired[c] = (uint8_t)paired;
		ring_pieces[c] = pieces;
		all_ring |= pieces;
	}
	/* Without pairs every other seated colour is a foe: the pieces on
	 * the ring but one's own (and one's partner's) are the foes'. */
	for (int c = 0; c < seats; c++) {
		uint32_t own = ring_pieces[c];
		int partner = v->partner[c];

		v->foes[c] = (uint8_t)(seated & ~(1u << c));
		if (partner >= 0) {
			v->foes[c] &= (uint8_t)~(1u << partner);
			own |= ring_pieces[partner];
		}
		v->foe_pieces[c] = all_ring & ~own;
	}
}

/* The pieces on the ring standing on the PC_BOT_REACH_MAX ring squares
 * behind ring square sq, as bits: those that a roll may bring onto or
 * past sq. */
static inline uint32_t
pc_bot_ring_behind(const struct pc_bot_view *v, int sq)
{
	const unsigned ring = (unsigned)v->e->board.ring;
	/* Squares sq - 12 .. sq - 1 are bits lo .. lo + 11 (wrapped once). */
	const unsigned lo = (unsigned)sq + ring - PC_BOT_REACH_MAX;
	uint64_t run = v->occupied[lo / 64] >> (lo % 64);
	uint32_t pieces = 0;

	if (lo % 64 > 64 - PC_BOT_REACH_MAX)
		run |= v->occupied[lo / 64 + 1] << (64 - lo % 64);
	run &= (UINT64_C(1) << PC_BOT_REACH_MAX) - 1;
	for (; run != 0; run &= run - 1) {
		unsigned s = lo + (unsigned)__builtin_ctzll(run);

		pieces |= v->at[s > ring ? s - ring : s];
	}
	return pieces;
}

/* The foes' pieces on the ring (of v->foe_pieces[c]) standing on the
 * PC_BOT_REACH_MAX ring squares behind ring square sq, as bits. */
static inline uint32_t
pc_bot_behind(const struct pc_bot_view *v, int c, int sq)
{
	return pc_bot_ring_behind(v, sq) & v->foe_pieces[c];
}

/* The distance from ring square from forward to ring square to, 0 to
 * ring - 1: (to - from + ring) % ring without the division, for two ring
 * squares (1 .. ring). */
static inline int
pc_bot_ring_distance(const struct pc_board *b, int from, int to)
{
	int d = to - from;

	return d < 0 ? d + b->ring : d;
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
	/* The opponents in seat order, their pieces on the ring in piece
	 * order, each chance taken off in turn, rounded down as it goes.
	 * Only pieces within PC_BOT_REACH_MAX behind can capture, and a
	 * roll that cannot reach (0 in 36) leaves alive as it is, so those
	 * (pc_bot_behind) are all there is to visit. alive stays within
	 * 0 .. PC_BOT_SURE, so the products fit 32 bits. */
	if (b->safe[sq]) {
		for (unsigned foes = v->foes[c]; foes != 0; foes &= foes - 1) {
			int o = __builtin_ctz(foes);

			if (sq == b->exit[o] && v->in_nest[o] > 0 &&
			    v->e->rules.exit_capture != PC_EXIT_CAPTURE_NONE &&
			    pc_bot_crowd(v, sq) == 2)
				alive = alive * (36 - pc_bot_reach(v, o, 5)) / 36;
		}
		return alive;
	}
	for (uint32_t at = pc_bot_behind(v, c, sq); at != 0; at &= at - 1) {
		int bit = __builtin_ctz(at);
		int o = bit / PC_PIECES, j = bit % PC_PIECES;
		int q = v->pos->progress[o][j];
		int d = pc_bot_ring_distance(b, v->square[o][j], sq);
		int r;

		if (q + d > b->ring_steps)
			continue;
		r = pc_bot_reach(v, o, d);
		if (r != 0)
			alive = (int64_t)((uint32_t)alive * (uint32_t)(36 - r) /
					  36u);
	}
	return alive;
}

/* True when a piece of an opponent of c stands within a roll behind
 * ring square sq and would have to pass it. */
static inline bool
pc_bot_holds_up(const struct pc_bot_view *v, int c, int sq)
{
	const struct pc_board *b = &v->e->board;

	for (uint32_t at = pc_bot_behind(v, c, sq); at != 0; at &= at - 1) {
		int bit = __builtin_ctz(at);
		int o = bit / PC_PIECES, j = bit % PC_PIECES;

		if (v->pos->progress[o][j] +
			    pc_bot_ring_distance(b, v->square[o][j], sq) <=
		    b->ring_steps)
			return true;
	}
	return false;
}

#endif
