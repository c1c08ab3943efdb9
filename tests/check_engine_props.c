/* check_engine_props.c: random complete games, checking invariants after
 * every move (RULES.md): four pieces per colour on their paths, at most
 * two pieces on a square but the nest and the goal, never two colours on
 * a plain ring square, no move past a barrier, and every game ends.
 *
 * The dice and the choices come from a seeded generator of our own
 * (splitmix64), so a failure reproduces from its game number. Every play
 * is also written out as steps and checked back, which must give the
 * same play, and random written steps are checked against an oracle
 * built from the list of legal plays; no play is listed twice.
 *
 * Check's ck_assert reports every passing assertion to its parent
 * process, which is slow in a loop this long: the hot paths test with
 * plain conditions and call ck_abort_msg only on failure. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "check-engine-util.h"

enum {
	CLASSIC_GAMES = 10000,
	VARIANT_GAMES = 2000,
	ROLLS_MAX = 20000,	/* a game longer than this does not end */
	PLAYS_CAP = 16384,	/* two dice and bonus chains make many */
};

static uint64_t rng_state;

static uint64_t
rng_next(void)
{
	uint64_t z = (rng_state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

static int
rng_below(int n)
{
	return (int)(rng_next() % (uint64_t)n);
}

/* Counts of pieces and of colours on each tracked square. */
struct census {
	int n[PC_SQUARES_MAX];
	int colours[PC_SQUARES_MAX];	/* bit c: colour c is there */
	int same[PC_SQUARES_MAX];	/* two pieces of one colour */
};

static void
take_census(const struct pc_engine *e, const struct pc_position *pos,
	    struct census *cs)
{
	memset(cs, 0, sizeof *cs);
	for (int c = 0; c < PC_NCOLOURS; c++) {
		for (int i = 0; i < PC_PIECES; i++) {
			int p = pos->progress[c][i];
			int s = pc_board_square(&e->board, c, p);

			if (p > e->board.goal)
				ck_abort_msg("progress %d past the goal", p);
			if (s == 0)
				continue;
			if (cs->colours[s] & (1 << c))
				cs->same[s] = 1;
			cs->n[s]++;
			cs->colours[s] |= 1 << c;
		}
	}
}

static void
assert_invariants(const struct pc_engine *e, const struct pc_position *pos,
		  int game)
{
	struct census cs;

	take_census(e, pos, &cs);
	for (int s = 1; s < e->board.squares; s++) {
		if (cs.n[s] > 2)
			ck_abort_msg("game %d: %d pieces on square %d", game,
				     cs.n[s], s);
		if (s <= e->board.ring && !e->board.safe[s] &&
		    __builtin_popcount((unsigned)cs.colours[s]) > 1)
			ck_abort_msg("game %d: two colours on %d", game, s);
	}
}

/* Whether the two pieces on square s block it, by the barriers option. */
static bool
blocks(const struct pc_engine *e, const struct census *cs, int s)
{
	if (cs->n[s] != 2)
		return false;
	switch (e->rules.barriers) {
	case PC_BARRIERS_SAME_COLOUR:
		return cs->same[s];
	case PC_BARRIERS_SAFE_ONLY:
		return cs->same[s] && s <= e->board.ring && e->board.safe[s];
	case PC_BARRIERS_MIXED:
		return true;
	default:
		return false;
	}
}

/* Whether a piece moving as m passes a barrier in pos. */
static bool
passes_barrier(const struct pc_engine *e, const struct pc_position *pos,
	       const struct pc_move *m)
{
	struct census cs;

	take_census(e, pos, &cs);
	for (int t = m->from == 0 ? 1 : m->from + 1; t < m->to; t++) {
		int s = pc_board_square(&e->board, m->colour, t);

		if (s != 0 && blocks(e, &cs, s))
			return true;
	}
	return false;
}

/* Plays the moves of play one by one on a copy, checking each. */
static void
check_moves(const struct pc_engine *e, const struct pc_position *pos,
	    const struct pc_play *play, int game)
{
	struct pc_position cur = *pos;

	for (int k = 0; k < play->nmoves; k++) {
		const struct pc_move *m = &play->moves[k];

		if (m->colour != pc_mover(e, &cur) ||
		    cur.progress[m->colour][m->piece] != m->from ||
		    m->to <= m->from)
			ck_abort_msg("game %d: a move does not fit", game);
		if (passes_barrier(e, &cur, m))
			ck_abort_msg("game %d: a move passes a barrier", game);
		cur.progress[m->colour][m->piece] = m->to;
		if (m->captured != PC_NO_PIECE)
			cur.progress[m->captured / PC_PIECES]
				    [m->captured % PC_PIECES] = 0;
		assert_invariants(e, &cur, game);
	}
}

/* With two dice every play uses as many dice as the longest one, each
 * die once, for what it shows (two adding up to the exit roll as one
 * move out of the nest). */
static void
check_dice(const struct pc_engine *e, const struct pc_position *pos,
	   const uint8_t *dice, const struct pc_play *chosen,
	   const struct pc_play *plays, size_t n, int game)
{
	unsigned used = 0;

	for (int k = 0; k < chosen->nmoves; k++) {
		const struct pc_move *m = &chosen->moves[k];
		int d = m->dice == 3 ? dice[0] + dice[1]
				     : m->dice ? dice[m->dice >> 1] : 0;

		if ((used & m->dice) || (m->dice == 0) != (m->bonus != 0) ||
		    (m->dice == 3 && (d != e->rules.exit_roll || m->from)) ||
		    (m->dice && m->amount != d &&
		     !(d == 6 && m->amount == e->rules.six_all_out)))
			ck_abort_msg("game %d: a die is misused", game);
		used |= m->dice;
	}
	for (size_t p = 0; p < n && p < PLAYS_CAP; p++)
		if (pc_play_dice(&plays[p]) != pc_play_dice(chosen))
			ck_abort_msg("game %d: plays use different dice", game);
	(void)pos;
}

/* The play written as steps must check back to itself. */
static void
check_round_trip(const struct pc_engine *e, const struct pc_position *pos,
		 const uint8_t *dice, int ndice, const struct pc_play *play)
{
	struct pc_step steps[PC_PLAY_MOVES];
	struct pc_check res;
	size_t n = pc_play_steps(e, play, steps);

	if (pc_check_steps(e, pos, dice, ndice, steps, n, NULL, 0, &res) !=
		    PC_PLAY_COMPLETE ||
	    res.play.nmoves != play->nmoves ||
	    memcmp(res.play.moves, play->moves,
		   play->nmoves * sizeof play->moves[0]) != 0)
		ck_abort_msg("a play does not check back to itself");
}

/* Whether written step matches move m: the oracle's reading of the
 * notation, independent of the engine's. */
static bool
step_fits(const struct pc_step *st, const struct pc_move *m)
{
	if (st->pass || (st->has_amount && st->amount != m->amount) ||
	    (st->has_colour && st->colour != m->colour))
		return false;
	return st->piece == 0 ? m->from == 0 : st->piece - 1 == m->piece;
}

/* How many plays start with the first k steps. */
static size_t
plays_fitting(const struct pc_play *plays, size_t n,
	      const struct pc_step *steps, size_t k)
{
	size_t fit = 0;

	for (size_t p = 0; p < n; p++) {
		bool ok = k <= plays[p].nmoves || (k == 1 && steps[0].pass &&
						   plays[p].nmoves == 0);

		for (size_t i = 0; ok && i < k; i++)
			ok = i < plays[p].nmoves ? step_fits(&steps[i],
							     &plays[p].moves[i])
						 : steps[i].pass;
		fit += ok;
	}
	return fit;
}

/* Random steps: half of the time a legal play's start, amounts dropped
 * at random and sometimes one step changed; otherwise anything. */
static size_t
random_steps(const struct pc_engine *e, const struct pc_play *plays,
	     size_t n, struct pc_step steps[PC_PLAY_MOVES])
{
	size_t k = (size_t)rng_below(3) + 1;

	if (rng_below(2) == 0) {
		k = pc_play_steps(e, &plays[rng_below((int)n)], steps);
		k = (size_t)rng_below((int)k + 1);
		for (size_t i = 0; i < k; i++)
			if (rng_below(2) == 0 && steps[i].piece != 0)
				steps[i].has_amount = false;
		if (k == 0 || rng_below(4) != 0)
			return k;
	}
	for (size_t i = 0; i < k; i++) {
		if (rng_below(3) != 0 && steps[i].piece + steps[i].pass != 0)
			continue;	/* keep some of a legal play */
		memset(&steps[i], 0, sizeof steps[i]);
		if (i == 0 && rng_below(10) == 0) {
			steps[i].pass = true;
			continue;
		}
		steps[i].piece = (uint8_t)rng_below(PC_PIECES + 1);
		steps[i].has_amount = steps[i].piece == 0 || rng_below(2);
		steps[i].amount = (uint8_t)(rng_below(3) == 0 ? 20 :
					    rng_below(7) + 1);
	}
	return k;
}

/* Random steps must get the verdict the oracle expects, and an
 * explanation fit to show a player when they are illegal. */
static void
check_random_steps(const struct pc_engine *e, const struct pc_position *pos,
		   const uint8_t *dice, int ndice, const struct pc_play *plays,
		   size_t n, int game)
{
	struct pc_step steps[PC_PLAY_MOVES];
	struct pc_check res;
	size_t k, bad, fit = 0;

	memset(steps, 0, sizeof steps);
	k = random_steps(e, plays, n, steps);
	bad = k;
	for (size_t i = 1; i <= k && bad == k; i++)
		if (plays_fitting(plays, n, steps, i) == 0)
			bad = i - 1;
	if (bad == k)
		fit = plays_fitting(plays, n, steps, k);
	pc_check_steps(e, pos, dice, ndice, steps, k, NULL, 0, &res);
	if (bad < k) {
		size_t len = strlen(res.why);

		if (res.verdict != PC_PLAY_ILLEGAL || res.bad_step != (int)bad ||
		    len == 0 || res.why[len - 1] == '.' ||
		    (res.why[0] >= 'A' && res.why[0] <= 'Z'))
			ck_abort_msg("game %d: step %zu should be illegal "
				     "(verdict %d, step %d, \"%s\")", game,
				     bad, (int)res.verdict, res.bad_step,
				     res.why);
	} else if (res.verdict != (fit == 1 ? PC_PLAY_COMPLETE
					    : PC_PLAY_PARTIAL) ||
		   (fit > 1 && res.ncompletions != fit)) {
		ck_abort_msg("game %d: %zu plays fit but the verdict is %d",
			     game, fit, (int)res.verdict);
	}
}

/* No play is listed twice. */
static void
check_distinct(const struct pc_play *plays, size_t n, int game)
{
	for (size_t a = 0; a < n && n <= 64; a++)
		for (size_t b = a + 1; b < n; b++)
			if (plays[a].nmoves == plays[b].nmoves &&
			    memcmp(plays[a].moves, plays[b].moves,
				   plays[a].nmoves * sizeof plays[a].moves[0])
				    == 0)
				ck_abort_msg("game %d: a play is listed twice",
					     game);
}

/* One random game to its end. */
static void
random_game(const struct pc_engine *e, int game)
{
	static struct pc_play plays[PLAYS_CAP];
	struct pc_position pos;
	int rolls = 0, first = rng_below(4);

	pc_position_init(e, &pos, 0xf, (enum pc_colour)first);
	while (!pos.over) {
		uint8_t dice[PC_ROLL_DICE];
		int nd = e->rules.dice_per_roll;
		size_t n;
		const struct pc_play *chosen;

		for (int k = 0; k < nd; k++)
			dice[k] = (uint8_t)(rng_below(6) + 1);
		n = pc_legal_plays(e, &pos, dice, nd, plays, PLAYS_CAP);
		if (n < 1 || n > PLAYS_CAP)
			ck_abort_msg("game %d: %zu plays", game, n);
		chosen = &plays[rng_below((int)n)];
		check_moves(e, &pos, chosen, game);
		if (nd > 1)
			check_dice(e, &pos, dice, chosen, plays, n, game);
		if (rolls % 7 == 0)
			check_round_trip(e, &pos, dice, nd, chosen);
		if (rolls % 5 == 0)
			check_random_steps(e, &pos, dice, nd, plays, n, game);
		if (rolls % 3 == 0)
			check_distinct(plays, n, game);
		pc_apply_play(e, &pos, dice, nd, chosen, NULL);
		assert_invariants(e, &pos, game);
		if (++rolls >= ROLLS_MAX)
			ck_abort_msg("game %d does not end", game);
	}
	ck_assert_int_ge(pos.nfinished, 1);
}

START_TEST(test_random_classic_games_keep_invariants)
{
	struct pc_engine e;

	classic(&e);
	rng_state = 20261130;
	for (int g = 0; g < CLASSIC_GAMES; g++)
		random_game(&e, g);
}
END_TEST

/* Some options change which moves exist; the invariants stay. */
START_TEST(test_random_variant_games_keep_invariants)
{
	static const struct {
		const char *name;
		int value;
	} variants[] = {
		{"six_all_out", 12}, {"exit_capture", PC_EXIT_CAPTURE_NONE},
		{"exit_capture", PC_EXIT_CAPTURE_NOT_BARRIER},
		{"open_barrier_on_six", 0}, {"places", 3},
		{"three_sixes", PC_THREE_SIXES_NONE}, {"start_in_play", 1},
		{"bonus_piece", PC_BONUS_PIECE_MOVER}, {"first_five_two", 1},
		{"barriers", PC_BARRIERS_SAFE_ONLY},
	};
	struct pc_engine e;
	int nv = (int)(sizeof variants / sizeof variants[0]);

	rng_state = 424242;
	for (int g = 0; g < VARIANT_GAMES; g++) {
		classic_with(&e, variants[g % nv].name, variants[g % nv].value);
		random_game(&e, g);
	}
}
END_TEST

/* Superparchís: two dice, doubles again, barriers opened by doubles. */
START_TEST(test_random_superparchis_games_keep_invariants)
{
	struct pc_engine e;

	preset_with(&e, PC_PRESET_SUPERPARCHIS, NULL, 0);
	rng_state = 5050;
	for (int g = 0; g < VARIANT_GAMES; g++)
		random_game(&e, g);
}
END_TEST

/* Pairs: partners capture each other and finish each other's pieces. */
START_TEST(test_random_pairs_games_keep_invariants)
{
	struct pc_engine e;

	preset_with(&e, PC_PRESET_PAIRS, NULL, 0);
	rng_state = 2424;
	for (int g = 0; g < VARIANT_GAMES; g++)
		random_game(&e, g);
}
END_TEST

static Suite *
props_suite(void)
{
	Suite *s = suite_create("engine properties");
	TCase *tc = tcase_create("random games");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_random_classic_games_keep_invariants);
	tcase_add_test(tc, test_random_variant_games_keep_invariants);
	tcase_add_test(tc, test_random_superparchis_games_keep_invariants);
	tcase_add_test(tc, test_random_pairs_games_keep_invariants);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return run_suite(props_suite());
}
