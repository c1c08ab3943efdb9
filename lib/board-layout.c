/* board-layout.c: the geometry of the drawing, computed in one place.
 *
 * Coordinates of the 4-seat cross (columns x, lines y):
 *
 *   x  0 ........ 24 ........ 42 ........ 66
 *      left arm   | vertical  | right arm
 *      8 cells of | arms: 3   | 8 cells of
 *      3 columns  | cells of 6| 3 columns
 *
 *   y  0          label of the top tip
 *      1          outer rule of the top arm
 *      2 .. 9     the top arm, one line per square (outer end first)
 *      10 .. 22   the horizontal band: three lanes of three lines each
 *                 (number, piece, piece), rules at 10, 14, 18 and 22
 *      23 .. 30   the bottom arm (inner end first)
 *      31, 32     its outer rule and the label of its tip
 *
 * The nests are boxes in the four corners, the goal is the centre. */
#include <config.h>

#include <string.h>

#include "board-layout.h"

enum {
	ARM_CELLS = 8,		/* squares along an arm */
	H_PITCH = 3,		/* horizontal arms: "|" and 2 columns */
	V_PITCH = 6,		/* vertical arms: "|" and 5 columns */
	V_SECOND = 3,		/* second slot of a vertical cell: "Y1 R3" */
	BAND_LEN = ARM_CELLS * H_PITCH,		/* 24 */
	X_C0 = BAND_LEN,			/* 24: left edge of the centre */
	X_C1 = X_C0 + 3 * V_PITCH,		/* 42: its right edge */
	WIDTH = X_C1 + BAND_LEN + 1,		/* 67 */
	TOP_LABEL = 0,
	TOP_RULE = 1,
	TOP_CELL0 = 2,				/* outer square of the top arm */
	BAND_TOP = TOP_CELL0 + ARM_CELLS,	/* 10 */
	LANE_LINES = 4,				/* rule and 3 lines */
	BAND_BOTTOM = BAND_TOP + 3 * LANE_LINES, /* 22 */
	BOTTOM_CELL0 = BAND_BOTTOM + ARM_CELLS,	/* 30: its outer square */
	BOTTOM_RULE = BOTTOM_CELL0 + 1,
	BOTTOM_LABEL = BOTTOM_RULE + 1,
	HEIGHT = BOTTOM_LABEL + 1,		/* 33 */
	NEST_W = 18,				/* box of a nest, borders */
	NEST_H = 9,				/* included */
};

/* The sides of the cross, counter-clockwise from the bottom: seat k's arm
 * is on side k, and its nest in the corner before side k + 1. */
enum side { BOTTOM, RIGHT, TOP, LEFT, SIDES };

/* The lanes of an arm: the one pieces go in by (the squares after the
 * tip), the middle one (tip and corridor), the one they go out by. */
enum lane { LANE_IN, LANE_MID, LANE_OUT };

void
pc_layout_add_line(struct pc_layout *l, int x0, int y0, int x1, int y1)
{
	struct pc_layout_line *line;

	if (l->nlines >= PC_LAYOUT_LINES_MAX)
		return;
	line = &l->line[l->nlines++];
	line->x0 = (int16_t)x0;
	line->y0 = (int16_t)y0;
	line->x1 = (int16_t)x1;
	line->y1 = (int16_t)y1;
}

static void
add_box(struct pc_layout *l, struct pc_layout_rect r)
{
	pc_layout_add_line(l, r.x0, r.y0, r.x1, r.y0);
	pc_layout_add_line(l, r.x0, r.y1, r.x1, r.y1);
	pc_layout_add_line(l, r.x0, r.y0, r.x0, r.y1);
	pc_layout_add_line(l, r.x1, r.y0, r.x1, r.y1);
}

/* A square of a vertical arm (side BOTTOM or TOP): column col (0 west,
 * 1 middle, 2 east) at step i from the outer end. */
static struct pc_layout_square
vertical_square(enum side side, int col, int i)
{
	struct pc_layout_square q;
	int x = X_C0 + 1 + V_PITCH * col;
	int y = side == TOP ? TOP_CELL0 + i : BOTTOM_CELL0 - i;

	memset(&q, 0, sizeof q);
	q.slot[0] = pc_layout_point(x, y);
	q.slot[1] = pc_layout_point(x + V_SECOND, y);
	if (col == 0) {
		q.label = pc_layout_point(X_C0 - 3, y);
		q.edge = pc_layout_area(X_C0, y, X_C0, y);
	} else if (col == 2) {
		q.label = pc_layout_point(X_C1 + 2, y);
		q.label_flush_left = true;
		q.edge = pc_layout_area(X_C1, y, X_C1, y);
	} else if (i == 0) {
		int rule = side == TOP ? TOP_RULE : BOTTOM_RULE;

		q.label = pc_layout_point(x + 1, side == TOP ? TOP_LABEL : BOTTOM_LABEL);
		q.edge = pc_layout_area(x, rule, x + V_PITCH - 2, rule);
	} else {
		q.label = pc_layout_point(x + 1, y);
		q.label_in_slot = true;
		q.edge = pc_layout_area(x, y, x, y);
	}
	return q;
}

/* A square of a horizontal arm (side RIGHT or LEFT): row 0 (north),
 * 1 (middle) or 2 (south) at step i from the outer end. */
static struct pc_layout_square
horizontal_square(enum side side, int row, int i)
{
	struct pc_layout_square q;
	int x = side == LEFT ? 1 + H_PITCH * i
			     : X_C1 + 1 + H_PITCH * (ARM_CELLS - 1 - i);
	int top = BAND_TOP + 1 + LANE_LINES * row;

	memset(&q, 0, sizeof q);
	if (row == 2) {		/* the number on the outer side */
		q.slot[0] = pc_layout_point(x, top);
		q.slot[1] = pc_layout_point(x, top + 1);
		q.label = pc_layout_point(x, top + 2);
		q.edge = pc_layout_area(x, BAND_BOTTOM, x + 1, BAND_BOTTOM);
	} else {
		q.label = pc_layout_point(x, top);
		q.slot[0] = pc_layout_point(x, top + 1);
		q.slot[1] = pc_layout_point(x, top + 2);
		q.edge = pc_layout_area(x, BAND_TOP, x + 1, BAND_TOP);
	}
	if (row == 1) {
		int end = side == LEFT ? 0 : WIDTH - 1;

		q.edge = pc_layout_area(end, top, end, top + 2);
	}
	return q;
}

/* Where lane ln of side s is drawn: the column or row of its cells. */
static int
lane_position(enum side s, enum lane ln)
{
	static const int pos[SIDES][3] = {
		/* in, middle, out */
		[BOTTOM] = {2, 1, 0},	/* in up the east column */
		[RIGHT] = {0, 1, 2},	/* in along the north row */
		[TOP] = {0, 1, 2},	/* in down the west column */
		[LEFT] = {2, 1, 0},	/* in along the south row */
	};

	return pos[s][ln];
}

static struct pc_layout_square
arm_square(enum side s, enum lane ln, int i, int seat)
{
	struct pc_layout_square q = s == BOTTOM || s == TOP
		? vertical_square(s, lane_position(s, ln), i)
		: horizontal_square(s, lane_position(s, ln), i);

	q.arm = (int8_t)seat;
	return q;
}

/* The nest of seat k: the corner between its arm and the next one. */
static struct pc_layout_rect
nest_rect(enum side s)
{
	int left = 0, right = WIDTH - NEST_W;
	int top = 0, bottom = HEIGHT - NEST_H;

	switch (s) {
	case BOTTOM:
		return pc_layout_area(right, bottom, right + NEST_W - 1, HEIGHT - 1);
	case RIGHT:
		return pc_layout_area(right, top, right + NEST_W - 1, NEST_H - 1);
	case TOP:
		return pc_layout_area(left, top, NEST_W - 1, NEST_H - 1);
	case LEFT:
	default:
		return pc_layout_area(left, bottom, NEST_W - 1, HEIGHT - 1);
	}
}

/* The goal of seat k: its four pieces where its corridor ends. */
static void
goal_slots(enum side s, struct pc_layout_spot out[PC_PIECES])
{
	static const int across[PC_PIECES] = {0, 1, 3, 4};
	int mid = (BAND_TOP + BAND_BOTTOM) / 2;

	for (int p = 0; p < PC_PIECES; p++) {
		int x = X_C0 + 4 + 3 * p;

		switch (s) {
		case BOTTOM:
			out[p] = pc_layout_point(x, BAND_BOTTOM - 2);
			break;
		case TOP:
			out[p] = pc_layout_point(x, BAND_TOP + 2);
			break;
		case RIGHT:
			out[p] = pc_layout_point(X_C1 - 3, mid - 2 + across[p]);
			break;
		case LEFT:
		default:
			out[p] = pc_layout_point(X_C0 + 2, mid - 2 + across[p]);
			break;
		}
	}
}

static void
frame(struct pc_layout *l)
{
	/* The band: four rules, the middle two broken by the centre. */
	pc_layout_add_line(l, 0, BAND_TOP, WIDTH - 1, BAND_TOP);
	pc_layout_add_line(l, 0, BAND_BOTTOM, WIDTH - 1, BAND_BOTTOM);
	for (int r = 1; r < 3; r++) {
		pc_layout_add_line(l, 0, BAND_TOP + LANE_LINES * r, X_C0,
			 BAND_TOP + LANE_LINES * r);
		pc_layout_add_line(l, X_C1, BAND_TOP + LANE_LINES * r, WIDTH - 1,
			 BAND_TOP + LANE_LINES * r);
	}
	for (int k = 0; k <= ARM_CELLS; k++) {
		pc_layout_add_line(l, H_PITCH * k, BAND_TOP, H_PITCH * k, BAND_BOTTOM);
		pc_layout_add_line(l, X_C1 + H_PITCH * k, BAND_TOP, X_C1 + H_PITCH * k,
			 BAND_BOTTOM);
	}
	/* The vertical arms and their outer rules. */
	for (int k = 0; k <= 3; k++) {
		pc_layout_add_line(l, X_C0 + V_PITCH * k, TOP_RULE, X_C0 + V_PITCH * k,
			 BAND_TOP);
		pc_layout_add_line(l, X_C0 + V_PITCH * k, BAND_BOTTOM,
			 X_C0 + V_PITCH * k, BOTTOM_RULE);
	}
	pc_layout_add_line(l, X_C0, TOP_RULE, X_C1, TOP_RULE);
	pc_layout_add_line(l, X_C0, BOTTOM_RULE, X_C1, BOTTOM_RULE);
}

bool
pc_layout_init(struct pc_layout *l, const struct pc_board *b)
{
	if (b->seats != SIDES)
		return pc_layout_rows_init(l, b);
	memset(l, 0, sizeof *l);
	l->label_width = 2;
	l->width = WIDTH;
	l->height = HEIGHT;
	l->seats = b->seats;
	l->ring = b->ring;
	for (int k = 0; k < b->seats; k++) {
		enum side s = (enum side)k;
		int tip = b->entrance[k];
		struct pc_layout_rect n = nest_rect(s);

		l->ring_square[tip] = arm_square(s, LANE_MID, 0, k);
		for (int i = 0; i < ARM_CELLS; i++) {
			int in = (tip + i) % b->ring + 1;
			int out = ((tip - 2 - i) % b->ring + b->ring) % b->ring
				  + 1;

			l->ring_square[in] = arm_square(s, LANE_IN, i, k);
			l->ring_square[out] = arm_square(s, LANE_OUT, i, k);
		}
		for (int c = 1; c <= PC_CORRIDOR_SQUARES; c++)
			l->corridor[k][c] = arm_square(s, LANE_MID, c, k);
		l->nest[k] = n;
		l->nest_name[k] = pc_layout_point(n.x0 + 2, n.y0 + 1);
		l->nest_player[k] = pc_layout_point(n.x0 + 2, n.y0 + 2);
		for (int p = 0; p < PC_PIECES; p++)
			l->nest_slot[k][p] = pc_layout_point(n.x0 + 2 + 3 * p, n.y0 + 4);
		l->nest_exit[k] = pc_layout_point(n.x0 + 2, n.y0 + 6);
		goal_slots(s, l->goal_slot[k]);
		add_box(l, n);
	}
	l->goal_label = pc_layout_point(X_C0 + 7, (BAND_TOP + BAND_BOTTOM) / 2);
	frame(l);
	return true;
}
