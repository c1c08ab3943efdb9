/* check_engine_seats.c: the 6- and 8-seat boards (parchis(6), seats): 17
 * ring squares a seat, seat k's exit on 17k+5 and its corridor entrance
 * on 17k (the last seat's on the top square), safe squares 17k+5, 17k+12
 * and 17(k+1); partners opposite in pairs; the step letters of the new
 * colours. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "check-engine-util.h"

static struct pc_engine e;
static struct pc_position pos;

static void
board(int seats)
{
	util_preset_with(&e, PC_PRESET_CLASSIC, "seats", seats);
}

static void
pairs(int seats)
{
	util_preset_with(&e, PC_PRESET_PAIRS, "seats", seats);
}

/* The classic preset on seats, turning clockwise. */
static void
clockwise(int seats)
{
	struct pc_rules r;
	struct pc_error err;

	pc_rules_preset(PC_PRESET_CLASSIC, &r);
	r.seats = seats;
	r.turn_order = PC_TURN_ORDER_CLOCKWISE;
	ck_assert_msg(pc_engine_init(&e, &r, &err), "%s", err.message);
}

/* Every seat comes out on its exit, 17k + 5, with a 5. */
START_TEST(test_every_seat_comes_out_on_its_exit)
{
	static const char *const names[PC_NCOLOURS] = {
		"yellow", "blue", "red", "green", "orange", "purple", "cyan",
		"pink"};
	char text[64], want[64];

	for (int seats = 6; seats <= 8; seats += 2) {
		board(seats);
		for (int k = 0; k < seats; k++) {
			snprintf(text, sizeof text, "%s: nest",
				 names[k]);
			util_setup(&e, &pos, text);
			ck_assert_str_eq(util_legal(&e, &pos, 5), "+5");
			util_play(&e, &pos, 5, "+5");
			snprintf(want, sizeof want, "%s: %d nest nest nest",
				 names[k], 17 * k + 5);
			ck_assert_str_eq(util_where(&e, &pos), want);
		}
	}
}
END_TEST

/* The ring has 102 or 136 squares: a piece passes the 4-seat board's
 * 68 and the seats' entrances but its own. */
START_TEST(test_the_ring_runs_past_68)
{
	board(6);
	util_setup(&e, &pos, "yellow: 66; orange: 90");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 70 nest nest nest; "
					       "orange: 90 nest nest nest");
	/* Purple's path wraps from 102 to 1. */
	util_setup(&e, &pos, "purple: 100");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos), "purple: 2 nest nest nest");
	board(8);
	util_setup(&e, &pos, "pink: 135");
	util_play(&e, &pos, 3, "1");
	ck_assert_str_eq(util_where(&e, &pos), "pink: 2 nest nest nest");
}
END_TEST

/* Each seat turns into its corridor after its entrance, 17k: orange
 * (seat 4) after 68, purple after 85, cyan after 102, pink after 119,
 * and yellow after the top square, 102 or 136. */
START_TEST(test_corridor_entry_of_every_seat)
{
	board(6);
	util_setup(&e, &pos, "orange: 66");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos), "orange: c2 nest nest nest");
	util_setup(&e, &pos, "purple: 85");
	util_play(&e, &pos, 1, "1");
	ck_assert_str_eq(util_where(&e, &pos), "purple: c1 nest nest nest");
	util_setup(&e, &pos, "yellow: 100");
	util_play(&e, &pos, 3, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c1 nest nest nest");
	board(8);
	util_setup(&e, &pos, "cyan: 100");
	util_play(&e, &pos, 6, "1"); /* 6: pieces are in the nest */
	ck_assert_str_eq(util_where(&e, &pos), "cyan: c4 nest nest nest");
	util_setup(&e, &pos, "pink: 117 goal goal goal");
	util_play(&e, &pos, 5, "1");
	ck_assert_str_eq(util_where(&e, &pos), "pink: c3 goal goal goal");
	util_setup(&e, &pos, "yellow: 134");
	util_play(&e, &pos, 3, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c1 nest nest nest");
	/* The goal is 8 squares past the entrance, reached exactly. */
	util_setup(&e, &pos, "pink: c5");
	ck_assert_str_eq(util_legal(&e, &pos, 3),
			 "1+3"); /* no 10 from the nest */
	ck_assert_str_eq(util_legal(&e, &pos, 4), "pass");
}
END_TEST

/* Safe squares: 17k + 5, 17k + 12 and 17(k + 1); a piece landing on
 * one shares it, on any other square it captures. */
START_TEST(test_safe_squares_and_captures)
{
	board(8);
	for (int sq = 1; sq <= 136; sq++) {
		int off = (sq - 1) % 17 + 1;
		bool safe = off == 5 || off == 12 || off == 17;

		ck_assert_int_eq(pc_board_is_safe(&e.board, sq), safe);
	}
	/* 131 = 17 * 7 + 12 is safe: cyan is not captured there. */
	util_setup(&e, &pos, "yellow: 129; cyan: 131");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "1+2");
	/* 130 is not: yellow captures (and loses the 20, which would
	 * overshoot its goal). */
	util_setup(&e, &pos, "yellow: 128; cyan: 130");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "1+2");
	util_play(&e, &pos, 2, "1+2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 130 nest nest nest; "
					       "cyan: nest nest nest nest");
	/* Nor is 23: the capture's 20 is counted on. */
	util_setup(&e, &pos, "yellow: 20; cyan: 23");
	util_play(&e, &pos, 3, "1+3 1+20");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 43 nest nest nest; "
					       "cyan: nest nest nest nest");
}
END_TEST

/* A piece coming out on its exit captures the foreign piece that
 * arrived there last (exit_capture last_arrived), on seats 5 to 8 too. */
START_TEST(test_capture_on_the_exit_of_a_new_seat)
{
	board(6);
	util_setup(&e, &pos, "purple: nest; blue: 90; red: 90");
	/* Purple's 1 counts the 20 from 90 round the top to 8. */
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5 1+20");
	util_play(&e, &pos, 5, "+5 1+20");
	ck_assert_str_eq(util_where(&e, &pos), "blue: 90 nest nest nest; "
					       "red: nest nest nest nest; "
					       "purple: 8 nest nest nest");
}
END_TEST

/* Partners sit opposite: seat k with seat k + seats / 2. */
START_TEST(test_partners_opposite)
{
	static const int six[][2] = {{PC_YELLOW, PC_GREEN},
				     {PC_BLUE, PC_ORANGE},
				     {PC_RED, PC_PURPLE}};
	static const int eight[][2] = {{PC_YELLOW, PC_ORANGE},
				       {PC_BLUE, PC_PURPLE},
				       {PC_RED, PC_CYAN},
				       {PC_GREEN, PC_PINK}};

	pairs(6);
	pc_position_init(&e, &pos, 0x3f, PC_YELLOW);
	for (int k = 0; k < 3; k++) {
		ck_assert_int_eq(pc_partner(&e, &pos, six[k][0]), six[k][1]);
		ck_assert_int_eq(pc_partner(&e, &pos, six[k][1]), six[k][0]);
	}
	pairs(8);
	pc_position_init(&e, &pos, 0xff, PC_YELLOW);
	for (int k = 0; k < 4; k++) {
		ck_assert_int_eq(pc_partner(&e, &pos, eight[k][0]),
				 eight[k][1]);
		ck_assert_int_eq(pc_partner(&e, &pos, eight[k][1]),
				 eight[k][0]);
	}
}
END_TEST

/* In pairs on 8 seats a player home moves the partner's pieces, named
 * with the partner's letter (k for pink), and the pair wins with its
 * eight pieces home. */
START_TEST(test_pairs_on_eight_seats)
{
	struct pc_flow f;

	pairs(8);
	util_setup(&e, &pos,
		   "green: goal goal goal goal; pink: goal goal goal c6; "
		   "yellow: 40; blue: 41; red: 42; orange: 80; purple: 81; "
		   "cyan: 82");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "k4+2");
	ck_assert_str_eq(util_why(&e, &pos, 2, "o1", NULL),
			 "piece o1 is not yours");
	f = util_play(&e, &pos, 2, "k4");
	ck_assert(f.over);
	ck_assert_int_eq(pos.nfinished, 1);
	ck_assert_int_eq(pos.finished[0], PC_GREEN);
	/* Partners do capture each other (capture_partner). */
	util_setup(&e, &pos,
		   "yellow: 30; orange: 33; blue: 41; red: 42; "
		   "green: 43; purple: 81; cyan: 82; pink: 83");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3 1+20");
}
END_TEST

/* Classic on 6 seats: the first home wins; the turn passes round six
 * seats, either way. */
START_TEST(test_turns_and_result_on_six_seats)
{
	struct pc_flow f;

	board(6);
	util_setup(&e, &pos,
		   "purple: goal goal goal c7; yellow: 20; orange: 30");
	f = util_play(&e, &pos, 1, "4");
	ck_assert(f.over);
	ck_assert_int_eq(pos.finished[0], PC_PURPLE);
	util_setup(&e, &pos, "purple: 10; yellow: 20; orange: 30");
	ck_assert_int_eq(pc_next_player(&e, &pos, PC_PURPLE), PC_YELLOW);
	ck_assert_int_eq(pc_next_player(&e, &pos, PC_YELLOW), PC_ORANGE);
	clockwise(6);
	ck_assert_int_eq(pc_next_player(&e, &pos, PC_YELLOW), PC_PURPLE);
}
END_TEST

/* What the boards refuse: colours without a seat, pairs with seats
 * empty, the team event. */
START_TEST(test_rules_check_the_board)
{
	struct pc_rules r;
	char why_text[200];

	pc_rules_preset(PC_PRESET_CLASSIC, &r);
	ck_assert(!pc_rules_check(&r, 1u << PC_ORANGE | 1u, why_text,
				  sizeof why_text));
	r.seats = 6;
	ck_assert(pc_rules_check(&r, 1u << PC_ORANGE | 1u, why_text,
				 sizeof why_text));
	ck_assert(!pc_rules_check(&r, 1u << PC_PINK | 1u, why_text,
				  sizeof why_text));
	ck_assert_str_eq(why_text,
			 "cyan and pink sit at the 8-seat board (seats: 8)");
	pc_rules_preset(PC_PRESET_PAIRS, &r);
	r.seats = 8;
	ck_assert(pc_rules_check(&r, 0xff, why_text, sizeof why_text));
	ck_assert(!pc_rules_check(&r, 0x7f, why_text, sizeof why_text));
	pc_rules_preset(PC_PRESET_EVENT, &r);
	r.seats = 6;
	ck_assert(!pc_rules_check(&r, 0x3, why_text, sizeof why_text));
}
END_TEST

/* The step letters: o, p, n (cyan) and k (pink); "c1" is no step. */
START_TEST(test_step_letters)
{
	static const char letters[] = "ybrgopnk";
	struct pc_step step;
	char text[8], why_text[120];
	enum pc_colour c;

	for (int k = 0; k < PC_NCOLOURS; k++) {
		ck_assert_int_eq(pc_colour_letter((enum pc_colour)k),
				 letters[k]);
		snprintf(text, sizeof text, "%c2+4", letters[k]);
		ck_assert(pc_step_parse(text, strlen(text), &step, why_text,
					sizeof why_text));
		ck_assert(step.has_colour);
		ck_assert_int_eq(step.colour, k);
	}
	ck_assert(!pc_step_parse("c1", 2, &step, why_text, sizeof why_text));
	ck_assert(pc_colour_parse("celeste", 7, &c) && c == PC_CYAN);
	ck_assert(pc_colour_parse("rosa", 4, &c) && c == PC_PINK);
	ck_assert(pc_colour_parse("naranja", 7, &c) && c == PC_ORANGE);
	ck_assert(pc_colour_parse("morado", 6, &c) && c == PC_PURPLE);
}
END_TEST

/* Arrival stamps are 16 bits: before the clock could wrap they are
 * renumbered in the same order, so who arrived last on a square stays
 * known; a position with room enough is left alone. */
START_TEST(test_arrival_stamps_keep_their_order_past_the_wrap)
{
	board(8);
	util_setup(&e, &pos,
		   "yellow: 10 nest nest nest; pink: 10 nest nest nest");
	pos.arrived[PC_YELLOW][0] = 65000;
	pos.arrived[PC_PINK][0] = 65534;
	pos.arrived[PC_PINK][1] = 7;
	pos.clock = UINT16_MAX - PC_CLOCK_ROOM;
	pc_position_make_room(&pos);
	ck_assert_int_eq(pos.clock, UINT16_MAX - PC_CLOCK_ROOM);
	ck_assert_int_eq(pos.arrived[PC_PINK][0], 65534);
	pos.clock = UINT16_MAX - PC_CLOCK_ROOM + 1;
	/* The stamps were 0 (no seat), 1 to 4 (yellow's setup) but 65000,
	 * 5 to 8 (pink's) but 65534 and a 7: eight distinct values. */
	pc_position_make_room(&pos);
	ck_assert_int_eq(pos.clock, 8);
	ck_assert_int_eq(pos.arrived[PC_CYAN][3], 1);
	ck_assert_int_eq(pos.arrived[PC_PINK][1], pos.arrived[PC_PINK][2]);
	ck_assert_int_lt(pos.arrived[PC_PINK][1], pos.arrived[PC_YELLOW][0]);
	ck_assert_int_lt(pos.arrived[PC_YELLOW][0], pos.arrived[PC_PINK][0]);
	ck_assert_int_eq(pos.arrived[PC_PINK][0], 8);
}
END_TEST

static Suite *
seats_suite(void)
{
	Suite *s = suite_create("engine seats");
	TCase *tc = tcase_create("seats");

	tcase_add_test(tc, test_every_seat_comes_out_on_its_exit);
	tcase_add_test(tc, test_the_ring_runs_past_68);
	tcase_add_test(tc, test_corridor_entry_of_every_seat);
	tcase_add_test(tc, test_safe_squares_and_captures);
	tcase_add_test(tc, test_capture_on_the_exit_of_a_new_seat);
	tcase_add_test(tc, test_partners_opposite);
	tcase_add_test(tc, test_pairs_on_eight_seats);
	tcase_add_test(tc, test_turns_and_result_on_six_seats);
	tcase_add_test(tc, test_rules_check_the_board);
	tcase_add_test(tc, test_step_letters);
	tcase_add_test(tc, test_arrival_stamps_keep_their_order_past_the_wrap);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(seats_suite());
}
