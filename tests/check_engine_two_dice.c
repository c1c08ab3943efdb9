/* check_engine_two_dice.c: Superparchís, two dice a roll (parchis(6), "Two
 * dice"), rule by rule: each die moves a piece in the order the player
 * chooses, a 5 or two dice adding up to 5 bring a piece out, doubles roll
 * again, open a barrier and may not form it again, the third doubles send
 * the piece moved last home, bonuses are counted before the other die,
 * and a play uses as many dice as can be used.
 *
 * A roll is written as two digits: 34 is a 3 then a 4. Legal plays are
 * compared as their sorted texts; yellow rolls unless "move:" says not. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "check-engine-util.h"

static struct pc_engine e;
static struct pc_position pos;

static void
superparchis(void)
{
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
}

/* Each die moves one piece, the same or another, in either order. */
START_TEST(test_each_die_moves_a_piece_in_either_order)
{
	struct pc_flow f;

	superparchis();
	util_setup(&e, &pos, "yellow: 10 20 goal goal; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 34),
			 "1+3 1+4|1+3 2+4|1+4 1+3|1+4 2+3|"
			 "2+3 1+4|2+3 2+4|2+4 1+3|2+4 2+3");
	f = util_play(&e, &pos, 34, "2+4 1+3");
	ck_assert(!f.again);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 13 24 goal goal; "
					       "red: 50 nest nest nest");
}
END_TEST

/* doubles_faces (Parcheesi): with no piece in the nest, doubles also
 * play the bottom faces, 7 less each die: 2-2 moves 2, 2, 5 and 5, in
 * any order, as many as can be used; with a piece in the nest, or
 * without the option, only the two dice. */
START_TEST(test_doubles_faces_play_the_bottom_faces_too)
{
	struct pc_check res;
	struct pc_flow f;

	superparchis();
	util_setup(&e, &pos, "yellow: 10 goal goal goal; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 22), "1+2 1+2");
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, "doubles_faces", 1);
	ck_assert_str_eq(util_legal(&e, &pos, 22),
			 "1+2 1+2 1+5 1+5|1+2 1+5 1+2 1+5|1+2 1+5 1+5 1+2|"
			 "1+5 1+2 1+2 1+5|1+5 1+2 1+5 1+2|1+5 1+5 1+2 1+2");
	ck_assert_str_eq(util_legal(&e, &pos, 23), "1+2 1+3|1+3 1+2");
	ck_assert_int_eq(util_check_text(&e, &pos, 22, "1+2 1+2 1+5", &res),
			 PC_PLAY_COMPLETE);
	ck_assert_str_eq(util_why(&e, &pos, 22, "1+2 1+2 1+6", NULL),
			 "piece 1 cannot move 6: the amounts left are 5, 5");
	f = util_play(&e, &pos, 22, "1+5 1+2 1+5 1+2");
	ck_assert(f.again);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 24 goal goal goal; "
					       "red: 50 nest nest nest");
	/* A piece in the nest: the faces are not played. */
	util_setup(&e, &pos, "yellow: 10 nest goal goal; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 22), "1+2 1+2");
}
END_TEST

/* pc_legal_outcomes lists one play for each place the pieces can end
 * on: the eight orders above are four outcomes. With doubles, which may
 * yet send the piece moved last home, the orders stay apart. */
START_TEST(test_outcomes_merge_orders_of_the_same_moves)
{
	struct pc_play out[16];
	struct pc_outcome seen[16];
	uint8_t dice[2] = {3, 4};
	char text[PC_PLAY_TEXT_MAX];

	superparchis();
	util_setup(&e, &pos, "yellow: 10 20 goal goal; red: 50");
	ck_assert_uint_eq(pc_legal_outcomes(&e, &pos, dice, 2, out, seen, 16),
			  4);
	ck_assert_str_eq(
		pc_play_format(&e, &out[0], PC_NOTATION_SHORT, text), "1+3 1+4");
	ck_assert_str_eq(
		pc_play_format(&e, &out[1], PC_NOTATION_SHORT, text), "1+3 2+4");
	ck_assert_str_eq(
		pc_play_format(&e, &out[2], PC_NOTATION_SHORT, text), "2+3 1+4");
	ck_assert_str_eq(
		pc_play_format(&e, &out[3], PC_NOTATION_SHORT, text), "2+3 2+4");
	/* Room for two: two listed, and more said to exist. */
	ck_assert_uint_gt(pc_legal_outcomes(&e, &pos, dice, 2, out, seen, 2),
			  2);
	/* 2-2: 1+2 2+2 and 2+2 1+2 end alike but for the piece moved last. */
	dice[0] = dice[1] = 2;
	ck_assert_uint_eq(pc_legal_outcomes(&e, &pos, dice, 2, out, seen, 16),
			  pc_legal_plays(&e, &pos, dice, 2, out, 16));
}
END_TEST

/* Pieces of one colour are alike: moving one or the other of two pieces
 * on a square is one outcome, and the roll is forced. In the team event
 * pieces are people: the 10 for one or for the other stays a choice. */
START_TEST(test_outcomes_take_pieces_of_a_colour_alike)
{
	struct pc_play out[8];
	struct pc_outcome seen[8];
	uint8_t die = 3, dice[4];

	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 10; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "1+3|2+3");
	ck_assert_uint_eq(pc_legal_outcomes(&e, &pos, &die, 1, out, seen, 8),
			  1);
	util_preset_with(&e, PC_PRESET_EVENT, NULL, 0);
	util_setup(&e, &pos, "yellow: c6 10 10; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "2 1 1 1"),
			 "1+2 2+10 2+1 3+1|1+2 3+10 2+1 3+1");
	ck_assert_int_eq(util_dice_parse("2 1 1 1", dice), 4);
	ck_assert_uint_eq(pc_legal_outcomes(&e, &pos, dice, 4, out, seen, 8),
			  2);
}
END_TEST

/* The barriers a play opened stay barred for the rest of the turn
 * (barrier_together false), so after doubles two plays that leave the
 * pieces alike but opened different barriers are both listed: 4+5
 * passing piece 1's square on 38 first bars nothing, played after 2+5
 * it does. */
START_TEST(test_outcomes_keep_apart_the_barriers_opened)
{
	static struct pc_play out[64];
	static struct pc_outcome seen[64];
	uint8_t dice[2] = {5, 5};
	char text[PC_PLAY_TEXT_MAX];
	size_t n;
	bool a = false, b = false;

	superparchis();
	util_setup(&e, &pos, "yellow: 38 30 goal 18; blue: 35");
	n = pc_legal_outcomes(&e, &pos, dice, 2, out, seen, 64);
	for (size_t k = 0; k < n && k < 64; k++) {
		pc_play_format(&e, &out[k], PC_NOTATION_SHORT, text);
		a |= strcmp(text, "2+5 4+20 4+5") == 0;
		b |= strcmp(text, "4+5 2+5 4+20") == 0;
	}
	ck_assert(a && b);
}
END_TEST

/* Steps without amounts leave the choice of dice open. */
START_TEST(test_steps_without_amounts_leave_the_dice_open)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 10 20 goal goal; red: 50");
	ck_assert_str_eq(util_completions(&e, &pos, 34, "1 2"),
			 "1+3 2+4|1+4 2+3");
	ck_assert_str_eq(util_completions(&e, &pos, 34, "1+3"),
			 "1+3 1+4|1+3 2+4");
	ck_assert_str_eq(util_why(&e, &pos, 34, "1+5", NULL),
			 "piece 1 cannot move 5: the dice are 3 and 4");
	ck_assert_str_eq(util_why(&e, &pos, 34, "1+3 2+3", NULL),
			 "piece 2 cannot move 3: the die left is 4");
}
END_TEST

/* 2 and 3 add up to 5: one move out of the nest, written "+5". */
START_TEST(test_sum_of_five_brings_a_piece_out)
{
	struct pc_check res;

	superparchis();
	util_setup(&e, &pos, "yellow: 20; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 23), "+5");
	ck_assert_str_eq(util_why(&e, &pos, 23, "1+2", NULL),
			 "the dice add up to 5: a piece must come out");
	ck_assert_int_eq(util_check_text(&e, &pos, 23, "+5", &res),
			 PC_PLAY_COMPLETE);
	ck_assert_uint_eq(res.play.nmoves, 1);
	ck_assert_uint_eq(res.play.moves[0].dice, 3);
	util_play(&e, &pos, 23, "+5");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 20 5 nest nest; "
					       "red: 50 nest nest nest");
}
END_TEST

/* A die showing 5 brings a piece out first; the other die then moves. */
START_TEST(test_five_on_a_die_brings_a_piece_out_first)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 20; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 35), "+5 1+3|+5 2+3");
	ck_assert_str_eq(util_why(&e, &pos, 35, "1+3", NULL),
			 "a 5 must bring a piece out");
	util_play(&e, &pos, 35, "+5 2+3");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 20 8 nest nest; "
					       "red: 50 nest nest nest");
}
END_TEST

/* With two of the player's pieces on the exit the sum of 5 moves on;
 * a piece in the nest needs a 5. */
START_TEST(test_sum_of_five_waits_for_a_free_exit)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 5 5; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 14),
			 "1+1 1+4|1+1 2+4|1+4 1+1|1+4 2+1|"
			 "2+1 1+4|2+1 2+4|2+4 1+1|2+4 2+1");
	ck_assert_str_eq(util_why(&e, &pos, 14, "3+1", NULL),
			 "piece 3 is in the nest: only a 5, or dice adding up "
			 "to 5, bring it out");
}
END_TEST

/* 5-5 brings out two pieces, and doubles roll again. */
START_TEST(test_five_five_brings_out_two)
{
	struct pc_flow f;

	superparchis();
	util_setup(&e, &pos, "yellow: nest; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 55), "+5 +5");
	f = util_play(&e, &pos, 55, "+5 +5");
	ck_assert(f.again);
	ck_assert_int_eq(f.next, PC_YELLOW);
	ck_assert_int_eq(pos.sixes, 1);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 5 5 nest nest; "
					       "red: 50 nest nest nest");
}
END_TEST

/* Doubles roll again; a 6 alone does not. */
START_TEST(test_doubles_roll_again_not_sixes)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 10 20 goal goal; red: 50");
	ck_assert(!util_play(&e, &pos, 61, "1+6 2+1").again);
	ck_assert_int_eq(pos.to_move, PC_RED);
	ck_assert(util_play(&e, &pos, 44, "1+4 1+4").again);
	ck_assert_int_eq(pos.to_move, PC_RED);
}
END_TEST

/* Doubles oblige the player to open a barrier when some play can. */
START_TEST(test_doubles_must_open_a_barrier)
{
	int bad = -1;

	superparchis();
	util_setup(&e, &pos, "yellow: 10 10 30 goal; red: 60");
	ck_assert_str_eq(util_legal(&e, &pos, 22),
			 "1+2 1+2|1+2 3+2|2+2 2+2|2+2 3+2|3+2 1+2|3+2 2+2");
	ck_assert_str_eq(util_why(&e, &pos, 22, "3+2 3+2", &bad),
			 "doubles must open your barrier on 10");
	ck_assert_int_eq(bad, 1);
	util_play(&e, &pos, 22, "3+2 2+2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 10 12 32 goal; "
					       "red: 60 nest nest nest");
}
END_TEST

/* A barrier that no die can open stays, and the doubles move on. */
START_TEST(test_doubles_move_on_when_no_barrier_can_open)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 10 10 30 goal; red: 13 13 50");
	ck_assert_str_eq(util_legal(&e, &pos, 33), "3+3 3+3");
}
END_TEST

/* Issue 16, case 1: doubles must open a barrier that stood before the
 * roll. A pair formed by the first die and left by the second opens
 * nothing: 3+5 4+5 leaves the barrier on 20 standing, which 1+5 or 2+5
 * opens. */
START_TEST(test_doubles_open_a_barrier_that_stood_before_the_roll)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 20 20 30 35; red: 10");
	ck_assert_str_eq(util_legal(&e, &pos, 55),
			 "1+5 1+5|1+5 3+5|1+5 4+5|2+5 2+5|2+5 3+5|2+5 4+5|"
			 "3+5 1+5|3+5 2+5|4+5 1+5|4+5 2+5");
	ck_assert_str_eq(util_why(&e, &pos, 55, "3+5 4+5", NULL),
			 "doubles must open your barrier on 20");
}
END_TEST

/* Issue 16, case 1 (second part): no piece of the barrier on 20 can
 * move (red's barrier on 22), so the doubles move on; a pair that 3+2
 * forms on 14 and the other die leaves is no barrier to open. */
START_TEST(test_doubles_move_on_when_no_barrier_of_before_can_open)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 20 20 12 14; red: 22 22");
	ck_assert_str_eq(util_legal(&e, &pos, 22),
			 "3+2 3+2|3+2 4+2|4+2 3+2|4+2 4+2");
	util_play(&e, &pos, 22, "4+2 4+2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 20 20 12 18; "
					       "red: 22 22 nest nest");
}
END_TEST

/* Issue 16, case 2: with barriers: mixed a piece of the player's and a
 * foreign one form a barrier, and doubles must open it as a 6 must with
 * one die ("Se aplica la regla del 6 para romper el puente"). */
START_TEST(test_doubles_open_a_mixed_barrier)
{
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, "barriers",
			 PC_BARRIERS_MIXED);
	util_setup(&e, &pos, "yellow: 12 30 40 50; red: 12");
	ck_assert_str_eq(util_legal(&e, &pos, 33),
			 "1+3 1+3|1+3 2+3|1+3 3+3|1+3 4+3|"
			 "2+3 1+3|3+3 1+3|4+3 1+3");
	ck_assert_str_eq(util_why(&e, &pos, 33, "2+3 3+3", NULL),
			 "doubles must open your barrier on 12");
	util_classic_with(&e, "barriers", PC_BARRIERS_MIXED);
	ck_assert_str_eq(util_legal(&e, &pos, 6), "1+7");
}
END_TEST

/* Issue 16, case 3: barrier_together false bars only the pairs that
 * were a barrier. With barriers: none two pieces on a square are none:
 * they part and may stand together again. */
START_TEST(test_barriers_none_bar_no_pair_from_standing_together)
{
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, "barriers",
			 PC_BARRIERS_NONE);
	util_setup(&e, &pos, "yellow: 20 20 40 50; red: 10");
	ck_assert_str_eq(util_legal(&e, &pos, 22),
			 "1+2 1+2|1+2 2+2|1+2 3+2|1+2 4+2|"
			 "2+2 1+2|2+2 2+2|2+2 3+2|2+2 4+2|"
			 "3+2 1+2|3+2 2+2|3+2 3+2|3+2 4+2|"
			 "4+2 1+2|4+2 2+2|4+2 3+2|4+2 4+2");
	util_play(&e, &pos, 22, "1+2 2+2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 22 22 40 50; "
					       "red: 10 nest nest nest");
}
END_TEST

/* Issue 16, case 3 (safe_only): two pieces on a plain square are no
 * barrier, so none is opened there nor formed again. A pair on a safe
 * square is one: doubles open it, and its pieces may not form it again
 * on a safe square, though they may meet on a plain one, where they do
 * not block. */
START_TEST(test_safe_only_bars_only_a_barrier_on_a_safe_square)
{
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, "barriers",
			 PC_BARRIERS_SAFE_ONLY);
	util_setup(&e, &pos, "yellow: 20 20 40 50; red: 10");
	util_play(&e, &pos, 22, "1+2 2+2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 22 22 40 50; "
					       "red: 10 nest nest nest");
	/* 29 and 34 are safe, 33 is not. */
	util_setup(&e, &pos, "yellow: 29 29 goal goal; red: 10");
	ck_assert_str_eq(util_legal(&e, &pos, 44),
			 "1+4 1+4|1+4 2+4|2+4 1+4|2+4 2+4");
	util_setup(&e, &pos, "yellow: 29 29 goal goal; red: 10");
	ck_assert_str_eq(util_legal(&e, &pos, 55), "1+5 1+5|2+5 2+5");
	ck_assert_str_eq(
		util_why(&e, &pos, 55, "1+5 2+5", NULL),
		"piece 2 cannot move 5: it opened a barrier with "
		"piece 1 in this turn and may not form it again on 34");
}
END_TEST

/* Issue 16, case 4: blocked_move stop with barrier_together false. A
 * square beside the piece a barrier was opened with in this turn cannot
 * take the piece: it stops on the last square before it that can. Blue's
 * piece 3 stops on 55 beside piece 4 (red and green fill 56); piece 4
 * opens that barrier and stops on 60 before yellow's barrier on 61,
 * taking red's piece; piece 3 counts the 20 and would stop on 60 too,
 * beside piece 4 again: it stops on 59, beside piece 1. Before, such a
 * move was dropped: 3+2 4+6 3+20 and 3+2 3+6 4+20 were missing. */
START_TEST(test_stop_before_a_barrier_opened_in_the_turn)
{
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, "blocked_move",
			 PC_BLOCKED_STOP);
	util_setup(&e, &pos,
		   "yellow: c2 58 61 61; red: 60 nest 66 56; "
		   "green: 1 56 goal 57; blue: 59 nest 54 55; move: blue");
	ck_assert_str_eq(util_legal(&e, &pos, 26),
			 "1+2 3+20 4+6|1+2 4+20 3+6|1+6 3+20 4+2 4+20|"
			 "1+6 4+20 3+2|3+2 1+6 3+20|3+2 1+6 4+20|"
			 "3+2 3+6 1+20|3+2 3+6 4+20|3+2 4+6 1+20|"
			 "3+2 4+6 3+20|3+6 1+20 4+2 4+20|"
			 "4+2 1+20 3+20 4+6|4+2 1+20 4+20 3+6|"
			 "4+2 3+20 1+20 4+6|4+2 4+20 1+20 3+6|4+6 1+20 3+2");
	util_play(&e, &pos, 26, "3+2 4+6 3+20");
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: c2 58 61 61; blue: 59 nest 59 60; "
			 "red: nest nest 66 56; green: 1 56 goal 57");
}
END_TEST

/* A bonus that would form again a barrier opened in the turn is refused
 * for that reason, not for the dice (issue 16, case 4's message). The
 * doubles open yellow's barrier on 30; in the next roll piece 4 reaches
 * the goal, and piece 2's 10 would end beside piece 1 on 40. */
START_TEST(test_a_bonus_may_not_form_again_a_barrier_opened)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 30 30 goal c6; red: 10");
	ck_assert(util_play(&e, &pos, 55, "1+5 1+5").again);
	ck_assert_str_eq(
		util_why(&e, &pos, 24, "4+2 2+10", NULL),
		"piece 2 cannot move 10: it opened a barrier with "
		"piece 1 in this turn and may not form it again on 40");
	ck_assert_str_eq(util_legal(&e, &pos, 24),
			 "1+2 1+4|1+2 2+4|1+4 1+2|1+4 2+2|1+4 4+2 1+10|"
			 "1+4 4+2 2+10|2+2 1+4|2+2 2+4|2+4 1+2|2+4 2+2|"
			 "2+4 4+2 1+10|2+4 4+2 2+10|4+2 1+10 1+4|"
			 "4+2 1+10 2+4");
}
END_TEST

/* barrier_together false: the two pieces that opened a barrier may not
 * stand together again in the same roll. */
START_TEST(test_barrier_may_not_be_reformed_by_the_same_pieces)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 10 10 goal goal; red: 60");
	ck_assert_str_eq(util_legal(&e, &pos, 33), "1+3 1+3|2+3 2+3");
	ck_assert_str_eq(
		util_why(&e, &pos, 33, "1+3 2+3", NULL),
		"piece 2 cannot move 3: it opened a barrier with "
		"piece 1 in this turn and may not form it again on 13");
	util_play(&e, &pos, 33, "2 2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 10 16 goal goal; "
					       "red: 60 nest nest nest");
	/* With barrier_together the pieces may move on together. */
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, "barrier_together", 1);
	util_setup(&e, &pos, "yellow: 10 10 goal goal; red: 60");
	ck_assert_str_eq(util_legal(&e, &pos, 33),
			 "1+3 1+3|1+3 2+3|2+3 1+3|2+3 2+3");
}
END_TEST

/* If both dice can be used in some order, a play using one is illegal. */
START_TEST(test_as_many_dice_as_possible)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 10 c6 goal goal; red: 16 16");
	ck_assert_str_eq(util_legal(&e, &pos, 24), "1+4 2+2|2+2 1+4");
	ck_assert_str_eq(util_why(&e, &pos, 24, "1+2", NULL),
			 "piece 1 cannot move 2: the other die could then not "
			 "be used, and both can");
	util_play(&e, &pos, 24, "1+4 2+2");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 14 goal goal goal; "
					       "red: 16 16 nest nest");
}
END_TEST

/* When only one die can be used, either one may (parchis(6) asks for no
 * larger die). */
START_TEST(test_only_one_die_usable_either_may_be)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 66 goal goal goal; red: 40");
	ck_assert_str_eq(util_legal(&e, &pos, 56), "1+5|1+6");
	ck_assert_str_eq(util_why(&e, &pos, 56, "1+5 pass", NULL),
			 "the roll is played out: nothing is left to move");
	util_play(&e, &pos, 56, "1+5");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c3 goal goal goal; "
					       "red: 40 nest nest nest");
}
END_TEST

/* six_all_out: a 6 counts 7 once no piece is in the nest, asked when
 * the die is used: after the other die brought the last piece out. */
START_TEST(test_six_counts_seven_after_the_last_piece_comes_out)
{
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, "six_all_out", 7);
	util_setup(&e, &pos, "yellow: 10 20 30; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 56),
			 "+5 1+7|+5 2+7|+5 3+7|+5 4+7");
	ck_assert_str_eq(util_why(&e, &pos, 56, "+5 1+6", NULL),
			 "piece 1 cannot move 6: a 6 counts 7 when no piece "
			 "is in the nest");
}
END_TEST

/* six_all_out: while a piece is in the nest a 6 counts 6, whichever
 * piece is there (the first, which the nest's lowest index 0 is, or
 * another), and a 7 written for it is refused. */
START_TEST(test_six_counts_six_while_a_piece_is_in_the_nest)
{
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, "six_all_out", 7);
	util_setup(&e, &pos, "yellow: nest 10 goal goal; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 63), "2+3 2+6|2+6 2+3");
	ck_assert_str_eq(util_why(&e, &pos, 63, "2+7", NULL),
			 "piece 2 cannot move 7: the dice are 6 and 3");
	util_play(&e, &pos, 63, "2+6 2+3");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: nest 19 goal goal; "
					       "red: 50 nest nest nest");
	util_setup(&e, &pos, "yellow: 10 nest goal goal; red: 50");
	ck_assert_str_eq(util_legal(&e, &pos, 36), "1+3 1+6|1+6 1+3");
	/* Classic's 7 on two dice: the same. */
	util_classic_with(&e, "dice_per_roll", 2);
	util_setup(&e, &pos, "yellow: 10 20 nest nest");
	ck_assert_str_eq(util_legal(&e, &pos, 61),
			 "1+1 1+6|1+1 2+6|1+6 1+1|1+6 2+1|"
			 "2+1 1+6|2+1 2+6|2+6 1+1|2+6 2+1");
}
END_TEST

/* A capture's 20 is counted at once, before the die not yet used. */
START_TEST(test_bonus_is_counted_before_the_other_die)
{
	superparchis();
	util_setup(&e, &pos, "yellow: 10 30 goal goal; red: 13");
	ck_assert_str_eq(util_legal(&e, &pos, 34),
			 "1+3 1+20 1+4|1+3 1+20 2+4|1+3 2+20 1+4|"
			 "1+3 2+20 2+4|1+4 1+3|1+4 2+3|2+3 1+4|2+3 2+4|"
			 "2+4 1+3 1+20|2+4 1+3 2+20|2+4 2+3");
	ck_assert_str_eq(util_why(&e, &pos, 34, "1+3 1+4", NULL),
			 "piece 1 cannot move 4: the count is 20");
	util_play(&e, &pos, 34, "1+3 2+20 1+4");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 17 50 goal goal; "
					       "red: nest nest nest nest");
}
END_TEST

/* The third doubles in a row are not played: the piece moved last goes
 * back to the nest. */
START_TEST(test_third_doubles_sends_last_moved_home)
{
	struct pc_flow f;

	superparchis();
	util_setup(&e, &pos, "yellow: 10 20 goal goal; red: 40");
	ck_assert(util_play(&e, &pos, 11, "1+1 1+1").again);
	ck_assert(util_play(&e, &pos, 22, "2+2 2+2").again);
	ck_assert_str_eq(util_legal(&e, &pos, 33), "pass");
	ck_assert_str_eq(util_why(&e, &pos, 33, "1+3", NULL),
			 "the third doubles in a row are not played");
	f = util_play(&e, &pos, 33, "");
	ck_assert(f.penalty);
	ck_assert(!f.again);
	ck_assert_int_eq(f.sent_home, 1);
	ck_assert_int_eq(f.sent_colour, PC_YELLOW);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 12 nest goal goal; "
					       "red: 40 nest nest nest");
}
END_TEST

/* A die that cannot move leaves the other to play; none is a pass. */
START_TEST(test_a_roll_nothing_can_use_is_a_pass)
{
	struct pc_check res;

	superparchis();
	util_setup(&e, &pos, "yellow: nest; red: 40");
	ck_assert_str_eq(util_legal(&e, &pos, 12), "pass");
	ck_assert_int_eq(util_check_text(&e, &pos, 12, "pass", &res),
			 PC_PLAY_COMPLETE);
	util_setup(&e, &pos, "yellow: 10; red: 40");
	ck_assert_str_eq(util_why(&e, &pos, 12, "pass", NULL),
			 "you cannot pass: piece 1 can move 1");
}
END_TEST

/* The engine checks the number of dice against the rules. */
START_TEST(test_a_roll_has_the_rules_number_of_dice)
{
	struct pc_check res;

	superparchis();
	util_setup(&e, &pos, "yellow: 10; red: 40");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "");
	ck_assert_int_eq(util_check_text(&e, &pos, 3, "1", &res),
			 PC_PLAY_ILLEGAL);
	ck_assert_str_eq(res.why, "a roll is 2 dice of 1 to 6");
	ck_assert_str_eq(util_legal(&e, &pos, 17), "");
	util_classic(&e);
	ck_assert_int_eq(util_check_text(&e, &pos, 34, "1", &res),
			 PC_PLAY_ILLEGAL);
	ck_assert_str_eq(res.why, "a roll is 1 die of 1 to 6");
}
END_TEST

static Suite *
two_dice_suite(void)
{
	Suite *s = suite_create("engine two dice");
	TCase *tc = tcase_create("superparchis");

	tcase_add_test(tc, test_each_die_moves_a_piece_in_either_order);
	tcase_add_test(tc, test_steps_without_amounts_leave_the_dice_open);
	tcase_add_test(tc, test_sum_of_five_brings_a_piece_out);
	tcase_add_test(tc, test_five_on_a_die_brings_a_piece_out_first);
	tcase_add_test(tc, test_sum_of_five_waits_for_a_free_exit);
	tcase_add_test(tc, test_five_five_brings_out_two);
	tcase_add_test(tc, test_doubles_roll_again_not_sixes);
	tcase_add_test(tc, test_doubles_must_open_a_barrier);
	tcase_add_test(tc, test_doubles_move_on_when_no_barrier_can_open);
	tcase_add_test(tc, test_barrier_may_not_be_reformed_by_the_same_pieces);
	tcase_add_test(tc, test_doubles_open_a_barrier_that_stood_before_the_roll);
	tcase_add_test(tc, test_doubles_move_on_when_no_barrier_of_before_can_open);
	tcase_add_test(tc, test_doubles_open_a_mixed_barrier);
	tcase_add_test(tc, test_barriers_none_bar_no_pair_from_standing_together);
	tcase_add_test(tc, test_safe_only_bars_only_a_barrier_on_a_safe_square);
	tcase_add_test(tc, test_stop_before_a_barrier_opened_in_the_turn);
	tcase_add_test(tc, test_a_bonus_may_not_form_again_a_barrier_opened);
	tcase_add_test(tc, test_as_many_dice_as_possible);
	tcase_add_test(tc, test_only_one_die_usable_either_may_be);
	tcase_add_test(tc, test_six_counts_seven_after_the_last_piece_comes_out);
	tcase_add_test(tc, test_six_counts_six_while_a_piece_is_in_the_nest);
	tcase_add_test(tc, test_bonus_is_counted_before_the_other_die);
	tcase_add_test(tc, test_third_doubles_sends_last_moved_home);
	tcase_add_test(tc, test_a_roll_nothing_can_use_is_a_pass);
	tcase_add_test(tc, test_a_roll_has_the_rules_number_of_dice);
	tcase_add_test(tc, test_doubles_faces_play_the_bottom_faces_too);
	tcase_add_test(tc, test_outcomes_merge_orders_of_the_same_moves);
	tcase_add_test(tc, test_outcomes_keep_apart_the_barriers_opened);
	tcase_add_test(tc, test_outcomes_take_pieces_of_a_colour_alike);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(two_dice_suite());
}
