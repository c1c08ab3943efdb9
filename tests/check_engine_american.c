/* check_engine_american.c: the American game's rules (the american
 * preset, parchis(6) RULE OPTIONS), rule by rule against Superparchís,
 * whose dice are the same: a 5 need not bring a piece out (exit_first
 * false), the 20 and the 10 are used in any order with the dice
 * (bonus_order with_dice), a play need only leave no die that could
 * still move (most_dice false), and a barrier may not end a roll moved
 * (barrier_scope roll).
 *
 * A roll is written as two digits: 54 is a 5 then a 4. Legal plays are
 * compared as their sorted texts; yellow rolls. */
#include <config.h>

#include <string.h>

#include "bot.h"
#include "check-engine-util.h"

static struct pc_engine e;
static struct pc_position pos;

/* A 5 brings a piece out in Spain; in the American game it may move a
 * piece on the board instead, and two dice adding up to 5 may too. */
START_TEST(test_a_five_need_not_bring_a_piece_out)
{
	const char *setup = "yellow: nest nest goal 10; red: 50";

	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
	util_setup(&e, &pos, setup);
	ck_assert_str_eq(util_legal(&e, &pos, 54), "+5 1+4|+5 4+4");
	ck_assert_str_eq(util_legal(&e, &pos, 14), "+5");
	util_preset_with(&e, PC_PRESET_AMERICAN, NULL, 0);
	util_setup(&e, &pos, setup);
	ck_assert_str_eq(util_legal(&e, &pos, 54),
			 "+5 1+4|+5 4+4|4+4 +5|4+4 4+5|4+5 4+4");
	ck_assert_str_eq(util_legal(&e, &pos, 14), "+5|4+1 4+4|4+4 4+1");
}
END_TEST

/* A capture's 20 is counted at once in Spain; in the American game it
 * may come after the other die. */
START_TEST(test_a_bonus_may_follow_the_other_die)
{
	const char *setup = "yellow: 10 20 goal goal; red: 13 40";

	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
	util_setup(&e, &pos, setup);
	ck_assert_str_eq(util_legal(&e, &pos, 32),
			 "1+2 1+3|1+2 2+3|1+3 1+20 1+2|1+3 1+20 2+2|"
			 "1+3 2+20 1+20 1+2|1+3 2+20 1+20 2+2|"
			 "1+3 2+20 2+20 1+2|1+3 2+20 2+20 2+2|2+2 1+3 1+20|"
			 "2+2 1+3 2+20|2+2 2+3|2+3 1+2|2+3 2+2");
	util_preset_with(&e, PC_PRESET_AMERICAN, NULL, 0);
	util_setup(&e, &pos, setup);
	ck_assert_str_eq(util_legal(&e, &pos, 32),
			 "1+2 1+3|1+2 2+3|1+3 1+2 1+20|1+3 1+2 2+20 1+20|"
			 "1+3 1+2 2+20 2+20|1+3 1+20 1+2|1+3 1+20 2+2|"
			 "1+3 2+2 1+20|1+3 2+2 2+20|1+3 2+20 1+2 1+20|"
			 "1+3 2+20 1+2 2+20|1+3 2+20 1+20 1+2|"
			 "1+3 2+20 1+20 2+2|1+3 2+20 2+2 1+20|"
			 "1+3 2+20 2+2 2+20|1+3 2+20 2+20 1+2|"
			 "1+3 2+20 2+20 2+2|2+2 1+3 1+20|2+2 1+3 2+20|2+2 2+3|"
			 "2+3 1+2|2+3 2+2");
}
END_TEST

/* Spain: a play uses as many dice as can be used. The American game: a
 * play is legal when no die left could still move, though another order
 * would have used both: here moving the piece on 10 by 2 leaves the 6
 * nothing (the barrier on 14 bars its way, red's on 20 the barrier's
 * pieces), while opening the barrier first would have let it move. */
START_TEST(test_a_play_need_only_leave_no_usable_die)
{
	const char *setup = "yellow: 10 14 14 goal; red: 20 20";

	util_preset_with(&e, PC_PRESET_AMERICAN, "most_dice", 1);
	util_setup(&e, &pos, setup);
	ck_assert_str_eq(util_legal(&e, &pos, 26), "2+2 1+6|3+2 1+6");
	util_preset_with(&e, PC_PRESET_AMERICAN, NULL, 0);
	util_setup(&e, &pos, setup);
	ck_assert_str_eq(util_legal(&e, &pos, 26), "1+2|2+2 1+6|3+2 1+6");
}
END_TEST

/* The American barrier may not move together within a roll: two pieces
 * of a barrier may meet on the way but not end the roll together
 * elsewhere (barrier_scope roll); the Spanish rule bars them from
 * standing together again at all in the turn (barrier_scope turn). With
 * every piece out, 3-3 plays 3, 3, 4 and 4. */
START_TEST(test_a_barrier_may_not_end_the_roll_moved)
{
	struct pc_check res;
	const char *setup = "yellow: 10 10 goal goal; red: 50";

	util_preset_with(&e, PC_PRESET_AMERICAN, NULL, 0);
	util_setup(&e, &pos, setup);
	ck_assert_int_eq(util_check_text(&e, &pos, 33, "1+3 2+3 1+4 1+4",
					 &res), PC_PLAY_COMPLETE);
	ck_assert_int_eq(util_check_text(&e, &pos, 33, "1+3 2+3 1+4 2+4",
					 &res), PC_PLAY_ILLEGAL);
	ck_assert_int_eq(util_check_text(&e, &pos, 33, "1+3 1+4 2+3 2+4",
					 &res), PC_PLAY_ILLEGAL);
	ck_assert_int_eq(util_check_text(&e, &pos, 33, "1+3 1+3 2+4 2+4",
					 &res), PC_PLAY_COMPLETE);
	util_preset_with(&e, PC_PRESET_AMERICAN, "barrier_scope",
			 PC_BARRIER_SCOPE_TURN);
	util_setup(&e, &pos, setup);
	ck_assert_int_eq(util_check_text(&e, &pos, 33, "1+3 2+3 1+4 1+4",
					 &res), PC_PLAY_ILLEGAL);
	ck_assert_int_eq(util_check_text(&e, &pos, 33, "1+3 1+3 2+4 2+4",
					 &res), PC_PLAY_COMPLETE);
}
END_TEST

enum { MEMO_PLAYS = 2048 };
static struct pc_play listed[MEMO_PLAYS], searched[MEMO_PLAYS];

/* Whether the first n plays of a and b are the same, move for move. */
static bool
same_plays(const struct pc_play *a, const struct pc_play *b, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (a[k].player != b[k].player || a[k].nmoves != b[k].nmoves ||
		    memcmp(a[k].moves, b[k].moves,
			   (size_t)a[k].nmoves * sizeof a[k].moves[0]) != 0)
			return false;
	return true;
}

/* Plays random games of the rules of e and checks each roll's listing
 * (pc_legal_plays, whose search of four amounts copies the plays below a
 * place it reaches again from where it found them) against the plays
 * pc_check_steps finds for no steps, by a search without that memo:
 * the same count and the same plays in the same order, with room for
 * them all and with room for cap; and the random bot's counting
 * (pc_pick_play) against the listing. Returns the rolls of four amounts with
 * more than a hundred plays, which the memo serves. */
static int
memo_games(int games, size_t cap)
{
	uint64_t rng = 7, pick = 11;
	int served = 0;

	for (int g = 0; g < games; g++) {
		pc_position_init(&e, &pos, 0xf, (enum pc_colour)(g % 4));
		for (int r = 0; r < 400 && !pos.over; r++) {
			uint8_t dice[2];
			struct pc_check res;
			size_t n, kept;

			dice[0] = (uint8_t)(1 + pc_bot_rng_below(&rng, 6));
			dice[1] = (uint8_t)(1 + pc_bot_rng_below(&rng, 6));
			n = pc_legal_plays(&e, &pos, dice, 2, listed, cap);
			pc_check_steps(&e, &pos, dice, 2, NULL, 0, searched,
				       cap, &res);
			ck_assert_uint_eq(n, res.ncompletions);
			kept = n < cap ? n : cap;
			ck_assert_msg(same_plays(listed, searched, kept),
				      "game %d roll %d: other plays", g, r);
			if (dice[0] == dice[1] && n > 100)
				served++;
			if (n == 0)
				continue;
			/* The random bot counts and picks the plays listed:
			 * the last, and one at random. */
			ck_assert_msg(util_pick_agrees(&e, &pos, dice, 2, listed,
						       n, kept - 1, searched,
						       cap) &&
					      util_pick_agrees(
						      &e, &pos, dice, 2, listed,
						      n,
						      pc_bot_rng_below(&pick, kept),
						      searched, cap),
				      "game %d roll %d: another play picked", g,
				      r);
			pc_apply_play(&e, &pos, dice, 2,
				      &listed[pc_bot_rng_below(&rng, kept)],
				      NULL);
		}
	}
	return served;
}

/* The American game's doubles with every piece out play four amounts,
 * in any order: the listing finds each place the pieces reach once and
 * copies what lies below it to the other orders that reach it. The
 * plays are those a plain search lists, in its order, with the Spanish
 * barrier rule and the bonuses counted at once too. */
START_TEST(test_four_amounts_list_as_a_plain_search)
{
	util_preset_with(&e, PC_PRESET_AMERICAN, NULL, 0);
	ck_assert_int_gt(memo_games(30, MEMO_PLAYS), 50);
	ck_assert_int_gt(memo_games(10, 64), 10);
	util_preset_with(&e, PC_PRESET_AMERICAN, "barrier_scope",
			 PC_BARRIER_SCOPE_TURN);
	ck_assert_int_gt(memo_games(10, MEMO_PLAYS), 10);
	util_preset_with(&e, PC_PRESET_AMERICAN, "bonus_order",
			 PC_BONUS_ORDER_AT_ONCE);
	ck_assert_int_gt(memo_games(10, MEMO_PLAYS), 10);
}
END_TEST

static Suite *
american_suite(void)
{
	Suite *s = suite_create("engine-american");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_a_five_need_not_bring_a_piece_out);
	tcase_add_test(tc, test_a_bonus_may_follow_the_other_die);
	tcase_add_test(tc, test_a_play_need_only_leave_no_usable_die);
	tcase_add_test(tc, test_a_barrier_may_not_end_the_roll_moved);
	tcase_add_test(tc, test_four_amounts_list_as_a_plain_search);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(american_suite());
}
