/* analyse.c: what a roll and its play were worth (analyse.h). */
#include <config.h>

#include "analyse.h"

enum { ROOM = sizeof ((struct pc_analyse_work *)0)->plays /
	      sizeof (struct pc_play) };

uint32_t
pc_chance_after(const struct pc_engine *e, const struct pc_position *pos,
		const uint8_t *dice, int ndice, const struct pc_play *play,
		unsigned absent)
{
	struct pc_position next = *pos;

	pc_apply_play(e, &next, dice, ndice, play, NULL);
	return pc_estimate_chance(e, &next, absent, pos->to_move);
}

/* The chance after the best play of a roll, and which it is (its index
 * in work->plays); false when the rules allow no such roll. */
static bool
best_of(const struct pc_engine *e, const struct pc_position *pos,
	const uint8_t *dice, int ndice, unsigned absent,
	struct pc_analyse_work *work, uint32_t *best, size_t *which)
{
	size_t n = pc_legal_outcomes(e, pos, dice, ndice, work->plays,
				     work->seen, ROOM);

	if (n == 0)
		return false;
	if (n > ROOM)
		n = ROOM;
	*best = 0;
	*which = 0;
	for (size_t k = 0; k < n; k++) {
		uint32_t c = pc_chance_after(e, pos, dice, ndice,
					     &work->plays[k], absent);

		/* Ties go to the first listed, as the bots' do. */
		if (k == 0 || c > *best) {
			*best = c;
			*which = k;
		}
	}
	return true;
}

/* The mean over every roll of ndice dice, by its probability, of the
 * chance after its best play. Two dice that the player may use in either
 * order give the same plays both ways round: their 21 rolls, the mixed
 * ones twice as likely. A roll per piece gives each piece its own die:
 * every one of the 6^ndice rolls. */
static uint32_t
mean_of_rolls(const struct pc_engine *e, const struct pc_position *pos,
	      int ndice, unsigned absent, struct pc_analyse_work *work)
{
	bool ordered = e->rules.roll_per_piece || ndice != 2;
	uint64_t sum = 0, weights = 0;
	int combos = 1;

	for (int d = 0; d < ndice; d++)
		combos *= 6;
	for (int k = 0; k < combos; k++) {
		uint8_t dice[PC_ROLL_DICE];
		uint32_t best;
		size_t which;
		int rest = k, w = 1;

		for (int d = 0; d < ndice; d++) {
			dice[d] = (uint8_t)(rest % 6 + 1);
			rest /= 6;
		}
		if (!ordered) {
			if (dice[0] > dice[1])
				continue;
			w = dice[0] == dice[1] ? 1 : 2;
		}
		if (!best_of(e, pos, dice, ndice, absent, work, &best, &which))
			continue;
		sum += (uint64_t)best * (uint64_t)w;
		weights += (uint64_t)w;
	}
	return weights ? (uint32_t)((sum + weights / 2) / weights) : 0;
}

void
pc_roll_assess(const struct pc_engine *e, const struct pc_position *pos,
	       const uint8_t *dice, int ndice, const struct pc_play *played,
	       unsigned absent, struct pc_analyse_work *work,
	       struct pc_roll_worth *out)
{
	size_t which;

	out->best = out->played = 0;
	out->best_play.player = pos->to_move;
	out->best_play.nmoves = 0;
	if (best_of(e, pos, dice, ndice, absent, work, &out->best, &which))
		out->best_play = work->plays[which];
	out->played = played != NULL ? pc_chance_after(e, pos, dice, ndice,
						       played, absent)
				     : out->best;
	/* A play given may be one the room left out: it is then the best. */
	if (out->played > out->best) {
		out->best = out->played;
		out->best_play = *played;
	}
	out->mean = mean_of_rolls(e, pos, ndice, absent, work);
	out->luck = (int32_t)out->best - (int32_t)out->mean;
	out->cost = (int32_t)out->best - (int32_t)out->played;
}
