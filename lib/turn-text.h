/* turn-text.h: a turn of the record as people read it, one line, in the
 * reader's language (parchis log, the mails' news):
 *
 *   24. red 3: 2 39→42 takes yellow 1; +20: 2 42→62
 *
 * Pure: no I/O. */
#ifndef PARCHIS_TURN_TEXT_H
#define PARCHIS_TURN_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "buffer.h"
#include "referee.h"

/* What a turn did that a reader may care about beyond its line. */
struct pc_turn_facts {
	unsigned moved;		/* bit 4c+p: piece p of colour c moved */
	unsigned captured;	/* bit 4c+p: piece p of colour c was taken */
	int captured_at[PC_NCOLOURS][PC_PIECES]; /* where (a ring square) */
	bool timeout;		/* the referee moved for a player out of time */
	bool resigned;		/* a player left the game */
};

/* Whether turn i is game's pending roll, which has no line yet. */
bool pc_turn_is_pending(const struct pc_game *game, size_t i);

/* Appends the line of turn i of rec to out, without its newline: game is
 * the referee's game once turn i has been replayed and before the
 * position before it (as a pc_referee_observe_fn is told). The say, if
 * any, follows in quotes. facts, when not NULL, is filled in. False when
 * memory runs out. */
bool pc_turn_text(const struct pc_record *rec, const struct pc_game *game,
		  const struct pc_position *before, size_t i,
		  struct pc_buffer *out, struct pc_turn_facts *facts);

#endif
