/* check_engine_check.c: checking the steps a player wrote
 * (pc_check_steps): complete plays with amounts filled in, prefixes with
 * the choices left, and the explanation of an illegal step. */
#include <config.h>

#include <stdlib.h>

#include "check-engine-util.h"

static struct pc_engine e;
static struct pc_position pos;
static struct pc_check res;
static char text[PC_PLAY_TEXT_MAX];

/* The completed play of a complete check, as text. */
static const char *
completed(int roll, const char *steps)
{
	ck_assert_int_eq(util_check_text(&e, &pos, roll, steps, &res),
			 PC_PLAY_COMPLETE);
	return pc_play_format(&e, &res.play, PC_NOTATION_SHORT, text);
}

START_TEST(test_check_fills_in_amounts)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 20");
	ck_assert_str_eq(completed(3, "1"), "1+3");
	ck_assert_str_eq(completed(3, "y2+3"), "2+3");
}
END_TEST

START_TEST(test_check_without_steps_plays_forced_turn)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10");
	ck_assert_str_eq(completed(3, ""), "1+3");
	util_setup(&e, &pos, "yellow: nest");
	ck_assert_str_eq(completed(3, ""), "pass");
	ck_assert_str_eq(completed(3, "pass"), "pass");
	ck_assert_str_eq(completed(3, "paso"), "pass");	/* in Spanish */
	util_setup(&e, &pos, "yellow: 10 20");
	ck_assert_str_eq(util_completions(&e, &pos, 3, ""), "1+3|2+3");
}
END_TEST

START_TEST(test_check_completes_forced_bonus)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 60; red: 14");
	ck_assert_str_eq(completed(4, "1"), "1+4 1+20");
	util_setup(&e, &pos, "yellow: 9; red: 13; blue: 33");
	ck_assert_str_eq(completed(4, "1"), "1+4 1+20 1+20");
	ck_assert_str_eq(completed(4, "1 1+20"), "1+4 1+20 1+20");
}
END_TEST

START_TEST(test_check_prefix_lists_completions)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 30; red: 14");
	ck_assert_str_eq(util_completions(&e, &pos, 4, "1"),
			 "1+4 1+20|1+4 2+20");
	util_check_text(&e, &pos, 4, "1+4", &res);
	ck_assert_int_eq(res.verdict, PC_PLAY_PARTIAL);
	ck_assert_uint_eq(res.ncompletions, 2);
}
END_TEST

START_TEST(test_check_plus_five_brings_out_lowest)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10");
	ck_assert_str_eq(completed(5, "+5"), "+5");
	ck_assert_str_eq(completed(5, "2"), "+5");
	ck_assert_str_eq(completed(5, "2+5"), "+5");
	ck_assert_str_eq(util_why(&e, &pos, 5, "3", NULL),
			 "piece 3 cannot come out: piece 2, the "
			 "lowest-numbered in the nest, comes out first");
}
END_TEST

START_TEST(test_check_names_bad_step_index)
{
	int bad = -1;

	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 30; red: 14");
	ck_assert_str_eq(util_why(&e, &pos, 4, "1 2+10", &bad),
			 "piece 2 cannot move 10: the count is 20");
	ck_assert_int_eq(bad, 1);
	ck_assert_str_eq(util_why(&e, &pos, 4, "1 2 1", &bad),
			 "the roll is played out: nothing is left to move");
	ck_assert_int_eq(bad, 2);
	ck_assert_str_eq(util_why(&e, &pos, 4, "1 +20", &bad),
			 "a count of 20 cannot bring a piece out of the nest");
	ck_assert_int_eq(bad, 1);
}
END_TEST

START_TEST(test_check_explains_wrong_amount)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10");
	ck_assert_str_eq(util_why(&e, &pos, 3, "1+4", NULL),
			 "piece 1 cannot move 4: the roll is 3");
	ck_assert_str_eq(util_why(&e, &pos, 6, "1+7", NULL),
			 "piece 1 cannot move 7: a 6 counts 7 only when no "
			 "piece is in the nest");
	util_setup(&e, &pos, "yellow: 10 20 30 40");
	ck_assert_str_eq(util_why(&e, &pos, 6, "1+6", NULL),
			 "piece 1 cannot move 6: a 6 counts 7 when no piece "
			 "is in the nest");
}
END_TEST

START_TEST(test_check_explains_obligations)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10");
	ck_assert_str_eq(util_why(&e, &pos, 5, "1", NULL),
			 "a 5 must bring a piece out");
	util_setup(&e, &pos, "yellow: 34 34 20 nest");
	ck_assert_str_eq(util_why(&e, &pos, 6, "3", NULL),
			 "a 6 must open your barrier on 34");
	util_setup(&e, &pos, "yellow: 34 34 20 20; red: 29");
	ck_assert_str_eq(util_why(&e, &pos, 6, "pass", NULL),
			 "you cannot pass: piece 1 can move 7");
}
END_TEST

/* With mixed barriers one player can stand in two barriers with two
 * pieces and still have others: the message names both. */
START_TEST(test_check_explains_choice_of_barriers)
{
	util_classic_with(&e, "barriers", PC_BARRIERS_MIXED);
	util_setup(&e, &pos, "yellow: 12 29 40 nest; red: 12; blue: 29");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+6|2+6");
	ck_assert_str_eq(util_why(&e, &pos, 6, "3", NULL),
			 "a 6 must open one of your barriers, on 12 or 29");
}
END_TEST

START_TEST(test_check_explains_come_out_on_other_roll)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10");
	ck_assert_str_eq(util_why(&e, &pos, 3, "+5", NULL),
			 "only a 5 brings a piece out: the roll is 3");
	ck_assert_str_eq(util_why(&e, &pos, 7, "1", NULL),
			 "a roll is 1 to 6, not 7");
}
END_TEST

START_TEST(test_check_explains_pieces_that_cannot_move)
{
	struct pc_step bad_piece = {false, false, false, 0, 9, 0};
	static const uint8_t three[1] = {3};

	util_classic(&e);
	util_setup(&e, &pos, "yellow: goal 10");
	ck_assert_str_eq(util_why(&e, &pos, 3, "1", NULL),
			 "piece 1 is already in the goal");
	ck_assert_str_eq(util_why(&e, &pos, 3, "3", NULL),
			 "piece 3 is in the nest: only a 5 brings it out");
	ck_assert_str_eq(util_why(&e, &pos, 3, "r2", NULL),
			 "piece r2 is not yours");
	ck_assert_str_eq(pc_check_steps(&e, &pos, three, 1, &bad_piece, 1,
					NULL, 0, &res) == PC_PLAY_ILLEGAL ? res.why : "",
			 "piece 9 does not exist (pieces are 1 to 4)");
	util_setup(&e, &pos, "yellow: c5");
	ck_assert_str_eq(util_why(&e, &pos, 4, "1", NULL),
			 "piece 1 needs exactly 3 to reach the goal");
	util_setup(&e, &pos, "yellow: 10 20 30 40");
	ck_assert_str_eq(util_why(&e, &pos, 5, "+5", NULL),
			 "no piece is in the nest");
}
END_TEST

START_TEST(test_check_explains_third_six)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 20; sixes: 2; last: 1");
	ck_assert_str_eq(util_why(&e, &pos, 6, "1", NULL),
			 "the third 6 in a row is not played");
	ck_assert_str_eq(completed(6, ""), "pass");
}
END_TEST

START_TEST(test_check_steps_round_trip)
{
	struct pc_step steps[PC_PLAY_MOVES];
	size_t n;
	static const uint8_t five[1] = {5};

	util_classic(&e);
	util_setup(&e, &pos, "red: 5; blue: 5; yellow: 20; move: yellow");
	ck_assert_str_eq(util_completions(&e, &pos, 5, ""), "+5 1+20|+5 2+20");
	ck_assert_str_eq(completed(5, "+5 2"), "+5 2+20");
	n = pc_play_steps(&e, &res.play, PC_NOTATION_SHORT, steps);
	ck_assert_uint_eq(n, 2);
	ck_assert_int_eq(pc_check_steps(&e, &pos, five, 1, steps, n, NULL, 0,
					&res),
			 PC_PLAY_COMPLETE);
}
END_TEST

static Suite *
check_suite(void)
{
	Suite *s = suite_create("engine step checks");
	TCase *tc = tcase_create("check");

	tcase_add_test(tc, test_check_fills_in_amounts);
	tcase_add_test(tc, test_check_without_steps_plays_forced_turn);
	tcase_add_test(tc, test_check_completes_forced_bonus);
	tcase_add_test(tc, test_check_prefix_lists_completions);
	tcase_add_test(tc, test_check_plus_five_brings_out_lowest);
	tcase_add_test(tc, test_check_names_bad_step_index);
	tcase_add_test(tc, test_check_explains_wrong_amount);
	tcase_add_test(tc, test_check_explains_obligations);
	tcase_add_test(tc, test_check_explains_choice_of_barriers);
	tcase_add_test(tc, test_check_explains_come_out_on_other_roll);
	tcase_add_test(tc, test_check_explains_pieces_that_cannot_move);
	tcase_add_test(tc, test_check_explains_third_six);
	tcase_add_test(tc, test_check_steps_round_trip);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(check_suite());
}
