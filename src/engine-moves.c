/* engine-moves.c: whether one piece may move, and the moves a phase of
 * a roll allows (RULES.md, "A turn").
 *
 * pc_move_check judges a single move on the board alone: the nest, the
 * goal's exact count, barriers on the way, full squares, captures.
 * pc_phase_moves then applies the obligations of the roll: the exit roll
 * brings a piece out, a 6 opens a barrier, a bonus is counted whole. */
#include <config.h>

#include "engine-internal.h"

/* Records why a move is refused and returns the reason. */
static enum pc_reason
refuse(struct pc_why *why, enum pc_reason reason, int square, int owner)
{
	if (why != NULL) {
		why->reason = reason;
		why->square = square;
		why->owner = owner;
	}
	return reason;
}

/* The colour of the barrier on square s, or -1 when two colours form it. */
static int
barrier_owner(const struct pc_squares *sq, int s)
{
	int a = sq->who[s][0] / PC_PIECES, b = sq->who[s][1] / PC_PIECES;

	return a == b ? a : -1;
}

/* The foreign piece on square s that arrived last, for an exit capture. */
static uint8_t
last_foreign(const struct pc_squares *sq, int s, int colour)
{
	if (sq->who[s][1] / PC_PIECES != colour)
		return sq->who[s][1];
	return sq->who[s][0];
}

/* Coming out of the nest onto the exit square (RULES.md, turn rule 2). */
static enum pc_reason
come_out(const struct pc_engine *e, const struct pc_squares *sq, int colour,
	 struct pc_move *m, struct pc_why *why)
{
	int s = pc_board_square(&e->board, colour, 1);
	int own = 0;

	m->to = 1;
	if (sq->n[s] == 1 && sq->who[s][0] / PC_PIECES != colour &&
	    e->rules.exit_capture == PC_EXIT_CAPTURE_SINGLE)
		m->captured = sq->who[s][0];
	if (sq->n[s] < 2)
		return PC_WHY_OK;
	for (int k = 0; k < 2; k++)
		own += sq->who[s][k] / PC_PIECES == colour;
	if (own == 2)
		return refuse(why, PC_WHY_EXIT_OWN, s, colour);
	if (e->rules.exit_capture != PC_EXIT_CAPTURE_LAST_ARRIVED &&
	    e->rules.exit_capture != PC_EXIT_CAPTURE_NOT_BARRIER)
		return refuse(why, PC_WHY_EXIT_FULL, s, -1);
	/* not_barrier: two pieces of one other colour keep the exit. */
	if (e->rules.exit_capture == PC_EXIT_CAPTURE_NOT_BARRIER && own == 0 &&
	    sq->who[s][0] / PC_PIECES == sq->who[s][1] / PC_PIECES)
		return refuse(why, PC_WHY_EXIT_BARRIER, s,
			      sq->who[s][0] / PC_PIECES);
	m->captured = last_foreign(sq, s, colour);
	return PC_WHY_OK;
}

/* Where a piece moving from progress `from` to `to` is stopped: the first
 * barrier on the way, or the landing square when it is full. */
static enum pc_reason
walk(const struct pc_engine *e, const struct pc_squares *sq, int colour,
     int from, int to, struct pc_why *why)
{
	int s;

	for (int t = from + 1; t < to; t++) {
		s = pc_board_square(&e->board, colour, t);
		if (s != 0 && pc_is_barrier(e, sq, s))
			return refuse(why, PC_WHY_BARRIER, s,
				      barrier_owner(sq, s));
	}
	s = pc_board_square(&e->board, colour, to);
	if (s == 0 || sq->n[s] < 2)
		return PC_WHY_OK;
	if (pc_is_barrier(e, sq, s))
		return refuse(why, PC_WHY_BARRIER, s, barrier_owner(sq, s));
	return refuse(why, PC_WHY_FULL, s, -1);
}

/* What landing on the square of m->to does to a lone foreign piece there:
 * on a plain ring square it is captured; on a safe square the two share
 * it, unless safe_share is off (the American rule), which keeps the
 * square for its holder. */
static enum pc_reason
land(const struct pc_engine *e, const struct pc_squares *sq, int colour,
     struct pc_move *m, struct pc_why *why)
{
	int s = pc_board_square(&e->board, colour, m->to);

	if (s == 0 || s > e->board.ring || sq->n[s] != 1 ||
	    sq->who[s][0] / PC_PIECES == colour)
		return PC_WHY_OK;
	if (!pc_board_is_safe(&e->board, s))
		m->captured = sq->who[s][0];
	else if (!e->rules.safe_share)
		return refuse(why, PC_WHY_SAFE_HELD, s,
			      sq->who[s][0] / PC_PIECES);
	return PC_WHY_OK;
}

/* Judges moving piece of colour by amount on the board alone, without
 * the obligations of the roll. On success fills *out. */
enum pc_reason
pc_move_check(const struct pc_engine *e, const struct pc_position *pos,
	      const struct pc_squares *sq, int colour, int piece, int amount,
	      bool bonus, struct pc_move *out, struct pc_why *why)
{
	int from = pos->progress[colour][piece];
	struct pc_move m = {(uint8_t)colour, (uint8_t)piece, (uint8_t)amount,
			    (uint8_t)from, 0, 0, PC_NO_PIECE};
	enum pc_reason r;

	if (from >= e->board.goal)
		return refuse(why, PC_WHY_IN_GOAL, 0, -1);
	if (from == 0 && bonus)
		return refuse(why, PC_WHY_BONUS_FROM_NEST, 0, -1);
	if (from == 0 && amount != e->rules.exit_roll)
		return refuse(why, PC_WHY_IN_NEST, 0, -1);
	if (from == 0) {
		r = come_out(e, sq, colour, &m, why);
	} else if (from + amount > e->board.goal) {
		if (why != NULL)
			why->need = e->board.goal - from;
		return refuse(why, PC_WHY_OVERSHOOT, 0, -1);
	} else {
		m.to = (uint8_t)(from + amount);
		r = walk(e, sq, colour, from, m.to, why);
		if (r == PC_WHY_OK)
			r = land(e, sq, colour, &m, why);
	}
	if (r == PC_WHY_OK && out != NULL)
		*out = m;
	return r;
}

/* Starts a roll: what the die counts, and whether it is a third 6. */
void
pc_phase_start(const struct pc_engine *e, const struct pc_position *pos,
	       int roll, struct pc_phase *ph)
{
	int out = 0;

	for (int i = 0; i < PC_PIECES; i++)
		out += pos->progress[pos->to_move][i] != 0;
	ph->kind = PC_PHASE_ROLL;
	ph->roll = (uint8_t)roll;
	ph->amount = (uint8_t)roll;
	ph->mover = PC_NO_PIECE;
	ph->third_six = roll == 6 && pos->sixes >= 2 &&
			e->rules.three_sixes != PC_THREE_SIXES_NONE;
	/* The first 5, with every piece in the nest, may bring out two. */
	ph->first_five = e->rules.first_five_two && out == 0 &&
			 roll == e->rules.exit_roll;
	ph->owed_captures = 0;
	ph->owed_goals = 0;
	ph->capturer = PC_NO_PIECE;
	/* A 6 counts six_all_out once no piece is left in the nest. */
	if (roll == 6 && pc_lowest_in_nest(pos, pos->to_move) < 0)
		ph->amount = (uint8_t)e->rules.six_all_out;
}

/* Whether move m opens a barrier the 6 obliges the player to open: one
 * holding the piece, on the ring (a barrier in the corridor may stay). */
static bool
opens_barrier(const struct pc_engine *e, const struct pc_squares *sq,
	      const struct pc_move *m)
{
	int s = pc_board_square(&e->board, m->colour, m->from);

	return s != 0 && s <= e->board.ring && pc_is_barrier(e, sq, s);
}

/* The moves of the die, obligations applied. */
static size_t
roll_moves(const struct pc_engine *e, const struct pc_position *pos,
	   const struct pc_squares *sq, const struct pc_phase *ph,
	   struct pc_move out[PC_PIECES])
{
	int c = pos->to_move, nest = pc_lowest_in_nest(pos, c);
	size_t n = 0, opening = 0;

	if (ph->roll == e->rules.exit_roll && nest >= 0 &&
	    pc_move_check(e, pos, sq, c, nest, ph->amount, false, &out[0],
			  NULL) == PC_WHY_OK)
		return 1;
	for (int i = 0; i < PC_PIECES; i++) {
		if (pos->progress[c][i] == 0 && i != nest)
			continue;
		if (pc_move_check(e, pos, sq, c, i, ph->amount, false, &out[n],
				  NULL) == PC_WHY_OK)
			n++;
	}
	if (ph->roll != 6 || !e->rules.open_barrier_on_six)
		return n;
	/* Keep only the moves that open a barrier, when there are any. */
	for (size_t k = 0; k < n; k++)
		if (opens_barrier(e, sq, &out[k]))
			out[opening++] = out[k];
	return opening > 0 ? opening : n;
}

/* Every move the phase ph allows the player to move, into out. */
size_t
pc_phase_moves(const struct pc_engine *e, const struct pc_position *pos,
	       const struct pc_phase *ph, struct pc_move out[PC_PIECES])
{
	struct pc_squares sq;
	int c = pos->to_move;
	size_t n = 0;

	if (ph->kind == PC_PHASE_DONE || ph->third_six || pos->over)
		return 0;
	pc_squares_build(e, pos, &sq);
	if (ph->kind == PC_PHASE_ROLL)
		return roll_moves(e, pos, &sq, ph, out);
	if (ph->kind == PC_PHASE_EXIT_AGAIN) {
		int nest = pc_lowest_in_nest(pos, c);

		return nest >= 0 && pc_move_check(e, pos, &sq, c, nest,
						  ph->amount, false, &out[0],
						  NULL) == PC_WHY_OK;
	}
	for (int i = 0; i < PC_PIECES; i++) {
		if (ph->mover != PC_NO_PIECE && i != ph->mover)
			continue;
		if (pc_move_check(e, pos, &sq, c, i, ph->amount, true, &out[n],
				  NULL) == PC_WHY_OK)
			out[n++].bonus = ph->amount;
	}
	return n;
}

/* Moves the piece, sending a captured piece to its nest. */
void
pc_move_apply(struct pc_position *pos, const struct pc_move *m)
{
	if (m->captured != PC_NO_PIECE)
		pos->progress[m->captured / PC_PIECES]
			     [m->captured % PC_PIECES] = 0;
	pos->progress[m->colour][m->piece] = m->to;
	pos->arrived[m->colour][m->piece] = ++pos->clock;
	pos->last_moved = m->piece;
}

/* Moves on to the next bonus owed, or to the end of the roll. */
static void
owe_next(const struct pc_engine *e, struct pc_phase *ph)
{
	ph->kind = PC_PHASE_DONE;
	ph->mover = PC_NO_PIECE;
	if (ph->owed_captures > 0) {
		ph->owed_captures--;
		ph->kind = PC_PHASE_BONUS;
		ph->amount = (uint8_t)e->rules.capture_bonus;
		if (e->rules.bonus_piece == PC_BONUS_PIECE_MOVER)
			ph->mover = ph->capturer;
	} else if (ph->owed_goals > 0) {
		ph->owed_goals--;
		ph->kind = PC_PHASE_BONUS;
		ph->amount = (uint8_t)e->rules.goal_bonus;
	}
}

/* What the roll still owes after move m: the second piece out of a first
 * five, a bonus count, or nothing. */
void
pc_phase_next(const struct pc_engine *e, struct pc_phase *ph,
	      const struct pc_move *m)
{
	if (m->captured != PC_NO_PIECE && e->rules.capture_bonus > 0) {
		ph->owed_captures++;
		ph->capturer = m->piece;
	}
	if (m->to == e->board.goal && e->rules.goal_bonus > 0)
		ph->owed_goals++;
	if (ph->kind == PC_PHASE_ROLL && ph->first_five && m->from == 0) {
		ph->kind = PC_PHASE_EXIT_AGAIN;
		return;
	}
	owe_next(e, ph);
}

/* The moves of phase ph, after passing over what cannot be played: a
 * bonus that no piece can count whole is lost, and a second piece that
 * cannot come out stays. Only the die's move is left as it is, for a
 * pass. */
size_t
pc_phase_settle(const struct pc_engine *e, const struct pc_position *pos,
		struct pc_phase *ph, struct pc_move out[PC_PIECES])
{
	for (;;) {
		size_t n = pc_phase_moves(e, pos, ph, out);

		if (n > 0 || ph->kind == PC_PHASE_ROLL ||
		    ph->kind == PC_PHASE_DONE)
			return n;
		owe_next(e, ph);
	}
}
