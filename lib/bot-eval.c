/* bot-eval.c: how good a position is for one player, the strong bot's
 * judgement.
 *
 * A player's material is the progress of their pieces, with a piece out
 * of the nest worth more than its squares (it took a 5 to bring it out),
 * one in the corridor more again (nothing can capture it there) and one
 * home most of all. From that is taken the expected loss from captures on
 * the next roll: a piece on a ring square that is not safe, with an
 * opponent behind it at a distance the dice can give, may go back to its
 * nest and give the opponent 20. Barriers that stop an opponent's piece
 * close behind them earn a little. The score of a position for a player
 * is their (and their partner's) material against the opponents' mean.
 *
 * Everything is integer arithmetic, so that the choice is the same on
 * every machine. */
#include <config.h>

#include "bot.h"
#include "bot-view.h"

enum {
	UNIT = 100,		/* a square of progress */
	OUT_WORTH = 12,		/* a piece out of the nest, in squares */
	CORRIDOR_WORTH = 8,	/* a piece safe in the corridor, more */
	GOAL_WORTH = 16,	/* a piece home, more again */
	BARRIER_WORTH = 3,	/* a barrier holding an opponent up */
	WIN_WORTH = 100000,	/* all pieces home */
	RISK_WEIGHT = 80,	/* percent of an expected loss counted: an
				 * opponent may have better things to do */
};

/* Colour c's material: its pieces' worth less the expected loss from
 * captures, plus its useful barriers. A piece's worth where it stands,
 * before risk: nothing in the nest, its progress and then more out of
 * the nest, in the corridor (where nothing captures it: no risk), home.
 * Only a piece on the ring runs a risk or stands in a barrier (a ring
 * square), so the nest, the corridor and the goal are counted at once. */
static int64_t
material(const struct pc_bot_view *v, int c)
{
	const struct pc_board *b = &v->e->board;
	const uint8_t *progress = v->pos->progress[c];
	int64_t total = 0, lost = (int64_t)v->e->rules.capture_bonus * UNIT;
	int home = 0;

	for (int i = 0; i < PC_PIECES; i++) {
		int p = progress[i];
		int64_t w, risk;

		if (p == 0)
			continue;
		if (p >= b->goal) {
			home++;
			total += (int64_t)(p + OUT_WORTH + CORRIDOR_WORTH +
					   GOAL_WORTH) * UNIT;
			continue;
		}
		if (p > b->ring_steps) {
			total += (int64_t)(p + OUT_WORTH + CORRIDOR_WORTH) *
				 UNIT;
			continue;
		}
		w = (int64_t)(p + OUT_WORTH) * UNIT;
		risk = PC_BOT_SURE - pc_bot_survival(v, c, i);
		/* No risk takes nothing off: the common case, no product. */
		total += risk == 0 ? w
				   : w - (w + lost) * risk / PC_BOT_SURE *
						 RISK_WEIGHT / 100;
		/* A barrier counts once, at its second piece. */
		if ((v->paired[c] & (1u << i)) &&
		    pc_bot_holds_up(v, c, v->square[c][i]))
			total += BARRIER_WORTH * UNIT;
	}
	return home == PC_PIECES ? total + WIN_WORTH * UNIT : total;
}

void
pc_bot_material_all(const struct pc_engine *e, const struct pc_position *pos,
		    int64_t out[PC_NCOLOURS])
{
	struct pc_bot_view v;

	pc_bot_view_init(&v, e, pos);
	for (int c = 0; c < PC_NCOLOURS; c++)
		out[c] = c < e->board.seats && pc_bot_seated(pos, c)
				 ? material(&v, c)
				 : 0;
}

void
pc_bot_materials(const struct pc_engine *e, const struct pc_position *pos,
		 int64_t out[PC_NCOLOURS])
{
	pc_bot_material_all(e, pos, out);
	/* The win's bonus is the search's, not part of the race. */
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (out[c] >= (int64_t)WIN_WORTH * UNIT)
			out[c] -= (int64_t)WIN_WORTH * UNIT;
}

int64_t
pc_bot_material_full(const struct pc_engine *e)
{
	return (int64_t)PC_PIECES *
	       (e->board.goal + OUT_WORTH + CORRIDOR_WORTH + GOAL_WORTH) * UNIT;
}

int32_t
pc_bot_score(const struct pc_engine *e, const struct pc_position *pos,
	     const int64_t material_of[PC_NCOLOURS], int c)
{
	int64_t ours = 0, theirs = 0;
	/* pc_partner is -1 without pairs: no call then, for every answer
	 * the strong bot scores. */
	int opponents = 0, partner = e->rules.teams == PC_TEAMS_PAIRS
					     ? pc_partner(e, pos, c)
					     : -1;

	for (int o = 0; o < e->board.seats; o++) {
		if (!pc_bot_seated(pos, o))
			continue;
		if (o == c || o == partner) {
			ours += material_of[o];
		} else {
			theirs += material_of[o];
			opponents++;
		}
	}
	/* Against several opponents, harming one helps less than helping
	 * oneself: their mean, not their sum. */
	if (opponents > 0)
		ours -= theirs / opponents;
	if (ours > INT32_MAX)
		return INT32_MAX;
	return ours < INT32_MIN ? INT32_MIN : (int32_t)ours;
}

int32_t
pc_bot_evaluate(const struct pc_engine *e, const struct pc_position *pos,
		int c)
{
	int64_t m[PC_NCOLOURS];

	pc_bot_material_all(e, pos, m);
	return pc_bot_score(e, pos, m, c);
}
