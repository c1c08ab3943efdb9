/* bot-expert.c: the expert bot, a search over the dice, on one of two
 * judges of a position: where one of its networks fits the game
 * (pc_net_for: the 4-seat board, four players) the network
 * (bot-net.h), which rates a position by the chance it leaves each
 * player to win; elsewhere an evaluation written by hand
 * (bot-expert-eval.c). The search is the same on both (issue 52: it was
 * written once for each); only how a position is rated differs.
 *
 * Each legal play is judged by what it leaves after the next rolls: at a
 * roll (a chance node) every outcome of the dice counts by its chance --
 * six faces of one die, or the 21 rolls of two dice, doubles once and the
 * others twice in 36 -- and the player who rolled picks the answer that
 * is best for them by the judge (a strong opponent's answer foreseen as
 * the strong bot plays it, where the judge says so); the position that
 * answer leaves is searched on, to the depth of the search, and rated
 * for the bot at its leaves. Only the rolls branch, so the tree stays
 * narrow: one die has 6 rolls of a few distinct outcomes each
 * (pc_legal_outcomes), and a depth of two or three rolls looks round the
 * table.
 *
 * The budget is a count of positions rated. The search deepens one roll
 * at a time (iterative deepening) and keeps the deepest search that
 * finished within the budget, so the choice depends on the position, the
 * roll and the budget alone: the same on every machine, whatever its
 * speed. Plays are first ranked by the judge; only the best few go on to
 * the search, as the rest are seldom the best after it.
 *
 * With a roll per piece (the team event) a roll has 6^k outcomes; the
 * search stops at such a roll and rates it, which leaves the first
 * ranking. No allocation: one buffer of answers on the stack, reused at
 * every node, as a node's answer is chosen before the search goes
 * deeper. */
#include <config.h>

#include <string.h>

#include "bot-expert.h"
#include "bot-net.h"

enum {
	ANSWERS = PC_EXPERT_ANSWERS,	/* outcomes examined for one roll */
	/* Plays searched at the root, and the deepest search, on the
	 * evaluation and on the network (which rates a position at a
	 * greater cost). */
	EVAL_CANDIDATES = 6,
	EVAL_DEPTH_MAX = 8,
	NET_CANDIDATES = 5,
	NET_DEPTH_MAX = 6,
	SHORTLIST_MAX = EVAL_CANDIDATES,
};

/* The plays searched at the root: the best few by a first rating, best
 * first, ties to the play listed first (added in the order listed). */
struct shortlist {
	size_t n, max;		/* max <= SHORTLIST_MAX */
	size_t play[SHORTLIST_MAX];
	int32_t rating[SHORTLIST_MAX];
	struct pc_position after[SHORTLIST_MAX];
};

struct search {
	const struct pc_engine *e;
	/* The judge: the network when net is not NULL, else the
	 * evaluation with weights w. */
	const struct pc_net *net;
	const enum pc_bot_level *levels;	/* who plays each colour, for
						 * the network, or NULL */
	const struct pc_expert_weights *w;
	int me;
	uint32_t nodes, budget;
	bool spent;		/* the budget ran out: the depth is lost */
	struct pc_play answers[ANSWERS];
	struct pc_outcome seen[ANSWERS];
};

/* The value of pos for s->me: a leaf of the search. */
static int32_t
leaf(struct search *s, const struct pc_position *pos)
{
	int32_t chance[PC_NCOLOURS];

	s->nodes++;
	if (s->w != NULL)
		return pc_expert_evaluate(s->e, pos, s->me, s->w);
	pc_net_chances(s->e, s->net, pos, s->levels, chance);
	return chance[s->me];
}

/* How the roller judges an answer that leaves pos. The network rates it
 * for every player at once, the bot's value too, into *mine. The
 * evaluation rates it for the roller alone, by the bot's own weights,
 * or an opponent's by the strong bot's evaluation when the weights
 * model them so. */
static int32_t
answer_worth(struct search *s, const struct pc_position *pos, int roller,
	     int32_t *mine)
{
	int32_t chance[PC_NCOLOURS];
	int partner;

	s->nodes++;
	if (s->w == NULL) {
		pc_net_chances(s->e, s->net, pos, s->levels, chance);
		*mine = chance[s->me];
		return chance[roller];
	}
	partner = pc_partner(s->e, pos, s->me);
	if (s->w->model_strong && roller != s->me && roller != partner)
		return pc_bot_evaluate(s->e, pos, roller);
	return pc_expert_evaluate(s->e, pos, roller, s->w);
}

/* Whether the roller's answer to ndice dice is foreseen as the strong
 * bot plays it, on the network: an opponent the strong bot plays, with
 * two dice. There it takes the play pc_bot_evaluate rates best without
 * looking further (bot-strong.c), so that its answer is known, not
 * guessed: the network rates the place it leaves alone. With one die
 * the strong bot looks a roll ahead, and the network stands in for it
 * as for anyone. (The evaluation models the strong bot in answer_worth,
 * by its weights.) */
static bool
foresees_strong(const struct search *s, const struct pc_position *pos,
		int ndice, int roller)
{
	return s->w == NULL && ndice == 2 && s->levels != NULL &&
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

static int32_t value(struct search *s, const struct pc_position *pos,
		     int depth);

/* The roller's answer to dice in pos, the one the judge rates best for
 * them, into *after; on the network its value for the bot into *mine
 * (true), which is then the leaf's. */
static bool
best_answer(struct search *s, const struct pc_position *pos,
	    const uint8_t *dice, int ndice, int depth,
	    struct pc_position *after, int32_t *mine)
{
	int32_t best = INT32_MIN, v, worth_mine = 0;
	int roller = pos->to_move;
	size_t n = pc_legal_outcomes(s->e, pos, dice, ndice, s->answers,
				     s->seen, ANSWERS);

	*mine = 0;
	if (n > ANSWERS)
		n = ANSWERS;
	for (size_t k = 0; k < n && !s->spent; k++) {
		struct pc_position next = *pos;

		pc_apply_play(s->e, &next, dice, ndice, &s->answers[k], NULL);
		/* A lone answer is no choice and needs no rating, but the
		 * network's at the last roll: its rating is the leaf. */
		if (n == 1 && (s->w != NULL || depth > 1)) {
			*after = next;
			break;
		}
		v = answer_worth(s, &next, roller, &worth_mine);
		if (v > best) {
			best = v;
			*mine = worth_mine;
			*after = next;
		}
	}
	return s->w == NULL;
}

/* The value for s->me of rolling dice in pos, the roller answering as
 * suits them best, and the search going on from there. */
static int32_t
after_roll(struct search *s, const struct pc_position *pos,
	   const uint8_t *dice, int ndice, int depth)
{
	struct pc_position best_pos = *pos;
	int32_t best_mine = 0;
	bool mine_known = false;

	if (foresees_strong(s, pos, ndice, pos->to_move))
		s->nodes += strong_answer(s->e, pos, dice, ndice, s->answers,
					  s->seen, &best_pos);
	else
		mine_known = best_answer(s, pos, dice, ndice, depth,
					 &best_pos, &best_mine);
	if (s->nodes > s->budget)
		s->spent = true;
	if (s->spent)
		return 0;
	if (depth > 1)
		return value(s, &best_pos, depth - 1);
	return mine_known ? best_mine : leaf(s, &best_pos);
}

/* The value of pos for s->me, searching depth rolls on. */
static int32_t
value(struct search *s, const struct pc_position *pos, int depth)
{
	int ndice = pc_roll_ndice(s->e, pos);
	int64_t sum = 0, weight = 0;
	uint8_t dice[2];

	if (pos->over || depth <= 0 || ndice > 2)
		return leaf(s, pos);
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
	return weight > 0 ? (int32_t)(sum / weight) : 0;
}

/* Offers play (rated rating, leaving after) to l. */
static void
shortlist_add(struct shortlist *l, size_t play, int32_t rating,
	      const struct pc_position *after)
{
	size_t at = l->n;

	while (at > 0 && l->rating[at - 1] < rating)
		at--;
	if (at >= l->max)
		return;
	if (l->n < l->max)
		l->n++;
	memmove(&l->play[at + 1], &l->play[at],
		(l->n - 1 - at) * sizeof *l->play);
	memmove(&l->rating[at + 1], &l->rating[at],
		(l->n - 1 - at) * sizeof *l->rating);
	memmove(&l->after[at + 1], &l->after[at],
		(l->n - 1 - at) * sizeof *l->after);
	l->play[at] = play;
	l->rating[at] = rating;
	l->after[at] = *after;
}

/* The search for pos->to_move among plays, within budget positions
 * rated, on the network net (who plays each colour in levels, or NULL)
 * when w is NULL, else on the evaluation with weights w: the best few
 * plays by the judge searched a few rolls deep. */
static size_t
search(const struct pc_engine *e, const struct pc_expert_weights *w,
       const struct pc_net *net, const enum pc_bot_level *levels,
       uint32_t budget, const struct pc_position *pos, const uint8_t *dice,
       int ndice, const struct pc_play *plays, size_t n)
{
	struct search s;
	struct shortlist list = {.max = w != NULL ? EVAL_CANDIDATES
						 : NET_CANDIDATES};
	int depth_max = w != NULL ? EVAL_DEPTH_MAX : NET_DEPTH_MAX;
	size_t best;

	/* Set member by member: an initialiser would also clear the
	 * buffers of answers at every decision. */
	s.e = e;
	s.net = net;
	s.levels = levels;
	s.w = w;
	s.me = pos->to_move;
	s.nodes = 0;
	s.budget = budget;
	s.spent = false;
	/* The first ranking: the best plays by the judge, ties to the play
	 * listed first. */
	for (size_t k = 0; k < n; k++) {
		struct pc_position next = *pos;

		pc_apply_play(e, &next, dice, ndice, &plays[k], NULL);
		shortlist_add(&list, k, leaf(&s, &next), &next);
	}
	best = list.play[0];
	if (list.n == 1)
		return best;
	for (int depth = 1; depth <= depth_max; depth++) {
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

size_t
pc_expert_search(const struct pc_engine *e, const struct pc_position *pos,
		 const uint8_t *dice, int ndice, const struct pc_play *plays,
		 size_t n, uint32_t budget, const struct pc_expert_weights *w)
{
	return search(e, w, NULL, NULL, budget, pos, dice, ndice, plays, n);
}

size_t
pc_expert_net_search(const struct pc_engine *e, const struct pc_position *pos,
		     const uint8_t *dice, int ndice, const struct pc_play *plays,
		     size_t n, uint32_t budget, const struct pc_net *net,
		     const enum pc_bot_level *levels)
{
	return search(e, NULL, net, levels, budget, pos, dice, ndice, plays,
		      n);
}

uint32_t
pc_bot_expert_budget(const struct pc_engine *e)
{
	const struct pc_rules *r = &e->rules;

	if (r->dice_per_roll != 1 || r->roll_per_piece || e->board.seats != 4)
		return PC_BOT_EXPERT_BUDGET;
	if (r->teams == PC_TEAMS_PAIRS)
		return PC_BOT_EXPERT_BUDGET_PAIRS;
	return r->teams == PC_TEAMS_NONE ? PC_BOT_EXPERT_BUDGET_ONE_DIE
					 : PC_BOT_EXPERT_BUDGET;
}

size_t
pc_bot_expert(const struct pc_engine *e, const struct pc_position *pos,
	      const uint8_t *dice, int ndice, const struct pc_play *plays,
	      size_t n, uint32_t budget,
	      const enum pc_bot_level levels[PC_NCOLOURS])
{
	const struct pc_net *net = pc_net_for(e, pos);

	if (budget == 0)
		budget = pc_bot_expert_budget(e);
	if (net != NULL)
		return pc_expert_net_search(e, pos, dice, ndice, plays, n,
					    budget, net, levels);
	return pc_expert_search(e, pos, dice, ndice, plays, n, budget,
				&pc_expert_default_weights);
}
