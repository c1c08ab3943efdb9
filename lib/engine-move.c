/* engine-move.c: whether one piece may move, and the move applied
 * (parchis(6), RULE OPTIONS).
 *
 * pc_move_check judges a single move on the board alone: the nest, the
 * goal's exact count, barriers on the way, full squares, captures (a
 * partner's piece only with capture_partner). With barrier_together off
 * two pieces that opened a barrier do not form it again in the turn: the
 * position keeps the pairs (opened_pairs, noted by pc_move_apply), a
 * move that would put one beside the other where they would block is
 * refused (pc_move_reforms), and with blocked_move stop the piece stops
 * before such a square. The moves a phase of a roll allows are
 * engine-phase.c's. */
#include <config.h>

#include "engine-internal.h"

/* The piece on square s that a piece of colour coming out captures: the
 * capturable one that arrived last, or PC_NO_PIECE. */
static uint8_t
last_foreign(const struct pc_engine *e, const struct pc_squares *sq, int s,
	     int colour)
{
	for (int k = 1; k >= 0; k--)
		if (pc_capturable(e, colour, sq->who[s][k]))
			return sq->who[s][k];
	return PC_NO_PIECE;
}

/* The pair index (0..5) of two pieces of one colour. */
static int
pair_index(int a, int b)
{
	int lo = a < b ? a : b, hi = a < b ? b : a;

	return lo * (7 - lo) / 2 + hi - lo - 1;
}

/* The bit of pos->opened_pairs for pieces a and b of colour: the
 * player's own pairs first, then the partner's. */
static uint16_t
pair_bit(const struct pc_position *pos, int colour, int a, int b)
{
	int side = colour == pos->to_move ? 0 : 6;

	return (uint16_t)(1u << (side + pair_index(a, b)));
}

/* Whether two pieces of one colour on tracked square s (not the nest or
 * the goal) form a barrier, by the barriers option. */
bool
pc_pair_blocks(const struct pc_engine *e, int s)
{
	switch (e->rules.barriers) {
	case PC_BARRIERS_SAME_COLOUR:
	case PC_BARRIERS_MIXED:
		return s != 0;
	case PC_BARRIERS_SAFE_ONLY:
		return pc_board_is_safe(&e->board, s);
	default:
		return false;
	}
}

/* barrier_together false: whether piece of colour, ending on tracked
 * square s, would form again a barrier opened in this turn: s holds one
 * other piece, of the same colour, the two opened a barrier together,
 * and two pieces there block. *other gets that piece. */
static bool
reforms(const struct pc_engine *e, const struct pc_position *pos,
	const struct pc_squares *sq, int colour, int piece, int s,
	int *other)
{
	int id = colour * PC_PIECES + piece, found = -1, n = 0;

	if (pos->opened_pairs == 0 || s == 0)
		return false;
	for (int k = 0; k < sq->n[s]; k++) {
		if (sq->who[s][k] == id)	/* a bounce over its square */
			continue;
		found = sq->who[s][k];
		n++;
	}
	if (n != 1 || found / PC_PIECES != colour || !pc_pair_blocks(e, s) ||
	    !(pos->opened_pairs &
	      pair_bit(pos, colour, piece, found % PC_PIECES)))
		return false;
	if (other != NULL)
		*other = found % PC_PIECES;
	return true;
}

/* Coming out of the nest onto the exit square (parchis(6), exit_roll). */
static enum pc_reason
come_out(const struct pc_engine *e, const struct pc_squares *sq, int colour,
	 struct pc_move *m, struct pc_why *why)
{
	int s = pc_board_square(&e->board, colour, 1);
	int own = 0;

	m->to = 1;
	if (sq->n[s] == 1 && pc_capturable(e, colour, sq->who[s][0]) &&
	    e->rules.exit_capture == PC_EXIT_CAPTURE_SINGLE)
		m->captured = sq->who[s][0];
	if (sq->n[s] < 2)
		return PC_WHY_OK;
	for (int k = 0; k < 2; k++)
		own += sq->who[s][k] / PC_PIECES == colour;
	if (own == 2)
		return pc_refuse(why, PC_WHY_EXIT_OWN, s, colour);
	if (e->rules.exit_capture != PC_EXIT_CAPTURE_LAST_ARRIVED &&
	    e->rules.exit_capture != PC_EXIT_CAPTURE_NOT_BARRIER)
		return pc_refuse(why, PC_WHY_EXIT_FULL, s, -1);
	/* not_barrier: two pieces of one other colour keep the exit. */
	if (e->rules.exit_capture == PC_EXIT_CAPTURE_NOT_BARRIER && own == 0 &&
	    sq->who[s][0] / PC_PIECES == sq->who[s][1] / PC_PIECES)
		return pc_refuse(why, PC_WHY_EXIT_BARRIER, s,
			      sq->who[s][0] / PC_PIECES);
	m->captured = last_foreign(e, sq, s, colour);
	/* Capture_partner false: a partner's pieces keep the exit too. */
	if (m->captured == PC_NO_PIECE)
		return pc_refuse(why, PC_WHY_EXIT_FULL, s, -1);
	return PC_WHY_OK;
}

/* Progress of the j-th square (1-based) of a move of `amount` from
 * `from`: forward to the goal, and with goal_entry bounce back down the
 * corridor by what is left. */
static int
path_at(const struct pc_engine *e, int from, int j)
{
	int p = from + j;

	return p <= e->board.goal ? p : 2 * e->board.goal - p;
}

/* Pieces on square s for a piece that left square `origin`: a bounce
 * may come back over the square it left, which it no longer holds. */
static int
others(const struct pc_squares *sq, int s, int origin)
{
	return sq->n[s] - (s == origin);
}

/* Whether square s blocks a piece that left `origin`: a barrier it is
 * not part of. */
static bool
blocks(const struct pc_engine *e, const struct pc_squares *sq, int s,
       int origin)
{
	return s != 0 && s != origin && pc_is_barrier(e, sq, s);
}

/* blocked_move stop (parchis(6), RULE OPTIONS): a move that meets a barrier
 * on its way, or a full landing square, ends on the last square before it
 * that can take the piece: not full, and not beside the piece it opened a
 * barrier with in this turn (barrier_together false). Refused when that is
 * where the piece stands. */
static __attribute__((noinline)) enum pc_reason
walk_stop(const struct pc_engine *e, const struct pc_position *pos,
	  const struct pc_squares *sq, int colour, int piece, int from,
	  int amount, int *to, struct pc_why *why)
{
	int j, s, stop, origin = pc_board_square(&e->board, colour, from);

	for (j = 1; j <= amount; j++) {
		s = pc_board_square(&e->board, colour, path_at(e, from, j));
		if (blocks(e, sq, s, origin) ||
		    (s != 0 && j == amount && others(sq, s, origin) >= 2))
			break;
	}
	stop = j - 1;
	/* A full square that is no barrier can be passed, not ended on;
	 * nor is the goal a place to stop on the way back (a piece that
	 * bounces is not home). */
	while (stop > 0) {
		int p = path_at(e, from, stop);

		s = pc_board_square(&e->board, colour, p);
		if (s == 0 ? p != e->board.goal || stop == amount
			   : others(sq, s, origin) < 2 &&
				     !reforms(e, pos, sq, colour, piece, s,
					      NULL))
			break;
		stop--;
	}
	if (stop == 0) {
		j = j > amount ? amount : j;
		s = pc_board_square(&e->board, colour, path_at(e, from, j));
		return pc_refuse(why, PC_WHY_BARRIER, s,
			      pc_is_barrier(e, sq, s) ? pc_barrier_owner(sq, s)
						      : -1);
	}
	*to = path_at(e, from, stop);
	return PC_WHY_OK;
}

/* goal_entry bounce without blocked_move stop: the way to the goal and
 * back must be clear, and the landing square free. */
static __attribute__((noinline)) enum pc_reason
walk_bounce(const struct pc_engine *e, const struct pc_squares *sq,
	    int colour, int from, int amount, int *to, struct pc_why *why)
{
	int s, origin = pc_board_square(&e->board, colour, from);

	for (int j = 1; j < amount; j++) {
		s = pc_board_square(&e->board, colour, path_at(e, from, j));
		if (blocks(e, sq, s, origin))
			return pc_refuse(why, PC_WHY_BARRIER, s,
				      pc_barrier_owner(sq, s));
	}
	*to = path_at(e, from, amount);
	s = pc_board_square(&e->board, colour, *to);
	if (s == 0 || others(sq, s, origin) < 2)
		return PC_WHY_OK;
	if (pc_is_barrier(e, sq, s))
		return pc_refuse(why, PC_WHY_BARRIER, s, pc_barrier_owner(sq, s));
	return pc_refuse(why, PC_WHY_FULL, s, -1);
}

/* pc_move_check whole: every case, the plain forward move too. */
enum pc_reason
pc_move_judge(const struct pc_engine *e, const struct pc_position *pos,
	      const struct pc_squares *sq, int colour, int piece, int amount,
	      bool bonus, struct pc_move *out, struct pc_why *why)
{
	int from = pos->progress[colour][piece];
	struct pc_move m = {(uint8_t)colour, (uint8_t)piece, (uint8_t)amount,
			    (uint8_t)from, 0, 0, PC_NO_PIECE, 0};
	enum pc_reason r;

	if (from >= e->board.goal)
		return pc_refuse(why, PC_WHY_IN_GOAL, 0, -1);
	if (from == 0 && bonus)
		return pc_refuse(why, PC_WHY_BONUS_FROM_NEST, 0, -1);
	if (from == 0 && amount != e->rules.exit_roll)
		return pc_refuse(why, PC_WHY_IN_NEST, 0, -1);
	if (from == 0) {
		r = come_out(e, sq, colour, &m, why);
	} else if (from + amount > e->board.goal &&
		   (e->rules.goal_entry != PC_GOAL_ENTRY_BOUNCE ||
		    from + amount - e->board.goal > PC_CORRIDOR_SQUARES)) {
		/* A bounce stays in the corridor: it never goes back more
		 * than its seven squares. */
		if (why != NULL)
			why->need = e->board.goal - from;
		return pc_refuse(why, PC_WHY_OVERSHOOT, 0, -1);
	} else if (e->rules.blocked_move == PC_BLOCKED_STOP ||
		   from + amount > e->board.goal) {
		int to = 0;

		r = e->rules.blocked_move == PC_BLOCKED_STOP
			    ? walk_stop(e, pos, sq, colour, piece, from, amount,
					&to, why)
			    : walk_bounce(e, sq, colour, from, amount, &to,
					  why);
		m.to = (uint8_t)to;
		if (r == PC_WHY_OK)
			r = pc_land(e, sq, colour, &m, why);
	} else {
		m.to = (uint8_t)(from + amount);
		r = pc_walk(e, sq, colour, from, m.to, why);
		if (r == PC_WHY_OK)
			r = pc_land(e, sq, colour, &m, why);
	}
	if (r == PC_WHY_OK && out != NULL)
		*out = m;
	return r;
}

/* barrier_together false: whether move m, which pc_move_check allows,
 * would form again a barrier opened in this turn; why then gets the
 * reason, the square and the other piece. Asked apart from
 * pc_move_check, only when a barrier has been opened, so that the common
 * check stays as short as it was. */
bool
pc_move_reforms(const struct pc_engine *e, const struct pc_position *pos,
		const struct pc_squares *sq, const struct pc_move *m,
		struct pc_why *why)
{
	int s, other;

	if (pos->opened_pairs == 0)
		return false;
	s = pc_board_square(&e->board, m->colour, m->to);
	if (!reforms(e, pos, sq, m->colour, m->piece, s, &other))
		return false;
	if (why != NULL) {
		pc_refuse(why, PC_WHY_REFORM, s, m->colour);
		why->piece = other;
	}
	return true;
}

/* barrier_together false: notes the pairs of the barrier move m (made
 * on pos, or not yet: its own piece is left out) opens, so that its two
 * pieces do not stand together again in the turn; none when it opens
 * none (two pieces that do not block, by the barriers option, are no
 * barrier). Out of line: the common case, barrier_together true, stays
 * a short pc_move_apply. */
static __attribute__((noinline)) void
note_opened(const struct pc_engine *e, struct pc_position *pos,
	    const struct pc_move *m)
{
	if (m->from == 0 || m->from >= e->board.goal ||
	    !pc_pair_blocks(e, pc_board_square(&e->board, m->colour, m->from)))
		return;
	for (int i = 0; i < PC_PIECES; i++)
		if (i != m->piece && pos->progress[m->colour][i] == m->from)
			pos->opened_pairs |=
				pair_bit(pos, m->colour, m->piece, i);
}

/* Moves the piece, sending a captured piece to its nest; with
 * barrier_together off (barrier_scope turn), the barrier it opens is
 * noted for the turn. */
void
pc_move_apply(const struct pc_engine *e, struct pc_position *pos,
	      const struct pc_move *m)
{
	if (m->captured != PC_NO_PIECE)
		pos->progress[m->captured / PC_PIECES]
			     [m->captured % PC_PIECES] = 0;
	pos->progress[m->colour][m->piece] = m->to;
	pos->arrived[m->colour][m->piece] = ++pos->clock;
	pos->last_moved = m->piece;
	pos->last_colour = m->colour;
	/* The pieces left on m->from are the mover's own: a capture takes
	 * another colour's. */
	if (!e->rules.barrier_together &&
	    e->rules.barrier_scope == PC_BARRIER_SCOPE_TURN)
		note_opened(e, pos, m);
}
