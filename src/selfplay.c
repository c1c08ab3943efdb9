/* selfplay.c: bots playing whole games in memory. */
#include <config.h>

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

/* Counts the finished game: the winner and, in pairs, its partner. */
static void
count_winner(const struct pc_selfplay_config *config,
	     const struct pc_position *pos, const int bot_of[PC_NCOLOURS],
	     struct pc_selfplay_tally *tally)
{
	int winner = pos->finished[0];
	int partner = pc_partner(&config->engine, pos, winner);

	for (int c = 0; c < config->nbots; c++) {
		if (c != winner && c != partner)
			continue;
		tally->seat_wins[c]++;
		tally->bot_wins[bot_of[c]]++;
		tally->level_wins[config->bots[bot_of[c]]]++;
	}
}

void
pc_selfplay_game(const struct pc_selfplay_config *config, uint64_t index,
		 struct pc_selfplay_work *work, struct pc_selfplay_tally *tally)
{
	const struct pc_engine *e = &config->engine;
	uint64_t seed = config->seed, rng;
	int bot_of[PC_NCOLOURS];
	struct pc_position pos;
	uint64_t rolls = 0;

	/* The game's stream depends on the seed and its index only. */
	rng = seed ^ pc_bot_rng_next(&index);
	pc_bot_rng_next(&rng);
	for (int c = 0; c < config->nbots; c++) {
		/* Seat c holds bot c + index: each bot takes every seat. */
		bot_of[c] = (int)((c + index) % (uint64_t)config->nbots);
		tally->level_seats[config->bots[bot_of[c]]]++;
	}
	pc_position_init(e, &pos, (1u << config->nbots) - 1,
			 opening(config->nbots, &rng));
	while (!pos.over && rolls < PC_SELFPLAY_ROLLS_MAX) {
		uint8_t dice[PC_ROLL_DICE];
		enum pc_bot_level level;
		int ndice = pc_roll_ndice(e, &pos);
		size_t n, k;

		for (int d = 0; d < ndice; d++)
			dice[d] = die(&rng);
		n = pc_legal_plays(e, &pos, dice, ndice, work->plays,
				   PC_SELFPLAY_PLAYS);
		if (n > tally->most_plays)
			tally->most_plays = n;
		if (n > PC_SELFPLAY_PLAYS)
			n = PC_SELFPLAY_PLAYS;
		level = config->bots[bot_of[pos.to_move]];
		k = pc_bot_choose(e, &pos, dice, ndice, work->plays, n, level,
				  &rng);
		tally->captures += captures(&work->plays[k]);
		pc_apply_play(e, &pos, dice, ndice, &work->plays[k], NULL);
		rolls++;
	}
	tally->games++;
	tally->rolls += rolls;
	if (pos.over)
		count_winner(config, &pos, bot_of, tally);
	else
		tally->unfinished++;
}

void
pc_selfplay_add(struct pc_selfplay_tally *into,
		const struct pc_selfplay_tally *from)
{
	into->games += from->games;
	into->unfinished += from->unfinished;
	into->rolls += from->rolls;
	into->captures += from->captures;
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
