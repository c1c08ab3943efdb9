/* check_engine_moves.c: the legal plays of a roll, rule by rule
 * (parchis(6), RULE OPTIONS). Each test sets up a position, asserts the full
 * set of legal plays, and where it matters the position after one. */
#include <config.h>

#include <stdlib.h>

#include "check-engine-util.h"

static struct pc_engine e;
static struct pc_position pos;

/* Any roll: any piece that can move the full amount may. */
START_TEST(test_any_piece_moves_the_roll)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 20");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3|2+3");
	util_play(&e, &pos, 3, "2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 10 23 nest nest");
}
END_TEST

START_TEST(test_pass_when_nothing_is_legal)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: nest");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "pass");
	util_setup(&e, &pos, "yellow: goal c6 nest nest");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "pass");
}
END_TEST

START_TEST(test_must_move_when_a_move_exists)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 c6");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3");
	ck_assert_str_eq(util_why(&e, &pos, 3, "pass", NULL),
			 "you cannot pass: piece 1 can move 3");
}
END_TEST

START_TEST(test_five_must_bring_piece_out)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5");
	util_play(&e, &pos, 5, "+5");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 10 5 nest nest");
	ck_assert_str_eq(util_why(&e, &pos, 5, "1", NULL),
			 "a 5 must bring a piece out");
}
END_TEST

/* Only a 5 brings a piece out: a 6 moves a piece on the board, or
 * nothing. With one die the phase asks it (engine-phase.c, may_move)
 * before the board's judge (pc_move_judge) does; a roll per piece, and
 * the explanation of a step of two dice, ask the judge alone. */
START_TEST(test_six_brings_no_piece_out_of_the_nest)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: nest nest nest nest; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "pass");
	util_setup(&e, &pos, "yellow: 10 nest nest nest");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+6");
	ck_assert_str_eq(util_why(&e, &pos, 6, "2", NULL),
			 "piece 2 is in the nest: only a 5 brings it out");
	ck_assert_str_eq(util_why(&e, &pos, 6, "+6", NULL),
			 "only a 5 brings a piece out: the roll is 6");
	/* A die for each piece: a piece's 6 leaves it in the nest. */
	util_classic_with(&e, "roll_per_piece", 1);
	util_setup(&e, &pos, "yellow: nest nest nest nest; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "6 1 2 3"), "pass");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "5 6 2 3"), "1+5");
	/* Two dice: the 6 is the piece on the board's. */
	util_classic_with(&e, "dice_per_roll", 2);
	util_setup(&e, &pos, "yellow: 10 nest nest nest");
	ck_assert_str_eq(util_legal(&e, &pos, 63), "1+3 1+6|1+6 1+3");
	ck_assert_str_eq(util_why(&e, &pos, 63, "2", NULL),
			 "piece 2 is in the nest: only a 5, or dice adding up "
			 "to 5, bring it out");
}
END_TEST

START_TEST(test_five_moves_another_piece_when_exit_holds_two_own)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 5 5 nest 10");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "1+5|2+5|4+5");
	ck_assert_str_eq(
		util_why(&e, &pos, 5, "+5", NULL),
		"piece 3 cannot come out: two of your pieces are on 5");
}
END_TEST

START_TEST(test_five_moves_normally_with_nest_empty)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 20 30 40");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "1+5|2+5|3+5|4+5");
}
END_TEST

START_TEST(test_single_foreign_piece_on_exit_shares)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: nest; red: 5; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5");
	util_play(&e, &pos, 5, "+5");
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: 5 nest nest nest; red: 5 nest nest nest");
}
END_TEST

/* Red arrived on 5 first, blue last: coming out captures blue. */
START_TEST(test_exit_capture_of_last_arrival)
{
	util_classic(&e);
	util_setup(&e, &pos, "red: 5; blue: 5; yellow: 20; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5 1+20|+5 2+20");
	util_play(&e, &pos, 5, "+5 2");
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: 20 25 nest nest; "
			 "blue: nest nest nest nest; red: 5 nest nest nest");
}
END_TEST

/* Yellow's own piece arrived last: the foreign piece is the one taken. */
START_TEST(test_exit_capture_takes_the_foreign_piece)
{
	util_classic(&e);
	util_setup(&e, &pos, "red: 5; yellow: 5; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5 1+20|+5 2+20");
	util_play(&e, &pos, 5, "+5 1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 25 5 nest nest; "
					       "red: nest nest nest nest");
}
END_TEST

START_TEST(test_exit_capture_of_a_foreign_barrier)
{
	util_classic(&e);
	util_setup(&e, &pos, "red: 5 5; yellow: 20; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5 1+20|+5 2+20");
	util_play(&e, &pos, 5, "+5 1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 40 5 nest nest; "
					       "red: 5 nest nest nest");
}
END_TEST

START_TEST(test_exit_capture_none_option)
{
	util_classic_with(&e, "exit_capture", PC_EXIT_CAPTURE_NONE);
	util_setup(&e, &pos, "red: 5; blue: 5; yellow: 20; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "1+5");
	ck_assert_str_eq(util_why(&e, &pos, 5, "+5", NULL),
			 "piece 2 cannot come out: 5 already holds two pieces");
}
END_TEST

START_TEST(test_exit_capture_not_barrier_option)
{
	util_classic_with(&e, "exit_capture", PC_EXIT_CAPTURE_NOT_BARRIER);
	util_setup(&e, &pos, "red: 5 5; yellow: 20; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "1+5");
	ck_assert_str_eq(util_why(&e, &pos, 5, "+5", NULL),
			 "piece 2 cannot come out: the barrier of red on 5 "
			 "blocks it");
	util_setup(&e, &pos, "red: 5; blue: 5; yellow: 20; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5 1+20|+5 2+20");
}
END_TEST

/* exit_capture single (the American rule): a lone foreign piece on the
 * exit is captured. */
START_TEST(test_exit_capture_single_option)
{
	util_classic_with(&e, "exit_capture", PC_EXIT_CAPTURE_SINGLE);
	util_setup(&e, &pos, "red: 5; yellow: 20; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5 1+20|+5 2+20");
	util_setup(&e, &pos, "red: 5; blue: 5; yellow: 20; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "1+5");
}
END_TEST

START_TEST(test_exit_roll_option)
{
	util_classic_with(&e, "exit_roll", 6);
	util_setup(&e, &pos, "yellow: 10");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "+6");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "1+5");
	ck_assert_str_eq(util_why(&e, &pos, 6, "1", NULL),
			 "a 6 must bring a piece out");
}
END_TEST

START_TEST(test_first_five_two_option)
{
	util_classic_with(&e, "first_five_two", 1);
	util_setup(&e, &pos, "yellow: nest");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5 +5");
	util_play(&e, &pos, 5, "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 5 5 nest nest");
	util_setup(&e, &pos, "yellow: 10");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5");
	util_setup(&e, &pos, "yellow: nest");
	ck_assert_str_eq(util_why(&e, &pos, 5, "+5 1", NULL),
			 "the first 5 brings out two pieces");
}
END_TEST

/* The second piece out captures a lone foreign piece on the exit; two
 * foreign pieces make two captures, and two 20s counted one by one. */
START_TEST(test_first_five_two_captures_on_exit)
{
	util_classic_with(&e, "first_five_two", 1);
	util_setup(&e, &pos, "red: 5; yellow: nest; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5 +5 1+20|+5 +5 2+20");
	util_setup(&e, &pos, "red: 5; blue: 5; yellow: nest; move: yellow");
	ck_assert_str_eq(util_legal(&e, &pos, 5),
			 "+5 +5 1+20 1+20|"
			 "+5 +5 1+20 2+20|+5 +5 2+20 1+20|+5 +5 2+20 2+20");
	util_play(&e, &pos, 5, "+5 +5 1 2");
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: 25 25 nest nest; "
			 "blue: nest nest nest nest; red: nest nest nest nest");
}
END_TEST

START_TEST(test_six_counts_seven_with_nest_empty)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 20 30 40");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+7|2+7|3+7|4+7");
	util_play(&e, &pos, 6, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 17 20 30 40");
	util_setup(&e, &pos, "yellow: 10 20 30 goal");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+7|2+7|3+7");
	util_setup(&e, &pos, "yellow: 10 20 30 nest");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+6|2+6|3+6");
}
END_TEST

START_TEST(test_six_all_out_twelve_and_six_options)
{
	util_classic_with(&e, "six_all_out", 12);
	util_setup(&e, &pos, "yellow: 10 20 30 40");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+12|2+12|3+12|4+12");
	util_classic_with(&e, "six_all_out", 6);
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+6|2+6|3+6|4+6");
}
END_TEST

START_TEST(test_six_must_open_barrier)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 10 20 nest");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+6|2+6");
	ck_assert_str_eq(util_why(&e, &pos, 6, "3", NULL),
			 "a 6 must open your barrier on 10");
	util_play(&e, &pos, 6, "2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 10 16 20 nest");
}
END_TEST

START_TEST(test_seven_must_open_barrier)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 10 20 30");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+7|2+7");
}
END_TEST

START_TEST(test_six_chooses_among_barriers)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 10 30 30");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+7|2+7|3+7|4+7");
	util_classic_with(&e, "six_all_out", 6);
	util_setup(&e, &pos, "yellow: 10 10 30 30; red: 15 15");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "3+6|4+6");
	ck_assert_str_eq(util_why(&e, &pos, 6, "1", NULL),
			 "piece 1 cannot move 6: the barrier of red on 15 "
			 "blocks it");
}
END_TEST

/* Red's barrier on 14 stops the yellow barrier on 10 from opening, so
 * the 6 is played by the other piece. */
START_TEST(test_six_with_barrier_that_cannot_open)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 10 20 nest; red: 14 14");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "3+6");
}
END_TEST

START_TEST(test_six_need_not_open_barrier_in_corridor)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: c1 c1 20 nest");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+6|2+6|3+6");
}
END_TEST

START_TEST(test_six_opens_barrier_on_exit)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 5 5 20 nest");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+6|2+6");
}
END_TEST

START_TEST(test_open_barrier_on_six_false_option)
{
	util_classic_with(&e, "open_barrier_on_six", 0);
	util_setup(&e, &pos, "yellow: 10 10 20 nest");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+6|2+6|3+6");
}
END_TEST

START_TEST(test_barrier_blocks_passing)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10; red: 12 12");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "pass");
	ck_assert_str_eq(util_why(&e, &pos, 4, "1", NULL),
			 "piece 1 cannot move 4: the barrier of red on 12 "
			 "blocks it");
}
END_TEST

/* A barrier on the very next square blocks as one further on does: the
 * walk begins with the square after the piece's. */
START_TEST(test_barrier_on_the_next_square_blocks)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10; red: 11 11");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "pass");
	ck_assert_str_eq(util_why(&e, &pos, 4, "1", NULL),
			 "piece 1 cannot move 4: the barrier of red on 11 "
			 "blocks it");
	util_setup(&e, &pos, "yellow: 10 11 11 nest");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "2+3|3+3");
	/* Two dice: neither die passes it. */
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
	util_setup(&e, &pos, "yellow: 10 20; red: 11 11");
	ck_assert_str_eq(util_legal(&e, &pos, 43), "2+3 2+4|2+4 2+3");
	/* blocked_move stop: the piece cannot stop before it either. */
	util_classic_with(&e, "blocked_move", PC_BLOCKED_STOP);
	util_setup(&e, &pos, "yellow: 10 20; red: 11 11");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "2+4");
}
END_TEST

START_TEST(test_barrier_blocks_landing)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10; red: 12 12");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "pass");
	ck_assert_str_eq(util_legal(&e, &pos, 1), "1+1");
}
END_TEST

START_TEST(test_own_barrier_blocks_own_piece)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 10 8");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3|2+3");
	ck_assert_str_eq(util_why(&e, &pos, 3, "3", NULL),
			 "piece 3 cannot move 3: your barrier on 10 blocks it");
}
END_TEST

START_TEST(test_barrier_in_corridor_blocks)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: c3 c3 66 nest");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "pass");
	ck_assert_str_eq(util_why(&e, &pos, 6, "3", NULL),
			 "piece 3 cannot move 6: your barrier on c3 blocks it");
}
END_TEST

START_TEST(test_barriers_none_option)
{
	util_classic_with(&e, "barriers", PC_BARRIERS_NONE);
	util_setup(&e, &pos, "yellow: 10; red: 12 12");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "pass");
}
END_TEST

START_TEST(test_barriers_safe_only_option)
{
	util_classic_with(&e, "barriers", PC_BARRIERS_SAFE_ONLY);
	util_setup(&e, &pos, "yellow: 10; red: 14 14");
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+6");
	util_setup(&e, &pos, "yellow: 10; red: 12 12");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "pass");
}
END_TEST

/* Two pieces of two colours on a safe square are no barrier, but the
 * square is full. */
START_TEST(test_no_landing_on_square_with_two)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10; red: 12; blue: 12");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "pass");
	ck_assert_str_eq(util_why(&e, &pos, 2, "1", NULL),
			 "piece 1 cannot move 2: 12 already holds two pieces");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3");
}
END_TEST

START_TEST(test_capture_counts_twenty)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 30; red: 14");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4 1+20|1+4 2+20|2+4");
	util_play(&e, &pos, 4, "1 2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 14 50 nest nest; "
					       "red: nest nest nest nest");
}
END_TEST

START_TEST(test_no_capture_on_safe_square)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10; red: 12");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "1+2");
	util_play(&e, &pos, 2, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 12 nest nest nest; "
					       "red: 12 nest nest nest");
}
END_TEST

START_TEST(test_safe_share_false_option)
{
	util_classic_with(&e, "safe_share", 0);
	util_setup(&e, &pos, "yellow: 10 20; red: 12");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "2+2");
	ck_assert_str_eq(util_why(&e, &pos, 2, "1", NULL),
			 "piece 1 cannot move 2: 12 is a safe square held by "
			 "red");
}
END_TEST

/* Entrance squares (17 for blue, 68 for yellow) are safe: no capture. */
START_TEST(test_no_capture_on_entrance_square)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 13; red: 17");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 17 nest nest nest; "
					       "red: 17 nest nest nest");
	util_setup(&e, &pos, "red: 64; blue: 68; move: red");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos), "blue: 68 nest nest nest; "
					       "red: 68 nest nest nest");
}
END_TEST

START_TEST(test_wrap_from_68_to_1)
{
	util_classic(&e);
	util_setup(&e, &pos, "blue: 66");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos), "blue: 2 nest nest nest");
	util_setup(&e, &pos, "green: 68; red: 67 c1; move: red");
	util_play(&e, &pos, 3, "1");
	ck_assert_str_eq(util_where(&e, &pos), "red: 2 c1 nest nest; "
					       "green: 68 nest nest nest");
}
END_TEST

START_TEST(test_corridor_only_for_own_colour)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 66");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c2 nest nest nest");
	util_setup(&e, &pos, "blue: 17 15");
	util_play(&e, &pos, 4, "2");
	ck_assert_str_eq(util_where(&e, &pos), "blue: 17 c2 nest nest");
}
END_TEST

START_TEST(test_goal_needs_exact_count)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: c5");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "pass");
	ck_assert_str_eq(util_why(&e, &pos, 4, "1", NULL),
			 "piece 1 needs exactly 3 to reach the goal");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3");
}
END_TEST

START_TEST(test_goal_counts_ten)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: c5 20");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3 2+10|2+3");
	util_play(&e, &pos, 3, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: goal 30 nest nest");
}
END_TEST

START_TEST(test_bonus_lost_when_no_piece_can_count_it)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 60; red: 64");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 64 nest nest nest; "
					       "red: nest nest nest nest");
}
END_TEST

START_TEST(test_bonus_counted_whole_by_one_piece)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 60; red: 14");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4 1+20|2+4");
	ck_assert_str_eq(util_why(&e, &pos, 4, "1 2", NULL),
			 "piece 2 needs exactly 16 to reach the goal");
}
END_TEST

START_TEST(test_bonus_chain_capture_earns_another_twenty)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 9; red: 13; blue: 33");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4 1+20 1+20");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: 53 nest nest nest; "
			 "blue: nest nest nest nest; red: nest nest nest nest");
}
END_TEST

START_TEST(test_bonus_chain_reaching_goal_earns_ten)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 56; red: 14");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4 1+20|1+4 2+20 1+10|2+4");
	util_play(&e, &pos, 4, "1 2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 24 goal nest nest; "
					       "red: nest nest nest nest");
}
END_TEST

START_TEST(test_bonus_piece_mover_option)
{
	util_classic_with(&e, "bonus_piece", PC_BONUS_PIECE_MOVER);
	util_setup(&e, &pos, "yellow: 10 30; red: 14");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4 1+20|2+4");
	ck_assert_str_eq(util_why(&e, &pos, 4, "1 2", NULL),
			 "only piece 1, which captured, may count the 20");
}
END_TEST

/* bonus_piece mover with first_five_two: the two pieces out both
 * capture, and each counts its own 20, in the order they captured
 * (parchis(6): "each is then counted in turn"); the second piece out
 * may not count the first one's. */
START_TEST(test_bonus_piece_mover_first_five_two_captures)
{
	util_classic_with(&e, "first_five_two", 1);
	e.rules.bonus_piece = PC_BONUS_PIECE_MOVER;
	util_setup(&e, &pos, "red: nest; green: 39 39");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5 +5 1+20 2+20");
	ck_assert_str_eq(util_why(&e, &pos, 5, "+5 +5 2", NULL),
			 "only piece 1, which captured, may count the 20");
	util_play(&e, &pos, 5, "+5 +5 1 2");
	ck_assert_str_eq(util_where(&e, &pos), "red: 59 59 nest nest; "
					       "green: nest nest nest nest");
	/* The first piece's 20 captures again: its new 20 comes after the
	 * second piece's. */
	util_setup(&e, &pos, "red: nest; green: 39 39 59");
	ck_assert_str_eq(util_legal(&e, &pos, 5), "+5 +5 1+20 2+20 1+20");
}
END_TEST

START_TEST(test_capture_and_goal_bonus_options)
{
	util_classic_with(&e, "capture_bonus", 10);
	util_setup(&e, &pos, "yellow: 10 30; red: 14");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4 1+10|1+4 2+10|2+4");
	util_classic_with(&e, "goal_bonus", 0);
	util_setup(&e, &pos, "yellow: c5 20");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3|2+3");
}
END_TEST

START_TEST(test_nest_and_goal_hold_any_number)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: goal goal c6 nest");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "3+2");
	util_play(&e, &pos, 2, "3");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: goal goal goal nest");
}
END_TEST

static Suite *
moves_suite(void)
{
	Suite *s = suite_create("engine moves");
	TCase *tc = tcase_create("rules");

	tcase_add_test(tc, test_any_piece_moves_the_roll);
	tcase_add_test(tc, test_pass_when_nothing_is_legal);
	tcase_add_test(tc, test_must_move_when_a_move_exists);
	tcase_add_test(tc, test_five_must_bring_piece_out);
	tcase_add_test(tc, test_six_brings_no_piece_out_of_the_nest);
	tcase_add_test(tc, test_five_moves_another_piece_when_exit_holds_two_own);
	tcase_add_test(tc, test_five_moves_normally_with_nest_empty);
	tcase_add_test(tc, test_single_foreign_piece_on_exit_shares);
	tcase_add_test(tc, test_exit_capture_of_last_arrival);
	tcase_add_test(tc, test_exit_capture_takes_the_foreign_piece);
	tcase_add_test(tc, test_exit_capture_of_a_foreign_barrier);
	tcase_add_test(tc, test_exit_capture_none_option);
	tcase_add_test(tc, test_exit_capture_not_barrier_option);
	tcase_add_test(tc, test_exit_capture_single_option);
	tcase_add_test(tc, test_exit_roll_option);
	tcase_add_test(tc, test_first_five_two_option);
	tcase_add_test(tc, test_first_five_two_captures_on_exit);
	tcase_add_test(tc, test_six_counts_seven_with_nest_empty);
	tcase_add_test(tc, test_six_all_out_twelve_and_six_options);
	tcase_add_test(tc, test_six_must_open_barrier);
	tcase_add_test(tc, test_seven_must_open_barrier);
	tcase_add_test(tc, test_six_chooses_among_barriers);
	tcase_add_test(tc, test_six_with_barrier_that_cannot_open);
	tcase_add_test(tc, test_six_need_not_open_barrier_in_corridor);
	tcase_add_test(tc, test_six_opens_barrier_on_exit);
	tcase_add_test(tc, test_open_barrier_on_six_false_option);
	tcase_add_test(tc, test_barrier_blocks_passing);
	tcase_add_test(tc, test_barrier_on_the_next_square_blocks);
	tcase_add_test(tc, test_barrier_blocks_landing);
	tcase_add_test(tc, test_own_barrier_blocks_own_piece);
	tcase_add_test(tc, test_barrier_in_corridor_blocks);
	tcase_add_test(tc, test_barriers_none_option);
	tcase_add_test(tc, test_barriers_safe_only_option);
	tcase_add_test(tc, test_no_landing_on_square_with_two);
	tcase_add_test(tc, test_capture_counts_twenty);
	tcase_add_test(tc, test_no_capture_on_safe_square);
	tcase_add_test(tc, test_safe_share_false_option);
	tcase_add_test(tc, test_no_capture_on_entrance_square);
	tcase_add_test(tc, test_wrap_from_68_to_1);
	tcase_add_test(tc, test_corridor_only_for_own_colour);
	tcase_add_test(tc, test_goal_needs_exact_count);
	tcase_add_test(tc, test_goal_counts_ten);
	tcase_add_test(tc, test_bonus_lost_when_no_piece_can_count_it);
	tcase_add_test(tc, test_bonus_counted_whole_by_one_piece);
	tcase_add_test(tc, test_bonus_chain_capture_earns_another_twenty);
	tcase_add_test(tc, test_bonus_chain_reaching_goal_earns_ten);
	tcase_add_test(tc, test_bonus_piece_mover_option);
	tcase_add_test(tc, test_bonus_piece_mover_first_five_two_captures);
	tcase_add_test(tc, test_capture_and_goal_bonus_options);
	tcase_add_test(tc, test_nest_and_goal_hold_any_number);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(moves_suite());
}
