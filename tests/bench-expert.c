/* bench-expert.c: the expert bot's speed and a harness for tuning its
 * evaluation. Built by "make check", never run as a test:
 *
 *   tests/bench-expert time PRESET GAMES [BUDGET]
 *	plays GAMES games of one expert against three strong bots (seats
 *	rotating) and prints the CPU time of the expert's decisions (those
 *	with a choice): median, 95th percentile, mean, most;
 *   tests/bench-expert tune PRESET GAMES JOBS LEVEL BUDGET W1 .. W9
 *	plays GAMES games of one expert with the weights W1..W9 (the
 *	fields of struct pc_expert_weights in order) against three bots of
 *	LEVEL and prints the expert's wins, rate and 95% interval. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot-expert.h"
#include "selfplay.h"
#include "tool-engine.h"

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int
by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static struct pc_play plays[PC_SELFPLAY_PLAYS];

static int
time_decisions(const char *preset, long games, uint32_t budget)
{
	struct pc_engine e;
	size_t ntimes = 0, room = 1 << 16;
	double *times = malloc(room * sizeof *times), total = 0.0;
	uint64_t rng = 1;

	tool_engine_setup(&e, preset, "bench-expert");
	for (long g = 0; g < games && times != NULL; g++) {
		struct pc_position pos;
		int expert = (int)(g % 4);
		enum pc_bot_level levels[PC_NCOLOURS] = {PC_BOT_NONE};

		for (int c = 0; c < 4; c++)
			levels[c] = c == expert ? PC_BOT_EXPERT : PC_BOT_STRONG;
		pc_position_init(&e, &pos, 0xf, (enum pc_colour)(g % 4));
		for (long rolls = 0; !pos.over && rolls < 100000; rolls++) {
			uint8_t dice[PC_ROLL_DICE];
			int ndice = pc_roll_ndice(&e, &pos);
			size_t n, k;

			for (int d = 0; d < ndice; d++)
				dice[d] = (uint8_t)(pc_bot_rng_below(&rng, 6) + 1);
			n = pc_legal_plays(&e, &pos, dice, ndice, plays,
					   PC_SELFPLAY_PLAYS);
			if (n > PC_SELFPLAY_PLAYS)
				n = PC_SELFPLAY_PLAYS;
			if (pos.to_move == expert && n > 1) {
				double t0 = now();

				k = pc_bot_expert(&e, &pos, dice, ndice, plays,
						  n, budget, levels);
				times[ntimes] = now() - t0;
				total += times[ntimes];
				if (++ntimes == room) {
					double *more = realloc(
						times, 2 * room * sizeof *times);

					if (more == NULL)
						break;
					times = more;
					room *= 2;
				}
			} else {
				k = pc_bot_strong(&e, &pos, dice, ndice, plays,
						  n);
			}
			pc_apply_play(&e, &pos, dice, ndice, &plays[k], NULL);
		}
	}
	if (times == NULL || ntimes == 0) {
		free(times);
		return 1;
	}
	qsort(times, ntimes, sizeof *times, by_value);
	printf("%s, budget %u: %zu decisions, median %.3f ms, 95th "
	       "percentile %.3f ms, mean %.3f ms, most %.3f ms\n",
	       preset, budget > 0 ? budget : pc_bot_expert_budget(&e), ntimes,
	       1e3 * times[ntimes / 2], 1e3 * times[ntimes * 95 / 100],
	       1e3 * total / (double)ntimes, 1e3 * times[ntimes - 1]);
	free(times);
	return 0;
}

static int
tune(int argc, char **argv)
{
	struct pc_selfplay_config config;
	struct pc_selfplay_tally t;
	struct pc_expert_weights w;
	enum pc_bot_level level;
	int32_t *field[] = {&w.out, &w.corridor, &w.goal, &w.barrier,
			    &w.risk, &w.leader, &w.home_stretch, &w.attack, &w.model_strong};
	double low, high;
	uint64_t wins;

	if (argc != 16 ||
	    !pc_bot_level_parse(argv[5], strlen(argv[5]), &level)) {
		fprintf(stderr, "usage: bench-expert tune PRESET GAMES JOBS "
			"LEVEL BUDGET W1..W9\n");
		return 2;
	}
	memset(&config, 0, sizeof config);
	tool_engine_setup(&config.engine, argv[2], "bench-expert");
	for (int i = 0; i < 9; i++)
		*field[i] = (int32_t)atol(argv[7 + i]);
	config.seed = pc_selfplay_seed(getenv("SEED") ? getenv("SEED") : "1");
	config.nbots = 4;
	config.bots[0] = PC_BOT_EXPERT;
	config.bots[1] = level;
	config.bots[2] = config.engine.rules.teams == PC_TEAMS_PAIRS
				 ? PC_BOT_EXPERT : level;
	config.bots[3] = level;
	config.budget = (uint32_t)atol(argv[6]);
	config.weights = &w;
	if (!pc_selfplay_run(&config, (uint64_t)atol(argv[3]), atoi(argv[4]),
			     NULL, NULL, &t))
		return 1;
	wins = t.level_wins[PC_BOT_EXPERT];
	if (config.bots[2] == PC_BOT_EXPERT)
		wins /= 2;
	pc_wilson(wins, t.games, &low, &high);
	printf("%s %s %s:", argv[2], argv[5], argv[6]);
	for (int i = 7; i < 16; i++)
		printf(" %s", argv[i]);
	printf(" -> %llu/%llu %.1f%% (%.1f%% - %.1f%%)\n",
	       (unsigned long long)wins, (unsigned long long)t.games,
	       100.0 * (double)wins / (double)t.games, 100.0 * low,
	       100.0 * high);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc >= 4 && strcmp(argv[1], "time") == 0)
		return time_decisions(argv[2], atol(argv[3]),
				      argc > 4 ? (uint32_t)atol(argv[4]) : 0);
	if (argc >= 2 && strcmp(argv[1], "tune") == 0)
		return tune(argc, argv);
	fprintf(stderr, "usage: bench-expert time PRESET GAMES [BUDGET]\n"
		"       bench-expert tune PRESET GAMES JOBS LEVEL BUDGET "
		"W1..W9\n");
	return 2;
}
