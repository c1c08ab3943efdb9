/* referee-reply.c: a reply against the kept record (referee-reply.h). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "referee-reply.h"

/* Whether two turns agree on what happened: who rolled what and moved
 * how. Table talk and macs are not history a player could forge. */
static bool
same_history(const struct pc_turn *a, const struct pc_turn *b)
{
	if (a->kind != b->kind || a->n != b->n)
		return false;
	if (a->kind == PC_TURN_OPENING)
		return a->opening == b->opening &&
		       a->opening_ndice == b->opening_ndice &&
		       memcmp(a->opening_dice, b->opening_dice,
			      PC_NCOLOURS * sizeof *a->opening_dice) == 0;
	return a->player == b->player && a->piece == b->piece &&
	       a->ndice == b->ndice &&
	       memcmp(a->dice, b->dice, a->ndice) == 0 &&
	       a->has_move == b->has_move && a->nsteps == b->nsteps &&
	       (a->nsteps == 0 ||
		memcmp(a->steps, b->steps, a->nsteps * sizeof *a->steps) == 0);
}

enum pc_reply_verdict
pc_reply_check(const struct pc_record *kept, size_t pending,
	       const struct pc_record *reply, struct pc_reply_check *out)
{
	const struct pc_turn *kt = &kept->turns[pending];
	struct pc_reply_check check;

	memset(&check, 0, sizeof check);
	check.reply_turns = reply->nturns;
	check.reply_n = reply->nturns > 0 ? reply->turns[reply->nturns - 1].n
					  : 0;
	check.pending_n = kt->n;
	if (strcmp(reply->game, kept->game) != 0)
		check.verdict = PC_REPLY_OTHER_GAME;
	else if (reply->nturns != pending + 1)
		check.verdict = PC_REPLY_STALE;
	for (size_t i = 0; check.verdict == PC_REPLY_OK && i <= pending; i++) {
		struct pc_turn past = reply->turns[i];

		if (i == pending) {	/* its move is the player's to add */
			past.has_move = kt->has_move;
			past.nsteps = kt->nsteps;
			past.steps = kt->steps;
		}
		if (!same_history(&past, &kept->turns[i])) {
			check.verdict = PC_REPLY_FORGED;
			check.forged_n = reply->turns[i].n;
		}
	}
	if (check.verdict == PC_REPLY_OK && !reply->turns[pending].has_move)
		check.verdict = PC_REPLY_NO_MOVE;
	if (out != NULL)
		*out = check;
	return check.verdict;
}

bool
pc_reply_take(struct pc_record *kept, size_t pending, struct pc_record *reply)
{
	struct pc_turn *t = &kept->turns[pending];
	struct pc_turn *r = &reply->turns[pending];

	/* The say's room first, so that on failure the turn's move is as
	 * it was (its notes, if made now, empty: nothing to read). */
	if (pc_turn_say(r) != NULL && pc_turn_notes(kept, t) == NULL)
		return false;
	if (!pc_turn_set_steps(kept, t, r->steps, r->nsteps))
		return false;
	t->has_move = true;
	t->move_mark = t->mark;
	if (pc_turn_say(r) != NULL) {
		free(t->notes->say);
		t->notes->say = r->notes->say;
		r->notes->say = NULL;
	}
	return true;
}
