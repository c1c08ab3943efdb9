/* check_bot_net.c: the expert's network (src/bot-net.c): which games it
 * covers, how it reads a position (the squares and each seat's
 * measures, worked out by hand here), and the chances it gives: a whole
 * between them, a pair's shared, the winner's certain. */
#include <config.h>

#include <check.h>
#include <stdlib.h>

#include "bot-net.h"
#include "check-engine-util.h"

static const char *const four = "yellow: 10 40; blue: 13; red: 50; green: 30";

START_TEST(test_net_covers_four_players_on_four_seats)
{
	struct pc_engine e;
	struct pc_position pos;

	util_classic(&e);
	util_setup(&e, &pos, four);
	ck_assert_ptr_eq(pc_net_for(&e, &pos), &pc_net_one_die);
	/* Three players: the evaluation by hand (bot-expert-eval.c). */
	util_setup(&e, &pos, "yellow: 10 40; blue: 13; red: 50");
	ck_assert_ptr_null(pc_net_for(&e, &pos));
	util_preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
	util_setup(&e, &pos, four);
	ck_assert_ptr_eq(pc_net_for(&e, &pos), &pc_net_two_dice);
	util_preset_with(&e, PC_PRESET_PAIRS, NULL, 0);
	util_setup(&e, &pos, four);
	ck_assert_ptr_eq(pc_net_for(&e, &pos), &pc_net_pairs);
	/* A roll per piece, and the bigger boards: none. */
	util_preset_with(&e, PC_PRESET_EVENT, NULL, 0);
	util_setup(&e, &pos, four);
	ck_assert_ptr_null(pc_net_for(&e, &pos));
	util_preset_with(&e, PC_PRESET_CLASSIC, "seats", 6);
	util_setup(&e, &pos, "yellow: 10; blue: 13; red: 50; green: 30");
	ck_assert_ptr_null(pc_net_for(&e, &pos));
}
END_TEST

/* The progress of a place of yellow's on the classic board. */
static int
yellow_progress(int square)
{
	return square - 4;
}

START_TEST(test_net_inputs_squares)
{
	struct pc_engine e;
	struct pc_position pos;
	struct pc_net_input in;
	int count[PC_NET_SQUARE_INPUTS] = {0};

	util_classic(&e);
	/* Blue to roll: blue is seat 0, red 1, green 2, yellow 3. */
	util_setup(&e, &pos, "yellow: 10 10 goal; blue: 30; red: c3; "
			     "green: nest; move: blue");
	pc_net_inputs(&e, &pos, NULL, &in);
	for (int k = 0; k < PC_NET_SEATS * PC_PIECES; k++)
		count[in.square[k]]++;
	ck_assert_int_eq(count[3 * PC_NET_PROGRESS + yellow_progress(10)], 2);
	ck_assert_int_eq(count[3 * PC_NET_PROGRESS + 72], 1);
	ck_assert_int_eq(count[3 * PC_NET_PROGRESS + 0], 1);
	/* Blue's exit is 22: 30 is its ninth square. */
	ck_assert_int_eq(count[0 * PC_NET_PROGRESS + 9], 1);
	ck_assert_int_eq(count[0 * PC_NET_PROGRESS + 0], 3);
	/* Red's c3 is progress 64 + 3. */
	ck_assert_int_eq(count[1 * PC_NET_PROGRESS + 67], 1);
	ck_assert_int_eq(count[2 * PC_NET_PROGRESS + 0], 4);
}
END_TEST

/* Measure k of seat s in in. */
static int32_t
measure(const struct pc_net_input *in, int s, int k)
{
	return in->measure[s * PC_NET_SEAT_MEASURES + k];
}

START_TEST(test_net_inputs_measures)
{
	struct pc_engine e;
	struct pc_position pos;
	struct pc_net_input in;

	util_classic(&e);
	/* Yellow's piece on 20 (not safe) has green's on 16 four behind:
	 * a 4 in six takes it. Yellow's 12 is safe. Yellow is seat 0,
	 * green seat 3. */
	util_setup(&e, &pos, "yellow: 20 12; blue: nest; red: nest; "
			     "green: 16");
	pc_net_inputs(&e, &pos, NULL, &in);
	/* M_EXPOSED: 1/6 of a piece, in PC_NET_ONE. */
	ck_assert_int_eq(measure(&in, 0, 0), PC_NET_ONE / 6);
	/* M_RISKED: the same, weighed by progress 16 of 64. */
	ck_assert_int_eq(measure(&in, 0, 1), PC_NET_ONE / 6 * 16 / 64);
	/* M_THREAT: green's 16 on yellow's 20, and yellow's 12 on green's
	 * 16, four ahead of it; blue has none. */
	ck_assert_int_eq(measure(&in, 3, 2), PC_NET_ONE / 6);
	ck_assert_int_eq(measure(&in, 0, 2), PC_NET_ONE / 6);
	ck_assert_int_eq(measure(&in, 1, 2), 0);
	/* M_SAFE: the piece on 12; no barriers. */
	ck_assert_int_eq(measure(&in, 0, 5), PC_NET_ONE);
	ck_assert_int_eq(measure(&in, 0, 4), 0);
	/* M_TO_GO: 72 - 16, 72 - 8 and two in the nest, over 72. */
	ck_assert_int_eq(measure(&in, 0, 6),
			 (56 + 64 + 72 + 72) * PC_NET_ONE / 72);
	ck_assert_int_eq(measure(&in, 1, 6), 4 * PC_NET_ONE);
	/* Blue, in the nest, has nothing at risk. */
	ck_assert_int_eq(measure(&in, 1, 0), 0);
	/* No sixes rolled. */
	ck_assert_int_eq(in.measure[PC_NET_SIXES], 0);

	/* Yellow's pair on 40 is a barrier with green's piece on 35 within
	 * a die behind: it holds green up (M_HOLDING) and blocks it
	 * (M_BLOCKED). Blue, second to roll after a 6, has its first
	 * six. */
	util_setup(&e, &pos, "blue: nest; red: nest; green: 35; "
			     "yellow: 40 40; sixes: 1");
	pc_net_inputs(&e, &pos, NULL, &in);
	ck_assert_int_eq(measure(&in, 3, 3), PC_NET_ONE);
	ck_assert_int_eq(measure(&in, 3, 4), PC_NET_ONE);
	ck_assert_int_eq(measure(&in, 2, 7), PC_NET_ONE);
	ck_assert_int_eq(measure(&in, 3, 7), 0);
	ck_assert_int_eq(in.measure[PC_NET_SIXES],
			 PC_NET_ONE);
	ck_assert_int_eq(in.measure[PC_NET_SIXES + 1],
			 0);
}
END_TEST

START_TEST(test_net_inputs_levels)
{
	struct pc_engine e;
	struct pc_position pos;
	struct pc_net_input in;
	const enum pc_bot_level levels[PC_NCOLOURS] = {
		PC_BOT_EXPERT, PC_BOT_RANDOM, PC_BOT_STRONG, PC_BOT_NONE,
	};

	util_classic(&e);
	/* Red rolls: seat 0 red (strong), 1 green (a person), 2 yellow
	 * (the expert), 3 blue (random). */
	util_setup(&e, &pos, "red: 40; green: 57; yellow: 5; blue: 22");
	pc_net_inputs(&e, &pos, levels, &in);
	for (int k = 0; k < PC_NET_SEATS; k++) {
		ck_assert_int_eq(in.measure[PC_NET_LEVELS + 2 * k],
				 k == 3 ? PC_NET_ONE : 0);
		ck_assert_int_eq(in.measure[PC_NET_LEVELS + 2 * k + 1],
				 k == 0 ? PC_NET_ONE : 0);
	}
	/* Without levels, nobody is a random or strong bot. */
	pc_net_inputs(&e, &pos, NULL, &in);
	for (int k = 0; k < PC_NET_SEATS * PC_NET_SEAT_LEVELS; k++)
		ck_assert_int_eq(in.measure[PC_NET_LEVELS + k], 0);
}
END_TEST

/* The chances of pos add up to one, within the rounding of each. */
static void
assert_whole(const struct pc_engine *e, const struct pc_position *pos,
	     bool pairs)
{
	int32_t chance[PC_NCOLOURS];
	int64_t total = 0;

	pc_net_chances(e, pc_net_for(e, pos), pos, NULL, chance);
	for (int c = 0; c < PC_NET_SEATS; c++) {
		ck_assert_int_ge(chance[c], 0);
		ck_assert_int_le(chance[c], PC_NET_CHANCE_ONE);
		total += chance[c];
	}
	if (pairs) {
		ck_assert_int_eq(chance[0], chance[2]);
		ck_assert_int_eq(chance[1], chance[3]);
		total /= 2;
	}
	ck_assert_int_le(llabs(total - PC_NET_CHANCE_ONE), 4);
}

START_TEST(test_net_chances_are_a_whole)
{
	static const char *const positions[] = {
		"yellow: nest; blue: nest; red: nest; green: nest",
		"yellow: 10 40; blue: 13; red: 50; green: 30",
		"yellow: c7 goal goal goal; blue: 13; red: 50; green: 30",
		"yellow: 5 5; blue: 22 22 40; red: 39 c2; green: 56 60 64 1",
		"yellow: 5 5; blue: 22; red: 39; green: 56; move: red; sixes: 2",
	};
	struct pc_engine e;
	struct pc_position pos;

	for (size_t i = 0; i < sizeof positions / sizeof *positions; i++) {
		util_classic(&e);
		util_setup(&e, &pos, positions[i]);
		assert_whole(&e, &pos, false);
		util_preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
		util_setup(&e, &pos, positions[i]);
		assert_whole(&e, &pos, false);
		util_preset_with(&e, PC_PRESET_PAIRS, NULL, 0);
		util_setup(&e, &pos, positions[i]);
		assert_whole(&e, &pos, true);
	}
}
END_TEST

START_TEST(test_net_chances_see_the_race)
{
	struct pc_engine e;
	struct pc_position pos;
	int32_t chance[PC_NCOLOURS];

	util_classic(&e);
	/* Yellow has three home and the fourth in its corridor; the others
	 * have barely started. */
	util_setup(&e, &pos, "blue: 30; red: 40; green: 60; "
			     "yellow: c5 goal goal goal; move: blue");
	pc_net_chances(&e, &pc_net_one_die, &pos, NULL, chance);
	ck_assert_int_gt(chance[PC_YELLOW], PC_NET_CHANCE_ONE * 8 / 10);
	/* The same race, everyone's pieces swapped with yellow's: blue
	 * is the one ahead now. */
	util_setup(&e, &pos, "yellow: 13; red: 40; green: 60; "
			     "blue: c5 goal goal goal; move: yellow");
	pc_net_chances(&e, &pc_net_one_die, &pos, NULL, chance);
	ck_assert_int_gt(chance[PC_BLUE], PC_NET_CHANCE_ONE * 8 / 10);
}
END_TEST

START_TEST(test_net_chances_of_a_game_over)
{
	struct pc_engine e;
	struct pc_position pos;
	int32_t chance[PC_NCOLOURS];
	uint8_t dice[1] = {4};
	struct pc_play plays[8];

	util_classic(&e);
	util_setup(&e, &pos, "red: c4 goal goal goal; yellow: 10; blue: 13; "
			     "green: 30");
	ck_assert_uint_eq(pc_legal_plays(&e, &pos, dice, 1, plays, 8), 1);
	pc_apply_play(&e, &pos, dice, 1, &plays[0], NULL);
	ck_assert(pos.over);
	pc_net_chances(&e, &pc_net_one_die, &pos, NULL, chance);
	ck_assert_int_eq(chance[PC_RED], PC_NET_CHANCE_ONE);
	ck_assert_int_eq(chance[PC_YELLOW], 0);
	ck_assert_int_eq(pc_net_chance(&e, &pc_net_one_die, &pos, NULL, PC_RED),
			 PC_NET_CHANCE_ONE);
}
END_TEST

static Suite *
net_suite(void)
{
	Suite *s = suite_create("net");
	TCase *reads = tcase_create("reads");
	TCase *chances = tcase_create("chances");

	tcase_add_test(reads, test_net_covers_four_players_on_four_seats);
	tcase_add_test(reads, test_net_inputs_squares);
	tcase_add_test(reads, test_net_inputs_measures);
	tcase_add_test(reads, test_net_inputs_levels);
	suite_add_tcase(s, reads);
	tcase_add_test(chances, test_net_chances_are_a_whole);
	tcase_add_test(chances, test_net_chances_see_the_race);
	tcase_add_test(chances, test_net_chances_of_a_game_over);
	suite_add_tcase(s, chances);
	return s;
}

int
main(void)
{
	return util_run_suite(net_suite());
}
