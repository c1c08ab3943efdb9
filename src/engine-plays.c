/* engine-plays.c: the complete legal plays of a roll, and checking the
 * steps a player wrote against them.
 *
 * A play is a walk through phases: the die's move, then bonus counts for
 * as long as moves earn them. Listing plays is a depth-first search over
 * copies of the position; checking steps follows the player's steps down
 * the same tree and lists what is left below the last one. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "engine-internal.h"

/* A search in progress: where the plays go and how many were found. */
struct search {
	const struct pc_engine *e;
	struct pc_play *out;
	size_t cap;
	size_t count;
};

/* Keeps a play found while there is room, and counts it anyway. */
static void
emit(struct search *s, const struct pc_play *play)
{
	if (s->count < s->cap)
		s->out[s->count] = *play;
	s->count++;
}

/* Lists every play that continues play (already applied to pos) from
 * phase ph. When nothing is left to move the play ends: a die's move
 * that cannot be made is a pass. */
static void
search(struct search *s, const struct pc_position *pos,
       const struct pc_phase *ph, struct pc_play *play)
{
	struct pc_move moves[PC_PIECES];
	struct pc_phase now = *ph;
	size_t n = pc_phase_settle(s->e, pos, &now, moves);

	/* PC_PLAY_MOVES exceeds the longest chain four pieces can make
	 * (one move, twelve captures, four goals); the test only guards. */
	if (n == 0 || play->nmoves == PC_PLAY_MOVES) {
		emit(s, play);
		return;
	}
	for (size_t k = 0; k < n; k++) {
		struct pc_position next = *pos;
		struct pc_phase after = now;

		pc_move_apply(&next, &moves[k]);
		pc_phase_next(s->e, &after, &moves[k]);
		play->moves[play->nmoves++] = moves[k];
		search(s, &next, &after, play);
		play->nmoves--;
	}
}

/* Every legal play of a roll, by searching the phases from its start. */
size_t
pc_legal_plays(const struct pc_engine *e, const struct pc_position *pos,
	       int roll, struct pc_play *out, size_t cap)
{
	struct search s = {e, out, cap, 0};
	struct pc_phase ph;
	struct pc_play play;

	if (pos->over || roll < 1 || roll > 6)
		return 0;
	play.nmoves = 0;
	pc_phase_start(e, pos, roll, &ph);
	search(&s, pos, &ph, &play);
	return s.count;
}

/* Whether legal move m is what step names. A piece in the nest names the
 * come-out only when it is the one that would come out. */
static bool
step_matches(const struct pc_step *step, const struct pc_move *m)
{
	if (step->has_amount && step->amount != m->amount)
		return false;
	if (step->piece == 0)
		return m->from == 0;
	return step->piece - 1 == m->piece;
}

/* Follows one written step from (pos, ph); false when it is illegal. */
static bool
follow(const struct pc_engine *e, struct pc_position *pos,
       struct pc_phase *ph, struct pc_play *play, const struct pc_step *step)
{
	struct pc_move moves[PC_PIECES];
	size_t n = pc_phase_settle(e, pos, ph, moves);

	if (ph->kind == PC_PHASE_DONE || pos->over)
		return false;
	if (step->pass) {
		/* A pass is the die's move when there is none. */
		if (n != 0)
			return false;
		ph->kind = PC_PHASE_DONE;
		return true;
	}
	if (step->has_colour && step->colour != pos->to_move)
		return false;
	for (size_t k = 0; k < n; k++) {
		if (!step_matches(step, &moves[k]))
			continue;
		pc_move_apply(pos, &moves[k]);
		pc_phase_next(e, ph, &moves[k]);
		play->moves[play->nmoves++] = moves[k];
		return true;
	}
	return false;
}

/* The verdict once every written step was legal: complete when exactly
 * one play continues them, partial otherwise. */
static enum pc_verdict
conclude(const struct pc_engine *e, const struct pc_position *pos,
	 const struct pc_phase *ph, struct pc_play *play, struct pc_play *out,
	 size_t cap, struct pc_check *res)
{
	struct search s = {e, out, cap, 0};
	struct pc_play first;

	/* Find the first completion even when the caller gave no room. */
	if (cap == 0) {
		s.out = &first;
		s.cap = 1;
	}
	search(&s, pos, ph, play);
	res->ncompletions = s.count;
	if (s.count == 1) {
		res->play = s.out[0];
		res->verdict = PC_PLAY_COMPLETE;
	} else {
		res->verdict = PC_PLAY_PARTIAL;
	}
	return res->verdict;
}

/* Follows the written steps one by one; the first that fits no legal
 * move is explained, and what follows the last is listed. */
enum pc_verdict
pc_check_steps(const struct pc_engine *e, const struct pc_position *pos,
	       int roll, const struct pc_step *steps, size_t nsteps,
	       struct pc_play *out, size_t cap, struct pc_check *res)
{
	struct pc_position cur = *pos;
	struct pc_phase ph;
	struct pc_play play;

	memset(res, 0, sizeof *res);
	if (roll < 1 || roll > 6) {
		snprintf(res->why, sizeof res->why, "a roll is 1 to 6, not %d",
			 roll);
		res->verdict = PC_PLAY_ILLEGAL;
		return res->verdict;
	}
	play.nmoves = 0;
	pc_phase_start(e, pos, roll, &ph);
	for (size_t i = 0; i < nsteps; i++) {
		if (play.nmoves < PC_PLAY_MOVES &&
		    follow(e, &cur, &ph, &play, &steps[i]))
			continue;
		pc_explain_step(e, &cur, &ph, &steps[i], res->why,
				sizeof res->why);
		res->bad_step = (int)i;
		res->verdict = PC_PLAY_ILLEGAL;
		return res->verdict;
	}
	if (pos->over) {
		pc_explain_step(e, &cur, &ph, NULL, res->why, sizeof res->why);
		res->verdict = PC_PLAY_ILLEGAL;
		return res->verdict;
	}
	return conclude(e, &cur, &ph, &play, out, cap, res);
}
