/* bot-expert-net.c: the expert's search where a network judges the
 * positions (bot-net.h): every play and every answer is rated by the
 * chance it leaves each player to win.
 *
 * Each legal play is judged by the chance to win it leaves the bot after
 * the next rolls: at a roll every outcome of the dice counts by its
 * chance (six faces, or the 21 rolls of two dice), and the player who
 * rolled takes the answer the network rates best for them (a strong
 * bot's answer to two dice is foreseen as it plays it); the search goes
 * on from the position it leaves, to its depth, and the network rates
 * its leaves for the bot. Only the rolls branch.
 *
 * The budget is a count of positions rated; the search deepens one roll
 * at a time and keeps the deepest search that finished within it, so the
 * choice depends on the position, the roll and the budget alone. Plays
 * are first ranked by the network; the best few go on to the search.
 * No allocation: the answers of a roll are listed into one buffer on the
 * stack, as each roll's answer is chosen before the search goes
 * deeper. */
#include <config.h>

#include "bot-expert.h"
#include "bot-net.h"

enum {
	ANSWERS = PC_EXPERT_ANSWERS,
	CANDIDATES = 5,		/* plays searched at the root */
	DEPTH_MAX = 6,
};

struct search {
	const struct pc_engine *e;
	const struct pc_net *net;
	const enum pc_bot_level *levels;	/* who plays each colour, for
						 * the network, or NULL */
	int me;
	uint32_t nodes, budget;
	bool spent;		/* the budget ran out: the depth is lost */
	struct pc_play answers[ANSWERS];
	struct pc_outcome seen[ANSWERS];
};

static void
rate(struct search *s, const struct pc_position *pos,
     int32_t chance[PC_NCOLOURS])
{
	s->nodes++;
	pc_net_chances(s->e, s->net, pos, s->levels, chance);
}

static int32_t value(struct search *s, const struct pc_position *pos,
		     int depth);

/* Whether the roller's answer to ndice dice is foreseen as the strong
 * bot plays it: an opponent the strong bot plays, with two dice. There
 * it takes the play pc_bot_evaluate rates best without looking further
 * (bot-strong.c), so that its answer is known, not guessed: the network
 * rates the place it leaves alone. With one die the strong bot looks a
 * roll ahead, and the network stands in for it as for anyone. */
static bool
foresees_strong(const struct search *s, const struct pc_position *pos,
		int ndice, int roller)
{
	return ndice == 2 && s->levels != NULL &&
	       s->levels[roller] == PC_BOT_STRONG && roller != s->me &&
	       roller != pc_partner(s->e, pos, s->me);
}

/* The strong bot's answer to dice in pos, into *after: of the distinct
 * outcomes (answers and seen hold ANSWERS), the first that
 * pc_bot_evaluate rates best for the roller, as pc_bot_strong takes the
 * first best play. Returns the positions evaluated. */
static uint32_t
strong_answer(const struct pc_engine *e, const struct pc_position *pos,
	      const uint8_t *dice, int ndice, struct pc_play *answers,
	      struct pc_outcome *seen, struct pc_position *after)
{
	int32_t best = INT32_MIN;
	int roller = pos->to_move;
	size_t n = pc_legal_outcomes(e, pos, dice, ndice, answers, seen,
				     ANSWERS);

	*after = *pos;
	if (n > ANSWERS)
		n = ANSWERS;
	for (size_t k = 0; k < n; k++) {
		struct pc_position next = *pos;
		int32_t v;

		pc_apply_play(e, &next, dice, ndice, &answers[k], NULL);
		if (n == 1) {
			*after = next;
			return 0;
		}
		v = pc_bot_evaluate(e, &next, roller);
		if (v > best) {
			best = v;
			*after = next;
		}
	}
	return (uint32_t)n;
}

void
pc_expert_strong_answer(const struct pc_engine *e,
			const struct pc_position *pos, const uint8_t *dice,
			int ndice, struct pc_position *after)
{
	struct pc_play answers[ANSWERS];
	struct pc_outcome seen[ANSWERS];

	strong_answer(e, pos, dice, ndice, answers, seen, after);
}

/* The bot's chance after dice are rolled in pos, the roller answering as
 * the network rates best for them (or as the strong bot would:
 * foresees_strong), and the search going on from there. */
static int32_t
after_roll(struct search *s, const struct pc_position *pos,
	   const uint8_t *dice, int ndice, int depth)
{
	struct pc_position best_pos = *pos;
	int32_t best = INT32_MIN, best_mine = 0;
	int roller = pos->to_move;
	size_t n;

	if (foresees_strong(s, pos, ndice, roller)) {
		int32_t chance[PC_NCOLOURS];

		s->nodes += strong_answer(s->e, pos, dice, ndice, s->answers,
					  s->seen, &best_pos);
		if (s->nodes > s->budget)
			s->spent = true;
		if (s->spent)
			return 0;
		if (depth > 1)
			return value(s, &best_pos, depth - 1);
		rate(s, &best_pos, chance);
		return chance[s->me];
	}
	n = pc_legal_outcomes(s->e, pos, dice, ndice, s->answers, s->seen,
			      ANSWERS);
	if (n > ANSWERS)
		n = ANSWERS;
	for (size_t k = 0; k < n && !s->spent; k++) {
		struct pc_position next = *pos;
		int32_t chance[PC_NCOLOURS];

		pc_apply_play(s->e, &next, dice, ndice, &s->answers[k], NULL);
		if (n == 1 && depth > 1) {
			best_pos = next;
			break;
		}
		rate(s, &next, chance);
		if (chance[roller] > best) {
			best = chance[roller];
			best_mine = chance[s->me];
			best_pos = next;
		}
	}
	if (s->nodes > s->budget)
		s->spent = true;
	if (s->spent)
		return 0;
	return depth > 1 ? value(s, &best_pos, depth - 1) : best_mine;
}

/* The bot's chance from pos, searching depth rolls on (depth >= 1). */
static int32_t
value(struct search *s, const struct pc_position *pos, int depth)
{
	int ndice = pc_roll_ndice(s->e, pos);
	int64_t sum = 0, weight = 0;
	uint8_t dice[2];

	if (pos->over || ndice > 2) {
		int32_t chance[PC_NCOLOURS];

		rate(s, pos, chance);
		return chance[s->me];
	}
	for (uint8_t a = 1; a <= 6 && !s->spent; a++) {
		if (ndice == 1) {
			dice[0] = a;
			sum += after_roll(s, pos, dice, 1, depth);
			weight++;
			continue;
		}
		for (uint8_t b = a; b <= 6 && !s->spent; b++) {
			int times = a == b ? 1 : 2;

			dice[0] = a;
			dice[1] = b;
			sum += times * (int64_t)after_roll(s, pos, dice, 2, depth);
			weight += times;
		}
	}
	return (int32_t)(sum / weight);
}

size_t
pc_expert_net_search(const struct pc_engine *e, const struct pc_position *pos,
		     const uint8_t *dice, int ndice, const struct pc_play *plays,
		     size_t n, uint32_t budget, const struct pc_net *net,
		     const enum pc_bot_level *levels)
{
	struct search s;
	struct pc_expert_shortlist list = {.max = CANDIDATES};
	size_t best;

	s.e = e;
	s.net = net;
	s.levels = levels;
	s.me = pos->to_move;
	s.nodes = 0;
	s.budget = budget;
	s.spent = false;
	/* The first ranking: the best CANDIDATES plays by the network,
	 * ties to the play listed first. */
	for (size_t k = 0; k < n; k++) {
		struct pc_position next = *pos;
		int32_t chance[PC_NCOLOURS];

		pc_apply_play(e, &next, dice, ndice, &plays[k], NULL);
		rate(&s, &next, chance);
		pc_expert_shortlist_add(&list, k, chance[s.me], &next);
	}
	best = list.play[0];
	if (list.n == 1)
		return best;
	for (int depth = 1; depth <= DEPTH_MAX; depth++) {
		size_t deepest = list.play[0];
		int32_t top = INT32_MIN;

		for (size_t i = 0; i < list.n && !s.spent; i++) {
			int32_t v = value(&s, &list.after[i], depth);

			if (v > top || (v == top && list.play[i] < deepest)) {
				top = v;
				deepest = list.play[i];
			}
		}
		if (s.spent)
			break;
		best = deepest;
	}
	return best;
}
