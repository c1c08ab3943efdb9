/* check_engine_board.c: the board geometry (parchis(6), seats). */
#include <config.h>

#include <stdlib.h>

#include "check-engine-util.h"

START_TEST(test_board_four_seats)
{
	struct pc_board b;
	static const int exits[] = {5, 22, 39, 56};
	static const int entrances[] = {68, 17, 34, 51};
	static const int safe[] = {5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68};
	int nsafe = 0;

	ck_assert(pc_board_init(&b, 4));
	ck_assert_int_eq(b.ring, 68);
	for (int k = 0; k < 4; k++) {
		ck_assert_int_eq(b.exit[k], exits[k]);
		ck_assert_int_eq(b.entrance[k], entrances[k]);
		/* 63 steps from the exit to the entrance, 71 to the goal. */
		ck_assert_int_eq(pc_board_place(&b, k, 1), exits[k]);
		ck_assert_int_eq(pc_board_place(&b, k, 1 + 63), entrances[k]);
		ck_assert_int_eq(pc_board_place(&b, k, 1 + 71), PC_GOAL);
		ck_assert_int_eq(pc_board_place(&b, k, 1 + 64), PC_CORRIDOR + 1);
	}
	for (int s = 1; s <= 68; s++)
		nsafe += b.safe[s];
	ck_assert_int_eq(nsafe, 12);
	for (int k = 0; k < 12; k++)
		ck_assert(pc_board_is_safe(&b, safe[k]));
}
END_TEST

START_TEST(test_board_six_and_eight_seats)
{
	struct pc_board b;
	int nsafe = 0;

	ck_assert(pc_board_init(&b, 6));
	ck_assert_int_eq(b.ring, 102);
	ck_assert_int_eq(b.exit[5], 90);
	ck_assert_int_eq(b.entrance[0], 102);
	ck_assert(pc_board_init(&b, 8));
	ck_assert_int_eq(b.ring, 136);
	for (int s = 1; s <= b.ring; s++)
		nsafe += b.safe[s];
	ck_assert_int_eq(nsafe, 24);
	ck_assert(b.safe[17 * 7 + 12]);
	ck_assert(!pc_board_init(&b, 5));
}
END_TEST

/* Places and progress convert both ways; squares past the entrance
 * (1..4 for yellow) are not on yellow's path. */
START_TEST(test_board_places_round_trip)
{
	struct pc_board b;

	ck_assert(pc_board_init(&b, 4));
	for (int k = 0; k < 4; k++)
		for (int p = 0; p <= b.goal; p++)
			ck_assert_int_eq(pc_board_progress(
				&b, k, pc_board_place(&b, k, p)), p);
	ck_assert_int_eq(pc_board_progress(&b, 0, 3), -1);
	ck_assert_int_eq(pc_board_progress(&b, 1, 2), 49);
	ck_assert_int_eq(pc_board_place(&b, 1, 49), 2);
	ck_assert_int_eq(pc_board_progress(&b, 1, 18), -1);
}
END_TEST

/* pc_board_square, which wraps the ring without a division, is the
 * ring's formula with the modulo for every seat and progress of every
 * board, and the corridors follow the ring. */
START_TEST(test_board_square_formula)
{
	struct pc_board b;

	for (int seats = 4; seats <= 8; seats += 2) {
		ck_assert(pc_board_init(&b, seats));
		for (int k = 0; k < seats; k++) {
			for (int p = -1; p <= b.goal + 1; p++) {
				int want = 0;

				if (p >= 1 && p <= b.ring_steps)
					want = (b.exit[k] - 1 + p - 1) %
						       b.ring + 1;
				else if (p > b.ring_steps && p < b.goal)
					want = b.ring + k * PC_CORRIDOR_SQUARES +
					       (p - b.ring_steps);
				ck_assert_int_eq(pc_board_square(&b, k, p),
						 want);
			}
		}
	}
}
END_TEST

/* The places' names in both languages; the record writes the English. */
START_TEST(test_board_place_names_in_spanish)
{
	char buf[PC_PLACE_TEXT_MAX];
	int place = 0;

	ck_assert(pc_place_parse("c\xc3\xa1rcel", 7, PC_RING_SQUARES, &place));
	ck_assert_int_eq(place, PC_NEST);
	ck_assert(pc_place_parse("carcel", 6, PC_RING_SQUARES, &place));
	ck_assert_int_eq(place, PC_NEST);
	ck_assert(pc_place_parse("meta", 4, PC_RING_SQUARES, &place));
	ck_assert_int_eq(place, PC_GOAL);
	ck_assert_str_eq(pc_place_format(place, buf), "goal");
	ck_assert(pc_place_parse("nest", 4, PC_RING_SQUARES, &place));
	ck_assert_str_eq(pc_place_format(place, buf), "nest");
	/* "casa" means the nest to some players and the goal to others. */
	ck_assert(!pc_place_parse("casa", 4, PC_RING_SQUARES, &place));
	ck_assert(!pc_place_parse("metas", 5, PC_RING_SQUARES, &place));
	ck_assert(!pc_place_parse("c\xc3\xa1rce", 6, PC_RING_SQUARES, &place));
}
END_TEST

static Suite *
board_suite(void)
{
	Suite *s = suite_create("engine board");
	TCase *tc = tcase_create("geometry");

	tcase_add_test(tc, test_board_four_seats);
	tcase_add_test(tc, test_board_six_and_eight_seats);
	tcase_add_test(tc, test_board_places_round_trip);
	tcase_add_test(tc, test_board_square_formula);
	tcase_add_test(tc, test_board_place_names_in_spanish);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(board_suite());
}
