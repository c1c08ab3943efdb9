/* check_board_rows.c: the drawn 6- and 8-seat boards (board-layout-rows.c):
 * a piece on every ring and corridor square, nest and goal is drawn where
 * the layout says and nowhere else; every safe square's and exit's number
 * is drawn; every line, with long names, colour and box-drawing frames,
 * is under 78 columns. */
#include <config.h>

#include <check.h>

#include "check-board-util.h"
#include "check-util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board-layout.h"
#include "board-text.h"
#include "place.h"

struct game {
	struct pc_record rec;
	struct pc_derived d;
};

/* A game on a board of seats with every seat taken, names of the most
 * the nests show, every piece in its nest. */
static void
game_init(struct game *g, int seats)
{
	static const char name[] = "Maximiliana Ro";	/* 14 characters */

	pc_record_init(&g->rec);
	memset(&g->d, 0, sizeof g->d);
	g->rec.rules.mapping = true;
	g->rec.rules.overridden = UINT32_C(1) << PC_OPTION_SEATS;
	g->rec.rules.values[PC_OPTION_SEATS] = seats;
	for (int c = 0; c < seats; c++) {
		g->rec.players[c].playing = true;
		g->rec.players[c].name = pc_strndup(name, strlen(name));
		ck_assert_ptr_nonnull(g->rec.players[c].name);
	}
	g->d.seats = (uint8_t)seats;
	g->d.awaiting = PC_AWAIT_MOVE;
	g->d.to_move = PC_PINK < seats ? PC_PINK : PC_PURPLE;
	g->d.ndice = 1;
	g->d.dice[0] = 5;
}

static char *
render(const struct game *g, bool colour, bool unicode)
{
	struct pc_board_style style = {.colour = colour, .unicode = unicode};
	struct pc_buffer out = PC_BUFFER_INIT;

	ck_assert(pc_board_render(&g->rec, &g->d, &style, &out));
	ck_assert_ptr_nonnull(out.data);
	return out.data;
}

static void
layout(struct pc_layout *l, int seats)
{
	struct pc_board b;

	ck_assert(pc_board_init(&b, seats));
	ck_assert(pc_layout_init(l, &b));
	ck_assert(l->rows);
}

/* Every line of both boards, plain, coloured and framed in box-drawing
 * characters, with names of 14 characters, fits 78 columns. */
START_TEST(test_boards_fit_78_columns)
{
	for (int seats = 6; seats <= 8; seats += 2) {
		struct game g;
		char *text;

		game_init(&g, seats);
		for (int style = 0; style < 4; style++) {
			text = render(&g, style & 1, style & 2);
			board_assert_mailable(text);
			free(text);
		}
		pc_record_free(&g.rec);
	}
}
END_TEST

/* A piece on each ring square: drawn in its first slot and nowhere
 * else; two on a square fill both slots; the square's number is drawn
 * (safe squares and exits included). */
START_TEST(test_every_ring_square)
{
	for (int seats = 6; seats <= 8; seats += 2) {
		struct pc_layout l;

		layout(&l, seats);
		ck_assert_int_eq(l.ring, 17 * seats);
		for (int s = 1; s <= l.ring; s++) {
			const struct pc_layout_square *q = &l.ring_square[s];
			struct game g;
			char *text, number[8];
			const char *cell;

			game_init(&g, seats);
			g.d.places[PC_ORANGE][1] = s;
			g.d.places[PC_BLUE][3] = s;
			text = render(&g, false, false);
			/* Drawn in seat order: blue first. */
			board_assert_piece_at(text, "B4", q->slot[0]);
			board_assert_piece_at(text, "O2", q->slot[1]);
			snprintf(number, sizeof number, "%3d", s);
			cell = board_cell_at(text, q->label.x, q->label.y);
			ck_assert_msg(cell != NULL &&
				      strncmp(cell, number, 3) == 0,
				      "square %d unnumbered", s);
			free(text);
			pc_record_free(&g.rec);
		}
	}
}
END_TEST

/* Every seat's corridor squares, nest and goal. */
START_TEST(test_corridors_nests_goals)
{
	static const char letters[] = "YBRGOPNK";

	for (int seats = 6; seats <= 8; seats += 2) {
		struct pc_layout l;

		layout(&l, seats);
		for (int c = 0; c < seats; c++) {
			char name[3] = {letters[c], '3', '\0'};

			for (int k = 1; k <= PC_CORRIDOR_SQUARES; k++) {
				struct game g;
				char *text;

				game_init(&g, seats);
				g.d.places[c][2] = PC_CORRIDOR + k;
				text = render(&g, false, false);
				board_assert_piece_at(text, name,
						l.corridor[c][k].slot[0]);
				free(text);
				pc_record_free(&g.rec);
			}
			for (int p = 0; p < PC_PIECES; p++) {
				struct game g;
				char *text, piece[3] = {letters[c],
							(char)('1' + p), 0};

				game_init(&g, seats);
				board_assert_piece_at(text = render(&g, false, false),
						piece, l.nest_slot[c][p]);
				free(text);
				g.d.places[c][p] = PC_GOAL;
				text = render(&g, false, false);
				board_assert_piece_at(text, piece, l.goal_slot[c][p]);
				free(text);
				pc_record_free(&g.rec);
			}
		}
	}
}
END_TEST

/* The ring runs on from the end of a row to the start of the next: the
 * last cell of a row and the first of the next are consecutive squares,
 * and each row's middle cell is its seat's entrance, over its c1. */
START_TEST(test_rows_run_on)
{
	for (int seats = 6; seats <= 8; seats += 2) {
		struct pc_board b;
		struct pc_layout l;

		ck_assert(pc_board_init(&b, seats));
		ck_assert(pc_layout_init(&l, &b));
		for (int s = 1; s <= l.ring; s++) {
			const struct pc_layout_square *q = &l.ring_square[s];
			const struct pc_layout_square *next =
				&l.ring_square[s % l.ring + 1];

			if (next->slot[0].y == q->slot[0].y)
				ck_assert_int_eq(next->slot[0].x,
						 q->slot[0].x + 4);
			else
				ck_assert_int_eq(next->slot[0].x, 2);
		}
		for (int k = 0; k < seats; k++) {
			const struct pc_layout_square *tip =
				&l.ring_square[b.entrance[k]];

			ck_assert_int_eq(tip->slot[0].x,
					 l.corridor[k][1].slot[0].x);
			ck_assert_int_eq(tip->arm, k);
		}
	}
}
END_TEST

static Suite *
rows_suite(void)
{
	Suite *s = suite_create("board rows");
	TCase *tc = tcase_create("rows");

	tcase_add_test(tc, test_boards_fit_78_columns);
	tcase_add_test(tc, test_every_ring_square);
	tcase_add_test(tc, test_corridors_nests_goals);
	tcase_add_test(tc, test_rows_run_on);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(rows_suite());
}
