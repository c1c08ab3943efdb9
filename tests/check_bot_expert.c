/* check_bot_expert.c: the expert bot. Its plans on positions where the
 * best play is clear, its determinism (nothing but the position, the
 * roll and the budget decides), every preset and board, and its
 * strength against random bots. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "bot.h"
#include "bot-expert.h"
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
	ck_assert_uint_eq(pc_bot_expert(&e, &pos, dice, 1, plays, n,
					PC_BOT_EXPERT_BUDGET_ONE_DIE, NULL),
			  k1);
}
END_TEST

/* The default budget is a deeper one with one die on the 4-seat board
 * (deeper still without teams), the usual one elsewhere: in this pairs
 * position a search of 3000 positions and one of 9000 choose
 * differently, and the default chooses as 9000 does. */
START_TEST(test_expert_budget_by_preset)
{
	struct pc_engine e;
	struct pc_position pos;
	uint8_t dice[1] = {5};
	char text[PC_PLAY_TEXT_MAX];
	size_t n, shallow, deep;

	util_classic(&e);
	ck_assert_uint_eq(pc_bot_expert_budget(&e),
			  PC_BOT_EXPERT_BUDGET_ONE_DIE);
	/* The 6- and 8-seat boards have no network: the usual budget. */
	util_preset_with(&e, PC_PRESET_CLASSIC, "seats", 6);
	ck_assert_uint_eq(pc_bot_expert_budget(&e), PC_BOT_EXPERT_BUDGET);
	util_preset_with(&e, PC_PRESET_EVENT, NULL, 0);
	ck_assert_uint_eq(pc_bot_expert_budget(&e), PC_BOT_EXPERT_BUDGET);
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
	ck_assert_uint_eq(pc_bot_expert_budget(&e), PC_BOT_EXPERT_BUDGET);
	/* Pairs with two dice have no network and were not measured
	 * deeper: the usual budget. */
	util_preset_with(&e, PC_PRESET_PAIRS, "dice_per_roll", 2);
	ck_assert_uint_eq(pc_bot_expert_budget(&e), PC_BOT_EXPERT_BUDGET);
	util_preset_with(&e, PC_PRESET_PAIRS, NULL, 0);
	ck_assert_uint_eq(pc_bot_expert_budget(&e),
			  PC_BOT_EXPERT_BUDGET_PAIRS);
	util_setup(&e, &pos,
		   "green: 16 56 56 nest; yellow: 32; blue: 47; red: 54");
	n = pc_legal_plays(&e, &pos, dice, 1, plays, PLAYS);
	ck_assert_uint_eq(n, 3);
	shallow = pc_bot_expert(&e, &pos, dice, 1, plays, n,
				PC_BOT_EXPERT_BUDGET, NULL);
	deep = pc_bot_expert(&e, &pos, dice, 1, plays, n,
			     PC_BOT_EXPERT_BUDGET_PAIRS, NULL);
	ck_assert_str_eq(pc_play_format(&e, &plays[shallow],
					PC_NOTATION_SHORT, text), "1+5");
	ck_assert_str_eq(pc_play_format(&e, &plays[deep], PC_NOTATION_SHORT,
					text), "2+5");
	ck_assert_uint_eq(pc_bot_expert(&e, &pos, dice, 1, plays, n, 0, NULL),
			  deep);
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

/* Pieces of one colour are alike: where each colour's pieces stand, in
 * order, to compare two answers that differ only in which piece of a
 * square moved. */
static void
sorted_progress(const struct pc_position *pos,
		uint8_t out[PC_NCOLOURS][PC_PIECES])
{
	memcpy(out, pos->progress, sizeof pos->progress);
	for (int c = 0; c < PC_NCOLOURS; c++)
		for (int i = 1; i < PC_PIECES; i++)
			for (int j = i; j > 0 && out[c][j - 1] > out[c][j]; j--) {
				uint8_t t = out[c][j];

				out[c][j] = out[c][j - 1];
				out[c][j - 1] = t;
			}
}

/* Whether the answer the search foresees from a strong bot that rolled
 * dice (two) in pos is the outcome pc_bot_strong's play leaves, rated
 * the same for the roller; plays[0..n) are the roll's. */
static void
assert_foresees(const struct pc_engine *e, const struct pc_position *pos,
		const uint8_t *dice, size_t n, const char *where)
{
	struct pc_position want = *pos, got;
	uint8_t a[PC_NCOLOURS][PC_PIECES], b[PC_NCOLOURS][PC_PIECES];
	size_t k = pc_bot_strong(e, pos, dice, 2, plays, n);

	pc_apply_play(e, &want, dice, 2, &plays[k], NULL);
	pc_expert_strong_answer(e, pos, dice, 2, &got);
	sorted_progress(&want, a);
	sorted_progress(&got, b);
	ck_assert_msg(memcmp(a, b, sizeof a) == 0, "%s: another answer",
		      where);
	ck_assert_int_eq(pc_bot_evaluate(e, &got, pos->to_move),
			 pc_bot_evaluate(e, &want, pos->to_move));
	ck_assert_uint_eq(got.to_move, want.to_move);
}

/* With two dice the search foresees a strong opponent's answer as the
 * strong bot plays it: along random games of the two-dice presets, at
 * every roll with a choice (of at most PC_EXPERT_ANSWERS plays: the
 * search judges a roll with more, the American game's biggest doubles,
 * on the first ones listed). */
START_TEST(test_expert_foresees_strong_answers)
{
	static const int presets[] = {PC_PRESET_SUPERPARCHIS,
				      PC_PRESET_AMERICAN};
	uint64_t rng = 2026;
	int compared = 0;

	for (size_t p = 0; p < sizeof presets / sizeof presets[0]; p++) {
		struct pc_engine e;

		util_preset_with(&e, presets[p], NULL, 0);
		for (int game = 0; game < 4; game++) {
			struct pc_position pos;

			pc_position_init(&e, &pos, 0xf, PC_YELLOW);
			for (int roll = 0; roll < 2000 && !pos.over; roll++) {
				char where[64];
				uint8_t dice[2];
				size_t n;

				ck_assert_int_eq(pc_roll_ndice(&e, &pos), 2);
				dice[0] = (uint8_t)(1 + pc_bot_rng_below(&rng, 6));
				dice[1] = (uint8_t)(1 + pc_bot_rng_below(&rng, 6));
				n = pc_legal_plays(&e, &pos, dice, 2, plays,
						   PLAYS);
				ck_assert_uint_ge(n, 1);
				if (n > PLAYS)
					n = PLAYS;
				snprintf(where, sizeof where,
					 "preset %zu, game %d, roll %d", p,
					 game, roll);
				if (n > 1 && n <= PC_EXPERT_ANSWERS) {
					assert_foresees(&e, &pos, dice, n,
							where);
					compared++;
				}
				/* On along a random play. */
				pc_apply_play(&e, &pos, dice, 2,
					      &plays[pc_bot_rng_below(&rng, n)],
					      NULL);
			}
			ck_assert(pos.over);
		}
	}
	ck_assert_int_gt(compared, 500);
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
	tcase_add_test(plans, test_expert_budget_by_preset);
	tcase_add_test(plans, test_expert_foresees_strong_answers);
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
