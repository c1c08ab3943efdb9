/* check_bot_net.c: the expert's network (lib/bot-net.c): which games it
 * covers, how it reads a position (the squares and each seat's
 * measures, worked out by hand here), its arithmetic on weights made up
 * here, the chances it gives (a whole between them, a pair's shared, the
 * winner's certain), the shipped weights' bounds, and the search on
 * it. */
#include <config.h>

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bot-expert.h"
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
	/* The American game rolls two dice: the two-dice network. */
	util_preset_with(&e, PC_PRESET_AMERICAN, NULL, 0);
	util_setup(&e, &pos, four);
	ck_assert_ptr_eq(pc_net_for(&e, &pos), &pc_net_two_dice);
	/* Pairs with two dice: no network learned that game. */
	util_preset_with(&e, PC_PRESET_PAIRS, "dice_per_roll", 2);
	util_setup(&e, &pos, four);
	ck_assert_ptr_null(pc_net_for(&e, &pos));
}
END_TEST

START_TEST(test_net_none_once_a_side_is_home)
{
	struct pc_engine e;
	struct pc_position pos;

	/* Places for three: yellow's last piece home leaves the game on,
	 * but the networks learned games that end there. */
	util_classic_with(&e, "places", 3);
	util_setup(&e, &pos, "yellow: c4 goal goal goal; blue: 13; "
			     "red: 50; green: 30");
	ck_assert_ptr_eq(pc_net_for(&e, &pos), &pc_net_one_die);
	util_play(&e, &pos, 4, "1+4");
	ck_assert(!pos.over);
	ck_assert_int_eq(pos.nfinished, 1);
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

/* Measure k of seat s of the classic game's position text. */
static int32_t
measure_of(const char *text, int s, int k)
{
	struct pc_engine e;
	struct pc_position pos;
	struct pc_net_input in;

	util_classic(&e);
	util_setup(&e, &pos, text);
	pc_net_inputs(&e, &pos, NULL, &in);
	return measure(&in, s, k);
}

/* The barriers ahead and the threats where the view's bit sets are
 * split: across a 64-bit word (squares 63 and 64) and across the ring's
 * end (square 68 to square 1). */
START_TEST(test_net_inputs_at_the_edges)
{
	/* Yellow on 60 passes 61 .. 66: blue's barrier on 65 blocks it
	 * (M_BLOCKED), on 67 it does not. Yellow takes blue's single
	 * piece on 65 with a 5 (M_THREAT, M_EXPOSED), across the word. */
	ck_assert_int_eq(measure_of("yellow: 60; blue: 65 65; red: nest; "
				    "green: nest", 0, 7),
			 PC_NET_ONE);
	ck_assert_int_eq(measure_of("yellow: 60; blue: 67 67; red: nest; "
				    "green: nest", 0, 7),
			 0);
	ck_assert_int_eq(measure_of("yellow: 60; blue: 65; red: nest; "
				    "green: nest", 0, 2),
			 PC_NET_ONE / 6);
	ck_assert_int_eq(measure_of("yellow: 60; blue: 65; red: nest; "
				    "green: nest", 1, 0),
			 PC_NET_ONE / 6);

	/* Blue on 66 passes 67, 68, 1 .. 4: red's barrier on 2 blocks it,
	 * on 6 it does not. Blue takes green's piece on 3 with a 5, across
	 * the ring's end. */
	ck_assert_int_eq(measure_of("blue: 66; red: 2 2; green: nest; "
				    "yellow: nest", 0, 7),
			 PC_NET_ONE);
	ck_assert_int_eq(measure_of("blue: 66; red: 6 6; green: nest; "
				    "yellow: nest", 0, 7),
			 0);
	ck_assert_int_eq(measure_of("blue: 66; green: 3; red: nest; "
				    "yellow: nest", 0, 2),
			 PC_NET_ONE / 6);
	ck_assert_int_eq(measure_of("blue: 66; green: 3; red: nest; "
				    "yellow: nest", 2, 0),
			 PC_NET_ONE / 6);
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

START_TEST(test_net_inputs_pairs_spare_the_partner)
{
	struct pc_engine e;
	struct pc_position pos;
	struct pc_net_input in;
	const char *text = "yellow: 16; blue: nest; red: 20; green: nest";

	/* Yellow's piece on 16 is four behind red's on 20 (not safe): a
	 * threat to a foe, none to a partner. Yellow is seat 0, red 2. */
	util_classic(&e);
	util_setup(&e, &pos, text);
	pc_net_inputs(&e, &pos, NULL, &in);
	ck_assert_int_eq(measure(&in, 0, 2), PC_NET_ONE / 6);
	ck_assert_int_eq(measure(&in, 2, 0), PC_NET_ONE / 6);
	util_preset_with(&e, PC_PRESET_PAIRS, NULL, 0);
	util_setup(&e, &pos, text);
	pc_net_inputs(&e, &pos, NULL, &in);
	ck_assert_int_eq(measure(&in, 0, 2), 0);
	ck_assert_int_eq(measure(&in, 2, 0), 0);
}
END_TEST

/* A network made up for a test: zero but where a test sets it. */
static struct pc_net made;

START_TEST(test_net_scores_by_hand)
{
	struct pc_net_input in;
	int32_t score[PC_NET_SEATS];

	memset(&made, 0, sizeof made);
	memset(&in, 0, sizeof in);
	/* Every seat's four pieces in its nest. */
	for (int k = 0; k < PC_NET_SEATS * PC_PIECES; k++)
		in.square[k] = (uint16_t)(k / PC_PIECES * PC_NET_PROGRESS);
	in.measure[6] = 4 * PC_NET_ONE;
	in.measure[7] = 100;
	/* Unit 0: 100 + 4 * 10 (seat 0's nest, four times). */
	made.hidden_bias[0] = 100;
	made.hidden[0][0] = 10;
	/* Unit 1: (1024 * 512 + 100 * 3) / 256 = 2049, the measures summed
	 * before the one division. */
	made.hidden[PC_NET_SQUARE_INPUTS + 6][1] = 512;
	made.hidden[PC_NET_SQUARE_INPUTS + 7][1] = 3;
	/* Unit 2: below zero, so nothing. */
	made.hidden_bias[2] = -50;
	made.hidden[PC_NET_PROGRESS][2] = -1;
	made.out[0][0] = PC_NET_WEIGHT_ONE;
	made.out[1][1] = 2 * PC_NET_WEIGHT_ONE;
	made.out[2][0] = -PC_NET_WEIGHT_ONE / 2;
	made.out_bias[2] = -3;
	made.out[3][2] = PC_NET_WEIGHT_ONE;
	/* Unit 3: seats 1 and 2 at the square weights' most, four pieces
	 * each: 8 * 8191, beyond 16 bits though each seat's four are
	 * within. */
	made.hidden[1 * PC_NET_PROGRESS][3] = PC_NET_SQUARE_WEIGHT_MAX;
	made.hidden[2 * PC_NET_PROGRESS][3] = PC_NET_SQUARE_WEIGHT_MAX;
	made.out[3][3] = PC_NET_WEIGHT_ONE;
	pc_net_scores(&made, &in, score);
	ck_assert_int_eq(score[0], 140);
	ck_assert_int_eq(score[1], 2049 * 2);
	ck_assert_int_eq(score[2], -70 - 3);
	ck_assert_int_eq(score[3], 8 * PC_NET_SQUARE_WEIGHT_MAX);
	/* And at the least, seat 0's four and seat 3's four making up
	 * for seat 1's and seat 2's but one: 1. */
	made.hidden[1 * PC_NET_PROGRESS][3] = -PC_NET_SQUARE_WEIGHT_MAX;
	made.hidden[2 * PC_NET_PROGRESS][3] = -PC_NET_SQUARE_WEIGHT_MAX;
	made.hidden[0 * PC_NET_PROGRESS][3] = PC_NET_SQUARE_WEIGHT_MAX;
	made.hidden[3 * PC_NET_PROGRESS][3] = PC_NET_SQUARE_WEIGHT_MAX;
	made.hidden_bias[3] = 1;
	pc_net_scores(&made, &in, score);
	ck_assert_int_eq(score[3], 1);
	made.hidden_bias[3] = 0;

	/* The largest weights on the largest measures: held at the bound. */
	for (int k = 0; k < PC_NET_MEASURE_INPUTS; k++) {
		in.measure[k] = PC_NET_MEASURE_MAX;
		for (int u = 0; u < PC_NET_HIDDEN; u++)
			made.hidden[PC_NET_SQUARE_INPUTS + k][u] = INT16_MAX;
	}
	for (int u = 0; u < PC_NET_HIDDEN; u++) {
		made.hidden_bias[u] = INT16_MAX;
		made.out[0][u] = INT16_MAX;
		made.out[1][u] = INT16_MIN;
	}
	pc_net_scores(&made, &in, score);
	ck_assert_int_eq(score[0], PC_NET_SCORE_MAX);
	ck_assert_int_eq(score[1], -PC_NET_SCORE_MAX);
}
END_TEST

START_TEST(test_net_chances_by_hand)
{
	struct pc_engine e;
	struct pc_position pos;
	int32_t chance[PC_NCOLOURS];

	/* The scores are the output biases: 0, -ln 2, -ln 3 and -29.3
	 * (in PC_NET_WEIGHT_ONE), so the chances are e^score over their
	 * sum: 6/11, 3/11, 2/11 and nothing to speak of. */
	memset(&made, 0, sizeof made);
	made.out_bias[1] = -710;
	made.out_bias[2] = -1125;
	made.out_bias[3] = -30000;
	util_classic(&e);
	/* Blue rolls: blue is seat 0, red 1, green 2, yellow 3. */
	util_setup(&e, &pos, four);
	pos.to_move = PC_BLUE;
	pc_net_chances(&e, &made, &pos, NULL, chance);
	ck_assert_int_le(abs(chance[PC_BLUE] - 35749), 10);
	ck_assert_int_le(abs(chance[PC_RED] - 17871), 10);
	ck_assert_int_le(abs(chance[PC_GREEN] - 11916), 10);
	ck_assert_int_eq(chance[PC_YELLOW], 0);
	/* In pairs each partner has the pair's: blue and green, red and
	 * yellow. */
	util_preset_with(&e, PC_PRESET_PAIRS, NULL, 0);
	util_setup(&e, &pos, four);
	pos.to_move = PC_BLUE;
	pc_net_chances(&e, &made, &pos, NULL, chance);
	ck_assert_int_le(abs(chance[PC_BLUE] - (35749 + 11916)), 10);
	ck_assert_int_eq(chance[PC_GREEN], chance[PC_BLUE]);
	ck_assert_int_le(abs(chance[PC_RED] - 17871), 10);
	ck_assert_int_eq(chance[PC_YELLOW], chance[PC_RED]);
}
END_TEST

/* The most any seat's score can be with net's weights: each unit at its
 * largest (the bias, four pieces on each seat's highest weighted square,
 * every measure at its most where its weight is above zero),
 * times the largest of its weights out. */
static int64_t
score_bound(const struct pc_net *net)
{
	int64_t bound = 0;

	for (int s = 0; s < PC_NET_SEATS; s++) {
		int64_t sum = llabs(net->out_bias[s]) * PC_NET_WEIGHT_ONE;

		for (int u = 0; u < PC_NET_HIDDEN; u++) {
			int64_t h = net->hidden_bias[u];

			for (int seat = 0; seat < PC_NET_SEATS; seat++) {
				int top = 0;

				for (int p = 0; p < PC_NET_PROGRESS; p++) {
					int w = net->hidden[seat * PC_NET_PROGRESS + p][u];

					top = w > top ? w : top;
				}
				h += PC_PIECES * top;
			}
			for (int k = 0; k < PC_NET_MEASURE_INPUTS; k++) {
				int w = net->hidden[PC_NET_SQUARE_INPUTS + k][u];

				h += w > 0 ? w * PC_NET_MEASURE_MAX / PC_NET_ONE
					   : 0;
			}
			if (h > 0)
				sum += h * llabs(net->out[s][u]);
		}
		sum /= PC_NET_WEIGHT_ONE;
		bound = sum > bound ? sum : bound;
	}
	return bound;
}

START_TEST(test_net_shipped_weights_are_bounded)
{
	const struct pc_net *const nets[] = {
		&pc_net_one_die, &pc_net_two_dice, &pc_net_pairs,
	};

	/* Far within the bound pc_net_scores holds the scores to, so that
	 * it never changes what the shipped networks say; and the square
	 * weights within the bound that lets it add a seat's four in 16
	 * bits. */
	for (size_t i = 0; i < sizeof nets / sizeof *nets; i++) {
		ck_assert_int_lt(score_bound(nets[i]), PC_NET_SCORE_MAX / 64);
		for (int k = 0; k < PC_NET_SQUARE_INPUTS; k++)
			for (int u = 0; u < PC_NET_HIDDEN; u++)
				ck_assert_int_le(abs(nets[i]->hidden[k][u]),
						 PC_NET_SQUARE_WEIGHT_MAX);
	}
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

/* The play the network ranks best for the roller after one roll, ties
 * to the play listed first. */
static size_t
first_ranked(const struct pc_engine *e, const struct pc_position *pos,
	     const uint8_t *dice, int ndice, const struct pc_play *plays,
	     size_t n, const struct pc_net *net)
{
	size_t best = 0;
	int32_t top = -1;

	for (size_t k = 0; k < n; k++) {
		struct pc_position next = *pos;
		int32_t c;

		pc_apply_play(e, &next, dice, ndice, &plays[k], NULL);
		c = pc_net_chance(e, net, &next, NULL, pos->to_move);
		if (c > top) {
			top = c;
			best = k;
		}
	}
	return best;
}

START_TEST(test_net_search_without_budget_takes_the_first_ranking)
{
	static const struct {
		int preset;
		const char *where;
		int roll;
	} cases[] = {
		{PC_PRESET_CLASSIC, "yellow: 8 40 nest 60; blue: 4 44; "
				    "red: 50 12; green: 30 26", 4},
		{PC_PRESET_CLASSIC, "red: 39 45 c2; yellow: 42 5 5; "
				    "blue: 22 40; green: 56 60 64", 3},
		{PC_PRESET_SUPERPARCHIS, "yellow: 8 40 nest 60; blue: 4 44; "
					 "red: 50 12; green: 30 26", 34},
		{PC_PRESET_PAIRS, "green: 30 26 31; yellow: 8 40 60; "
				  "blue: 4 44; red: 50 12", 6},
	};
	struct pc_engine e;
	struct pc_position pos;
	struct pc_play plays[256];
	uint8_t dice[PC_ROLL_DICE];

	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		int ndice = util_dice_of(cases[i].roll, dice);
		size_t n, ranked;
		const struct pc_net *net;

		util_preset_with(&e, cases[i].preset, NULL, 0);
		util_setup(&e, &pos, cases[i].where);
		net = pc_net_for(&e, &pos);
		ck_assert_ptr_nonnull(net);
		n = pc_legal_plays(&e, &pos, dice, ndice, plays, 256);
		ck_assert_msg(n > 2, "case %zu: %zu plays", i, n);
		ranked = first_ranked(&e, &pos, dice, ndice, plays, n, net);
		/* Rating the plays spends a budget of none: no search. */
		ck_assert_uint_eq(pc_expert_net_search(&e, &pos, dice, ndice,
						       plays, n, 0, net, NULL),
				  ranked);
		/* With a budget the search's choice is one of the plays,
		 * the same every time. */
		ck_assert_uint_lt(pc_expert_net_search(&e, &pos, dice, ndice,
						       plays, n, 3000, net,
						       NULL),
				  n);
		ck_assert_uint_eq(pc_expert_net_search(&e, &pos, dice, ndice,
						       plays, n, 3000, net,
						       NULL),
				  pc_expert_net_search(&e, &pos, dice, ndice,
						       plays, n, 3000, net,
						       NULL));
	}
}
END_TEST

START_TEST(test_net_search_ties_to_the_first_play)
{
	struct pc_engine e;
	struct pc_position pos;
	struct pc_play plays[64];
	uint8_t dice[1] = {4};
	size_t n;

	/* A network that rates every seat alike: every play ties, at
	 * every depth, and the play listed first is taken. */
	memset(&made, 0, sizeof made);
	util_classic(&e);
	util_setup(&e, &pos, "yellow: 8 40 nest 60; blue: 4 44; red: 50 12; "
			     "green: 30 26");
	n = pc_legal_plays(&e, &pos, dice, 1, plays, 64);
	ck_assert_uint_gt(n, 2);
	for (uint32_t budget = 0; budget <= 20000; budget += 5000)
		ck_assert_uint_eq(pc_expert_net_search(&e, &pos, dice, 1, plays,
						       n, budget, &made, NULL),
				  0);
}
END_TEST

static Suite *
net_suite(void)
{
	Suite *s = suite_create("net");
	TCase *reads = tcase_create("reads");
	TCase *chances = tcase_create("chances");
	TCase *search = tcase_create("search");

	tcase_add_test(reads, test_net_covers_four_players_on_four_seats);
	tcase_add_test(reads, test_net_inputs_squares);
	tcase_add_test(reads, test_net_inputs_measures);
	tcase_add_test(reads, test_net_inputs_at_the_edges);
	tcase_add_test(reads, test_net_none_once_a_side_is_home);
	tcase_add_test(reads, test_net_inputs_levels);
	tcase_add_test(reads, test_net_inputs_pairs_spare_the_partner);
	suite_add_tcase(s, reads);
	tcase_add_test(chances, test_net_chances_are_a_whole);
	tcase_add_test(chances, test_net_chances_see_the_race);
	tcase_add_test(chances, test_net_chances_of_a_game_over);
	tcase_add_test(chances, test_net_scores_by_hand);
	tcase_add_test(chances, test_net_chances_by_hand);
	tcase_add_test(chances, test_net_shipped_weights_are_bounded);
	suite_add_tcase(s, chances);
	tcase_add_test(search, test_net_search_without_budget_takes_the_first_ranking);
	tcase_add_test(search, test_net_search_ties_to_the_first_play);
	suite_add_tcase(s, search);
	return s;
}

int
main(void)
{
	return util_run_suite(net_suite());
}
