/* engine-phase.c: the moves a phase of a roll allows (parchis(6), RULE
 * OPTIONS), each judged by pc_move_check (engine-move.c).
 *
 * pc_phase_moves applies the obligations of the roll that one move can
 * see: the exit roll (or two dice adding up to it) brings a piece out, a
 * 6 opens a barrier, a bonus is counted whole; with barrier_together off
 * a move that would form again a barrier opened in the turn is dropped.
 * pc_phase_next and pc_phase_settle carry a phase on after a move. The
 * obligations on whole plays of two dice are engine-plays.c's. */
#include <config.h>

#include <string.h>

#include "engine-internal.h"

/* What a die counts for the player now: a 6 counts six_all_out once no
 * piece is left in the nest. With two dice this is asked when the die is
 * used, so a 6 may count 7 after the other die brought the last piece out. */
static int
die_amount(const struct pc_engine *e, int die, int nest)
{
	return die == 6 && nest < 0 ? e->rules.six_all_out : die;
}

int
pc_die_amount(const struct pc_engine *e, const struct pc_position *pos,
	      int die)
{
	return die_amount(e, die, pc_lowest_in_nest(pos, pc_mover_now(e, pos)));
}

/* The pieces of colour c that stand in a barrier on the ring, by the
 * barriers option (with mixed, beside a piece of any colour): what
 * doubles oblige the player to open. */
static uint8_t
barrier_pieces(const struct pc_engine *e, const struct pc_position *pos,
	       int c)
{
	struct pc_squares sq;
	uint8_t bits = 0;

	pc_squares_build(e, pos, &sq);
	for (int i = 0; i < PC_PIECES; i++) {
		int p = pos->progress[c][i];

		if (p != 0 && p <= e->board.ring_steps &&
		    pc_is_barrier(e, &sq, pc_board_square(&e->board, c, p)))
			bits |= (uint8_t)(1u << i);
	}
	return bits;
}

/* The pieces of colour c, standing at start, that are in a barrier of
 * that colour: two or more together on a square where a pair blocks
 * (the nest and the goal hold any number). */
static uint8_t
start_pairs(const struct pc_engine *e, const uint8_t *start, int c)
{
	uint8_t bits = 0;

	for (int i = 0; i < PC_PIECES; i++)
		for (int j = i + 1; j < PC_PIECES; j++)
			if (start[i] == start[j] && start[i] != 0 &&
			    start[i] < e->board.goal &&
			    pc_pair_blocks(e, pc_board_square(&e->board, c,
							      start[i])))
				bits |= (uint8_t)(1u << i | 1u << j);
	return bits;
}

void
pc_piece_dice(const struct pc_engine *e, const struct pc_position *pos,
	      struct pc_phase *ph)
{
	int k = 0;

	ph->third_sixes = 0;
	for (int i = 0; i < PC_PIECES && k < ph->ndice; i++) {
		if (!(pos->rolling & (1u << i)))
			continue;
		ph->die_piece[k] = (uint8_t)i;
		/* A piece waiting for a teammate does not play its die. */
		if (ph->dice[k] == 6 && pos->piece_sixes[i] >= 2 &&
		    e->rules.three_sixes != PC_THREE_SIXES_NONE &&
		    !pc_piece_waits(e, pos, pos->to_move, i))
			ph->third_sixes |= (uint8_t)(1u << i);
		k++;
	}
}

/* Starts a roll: what the die counts, and whether it is a third 6 (or
 * third doubles). */
void
pc_phase_start(const struct pc_engine *e, const struct pc_position *pos,
	       const uint8_t *dice, int ndice, struct pc_phase *ph)
{
	int c = pc_mover_now(e, pos), out = 0;

	for (int i = 0; i < PC_PIECES; i++)
		out += pos->progress[c][i] != 0;
	pc_phase_roll(e, pos, dice, ndice, ph);
	ph->amount = dice[0] == 6 && out == PC_PIECES
			     ? (uint8_t)e->rules.six_all_out : dice[0];
	ph->mover = PC_NO_PIECE;
	/* doubles_faces (Parcheesi): with every piece out, doubles also
	 * play the bottom faces, 7 less each die: four amounts in all. */
	if (ph->doubles && e->rules.doubles_faces && out == PC_PIECES) {
		ph->ndice = 4;
		ph->dice[2] = ph->dice[3] = (uint8_t)(7 - dice[0]);
		ph->unused = 0xf;
	}
	/* The first 5, with every piece in the nest, may bring out two. */
	ph->first_five = e->rules.first_five_two && ndice == 1 && out == 0 &&
			 ph->roll == e->rules.exit_roll &&
			 !e->rules.roll_per_piece;
	ph->owed_captures = ph->owed_goals = 0;
	ph->capturers = 0;
	ph->must_open = ph->opened = ph->goal_open = false;
	ph->goal_dice = 0;
	/* Doubles open a barrier that stands before the roll, not one
	 * that the dice form and leave again. */
	ph->barrier_colour = (uint8_t)c;
	ph->barrier_pieces = ph->doubles && e->rules.open_barrier_on_six
				     ? barrier_pieces(e, pos, c) : 0;
	ph->must_open = ph->barrier_pieces != 0;
	/* Only barriers judged at the end of the roll read where the roll
	 * began (pc_barrier_moved); the pairs of every other rule stay 0,
	 * as memset left them. */
	if (e->rules.barrier_together ||
	    e->rules.barrier_scope != PC_BARRIER_SCOPE_ROLL)
		return;
	for (int i = 0; i < PC_PIECES; i++)
		ph->start[i] = pos->progress[c][i];
	ph->start_pairs = start_pairs(e, ph->start, c);
}

/* barrier_together false with barrier_scope roll (the American rule):
 * whether two pieces of the colour that formed a barrier when the roll
 * began stand together on another square now, the barrier moved. */
bool
pc_barrier_moved(const struct pc_engine *e, const struct pc_position *pos,
		 const struct pc_phase *ph)
{
	int c = ph->barrier_colour;

	for (int i = 0; i < PC_PIECES; i++) {
		int p = ph->start[i], now = pos->progress[c][i];

		if (!(ph->start_pairs & (1u << i)) || now == p || now == 0 ||
		    now >= e->board.goal ||
		    !pc_pair_blocks(e, pc_board_square(&e->board, c, now)))
			continue;
		for (int j = i + 1; j < PC_PIECES; j++)
			if (ph->start[j] == p && pos->progress[c][j] == now)
				return true;
	}
	return false;
}

/* Whether die move m (not yet made on pos) opens a barrier that stood
 * before the roll: its piece stood in one and has not moved since, and
 * the barrier still stands, with a piece that was in it beside it (of
 * the player's, unmoved too, or with mixed barriers a foreign one,
 * which does not move in the player's turn). */
bool
pc_opens_barrier(const struct pc_engine *e, const struct pc_position *pos,
		 const struct pc_phase *ph, const struct pc_move *m)
{
	int c = m->colour, s;

	if (m->dice == 0 || c != ph->barrier_colour ||
	    !(ph->barrier_pieces & (1u << m->piece)))
		return false;
	for (int i = 0; i < PC_PIECES; i++)
		if (i != m->piece && (ph->barrier_pieces & (1u << i)) &&
		    pos->progress[c][i] == m->from)
			return true;
	if (e->rules.barriers != PC_BARRIERS_MIXED)
		return false;
	s = pc_board_square(&e->board, c, m->from);
	for (int k = 0; k < e->board.seats; k++)
		for (int i = 0; i < PC_PIECES && k != c; i++)
			if ((pos->playing & (1u << k)) &&
			    pc_board_square(&e->board, k,
					    pos->progress[k][i]) == s)
				return true;
	return false;
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

/* Whether a die counting amount may move piece i of colour c at all:
 * not home (the goal keeps it), and in the nest only the piece that
 * comes out first (nest, pc_lowest_in_nest) and by the exit roll. What
 * pc_move_check would refuse, asked before it. */
static bool
may_move(const struct pc_engine *e, const struct pc_position *pos, int c,
	 int i, int nest, int amount)
{
	int p = pos->progress[c][i];

	return p != 0 ? p < e->board.goal
		      : i == nest && amount == e->rules.exit_roll;
}

/* The moves of the die, obligations applied. */
static size_t
roll_moves(const struct pc_engine *e, const struct pc_position *pos,
	   const struct pc_squares *sq, const struct pc_phase *ph,
	   struct pc_move out[PC_PHASE_MOVES])
{
	int c = pc_mover_now(e, pos), nest = pc_lowest_in_nest(pos, c);
	size_t n = 0, opening = 0;

	if (e->rules.exit_first && ph->roll == e->rules.exit_roll &&
	    nest >= 0 &&
	    pc_move_check(e, pos, sq, c, nest, ph->amount, false, &out[0],
			  NULL) == PC_WHY_OK) {
		out[0].dice = 1;
		return 1;
	}
	for (int i = 0; i < PC_PIECES; i++) {
		if (!may_move(e, pos, c, i, nest, ph->amount))
			continue;
		if (pc_move_check(e, pos, sq, c, i, ph->amount, false, &out[n],
				  NULL) == PC_WHY_OK)
			out[n++].dice = 1;
	}
	if (ph->roll != 6 || !e->rules.open_barrier_on_six)
		return n;
	/* Keep only the moves that open a barrier, when there are any. */
	for (size_t k = 0; k < n; k++)
		if (opens_barrier(e, sq, &out[k]))
			out[opening++] = out[k];
	return opening > 0 ? opening : n;
}

/* roll_per_piece: the move of the first unused die whose piece can move
 * by it, in piece order; the dice before it, whose pieces cannot move (a
 * third 6, a piece waiting for a teammate, in the nest without the exit
 * roll, blocked, home), are used up with it. None when no piece left can
 * move. */
static size_t
piece_moves(const struct pc_engine *e, const struct pc_position *pos,
	    const struct pc_squares *sq, const struct pc_phase *ph,
	    struct pc_move out[PC_PHASE_MOVES])
{
	int c = pos->to_move;
	unsigned skipped = 0;

	for (int k = 0; k < ph->ndice; k++) {
		int i = ph->die_piece[k];

		if (!(ph->unused & (1u << k)))
			continue;
		/* A move that would form again a barrier opened in the
		 * turn is one the piece cannot make: the next piece moves. */
		if (!(ph->third_sixes & (1u << i)) &&
		    !pc_piece_waits(e, pos, c, i) &&
		    pc_move_check(e, pos, sq, c, i,
				  pc_die_amount(e, pos, ph->dice[k]), false,
				  &out[0], NULL) == PC_WHY_OK &&
		    (pos->opened_pairs == 0 ||
		     !pc_move_reforms(e, pos, sq, &out[0], NULL))) {
			out[0].dice = (uint8_t)(skipped | (1u << k));
			return 1;
		}
		skipped |= 1u << k;
	}
	return 0;
}

/* Whether die k is worth trying: an unused die showing what an earlier
 * unused one shows does what it would (doubles, or doubles' bottom
 * faces), so only the first is tried, and no play is listed twice. */
static bool
die_open(const struct pc_phase *ph, int k)
{
	if (!(ph->unused & (1u << k)))
		return false;
	for (int j = 0; j < k; j++)
		if ((ph->unused & (1u << j)) && ph->dice[j] == ph->dice[k])
			return false;
	return true;
}

/* The exit a die of the exit roll, or two unused dice adding up to it,
 * make; compulsory while possible (parchis(6), dice_per_roll). */
static bool
dice_exit(const struct pc_engine *e, const struct pc_position *pos,
	  const struct pc_squares *sq, const struct pc_phase *ph,
	  struct pc_move *out)
{
	int c = pc_mover_now(e, pos), nest = pc_lowest_in_nest(pos, c);
	int x = e->rules.exit_roll;
	uint8_t dice = 0;

	if (nest < 0)
		return false;
	/* The dice first, the piece's way out only when they make the
	 * exit roll: most places have no 5 left to play. */
	for (int k = 0; k < ph->ndice && dice == 0; k++)
		if (die_open(ph, k) && ph->dice[k] == x)
			dice = (uint8_t)(1u << k);
	if (dice == 0 && ph->unused == 3 && ph->dice[0] + ph->dice[1] == x)
		dice = 3;
	if (dice == 0 || pc_move_check(e, pos, sq, c, nest, x, false, out,
				       NULL) != PC_WHY_OK)
		return false;
	out->dice = dice;
	return true;
}

/* bonus_order with_dice: appends to out[0..n) the moves of the bonuses
 * owed, each an amount like a die's, counted whole by one piece; returns
 * the new count. */
static size_t
owed_moves(const struct pc_engine *e, const struct pc_position *pos,
	   const struct pc_squares *sq, const struct pc_phase *ph,
	   struct pc_move out[PC_PHASE_MOVES], size_t n)
{
	int c = pc_mover_now(e, pos);
	int amounts[2] = {ph->owed_captures > 0 ? e->rules.capture_bonus : 0,
			  ph->owed_goals > 0 ? e->rules.goal_bonus : 0};

	if (amounts[1] == amounts[0])
		amounts[1] = 0;
	for (int k = 0; k < 2; k++)
		for (int i = 0; i < PC_PIECES && amounts[k] > 0; i++)
			if (pc_move_check(e, pos, sq, c, i, amounts[k], true,
					  &out[n], NULL) == PC_WHY_OK)
				out[n++].bonus = (uint8_t)amounts[k];
	return n;
}

/* The moves of the unused dice of a two-dice roll: a piece coming out
 * when it must, else every die for every piece, die by die. */
static size_t
dice_moves(const struct pc_engine *e, const struct pc_position *pos,
	   const struct pc_squares *sq, const struct pc_phase *ph,
	   struct pc_move out[PC_PHASE_MOVES])
{
	int c = pc_mover_now(e, pos), nest = pc_lowest_in_nest(pos, c);
	size_t n = 0;

	/* Without exit_first only two dice adding up to the exit roll make
	 * a move of their own (a die of it is a die's move below): both
	 * unused, neither the exit roll itself, when they add up to it. */
	if (nest < 0) {
		/* Nothing to bring out. */
	} else if (e->rules.exit_first) {
		if (dice_exit(e, pos, sq, ph, &out[0]))
			return 1;
	} else if (ph->unused == 3 &&
		   ph->dice[0] + ph->dice[1] == e->rules.exit_roll &&
		   dice_exit(e, pos, sq, ph, &out[0]) && out[0].dice == 3) {
		n++;	/* two dice adding up to the exit roll, as one */
	}
	for (int k = 0; k < ph->ndice; k++) {
		int amount = die_amount(e, ph->dice[k], nest);

		if (!die_open(ph, k))
			continue;
		for (int i = 0; i < PC_PIECES; i++) {
			if (!may_move(e, pos, c, i, nest, amount))
				continue;
			if (pc_move_check(e, pos, sq, c, i, amount, false,
					  &out[n], NULL) == PC_WHY_OK)
				out[n++].dice = (uint8_t)(1u << k);
		}
	}
	if (e->rules.bonus_order == PC_BONUS_ORDER_WITH_DICE &&
	    (ph->owed_captures > 0 || ph->owed_goals > 0))
		n = owed_moves(e, pos, sq, ph, out, n);
	return n;
}

/* Drops the moves that would form again a barrier opened in this turn. */
static size_t
drop_reforming(const struct pc_engine *e, const struct pc_position *pos,
	       const struct pc_squares *sq, struct pc_move *out, size_t n)
{
	size_t kept = 0;

	for (size_t k = 0; k < n; k++)
		if (!pc_move_reforms(e, pos, sq, &out[k], NULL))
			out[kept++] = out[k];
	return kept;
}

/* The moves of a phase, on the square map sq, before the barriers
 * opened in the turn are applied. */
static size_t
phase_moves(const struct pc_engine *e, const struct pc_position *pos,
	    const struct pc_squares *sq, const struct pc_phase *ph,
	    struct pc_move out[PC_PHASE_MOVES])
{
	int c = pc_mover_now(e, pos);
	size_t n = 0;

	if (ph->kind == PC_PHASE_ROLL && e->rules.roll_per_piece)
		return piece_moves(e, pos, sq, ph, out);
	if (ph->kind == PC_PHASE_ROLL)
		return ph->ndice == 1 ? roll_moves(e, pos, sq, ph, out)
				      : dice_moves(e, pos, sq, ph, out);
	if (ph->kind == PC_PHASE_EXIT_AGAIN) {
		int nest = pc_lowest_in_nest(pos, c);

		if (nest < 0 || pc_move_check(e, pos, sq, c, nest, ph->amount,
					      false, &out[0], NULL) != PC_WHY_OK)
			return 0;
		out[0].dice = 1;
		return 1;
	}
	for (int i = 0; i < PC_PIECES; i++) {
		if (ph->mover != PC_NO_PIECE && i != ph->mover)
			continue;
		if (pos->left[c] && pc_piece_waits(e, pos, c, i))
			continue;
		if (pc_move_check(e, pos, sq, c, i, ph->amount, true, &out[n],
				  NULL) == PC_WHY_OK)
			out[n++].bonus = ph->amount;
	}
	return n;
}

/* Every move the phase ph allows the player to move on sq, the map of
 * pos, into out. */
size_t
pc_phase_moves_on(const struct pc_engine *e, const struct pc_position *pos,
	 const struct pc_squares *sq, const struct pc_phase *ph,
	 struct pc_move out[PC_PHASE_MOVES])
{
	size_t n;

	if (ph->kind == PC_PHASE_DONE || ph->third_six || pos->over)
		return 0;
	n = phase_moves(e, pos, sq, ph, out);
	return pos->opened_pairs != 0 ? drop_reforming(e, pos, sq, out, n)
				      : n;
}

/* Every move the phase ph allows the player to move, into out. */
size_t
pc_phase_moves(const struct pc_engine *e, const struct pc_position *pos,
	       const struct pc_phase *ph, struct pc_move out[PC_PHASE_MOVES])
{
	struct pc_squares sq;

	if (ph->kind == PC_PHASE_DONE || ph->third_six || pos->over)
		return 0;
	pc_squares_build(e, pos, &sq);
	return pc_phase_moves_on(e, pos, &sq, ph, out);
}

/* The dice a play used, as a count. */
int
pc_play_dice(const struct pc_play *play)
{
	unsigned used = 0;

	for (int k = 0; k < play->nmoves; k++)
		used |= play->moves[k].dice;
	return pc_dice_count(used);
}

/* bonus_piece mover: notes that piece captured, owed a 20 of its own.
 * A roll can owe two at once (first_five_two's two pieces out, which
 * may both capture), each its capturer's, counted in the order earned;
 * two bits a bonus keep the phase, and the search's memo key, as small
 * as they were. Four fit, and at_once, the only order mover goes with,
 * owes no more than two. */
static void
owe_capture(const struct pc_engine *e, struct pc_phase *ph, int piece)
{
	if (e->rules.bonus_piece == PC_BONUS_PIECE_MOVER &&
	    ph->owed_captures < 4)
		ph->capturers |= (uint8_t)(piece << (2 * ph->owed_captures));
	ph->owed_captures++;
}

/* Moves on to the next bonus owed, or to the end of the roll; with
 * bonus_order with_dice the bonuses owed are moves of the roll's phase,
 * beside the dice. */
static void
owe_next(const struct pc_engine *e, struct pc_phase *ph)
{
	ph->kind = PC_PHASE_DONE;
	ph->mover = PC_NO_PIECE;
	if (e->rules.bonus_order == PC_BONUS_ORDER_WITH_DICE) {
		if (ph->unused != 0 || ph->owed_captures > 0 ||
		    ph->owed_goals > 0)
			ph->kind = PC_PHASE_ROLL;
		return;
	}
	if (ph->owed_captures > 0) {
		ph->owed_captures--;
		ph->kind = PC_PHASE_BONUS;
		ph->amount = (uint8_t)e->rules.capture_bonus;
		if (e->rules.bonus_piece == PC_BONUS_PIECE_MOVER)
			ph->mover = ph->capturers & 3;
		ph->capturers >>= 2;
	} else if (ph->owed_goals > 0) {
		ph->owed_goals--;
		ph->kind = PC_PHASE_BONUS;
		ph->amount = (uint8_t)e->rules.goal_bonus;
	} else if (ph->unused != 0) {
		ph->kind = PC_PHASE_ROLL;	/* the other die */
	}
}

/* What the roll still owes after move m, which is about to be made on
 * pos: the second piece out of a first five, a bonus count, the other
 * die, or nothing. */
void
pc_phase_next(const struct pc_engine *e, const struct pc_position *pos,
	      struct pc_phase *ph, const struct pc_move *m)
{
	if (ph->must_open) {
		ph->opened |= pc_opens_barrier(e, pos, ph, m);
		if (m->colour == ph->barrier_colour)
			ph->barrier_pieces &= (uint8_t)~(1u << m->piece);
	}
	ph->unused &= (uint8_t)~m->dice;
	/* bonus_order with_dice: a bonus counted in the roll's phase. */
	if (ph->kind == PC_PHASE_ROLL && m->bonus != 0) {
		if (m->bonus == e->rules.capture_bonus &&
		    ph->owed_captures > 0)
			ph->owed_captures--;
		else
			ph->owed_goals--;
	}
	if (m->captured != PC_NO_PIECE && e->rules.capture_bonus > 0)
		owe_capture(e, ph, m->piece);
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
pc_phase_settle_on(const struct pc_engine *e, const struct pc_position *pos,
		   const struct pc_squares *sq, struct pc_phase *ph,
		   struct pc_move out[PC_PHASE_MOVES])
{
	for (;;) {
		size_t n = pc_phase_moves_on(e, pos, sq, ph, out);

		if (n > 0 || ph->kind == PC_PHASE_ROLL ||
		    ph->kind == PC_PHASE_DONE)
			return n;
		owe_next(e, ph);
	}
}

size_t
pc_phase_settle(const struct pc_engine *e, const struct pc_position *pos,
		struct pc_phase *ph, struct pc_move out[PC_PHASE_MOVES])
{
	struct pc_squares sq;

	pc_squares_build(e, pos, &sq);
	return pc_phase_settle_on(e, pos, &sq, ph, out);
}
