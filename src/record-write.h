/* record-write.h: writing a game record as YAML text. */
#ifndef PARCHIS_RECORD_WRITE_H
#define PARCHIS_RECORD_WRITE_H

#include "buffer.h"
#include "error.h"
#include "record.h"
#include "time-rfc3339.h"

/* Appends rec to out in the record's canonical form: block style at the top
 * level, keys in the order of parchis-record(5), one flow-style line per
 * player and per turn, lines kept under 78 columns, and every string that a
 * YAML 1.1 reader would take for another type quoted. Reading the text back
 * gives the same record. Fails only when memory runs out. */
enum pc_status pc_record_write(const struct pc_record *rec,
			       struct pc_buffer *out, struct pc_error *err);

/* The time of an at: as the record writes it: pc_time_format, of
 * time-rfc3339.h, which this header includes for it. */

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

/* pc_record_write, then the derived keys position, status and board. */
enum pc_status pc_record_write_derived(const struct pc_record *rec,
				       const struct pc_derived *derived,
				       struct pc_buffer *out,
				       struct pc_error *err);

/* The derived keys of pc_record_write_derived alone, as a mapping of
 * their own: the same values, written the same way. */
enum pc_status pc_record_write_derived_keys(const struct pc_record *rec,
					    const struct pc_derived *derived,
					    struct pc_buffer *out,
					    struct pc_error *err);

#endif
