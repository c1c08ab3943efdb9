/* engine-board.c: computing the board geometry from the number of seats. */
#include <config.h>

#include <string.h>

#include "engine-board.h"

/* Offsets within a seat's 17 squares: the exit, and the safe squares
 * (exit, the one seven further on, and the seat's last square). */
enum { EXIT_OFFSET = 5, MID_SAFE_OFFSET = 12 };

/* Lays out the ring, seat by seat: exits, entrances and safe squares. */
bool
pc_board_init(struct pc_board *b, int seats)
{
	if (seats != 4 && seats != 6 && seats != 8)
		return false;
	memset(b, 0, sizeof *b);
	b->seats = seats;
	b->ring = PC_SEAT_SQUARES * seats;
	/* From the exit to the entrance square of the seat before it. */
	b->ring_steps = b->ring - EXIT_OFFSET + 1;
	b->goal = b->ring_steps + PC_CORRIDOR_SQUARES + 1;
	b->squares = b->ring + 1 + seats * PC_CORRIDOR_SQUARES;
	for (int k = 0; k < seats; k++) {
		int base = PC_SEAT_SQUARES * k;

		b->exit[k] = base + EXIT_OFFSET;
		b->entrance[k] = k == 0 ? b->ring : base;
		b->safe[base + EXIT_OFFSET] = true;
		b->safe[base + MID_SAFE_OFFSET] = true;
		b->safe[base + PC_SEAT_SQUARES] = true;
	}
	/* (exit - 1 + p - 1) % ring + 1 on the ring, the seat's corridor
	 * after it; the nest and the goal stay 0. */
	for (int k = 0; k < seats; k++) {
		for (int p = 1; p < b->goal; p++)
			b->square_of[k][p] =
				(uint8_t)(p <= b->ring_steps
						  ? (b->exit[k] - 1 + p - 1) %
								    b->ring +
							    1
						  : b->ring +
							    k * PC_CORRIDOR_SQUARES +
							    (p - b->ring_steps));
	}
	return true;
}

/* Progress along a seat's path to the record's name of the place. */
int
pc_board_place(const struct pc_board *b, int seat, int progress)
{
	if (progress <= 0)
		return PC_NEST;
	if (progress >= b->goal)
		return PC_GOAL;
	if (progress <= b->ring_steps)
		return pc_board_square(b, seat, progress);
	return PC_CORRIDOR + (progress - b->ring_steps);
}

/* The record's place back to progress; the ring squares a seat never
 * visits (those between its entrance and its exit) give -1. */
int
pc_board_progress(const struct pc_board *b, int seat, int place)
{
	int steps;

	if (place == PC_NEST)
		return 0;
	if (place == PC_GOAL)
		return b->goal;
	if (pc_place_is_corridor(place))
		return b->ring_steps + (place - PC_CORRIDOR);
	if (place < 1 || place > b->ring)
		return -1;
	steps = ((place - b->exit[seat]) % b->ring + b->ring) % b->ring;
	return steps + 1 <= b->ring_steps ? steps + 1 : -1;
}

/* Tracked square to place: ring squares keep their number. */
int
pc_board_square_place(const struct pc_board *b, int sq)
{
	if (sq >= 1 && sq <= b->ring)
		return sq;
	return PC_CORRIDOR + (sq - b->ring - 1) % PC_CORRIDOR_SQUARES + 1;
}
