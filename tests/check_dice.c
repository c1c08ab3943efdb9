/* check_dice.c: the dice derivation of parchis-record(5) against vectors
 * computed independently of this code, with Python's standard library:
 *
 *   import hmac, hashlib
 *   def roll(seed, game, n, count):
 *       out, k = [], 0
 *       while len(out) < count:
 *           msg = f"parchis:v1:{game}:{n}" + (f":{k}" if k else "")
 *           for b in hmac.new(seed.encode(), msg.encode(),
 *                             hashlib.sha256).digest():
 *               if b < 252 and len(out) < count:
 *                   out.append(b % 6 + 1)
 *           k += 1
 *       return out
 */
#include <config.h>

#include <check.h>

#include "check-util.h"
#include <stdlib.h>
#include <string.h>

#include "dice.h"

static const struct {
	const char *seed, *game;
	uint32_t n;
	int count;
	uint8_t dice[40];
} vectors[] = {
	{"k3v9q2", "club-2026-17", 1, 2, {3, 6}},
	{"k3v9q2", "club-2026-17", 2, 1, {4}},
	{"k3v9q2", "club-2026-17", 3, 1, {5}},
	/* The first byte of this HMAC is 254 and is skipped. */
	{"k3v9q2", "club-2026-17", 34, 1, {1}},
	{"0123", "2026-11-29", 1, 4, {4, 5, 6, 1}},
	{"Begoña", "g", 1, 2, {4, 1}},
	/* 40 dice need a second HMAC (":1"). */
	{"s", "g", 7, 40, {5, 4, 1, 4, 5, 5, 6, 1, 1, 5, 6, 4, 2, 6, 5, 4, 2, 2,
			   1, 2, 2, 1, 6, 5, 5, 5, 6, 3, 6, 5, 5, 5, 2, 6, 3, 6,
			   2, 4, 5, 5}},
};

START_TEST(test_dice_match_python_hmac_vectors)
{
	uint8_t dice[64];

	for (size_t v = 0; v < sizeof vectors / sizeof *vectors; v++) {
		memset(dice, 0, sizeof dice);
		pc_dice_roll(vectors[v].seed, strlen(vectors[v].seed),
			     vectors[v].game, vectors[v].n, vectors[v].count,
			     dice);
		ck_assert_msg(memcmp(dice, vectors[v].dice,
				     (size_t)vectors[v].count) == 0,
			      "vector %zu differs", v);
		ck_assert_int_eq(dice[vectors[v].count], 0);
	}
}
END_TEST

/* 252 is the first byte skipped: 252 = 42 * 6, and the bytes from it up
 * would give faces 1 to 4 a 43rd chance. The bytes of these HMACs, by
 * the Python above (hmac.new(b"k3v9q2", b"parchis:v1:club-2026-17:92",
 * hashlib.sha256).digest() begins 252, 139, 117; :48 begins 37, 252,
 * 70): the 252 gives no die, where taken it would give a 1. */
START_TEST(test_dice_skip_a_byte_of_252)
{
	uint8_t dice[3] = {0};

	pc_dice_roll("k3v9q2", 6, "club-2026-17", 92, 2, dice);
	ck_assert_int_eq(dice[0], 2);	/* 139 % 6 + 1 */
	ck_assert_int_eq(dice[1], 4);	/* 117 % 6 + 1 */
	ck_assert_int_eq(dice[2], 0);
	pc_dice_roll("k3v9q2", 6, "club-2026-17", 48, 2, dice);
	ck_assert_int_eq(dice[0], 2);	/* 37 % 6 + 1 */
	ck_assert_int_eq(dice[1], 5);	/* 70 % 6 + 1 */
}
END_TEST

START_TEST(test_every_face_is_about_equally_likely)
{
	int faces[7] = {0};
	uint8_t die;

	for (uint32_t n = 1; n <= 6000; n++) {
		pc_dice_roll("seed", 4, "g", n, 1, &die);
		ck_assert(die >= 1 && die <= 6);
		faces[die]++;
	}
	/* 1000 expected each; 6 standard deviations is about 170. */
	for (int f = 1; f <= 6; f++)
		ck_assert_msg(faces[f] > 830 && faces[f] < 1170,
			      "face %d came %d times", f, faces[f]);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("dice");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_dice_match_python_hmac_vectors);
	tcase_add_test(tc, test_dice_skip_a_byte_of_252);
	tcase_add_test(tc, test_every_face_is_about_equally_likely);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
