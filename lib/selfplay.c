/* selfplay.c: bots playing whole games in memory. */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "selfplay.h"

uint64_t
pc_selfplay_seed(const char *text)
{
	return pc_bot_rng_seed(text, strlen(text), 0);
}

/* Rolls a die from the game's stream. */
static uint8_t
die(uint64_t *rng)
{
	return (uint8_t)(pc_bot_rng_below(rng, 6) + 1);
}

/* The opening roll: every seat rolls a die, the highest moves first, a
 * tie rolls again among the tied. */
static enum pc_colour
opening(int seats, uint64_t *rng)
{
	unsigned rolling = (1u << seats) - 1;

	while (__builtin_popcount(rolling) > 1) {
		unsigned tied = 0;
		int best = 0;

		for (int c = 0; c < seats; c++) {
			int d;

			if (!(rolling & (1u << c)))
				continue;
			d = die(rng);
			if (d > best) {
				best = d;
				tied = 0;
			}
			if (d == best)
				tied |= 1u << c;
		}
		rolling = tied;
	}
	return (enum pc_colour)__builtin_ctz(rolling);
}

static uint64_t
captures(const struct pc_play *play)
{
	uint64_t n = 0;

	for (int k = 0; k < play->nmoves; k++)
		n += play->moves[k].captured != PC_NO_PIECE;
	return n;
}

/* Counts the finished game: its winners (pc_winners). */
static void
count_winner(const struct pc_selfplay_config *config,
	     const struct pc_position *pos, const int bot_of[PC_NCOLOURS],
	     struct pc_selfplay_tally *tally)
{
	unsigned winners = pc_winners(&config->engine, pos);

	for (int c = 0; c < config->nbots; c++) {
		if (!(winners & (1u << c)))
			continue;
		tally->seat_wins[c]++;
		tally->bot_wins[bot_of[c]]++;
		tally->level_wins[config->bots[bot_of[c]]]++;
	}
}

/* The random bot's choice among n plays, for pc_pick_play. */
static size_t
choose_random(size_t n, void *rng)
{
	return pc_bot_random(n, rng);
}

/* The index of the play one of our bots chooses. */
static size_t
pick(const struct pc_selfplay_config *config, const struct pc_position *pos,
     const uint8_t *dice, int ndice, const struct pc_selfplay_work *work,
     size_t n, enum pc_bot_level level,
     const enum pc_bot_level levels[PC_NCOLOURS], uint64_t *rng)
{
	const struct pc_engine *e = &config->engine;

	if (level != PC_BOT_EXPERT || n <= 1)
		return pc_bot_choose(e, pos, dice, ndice, work->plays, n, level,
				     levels, rng);
	if (config->weights == NULL)
		return pc_bot_expert(e, pos, dice, ndice, work->plays, n,
				     config->budget, levels);
	return pc_expert_search(e, pos, dice, ndice, work->plays, n,
				config->budget > 0 ? config->budget
						   : pc_bot_expert_budget(e),
				config->weights);
}

struct pc_selfplay_work *
pc_selfplay_work_new(const struct pc_selfplay_config *config)
{
	struct pc_selfplay_work *work = malloc(sizeof *work);
	bool programs = false;

	if (work == NULL)
		return NULL;
	work->ext = NULL;
	for (int b = 0; b < config->nbots; b++)
		programs |= config->programs[b] != NULL;
	if (programs) {
		work->ext = malloc(sizeof *work->ext);
		if (work->ext == NULL || !pc_extern_open(work->ext)) {
			free(work->ext);
			free(work);
			errno = ENOMEM;
			return NULL;
		}
	}
	return work;
}

void
pc_selfplay_work_free(struct pc_selfplay_work *work)
{
	if (work == NULL)
		return;
	if (work->ext != NULL)
		pc_extern_close(work->ext);
	free(work->ext);
	free(work);
}

/* The choice of the program on seat c: its play in *play, or on a fault
 * a random one (from a stream of its own, so that the dice do not
 * change), counted. False when the program cannot be run. */
static bool
ask_program(const struct pc_selfplay_config *config, const char *program,
	    struct pc_selfplay_work *work, size_t n, uint64_t *fault_rng,
	    struct pc_selfplay_tally *tally, struct pc_play *play)
{
	enum pc_extern_result r;

	r = pc_extern_ask(work->ext, program,
			  config->timeout_ms > 0 ? config->timeout_ms
						 : PC_EXTERN_TIMEOUT_MS,
			  play);
	if (r == PC_EXTERN_ERROR)
		return false;
	if (r == PC_EXTERN_FORCED)
		return true;
	tally->asked++;
	if (r != PC_EXTERN_OK) {
		tally->faults[r]++;
		*play = work->plays[pc_bot_random(n, fault_rng)];
	}
	return true;
}

/* Where the programs' record gets its players' names: the levels. */
static bool
start_record(const struct pc_selfplay_config *config, uint64_t index,
	     const int bot_of[PC_NCOLOURS], int first,
	     struct pc_selfplay_work *work)
{
	const char *names[PC_NCOLOURS];

	for (int c = 0; c < config->nbots; c++)
		names[c] = config->programs[bot_of[c]] != NULL
				   ? "program"
				   : pc_bot_level_name(config->bots[bot_of[c]]);
	return pc_extern_start(work->ext, &config->rules, index,
			       config->nbots, names, first);
}

bool
pc_selfplay_game(const struct pc_selfplay_config *config, uint64_t index,
		 struct pc_selfplay_work *work, struct pc_selfplay_tally *tally)
{
	const struct pc_engine *e = &config->engine;
	uint64_t seed = config->seed, rng, fault_rng, number = index;
	int bot_of[PC_NCOLOURS];
	enum pc_bot_level levels[PC_NCOLOURS] = {PC_BOT_NONE};
	struct pc_position pos;
	uint64_t rolls = 0;

	/* The game's stream depends on the seed and its index only. */
	rng = seed ^ pc_bot_rng_next(&index);
	pc_bot_rng_next(&rng);
	for (int c = 0; c < config->nbots; c++) {
		/* Seat c holds bot c + index: each bot takes every seat. */
		bot_of[c] = (int)((c + index) % (uint64_t)config->nbots);
		/* Who plays each seat, as a record tells the bots: a
		 * program is nobody's level (PC_BOT_NONE). */
		levels[c] = config->bots[bot_of[c]];
		tally->level_seats[config->bots[bot_of[c]]]++;
	}
	pc_position_init(e, &pos, (1u << config->nbots) - 1,
			 opening(config->nbots, &rng));
	fault_rng = rng ^ UINT64_C(0x5deece66d);
	if (work->ext != NULL &&
	    !start_record(config, number, bot_of, pos.to_move, work))
		return false;
	while (!pos.over && rolls < PC_SELFPLAY_ROLLS_MAX) {
		const char *program = config->programs[bot_of[pos.to_move]];
		uint8_t dice[PC_ROLL_DICE];
		const struct pc_play *chosen;
		enum pc_bot_level level;
		int ndice = pc_roll_ndice(e, &pos);
		size_t n;

		for (int d = 0; d < ndice; d++)
			dice[d] = die(&rng);
		level = config->bots[bot_of[pos.to_move]];
		/* The random bot needs only the number of the play it
		 * picks: the plays are counted, not listed. */
		if (program == NULL && level == PC_BOT_RANDOM)
			n = pc_pick_play(e, &pos, dice, ndice, work->plays,
					 PC_SELFPLAY_PLAYS, choose_random,
					 &rng, &chosen);
		else
			n = pc_legal_plays(e, &pos, dice, ndice, work->plays,
					   PC_SELFPLAY_PLAYS);
		if (n > tally->most_plays)
			tally->most_plays = n;
		if (n > PC_SELFPLAY_PLAYS)
			n = PC_SELFPLAY_PLAYS;
		if (work->ext != NULL &&
		    !pc_extern_roll(work->ext, pos.to_move, dice, ndice))
			return false;
		if (program == NULL && level == PC_BOT_RANDOM) {
			/* chosen by pc_pick_play */
		} else if (program != NULL && n > 1) {
			if (!ask_program(config, program, work, n, &fault_rng,
					 tally, &work->program_play))
				return false;
			chosen = &work->program_play;
		} else {
			chosen = &work->plays[pick(config, &pos, dice, ndice,
						   work, n, level, levels,
						   &rng)];
		}
		if (work->ext != NULL && !pc_extern_move(work->ext, e, chosen))
			return false;
		tally->captures += captures(chosen);
		pc_apply_play(e, &pos, dice, ndice, chosen, NULL);
		rolls++;
	}
	tally->games++;
	tally->rolls += rolls;
	if (pos.over)
		count_winner(config, &pos, bot_of, tally);
	else
		tally->unfinished++;
	return true;
}

void
pc_selfplay_add(struct pc_selfplay_tally *into,
		const struct pc_selfplay_tally *from)
{
	into->games += from->games;
	into->unfinished += from->unfinished;
	into->rolls += from->rolls;
	into->captures += from->captures;
	into->asked += from->asked;
	for (int f = 0; f < PC_EXTERN_ERROR; f++)
		into->faults[f] += from->faults[f];
	if (from->most_plays > into->most_plays)
		into->most_plays = from->most_plays;
	for (int c = 0; c < PC_NCOLOURS; c++)
		into->seat_wins[c] += from->seat_wins[c];
	for (int b = 0; b < PC_SELFPLAY_SEATS_MAX; b++)
		into->bot_wins[b] += from->bot_wins[b];
	for (int l = 0; l < PC_BOT_LEVELS; l++) {
		into->level_seats[l] += from->level_seats[l];
		into->level_wins[l] += from->level_wins[l];
	}
}

/* The square root by Newton's method: enough for an interval's bounds,
 * and keeps libm out of the link. */
static double
root(double x)
{
	double r = x > 1.0 ? x : 1.0;

	if (x <= 0.0)
		return 0.0;
	for (int i = 0; i < 60; i++)
		r = 0.5 * (r + x / r);
	return r;
}

void
pc_wilson(uint64_t wins, uint64_t n, double *low, double *high)
{
	const double z = 1.959963984540054;	/* 97.5th percentile */
	double nn = (double)n, p = (double)wins / nn, z2 = z * z;
	double centre = (p + z2 / (2.0 * nn)) / (1.0 + z2 / nn);
	double half = z * root(p * (1.0 - p) / nn + z2 / (4.0 * nn * nn)) /
		      (1.0 + z2 / nn);

	*low = centre - half < 0.0 ? 0.0 : centre - half;
	*high = centre + half > 1.0 ? 1.0 : centre + half;
}
