/* place.h: where a piece stands, as the record names it.
 *
 * A place is one small integer: PC_NEST, a ring square 1..ring_squares,
 * a corridor square PC_CORRIDOR + 1 .. PC_CORRIDOR + 7 (c1..c7), or PC_GOAL.
 * The ring size is a parameter so that 6- and 8-seat boards fit later. */
#ifndef PARCHIS_PLACE_H
#define PARCHIS_PLACE_H

#include <stdbool.h>
#include <stddef.h>

enum {
	PC_NEST = 0,
	PC_CORRIDOR = 1000,	/* c1 is PC_CORRIDOR + 1 */
	PC_CORRIDOR_SQUARES = 7,
	PC_GOAL = 2000,
	PC_RING_SQUARES = 68,	/* the 4-seat board */
	PC_PLACE_TEXT_MAX = 8,	/* "goal", "c7", "136" and a NUL */
};

static inline bool
pc_place_is_ring(int place)
{
	return place > PC_NEST && place < PC_CORRIDOR;
}

static inline bool
pc_place_is_corridor(int place)
{
	return place > PC_CORRIDOR && place <= PC_CORRIDOR + PC_CORRIDOR_SQUARES;
}

/* Parses "nest", "goal", "1".."ring_squares" or "c1".."c7" (len bytes; no
 * sign, no leading zeros), and the Spanish "cárcel" (or "carcel") for the
 * nest and "meta" for the goal. Spanish "casa" is not accepted: the seeds
 * use it for both nest and goal. Returns false when text names no place. */
bool pc_place_parse(const char *text, size_t len, int ring_squares, int *out);

/* Writes the record's name of place into buf and returns buf. */
const char *pc_place_format(int place, char buf[PC_PLACE_TEXT_MAX]);

#endif
