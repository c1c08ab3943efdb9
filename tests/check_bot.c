/* check_bot.c: the computer players. The strong bot's plans, each on a
 * position set up to test one of them; the random bot's fairness and
 * reproducibility; and the strong bot's strength, measured against random
 * bots over enough games that chance cannot explain it. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "bot.h"
#include "check-bot-util.h"
#include "selfplay.h"

enum { PLAYS = 512 };

static struct pc_play plays[PLAYS];

/* The play the strong bot picks for roll in the position of text. */
static const struct pc_play *
strong_choice(const struct pc_engine *e, const char *text, int roll)
{
	uint64_t rng = 1;
	const struct pc_play *play =
		util_bot_choice(e, text, roll, PC_BOT_STRONG, &rng);

	return play;
}

START_TEST(test_strong_prefers_a_capture)
{
	struct pc_engine e;
	const struct pc_play *play;

	util_classic(&e);
	/* 1+3 lands on blue's piece on 13 (not safe); 2+3 only moves. */
	play = strong_choice(&e, "yellow: 10 40; blue: 13", 3);
	ck_assert_msg(util_play_captures(play) == 1,
	              "chose %s", util_play_text(&e, play));
	ck_assert_int_eq(play->moves[0].piece, 0);
}
END_TEST

START_TEST(test_strong_prefers_safety)
{
	struct pc_engine e;
	const struct pc_play *play;

	util_classic(&e);
	/* Blue on 4 can hit 8 with a 4; the 4 takes yellow 1 to the safe
	 * 12, while yellow 2 on 40 has nobody behind it. */
	play = strong_choice(&e, "yellow: 8 40; blue: 4", 4);
	ck_assert_str_eq(util_play_text(&e, play), "1+4");
	/* Out of reach, not only onto a safe square: blue on 30 hits 33
	 * with a 3, and 33 + 6 = 39 is red's exit, safe. */
	play = strong_choice(&e, "yellow: 33 20; blue: 30", 6);
	ck_assert_str_eq(util_play_text(&e, play), "1+6");
}
END_TEST

START_TEST(test_strong_values_a_piece_out)
{
	struct pc_engine e;
	struct pc_position out, in;

	util_classic(&e);
	/* Coming out is compulsory with a 5, so what the bot must know is
	 * its worth: a piece on the exit beats five squares elsewhere. */
	util_setup(&e, &out, "yellow: 5 20; red: 60");
	util_setup(&e, &in, "yellow: nest 25; red: 60");
	ck_assert_int_gt(pc_bot_evaluate(&e, &out, PC_YELLOW),
			 pc_bot_evaluate(&e, &in, PC_YELLOW));
}
END_TEST

START_TEST(test_strong_enters_the_corridor)
{
	struct pc_engine e;
	const struct pc_play *play;

	util_classic(&e);
	/* Yellow 1 on 66 has blue behind it on 62; a 4 takes it into the
	 * corridor (c2), where nothing is captured. */
	play = strong_choice(&e, "yellow: 66 20; blue: 62", 4);
	ck_assert_str_eq(util_play_text(&e, play), "1+4");
}
END_TEST

START_TEST(test_strong_uses_the_20_to_capture_again)
{
	struct pc_engine e;
	const struct pc_play *play;

	util_classic(&e);
	/* 1+3 captures on 13; then 2+20 takes yellow 2 from 30 onto blue's
	 * piece on 50, a second capture, rather than 1+20. */
	play = strong_choice(&e, "yellow: 10 30; blue: 13 50", 3);
	ck_assert_msg(util_play_captures(play) >= 2,
	              "chose %s", util_play_text(&e, play));
}
END_TEST

START_TEST(test_strong_orders_two_dice)
{
	struct pc_engine e;
	const struct pc_play *play;

	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
	/* 3 then 2 from 10 lands on blue's 13 on the way; 2 then 3 does
	 * not. The bot must play the dice in the capturing order. (All
	 * four pieces are out: else 3 + 2 = 5 would bring one out.) */
	play = strong_choice(&e, "yellow: 10 40 45 50; blue: 13", 32);
	ck_assert_msg(util_play_captures(play) >= 1,
	              "chose %s", util_play_text(&e, play));
	play = strong_choice(&e, "yellow: 10 40 45 50; blue: 13", 23);
	ck_assert_msg(util_play_captures(play) >= 1,
	              "chose %s", util_play_text(&e, play));
}
END_TEST

START_TEST(test_random_is_uniform)
{
	struct pc_engine e;
	struct pc_position pos;
	uint8_t dice[1] = {3};
	size_t n, counts[8] = {0};
	uint64_t rng = pc_bot_rng_seed("uniform", 7, 1);
	const int draws = 60000;
	double chi2 = 0.0, expected;

	util_classic(&e);
	util_setup(&e, &pos, "yellow: 10 20 30 40");
	n = pc_legal_plays(&e, &pos, dice, 1, plays, PLAYS);
	ck_assert_uint_eq(n, 4);
	for (int i = 0; i < draws; i++)
		counts[pc_bot_choose(&e, &pos, dice, 1, plays, n,
				     PC_BOT_RANDOM, NULL, &rng)]++;
	expected = (double)draws / (double)n;
	for (size_t k = 0; k < n; k++)
		chi2 += ((double)counts[k] - expected) *
			((double)counts[k] - expected) / expected;
	/* 3 degrees of freedom: 16.27 is exceeded one time in 1,000. */
	ck_assert_msg(chi2 < 16.27, "chi-square %.2f", chi2);
}
END_TEST

START_TEST(test_random_is_reproducible)
{
	uint64_t a = pc_bot_rng_seed("k3v9q2g1", 8, 17);
	uint64_t b = pc_bot_rng_seed("k3v9q2g1", 8, 17);
	uint64_t c = pc_bot_rng_seed("k3v9q2g1", 8, 18);

	ck_assert(a == b);
	ck_assert(a != c);
	for (int i = 0; i < 100; i++)
		ck_assert_uint_eq(pc_bot_random(37, &a), pc_bot_random(37, &b));
}
END_TEST

START_TEST(test_level_names)
{
	enum pc_bot_level level;

	ck_assert(pc_bot_level_parse("strong", 6, &level));
	ck_assert_int_eq(level, PC_BOT_STRONG);
	ck_assert(pc_bot_level_parse("random", 6, &level));
	ck_assert_int_eq(level, PC_BOT_RANDOM);
	ck_assert(!pc_bot_level_parse("none", 4, &level));
	ck_assert(!pc_bot_level_parse("strongest", 9, &level));
	ck_assert_str_eq(pc_bot_level_name(PC_BOT_STRONG), "strong");
}
END_TEST

static void
config_of(struct pc_selfplay_config *config, enum pc_bot_level first)
{
	memset(config, 0, sizeof *config);
	util_classic(&config->engine);
	config->seed = pc_selfplay_seed("check_bot");
	config->nbots = 4;
	config->bots[0] = first;
	for (int b = 1; b < 4; b++)
		config->bots[b] = PC_BOT_RANDOM;
}

START_TEST(test_strong_beats_random)
{
	struct pc_selfplay_config config;
	struct pc_selfplay_tally t;
	double low, high;

	config_of(&config, PC_BOT_STRONG);
	ck_assert(pc_selfplay_run(&config, 400, 1, NULL, NULL, &t));
	ck_assert_uint_eq(t.games, 400);
	ck_assert_uint_eq(t.unfinished, 0);
	pc_wilson(t.level_wins[PC_BOT_STRONG], t.games, &low, &high);
	/* A random bot among four wins a quarter of the games. */
	ck_assert_msg(low > 0.25, "strong won %llu of 400: [%.3f, %.3f]",
		      (unsigned long long)t.level_wins[PC_BOT_STRONG], low,
		      high);
}
END_TEST

START_TEST(test_jobs_do_not_change_results)
{
	struct pc_selfplay_config config;
	struct pc_selfplay_tally one, three;

	config_of(&config, PC_BOT_RANDOM);
	ck_assert(pc_selfplay_run(&config, 101, 1, NULL, NULL, &one));
	ck_assert(pc_selfplay_run(&config, 101, 3, NULL, NULL, &three));
	ck_assert(memcmp(&one, &three, sizeof one) == 0);
	ck_assert_uint_eq(one.seat_wins[0] + one.seat_wins[1] +
				  one.seat_wins[2] + one.seat_wins[3],
			  101);
}
END_TEST

START_TEST(test_wilson_interval)
{
	double low, high;

	/* 50 of 100: 0.4038 to 0.5962. */
	pc_wilson(50, 100, &low, &high);
	ck_assert_double_eq_tol(low, 0.4038, 0.0001);
	ck_assert_double_eq_tol(high, 0.5962, 0.0001);
	pc_wilson(0, 10, &low, &high);
	ck_assert_double_eq_tol(low, 0.0, 1e-12);
	ck_assert_double_eq_tol(high, 0.2775, 0.0001);
}
END_TEST

static Suite *
bot_suite(void)
{
	Suite *s = suite_create("bots");
	TCase *plans = tcase_create("plans");
	TCase *random = tcase_create("random");
	TCase *games = tcase_create("games");

	tcase_add_test(plans, test_strong_prefers_a_capture);
	tcase_add_test(plans, test_strong_prefers_safety);
	tcase_add_test(plans, test_strong_values_a_piece_out);
	tcase_add_test(plans, test_strong_enters_the_corridor);
	tcase_add_test(plans, test_strong_uses_the_20_to_capture_again);
	tcase_add_test(plans, test_strong_orders_two_dice);
	suite_add_tcase(s, plans);
	tcase_add_test(random, test_random_is_uniform);
	tcase_add_test(random, test_random_is_reproducible);
	tcase_add_test(random, test_level_names);
	suite_add_tcase(s, random);
	tcase_add_test(games, test_strong_beats_random);
	tcase_add_test(games, test_jobs_do_not_change_results);
	tcase_add_test(games, test_wilson_interval);
	/* Under the sanitizers the 400 games take some seconds. */
	tcase_set_timeout(games, 120);
	suite_add_tcase(s, games);
	return s;
}

int
main(void)
{
	return util_run_suite(bot_suite());
}
