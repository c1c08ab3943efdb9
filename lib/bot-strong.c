/* bot-strong.c: the strong bot plays every legal play on a copy of the
 * position and keeps the one whose result is best for the player who
 * rolled, by pc_bot_evaluate.
 *
 * Looking at results rather than at moves covers every plan at once: a
 * capture sends an opponent's piece home and earns the 20, a move to a
 * safe square or out of an opponent's reach lowers the risk, a barrier in
 * front of an opponent earns its bonus, a piece out of the nest or into
 * the corridor is worth more, and with two dice each order of the dice is
 * a play of its own.
 *
 * With one die the bot also looks one roll ahead: for each of the six
 * rolls of the player who moves next, that player's best answer by the
 * same evaluation, and the mean of what those answers leave. (The
 * evaluation's risk term guesses at captures; this sees them, and the
 * answers that block or run away too.) With two dice there are 21 rolls
 * and many more answers to each, too slow for self-play, so the risk term
 * stands alone. */
#include <config.h>

#include "bot.h"

/* Answers examined for one roll of the next player: a roll with more
 * (long bonus chains) is judged on the first ones, and the bot needs no
 * more than this on its stack. */
enum { ANSWERS = 64 };

/* What pos is worth to me once the next player has rolled die and
 * played the answer best for themselves. */
static int32_t
after_answer(const struct pc_engine *e, const struct pc_position *pos,
	     uint8_t die, int me)
{
	struct pc_play answers[ANSWERS];
	struct pc_position best_pos = *pos;
	int64_t material[PC_NCOLOURS], best_material[PC_NCOLOURS];
	int32_t best = INT32_MIN;
	int them = pos->to_move;
	size_t n = pc_legal_plays(e, pos, &die, 1, answers, ANSWERS);

	if (n > ANSWERS)
		n = ANSWERS;
	/* The answer's materials are worked out once: they score it for
	 * them, and the best answer's for me (pc_bot_evaluate is
	 * pc_bot_score of pc_bot_material_all). */
	for (size_t k = 0; k < n; k++) {
		struct pc_position next = *pos;
		int32_t v;

		pc_apply_play(e, &next, &die, 1, &answers[k], NULL);
		if (n == 1) {
			pc_bot_material_all(e, &next, best_material);
			return pc_bot_score(e, &next, best_material, me);
		}
		pc_bot_material_all(e, &next, material);
		v = pc_bot_score(e, &next, material, them);
		if (v > best) {
			best = v;
			best_pos = next;
			for (int c = 0; c < PC_NCOLOURS; c++)
				best_material[c] = material[c];
		}
	}
	/* No answer (or none scored above the least): as the position
	 * stands, as ever. */
	if (best == INT32_MIN)
		return pc_bot_evaluate(e, &best_pos, me);
	return pc_bot_score(e, &best_pos, best_material, me);
}

/* The score of playing play in pos for the player who rolled. */
static int32_t
score(const struct pc_engine *e, const struct pc_position *pos,
      const uint8_t *dice, int ndice, const struct pc_play *play)
{
	struct pc_position next = *pos;
	int me = pos->to_move;
	int64_t sum = 0;

	pc_apply_play(e, &next, dice, ndice, play, NULL);
	/* After a 6 the bot rolls again itself: nobody answers yet. */
	if (ndice != 1 || next.over || next.to_move == me)
		return pc_bot_evaluate(e, &next, me);
	for (uint8_t die = 1; die <= 6; die++)
		sum += after_answer(e, &next, die, me);
	return (int32_t)(sum / 6);
}

size_t
pc_bot_strong(const struct pc_engine *e, const struct pc_position *pos,
	      const uint8_t *dice, int ndice, const struct pc_play *plays,
	      size_t n)
{
	size_t best = 0;
	int32_t best_score = INT32_MIN;

	/* Ties go to the first play listed, so that the choice depends on
	 * nothing but the position and the roll. */
	for (size_t k = 0; k < n; k++) {
		int32_t s = score(e, pos, dice, ndice, &plays[k]);

		if (s > best_score) {
			best_score = s;
			best = k;
		}
	}
	return best;
}
