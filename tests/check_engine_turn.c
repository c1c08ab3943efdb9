/* check_engine_turn.c: the turn flow (parchis(6), repeat_roll, three_sixes):
 * rolling again after a 6, the third 6, seat order, the end of the game
 * and its places. */
#include <config.h>

#include <stdlib.h>

#include "check-engine-util.h"

static struct pc_engine e;
static struct pc_position pos;

START_TEST(test_six_rolls_again)
{
	struct pc_flow f;

	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10; red: 20");
	f = util_play(&e, &pos, 6, "1");
	ck_assert(f.again);
	ck_assert(!f.penalty);
	ck_assert_int_eq(f.next, PC_YELLOW);
	ck_assert_int_eq(pos.sixes, 1);
	f = util_play(&e, &pos, 3, "1");
	ck_assert(!f.again);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_int_eq(pos.sixes, 0);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 19 nest nest nest; "
					       "red: 20 nest nest nest");
}
END_TEST

START_TEST(test_repeat_roll_false_option)
{
	util_classic_with(&e, "repeat_roll", 0);
	util_setup(&e, &pos, "yellow: 10; red: 20");
	ck_assert_int_eq(util_play(&e, &pos, 6, "1").next, PC_RED);
	ck_assert_int_eq(pos.sixes, 0);
}
END_TEST

START_TEST(test_pass_on_six_still_rolls_again)
{
	struct pc_flow f;

	util_classic(&e);
	util_setup(&e, &pos, "yellow: nest; red: 20");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "pass");
	f = util_play(&e, &pos, 6, "pass");
	ck_assert(f.again);
	ck_assert_int_eq(f.next, PC_YELLOW);
}
END_TEST

START_TEST(test_third_six_sends_last_moved_piece_home)
{
	struct pc_flow f;

	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 20; red: 40");
	util_play(&e, &pos, 6, "1");
	util_play(&e, &pos, 6, "2");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "pass");
	f = util_play(&e, &pos, 6, "");
	ck_assert(f.penalty);
	ck_assert(!f.again);
	ck_assert_int_eq(f.sent_home, 1);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 16 nest nest nest; "
					       "red: 40 nest nest nest");
}
END_TEST

/* The last move of the turn may be a bonus count: that piece goes. */
START_TEST(test_third_six_counts_bonus_as_last_move)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 30; red: 16; sixes: 1");
	util_play(&e, &pos, 6, "1 2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 16 50 nest nest; "
					       "red: nest nest nest nest");
	util_play(&e, &pos, 6, "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 16 nest nest nest; "
					       "red: nest nest nest nest");
}
END_TEST

START_TEST(test_third_six_spares_piece_in_corridor)
{
	struct pc_flow f;

	util_classic(&e);
	util_setup(&e, &pos, "yellow: 60 20; red: 40");
	util_play(&e, &pos, 6, "1");
	util_play(&e, &pos, 6, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c4 20 nest nest; "
					       "red: 40 nest nest nest");
	f = util_play(&e, &pos, 6, "pass");
	ck_assert(f.penalty);
	ck_assert_int_eq(f.sent_home, PC_NO_PIECE);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c4 20 nest nest; "
					       "red: 40 nest nest nest");
}
END_TEST

START_TEST(test_third_six_none_option)
{
	struct pc_flow f;

	util_classic_with(&e, "three_sixes", PC_THREE_SIXES_NONE);
	util_setup(&e, &pos, "yellow: 10 20; red: 40; sixes: 2; last: 1");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+6|2+6");
	f = util_play(&e, &pos, 6, "2");
	ck_assert(f.again);
	ck_assert(!f.penalty);
}
END_TEST

START_TEST(test_third_six_furthest_option)
{
	struct pc_flow f;

	/* The piece furthest along goes back, from its corridor too (the
	 * American rule: only a piece home is safe); with none but home
	 * and the nest, nothing happens. */
	util_classic_with(&e, "three_sixes", PC_THREE_SIXES_FURTHEST);
	util_setup(&e, &pos, "yellow: 10 60 c2; red: 40; sixes: 2; last: 1");
	f = util_play(&e, &pos, 6, "");
	ck_assert(f.penalty);
	ck_assert_int_eq(f.sent_home, 2);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 10 60 nest nest; "
					       "red: 40 nest nest nest");
	util_setup(&e, &pos, "yellow: 10 60 goal; red: 40; sixes: 2; last: 1");
	f = util_play(&e, &pos, 6, "");
	ck_assert_int_eq(f.sent_home, 1);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 10 nest goal nest; "
					       "red: 40 nest nest nest");
	util_setup(&e, &pos, "yellow: goal; red: 40; sixes: 2; last: 1");
	f = util_play(&e, &pos, 6, "");
	ck_assert(f.penalty);
	ck_assert_int_eq(f.sent_home, PC_NO_PIECE);
}
END_TEST

START_TEST(test_turn_passes_counterclockwise)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10; blue: 30; green: 40");
	ck_assert_int_eq(util_play(&e, &pos, 3, "1").next, PC_BLUE);
	ck_assert_int_eq(util_play(&e, &pos, 3, "1").next, PC_GREEN);
	ck_assert_int_eq(util_play(&e, &pos, 3, "1").next, PC_YELLOW);
	ck_assert_int_eq(pc_next_player(&e, &pos, PC_BLUE), PC_GREEN);
}
END_TEST

START_TEST(test_turn_order_clockwise_option)
{
	util_classic_with(&e, "turn_order", PC_TURN_ORDER_CLOCKWISE);
	util_setup(&e, &pos, "yellow: 10; blue: 30; green: 40");
	ck_assert_int_eq(util_play(&e, &pos, 3, "1").next, PC_GREEN);
	ck_assert_int_eq(util_play(&e, &pos, 3, "1").next, PC_BLUE);
}
END_TEST

START_TEST(test_game_ends_with_four_home)
{
	struct pc_flow f;

	util_classic(&e);
	util_setup(&e, &pos, "yellow: goal goal goal c7; red: 20");
	ck_assert_str_eq(util_legal(&e, &pos, 1), "4+1");
	f = util_play(&e, &pos, 1, "4");
	ck_assert(f.over);
	ck_assert(pos.over);
	ck_assert_int_eq(pos.nfinished, 1);
	ck_assert_int_eq(pos.finished[0], PC_YELLOW);
	ck_assert_str_eq(util_legal(&e, &pos, 3), "");
	ck_assert_str_eq(util_why(&e, &pos, 3, "1", NULL), "the game is over");
}
END_TEST

/* With places 2 the game goes on; the finished player leaves the
 * rotation and does not roll again after a 6. */
START_TEST(test_places_two_play_goes_on)
{
	struct pc_flow f;

	util_classic_with(&e, "places", 2);
	util_setup(&e, &pos, "yellow: goal goal goal c1; blue: 30; red: 40");
	f = util_play(&e, &pos, 6, "4+7");
	ck_assert(!f.over);
	ck_assert(!f.again);
	ck_assert_int_eq(f.next, PC_BLUE);
	util_play(&e, &pos, 3, "1");
	ck_assert_int_eq(util_play(&e, &pos, 3, "1").next, PC_BLUE);
	util_setup(&e, &pos, "blue: goal goal goal c7; red: 40; move: blue");
	pos.playing |= 1u << PC_YELLOW;
	pos.finished[pos.nfinished++] = PC_YELLOW;
	f = util_play(&e, &pos, 1, "4");
	ck_assert(f.over);
	ck_assert_int_eq(pos.nfinished, 2);
	ck_assert_int_eq(pos.finished[1], PC_BLUE);
}
END_TEST

START_TEST(test_places_end_when_all_but_one_finished)
{
	util_classic_with(&e, "places", 3);
	util_setup(&e, &pos, "yellow: goal goal goal c7; red: 20");
	ck_assert(util_play(&e, &pos, 1, "4").over);
}
END_TEST

START_TEST(test_start_in_play_option)
{
	util_classic_with(&e, "start_in_play", 1);
	pc_position_init(&e, &pos, 1u << PC_YELLOW | 1u << PC_RED, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 5 nest nest nest; "
					       "red: 39 nest nest nest");
	ck_assert_int_eq(pos.to_move, PC_RED);
}
END_TEST

START_TEST(test_engine_refuses_options_not_played_yet)
{
	struct pc_rules r;
	struct pc_error err;

	pc_rules_preset(PC_PRESET_SUPERPARCHIS, &r);
	ck_assert(pc_engine_init(&e, &r, &err));
	pc_rules_preset(PC_PRESET_PAIRS, &r);
	ck_assert(pc_engine_init(&e, &r, &err));
	pc_rules_preset(PC_PRESET_EVENT, &r);
	ck_assert(pc_engine_init(&e, &r, &err));
	r.dice_per_roll = 3;
	ck_assert(!pc_engine_init(&e, &r, &err));
	ck_assert_int_eq(err.status, PC_ERR_UNAVAILABLE);
	ck_assert_str_eq(err.message,
			 "the engine does not play 3 dice a roll");
}
END_TEST

START_TEST(test_setup_refuses_impossible_places)
{
	int places[PC_PIECES] = {3, PC_NEST, PC_NEST, PC_NEST};
	int crowd[PC_PIECES] = {10, 10, 10, PC_NEST};
	struct pc_error err;

	util_classic(&e);
	pc_position_init(&e, &pos, 0, PC_YELLOW);
	ck_assert_int_eq(pc_position_set(&e, &pos, PC_YELLOW, places, &err),
			 PC_ERR_DATA);
	ck_assert_str_eq(err.message, "a yellow piece cannot stand on 3");
	ck_assert_int_eq(pc_position_set(&e, &pos, PC_YELLOW, crowd, &err),
			 PC_ERR_DATA);
	ck_assert_str_eq(err.message, "10 holds more than two pieces");
}
END_TEST

static Suite *
turn_suite(void)
{
	Suite *s = suite_create("engine turn flow");
	TCase *tc = tcase_create("flow");

	tcase_add_test(tc, test_six_rolls_again);
	tcase_add_test(tc, test_repeat_roll_false_option);
	tcase_add_test(tc, test_pass_on_six_still_rolls_again);
	tcase_add_test(tc, test_third_six_sends_last_moved_piece_home);
	tcase_add_test(tc, test_third_six_counts_bonus_as_last_move);
	tcase_add_test(tc, test_third_six_spares_piece_in_corridor);
	tcase_add_test(tc, test_third_six_none_option);
	tcase_add_test(tc, test_third_six_furthest_option);
	tcase_add_test(tc, test_turn_passes_counterclockwise);
	tcase_add_test(tc, test_turn_order_clockwise_option);
	tcase_add_test(tc, test_game_ends_with_four_home);
	tcase_add_test(tc, test_places_two_play_goes_on);
	tcase_add_test(tc, test_places_end_when_all_but_one_finished);
	tcase_add_test(tc, test_start_in_play_option);
	tcase_add_test(tc, test_engine_refuses_options_not_played_yet);
	tcase_add_test(tc, test_setup_refuses_impossible_places);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(turn_suite());
}
