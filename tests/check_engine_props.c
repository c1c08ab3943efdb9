/* check_engine_props.c: random complete games, on the 4-, 6- and 8-seat
 * boards, checking invariants after every move (parchis(6)): four pieces
 * per colour on their paths, at most
 * two pieces on a square but the nest and the goal, never two colours on
 * a plain ring square, no move past a barrier, and every game ends.
 *
 * The dice and the choices come from a seeded generator of our own
 * (splitmix64), so a failure reproduces from its game number. Every play
 * is also written out as steps and checked back, which must give the
 * same play, and random written steps are checked against an oracle
 * built from the list of legal plays; no play is listed twice, and the
 * random bot, which counts the plays, picks the one listed. With two
 * dice the oracle reads the barriers itself: doubles open one that stood
 * before the roll when any play can (checked against the plays the same
 * roll has without the obligation), and with barrier_together false no
 * move forms again a barrier opened in the turn.
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

/* What the oracle keeps of a turn: in the team event the 6s each piece
 * rolled so far in it; with barrier_together false the barriers opened
 * in it, bit 4 * i + j for pieces i < j of a colour. */
struct turn {
	int sixes[PC_PIECES];
	unsigned pairs[PC_NCOLOURS];
};

/* The oracle's bit for pieces a and b of a colour. */
static unsigned
pair_bit(int a, int b)
{
	return 1u << (a < b ? 4 * a + b : 4 * b + a);
}

/* Whether two pieces of one colour on tracked square s block, by the
 * barriers option (parchis(6): two of a colour form a barrier; safe_only
 * only on a safe square; none never). */
static bool
pair_would_block(const struct pc_engine *e, int s)
{
	switch (e->rules.barriers) {
	case PC_BARRIERS_SAME_COLOUR:
	case PC_BARRIERS_MIXED:
		return true;
	case PC_BARRIERS_SAFE_ONLY:
		return s <= e->board.ring && e->board.safe[s];
	default:
		return false;
	}
}

/* Whether piece i of colour c on progress p would stand beside the one
 * piece it opened a barrier with in this turn, where two block. */
static bool
forms_again(const struct pc_engine *e, const struct pc_position *pos,
	    const struct turn *t, int c, int i, int p)
{
	int s = pc_board_square(&e->board, c, p), n = 0, other = -1;

	if (s == 0 || t == NULL || t->pairs[c] == 0 || !pair_would_block(e, s))
		return false;
	for (int k = 0; k < PC_NCOLOURS; k++)
		for (int j = 0; j < PC_PIECES; j++)
			if ((k != c || j != i) &&
			    pc_board_square(&e->board, k,
					    pos->progress[k][j]) == s) {
				n++;
				other = k == c ? j : -1;
			}
	return n == 1 && other >= 0 && (t->pairs[c] & pair_bit(i, other));
}

/* The j-th square (1-based) of the way of a move from progress from:
 * forward, and past the goal with goal_entry bounce back down the
 * corridor; -1 past the goal without it. */
static int
way_at(const struct pc_engine *e, int from, int j)
{
	int p = from + j;

	if (p <= e->board.goal)
		return p;
	if (e->rules.goal_entry != PC_GOAL_ENTRY_BOUNCE ||
	    p - e->board.goal > PC_CORRIDOR_SQUARES)
		return -1;
	return 2 * e->board.goal - p;
}

/* Whether the square at progress p of colour holds two pieces. */
static bool
way_full(const struct pc_engine *e, const struct census *cs, int colour,
	 int p)
{
	int s = pc_board_square(&e->board, colour, p);

	return s != 0 && cs->n[s] >= 2;
}

/* Whether a piece moving as m in pos goes its way: it ends after the
 * full count, or with blocked_move stop earlier, just before a square it
 * may not enter (full, or beside the piece it opened a barrier with in
 * the turn t); and it passes no barrier on the way. The moving piece is
 * left out of the census: it does not block itself. */
static bool
goes_its_way(const struct pc_engine *e, const struct pc_position *pos,
	     const struct pc_move *m, const struct turn *t)
{
	struct pc_position off = *pos;
	struct census cs;

	if (m->from == 0)
		return m->to == 1;
	off.progress[m->colour][m->piece] = 0;
	take_census(e, &off, &cs);
	for (int j = 1; j <= m->amount; j++) {
		int p = way_at(e, m->from, j), next = way_at(e, m->from, j + 1);
		int s;

		if (p < 0)
			return false;
		if (p == m->to &&
		    (j == m->amount ||
		     (e->rules.blocked_move == PC_BLOCKED_STOP && next > 0 &&
		      (way_full(e, &cs, m->colour, next) ||
		       forms_again(e, pos, t, m->colour, m->piece, next)))))
			return true;
		s = pc_board_square(&e->board, m->colour, p);
		if (s != 0 && blocks(e, &cs, s))
			return false;
	}
	return false;
}

/* barrier_together false: notes in t the barrier that move m (not yet
 * made on pos) opens, if it leaves one. */
static void
note_opened(const struct pc_engine *e, const struct pc_position *pos,
	    const struct pc_move *m, struct turn *t)
{
	int s = pc_board_square(&e->board, m->colour, m->from);

	if (s == 0 || !pair_would_block(e, s))
		return;
	for (int j = 0; j < PC_PIECES; j++)
		if (j != m->piece && pos->progress[m->colour][j] == m->from)
			t->pairs[m->colour] |= pair_bit(m->piece, j);
}

/* Plays the moves of play one by one on a copy, checking each; with
 * barrier_together false t keeps the barriers opened in the turn. */
static void
check_moves(const struct pc_engine *e, const struct pc_position *pos,
	    const struct pc_play *play, struct turn *t, int game)
{
	struct pc_position cur = *pos;
	struct turn *pairs = e->rules.barrier_together ? NULL : t;

	for (int k = 0; k < play->nmoves; k++) {
		const struct pc_move *m = &play->moves[k];

		if (m->colour != pc_mover(e, &cur) ||
		    cur.progress[m->colour][m->piece] != m->from ||
		    (m->to <= m->from &&
		     e->rules.goal_entry != PC_GOAL_ENTRY_BOUNCE))
			ck_abort_msg("game %d: a move does not fit", game);
		if (!goes_its_way(e, &cur, m, pairs))
			ck_abort_msg("game %d: a move does not go its way "
				     "(%d to %d by %d)", game, m->from, m->to,
				     m->amount);
		if (pc_piece_waits(e, &cur, m->colour, m->piece))
			ck_abort_msg("game %d: a waiting piece moves", game);
		if (forms_again(e, &cur, pairs, m->colour, m->piece, m->to))
			ck_abort_msg("game %d: a barrier opened in the turn "
				     "forms again", game);
		if (pairs != NULL)
			note_opened(e, &cur, m, pairs);
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

/* Whether play, from pos, opens with a die's move a barrier that stood
 * before the roll: the pieces in before (of colour c) stood in one; the
 * move is of one of them, its first in the play, and a piece that was in
 * the barrier with it still stands there (a foreign one, or one of the
 * player's that has not moved either). */
static bool
play_opens(const struct pc_engine *e, const struct pc_position *pos,
	   const struct pc_play *play, int c, unsigned before)
{
	struct pc_position cur = *pos;
	unsigned moved = 0;

	for (int k = 0; k < play->nmoves; k++) {
		const struct pc_move *m = &play->moves[k];
		unsigned bit = 1u << m->piece;
		int s = pc_board_square(&e->board, c, m->from);

		if (m->dice != 0 && m->colour == c && (before & bit) &&
		    !(moved & bit)) {
			for (int o = 0; o < PC_NCOLOURS; o++)
				for (int j = 0; j < PC_PIECES; j++)
					if ((o != c || j != m->piece) &&
					    pc_board_square(&e->board, o,
							    cur.progress[o][j])
						    == s &&
					    (o != c ||
					     ((before & (1u << j)) &&
					      !(moved & (1u << j)))))
						return true;
		}
		if (m->colour == c)
			moved |= bit;
		if (m->captured != PC_NO_PIECE)
			cur.progress[m->captured / PC_PIECES]
				    [m->captured % PC_PIECES] = 0;
		cur.progress[m->colour][m->piece] = m->to;
	}
	return false;
}

/* Two dice: doubles oblige the player to open a barrier that stands
 * before the roll, outside the corridor (with mixed barriers one of two
 * colours too), when some play can (parchis(6), dice_per_roll). Then every
 * play opens one, and they are those of the plays the roll has without the
 * obligation that open one, when these use as many dice; when none can,
 * the plays are those. */
static void
check_doubles(const struct pc_engine *e, const struct pc_position *pos,
	      const uint8_t *dice, const struct pc_play *plays, size_t n,
	      int game)
{
	static struct pc_play free_plays[PLAYS_CAP];
	struct pc_engine free_e = *e;
	struct census cs;
	int c = pc_mover(e, pos);
	unsigned before = 0;
	size_t nfree, kept = 0;
	bool opens;

	if (dice[0] != dice[1] || !e->rules.open_barrier_on_six ||
	    (pos->sixes >= 2 && e->rules.three_sixes != PC_THREE_SIXES_NONE))
		return;
	take_census(e, pos, &cs);
	for (int i = 0; i < PC_PIECES; i++) {
		int p = pos->progress[c][i];

		if (p > 0 && p <= e->board.ring_steps &&
		    blocks(e, &cs, pc_board_square(&e->board, c, p)))
			before |= 1u << i;
	}
	if (before == 0 || n > PLAYS_CAP)
		return;
	opens = play_opens(e, pos, &plays[0], c, before);
	for (size_t p = 1; p < n; p++)
		if (play_opens(e, pos, &plays[p], c, before) != opens)
			ck_abort_msg("game %d: doubles: some plays open a "
				     "barrier, some do not", game);
	free_e.rules.open_barrier_on_six = 0;
	nfree = pc_legal_plays(&free_e, pos, dice, 2, free_plays, PLAYS_CAP);
	if (nfree > PLAYS_CAP ||
	    (opens && pc_play_dice(&free_plays[0]) != pc_play_dice(&plays[0])))
		return;
	for (size_t p = 0; p < nfree; p++) {
		if (opens && !play_opens(e, pos, &free_plays[p], c, before))
			continue;
		if (kept >= n || free_plays[p].nmoves != plays[kept].nmoves ||
		    memcmp(free_plays[p].moves, plays[kept].moves,
			   free_plays[p].nmoves * sizeof plays[0].moves[0]))
			ck_abort_msg("game %d: doubles: the plays are not those "
				     "%s a barrier", game,
				     opens ? "that open" : "of a roll without");
		kept++;
	}
	if (kept != n)
		ck_abort_msg("game %d: doubles: %zu plays for %zu", game, n,
			     kept);
}

/* Whether play, from pos, forms again a barrier opened in the turn t
 * (the oracle's reading, as check_moves makes it). */
static bool
play_forms_again(const struct pc_engine *e, const struct pc_position *pos,
		 const struct pc_play *play, const struct turn *t)
{
	struct pc_position cur = *pos;
	struct turn now = *t;

	for (int k = 0; k < play->nmoves; k++) {
		const struct pc_move *m = &play->moves[k];

		if (forms_again(e, &cur, &now, m->colour, m->piece, m->to))
			return true;
		note_opened(e, &cur, m, &now);
		if (m->captured != PC_NO_PIECE)
			cur.progress[m->captured / PC_PIECES]
				    [m->captured % PC_PIECES] = 0;
		cur.progress[m->colour][m->piece] = m->to;
	}
	return false;
}

/* barrier_together false, blocked_move forbid: a play of the roll with
 * barriers free to form again (barrier_together true) that forms none
 * opened in the turn is a play of the roll: the rule takes plays away,
 * it adds none of its own but those that lose a bonus no piece could
 * count otherwise. Asked only when a barrier has been or can be opened
 * in the turn. */
static void
check_together(const struct pc_engine *e, const struct pc_position *pos,
	       const uint8_t *dice, int nd, const struct pc_play *plays,
	       size_t n, const struct turn *t, int game)
{
	static struct pc_play free_plays[PLAYS_CAP];
	struct pc_engine free_e = *e;
	struct pc_position free_pos = *pos;
	int c = pc_mover(e, pos);
	bool pair = t->pairs[c] != 0;
	size_t nfree, k = 0;

	if (e->rules.barrier_together ||
	    e->rules.blocked_move != PC_BLOCKED_FORBID || n > PLAYS_CAP)
		return;
	for (int i = 0; i < PC_PIECES && !pair; i++)
		for (int j = i + 1; j < PC_PIECES; j++)
			pair |= pos->progress[c][i] != 0 &&
				pos->progress[c][i] < e->board.goal &&
				pos->progress[c][i] == pos->progress[c][j];
	if (!pair)
		return;
	free_e.rules.barrier_together = 1;
	free_pos.opened_pairs = 0;
	nfree = pc_legal_plays(&free_e, &free_pos, dice, nd, free_plays,
			       PLAYS_CAP);
	if (nfree > PLAYS_CAP)
		return;
	for (size_t p = 0; p < nfree; p++) {
		if (play_forms_again(e, pos, &free_plays[p], t))
			continue;
		while (k < n && (plays[k].nmoves != free_plays[p].nmoves ||
				 memcmp(plays[k].moves, free_plays[p].moves,
					plays[k].nmoves *
						sizeof plays[k].moves[0])))
			k++;
		if (k == n)
			ck_abort_msg("game %d: a play that forms no barrier "
				     "again is refused", game);
		k++;
	}
}

/* A roll per piece (the team event, parchis(6)): die k belongs to the
 * k-th piece rolling, in piece order; each die's move is that piece's,
 * by that die, and the dice come in order, those passed over being of
 * pieces that do not move; a piece's third 6 is not played; a 20 is
 * counted by a piece that captured in the play, and only a 10 leaves a
 * choice. */
static void
check_event_dice(const struct pc_engine *e, const struct pc_position *pos,
		 const uint8_t *dice, int nd, const struct turn *t,
		 const struct pc_play *chosen, size_t n, int game)
{
	int piece[PC_ROLL_DICE], k = 0, last = -1;
	unsigned captured = 0;
	bool ten = false;

	for (int i = 0; i < PC_PIECES; i++)
		if (pos->rolling & (1u << i))
			piece[k++] = i;
	if (k != nd || nd != pc_roll_ndice(e, pos))
		ck_abort_msg("game %d: %d dice for %d pieces", game, nd, k);
	for (int j = 0; j < chosen->nmoves; j++) {
		const struct pc_move *m = &chosen->moves[j];
		int d = m->dice ? 31 - __builtin_clz(m->dice) : -1;

		if (m->dice == 0) {
			if (m->amount == e->rules.capture_bonus &&
			    !(captured & (1u << m->piece)))
				ck_abort_msg("game %d: a 20 by a piece that did "
					     "not capture", game);
			ten |= m->amount == e->rules.goal_bonus;
		} else if (d <= last || m->piece != piece[d] ||
			   m->amount != dice[d] ||
			   m->dice != ((1u << (d + 1)) - (1u << (last + 1))) ||
			   (dice[d] == 6 && t->sixes[m->piece] >= 2)) {
			ck_abort_msg("game %d: die %d is misused", game, d);
		}
		if (m->dice != 0)
			last = d;
		if (m->captured != PC_NO_PIECE)
			captured |= 1u << m->piece;
	}
	if (n > 1 && !ten)
		ck_abort_msg("game %d: %zu plays without a 10 to place", game,
			     n);
}

/* After a roll per piece: a third 6 sent its piece home unless in the
 * corridor or goal; the pieces that rolled a 6 otherwise and are not
 * home roll again, alone; else the turn passes. */
static void
check_event_flow(const struct pc_engine *e, const struct pc_position *before,
		 const struct pc_position *after, const uint8_t *dice,
		 const struct pc_play *chosen, const struct pc_flow *f,
		 struct turn *t, int game)
{
	struct pc_position cur = *before;
	unsigned again = 0;
	int c = before->to_move, k = 0;

	for (int j = 0; j < chosen->nmoves; j++) {
		const struct pc_move *m = &chosen->moves[j];

		if (m->captured != PC_NO_PIECE)
			cur.progress[m->captured / PC_PIECES]
				    [m->captured % PC_PIECES] = 0;
		cur.progress[m->colour][m->piece] = m->to;
	}
	for (int i = 0; i < PC_PIECES; i++) {
		int p = cur.progress[c][i];

		if (!(before->rolling & (1u << i)))
			continue;
		if (dice[k] == 6 && t->sixes[i] >= 2) {
			int want = p <= e->board.ring_steps ? 0 : p;

			if (after->progress[c][i] != want)
				ck_abort_msg("game %d: a third 6 is not "
					     "punished", game);
		} else if (dice[k] == 6 && p < e->board.goal &&
			   !pc_piece_waits(e, &cur, c, i)) {
			again |= 1u << i;
		}
		k++;
	}
	/* A team that has just finished does not roll again. */
	if (f->again != (again != 0 && !f->over &&
			 after->nfinished == before->nfinished))
		ck_abort_msg("game %d: rolls again %d, pieces %#x", game,
			     (int)f->again, again);
	if (f->again) {
		if (f->next != c || after->rolling != again)
			ck_abort_msg("game %d: pieces %#x should roll again, "
				     "not %#x", game, again, after->rolling);
		for (int i = 0; i < PC_PIECES; i++)
			t->sixes[i] += (again >> i) & 1;
		return;
	}
	if (!f->over && (f->next == c || after->rolling != 0xf))
		ck_abort_msg("game %d: the turn should pass", game);
	memset(t, 0, sizeof *t);
}

/* The play written as steps must check back to itself. */
static void
check_round_trip(const struct pc_engine *e, const struct pc_position *pos,
		 const uint8_t *dice, int ndice, const struct pc_play *play)
{
	struct pc_step steps[PC_PLAY_MOVES];
	struct pc_check res;
	size_t n = pc_play_steps(e, play, PC_NOTATION_SHORT, steps);

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

/* With a roll per piece: how many plays name the k steps among their
 * moves, in order (a team may leave its forced steps out). */
static size_t
plays_naming(const struct pc_play *plays, size_t n,
	     const struct pc_step *steps, size_t k)
{
	size_t found = 0;

	for (size_t p = 0; p < n; p++) {
		size_t i = 0;

		for (int m = 0; m < plays[p].nmoves && i < k; m++)
			if (!steps[i].pass &&
			    step_fits(&steps[i], &plays[p].moves[m]))
				i++;
		found += i == k;
	}
	return found;
}

/* Random steps: half of the time a legal play's start, amounts dropped
 * at random and sometimes one step changed; otherwise anything. */
static size_t
random_steps(const struct pc_engine *e, const struct pc_play *plays,
	     size_t n, struct pc_step steps[PC_PLAY_MOVES])
{
	size_t k = (size_t)rng_below(3) + 1;

	if (rng_below(2) == 0) {
		k = pc_play_steps(e, &plays[rng_below((int)n)], PC_NOTATION_SHORT,
				  steps);
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
	if (bad < k && e->rules.roll_per_piece && n <= 64 &&
	    plays_naming(plays, n, steps, k) > 0) {
		fit = plays_naming(plays, n, steps, k);
		bad = k;
	}
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

/* The random bot's counting (pc_pick_play) picks the play the listing
 * has at the number it chooses: with room for every play, and with room
 * for a few (the number then below that room). */
static void
check_pick(const struct pc_engine *e, const struct pc_position *pos,
	   const uint8_t *dice, int ndice, const struct pc_play *plays,
	   size_t n, int game)
{
	static struct pc_play scratch[PLAYS_CAP];
	size_t few = n < 8 ? n : 8;

	if (!util_pick_agrees(e, pos, dice, ndice, plays, n,
			      (size_t)rng_below((int)n), scratch, PLAYS_CAP) ||
	    !util_pick_agrees(e, pos, dice, ndice, plays, n,
			      (size_t)rng_below((int)few), scratch, few))
		ck_abort_msg("game %d: the random bot picks another play",
			     game);
}

/* The team event: now and then, at the start of a turn, the person of
 * one piece leaves (one a team at most, so that every team can finish);
 * with no teammate home the piece waits on its exit. */
static void
maybe_leave(const struct pc_engine *e, struct pc_position *pos)
{
	struct pc_error err;
	int c = rng_below(e->board.seats), i = rng_below(PC_PIECES);
	bool home = false;

	if (rng_below(200) != 0 || pos->left[c] != 0 ||
	    pos->progress[c][i] >= e->board.goal)
		return;
	for (int k = 0; k < PC_PIECES; k++)
		home |= pos->progress[c][k] >= e->board.goal;
	if (pc_position_leave(e, pos, (enum pc_colour)c, i, &err) != PC_OK)
		ck_abort_msg("leave: %s", err.message);
	if (pc_piece_waits(e, pos, c, i) == home)
		ck_abort_msg("leave: piece %d of %d waits wrongly", i, c);
}

/* bonus_piece mover: whether each 20 of play is counted by the piece
 * that earned it, the 20s in the order earned (parchis(6): "each is
 * then counted in turn"); with lose, a 20 passed over was lost, as one
 * its piece cannot count whole is. Under any only the count is checked:
 * no more 20s than captures. */
static bool
twenties_in_turn(const struct pc_engine *e, const struct pc_play *play,
		 bool lose)
{
	int owed[PC_PLAY_MOVES], head = 0, tail = 0;
	bool mover = e->rules.bonus_piece == PC_BONUS_PIECE_MOVER;

	for (int k = 0; k < play->nmoves; k++) {
		const struct pc_move *m = &play->moves[k];

		if (m->dice == 0 && m->bonus == e->rules.capture_bonus) {
			while (mover && lose && head < tail &&
			       owed[head] != m->piece)
				head++;
			if (head == tail || (mover && owed[head] != m->piece))
				return false;
			head++;
		}
		if (m->captured != PC_NO_PIECE)
			owed[tail++] = m->piece;
	}
	return true;
}

/* How many of play's moves capture. */
static int
captures_of(const struct pc_play *play)
{
	int n = 0;

	for (int k = 0; k < play->nmoves; k++)
		n += play->moves[k].captured != PC_NO_PIECE;
	return n;
}

/* How many of play's moves count a 20. */
static int
twenties_of(const struct pc_engine *e, const struct pc_play *play)
{
	int n = 0;

	for (int k = 0; k < play->nmoves; k++)
		n += play->moves[k].dice == 0 &&
		     play->moves[k].bonus == e->rules.capture_bonus;
	return n;
}

/* Whether play is one of plays[0..n). */
static bool
listed(const struct pc_play *play, const struct pc_play *plays, size_t n)
{
	for (size_t p = 0; p < n && p < PLAYS_CAP; p++)
		if (plays[p].nmoves == play->nmoves &&
		    memcmp(plays[p].moves, play->moves,
			   play->nmoves * sizeof play->moves[0]) == 0)
			return true;
	return false;
}

/* One random game to its end. */
static void
random_game(const struct pc_engine *e, int game)
{
	static struct pc_play plays[PLAYS_CAP];
	struct pc_position pos, before;
	struct pc_flow flow;
	struct turn turn;
	int seats = e->board.seats, rolls = 0, first = rng_below(seats);
	unsigned playing = (1u << seats) - 1;

	/* On the 6- and 8-seat boards any 2 to all of the seats play but
	 * in pairs, which fill every seat. */
	if (seats != 4 && e->rules.teams != PC_TEAMS_PAIRS)
		while (__builtin_popcount(playing = (unsigned)rng_below(
				  1 << seats)) < 2 ||
		       !(playing & (1u << first)))
			;
	memset(&turn, 0, sizeof turn);
	pc_position_init(e, &pos, playing, (enum pc_colour)first);
	while (!pos.over) {
		uint8_t dice[PC_ROLL_DICE];
		int nd = pc_roll_ndice(e, &pos);
		size_t n;
		const struct pc_play *chosen;

		if (e->rules.teams == PC_TEAMS_EVENT && pos.rolling == 0xf)
			maybe_leave(e, &pos);

		for (int k = 0; k < nd; k++)
			dice[k] = (uint8_t)(rng_below(6) + 1);
		n = pc_legal_plays(e, &pos, dice, nd, plays, PLAYS_CAP);
		if (n < 1 || n > PLAYS_CAP)
			ck_abort_msg("game %d: %zu plays", game, n);
		chosen = &plays[rng_below((int)n)];
		if (nd == 2 && !e->rules.roll_per_piece) {
			check_dice(e, &pos, dice, chosen, plays, n, game);
			check_doubles(e, &pos, dice, plays, n, game);
			check_together(e, &pos, dice, nd, plays, n, &turn,
				       game);
		}
		/* The turn's barriers opened so far, and then the play's. */
		check_moves(e, &pos, chosen, &turn, game);
		if (!twenties_in_turn(e, chosen, true))
			ck_abort_msg("game %d: a 20 counted by a piece not "
				     "owed it", game);
		if (e->rules.roll_per_piece)
			check_event_dice(e, &pos, dice, nd, &turn, chosen, n,
					 game);
		if (rolls % 7 == 0)
			check_round_trip(e, &pos, dice, nd, chosen);
		if (rolls % 5 == 0)
			check_random_steps(e, &pos, dice, nd, plays, n, game);
		if (rolls % 3 == 0)
			check_distinct(plays, n, game);
		if (rolls % 2 == 0)
			check_pick(e, &pos, dice, nd, plays, n, game);
		before = pos;
		pc_apply_play(e, &pos, dice, nd, chosen, &flow);
		if (e->rules.roll_per_piece)
			check_event_flow(e, &before, &pos, dice, chosen, &flow,
					 &turn, game);
		else if (!flow.again)
			memset(&turn, 0, sizeof turn);
		assert_invariants(e, &pos, game);
		if (++rolls >= ROLLS_MAX)
			ck_abort_msg("game %d does not end", game);
	}
	ck_assert_int_ge(pos.nfinished, 1);
	if (e->rules.places == 2 && pos.nfinished != 2)
		ck_abort_msg("game %d ends with %d finished", game,
			     pos.nfinished);
}

START_TEST(test_random_classic_games_keep_invariants)
{
	struct pc_engine e;

	util_classic(&e);
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
		util_classic_with(&e, variants[g % nv].name,
				  variants[g % nv].value);
		random_game(&e, g);
	}
}
END_TEST

/* A random place of first_five_two's roll, for the player to move c:
 * every piece of c in the nest, two foreign pieces on its exit (which
 * the two pieces coming out capture), the others anywhere. False when
 * the place drawn cannot be (a square too full, two colours on a square
 * that is not safe). */
static bool
random_exit_place(const struct pc_engine *e, struct pc_position *pos, int c)
{
	int places[PC_NCOLOURS][PC_PIECES] = {{0}}, order[PC_NCOLOURS];
	int seats = e->board.seats, exit_place = pc_board_place(&e->board, c, 1);
	struct pc_error err;
	struct census cs;

	for (int k = 0; k < seats; k++)
		for (int i = 0; i < PC_PIECES; i++)
			places[k][i] = k == c || rng_below(3) == 0
				? PC_NEST
				: pc_board_place(&e->board, k,
						 rng_below(e->board.goal + 1));
	for (int j = 0; j < 2; j++) {
		int k = (c + 1 + rng_below(seats - 1)) % seats;

		if (pc_board_progress(&e->board, k, exit_place) < 0)
			return false;
		places[k][j] = exit_place;
	}
	/* The colours arrive in a random order: the last to arrive on the
	 * exit is captured first. */
	for (int k = 0; k < seats; k++)
		order[k] = k;
	for (int k = seats - 1; k > 0; k--) {
		int j = rng_below(k + 1), t = order[k];

		order[k] = order[j];
		order[j] = t;
	}
	pc_position_init(e, pos, 0, (enum pc_colour)c);
	for (int k = 0; k < seats; k++)
		if (pc_position_set(e, pos, (enum pc_colour)order[k],
				    places[order[k]], &err) != PC_OK)
			return false;
	pos->to_move = (uint8_t)c;
	take_census(e, pos, &cs);
	for (int s = 1; s <= e->board.ring; s++)
		if (!e->board.safe[s] &&
		    __builtin_popcount((unsigned)cs.colours[s]) > 1)
			return false;
	return true;
}

/* first_five_two with two foreign pieces on the exit: both pieces out
 * capture, under every bonus_piece. Under any no more 20s are counted
 * than were earned; under mover each capture's 20 is its piece's, in
 * the order earned, one its piece cannot count whole lost. The plays of
 * mover are those of any that count every 20 so, and those that lose a
 * 20 any would let another piece count. */
START_TEST(test_first_five_two_double_captures)
{
	static struct pc_play any[PLAYS_CAP], mover[PLAYS_CAP];
	struct pc_engine e_any, e_mover;
	struct pc_position pos;
	const uint8_t five = 5;
	int tried = 0, doubles = 0;

	util_classic_with(&e_any, "first_five_two", 1);
	e_mover = e_any;
	e_mover.rules.bonus_piece = PC_BONUS_PIECE_MOVER;
	rng_state = 5555;
	while (tried < 3000) {
		size_t na, nm;

		if (!random_exit_place(&e_any, &pos,
				       rng_below(e_any.board.seats)))
			continue;
		tried++;
		na = pc_legal_plays(&e_any, &pos, &five, 1, any, PLAYS_CAP);
		nm = pc_legal_plays(&e_mover, &pos, &five, 1, mover,
				    PLAYS_CAP);
		if (na < 1 || na > PLAYS_CAP || nm < 1 || nm > PLAYS_CAP)
			ck_abort_msg("place %d: %zu and %zu plays", tried, na,
				     nm);
		doubles += mover[0].nmoves >= 2 &&
			   mover[0].moves[1].from == 0 &&
			   mover[0].moves[0].captured != PC_NO_PIECE &&
			   mover[0].moves[1].captured != PC_NO_PIECE;
		for (size_t p = 0; p < na; p++) {
			bool owed = twenties_in_turn(&e_mover, &any[p], false);

			if (!twenties_in_turn(&e_any, &any[p], false))
				ck_abort_msg("place %d: any: more 20s than "
					     "captures", tried);
			if (owed && !listed(&any[p], mover, nm))
				ck_abort_msg("place %d: mover refuses a play "
					     "that counts each 20 in turn",
					     tried);
		}
		for (size_t p = 0; p < nm; p++) {
			if (!twenties_in_turn(&e_mover, &mover[p], true))
				ck_abort_msg("place %d: mover: a 20 counted "
					     "by a piece not owed it", tried);
			if (twenties_of(&e_mover, &mover[p]) ==
				    captures_of(&mover[p]) &&
			    !listed(&mover[p], any, na))
				ck_abort_msg("place %d: any refuses a play of "
					     "mover", tried);
		}
	}
	/* Nearly every place drawn is one of two captures. */
	ck_assert_int_gt(doubles, tried / 2);
}
END_TEST

/* games random games of preset p with option name set to value (none
 * when NULL) from the stream seed. */
static void
random_preset_games(int p, const char *name, int value, int games,
		    uint64_t seed)
{
	struct pc_engine e;

	util_preset_with(&e, p, name, value);
	rng_state = seed;
	for (int g = 0; g < games; g++)
		random_game(&e, g);
}

/* Superparchís: two dice, doubles again, barriers opened by doubles. */
START_TEST(test_random_superparchis_games_keep_invariants)
{
	random_preset_games(PC_PRESET_SUPERPARCHIS, NULL, 0, VARIANT_GAMES,
			    5050);
}
END_TEST

/* Superparchís with barriers of any two pieces (two colours share only
 * a safe square), with none, with pairs blocking only on safe squares,
 * and with blocked pieces stopping short: what doubles must open and
 * what may not form again change with them. */
START_TEST(test_random_superparchis_barrier_variants_keep_invariants)
{
	random_preset_games(PC_PRESET_SUPERPARCHIS, "barriers",
			    PC_BARRIERS_MIXED, VARIANT_GAMES / 2, 1616);
	random_preset_games(PC_PRESET_SUPERPARCHIS, "barriers",
			    PC_BARRIERS_NONE, VARIANT_GAMES / 2, 1717);
	random_preset_games(PC_PRESET_SUPERPARCHIS, "barriers",
			    PC_BARRIERS_SAFE_ONLY, VARIANT_GAMES / 4, 1818);
	random_preset_games(PC_PRESET_SUPERPARCHIS, "blocked_move",
			    PC_BLOCKED_STOP, VARIANT_GAMES / 4, 1919);
}
END_TEST

/* Pairs: partners capture each other and finish each other's pieces. */
START_TEST(test_random_pairs_games_keep_invariants)
{
	random_preset_games(PC_PRESET_PAIRS, NULL, 0, VARIANT_GAMES, 2424);
}
END_TEST

/* The team event: a die a piece, barriers of any two pieces, moves
 * stopped before a barrier, bounces at the goal (over the square the
 * piece left, which it no longer holds), people leaving. */
START_TEST(test_random_event_games_keep_invariants)
{
	random_preset_games(PC_PRESET_EVENT, NULL, 0, VARIANT_GAMES, 3003);
}
END_TEST

/* The 6- and 8-seat boards: classic with 2 to all seats taken, pairs
 * with every seat, Superparchís. */
START_TEST(test_random_six_and_eight_seat_games_keep_invariants)
{
	random_preset_games(PC_PRESET_CLASSIC, "seats", 6, VARIANT_GAMES / 2,
			    6060);
	random_preset_games(PC_PRESET_CLASSIC, "seats", 8, VARIANT_GAMES / 2,
			    8080);
	random_preset_games(PC_PRESET_PAIRS, "seats", 6, VARIANT_GAMES / 4,
			    6262);
	random_preset_games(PC_PRESET_PAIRS, "seats", 8, VARIANT_GAMES / 4,
			    8282);
	random_preset_games(PC_PRESET_SUPERPARCHIS, "seats", 8,
			    VARIANT_GAMES / 4, 8484);
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
	tcase_add_test(tc, test_first_five_two_double_captures);
	tcase_add_test(tc, test_random_superparchis_games_keep_invariants);
	tcase_add_test(tc, test_random_superparchis_barrier_variants_keep_invariants);
	tcase_add_test(tc, test_random_pairs_games_keep_invariants);
	tcase_add_test(tc, test_random_event_games_keep_invariants);
	tcase_add_test(tc, test_random_six_and_eight_seat_games_keep_invariants);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(props_suite());
}
