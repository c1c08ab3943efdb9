/* check_engine_event.c: the team event (parchis(6), "Team
 * event", and the event column of "Rule options"): a die a piece in piece
 * order, a 6 rolls again for that piece alone, barriers of any two pieces,
 * a blocked move stopping before the barrier, bouncing at the goal, the
 * capturing piece counting its own 20, the 10 counted by a teammate,
 * clockwise turns, two places, and a person who leaves.
 *
 * Each expectation was worked out by hand from parchis(6) before running.
 * Yellow comes out on 5 and enters its corridor after 68; red comes out
 * on 39; safe squares are 5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68. */
#include <config.h>

#include <stdlib.h>

#include "check-engine-util.h"

static struct pc_engine e;
static struct pc_position pos;

static void
event(struct pc_engine *eng)
{
	util_preset_with(eng, PC_PRESET_EVENT, NULL, 0);
}

/* Every piece moves by its own die, in piece order; nobody may pick. */
START_TEST(test_event_a_die_a_piece_in_piece_order)
{
	struct pc_flow f;
	int bad = -1;

	event(&e);
	util_setup(&e, &pos, "yellow: 10 20 30 40; red: 50");
	ck_assert_int_eq(pc_roll_ndice(&e, &pos), 4);
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 2 3 4"),
			 "1+1 2+2 3+3 4+4");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "4 3 2 1"),
			 "1+4 2+3 3+2 4+1");
	/* A roll has one die for each piece. */
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 2"), "");
	/* Out of order, or another count, is refused at once... */
	ck_assert_str_eq(util_why_dice(&e, &pos, "1 2 3 4", "2+2 1+1", &bad),
			 "piece 1 moves 1 now: each piece moves by its own "
			 "die, in piece order");
	ck_assert_int_eq(bad, 0);
	util_why_dice(&e, &pos, "1 2 3 4", "2+3", &bad);
	ck_assert_int_eq(bad, 0);
	f = util_play_dice(&e, &pos, "4 3 2 1", "");
	ck_assert(!f.again);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 14 23 32 41; "
					       "red: 50 nest nest nest");
}
END_TEST

/* Piece 1 moves first: its move onto the red piece on 12 makes a
 * barrier that stops piece 2 on 11 (the other way round piece 2 would
 * reach 13). */
START_TEST(test_event_earlier_piece_moves_first)
{
	event(&e);
	util_setup(&e, &pos, "yellow: 10 8; red: 12");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "2 5 1 1"), "1+2 2+5");
	util_play_dice(&e, &pos, "2 5 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 12 11 nest nest; "
					       "red: 12 nest nest nest");
}
END_TEST

/* Each piece needs exactly 5 to come out; a 5 of a piece on the board
 * is an ordinary 5. */
START_TEST(test_event_piece_comes_out_only_on_exact_five)
{
	struct pc_flow f;

	event(&e);
	util_setup(&e, &pos, "yellow: nest nest nest nest; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "5 1 2 5"), "1+5 4+5");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "6 1 2 3"), "pass");
	/* The third 5 finds two yellow pieces on the exit. */
	ck_assert_str_eq(util_legal_dice(&e, &pos, "5 5 5 1"), "1+5 2+5");
	f = util_play_dice(&e, &pos, "5 1 2 5", "");
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 5 nest nest 5; "
					       "red: 50 nest nest nest");
	util_setup(&e, &pos, "yellow: 10; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "5 1 1 1"), "1+5");
	util_play_dice(&e, &pos, "5 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 15 nest nest nest; "
					       "red: 50 nest nest nest");
}
END_TEST

/* A piece that cannot move stays and the others still move; the roll is
 * a pass only when no piece can move. */
START_TEST(test_event_piece_that_cannot_move_stays)
{
	struct pc_flow f;

	event(&e);
	/* Piece 1 stands just before the red barrier on 11. */
	util_setup(&e, &pos, "yellow: 10 nest goal 20; red: 11 11");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 2 4 1"), "4+1");
	util_play_dice(&e, &pos, "3 2 4 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 10 nest goal 21; "
					       "red: 11 11 nest nest");
	util_setup(&e, &pos, "yellow: 10 nest goal nest; red: 11 11");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 2 4 1"), "pass");
	f = util_play_dice(&e, &pos, "3 2 4 1", "pass");
	ck_assert(!f.again);
	ck_assert_int_eq(f.next, PC_RED);
}
END_TEST

/* A piece that rolls 6 rolls again, alone: the next roll has a die for
 * each piece that rolled a 6. */
START_TEST(test_event_six_rolls_again_for_that_piece_only)
{
	struct pc_flow f;

	event(&e);
	util_setup(&e, &pos, "yellow: 10 20 30 40; red: 50");
	f = util_play_dice(&e, &pos, "6 1 6 2", "");
	ck_assert(f.again);
	ck_assert(!f.penalty);
	ck_assert_int_eq(f.next, PC_YELLOW);
	ck_assert_uint_eq(pos.rolling, 0x5);
	ck_assert_int_eq(pc_roll_ndice(&e, &pos), 2);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 16 21 36 42; "
					       "red: 50 nest nest nest");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 4 1 1"), "");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 4"), "1+3 3+4");
	f = util_play_dice(&e, &pos, "3 4", "");
	ck_assert(!f.again);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_uint_eq(pos.rolling, 0xf);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 19 21 40 42; "
					       "red: 50 nest nest nest");
}
END_TEST

/* A piece's third 6 is not played and sends it to the nest; another
 * piece of the roll still plays its die. */
START_TEST(test_event_third_six_of_a_piece_sends_it_home)
{
	struct pc_flow f;

	event(&e);
	util_setup(&e, &pos, "yellow: 10 20 30 40; red: 50");
	ck_assert(util_play_dice(&e, &pos, "6 6 1 1", "").again);
	ck_assert_uint_eq(pos.rolling, 0x3);
	ck_assert(util_play_dice(&e, &pos, "6 6", "").again);
	ck_assert_uint_eq(pos.rolling, 0x3);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 22 32 31 41; "
					       "red: 50 nest nest nest");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "6 1"), "2+1");
	f = util_play_dice(&e, &pos, "6 1", "");
	ck_assert(f.penalty);
	ck_assert(!f.again);
	ck_assert_int_eq(f.sent_home, 0);
	ck_assert_int_eq(f.sent_colour, PC_YELLOW);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: nest 33 31 41; "
					       "red: 50 nest nest nest");
}
END_TEST

/* The third 6 of a piece in its corridor is not played either, but the
 * piece stays. */
START_TEST(test_event_third_six_spares_piece_in_corridor)
{
	struct pc_flow f;

	event(&e);
	util_setup(&e, &pos, "yellow: 60 20 30 40; red: 50");
	util_play_dice(&e, &pos, "6 1 1 1", "");
	util_play_dice(&e, &pos, "6", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c4 21 31 41; "
					       "red: 50 nest nest nest");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "6"), "pass");
	f = util_play_dice(&e, &pos, "6", "");
	ck_assert(f.penalty);
	ck_assert(!f.again);
	ck_assert_int_eq(f.sent_home, PC_NO_PIECE);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c4 21 31 41; "
					       "red: 50 nest nest nest");
}
END_TEST

/* barriers mixed: any two pieces on a square block it, of one colour or
 * two, the mover's own included, and in the corridor too. */
START_TEST(test_event_any_two_pieces_block)
{
	event(&e);
	util_setup(&e, &pos, "yellow: 10; red: 12; blue: 12");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "4 1 1 1"), "1+4");
	util_play_dice(&e, &pos, "4 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: 11 nest nest nest; "
			 "blue: 12 nest nest nest; red: 12 nest nest nest");
	/* With barriers of one colour only, red and blue do not block. */
	util_preset_with(&e, PC_PRESET_EVENT, "barriers",
			 PC_BARRIERS_SAME_COLOUR);
	util_setup(&e, &pos, "yellow: 10; red: 12; blue: 12");
	util_play_dice(&e, &pos, "4 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos),
			 "yellow: 14 nest nest nest; "
			 "blue: 12 nest nest nest; red: 12 nest nest nest");
	/* Yellow's own piece and a red one on 12 block yellow's piece 1;
	 * piece 2 moves off afterwards. */
	event(&e);
	util_setup(&e, &pos, "yellow: 10 12; red: 12");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 1 1 1"), "1+3 2+1");
	util_play_dice(&e, &pos, "3 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 11 13 nest nest; "
					       "red: 12 nest nest nest");
	/* Two pieces on c3 block the corridor. */
	util_setup(&e, &pos, "yellow: c1 c3 c3; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "4 1 1 1"), "1+4 2+1 3+1");
	util_play_dice(&e, &pos, "4 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c2 c4 c4 nest; "
					       "red: 50 nest nest nest");
}
END_TEST

/* blocked_move stop: a blocked piece advances to the square just before
 * the barrier, and cannot move when it already stands there. */
START_TEST(test_event_blocked_move_stops_before_barrier)
{
	int bad = -1;

	event(&e);
	util_setup(&e, &pos, "yellow: 9; red: 12; blue: 12");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "6 1 1 1"), "1+6");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 1 1 1"), "1+3");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "2 1 1 1"), "1+2");
	util_play_dice(&e, &pos, "6 1 1 1", "");
	ck_assert_int_eq(pc_position_place(&e, &pos, PC_YELLOW, 0), 11);
	util_setup(&e, &pos, "yellow: 11; red: 12; blue: 12");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 1 1 1"), "pass");
	util_why_dice(&e, &pos, "3 1 1 1", "1+3", &bad);
	ck_assert_int_eq(bad, 0);
}
END_TEST

/* A stopped move ending on a lone foreign piece captures it; the 20
 * then meets the same barrier at once and is lost. */
START_TEST(test_event_stopped_move_captures)
{
	event(&e);
	util_setup(&e, &pos, "yellow: 10 40; red: 13 14 14");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "6 1 1 1"), "1+6 2+1");
	util_play_dice(&e, &pos, "6 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 13 41 nest nest; "
					       "red: nest 14 14 nest");
}
END_TEST

/* The option alone, in classic: forbid refuses the move, stop ends it
 * before the barrier. */
START_TEST(test_classic_blocked_move_stop_option)
{
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10; red: 12 12");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "pass");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "pass");
	util_classic_with(&e, "blocked_move", PC_BLOCKED_STOP);
	util_setup(&e, &pos, "yellow: 10; red: 12 12");
	ck_assert_str_eq(util_legal(&e, &pos, 4), "1+4");
	ck_assert_str_eq(util_legal(&e, &pos, 2), "1+2");
	util_play(&e, &pos, 4, "1");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 11 nest nest nest; "
					       "red: 12 12 nest nest");
	util_setup(&e, &pos, "yellow: 11; red: 12 12");
	ck_assert_str_eq(util_legal(&e, &pos, 3), "pass");
	/* Two colours make no barrier in classic: nothing stops. */
	util_setup(&e, &pos, "yellow: 10; red: 12; blue: 12");
	util_play(&e, &pos, 4, "1");
	ck_assert_int_eq(pc_position_place(&e, &pos, PC_YELLOW, 0), 14);
}
END_TEST

/* goal_entry bounce: the excess goes back down the corridor; a piece
 * that bounces counts no 10; an exact count reaches the goal and its 10
 * is counted at once. */
START_TEST(test_event_bounce_at_goal)
{
	event(&e);
	util_setup(&e, &pos, "yellow: c7 20; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "5 1 1 1"), "1+5 2+1");
	util_play_dice(&e, &pos, "5 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c4 21 nest nest; "
					       "red: 50 nest nest nest");
	util_setup(&e, &pos, "yellow: c7 20; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 1 1 1"), "1+1 2+10 2+1");
	util_play_dice(&e, &pos, "1 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: goal 31 nest nest; "
					       "red: 50 nest nest nest");
}
END_TEST

/* The corridor has seven squares to go back: a 10 from c6 (an excess of
 * 8) cannot be played, from c5 (7) it ends on c1. */
START_TEST(test_event_bounce_excess_over_seven_cannot)
{
	event(&e);
	util_setup(&e, &pos, "yellow: c7 c6 c5; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 1 1 1"),
			 "1+1 3+10 2+1 3+1");
	util_play_dice(&e, &pos, "1 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: goal c7 c2 nest; "
					       "red: 50 nest nest nest");
	/* Nobody can count the 10 from c6: it is lost. */
	util_setup(&e, &pos, "yellow: c7 c6; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 1 1 1"), "1+1 2+1");
}
END_TEST

/* A piece bouncing back meets the barrier on c5 and stops on c6. */
START_TEST(test_event_bounce_stops_before_barrier)
{
	event(&e);
	util_setup(&e, &pos, "yellow: c7 c5 c5; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "5 1 1 1"), "1+5 2+1");
	util_play_dice(&e, &pos, "5 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c6 c6 c5 nest; "
					       "red: 50 nest nest nest");
}
END_TEST

/* A piece bouncing back passes the square it left: it no longer stands
 * there, so its teammate alone on it makes no barrier. From c6 a 6 goes
 * c7, goal, c7, c6, c5 and ends on c4; from c7 a 3 ends on c6. */
START_TEST(test_event_bounce_passes_the_square_it_left)
{
	event(&e);
	util_setup(&e, &pos, "yellow: c6 c6; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "6 1 1 1"), "1+6 2+1");
	util_play_dice(&e, &pos, "6 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c4 c7 nest nest; "
					       "red: 50 nest nest nest");
	util_setup(&e, &pos, "yellow: c7 c7; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 1 1 1"), "1+3 2+1");
	util_play_dice(&e, &pos, "3 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c6 goal nest nest; "
					       "red: 50 nest nest nest");
}
END_TEST

/* bonus_piece mover: the capturing piece itself advances 20, and
 * captures again on 33. */
START_TEST(test_event_capturing_piece_advances_twenty_and_chains)
{
	event(&e);
	util_setup(&e, &pos, "yellow: 10 40; red: 13 33");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 1 1 1"),
			 "1+3 1+20 1+20 2+1");
	util_play_dice(&e, &pos, "3 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 53 41 nest nest; "
					       "red: nest nest nest nest");
}
END_TEST

/* When the capturing piece cannot count the 20 (from 65 it would go
 * nine past the goal) no other piece counts it. */
START_TEST(test_event_twenty_only_for_the_capturing_piece)
{
	event(&e);
	util_setup(&e, &pos, "yellow: 62 20; red: 65");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 1 1 1"), "1+3 2+1");
	util_play_dice(&e, &pos, "3 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 65 21 nest nest; "
					       "red: nest nest nest nest");
	util_preset_with(&e, PC_PRESET_EVENT, "bonus_piece",
			 PC_BONUS_PIECE_ANY);
	util_setup(&e, &pos, "yellow: 62 20; red: 65");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "3 1 1 1"), "1+3 2+20 2+1");
}
END_TEST

/* A piece reaching the goal lets the team pick another piece to count
 * the 10: one play for each piece that can; none when none can. */
START_TEST(test_event_goal_bonus_for_another_piece)
{
	event(&e);
	util_setup(&e, &pos, "yellow: c7 20 30; red: 60");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 2 3 4"),
			 "1+1 2+10 2+2 3+3|1+1 3+10 2+2 3+3");
	util_play_dice(&e, &pos, "1 2 3 4", "1 3+10");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: goal 22 43 nest; "
					       "red: 60 nest nest nest");
	util_setup(&e, &pos, "yellow: c7; red: 60");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 2 3 4"), "1+1");
}
END_TEST

/* Turns go clockwise: red then blue (parchis(6), The team event). */
START_TEST(test_event_turns_go_clockwise)
{
	struct pc_flow f;

	event(&e);
	pc_position_init(&e, &pos, 0xf, PC_RED);
	ck_assert_int_eq(pc_next_player(&e, &pos, PC_RED), PC_BLUE);
	ck_assert_int_eq(pc_next_player(&e, &pos, PC_BLUE), PC_YELLOW);
	ck_assert_int_eq(pc_next_player(&e, &pos, PC_YELLOW), PC_GREEN);
	ck_assert_int_eq(pc_next_player(&e, &pos, PC_GREEN), PC_RED);
	f = util_play_dice(&e, &pos, "1 2 3 4", "pass");
	ck_assert_int_eq(f.next, PC_BLUE);
	ck_assert_int_eq(pos.to_move, PC_BLUE);
}
END_TEST

/* places 2: the game goes on after the first team is home and ends when
 * the second is. */
START_TEST(test_event_two_places)
{
	struct pc_flow f;

	event(&e);
	util_setup(&e, &pos,
		   "yellow: goal goal goal c7; blue: 30; red: 40; "
		   "green: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 1 1 1"), "4+1");
	f = util_play_dice(&e, &pos, "1 1 1 1", "");
	ck_assert(!f.over);
	ck_assert(!pos.over);
	ck_assert_int_eq(f.next, PC_GREEN);
	ck_assert_int_eq(pos.nfinished, 1);
	ck_assert_int_eq(pos.finished[0], PC_YELLOW);
	ck_assert_int_eq(pc_next_player(&e, &pos, PC_BLUE), PC_GREEN);
	util_setup(&e, &pos, "blue: goal goal goal c7; red: 40; green: 50");
	pos.playing |= 1u << PC_YELLOW;
	pos.finished[pos.nfinished++] = PC_YELLOW;
	f = util_play_dice(&e, &pos, "1 1 1 1", "");
	ck_assert(f.over);
	ck_assert_int_eq(pos.nfinished, 2);
	ck_assert_int_eq(pos.finished[1], PC_BLUE);
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 1 1 1"), "");
}
END_TEST

/* Pieces already home have their die unused, and their 6 rolls nothing
 * again. */
START_TEST(test_event_home_pieces_die_unused)
{
	struct pc_flow f;

	event(&e);
	util_setup(&e, &pos, "yellow: goal goal 10; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "6 6 1 1"), "3+1");
	f = util_play_dice(&e, &pos, "6 6 1 1", "");
	ck_assert(!f.again);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: goal goal 11 nest; "
					       "red: 50 nest nest nest");
}
END_TEST

/* A person who leaves with no teammate home: the piece goes to its exit
 * and waits there, not moving, until a teammate is home. */
START_TEST(test_event_person_leaving_waits_on_exit)
{
	struct pc_error err;

	event(&e);
	util_setup(&e, &pos, "yellow: 10 20; red: 50");
	ck_assert_int_eq(pc_position_leave(&e, &pos, PC_YELLOW, 1, &err),
			 PC_OK);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 10 5 nest nest; "
					       "red: 50 nest nest nest");
	ck_assert(pc_piece_waits(&e, &pos, PC_YELLOW, 1));
	ck_assert(!pc_piece_waits(&e, &pos, PC_YELLOW, 0));
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 3 5 1"), "1+1 3+5");
	util_play_dice(&e, &pos, "1 3 5 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 11 5 5 nest; "
					       "red: 50 nest nest nest");
	ck_assert(pc_piece_waits(&e, &pos, PC_YELLOW, 1));
	/* From the nest too it goes to the exit. */
	util_setup(&e, &pos, "yellow: nest; red: 50");
	ck_assert_int_eq(pc_position_leave(&e, &pos, PC_YELLOW, 0, &err),
			 PC_OK);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 5 nest nest nest; "
					       "red: 50 nest nest nest");
	ck_assert_int_eq(pc_position_leave(&e, &pos, PC_YELLOW, 0, &err),
			 PC_ERR_DATA);
}
END_TEST

/* A waiting piece's die is not played: its 6 earns no roll and counts
 * toward no third 6. A second person leaving while one piece already
 * waits on the exit waits where the piece stands: two waiting pieces
 * would close the exit to the team for good. */
START_TEST(test_event_waiting_piece_rolls_nothing_and_one_waits_on_exit)
{
	struct pc_error err;
	struct pc_flow f;

	event(&e);
	util_setup(&e, &pos, "yellow: 10; red: 50");
	ck_assert_int_eq(pc_position_leave(&e, &pos, PC_YELLOW, 1, &err),
			 PC_OK);
	f = util_play_dice(&e, &pos, "1 6 1 1", "");
	ck_assert(!f.again);
	ck_assert_int_eq(f.next, PC_RED);
	ck_assert_int_eq(pc_position_leave(&e, &pos, PC_YELLOW, 2, &err),
			 PC_OK);
	ck_assert_str_eq(util_where(&e, &pos), "yellow: 11 5 nest nest; "
					       "red: 50 nest nest nest");
	ck_assert(pc_piece_waits(&e, &pos, PC_YELLOW, 2));
}
END_TEST

/* barrier_together false with a die a piece: a piece whose move would
 * form again the barrier it opened with another in the turn cannot
 * move, and the pieces after it still do; a piece bouncing back onto
 * its own square forms nothing with itself. */
START_TEST(test_event_barrier_together_false_skips_one_die)
{
	util_preset_with(&e, PC_PRESET_EVENT, "barrier_together", 0);
	util_setup(&e, &pos, "yellow: 10 10 30 40; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 1 2 3"), "1+1 3+2 4+3");
	util_setup(&e, &pos, "yellow: 10 c7 30 10; red: 50");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 2 1 1"), "1+1 2+2 3+1");
	util_setup(&e, &pos, "yellow: c5 10 10 30; red: 50");
	util_play_dice(&e, &pos, "6 1 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: c5 11 10 31; "
					       "red: 50 nest nest nest");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "6"), "1+6");
}
END_TEST

/* A roll per piece is not played in pairs: a player's dice are their
 * own pieces', with none left for the partner's. */
START_TEST(test_roll_per_piece_refused_in_pairs)
{
	struct pc_rules r;
	char why[160];

	pc_rules_preset(PC_PRESET_PAIRS, &r);
	ck_assert(pc_rules_check(&r, 0xf, why, sizeof why));
	r.roll_per_piece = 1;
	ck_assert(!pc_rules_check(&r, 0xf, why, sizeof why));
	ck_assert_str_eq(why, "roll_per_piece: true is not played in pairs: a "
			 "player's own dice would have no partner's pieces to "
			 "move");
}
END_TEST

/* Once a teammate is home the piece moves again, and may count that
 * teammate's 10 (parchis(6), The team event); a teammate home already plays
 * it at once. */
START_TEST(test_event_person_leaving_replaced_by_teammate_home)
{
	struct pc_error err;

	event(&e);
	util_setup(&e, &pos, "yellow: c7 20; red: 50");
	ck_assert_int_eq(pc_position_leave(&e, &pos, PC_YELLOW, 1, &err),
			 PC_OK);
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 2 1 1"), "1+1 2+10 2+2");
	util_play_dice(&e, &pos, "1 2 1 1", "");
	ck_assert_str_eq(util_where(&e, &pos), "yellow: goal 17 nest nest; "
					       "red: 50 nest nest nest");
	ck_assert(!pc_piece_waits(&e, &pos, PC_YELLOW, 1));
	util_setup(&e, &pos, "yellow: goal 20; red: 50");
	ck_assert_int_eq(pc_position_leave(&e, &pos, PC_YELLOW, 1, &err),
			 PC_OK);
	ck_assert(!pc_piece_waits(&e, &pos, PC_YELLOW, 1));
	ck_assert_str_eq(util_where(&e, &pos), "yellow: goal 20 nest nest; "
					       "red: 50 nest nest nest");
	ck_assert_str_eq(util_legal_dice(&e, &pos, "1 3 1 1"), "2+3");
	ck_assert_int_eq(pc_position_leave(&e, &pos, PC_YELLOW, 0, &err),
			 PC_ERR_DATA);
}
END_TEST

static Suite *
event_suite(void)
{
	Suite *s = suite_create("engine team event");
	TCase *tc = tcase_create("event");

	tcase_add_test(tc, test_event_a_die_a_piece_in_piece_order);
	tcase_add_test(tc,
		       test_event_waiting_piece_rolls_nothing_and_one_waits_on_exit);
	tcase_add_test(tc, test_event_barrier_together_false_skips_one_die);
	tcase_add_test(tc, test_roll_per_piece_refused_in_pairs);
	tcase_add_test(tc, test_event_earlier_piece_moves_first);
	tcase_add_test(tc, test_event_piece_comes_out_only_on_exact_five);
	tcase_add_test(tc, test_event_piece_that_cannot_move_stays);
	tcase_add_test(tc, test_event_six_rolls_again_for_that_piece_only);
	tcase_add_test(tc, test_event_third_six_of_a_piece_sends_it_home);
	tcase_add_test(tc, test_event_third_six_spares_piece_in_corridor);
	tcase_add_test(tc, test_event_any_two_pieces_block);
	tcase_add_test(tc, test_event_blocked_move_stops_before_barrier);
	tcase_add_test(tc, test_event_stopped_move_captures);
	tcase_add_test(tc, test_classic_blocked_move_stop_option);
	tcase_add_test(tc, test_event_bounce_at_goal);
	tcase_add_test(tc, test_event_bounce_excess_over_seven_cannot);
	tcase_add_test(tc, test_event_bounce_stops_before_barrier);
	tcase_add_test(tc, test_event_bounce_passes_the_square_it_left);
	tcase_add_test(tc, test_event_capturing_piece_advances_twenty_and_chains);
	tcase_add_test(tc, test_event_twenty_only_for_the_capturing_piece);
	tcase_add_test(tc, test_event_goal_bonus_for_another_piece);
	tcase_add_test(tc, test_event_turns_go_clockwise);
	tcase_add_test(tc, test_event_two_places);
	tcase_add_test(tc, test_event_home_pieces_die_unused);
	tcase_add_test(tc, test_event_person_leaving_waits_on_exit);
	tcase_add_test(tc, test_event_person_leaving_replaced_by_teammate_home);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(event_suite());
}
