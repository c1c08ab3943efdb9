/* board-layout.h: where the text board draws every square, nest and goal.
 *
 * The drawing is a cross, as on a Spanish board: one arm per seat, each
 * arm three lanes of eight squares. The middle lane holds the seat's
 * entrance square (the tip of the arm) and its corridor c1..c7 leading to
 * the goal in the centre; the two outer lanes hold the ring squares, eight
 * going in on one side and eight going out on the other. The nests fill
 * the corners between the arms. The 4-seat board is drawn with
 * yellow's arm at the bottom, blue's on the right, red's at the top and
 * green's on the left, so that the numbers run counter-clockwise:
 *
 *            red 34           square 68 is the tip of yellow's arm,
 *      red  |  |  |  blue     1..8 climb its right lane, 9..16 run out
 *   --------+--+--+-------    along the lower lane of blue's arm to its
 *   51 green  goal  blue 17   tip 17, and so on round the cross.
 *   --------+--+--+-------
 *     green |  |  | yellow
 *            yellow 68
 *
 * Everything about positions lives in struct pc_layout, computed in one
 * place (pc_layout_init) from the board tables of engine-board.h; the renderer
 * only reads it. Vertical arms draw a square as a row of 5 columns
 * holding two pieces side by side; horizontal arms draw it as a column
 * 2 wide: its number, then two pieces one above the other. */
#ifndef PARCHIS_BOARD_LAYOUT_H
#define PARCHIS_BOARD_LAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include "engine-board.h"
#include "step.h"

enum {
	PC_SLOT_WIDTH = 2,	/* a piece is drawn in 2 columns: "Y1" */
	PC_LAYOUT_LINES_MAX = 256,
	PC_NEST_TEXT_MAX = 14,	/* characters of a name in a nest */
};

/* A point of the drawing: column x and line y, from 0. */
struct pc_layout_spot {
	int16_t x, y;
};

/* A horizontal (y0 == y1) or vertical (x0 == x1) line of the frame. */
struct pc_layout_line {
	int16_t x0, y0, x1, y1;
};

/* The rectangle x0..x1, y0..y1, both ends included. */
struct pc_layout_rect {
	int16_t x0, y0, x1, y1;
};

/* The spot at column x, line y; the rectangle x0..x1, y0..y1. */
static inline struct pc_layout_spot
pc_layout_point(int x, int y)
{
	struct pc_layout_spot s = {(int16_t)x, (int16_t)y};

	return s;
}

static inline struct pc_layout_rect
pc_layout_area(int x0, int y0, int x1, int y1)
{
	struct pc_layout_rect r = {(int16_t)x0, (int16_t)y0, (int16_t)x1,
				   (int16_t)y1};

	return r;
}

struct pc_layout_square {
	struct pc_layout_spot slot[2];	/* where its two pieces go */
	struct pc_layout_spot label;	/* its name ("12", "c3"), 2 columns,
					 * right-aligned unless flush_left */
	bool label_in_slot;		/* drawn only while the square is
					 * empty (it shares the slots) */
	bool label_flush_left;		/* left-aligned instead */
	struct pc_layout_rect edge;	/* its outer edge: safe squares and
					 * exits are marked there */
	int8_t arm;			/* seat of the arm it lies in */
};

struct pc_layout {
	int width, height;		/* of the drawing */
	int seats;
	int ring;
	int label_width;		/* columns of a square's name: 2, or 3
					 * for the 3-digit numbers of the
					 * 6- and 8-seat boards */
	bool rows;			/* the 6- and 8-seat drawing: the ring
					 * in rows, each seat's goal apart */
	struct pc_layout_square ring_square[PC_RING_MAX + 1];	/* 1..ring */
	struct pc_layout_square corridor[PC_SEATS_MAX]
					[PC_CORRIDOR_SQUARES + 1]; /* 1..7 */
	struct pc_layout_rect nest[PC_SEATS_MAX];	/* a box */
	struct pc_layout_spot nest_name[PC_SEATS_MAX];	/* colour */
	struct pc_layout_spot nest_player[PC_SEATS_MAX]; /* and player */
	struct pc_layout_spot nest_exit[PC_SEATS_MAX];	/* "exit 5" */
	struct pc_layout_spot nest_slot[PC_SEATS_MAX][PC_PIECES];
	struct pc_layout_spot goal_slot[PC_SEATS_MAX][PC_PIECES];
	struct pc_layout_spot goal_label;		/* "goal" (the cross) */
	struct pc_layout_spot goal_name[PC_SEATS_MAX];	/* "goal" of each
							 * seat (rows) */
	int nlines;
	struct pc_layout_line line[PC_LAYOUT_LINES_MAX];
};

/* Computes the drawing of board b into l: the cross for 4 seats, rows
 * for 6 and 8 (board-layout-rows.c). False when there is no drawing for
 * b's number of seats, leaving l unusable. */
bool pc_layout_init(struct pc_layout *l, const struct pc_board *b);

/* Adds a frame line to l (none past PC_LAYOUT_LINES_MAX). */
void pc_layout_add_line(struct pc_layout *l, int x0, int y0, int x1, int y1);

/* The 6- and 8-seat drawing (board-layout-rows.c). */
bool pc_layout_rows_init(struct pc_layout *l, const struct pc_board *b);

#endif
