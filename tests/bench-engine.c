/* bench-engine.c: how fast the engine lists legal plays and plays whole
 * games, on one core, by the CPU time of the process (so that a loaded
 * machine does not move it). Built by "make check", not run as a test:
 *
 *   tests/bench-engine [seconds-per-measure]
 *
 * Targets (issue 3): 2 million generations a second and 10,000 random
 * four-player classic games a second. Then the same on the 6- and 8-seat
 * boards (issue 18), every seat taken. Rates are by CPU time. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "engine.h"

enum { POSITIONS = 100000, PLAYS_CAP = 1024 };

static uint64_t rng_state = 1;

/* splitmix64: small, fast, and the same everywhere. */
static uint64_t
rng_next(void)
{
	uint64_t z = (rng_state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static struct pc_play plays[PLAYS_CAP];
static size_t most_plays;	/* the most plays one roll had */

/* Plays one random game; returns its number of rolls. When keep is not
 * NULL, stores positions met (and their rolls) there while room lasts. */
static long
random_game(const struct pc_engine *e, struct pc_position *keep,
	    uint8_t *keep_roll, size_t *nkept, size_t room)
{
	struct pc_position pos;
	long rolls = 0;
	int seats = e->board.seats;

	pc_position_init(e, &pos, (1u << seats) - 1,
			 (enum pc_colour)(rng_next() % (uint64_t)seats));
	while (!pos.over) {
		uint8_t roll = (uint8_t)(rng_next() % 6 + 1);
		size_t n = pc_legal_plays(e, &pos, &roll, 1, plays, PLAYS_CAP);

		if (keep != NULL && *nkept < room) {
			keep[*nkept] = pos;
			keep_roll[(*nkept)++] = roll;
		}
		if (n > most_plays)
			most_plays = n;
		if (n > PLAYS_CAP)
			n = PLAYS_CAP;
		pc_apply_play(e, &pos, &roll, 1, &plays[rng_next() % n], NULL);
		rolls++;
	}
	return rolls;
}

/* Legal-play generations a second over positions met in real games. */
static void
bench_generation(const struct pc_engine *e, double seconds)
{
	static struct pc_position pool[POSITIONS];
	static uint8_t rolls[POSITIONS];
	size_t n = 0, calls = 0, found = 0;
	double start, elapsed;

	while (n < POSITIONS)
		random_game(e, pool, rolls, &n, POSITIONS);
	start = now();
	do {
		for (size_t k = 0; k < POSITIONS; k++)
			found += pc_legal_plays(e, &pool[k], &rolls[k], 1,
						plays, PLAYS_CAP);
		calls += POSITIONS;
		elapsed = now() - start;
	} while (elapsed < seconds);
	printf("legal-play generations: %.0f per second "
	       "(%.2f plays each; target 2000000)\n",
	       (double)calls / elapsed, (double)found / (double)calls);
}

/* Complete random games a second, every seat taken. */
static void
bench_games(const struct pc_engine *e, double seconds)
{
	static const char *const players[] = {"four", "six", "eight"};
	long games = 0, rolls = 0;
	double start = now(), elapsed;

	do {
		for (int k = 0; k < 100; k++)
			rolls += random_game(e, NULL, NULL, NULL, 0);
		games += 100;
		elapsed = now() - start;
	} while (elapsed < seconds);
	printf("random %s-player games: %.0f per second "
	       "(%.0f rolls each%s)\n", players[(e->board.seats - 4) / 2],
	       (double)games / elapsed, (double)rolls / (double)games,
	       e->board.seats == 4 ? "; target 10000" : "");
	printf("most legal plays of one roll: %zu\n", most_plays);
}

int
main(int argc, char **argv)
{
	struct pc_rules rules;
	struct pc_engine e;
	struct pc_error err;
	double seconds = argc > 1 ? atof(argv[1]) : 2.0;

	pc_rules_preset(PC_PRESET_CLASSIC, &rules);
	if (!pc_engine_init(&e, &rules, &err)) {
		fprintf(stderr, "bench-engine: %s\n", err.message);
		return EXIT_FAILURE;
	}
	bench_generation(&e, seconds);
	bench_games(&e, seconds);
	/* The 6- and 8-seat boards (issue 18), for comparison. */
	for (int seats = 6; seats <= 8; seats += 2) {
		rules.seats = seats;
		if (!pc_engine_init(&e, &rules, &err)) {
			fprintf(stderr, "bench-engine: %s\n", err.message);
			return EXIT_FAILURE;
		}
		most_plays = 0;
		printf("%d seats:\n", seats);
		bench_generation(&e, seconds);
		bench_games(&e, seconds);
	}
	return EXIT_SUCCESS;
}
