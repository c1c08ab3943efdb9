/* bot-expert.h: the expert bot's search and evaluation, and the weights
 * of its evaluation (tuned by self-play against the strong bot; a tuning
 * program passes others). */
#ifndef PARCHIS_BOT_EXPERT_H
#define PARCHIS_BOT_EXPERT_H

#include <stdint.h>

#include "bot.h"

/* The evaluation's weights. Squares are in units of one square of
 * progress; percentages are of the quantity named. */
struct pc_expert_weights {
	int32_t out;		/* a piece out of the nest, squares */
	int32_t corridor;	/* a piece in the corridor, more */
	int32_t goal;		/* a piece home, more again */
	int32_t barrier;	/* a barrier holding an opponent up */
	int32_t risk;		/* percent of an expected capture counted */
	int32_t leader;		/* percent of the way from the opponents'
				 * mean to the best of them */
	int32_t home_stretch;	/* squares more for each square of the
				 * last ring_steps / 4, per 16 */
	int32_t attack;		/* percent of the bonus a capture on the
				 * next roll would earn */
	int32_t model_strong;	/* 1: the search expects the opponents to
				 * answer as the strong bot would */
};

extern const struct pc_expert_weights pc_expert_default_weights;

/* bot-expert-eval.c: pos for colour c (and partner), in hundredths of a
 * square; higher is better. */
int32_t pc_expert_evaluate(const struct pc_engine *e,
			   const struct pc_position *pos, int c,
			   const struct pc_expert_weights *w);

struct pc_net;

/* bot-expert.c: the search where the network net rates positions
 * (bot-net.h), within budget positions rated. */
size_t pc_expert_net_search(const struct pc_engine *e,
			    const struct pc_position *pos, const uint8_t *dice,
			    int ndice, const struct pc_play *plays, size_t n,
			    uint32_t budget, const struct pc_net *net,
			    const enum pc_bot_level *levels);

/* Outcomes the network search examines for one roll: a roll with more
 * (doubles in the American game, about one roll in a thousand there) is
 * judged on the first ones listed. */
enum { PC_EXPERT_ANSWERS = 160 };

/* bot-expert.c: the answer that the network search foresees from a
 * strong bot that rolled dice (two) in pos: the position it leaves, the
 * outcome pc_bot_strong plays (of the first PC_EXPERT_ANSWERS). For
 * tests. */
void pc_expert_strong_answer(const struct pc_engine *e,
			     const struct pc_position *pos,
			     const uint8_t *dice, int ndice,
			     struct pc_position *after);

/* bot-expert.c: the search on the evaluation with weights w, whatever
 * the board (pc_bot_expert's off the networks; a tuning program passes
 * other weights). */
size_t pc_expert_search(const struct pc_engine *e,
			const struct pc_position *pos, const uint8_t *dice,
			int ndice, const struct pc_play *plays, size_t n,
			uint32_t budget, const struct pc_expert_weights *w);

#endif
