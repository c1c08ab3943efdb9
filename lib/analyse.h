/* analyse.h: what a roll and its play were worth, by the win-chance
 * estimate (bot-estimate.h): parchis hint and parchis analyse.
 *
 * Pure: no I/O; the caller gives the room for the plays. Chances are in
 * millionths (PC_CHANCE_ONE), for the side of the player who rolls. */
#ifndef PARCHIS_ANALYSE_H
#define PARCHIS_ANALYSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bot-estimate.h"
#include "engine.h"
#include "record.h"
#include "referee.h"

/* The chance of pos->to_move's side once play (of the roll
 * dice[0..ndice-1]) has been played in pos; absent as for
 * pc_estimate_features. */
uint32_t pc_chance_after(const struct pc_engine *e,
			 const struct pc_position *pos, const uint8_t *dice,
			 int ndice, const struct pc_play *play,
			 unsigned absent);

/* Room for the plays of one roll. */
struct pc_analyse_work {
	struct pc_play plays[512];
	struct pc_outcome seen[512];
};

/* What one roll was worth to the player who rolled it. */
struct pc_roll_worth {
	uint32_t best;		/* the chance after the roll's best play */
	uint32_t played;	/* after the play made, when one was given */
	struct pc_play best_play;
	uint32_t mean;		/* the mean over every roll the dice could
				 * have given, by its probability, of the
				 * chance after its best play */
	int32_t luck;		/* best - mean */
	int32_t cost;		/* best - played (0 without a play) */
};

/* The worth of the roll dice[0..ndice-1] in pos (pos->to_move rolls),
 * played as played (or NULL: not yet played). Every distinct outcome of
 * a roll is looked at, up to the work's room. */
void pc_roll_assess(const struct pc_engine *e, const struct pc_position *pos,
		    const uint8_t *dice, int ndice,
		    const struct pc_play *played, unsigned absent,
		    struct pc_analyse_work *work, struct pc_roll_worth *out);

/* analyse-game.c: a whole game, roll by roll, as the referee replays
 * it (its observe callback). */

/* A play that cost its player against the best of its roll. */
struct pc_costly_play {
	uint32_t n;		/* roll number */
	uint8_t player;
	uint8_t ndice;
	uint8_t dice[PC_ROLL_DICE];
	int32_t cost;		/* in millionths of chance */
	struct pc_play played, best;
};

struct pc_player_analysis {
	uint32_t rolls;		/* rolls played (the pending one not) */
	int64_t luck;		/* summed, in millionths */
	int64_t cost;		/* what the plays cost, summed */
	uint64_t faces[6];	/* the dice they rolled, openings too */
};

struct pc_analysis {
	struct pc_player_analysis players[PC_NCOLOURS];
	uint64_t faces[6];	/* every die */
	uint32_t rolls;
	struct pc_costly_play *costly;	/* in roll order, cost > 0 */
	size_t ncostly, capacity;
	bool failed;		/* memory ran out */
	struct pc_analyse_work work;
};

/* A new analysis (on the heap: it holds the room for plays), or NULL. */
struct pc_analysis *pc_analysis_new(void);
void pc_analysis_free(struct pc_analysis *a);

/* A pc_referee_observe_fn: context is a struct pc_analysis. */
void pc_analysis_observe(void *context, const struct pc_record *rec,
			 const struct pc_game *game,
			 const struct pc_position *before, size_t i);

/* analyse-dice.c: how well dice fit a fair die. */

/* The chi-square statistic of counts[0..5] (how often each face came)
 * against a uniform die: sum (observed - expected)^2 / expected. 0 for
 * no dice. */
double pc_chi_square(const uint64_t counts[6], uint64_t *total);

/* The regularized upper incomplete gamma function Q(a, x), a > 0,
 * x >= 0: the chance that a chi-square of 2a degrees of freedom is at
 * least 2x. */
double pc_gamma_q(double a, double x);

/* The p-value of a chi-square statistic chi2 with df degrees of
 * freedom: Q(df / 2, chi2 / 2). */
double pc_chi_square_p(double chi2, int df);

#endif
