/* check_bot_expert.c: the expert bot. Its plans on positions where the
 * best play is clear, its determinism (nothing but the position, the
 * roll and the budget decides), every preset and board, and its
 * strength against random bots. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "bot.h"
#include "check-bot-util.h"
#include "selfplay.h"

enum { PLAYS = 512 };

static struct pc_play plays[PLAYS];

/* The play the expert picks for roll in the position of text, with the
 * default budget; its rng must come back untouched. */
static const struct pc_play *
expert_choice(const struct pc_engine *e, const char *text, int roll)
{
	uint64_t rng = 12345;
	const struct pc_play *play =
		util_bot_choice(e, text, roll, PC_BOT_EXPERT, &rng);

	ck_assert(rng == 12345);
	return play;
}

START_TEST(test_expert_captures)
{
	struct pc_engine e;
	const struct pc_play *play;

	util_classic(&e);
	/* 1+3 lands on blue's piece on 13 (not safe) and counts 20. */
	play = expert_choice(&e, "yellow: 10 40; blue: 13", 3);
	ck_assert_msg(util_play_captures(play) == 1,
	              "chose %s", util_play_text(&e, play));
	/* Which piece: yellow 2 lands on blue's 64 with the 3. */
	play = expert_choice(&e, "yellow: 20 61; blue: 64 30", 3);
	ck_assert_msg(util_play_captures(play) == 1,
	              "chose %s", util_play_text(&e, play));
	/* Two dice, in the capturing order. */
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
	play = expert_choice(&e, "yellow: 10 40 45 50; blue: 13", 32);
	ck_assert_msg(util_play_captures(play) >= 1,
	              "chose %s", util_play_text(&e, play));
}
END_TEST

START_TEST(test_expert_escapes)
{
	struct pc_engine e;
	const struct pc_play *play;

	util_classic(&e);
	/* Blue on 4 hits 8 with a 4; the 4 takes yellow 1 to the safe 12. */
	play = expert_choice(&e, "yellow: 8 40; blue: 4", 4);
	ck_assert_str_eq(util_play_text(&e, play), "1+4");
	/* Yellow 1 on 66 has blue behind it on 62; a 4 takes it into the
	 * corridor (c2), where nothing is captured. */
	play = expert_choice(&e, "yellow: 66 20; blue: 62", 4);
	ck_assert_str_eq(util_play_text(&e, play), "1+4");
}
END_TEST

START_TEST(test_expert_enters_the_goal)
{
	struct pc_engine e;
	const struct pc_play *play;

	util_classic(&e);
	/* c5 and a 3 is home, with 10 to count; 30 + 3 is nothing. */
	play = expert_choice(&e, "yellow: c5 30; red: 50", 3);
	ck_assert_msg(play->moves[0].piece == 0 && play->nmoves == 2,
		      "chose %s", util_play_text(&e, play));
}
END_TEST

START_TEST(test_expert_is_deterministic)
{
	struct pc_engine e;
	struct pc_position pos;
	uint8_t dice[1] = {4};
	uint64_t rng1 = 1, rng2 = 99;
	size_t n, k1, k2, k3;

	util_classic(&e);
	util_setup(&e, &pos,
		   "yellow: 8 20 33 40; blue: 4 30; red: 45; green: 60");
	n = pc_legal_plays(&e, &pos, dice, 1, plays, PLAYS);
	ck_assert_uint_ge(n, 2);
	k1 = pc_bot_choose(&e, &pos, dice, 1, plays, n, PC_BOT_EXPERT, NULL,
			   &rng1);
	k2 = pc_bot_choose(&e, &pos, dice, 1, plays, n, PC_BOT_EXPERT, NULL,
			   &rng2);
	k3 = pc_bot_expert(&e, &pos, dice, 1, plays, n, 0, NULL);
	ck_assert_uint_eq(k1, k2);
	ck_assert_uint_eq(k1, k3);
	/* The same budget, spelled out. */
	ck_assert_uint_eq(
		pc_bot_expert(&e, &pos, dice, 1, plays, n, PC_BOT_EXPERT_BUDGET,
			      NULL),
		k1);
}
END_TEST

/* Every preset and board: whole games with an expert seat end, and a
 * split over jobs gives the same tally. */
START_TEST(test_expert_plays_every_preset)
{
	static const struct {
		int preset, seats, nbots;
	} games[] = {
		{PC_PRESET_CLASSIC, 4, 4},	{PC_PRESET_SUPERPARCHIS, 4, 4},
		{PC_PRESET_PAIRS, 4, 4},	{PC_PRESET_EVENT, 4, 4},
		{PC_PRESET_CLASSIC, 6, 6},	{PC_PRESET_CLASSIC, 8, 8},
		{PC_PRESET_CLASSIC, 4, 2},
	};

	for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
		struct pc_selfplay_config config;
		struct pc_selfplay_tally one, two;

		memset(&config, 0, sizeof config);
		util_preset_with(&config.engine, games[i].preset, "seats",
				 games[i].seats);
		config.seed = pc_selfplay_seed("expert");
		config.nbots = games[i].nbots;
		for (int b = 0; b < config.nbots; b++)
			config.bots[b] = b % 2 ? PC_BOT_STRONG : PC_BOT_EXPERT;
		config.budget = 300;
		ck_assert(pc_selfplay_run(&config, 4, 1, NULL, NULL, &one));
		ck_assert(pc_selfplay_run(&config, 4, 2, NULL, NULL, &two));
		ck_assert_msg(one.unfinished == 0, "game %zu unfinished", i);
		ck_assert_uint_eq(one.games, 4);
		ck_assert(memcmp(&one, &two, sizeof one) == 0);
	}
}
END_TEST

START_TEST(test_expert_beats_random)
{
	struct pc_selfplay_config config;
	struct pc_selfplay_tally t;
	double low, high;

	memset(&config, 0, sizeof config);
	util_classic(&config.engine);
	config.seed = pc_selfplay_seed("check_bot_expert");
	config.nbots = 4;
	config.bots[0] = PC_BOT_EXPERT;
	for (int b = 1; b < 4; b++)
		config.bots[b] = PC_BOT_RANDOM;
	config.budget = 300;
	ck_assert(pc_selfplay_run(&config, 200, 2, NULL, NULL, &t));
	pc_wilson(t.level_wins[PC_BOT_EXPERT], t.games, &low, &high);
	/* The strong bot wins 81%; a random one 25%. */
	ck_assert_msg(low > 0.6, "expert won %llu of 200: [%.3f, %.3f]",
		      (unsigned long long)t.level_wins[PC_BOT_EXPERT], low,
		      high);
}
END_TEST

START_TEST(test_expert_name)
{
	enum pc_bot_level level;

	ck_assert(pc_bot_level_parse("expert", 6, &level));
	ck_assert_int_eq(level, PC_BOT_EXPERT);
	ck_assert_str_eq(pc_bot_level_name(PC_BOT_EXPERT), "expert");
	ck_assert(!pc_bot_level_parse("exper", 5, &level));
}
END_TEST

static Suite *
expert_suite(void)
{
	Suite *s = suite_create("expert");
	TCase *plans = tcase_create("plans");
	TCase *games = tcase_create("games");

	tcase_add_test(plans, test_expert_captures);
	tcase_add_test(plans, test_expert_escapes);
	tcase_add_test(plans, test_expert_enters_the_goal);
	tcase_add_test(plans, test_expert_is_deterministic);
	tcase_add_test(plans, test_expert_name);
	suite_add_tcase(s, plans);
	tcase_set_timeout(games, 300);
	tcase_add_test(games, test_expert_plays_every_preset);
	tcase_add_test(games, test_expert_beats_random);
	suite_add_tcase(s, games);
	return s;
}

int
main(void)
{
	return util_run_suite(expert_suite());
}
