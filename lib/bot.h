/* bot.h: computer players.
 *
 * A bot picks one of the legal plays of a roll (pc_legal_plays) for
 * pos->to_move. Like the engine it is pure: no I/O, no allocation, and
 * deterministic -- the same position, roll, plays and PRNG state always
 * give the same choice, so that a bot's move can be checked by anyone who
 * replays the record.
 *
 * Levels:
 *   random  a uniformly random legal play (bot-random.c);
 *   strong  the play whose resulting position evaluates best for the
 *           player (bot-eval.c), with a look at what the opponents may
 *           roll next (bot-strong.c);
 *   expert  a search over the next rolls of the dice within a budget of
 *           positions evaluated (bot-expert.c): on the 4-seat board
 *           with four players each position rated by a network learned
 *           from self-play (bot-net.c), elsewhere by an evaluation of
 *           its own (bot-expert-eval.c). */
#ifndef PARCHIS_BOT_H
#define PARCHIS_BOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "record.h"
#include "engine.h"

enum {
	/* The expert's budget, in positions evaluated per decision, when
	 * none is given (pc_bot_expert_budget): a few milliseconds here
	 * (tests/bench-expert). In pairs with one die on the 4-seat board
	 * (the pairs network's game) a search three times as deep won
	 * 61.8% of 2,000 games against a strong pair, against 59.1%, at a
	 * median of 16 ms a decision. With one die and no teams on the
	 * 4-seat board (the one-die network's game) a budget of 20,000
	 * reaches the bot's own next roll: against three random bots it
	 * won more than 3,000 on every set of games measured (88.2% of
	 * 6,000 against 87.2%, doc/MEASUREMENTS.md), at about 15 ms a
	 * decision. */
	PC_BOT_EXPERT_BUDGET = 3000,
	PC_BOT_EXPERT_BUDGET_PAIRS = 9000,
	PC_BOT_EXPERT_BUDGET_ONE_DIE = 20000,
	PC_BOT_EXPERT_BUDGET_MAX = 100000000,
};

/* splitmix64: advances *state and returns the next 64 random bits. Small,
 * fast, and the same on every machine. Inline, as pc_bot_rng_below: every
 * die of self-play is one, and a die's 6 known to the compiler turns its
 * divisions into multiplications. */
static inline uint64_t
pc_bot_rng_next(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* A uniform number in 0 .. n-1 (n >= 1) from *state. */
static inline uint64_t
pc_bot_rng_below(uint64_t *state, uint64_t n)
{
	/* Rejecting the top sliver of the range keeps every value exactly
	 * as likely; with n a few hundred at most the loop almost never
	 * turns. The sliver (the limit and above) lies within the top n
	 * values, so below them the limit, a division when n is not a
	 * constant, need not be worked out. */
	uint64_t x;

	do
		x = pc_bot_rng_next(state);
	while (x > UINT64_MAX - n && x >= UINT64_MAX - UINT64_MAX % n);
	return x % n;
}

/* A PRNG state from len bytes of text and a number: the same text and
 * number always give the same state, different numbers unrelated ones. */
uint64_t pc_bot_rng_seed(const void *text, size_t len, uint64_t number);

/* The index (0 .. n-1) of the play that a bot of level chooses among
 * plays[0..n-1], the legal plays of the roll dice[0..ndice-1] in pos;
 * rng is the PRNG state, advanced by the random level only. n must be at
 * least 1; PC_BOT_NONE chooses as random does. levels, when not NULL,
 * tells the expert who plays each colour (PC_BOT_NONE: a person). */
size_t pc_bot_choose(const struct pc_engine *e, const struct pc_position *pos,
		     const uint8_t *dice, int ndice,
		     const struct pc_play *plays, size_t n,
		     enum pc_bot_level level,
		     const enum pc_bot_level levels[PC_NCOLOURS], uint64_t *rng);

/* bot-random.c */
size_t pc_bot_random(size_t n, uint64_t *rng);

/* bot-strong.c */
size_t pc_bot_strong(const struct pc_engine *e, const struct pc_position *pos,
		     const uint8_t *dice, int ndice,
		     const struct pc_play *plays, size_t n);

/* bot-expert.c: the expert's default budget in e's game: with one die
 * (no roll per piece) on the 4-seat board, PC_BOT_EXPERT_BUDGET_PAIRS in
 * pairs and PC_BOT_EXPERT_BUDGET_ONE_DIE without teams;
 * PC_BOT_EXPERT_BUDGET otherwise. */
uint32_t pc_bot_expert_budget(const struct pc_engine *e);

/* budget positions evaluated at most (0: pc_bot_expert_budget); levels
 * as pc_bot_choose takes them. */
size_t pc_bot_expert(const struct pc_engine *e, const struct pc_position *pos,
		     const uint8_t *dice, int ndice,
		     const struct pc_play *plays, size_t n, uint32_t budget,
		     const enum pc_bot_level levels[PC_NCOLOURS]);

/* bot-eval.c: how good pos is for colour c (and its partner in pairs),
 * in hundredths of a square of progress; higher is better. Looks at the
 * pieces' progress, the risk that an opponent captures them on the next
 * roll, safe squares, barriers and the goal. */
int32_t pc_bot_evaluate(const struct pc_engine *e,
			const struct pc_position *pos, int c);

/* bot-eval.c: each seated colour's own material, the measure
 * pc_bot_evaluate compares (its pieces' worth less the expected loss
 * from captures on the next roll, plus its useful barriers), without the
 * bonus for all four home, into out[c] (0 for a colour not seated); in
 * the same hundredths of a square, from one view of the board. At most
 * pc_bot_material_full(e), all four home. */
void pc_bot_materials(const struct pc_engine *e,
		      const struct pc_position *pos,
		      int64_t out[PC_NCOLOURS]);
int64_t pc_bot_material_full(const struct pc_engine *e);

/* bot-eval.c: pc_bot_evaluate in two halves, so that one position's
 * materials serve every colour: each seated colour's material, the bonus
 * for all four home included (0 for a colour not seated), and the score
 * for colour c that pc_bot_evaluate gives from them. */
void pc_bot_material_all(const struct pc_engine *e,
			 const struct pc_position *pos,
			 int64_t out[PC_NCOLOURS]);
int32_t pc_bot_score(const struct pc_engine *e, const struct pc_position *pos,
		     const int64_t material_of[PC_NCOLOURS], int c);

#endif
