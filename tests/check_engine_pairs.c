/* check_engine_pairs.c: playing in pairs (parchis(6), teams): yellow with
 * red, blue with green; a partner's piece may be captured, a player whose
 * four pieces are home moves the partner's pieces on their own turns and
 * keeps their seat in the rotation, and a pair wins with all eight pieces
 * home. */
#include <config.h>

#include <stdlib.h>

#include "check-engine-util.h"

static struct pc_engine e;
static struct pc_position pos;

static void
pairs(void)
{
	util_preset_with(&e, PC_PRESET_PAIRS, NULL, 0);
}

/* capture_partner (true in the pairs preset): the partner's piece on a
 * plain square is captured like any other, and counts 20. */
START_TEST(test_partner_capture)
{
	pairs();
	util_setup(&e, &pos,
		   "yellow: 10 goal goal goal; red: 13; blue: 60; "
		   "green: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3 1+20");
	util_play(&e, &pos, 3, "1+3");
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: 33 goal goal goal; "
			 "blue: 60 nest nest nest; red: nest nest nest nest; "
			 "green: 50 nest nest nest");
}
END_TEST

/* capture_partner false: the partner's piece shares the square instead,
 * as on a safe square. */
START_TEST(test_partner_not_captured_without_the_option)
{
	util_preset_with(&e, PC_PRESET_PAIRS, "capture_partner", 0);
	util_setup(&e, &pos, "yellow: 10 goal goal goal; red: 13; blue: 60");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3");
	util_play(&e, &pos, 3, "1+3");
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: 13 goal goal goal; "
			 "blue: 60 nest nest nest; red: 13 nest nest nest");
	/* An opponent is still captured. */
	util_setup(&e, &pos, "yellow: 10 goal goal goal; blue: 13; red: 60");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3 1+20");
}
END_TEST

/* A player with four pieces home moves the partner's, naming them with
 * the partner's letter; the partner's piece in the nest comes out with
 * a number ("r2+5"), as "r+5" is no step. */
START_TEST(test_plays_partner_pieces_when_home)
{
	struct pc_step steps[PC_PLAY_MOVES];
	struct pc_check res;

	pairs();
	util_setup(&e, &pos,
		   "yellow: goal goal goal goal; red: 20 30; blue: 40");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "r1+4|r2+4");
	ck_assert_int_eq(util_check_text(&e, &pos, 4, "r2", &res),
			 PC_PLAY_COMPLETE);
	ck_assert_uint_eq(
		pc_play_steps(&e, &res.play, PC_NOTATION_SHORT, steps), 1);
	ck_assert(steps[0].has_colour);
	ck_assert_int_eq(steps[0].colour, PC_RED);
	ck_assert_str_eq(util_why(&e, &pos, 4, "y1", NULL),
			 "piece y1 is already home: you move red's pieces now");
	ck_assert_str_eq(util_why(&e, &pos, 4, "b1", NULL),
			 "piece b1 is not yours");
	util_play(&e, &pos, 4, "r2");
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: goal goal goal goal; "
			 "blue: 40 nest nest nest; red: 20 34 nest nest");
	util_setup(&e, &pos, "yellow: goal goal goal goal; red: 20; blue: 40");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "r2+5");
}
END_TEST

/* Before their own pieces are home a player may not move the
 * partner's. */
START_TEST(test_partner_pieces_wait_for_own_pieces_home)
{
	pairs();
	util_setup(&e, &pos, "yellow: 10 goal goal goal; red: 20; blue: 40");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4");
	ck_assert_str_eq(util_why(&e, &pos, 4, "r1", NULL),
			 "piece r1 is your partner's: you move it once your "
			 "own four are home");
}
END_TEST

/* The 10 of a player's last piece home is counted with the partner's. */
START_TEST(test_goal_bonus_of_the_last_piece_moves_the_partner)
{
	struct pc_flow f;

	pairs();
	util_setup(&e, &pos,
		   "yellow: goal goal goal c7; red: 20; blue: 40; "
		   "green: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 1), "4+1 r1+10");
	f = util_play(&e, &pos, 1, "4");
	ck_assert(!f.over);
	ck_assert_int_eq(pos.nfinished, 0);
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: goal goal goal goal; "
			 "blue: 40 nest nest nest; red: 30 nest nest nest; "
			 "green: 50 nest nest nest");
}
END_TEST

/* A player whose pieces are all home keeps their turn in the rotation. */
START_TEST(test_home_player_keeps_their_turn)
{
	pairs();
	util_setup(&e, &pos,
		   "yellow: goal goal goal goal; red: 20; blue: 40; "
		   "green: 50; move: green");
	ck_assert_int_eq(util_play(&e, &pos, 1, "1").next, PC_YELLOW);
	ck_assert_int_eq(util_play(&e, &pos, 1, "r1").next, PC_BLUE);
}
END_TEST

/* The pair wins when all eight pieces are home: one entry in finished,
 * the colour whose play finished the pair. */
START_TEST(test_pair_wins_with_eight_home)
{
	struct pc_flow f;

	pairs();
	util_setup(&e, &pos,
		   "yellow: goal goal goal goal; red: goal goal goal c6; "
		   "blue: 40; green: 50");
	f = util_play(&e, &pos, 2, "r4");
	ck_assert(f.over);
	ck_assert(pos.over);
	ck_assert_int_eq(pos.nfinished, 1);
	ck_assert_int_eq(pos.finished[0], PC_YELLOW);
	ck_assert_str_eq(util_legal(&e, &pos, 3), "");
}
END_TEST

/* A third 6 sends the partner's piece moved last to its nest. */
START_TEST(test_third_six_sends_the_partner_piece_home)
{
	struct pc_flow f;

	pairs();
	util_setup(&e, &pos,
		   "yellow: goal goal goal goal; red: 50 60; blue: 40");
	ck_assert(util_play(&e, &pos, 6, "r1").again);
	ck_assert(util_play(&e, &pos, 6, "r2").again);
	f = util_play(&e, &pos, 6, "");
	ck_assert(f.penalty);
	ck_assert_int_eq(f.sent_home, 1);
	ck_assert_int_eq(f.sent_colour, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: goal goal goal goal; "
			 "blue: 40 nest nest nest; red: 56 nest nest nest");
}
END_TEST

/* places counts pairs: with places 2 and two pairs, the first pair home
 * ends the game (all but one pair have finished). */
START_TEST(test_places_count_pairs)
{
	util_preset_with(&e, PC_PRESET_PAIRS, "places", 2);
	util_setup(&e, &pos,
		   "yellow: goal goal goal goal; red: goal goal goal c6; "
		   "blue: 40; green: 50");
	ck_assert(util_play(&e, &pos, 2, "r4").over);
}
END_TEST

/* A position nobody can ever move from: every barrier faces another,
 * and red, who has left (its seat takes no turns), keeps its barrier on
 * its exit. With red still taking turns its pieces could move. */
START_TEST(test_a_position_nobody_can_move_from_is_stuck)
{
	unsigned all = 0xf, without_red = 0xf & ~(1u << PC_RED);

	util_preset_with(&e, PC_PRESET_PAIRS, NULL, 0);
	util_setup(&e, &pos,
		   "yellow: 36 36 34 34; blue: 38 38 37 37; "
		   "red: 39 39 nest nest; green: 35 35 33 33");
	ck_assert(pc_position_stuck(&e, &pos, without_red));
	ck_assert(!pc_position_stuck(&e, &pos, all));
	ck_assert_str_eq(util_legal(&e, &pos, 6), "pass");
	/* With three_sixes furthest a third 6 sends the piece furthest
	 * along home though nobody moved: the position can still change. */
	util_preset_with(&e, PC_PRESET_PAIRS, "three_sixes",
			 PC_THREE_SIXES_FURTHEST);
	util_setup(&e, &pos,
		   "yellow: 36 36 34 34; blue: 38 38 37 37; "
		   "red: 39 39 nest nest; green: 35 35 33 33");
	ck_assert(!pc_position_stuck(&e, &pos, without_red));
	util_preset_with(&e, PC_PRESET_PAIRS, NULL, 0);
	/* One green piece further back could still move. */
	util_setup(&e, &pos,
		   "yellow: 36 36 34 34; blue: 38 38 37 37; "
		   "red: 39 39 nest nest; green: 35 35 33 30");
	ck_assert(!pc_position_stuck(&e, &pos, without_red));
}
END_TEST

static Suite *
pairs_suite(void)
{
	Suite *s = suite_create("engine pairs");
	TCase *tc = tcase_create("pairs");

	tcase_add_test(tc, test_partner_capture);
	tcase_add_test(tc, test_partner_not_captured_without_the_option);
	tcase_add_test(tc, test_plays_partner_pieces_when_home);
	tcase_add_test(tc, test_partner_pieces_wait_for_own_pieces_home);
	tcase_add_test(tc, test_goal_bonus_of_the_last_piece_moves_the_partner);
	tcase_add_test(tc, test_home_player_keeps_their_turn);
	tcase_add_test(tc, test_pair_wins_with_eight_home);
	tcase_add_test(tc, test_third_six_sends_the_partner_piece_home);
	tcase_add_test(tc, test_places_count_pairs);
	tcase_add_test(tc, test_a_position_nobody_can_move_from_is_stuck);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(pairs_suite());
}
