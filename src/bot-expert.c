/* bot-expert.c: the expert bot, a search over the dice. Where one of
 * its networks fits the game (pc_net_for: the 4-seat board, four
 * players) it searches on the network (bot-expert-net.c); elsewhere as
 * follows, on an evaluation written by hand.
 *
 * Each legal play is judged by what it leaves after the next rolls: at a
 * roll (a chance node) every outcome of the dice counts by its chance --
 * six faces of one die, or the 21 rolls of two dice, doubles once and the
 * others twice in 36 -- and the player who rolled picks the answer that
 * is best for them by the evaluation (bot-expert-eval.c); the position
 * that answer leaves is searched on, to the depth of the search, and
 * evaluated for the bot at its leaves. Only the rolls branch, so the
 * tree stays narrow: one die has 6 rolls of a few distinct outcomes each
 * (pc_legal_outcomes), and a depth of two or three rolls looks round the
 * table.
 *
 * The budget is a count of positions evaluated. The search deepens one
 * roll at a time (iterative deepening) and keeps the deepest search that
 * finished within the budget, so the choice depends on the position, the
 * roll and the budget alone: the same on every machine, whatever its
 * speed. Plays are first ranked by the evaluation; only the best few go
 * on to the search, as the rest are seldom the best after it.
 *
 * With a roll per piece (the team event) a roll has 6^k outcomes; the
 * search stops at such a roll and evaluates, which leaves the first
 * ranking. No allocation: one buffer of answers on the stack, reused at
 * every node, as a node's answer is chosen before the search goes
 * deeper. */
#include <config.h>

#include <string.h>

#include "bot-expert.h"
#include "bot-net.h"

enum {
	ANSWERS = 160,		/* outcomes examined for one roll */
	CANDIDATES = PC_EXPERT_SHORTLIST_MAX,	/* plays searched at the
						 * root */
	DEPTH_MAX = 8,
};

struct search {
	const struct pc_engine *e;
	const struct pc_expert_weights *w;
	int me;
	uint32_t nodes, budget;
	bool spent;		/* the budget ran out: the depth is lost */
	struct pc_play answers[ANSWERS];
	struct pc_outcome seen[ANSWERS];
};

static int32_t
eval(struct search *s, const struct pc_position *pos, int c)
{
	s->nodes++;
	return pc_expert_evaluate(s->e, pos, c, s->w);
}

/* How the roller judges an answer: by the bot's own evaluation, or an
 * opponent by the strong bot's, when the weights model them so. */
static int32_t
answer_worth(struct search *s, const struct pc_position *pos, int roller)
{
	int partner = pc_partner(s->e, pos, s->me);

	if (s->w->model_strong && roller != s->me && roller != partner) {
		s->nodes++;
		return pc_bot_evaluate(s->e, pos, roller);
	}
	return eval(s, pos, roller);
}

static int32_t value(struct search *s, const struct pc_position *pos,
		     int depth);

/* The value for s->me of rolling dice in pos, the roller answering as
 * suits them best, and the search going on from there. */
static int32_t
after_roll(struct search *s, const struct pc_position *pos,
	   const uint8_t *dice, int ndice, int depth)
{
	struct pc_position best_pos = *pos;
	int32_t best = INT32_MIN;
	int roller = pos->to_move;
	size_t n = pc_legal_outcomes(s->e, pos, dice, ndice, s->answers,
				     s->seen, ANSWERS);

	if (n > ANSWERS)
		n = ANSWERS;
	for (size_t k = 0; k < n && !s->spent; k++) {
		struct pc_position next = *pos;
		int32_t v;

		pc_apply_play(s->e, &next, dice, ndice, &s->answers[k], NULL);
		v = n == 1 ? 0 : answer_worth(s, &next, roller);
		if (v > best) {
			best = v;
			best_pos = next;
		}
	}
	if (s->nodes > s->budget)
		s->spent = true;
	return s->spent ? 0 : value(s, &best_pos, depth - 1);
}

/* The value of pos for s->me, searching depth rolls on. */
static int32_t
value(struct search *s, const struct pc_position *pos, int depth)
{
	int ndice = pc_roll_ndice(s->e, pos);
	int64_t sum = 0, weight = 0;
	uint8_t dice[2];

	if (pos->over || depth <= 0 || ndice > 2)
		return eval(s, pos, s->me);
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

void
pc_expert_shortlist_add(struct pc_expert_shortlist *l, size_t play,
			int32_t rating, const struct pc_position *after)
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

size_t
pc_expert_search(const struct pc_engine *e, const struct pc_position *pos,
		 const uint8_t *dice, int ndice, const struct pc_play *plays,
		 size_t n, uint32_t budget, const struct pc_expert_weights *w)
{
	struct search s;
	struct pc_expert_shortlist list = {.max = CANDIDATES};
	size_t best;

	s.e = e;
	s.w = w;
	s.me = pos->to_move;
	s.nodes = 0;
	s.budget = budget;
	s.spent = false;
	/* The first ranking: the best CANDIDATES plays by the evaluation,
	 * ties to the play listed first. */
	for (size_t k = 0; k < n; k++) {
		struct pc_position next = *pos;

		pc_apply_play(e, &next, dice, ndice, &plays[k], NULL);
		pc_expert_shortlist_add(&list, k, eval(&s, &next, s.me), &next);
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
