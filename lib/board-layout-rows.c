/* board-layout-rows.c: the drawing of the 6- and 8-seat boards.
 *
 * A cross of six or eight arms does not fit 78 columns, so these boards
 * are drawn as rows, one a seat, read like text: row k holds the 17 ring
 * squares around seat k's corridor entrance (the 8 before it, the
 * entrance, the 8 after), so that the ring runs on from the end of one
 * row to the start of the next, and from the last row back to the first.
 * Under the entrance hangs the seat's corridor, c1..c7 to the right, and
 * its goal after c7; the nest is on the left of the corridor:
 *
 *   +---+---+- ... -+***+---+---+---+---+@@@+---+- ... -+
 *   |128|129|       |136|  1|  2|  3|  4|  5|  6|       |  8|
 *   |   |   |       | Y1|   |   |   |   |   |   |       |   |
 *   |   |   |       |   |   |   |   |   |   |   |       |   |
 *   +---+---+- ... -+---+---+---+- ... -+---+---+- ... -+---+
 *    yellow   Ana   | c1| c2| c3|       | c7| goal Y3
 *    Y2    exit 5   |   | Y4|   |       |   |
 *
 * A ring square is a column of 3 ("|" and three): its number, then two
 * pieces one above the other; its top edge carries the marks of a safe
 * square or an exit. Seven lines a seat, and a rule under the last. */
#include <config.h>

#include <string.h>

#include "board-layout.h"

enum {
	CELLS = PC_SEAT_SQUARES,	/* ring squares in a row */
	PITCH = 4,			/* "|" and 3 columns */
	HALF = CELLS / 2,		/* the entrance is cell 8 */
	ROW_LINES = 7,			/* rule, number, 2 pieces, rule,
					 * 2 corridor lines */
	RING_WIDTH = CELLS * PITCH + 1,	/* 69 */
	GOAL_X = (HALF + PC_CORRIDOR_SQUARES) * PITCH + 2,
	NEST_PLAYER_X = 10,		/* after the colour's name */
	NEST_EXIT_X = 13,
};

/* Ring cell i (0..16) of the row starting on line top. */
static struct pc_layout_square
ring_cell(int i, int top, int seat)
{
	struct pc_layout_square q;
	int x = PITCH * i;

	memset(&q, 0, sizeof q);
	q.label = pc_layout_point(x + 1, top + 1);
	q.slot[0] = pc_layout_point(x + 2, top + 2);
	q.slot[1] = pc_layout_point(x + 2, top + 3);
	q.edge = pc_layout_area(x + 1, top, x + 3, top);
	q.arm = (int8_t)seat;
	return q;
}

/* Corridor square c (1..7) of seat's row: under the entrance and on to
 * the right; its name shows while it is empty. */
static struct pc_layout_square
corridor_cell(int c, int top, int seat)
{
	struct pc_layout_square q;
	int x = PITCH * (HALF + c - 1);

	memset(&q, 0, sizeof q);
	q.label = pc_layout_point(x + 1, top + 5);
	q.label_in_slot = true;
	q.slot[0] = pc_layout_point(x + 2, top + 5);
	q.slot[1] = pc_layout_point(x + 2, top + 6);
	q.edge = pc_layout_area(x + 1, top + 4, x + 3, top + 4);
	q.arm = (int8_t)seat;
	return q;
}

static void
row_frame(struct pc_layout *l, int top)
{
	pc_layout_add_line(l, 0, top, RING_WIDTH - 1, top);
	pc_layout_add_line(l, 0, top + 4, RING_WIDTH - 1, top + 4);
	for (int i = 0; i <= CELLS; i++)
		pc_layout_add_line(l, PITCH * i, top, PITCH * i, top + 4);
	for (int i = HALF; i <= HALF + PC_CORRIDOR_SQUARES; i++)
		pc_layout_add_line(l, PITCH * i, top + 4, PITCH * i, top + ROW_LINES);
}

bool
pc_layout_rows_init(struct pc_layout *l, const struct pc_board *b)
{
	if (b->seats != 6 && b->seats != 8)
		return false;
	memset(l, 0, sizeof *l);
	l->rows = true;
	l->label_width = 3;
	l->width = GOAL_X + 3 * PC_PIECES;
	l->height = ROW_LINES * b->seats + 1;
	l->seats = b->seats;
	l->ring = b->ring;
	for (int k = 0; k < b->seats; k++) {
		int top = ROW_LINES * k;

		for (int i = 0; i < CELLS; i++) {
			int s = ((b->entrance[k] - HALF + i - 1) % b->ring +
				 b->ring) % b->ring + 1;

			l->ring_square[s] = ring_cell(i, top, k);
		}
		for (int c = 1; c <= PC_CORRIDOR_SQUARES; c++)
			l->corridor[k][c] = corridor_cell(c, top, k);
		l->nest[k] = pc_layout_area(1, top + 5, PITCH * HALF - 1, top + 6);
		l->nest_name[k] = pc_layout_point(1, top + 5);
		l->nest_player[k] = pc_layout_point(NEST_PLAYER_X, top + 5);
		for (int p = 0; p < PC_PIECES; p++)
			l->nest_slot[k][p] = pc_layout_point(1 + 3 * p, top + 6);
		l->nest_exit[k] = pc_layout_point(NEST_EXIT_X, top + 6);
		l->goal_name[k] = pc_layout_point(GOAL_X, top + 5);
		for (int p = 0; p < PC_PIECES; p++)
			l->goal_slot[k][p] =
				pc_layout_point(GOAL_X + 3 * (p % 2) + 5, top + 5 + p / 2);
		row_frame(l, top);
	}
	pc_layout_add_line(l, PITCH * HALF, l->height - 1,
		 PITCH * (HALF + PC_CORRIDOR_SQUARES), l->height - 1);
	return true;
}
