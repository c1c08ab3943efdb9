/* record-derived.h: the keys a record carries after its turns, worked
 * out by the referee (position, status, board): what the board, the
 * status line and the mails are drawn from, and what record-write.h
 * writes. */
#ifndef PARCHIS_RECORD_DERIVED_H
#define PARCHIS_RECORD_DERIVED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "record.h"

/* What the referee writes after the record: where the pieces stand, what
 * the game waits for, the board. Plain data, borrowed by the writer. */
enum pc_awaiting { PC_AWAIT_MOVE, PC_AWAIT_ROLL, PC_AWAIT_OPENING,
		   PC_AWAIT_NOTHING };

struct pc_derived {
	int places[PC_NCOLOURS][PC_PIECES];	/* of the seated colours */
	enum pc_awaiting awaiting;
	uint8_t to_move;		/* MOVE, ROLL: enum pc_colour */
	uint8_t rollers;		/* OPENING: bit c, colour c rolls */
	uint8_t ndice;			/* MOVE: the pending roll */
	uint8_t dice[PC_MAX_DICE];
	size_t nlegal;			/* MOVE: the ways to play it, each */
	const char *const *legal;	/* steps separated by spaces */
	bool legal_more;		/* MOVE: more ways than are listed */
	bool blocked;			/* NOTHING: over because nobody could
					 * move again */
	bool pairs;			/* the winner plays in a pair */
	uint8_t seats;			/* of the board: 4, 6, 8 (0 is 4) */
	bool event;			/* the team event: members shown */
	uint8_t left[PC_NCOLOURS];	/* the event: bit i, the person of
					 * piece i has left (or was none) */
	uint8_t nfinished;		/* colours home, in order */
	uint8_t finished[PC_NCOLOURS];
	const char *board;		/* lines ending in newlines, or NULL */
};

#endif
