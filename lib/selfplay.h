/* selfplay.h: bots playing whole games against each other in memory, for
 * measuring their strength and the engine's speed.
 *
 * No records, no YAML and no HMAC dice: each game's dice and the random
 * bots' choices come from one splitmix64 stream seeded from the run's
 * seed and the game's index alone, so that any split of the games over
 * jobs adds up to the same results. */
#ifndef PARCHIS_SELFPLAY_H
#define PARCHIS_SELFPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bot.h"
#include "bot-expert.h"
#include "engine.h"
#include "selfplay-extern.h"

enum {
	PC_SELFPLAY_SEATS_MIN = 2,
	PC_SELFPLAY_SEATS_MAX = PC_NCOLOURS,
	PC_SELFPLAY_PLAYS = 1024,	/* legal plays kept per roll */
	PC_SELFPLAY_ROLLS_MAX = 100000,	/* a game longer is given up */
};

/* What to play: the bots, one per seat, seated on yellow, blue, red,
 * green, orange, purple, cyan and pink in that order and rotated by one
 * seat each game. */
struct pc_selfplay_config {
	struct pc_engine engine;
	uint64_t seed;
	int nbots;				/* 2 .. the board's seats */
	enum pc_bot_level bots[PC_SELFPLAY_SEATS_MAX];
	const char *programs[PC_SELFPLAY_SEATS_MAX];	/* the entries
							 * cmd:PROGRAM, else
							 * NULL (their level
							 * is PC_BOT_NONE) */
	struct pc_rule_choice rules;	/* as chosen: the programs' records */
	int timeout_ms;			/* a program's time for a move */
	uint32_t budget;			/* the expert's; 0: default */
	const struct pc_expert_weights *weights;	/* the expert's
							 * evaluation; NULL:
							 * its own (tuning) */
};

/* Counts over a set of games; adding two tallies gives the tally of both
 * sets, whatever the order. */
struct pc_selfplay_tally {
	uint64_t games;
	uint64_t unfinished;		/* gave up after ROLLS_MAX rolls */
	uint64_t rolls;
	uint64_t captures;
	uint64_t most_plays;		/* the most legal plays of one roll */
	uint64_t seat_wins[PC_NCOLOURS];	/* by colour */
	uint64_t bot_wins[PC_SELFPLAY_SEATS_MAX];	/* by --bots entry */
	uint64_t level_seats[PC_BOT_LEVELS];	/* seats a level took */
	uint64_t level_wins[PC_BOT_LEVELS];
	uint64_t asked;			/* programs run */
	uint64_t faults[PC_EXTERN_ERROR];	/* by enum pc_extern_result:
						 * [0] unused */
};

/* Room for the legal plays of one roll, and the record for programs
 * (ext, NULL without them): one per job, made once by
 * pc_selfplay_work_new. */
struct pc_selfplay_work {
	struct pc_play plays[PC_SELFPLAY_PLAYS];
	struct pc_play program_play;	/* what a program chose */
	struct pc_extern *ext;
};

/* NULL (errno set) when memory runs out. */
struct pc_selfplay_work *pc_selfplay_work_new(
	const struct pc_selfplay_config *config);
void pc_selfplay_work_free(struct pc_selfplay_work *work);

/* A seed from text (--seed). */
uint64_t pc_selfplay_seed(const char *text);

/* Plays game number index of config and adds it to tally; false (errno
 * set) when a program cannot be run (no memory, no process). */
bool pc_selfplay_game(const struct pc_selfplay_config *config, uint64_t index,
		      struct pc_selfplay_work *work,
		      struct pc_selfplay_tally *tally);

/* Adds from to into. */
void pc_selfplay_add(struct pc_selfplay_tally *into,
		     const struct pc_selfplay_tally *from);

/* Told now and then how many of the games have been played. */
typedef void (*pc_selfplay_progress_fn)(uint64_t done, uint64_t games,
					void *context);

/* selfplay-jobs.c: plays games 0 .. games-1 of config into tally (zeroed
 * first), split over jobs processes (1: this one alone); progress, when
 * not NULL, hears about it. False (errno set) when a process or a pipe
 * cannot be made, memory runs out or a job dies. */
bool pc_selfplay_run(const struct pc_selfplay_config *config, uint64_t games,
		     int jobs, pc_selfplay_progress_fn progress, void *context,
		     struct pc_selfplay_tally *tally);

/* The Wilson score interval at 95% of wins out of n (n > 0). */
void pc_wilson(uint64_t wins, uint64_t n, double *low, double *high);

#endif
