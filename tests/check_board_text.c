/* check_board_text.c: the drawn board. Golden files pin whole boards
 * (tests/golden/board-*.txt; run with UPDATE_GOLDEN=1 to rewrite them
 * after a deliberate change, then read the diff), and property tests put
 * a piece on every square and look for it where the layout says. */
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

enum { Y = PC_YELLOW, B = PC_BLUE, R = PC_RED, G = PC_GREEN };

/* The colours of the 4-seat board, the cross these tests draw
 * (check_board_rows.c draws the 6- and 8-seat boards). */
enum { CROSS_SEATS = 4 };

struct game {
	struct pc_record rec;
	struct pc_derived d;
};

/* A game with the given colours seated (bit c: colour c), every piece in
 * its nest, yellow to move after a 5. */
static void
game_init(struct game *g, unsigned seated)
{
	static const char *const names[CROSS_SEATS] = {"Ana", "Bea", "Luis",
						       "Gus"};

	pc_record_init(&g->rec);
	memset(&g->d, 0, sizeof g->d);
	for (int c = 0; c < CROSS_SEATS; c++) {
		if (!(seated & (1u << c)))
			continue;
		g->rec.players[c].playing = true;
		g->rec.players[c].name = pc_strndup(names[c],
						    strlen(names[c]));
		ck_assert_ptr_nonnull(g->rec.players[c].name);
	}
	g->d.awaiting = PC_AWAIT_MOVE;
	g->d.to_move = PC_YELLOW;
	g->d.ndice = 1;
	g->d.dice[0] = 5;
}

static void
set_name(struct game *g, int c, const char *name)
{
	free(g->rec.players[c].name);
	g->rec.players[c].name = pc_strndup(name, strlen(name));
	ck_assert_ptr_nonnull(g->rec.players[c].name);
}

/* The board of g as a new string (the caller frees it). */
static char *
render(const struct game *g, bool colour, bool unicode)
{
	struct pc_board_style style = {.colour = colour, .unicode = unicode};
	struct pc_buffer out = PC_BUFFER_INIT;

	ck_assert(pc_board_render(&g->rec, &g->d, &style, &out));
	ck_assert_ptr_nonnull(out.data);
	return out.data;
}

/* Plain text: ASCII but for the bytes of the players' names. */
static void
assert_ascii_but_names(const struct game *g, const char *text)
{
	char *copy = strdup(text);

	ck_assert_ptr_nonnull(copy);
	for (int c = 0; c < CROSS_SEATS; c++) {
		const char *name = g->rec.players[c].name;
		char *at;

		if (name == NULL || name[0] == '\0')
			continue;
		/* Names may be cut: blank out their first characters. */
		while ((at = strstr(copy, name)) != NULL)
			memset(at, 'x', strlen(name));
	}
	for (const char *p = copy; *p != '\0'; p++)
		ck_assert_msg((unsigned char)*p < 0x80 && *p != '\033',
			      "not ASCII at byte %td", p - copy);
	free(copy);
}

static void
golden(const char *name, const char *text)
{
	char path[4200];
	char *want;

	snprintf(path, sizeof path, "%s/golden/%s", util_tests_folder(), name);
	if (getenv("UPDATE_GOLDEN") != NULL)
		util_spit(path, text, strlen(text));
	want = util_slurp(path, NULL);
	ck_assert_msg(strcmp(want, text) == 0, "%s differs; got:\n%s", name,
		      text);
	free(want);
}

static void
layout(struct pc_layout *l)
{
	struct pc_board b;

	ck_assert(pc_board_init(&b, CROSS_SEATS));
	ck_assert(pc_layout_init(l, &b));
}

START_TEST(test_initial_board)
{
	struct game g;
	char *text;

	game_init(&g, 0xF);
	text = render(&g, false, false);
	board_assert_mailable(text);
	assert_ascii_but_names(&g, text);
	golden("board-initial.txt", text);
	for (int c = 0; c < CROSS_SEATS; c++)
		ck_assert_ptr_nonnull(strstr(text, g.rec.players[c].name));
	ck_assert_ptr_nonnull(strstr(text, "\nyellow to move: roll 5\n"));
	free(text);
	pc_record_free(&g.rec);
}
END_TEST

/* A piece on every kind of square: ring, safe, exit, corridor, nest,
 * goal, two colours sharing a safe square, a barrier. */
static void
every_kind(struct game *g)
{
	static const int places[CROSS_SEATS][PC_PIECES] = {
		[Y] = {30, 29, PC_CORRIDOR + 3, PC_GOAL},	/* ring, safe */
		[B] = {22, 29, 60, PC_NEST},		/* exit, shares 29 */
		[R] = {PC_GOAL, PC_GOAL, 10, 10},	/* goal, barrier */
		[G] = {PC_CORRIDOR + 7, PC_CORRIDOR + 1, 51, PC_NEST},
	};

	game_init(g, 0xF);
	memcpy(g->d.places, places, sizeof places);
	g->d.awaiting = PC_AWAIT_ROLL;
	g->d.to_move = PC_RED;
}

START_TEST(test_every_kind_of_square)
{
	struct game g;
	struct pc_layout l;
	char *text;

	every_kind(&g);
	layout(&l);
	text = render(&g, false, false);
	board_assert_mailable(text);
	assert_ascii_but_names(&g, text);
	golden("board-kinds.txt", text);
	/* Both pieces of the shared safe square and of the barrier. */
	board_assert_piece_at(text, "Y2", l.ring_square[29].slot[0]);
	board_assert_piece_at(text, "B2", l.ring_square[29].slot[1]);
	board_assert_piece_at(text, "R3", l.ring_square[10].slot[0]);
	board_assert_piece_at(text, "R4", l.ring_square[10].slot[1]);
	board_assert_piece_at(text, "Y3", l.corridor[Y][3].slot[0]);
	board_assert_piece_at(text, "Y4", l.goal_slot[Y][3]);
	board_assert_piece_at(text, "B4", l.nest_slot[B][3]);
	ck_assert_ptr_nonnull(strstr(text, "\nred to roll\n"));
	free(text);
	pc_record_free(&g.rec);
}
END_TEST

START_TEST(test_finished_game)
{
	struct game g;
	char *text;

	game_init(&g, 0xF);
	for (int c = 0; c < CROSS_SEATS; c++)
		for (int p = 0; p < PC_PIECES; p++)
			g.d.places[c][p] = PC_GOAL;
	g.d.places[G][2] = PC_CORRIDOR + 5;
	g.d.places[G][3] = 40;
	g.d.awaiting = PC_AWAIT_NOTHING;
	g.d.nfinished = 3;
	g.d.finished[0] = R;
	g.d.finished[1] = B;
	g.d.finished[2] = Y;
	text = render(&g, false, false);
	board_assert_mailable(text);
	golden("board-finished.txt", text);
	ck_assert_ptr_nonnull(strstr(
		text, "\ngame over: red wins; place 2: blue; place 3: yellow\n"));
	free(text);
	pc_record_free(&g.rec);
}
END_TEST

START_TEST(test_two_players)
{
	struct game g;
	char *text;

	game_init(&g, (1u << Y) | (1u << R));
	g.d.places[Y][0] = 5;
	g.d.places[R][0] = 39;
	g.d.places[R][1] = 44;
	/* Unseated colours' places are ignored, whatever they hold. */
	g.d.places[B][0] = 12;
	g.d.to_move = R;
	g.d.dice[0] = 3;
	text = render(&g, false, false);
	board_assert_mailable(text);
	golden("board-two.txt", text);
	ck_assert_int_eq(board_occurrences(text, "B1"), 0);
	ck_assert_int_eq(board_occurrences(text, "G1"), 0);
	ck_assert_int_eq(board_occurrences(text, "(no player)"), 2);
	free(text);
	pc_record_free(&g.rec);
}
END_TEST

START_TEST(test_colour)
{
	struct game g;
	char *plain, *coloured, *stripped;
	size_t n = 0;

	every_kind(&g);
	plain = render(&g, false, false);
	coloured = render(&g, true, false);
	ck_assert_ptr_null(strchr(plain, '\033'));
	ck_assert_ptr_nonnull(strstr(coloured, "\033[1;33mY1"));
	ck_assert_ptr_nonnull(strstr(coloured, "\033[1;31mR3"));
	board_assert_mailable(coloured);
	golden("board-colour.txt", coloured);
	/* Without its escapes it is the plain board. */
	stripped = strdup(coloured);
	ck_assert_ptr_nonnull(stripped);
	for (const char *p = coloured; *p != '\0'; p++) {
		if (*p == '\033') {
			p = strchr(p, 'm');
			continue;
		}
		stripped[n++] = *p;
	}
	stripped[n] = '\0';
	ck_assert_str_eq(stripped, plain);
	/* Every escape is reset before the end of its line. */
	for (const char *p = strchr(coloured, '\n'); p != NULL;
	     p = strchr(p + 1, '\n'))
		ck_assert(p[-1] != 'm' || strncmp(p - 4, "\033[0m", 4) == 0);
	free(stripped);
	free(coloured);
	free(plain);
	pc_record_free(&g.rec);
}
END_TEST

START_TEST(test_unicode)
{
	struct game g;
	char *text, *plain;

	every_kind(&g);
	text = render(&g, false, true);
	plain = render(&g, false, false);
	board_assert_mailable(text);
	golden("board-unicode.txt", text);
	ck_assert_ptr_nonnull(strstr(text, "\u253C"));	/* a crossing */
	ck_assert_ptr_null(strstr(text, "+-"));
	/* The same drawing: as many characters on every line. */
	ck_assert_int_eq(board_columns(text, strlen(text)),
			 board_columns(plain, strlen(plain)));
	free(plain);
	free(text);
	pc_record_free(&g.rec);
}
END_TEST

START_TEST(test_board_text_is_plain_render)
{
	struct game g;
	struct pc_buffer out = PC_BUFFER_INIT;
	char *text;

	every_kind(&g);
	text = render(&g, false, false);
	ck_assert(pc_board_text(&g.rec, &g.d, &out));
	ck_assert_str_eq(out.data, text);
	pc_buffer_free(&out);
	free(text);
	pc_record_free(&g.rec);
}
END_TEST

/* One piece on each ring square in turn: drawn at the square's first
 * slot and nowhere else; the square's number is drawn at its label. */
START_TEST(test_every_ring_square)
{
	struct game g;
	struct pc_layout l;

	layout(&l);
	ck_assert_int_eq(l.ring, PC_RING_SQUARES);
	for (int s = 1; s <= l.ring; s++) {
		const struct pc_layout_square *q = &l.ring_square[s];
		const char *cell;
		char *text, number[8];

		game_init(&g, 0xF);
		g.d.places[B][1] = s;
		text = render(&g, false, false);
		board_assert_piece_at(text, "B2", q->slot[0]);
		snprintf(number, sizeof number,
			 q->label_flush_left ? "%d" : "%2d", s);
		cell = board_cell_at(text, q->label.x, q->label.y);
		ck_assert_ptr_nonnull(cell);
		ck_assert_msg(strncmp(cell, number, strlen(number)) == 0,
			      "square %d unnumbered", s);
		free(text);
		pc_record_free(&g.rec);
	}
}
END_TEST

/* Two pieces on each ring square: both drawn, in the two slots. */
START_TEST(test_two_on_every_ring_square)
{
	struct game g;
	struct pc_layout l;

	layout(&l);
	for (int s = 1; s <= l.ring; s++) {
		char *text;

		game_init(&g, 0xF);
		g.d.places[G][0] = s;
		g.d.places[R][2] = s;
		text = render(&g, false, false);
		board_assert_piece_at(text, "R3", l.ring_square[s].slot[0]);
		board_assert_piece_at(text, "G1", l.ring_square[s].slot[1]);
		free(text);
		pc_record_free(&g.rec);
	}
}
END_TEST

/* Every corridor square, nest and goal of every colour. */
START_TEST(test_corridors_nests_goals)
{
	struct game g;
	struct pc_layout l;
	char name[3] = "?3";

	layout(&l);
	for (int c = 0; c < CROSS_SEATS; c++) {
		name[0] = "YBRG"[c];
		for (int k = 1; k <= PC_CORRIDOR_SQUARES; k++) {
			char *text;

			game_init(&g, 0xF);
			g.d.places[c][2] = PC_CORRIDOR + k;
			text = render(&g, false, false);
			board_assert_piece_at(text, name, l.corridor[c][k].slot[0]);
			free(text);
			pc_record_free(&g.rec);
		}
		for (int p = 0; p < PC_PIECES; p++) {
			char *text, piece[3] = {name[0], (char)('1' + p), 0};

			game_init(&g, 0xF);
			text = render(&g, false, false);
			board_assert_piece_at(text, piece, l.nest_slot[c][p]);
			free(text);
			g.d.places[c][p] = PC_GOAL;
			text = render(&g, false, false);
			board_assert_piece_at(text, piece, l.goal_slot[c][p]);
			free(text);
			pc_record_free(&g.rec);
		}
	}
}
END_TEST

/* Every square's spots lie inside the drawing and no two squares share
 * a slot. */
START_TEST(test_layout_is_consistent)
{
	static char used[64][128];
	struct pc_layout l;

	layout(&l);
	memset(used, 0, sizeof used);
	for (int s = 1; s <= l.ring + l.seats * PC_CORRIDOR_SQUARES; s++) {
		const struct pc_layout_square *q =
			s <= l.ring ? &l.ring_square[s]
				    : &l.corridor[(s - l.ring - 1) / 7]
						 [(s - l.ring - 1) % 7 + 1];

		for (int i = 0; i < 2; i++) {
			int x = q->slot[i].x, y = q->slot[i].y;

			ck_assert(x >= 0 && x + 1 < l.width && y >= 0 &&
				  y < l.height);
			ck_assert_msg(!used[y][x] && !used[y][x + 1],
				      "square %d overlaps", s);
			used[y][x] = used[y][x + 1] = 1;
		}
	}
	ck_assert_int_lt(l.width, 78);
}
END_TEST

/* Names are cut by characters, never inside a UTF-8 sequence; controls
 * never reach the terminal. */
START_TEST(test_names)
{
	struct game g;
	char *text;
	char longest[PC_NAME_MAX + 1];

	game_init(&g, 0xF);
	for (int i = 0; i < PC_NAME_MAX; i += 2)
		memcpy(longest + i, "\xC3\xB1", 2);	/* 32 of "ñ" */
	longest[PC_NAME_MAX] = '\0';
	set_name(&g, Y, longest);
	set_name(&g, B, "Bea\tx\033[31m");
	set_name(&g, G, "Gu\xC3s\xC3");	/* broken sequences */
	set_name(&g, R, "\xE2\x82\xAC\xE2\x82\xAC Jos\xC3\xA9 Mar\xC3\xAD"
			"a de la Cruz");
	text = render(&g, false, false);
	board_assert_mailable(text);
	ck_assert_int_eq(board_occurrences(text, "\xC3\xB1"), PC_NEST_TEXT_MAX);
	ck_assert_ptr_null(strchr(text, '\033'));
	ck_assert_ptr_nonnull(strstr(text, "Bea?x?[31m"));
	ck_assert_ptr_nonnull(strstr(text, "| Gu?s?"));
	ck_assert_ptr_nonnull(strstr(text, "\xE2\x82\xAC\xE2\x82\xAC Jos"
					   "\xC3\xA9 Mar\xC3\xAD" "a  |"));
	free(text);
	pc_record_free(&g.rec);
}
END_TEST

START_TEST(test_listing)
{
	struct game g;
	struct pc_buffer out = PC_BUFFER_INIT;

	every_kind(&g);
	set_name(&g, R, "Luis\xE2\x80\xAEsiuL");	/* a bidi override */
	ck_assert(pc_board_listing(&g.rec, &g.d, &out));
	ck_assert_str_eq(out.data,
		"yellow  Ana             1: 30    2: 29    3: c3    4: goal\n"
		"blue    Bea             1: 22    2: 29    3: 60    4: nest\n"
		"red     Luis?siuL       1: goal  2: goal  3: 10    4: 10\n"
		"green   Gus             1: c7    2: c1    3: 51    4: nest\n");
	board_assert_mailable(out.data);
	pc_buffer_free(&out);
	pc_record_free(&g.rec);
}
END_TEST

START_TEST(test_status_lines)
{
	struct pc_derived d;
	struct pc_buffer out = PC_BUFFER_INIT;

	memset(&d, 0, sizeof d);
	d.awaiting = PC_AWAIT_OPENING;
	d.rollers = (1u << Y) | (1u << R);
	ck_assert(pc_status_text(&d, &out));
	d.awaiting = PC_AWAIT_ROLL;
	d.to_move = R;
	ck_assert(pc_status_text(&d, &out));
	d.awaiting = PC_AWAIT_MOVE;
	d.ndice = 2;
	d.dice[0] = 4;
	d.dice[1] = 1;
	ck_assert(pc_status_text(&d, &out));
	ck_assert_str_eq(out.data, "opening roll: yellow red\nred to roll\n"
				   "red to move: roll 4 1\n");
	pc_buffer_free(&out);
}
END_TEST

/* Eight places and a block: longer than the fixed line the status was
 * once built in, which a long translation overran. */
START_TEST(test_status_line_of_eight_places)
{
	static const char want[] =
		"game over: yellow wins; place 2: blue; place 3: red; "
		"place 4: green; place 5: orange; place 6: purple; place 7: "
		"cyan; place 8: pink; then blocked\n";
	struct pc_derived d;
	struct pc_buffer out = PC_BUFFER_INIT;

	memset(&d, 0, sizeof d);
	d.awaiting = PC_AWAIT_NOTHING;
	d.seats = 8;
	d.nfinished = 8;
	for (int c = 0; c < 8; c++)
		d.finished[c] = (uint8_t)c;
	d.blocked = true;
	ck_assert(pc_status_text(&d, &out));
	ck_assert_str_eq(out.data, want);
	pc_buffer_free(&out);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("board_text");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_initial_board);
	tcase_add_test(tc, test_status_line_of_eight_places);
	tcase_add_test(tc, test_every_kind_of_square);
	tcase_add_test(tc, test_finished_game);
	tcase_add_test(tc, test_two_players);
	tcase_add_test(tc, test_colour);
	tcase_add_test(tc, test_unicode);
	tcase_add_test(tc, test_board_text_is_plain_render);
	tcase_add_test(tc, test_every_ring_square);
	tcase_add_test(tc, test_two_on_every_ring_square);
	tcase_add_test(tc, test_corridors_nests_goals);
	tcase_add_test(tc, test_layout_is_consistent);
	tcase_add_test(tc, test_names);
	tcase_add_test(tc, test_listing);
	tcase_add_test(tc, test_status_lines);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
