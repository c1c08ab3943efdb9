/* referee-reply.h: a player's reply checked against the record the
 * referee keeps (parchis-record(5): a referee that keeps a game's record
 * treats its own copy as the truth).
 *
 * A reply contributes only the pending turn's move and say, and only
 * when it answers the pending roll of the same game with the same
 * history: a reply to an older record is stale, one with a changed
 * history forged. Used by parchis play --reply and the mail robot. */
#ifndef PARCHIS_REFEREE_REPLY_H
#define PARCHIS_REFEREE_REPLY_H

#include <stddef.h>
#include <stdint.h>

#include "record.h"

enum pc_reply_verdict {
	PC_REPLY_OK,		/* it answers the pending turn with a move */
	PC_REPLY_OTHER_GAME,	/* it is a record of another game */
	PC_REPLY_STALE,		/* it does not end at the pending turn */
	PC_REPLY_FORGED,	/* a turn up to the pending one differs */
	PC_REPLY_NO_MOVE,	/* it has no move for the pending turn */
};

/* What pc_reply_check found, for the message that tells the player. */
struct pc_reply_check {
	enum pc_reply_verdict verdict;
	size_t reply_turns;	/* the turns the reply holds */
	uint32_t reply_n;	/* the roll number of its last turn, or 0 */
	uint32_t pending_n;	/* the roll number pending in the kept record */
	uint32_t forged_n;	/* PC_REPLY_FORGED: the roll that differs */
};

/* Checks reply against kept, whose turn pending (an index into its turns)
 * waits for a move: the same game, exactly the turns up to the pending
 * one, each as the kept record has it (who rolled what and moved how;
 * table talk and macs are no history), and a move for the pending turn.
 * Fills out (which may be NULL) and returns its verdict. */
enum pc_reply_verdict pc_reply_check(const struct pc_record *kept,
				     size_t pending,
				     const struct pc_record *reply,
				     struct pc_reply_check *out);

/* Takes the move of the reply's pending turn, and its say when it has
 * one (the string moves from reply to kept), into kept's pending turn;
 * for a reply that pc_reply_check passed. The referee then plays it.
 * False when out of memory, and kept's turn is as it was. */
bool pc_reply_take(struct pc_record *kept, size_t pending,
		   struct pc_record *reply);

#endif
