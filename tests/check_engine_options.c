/* check_engine_options.c: rule option values (parchis(6), RULE OPTIONS)
 * that no other engine test sets. Each test asserts the legal plays or
 * the flow under the option and, on the same position, under the
 * preset's default, so that it fails if the option is ignored. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "check-engine-util.h"

static struct pc_engine e;
static struct pc_position pos;

/* exit_roll 1 to 4 (6 is check_engine_moves.c's): that roll must bring a
 * piece out, and a 5 moves like any other roll. */
START_TEST(test_exit_roll_one_to_four_options)
{
	static const char *const out[] = {"", "+1", "+2", "+3", "+4"};
	static const char *const moved[] = {"", "1+1", "1+2", "1+3", "1+4"};

	for (int v = 1; v <= 4; v++) {
		util_classic_with(&e, "exit_roll", v);
		util_setup(&e, &pos, "yellow: 10; red: 40");
		ck_assert_str_eq(util_legal(&e, &pos, v), out[v]);
		ck_assert_str_eq(util_legal(&e, &pos, 5), "1+5");
		util_play(&e, &pos, v, "");
		ck_assert_str_eq(util_where(&e, &pos),
				 "yellow: 10 5 nest nest; "
				 "red: 40 nest nest nest");
		util_classic(&e);
		util_setup(&e, &pos, "yellow: 10; red: 40");
		ck_assert_str_eq(util_legal(&e, &pos, v), moved[v]);
		ck_assert_str_eq(util_legal(&e, &pos, 5), "+5");
	}
}
END_TEST

/* barrier_together false: two pieces that opened a barrier may not form
 * it again in the same turn, the rolls after a 6 included (parchis(6):
 * "in that turn"); with one die the option matters only so. */
START_TEST(test_barrier_together_false_lasts_the_turn)
{
	struct pc_flow f;

	util_classic_with(&e, "barrier_together", 0);
	util_setup(&e, &pos, "yellow: 10 10 20 30; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+7|2+7");
	f = util_play(&e, &pos, 6, "1+7");
	ck_assert(f.again);
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+7|3+7|4+7");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "1+5|2+5|3+5|4+5");
	/* The next turn may form it again. */
	util_play(&e, &pos, 4, "3+4");
	util_play(&e, &pos, 1, "1+1");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+7|2+7|3+7|4+7");
	/* By default the same pieces may stand together again at once. */
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 10 20 30; red: 50");
	util_play(&e, &pos, 6, "1+7");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+7|2+7|3+7|4+7");
}
END_TEST

/* Superparchís (barrier_together false by default): doubles roll again,
 * and the pieces that opened a barrier in the first roll may not form it
 * again in the second. */
START_TEST(test_barrier_together_false_after_doubles)
{
	struct pc_flow f;

	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
	util_setup(&e, &pos, "yellow: 10 10 goal goal; red: 60");
	f = util_play(&e, &pos, 33, "1+3 1+3");
	ck_assert(f.again);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 16 10 goal goal; "
					       "red: 60 nest nest nest");
	ck_assert_str_eq(util_legal(&e, &pos, 61),
			 "1+1 1+6|1+1 2+6|1+6 1+1|1+6 2+1|2+1 1+6|2+1 2+6");
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, "barrier_together", 1);
	util_setup(&e, &pos, "yellow: 10 10 goal goal; red: 60");
	util_play(&e, &pos, 33, "1+3 1+3");
	ck_assert(strstr(util_legal(&e, &pos, 61), "2+6 1+1") != NULL);
}
END_TEST

/* barriers mixed: two pieces of two colours on a safe square block it,
 * for every colour, theirs included; by default they are passed. */
START_TEST(test_barriers_mixed_option)
{
	util_classic_with(&e, "barriers", PC_BARRIERS_MIXED);
	util_setup(&e, &pos, "yellow: 10; red: 12; blue: 12");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "pass");
	ck_assert_str_eq(util_legal(&e, &pos, 1), "1+1");
	util_setup(&e, &pos, "yellow: 10 12; red: 12");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "2+4");
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10; red: 12; blue: 12");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4");
	util_setup(&e, &pos, "yellow: 10 12; red: 12");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4|2+4");
}
END_TEST

/* capture_bonus 0: a capture still sends the piece home, but counts
 * nothing. */
START_TEST(test_capture_bonus_zero_option)
{
	util_classic_with(&e, "capture_bonus", 0);
	util_setup(&e, &pos, "yellow: 10 30; red: 14");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4|2+4");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 14 30 nest nest; "
					       "red: nest nest nest nest");
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 30; red: 14");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4 1+20|1+4 2+20|2+4");
}
END_TEST

/* Four seats, yellow already home; blue's last piece reaches the goal,
 * then red's. Returns whether the game was over after each. */
static void
blue_then_red_finish(bool over[2])
{
	struct pc_flow f;

	util_setup(&e, &pos,
		   "blue: goal goal goal c7; red: goal goal goal c6; "
		   "green: 20; move: blue");
	pos.playing |= 1u << PC_YELLOW;
	pos.finished[pos.nfinished++] = PC_YELLOW;
	f = util_play(&e, &pos, 1, "4");
	over[0] = f.over;
	over[1] = false;
	if (f.over)
		return;
	ck_assert_int_eq(f.next, PC_RED);
	f = util_play(&e, &pos, 2, "4");
	over[1] = f.over;
}

/* places 3 with four seats: the game goes on after the second place
 * and ends at the third; places 2 ends it at the second; places 7
 * cannot be reached with four seats and ends it when all but one have
 * finished. */
START_TEST(test_places_three_of_four_seats)
{
	bool over[2];

	util_classic_with(&e, "places", 3);
	blue_then_red_finish(over);
	ck_assert(!over[0]);
	ck_assert(over[1]);
	ck_assert_int_eq(pos.nfinished, 3);
	ck_assert_int_eq(pos.finished[1], PC_BLUE);
	ck_assert_int_eq(pos.finished[2], PC_RED);
	util_classic_with(&e, "places", 7);
	blue_then_red_finish(over);
	ck_assert(!over[0]);
	ck_assert(over[1]);
	util_classic_with(&e, "places", 2);
	blue_then_red_finish(over);
	ck_assert(over[0]);
	ck_assert_int_eq(pos.nfinished, 2);
}
END_TEST

static Suite *
options_suite(void)
{
	Suite *s = suite_create("engine options");
	TCase *tc = tcase_create("options");

	tcase_add_test(tc, test_exit_roll_one_to_four_options);
	tcase_add_test(tc, test_barrier_together_false_lasts_the_turn);
	tcase_add_test(tc, test_barrier_together_false_after_doubles);
	tcase_add_test(tc, test_barriers_mixed_option);
	tcase_add_test(tc, test_capture_bonus_zero_option);
	tcase_add_test(tc, test_places_three_of_four_seats);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(options_suite());
}
