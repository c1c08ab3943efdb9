/* engine-board.h: the geometry of a Parchís board, as data.
 *
 * Every seat owns 17 ring squares: on the 4-seat board seat k
 * (yellow 0, blue 1, red 2, green 3) comes out on 17k+5, enters its
 * corridor after 17k (68 for yellow), and the safe squares are 17k+5,
 * 17k+12 and 17(k+1). A struct pc_board is computed from the number of
 * seats, so 6- and 8-seat boards need no new constants.
 *
 * The engine measures a piece by its progress along its own path:
 *   0                      the nest
 *   1 .. ring_steps        ring squares, 1 is the exit, ring_steps the
 *                          entrance square of the corridor
 *   ring_steps+1 .. +7     corridor squares c1..c7
 *   goal                   the goal (ring_steps + 8)
 * The struct is plain data owned by whoever declares it; no function here
 * allocates. */
#ifndef PARCHIS_ENGINE_BOARD_H
#define PARCHIS_ENGINE_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "place.h"

enum {
	PC_SEAT_SQUARES = 17,	/* ring squares per seat */
	PC_SEATS_MAX = 8,
	PC_RING_MAX = PC_SEAT_SQUARES * PC_SEATS_MAX,
	/* Squares the engine tracks: the ring, then each seat's corridor. */
	PC_SQUARES_MAX = PC_RING_MAX + 1 + PC_SEATS_MAX * PC_CORRIDOR_SQUARES,
	/* The goal's progress on the largest board: the ring less the four
	 * squares before a seat's exit, the corridor, the goal. */
	PC_GOAL_MAX = PC_RING_MAX - 4 + PC_CORRIDOR_SQUARES + 1,
};

struct pc_board {
	int seats;		/* 4, 6 or 8 */
	int ring;		/* ring squares: 17 per seat */
	int ring_steps;		/* progress of the entrance square (64) */
	int goal;		/* progress of the goal (72) */
	int squares;		/* tracked squares: ring + corridors + 1 */
	int exit[PC_SEATS_MAX];		/* exit square of each seat */
	int entrance[PC_SEATS_MAX];	/* last ring square of each seat */
	bool safe[PC_RING_MAX + 1];	/* safe[s]: ring square s is safe */
	/* square_of[seat][p]: pc_board_square, looked up (0 for the nest
	 * and the goal): the engine asks it at every square a piece
	 * passes. */
	uint8_t square_of[PC_SEATS_MAX][PC_GOAL_MAX + 1];
};

/* Computes the board for seats (4, 6 or 8) into b; false for any other
 * number, leaving b untouched. */
bool pc_board_init(struct pc_board *b, int seats);

/* The record's place (place.h) of a piece of seat at progress p. */
int pc_board_place(const struct pc_board *b, int seat, int progress);

/* The progress of a piece of seat standing on place, or -1 when the piece
 * can never stand there (a ring square between its entrance and exit). */
int pc_board_progress(const struct pc_board *b, int seat, int place);

/* The tracked square (1 .. squares-1) of a piece of seat at progress p;
 * 0 for the nest and the goal, which hold any number of pieces. Ring
 * squares keep their numbers; corridor squares follow the ring. */
static inline int
pc_board_square(const struct pc_board *b, int seat, int progress)
{
	return progress > 0 && progress < b->goal
		       ? b->square_of[seat][progress]
		       : 0;
}

/* True when tracked square sq is a safe ring square. */
static inline bool
pc_board_is_safe(const struct pc_board *b, int sq)
{
	return sq >= 1 && sq <= b->ring && b->safe[sq];
}

/* The seat opposite seat c on a board of seats: a partner in pairs. */
static inline int
pc_opposite(int seats, int c)
{
	return (c + seats / 2) % seats;
}

/* The record's place of tracked square sq (a ring square or c1..c7). */
int pc_board_square_place(const struct pc_board *b, int sq);

#endif
