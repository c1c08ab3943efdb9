/* check_analyse.c: the win-chance estimate (bot-estimate.h), what a roll
 * and a play were worth (analyse.h), and the dice's chi-square test. */
#include <config.h>

#include <check.h>
#include <math.h>
#include <stdlib.h>

#include "analyse.h"
#include "bot.h"
#include "check-engine-util.h"
#include "rules.h"

static struct pc_analyse_work work;

static uint32_t
chance(const struct pc_engine *e, const struct pc_position *pos, int c)
{
	return pc_estimate_chance(e, pos, 0, c);
}

/* The chances of every seated side add up to one, give or take their
 * rounding. */
static void
assert_sums_to_one(const struct pc_engine *e, const struct pc_position *pos)
{
	struct pc_estimate_features f;
	uint32_t sides[PC_NCOLOURS];
	int64_t sum = 0;

	pc_estimate_features(e, pos, 0, &f);
	pc_estimate_combine(&f, &pc_estimate_fitted[pc_estimate_kind(e)],
			    sides);
	for (int s = 0; s < f.nsides; s++)
		sum += sides[s];
	ck_assert_int_le(llabs(sum - PC_CHANCE_ONE), f.nsides);
}

START_TEST(test_over_is_certain)
{
	struct pc_engine e;
	struct pc_position pos;

	util_classic(&e);
	util_setup(&e, &pos, "red: 30; yellow: goal goal goal goal");
	pc_position_finish_setup(&e, &pos);
	ck_assert(pos.over);
	ck_assert_uint_eq(chance(&e, &pos, PC_YELLOW), PC_CHANCE_ONE);
	ck_assert_uint_eq(chance(&e, &pos, PC_RED), 0);
	/* Four players: the first home has won while the rest play on. */
	util_classic_with(&e, "places", 3);
	util_setup(&e, &pos,
		   "red: 30; yellow: goal goal goal goal; blue: 5; green: 60");
	pc_position_finish_setup(&e, &pos);
	ck_assert(!pos.over);
	ck_assert_uint_eq(chance(&e, &pos, PC_YELLOW), PC_CHANCE_ONE);
	ck_assert_uint_eq(chance(&e, &pos, PC_BLUE), 0);
	ck_assert_uint_eq(chance(&e, &pos, PC_GREEN), 0);
	/* Over with nobody home (blocked): nobody wins. */
	util_setup(&e, &pos, "red: 30; yellow: 40");
	pos.over = true;
	ck_assert_uint_eq(chance(&e, &pos, PC_YELLOW), 0);
	ck_assert_uint_eq(chance(&e, &pos, PC_RED), 0);
	/* Pairs: one partner home is not the pair's win. */
	util_preset_with(&e, PC_PRESET_PAIRS, NULL, 0);
	util_setup(
		&e, &pos,
		"yellow: goal goal goal goal; red: nest; blue: 30; green: 30");
	pc_position_finish_setup(&e, &pos);
	ck_assert(!pos.over);
	ck_assert_uint_lt(chance(&e, &pos, PC_YELLOW), PC_CHANCE_ONE);
	ck_assert_uint_eq(chance(&e, &pos, PC_YELLOW),
			  chance(&e, &pos, PC_RED));
	ck_assert_uint_eq(chance(&e, &pos, PC_BLUE),
			  chance(&e, &pos, PC_GREEN));
	assert_sums_to_one(&e, &pos);
}
END_TEST

START_TEST(test_near_the_goal_rates_high)
{
	struct pc_engine e;
	struct pc_position pos;

	util_classic(&e);
	/* Yellow needs one exact roll; red has everything to do. */
	util_setup(&e, &pos,
		   "yellow: goal goal goal c6; red: nest nest nest nest");
	ck_assert_uint_gt(chance(&e, &pos, PC_YELLOW), PC_CHANCE_ONE * 9 / 10);
	ck_assert_uint_lt(chance(&e, &pos, PC_RED), PC_CHANCE_ONE / 10);
	assert_sums_to_one(&e, &pos);
	/* Further ahead is better: yellow's piece has come 26 squares from
	 * its exit on 5, red's 6 from its exit on 39. */
	util_setup(&e, &pos,
		   "yellow: 30 nest nest nest; red: 44 nest nest nest");
	ck_assert_uint_gt(chance(&e, &pos, PC_YELLOW),
			  chance(&e, &pos, PC_RED));
}
END_TEST

/* pos with every colour moved k seats on (its pieces where the colour k
 * seats back had them, on its own path): the same game, turned. */
static void
rotate(const struct pc_engine *e, const struct pc_position *pos, int k,
       struct pc_position *out)
{
	int seats = e->board.seats;

	*out = *pos;
	out->playing = 0;
	for (int c = 0; c < seats; c++) {
		int to = (c + k) % seats;

		for (int i = 0; i < PC_PIECES; i++) {
			out->progress[to][i] = pos->progress[c][i];
			out->arrived[to][i] = pos->arrived[c][i];
		}
		if (pos->playing >> c & 1)
			out->playing |= (uint8_t)(1u << to);
	}
	out->to_move = (uint8_t)((pos->to_move + k) % seats);
}

START_TEST(test_turning_the_board_changes_nothing)
{
	struct pc_engine e;
	struct pc_position pos, turned;
	const char *texts[] = {
		"yellow: 10 22 nest nest; red: 44 45 c2 nest; blue: 3 60; "
		"green: 17 17 goal",
		"yellow: 5 5; blue: 9 30 31; move: blue",
	};

	util_classic(&e);
	for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
		util_setup(&e, &pos, texts[t]);
		for (int k = 1; k < 4; k++) {
			rotate(&e, &pos, k, &turned);
			for (int c = 0; c < 4; c++)
				ck_assert_uint_eq(
					chance(&e, &pos, c),
					chance(&e, &turned, (c + k) % 4));
		}
	}
}
END_TEST

/* A game of random plays in every preset and board: every position's
 * chances add up, and the end is certain. */
START_TEST(test_every_preset)
{
	static const struct {
		int preset, seats, players;
	} games[] = {
		{PC_PRESET_CLASSIC, 4, 4},	 {PC_PRESET_CLASSIC, 4, 2},
		{PC_PRESET_SUPERPARCHIS, 4, 4}, {PC_PRESET_PAIRS, 4, 4},
		{PC_PRESET_EVENT, 4, 4},	 {PC_PRESET_CLASSIC, 6, 6},
		{PC_PRESET_CLASSIC, 8, 8},	 {PC_PRESET_PAIRS, 8, 8},
	};
	static struct pc_play plays[1024];

	for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
		struct pc_engine e;
		struct pc_position pos;
		uint64_t rng = g + 1;
		int rolls = 0;

		util_preset_with(&e, games[g].preset, "seats", games[g].seats);
		pc_position_init(&e, &pos, (1u << games[g].players) - 1,
				 PC_YELLOW);
		while (!pos.over && rolls++ < 20000) {
			uint8_t dice[PC_ROLL_DICE];
			int ndice = pc_roll_ndice(&e, &pos);
			size_t n;

			assert_sums_to_one(&e, &pos);
			for (int d = 0; d < ndice; d++)
				dice[d] = (uint8_t)(pc_bot_rng_below(&rng, 6) +
						    1);
			n = pc_legal_plays(&e, &pos, dice, ndice, plays, 1024);
			ck_assert_uint_ge(n, 1);
			if (n > 1024)
				n = 1024;
			pc_apply_play(&e, &pos, dice, ndice,
				      &plays[pc_bot_random(n, &rng)], NULL);
		}
		ck_assert_msg(pos.over, "game %zu did not end", g);
		ck_assert_uint_eq(chance(&e, &pos, pos.finished[0]),
				  PC_CHANCE_ONE);
		for (int c = 0; c < games[g].players; c++)
			if (c != pos.finished[0] &&
			    c != pc_partner(&e, &pos, pos.finished[0]))
				ck_assert_uint_eq(chance(&e, &pos, c), 0);
	}
}
END_TEST

START_TEST(test_chi_square)
{
	uint64_t even[6] = {10, 10, 10, 10, 10, 10};
	uint64_t ones[6] = {60, 0, 0, 0, 0, 0};
	uint64_t none[6] = {0}, total;

	ck_assert(fabs(pc_chi_square(even, &total)) < 1e-12);
	ck_assert_uint_eq(total, 60);
	ck_assert(fabs(pc_chi_square(ones, &total) - 300) < 1e-9);
	ck_assert(pc_chi_square(none, &total) == 0 && total == 0);
}
END_TEST

START_TEST(test_p_values)
{
	/* The 5% points of the chi-square table. */
	ck_assert(fabs(pc_chi_square_p(11.0705, 5) - 0.05) < 1e-4);
	ck_assert(fabs(pc_chi_square_p(3.8415, 1) - 0.05) < 1e-4);
	ck_assert(fabs(pc_chi_square_p(5.9915, 2) - 0.05) < 1e-4);
	/* The 1% and 99% points for 5 degrees of freedom. */
	ck_assert(fabs(pc_chi_square_p(15.0863, 5) - 0.01) < 1e-4);
	ck_assert(fabs(pc_chi_square_p(0.5543, 5) - 0.99) < 1e-4);
	/* Q(1, x) = e^-x, on both sides of the series' switch. */
	ck_assert(fabs(pc_gamma_q(1, 0.5) - exp(-0.5)) < 1e-12);
	ck_assert(fabs(pc_gamma_q(1, 7) - exp(-7.0)) < 1e-12);
	ck_assert(pc_chi_square_p(0, 5) == 1);
	ck_assert(pc_chi_square_p(300, 5) < 1e-50);
}
END_TEST

/* The roll best for yellow of the six, in pos. */
static int
best_roll(const struct pc_engine *e, const struct pc_position *pos)
{
	uint32_t best = 0;
	int which = 1;

	for (uint8_t d = 1; d <= 6; d++) {
		struct pc_roll_worth w;

		pc_roll_assess(e, pos, &d, 1, NULL, 0, &work, &w);
		if (w.best > best) {
			best = w.best;
			which = d;
		}
	}
	return which;
}

START_TEST(test_luck)
{
	struct pc_engine e;
	struct pc_position pos;
	struct pc_roll_worth w;
	uint8_t die;
	int64_t luck = 0;
	uint64_t rng = 7;

	util_classic(&e);
	/* Everything in the nest: a 5 comes out, anything else passes. */
	util_setup(&e, &pos, "yellow: nest nest nest nest; red: 30 nest");
	die = 5;
	pc_roll_assess(&e, &pos, &die, 1, NULL, 0, &work, &w);
	ck_assert_int_gt(w.luck, 0);
	ck_assert_int_eq(w.cost, 0);
	die = 2;
	pc_roll_assess(&e, &pos, &die, 1, NULL, 0, &work, &w);
	ck_assert_int_lt(w.luck, 0);
	/* Yellow always rolls what is best for it, red what comes: yellow's
	 * luck adds up. */
	pc_position_init(&e, &pos, 1u << PC_YELLOW | 1u << PC_RED, PC_YELLOW);
	for (int roll = 0; roll < 200 && !pos.over; roll++) {
		bool yellow = pos.to_move == PC_YELLOW;

		die = yellow ? (uint8_t)best_roll(&e, &pos)
			     : (uint8_t)(pc_bot_rng_below(&rng, 6) + 1);
		pc_roll_assess(&e, &pos, &die, 1, NULL, 0, &work, &w);
		if (yellow) {
			ck_assert_int_ge(w.luck, 0);
			luck += w.luck;
		}
		pc_apply_play(&e, &pos, &die, 1, &w.best_play, NULL);
	}
	ck_assert_int_gt(luck, PC_CHANCE_ONE / 10);
}
END_TEST

/* With fair dice luck averages out: over the rolls of random games
 * (four players, the best play each time), its mean per roll is near 0,
 * where its spread is several points. */
START_TEST(test_luck_averages_out)
{
	struct pc_engine e;
	int64_t luck = 0, rolls = 0;
	uint64_t rng = 11;

	util_classic(&e);
	for (int game = 0; game < 6; game++) {
		struct pc_position pos;

		pc_position_init(&e, &pos, 0xf, PC_YELLOW);
		while (!pos.over) {
			struct pc_roll_worth w;
			uint8_t die = (uint8_t)(pc_bot_rng_below(&rng, 6) + 1);

			pc_roll_assess(&e, &pos, &die, 1, NULL, 0, &work, &w);
			luck += w.luck;
			rolls++;
			pc_apply_play(&e, &pos, &die, 1, &w.best_play, NULL);
		}
	}
	ck_assert_int_gt(rolls, 1000);
	ck_assert_msg(llabs(luck / rolls) < PC_CHANCE_ONE / 200,
		      "mean luck %lld millionths over %lld rolls",
		      (long long)(luck / rolls), (long long)rolls);
}
END_TEST

START_TEST(test_cost)
{
	struct pc_engine e;
	struct pc_position pos;
	struct pc_roll_worth w;
	static struct pc_play plays[64];
	uint8_t die = 3;
	int32_t least = INT32_MAX;
	size_t n;

	util_classic(&e);
	/* 1+3 takes blue's piece on 13 (then a 20 for either piece); 2+3
	 * only moves. */
	util_setup(&e, &pos, "yellow: 10 40; blue: 13");
	n = pc_legal_plays(&e, &pos, &die, 1, plays, 64);
	ck_assert_uint_eq(n, 3);
	for (size_t k = 0; k < n; k++) {
		pc_roll_assess(&e, &pos, &die, 1, &plays[k], 0, &work, &w);
		ck_assert_int_ge(w.cost, 0);
		if (plays[k].moves[0].captured == PC_NO_PIECE)
			ck_assert_int_gt(w.cost, PC_CHANCE_ONE / 100);
		else if (w.cost < least)
			least = w.cost;
	}
	ck_assert_int_eq(least, 0);
}
END_TEST

static Suite *
analyse_suite(void)
{
	Suite *s = suite_create("analyse");
	TCase *estimate = tcase_create("estimate");
	TCase *dice = tcase_create("dice");
	TCase *worth = tcase_create("worth");

	tcase_add_test(estimate, test_over_is_certain);
	tcase_add_test(estimate, test_near_the_goal_rates_high);
	tcase_add_test(estimate, test_turning_the_board_changes_nothing);
	tcase_add_test(estimate, test_every_preset);
	tcase_set_timeout(estimate, 60);
	suite_add_tcase(s, estimate);
	tcase_add_test(dice, test_chi_square);
	tcase_add_test(dice, test_p_values);
	suite_add_tcase(s, dice);
	tcase_add_test(worth, test_luck);
	tcase_add_test(worth, test_luck_averages_out);
	tcase_add_test(worth, test_cost);
	tcase_set_timeout(worth, 60);
	suite_add_tcase(s, worth);
	return s;
}

int
main(void)
{
	return util_run_suite(analyse_suite());
}
