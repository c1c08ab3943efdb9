/* check_rating.c: the Plackett-Luce ratings (lib/rating.c) against values
 * computed by hand from the formulas of Weng and Lin's Algorithm 4, as
 * rating.c lists them. Every player starts at mu = 25, sigma = 25/3
 * (sigma^2 = 69.4444), beta = 25/6 (beta^2 = 17.3611), kappa = 0.0001;
 * tau = 0 but where a test says otherwise, so that the paper's formulas
 * are all there is. The same figures come out of OpenSkill (its
 * PlackettLuce model, with tau: 0 given), which these tests do not need. */
#include <config.h>

#include <check.h>
#include <math.h>

#include "check-util.h"
#include "rating.h"

#define TOL 1e-6

static struct pc_rating_model
paper_model(void)
{
	struct pc_rating_model m;

	pc_rating_model_default(&m);
	m.tau = 0.0;
	return m;
}

static void
expect(const struct pc_rating *r, double mu, double sigma)
{
	ck_assert_double_eq_tol(r->mu, mu, TOL);
	ck_assert_double_eq_tol(r->sigma, sigma, TOL);
}

/* Two players, A first, B second.
 *   c = sqrt(2 (69.4444 + 17.3611)) = sqrt(173.6111) = 13.176157
 *   exp(mu/c) = exp(25 / 13.176157) = 6.668311 for both
 *   S_A = 6.668311 + 6.668311 = 13.336622 (C_A = {A, B}), S_B = 6.668311
 *   A: q in {A}: p = 0.5; sum (1 - p) = 0.5, sum p (1 - p) = 0.25
 *      Omega = 69.4444 / 13.176157 * 0.5 = 2.635231
 *      Delta = (8.3333 / 13.176157) * 69.4444 / 173.6111 * 0.25 = 0.063246
 *      mu = 25 + 2.635231 = 27.635231
 *      sigma = 8.3333 * sqrt(1 - 0.063246) = 8.065506
 *   B: q in {A, B}: p_BA = 0.5, p_BB = 1
 *      sum = (0 - 0.5) + (1 - 1) = -0.5, sum p (1 - p) = 0.25 + 0
 *      Omega = -2.635231, Delta = 0.063246
 *      mu = 22.364769, sigma = 8.065506 */
START_TEST(test_two_players)
{
	struct pc_rating_model m = paper_model();
	struct pc_rating r[2] = {pc_rating_new(&m), pc_rating_new(&m)};
	int team[2] = {0, 1}, rank[2] = {1, 2};

	pc_rating_update(&m, r, team, 2, rank, 2);
	expect(&r[0], 27.635231, 8.065506);
	expect(&r[1], 22.364769, 8.065506);
}
END_TEST

/* Four players placed 1, 2, 3, 4.
 *   c = sqrt(4 * 86.8056) = 18.633900; exp(25 / c) = 3.825315 = e
 *   S_1 = 4e = 15.301260, S_2 = 3e = 11.475945, S_3 = 2e = 7.650630,
 *   S_4 = e = 3.825315; so p_i1 = 1/4, p_i2 = 1/3, p_i3 = 1/2, p_i4 = 1
 *   1st: q = 1:          sum = 3/4,                 sum p(1-p) = 3/16
 *   2nd: q = 1, 2:       sum = -1/4 + 2/3 = 5/12,   3/16 + 2/9 = 59/144
 *   3rd: q = 1, 2, 3:    sum = -1/4 - 1/3 + 1/2 = -1/12,
 *                        3/16 + 2/9 + 1/4 = 95/144
 *   4th: q = 1, 2, 3, 4: sum = -1/4 - 1/3 - 1/2 + 0 = -13/12, 95/144
 *   Omega = 69.4444 / 18.633900 * sum = 3.726780 * sum
 *         = 2.795085, 1.552825, -0.310565, -4.037345
 *   Delta = (8.3333 / 18.633900) * 69.4444 / 347.2222 * sum p(1-p)
 *         = 0.089443 * sum p(1-p) = 0.016771, 0.036647, 0.059007, 0.059007
 *   mu = 27.795085, 26.552825, 24.689435, 20.962655
 *   sigma = 8.3333 sqrt(1 - Delta) = 8.263161, 8.179214, 8.083731,
 *           8.083731 */
START_TEST(test_four_players)
{
	struct pc_rating_model m = paper_model();
	struct pc_rating r[4];
	int team[4] = {0, 1, 2, 3}, rank[4] = {1, 2, 3, 4};

	for (int i = 0; i < 4; i++)
		r[i] = pc_rating_new(&m);
	pc_rating_update(&m, r, team, 4, rank, 4);
	expect(&r[0], 27.795085, 8.263161);
	expect(&r[1], 26.552825, 8.179214);
	expect(&r[2], 24.689435, 8.083731);
	expect(&r[3], 20.962655, 8.083731);
}
END_TEST

/* Three players: A wins, B and C share second place (a classic game of
 * three ends when the first is home: the other two tie).
 *   c = sqrt(3 * 86.8056) = 16.137431; e = exp(25 / c) = 4.707671
 *   S_A = 3e = 14.123013; S_B = S_C = 2e = 9.415342 (C_B = {B, C})
 *   A_A = 1, A_B = A_C = 2
 *   A: q = A: p = 1/3: sum = 2/3, sum p(1-p) = 2/9
 *      Omega = 69.4444 / 16.137431 * 2/3 = 2.868877
 *      Delta = (8.3333 / 16.137431) * 69.4444 / 260.4167 * 2/9 = 0.030601
 *      mu = 27.868877, sigma = 8.3333 sqrt(1 - 0.030601) = 8.204837
 *   B: q = A: p = 1/3, weight 1: -1/3, and 2/9
 *      q = B: p = 1/2, weight 1/2: (1 - 1/2)/2 = 1/4, and 1/8
 *      q = C: p = 1/2, weight 1/2: (0 - 1/2)/2 = -1/4, and 1/8
 *      sum = -1/3, sum p(1-p) = 2/9 + 1/4 = 17/36
 *      Omega = 4.303315 * -1/3 = -1.434438
 *      Delta = 0.137706 * 17/36 = 0.065028
 *      mu = 23.565562, sigma = 8.3333 sqrt(1 - 0.065028) = 8.057830
 *   C: the same as B. */
START_TEST(test_tie)
{
	struct pc_rating_model m = paper_model();
	struct pc_rating r[3];
	int team[3] = {0, 1, 2}, rank[3] = {1, 2, 2};

	for (int i = 0; i < 3; i++)
		r[i] = pc_rating_new(&m);
	pc_rating_update(&m, r, team, 3, rank, 3);
	expect(&r[0], 27.868877, 8.204837);
	expect(&r[1], 23.565562, 8.057830);
	expect(&r[2], 23.565562, 8.057830);
}
END_TEST

/* Two equal players tied: each q's sum cancels, mu stays.
 *   q = A: (1 - 1/2)/2, q = B: (0 - 1/2)/2: sum = 0
 *   sum p(1-p) = 1/8 + 1/8 = 1/4: Delta = 0.063246 as for two players,
 *   sigma = 8.065506 */
START_TEST(test_tie_of_equals)
{
	struct pc_rating_model m = paper_model();
	struct pc_rating r[2] = {pc_rating_new(&m), pc_rating_new(&m)};
	int team[2] = {0, 1}, rank[2] = {1, 1};

	pc_rating_update(&m, r, team, 2, rank, 2);
	expect(&r[0], 25.0, 8.065506);
	expect(&r[1], 25.0, 8.065506);
}
END_TEST

/* Pairs: two teams of two, the first wins. A team's mu is 50, its
 * sigma^2 138.8889 (the sums of its members').
 *   c = sqrt(2 (138.8889 + 17.3611)) = sqrt(312.5) = 17.677670
 *   p = 1/2 as for two players: sums 1/2 and -1/2, p(1-p) = 1/4
 *   Omega = 138.8889 / 17.677670 * 1/2 = 3.928371 (negative: the losers)
 *   Delta = (11.785113 / 17.677670) * 138.8889 / 312.5 * 1/4 = 0.074074
 *   Each member has half the team's sigma^2:
 *   mu = 25 +- 3.928371 / 2 = 26.964186, 23.035814
 *   sigma = 8.3333 sqrt(1 - 0.074074 / 2) = 8.177556 */
START_TEST(test_pairs)
{
	struct pc_rating_model m = paper_model();
	struct pc_rating r[4];
	int team[4] = {0, 1, 0, 1}, rank[2] = {1, 2};

	for (int i = 0; i < 4; i++)
		r[i] = pc_rating_new(&m);
	pc_rating_update(&m, r, team, 4, rank, 2);
	expect(&r[0], 26.964186, 8.177556);
	expect(&r[2], 26.964186, 8.177556);
	expect(&r[1], 23.035814, 8.177556);
	expect(&r[3], 23.035814, 8.177556);
}
END_TEST

/* Unequal players, placed out of list order: B (25, 8.3333) first, A
 * (30, 6) second, C (20, 4) third.
 *   c = sqrt(36 + 69.4444 + 16 + 3 * 17.3611) = sqrt(173.5278) = 13.172994
 *   e_A = exp(30/c) = 9.751163, e_B = exp(25/c) = 6.671349,
 *   e_C = exp(20/c) = 4.564266
 *   S_B = e_A + e_B + e_C = 20.986778, S_A = e_A + e_C = 14.315429,
 *   S_C = e_C
 *   A: q = B: -9.751163 / 20.986778 = -0.464634; q = A: 1 - 0.681164
 *      sum = -0.145798; sum p(1-p) = 0.248750 + 0.217179 = 0.465929
 *      Omega = 36 / c * sum = -0.398447
 *      Delta = (6 / c) * 36 / 173.5278 * 0.465929 = 0.044027
 *      mu = 29.601553, sigma = 6 sqrt(1 - 0.044027) = 5.866432
 *   B: q = B only: sum = 1 - 0.317883 = 0.682117, p(1-p) = 0.216834
 *      Omega = 69.4444 / c * 0.682117 = 3.595933
 *      Delta = (8.3333 / c) * 69.4444 / 173.5278 * 0.216834 = 0.054895
 *      mu = 28.595933, sigma = 8.101378
 *   C: q = B: -0.217482, q = A: -0.318840, q = C: 0
 *      sum = -0.536318; p(1-p): 0.170183 + 0.217181 = 0.387364
 *      Omega = 16 / c * sum = -0.651416
 *      Delta = (4 / c) * 16 / 173.5278 * 0.387364 = 0.010845
 *      mu = 19.348584, sigma = 4 sqrt(1 - 0.010845) = 3.978250 */
START_TEST(test_unequal_players)
{
	struct pc_rating_model m = paper_model();
	struct pc_rating r[3] = {{30.0, 6.0}, {25.0, 25.0 / 3.0}, {20.0, 4.0}};
	int team[3] = {0, 1, 2}, rank[3] = {2, 1, 3};

	pc_rating_update(&m, r, team, 3, rank, 3);
	expect(&r[0], 29.601553, 5.866432);
	expect(&r[1], 28.595933, 8.101378);
	expect(&r[2], 19.348584, 3.978250);
}
END_TEST

/* With tau = 25/300 each sigma^2 first grows by tau^2 = 0.006944:
 * sigma^2 = 69.451389, and the two players' game above gives
 *   c = sqrt(2 (69.451389 + 17.361111)) = 13.176684
 *   Omega = 69.451389 / 13.176684 * 0.5 = 2.635389
 *   Delta = (8.333750 / 13.176684) * 69.451389 / 173.625 * 0.25 = 0.063247
 *   mu = 27.635389, sigma = 8.333750 sqrt(1 - 0.063247) = 8.065901 */
START_TEST(test_tau)
{
	struct pc_rating_model m;
	struct pc_rating r[2];
	int team[2] = {0, 1}, rank[2] = {1, 2};

	pc_rating_model_default(&m);
	ck_assert_double_eq_tol(m.tau, 25.0 / 300.0, 1e-12);
	r[0] = pc_rating_new(&m);
	r[1] = pc_rating_new(&m);
	pc_rating_update(&m, r, team, 2, rank, 2);
	expect(&r[0], 27.635389, 8.065901);
	expect(&r[1], 22.364611, 8.065901);
	ck_assert_double_eq_tol(pc_rating_ordinal(&r[0]),
				27.635389 - 3 * 8.065901, TOL * 4);
}
END_TEST

/* kappa: a sigma^2 that the formula would shrink by a factor below kappa
 * is shrunk by kappa. Eight players of mu 25; the last has sigma 10000,
 * the others 0.001 (nothing, next to it).
 *   c = sqrt(10^8 + 8 * 17.3611) = 10000.0069, so sigma / c = 1 and
 *   sigma^2 / c^2 = 1 (to 10^-6); all exp(mu / c) are equal: p_8q = 1/n
 *   for the q placed (9 - n)th, n = 8 .. 1
 *   sum p(1-p) = sum_{n=2..8} (1/n - 1/n^2) = 1.717857 - 0.527422
 *              = 1.190435 = Delta
 *   1 - Delta < 0 < kappa: sigma = 10000 sqrt(0.0001) = 100 */
START_TEST(test_kappa)
{
	struct pc_rating_model m = paper_model();
	struct pc_rating r[8];
	int team[8], rank[8];

	for (int i = 0; i < 8; i++) {
		r[i].mu = 25.0;
		r[i].sigma = i == 7 ? 10000.0 : 0.001;
		team[i] = i;
		rank[i] = i + 1;
	}
	pc_rating_update(&m, r, team, 8, rank, 8);
	ck_assert_double_eq_tol(r[7].sigma, 100.0, 1e-3);
	ck_assert(isfinite(r[7].mu) && r[7].mu < 25.0);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("rating");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_two_players);
	tcase_add_test(tc, test_four_players);
	tcase_add_test(tc, test_tie);
	tcase_add_test(tc, test_tie_of_equals);
	tcase_add_test(tc, test_pairs);
	tcase_add_test(tc, test_unequal_players);
	tcase_add_test(tc, test_tau);
	tcase_add_test(tc, test_kappa);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
