/* bot-estimate.h: the chance that each side wins from a position.
 *
 * A curve over the race: each side's distance still to go, counted by
 * the strong bot's material (pc_bot_materials: progress, the worth of a
 * piece out, in the corridor and home, less the expected loss from
 * captures on the next roll), the side to roll a little ahead. Side s
 * gets a weight 2^(-scale * R_s / sqrt(mean R + base)), where R_s is its
 * colours' mean distance to go: a lead counts more as the end nears, as
 * in any race of dice. The chances are the weights over their sum. Its
 * constants, one set per kind of game, were fitted on self-play games of
 * the strong bot by tests/fit-estimate (make fit-estimate), which
 * prints their calibration on games it did not fit on.
 *
 * Pure like the engine: no I/O, no allocation, integer arithmetic only,
 * so that a position gives the same figure on every machine. A game
 * whose winner is known (it is over, or a side has finished first) gives
 * certainty: PC_CHANCE_ONE to the winner's side, 0 to the others; a game
 * over with no winner (blocked: nobody can move again) gives 0 to all. */
#ifndef PARCHIS_BOT_ESTIMATE_H
#define PARCHIS_BOT_ESTIMATE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine.h"

enum {
	PC_CHANCE_ONE = 1000000,	/* certainty: chances in millionths */
	PC_ESTIMATE_KINDS = 6,		/* sets of constants (below) */
};

/* The constants of one kind of game (see above): scale in 1/16384 of a
 * bit per hundredth of a square over the root (of a mean at least 100), tempo and base in
 * hundredths of a square. */
struct pc_estimate_params {
	int32_t scale;
	int32_t tempo;
	int32_t base;
};

/* The constants shipped, by kind. */
extern const struct pc_estimate_params pc_estimate_fitted[PC_ESTIMATE_KINDS];

/* The kind of game of e, an index into pc_estimate_fitted: one die or
 * two, or a roll per piece; alone or in pairs. */
int pc_estimate_kind(const struct pc_engine *e);

/* What the curve reads of a position. */
struct pc_estimate_features {
	int nsides;
	int winner;			/* the side that has won, or -1 */
	bool over;			/* the game has ended (with no winner
					 * when nobody can move any more) */
	int mover;			/* the side to roll */
	uint8_t side_of[PC_NCOLOURS];	/* a colour's side, or 0xff when it
					 * plays no more */
	int64_t remaining[PC_NCOLOURS];	/* by side: mean distance to go */
};

/* The features of pos; absent (bit c) are colours that have left the
 * game but keep their seat in pos (a pair's resigned players). */
void pc_estimate_features(const struct pc_engine *e,
			  const struct pc_position *pos, unsigned absent,
			  struct pc_estimate_features *f);

/* The chances of the sides of f under params, in millionths, into
 * chance[0 .. f->nsides - 1]; they add up to PC_CHANCE_ONE, give or take
 * rounding. */
void pc_estimate_combine(const struct pc_estimate_features *f,
			 const struct pc_estimate_params *params,
			 uint32_t chance[PC_NCOLOURS]);

/* The chance, in millionths, that colour c's side wins from pos with the
 * shipped constants; 0 for a colour that plays no more. */
uint32_t pc_estimate_chance(const struct pc_engine *e,
			    const struct pc_position *pos, unsigned absent,
			    int c);

#endif
