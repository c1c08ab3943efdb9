/* engine-explain.c: why a written step is not legal, in words a player
 * understands ("piece 3 cannot move 4: the barrier of red on 29 blocks
 * it"). Messages are lower case without a trailing period.
 *
 * The diagnosis asks the same questions as generation, in the order a
 * player thinks: is it my turn to move at all, is the count right, can the
 * piece go there, and does an obligation of the roll forbid it. With two
 * dice each die the step may mean is tried; a step the board and the
 * phase allow is refused by the rules on whole plays (doubles open a
 * barrier, as many dice as can be used). */
#include <config.h>

#include <stdio.h>

#include "gettext.h"
#include "buffer.h"
#include "engine-internal.h"

/* A step being diagnosed: the piece it names and the count it uses. */
struct subject {
	int piece;		/* 0..3, or -1 */
	int amount;		/* what the phase counts */
	int written;		/* what the step wrote, or 0 */
};

/* The record's name of tracked square `square`. */
static const char *
place_name(const struct pc_engine *e, int square, char buf[PC_PLACE_TEXT_MAX])
{
	return pc_place_format(pc_board_square_place(&e->board, square), buf);
}

/* The first legal move of the phase, to name it when a pass is refused.
 * With none, the pass came after a move: the play had ended there. */
static enum pc_reason
refuse_pass(const struct pc_engine *e, const struct pc_position *pos,
	    const struct pc_phase *ph, struct pc_why *why)
{
	struct pc_move moves[PC_PHASE_MOVES];

	if (pc_phase_moves(e, pos, ph, moves) == 0)
		return PC_WHY_TURN_OVER;
	why->piece = moves[0].from == 0 ? -1 : moves[0].piece;
	why->need = moves[0].amount;
	return PC_WHY_MUST_MOVE;
}

/* The obligation of the roll that excludes a move the board allows. */
static enum pc_reason
obligation(const struct pc_engine *e, const struct pc_position *pos,
	   const struct pc_phase *ph, struct pc_why *why)
{
	struct pc_move moves[PC_PHASE_MOVES];
	size_t n;

	if (ph->kind == PC_PHASE_BONUS) {
		why->piece = ph->mover;
		return PC_WHY_MOVER_ONLY;
	}
	n = pc_phase_moves(e, pos, ph, moves);
	if (n > 0 && moves[0].from == 0)
		return PC_WHY_MUST_EXIT;
	/* Name the barriers the opening moves leave: four pieces make at
	 * most two. */
	why->square = n > 0 ? pc_board_square(&e->board, moves[0].colour,
					      moves[0].from) : 0;
	why->square2 = 0;
	for (size_t k = 1; k < n; k++) {
		int s = pc_board_square(&e->board, moves[k].colour,
					moves[k].from);

		if (s != why->square)
			why->square2 = s;
	}
	return PC_WHY_MUST_OPEN;
}

/* Finds the piece a step names; a reason when it names none. */
static enum pc_reason
name_piece(const struct pc_engine *e, const struct pc_position *pos,
	   const struct pc_phase *ph, const struct pc_step *step,
	   struct subject *sub)
{
	int c = pc_mover(e, pos), nest = pc_lowest_in_nest(pos, c);

	if (step->has_colour && step->colour != c)
		return PC_WHY_NOT_YOURS;
	if (step->piece > PC_PIECES)
		return PC_WHY_NO_SUCH_PIECE;
	sub->piece = step->piece == 0 ? nest : step->piece - 1;
	if (sub->piece < 0)
		return ph->kind == PC_PHASE_BONUS ? PC_WHY_BONUS_FROM_NEST
						  : PC_WHY_NEST_EMPTY;
	if (pos->progress[c][sub->piece] != 0)
		return PC_WHY_OK;
	if (ph->kind == PC_PHASE_BONUS)
		return PC_WHY_BONUS_FROM_NEST;
	if (ph->ndice > 1)
		return PC_WHY_OK;	/* the dice decide: dice_diagnose */
	if (ph->roll != e->rules.exit_roll)
		return step->piece == 0 ? PC_WHY_NOT_EXIT_ROLL : PC_WHY_IN_NEST;
	return sub->piece != nest ? PC_WHY_NOT_LOWEST : PC_WHY_OK;
}

/* The rules on whole plays that exclude a move the board and the phase
 * allow (m, NULL for a bonus): doubles that must open a barrier, or as
 * many dice as can be used. */
static enum pc_reason
whole_play(const struct pc_engine *e, const struct pc_position *pos,
	   const struct pc_phase *ph, const struct pc_move *m,
	   struct pc_why *why)
{
	int c = ph->barrier_colour;

	if (!ph->goal_open || ph->opened ||
	    (m != NULL && pc_opens_barrier(e, pos, ph, m)))
		return PC_WHY_MORE_DICE;
	/* Name the barriers that stood before the roll and still may be
	 * opened: four pieces make at most two. */
	why->square = why->square2 = 0;
	for (int i = 0; i < PC_PIECES; i++) {
		int s = pc_board_square(&e->board, c, pos->progress[c][i]);

		if (!(ph->barrier_pieces & (1u << i)) || s == why->square)
			continue;
		if (why->square == 0)
			why->square = s;
		else
			why->square2 = s;
	}
	return PC_WHY_MUST_OPEN_DOUBLES;
}

/* The obligations of a two-dice roll that exclude move m, which the
 * board and the barriers opened in the turn allow: a piece must come
 * out, and the rules on whole plays. */
static enum pc_reason
dice_obligation(const struct pc_engine *e, const struct pc_position *pos,
		const struct pc_phase *ph, const struct pc_move *m,
		struct pc_why *why)
{
	struct pc_move moves[PC_PHASE_MOVES];
	size_t n = pc_phase_moves(e, pos, ph, moves);

	if (n > 0 && moves[0].from == 0 && m->from != 0)
		return moves[0].dice == 3 ? PC_WHY_MUST_EXIT_SUM
					  : PC_WHY_MUST_EXIT;
	return whole_play(e, pos, ph, m, why);
}

/* The counts the unused dice offer piece: each die, and their sum when
 * it brings the piece out; returns how many, with each one's dice. */
static int
dice_counts(const struct pc_engine *e, const struct pc_position *pos,
	    const struct pc_phase *ph, bool in_nest,
	    int amounts[PC_ROLL_DICE + 1], uint8_t dice[PC_ROLL_DICE + 1])
{
	int n = 0;

	for (int k = 0; k < ph->ndice; k++) {
		if (ph->unused & (1u << k)) {
			amounts[n] = pc_die_amount(e, pos, ph->dice[k]);
			dice[n++] = (uint8_t)(1u << k);
		}
	}
	if (in_nest && ph->unused == 3 &&
	    ph->dice[0] + ph->dice[1] == e->rules.exit_roll) {
		amounts[n] = e->rules.exit_roll;
		dice[n++] = 3;
	}
	return n;
}

/* Why a die's step of a two-dice roll cannot be played: each die that
 * fits the step is tried; the first the board refuses is explained. */
static enum pc_reason
dice_diagnose(const struct pc_engine *e, const struct pc_position *pos,
	      const struct pc_phase *ph, const struct pc_step *step,
	      struct subject *sub, struct pc_why *why)
{
	int c = pc_mover(e, pos), amounts[PC_ROLL_DICE + 1], n;
	int x = e->rules.exit_roll;
	bool in_nest = pos->progress[c][sub->piece] == 0, exit = false;
	enum pc_reason first = PC_WHY_NO_SUCH_DIE;
	struct pc_squares sq;
	struct pc_move m;
	struct pc_why w;
	uint8_t dice[PC_ROLL_DICE + 1];

	n = dice_counts(e, pos, ph, in_nest, amounts, dice);
	sub->written = step->has_amount ? step->amount : 0;
	pc_squares_build(e, pos, &sq);
	for (int i = 0; i < n; i++) {
		enum pc_reason r;

		if (step->has_amount && step->amount != amounts[i])
			continue;
		exit |= amounts[i] == x;
		w = *why;
		r = pc_move_check(e, pos, &sq, c, sub->piece, amounts[i], false,
				  &m, &w);
		if (r == PC_WHY_OK && in_nest &&
		    sub->piece != pc_lowest_in_nest(pos, c))
			r = PC_WHY_NOT_LOWEST;
		if (r == PC_WHY_OK && pc_move_reforms(e, pos, &sq, &m, &w))
			r = PC_WHY_REFORM;
		if (r == PC_WHY_OK) {
			sub->amount = amounts[i];
			m.dice = dice[i];
			return dice_obligation(e, pos, ph, &m, why);
		}
		if (first == PC_WHY_NO_SUCH_DIE) {
			first = r;
			*why = w;
			sub->amount = amounts[i];
		}
	}
	if (in_nest && !exit)
		return PC_WHY_IN_NEST;
	return first;
}

/* Why step cannot be played in phase ph; fills why's facts. */
static enum pc_reason
diagnose(const struct pc_engine *e, const struct pc_position *pos,
	 const struct pc_phase *ph, const struct pc_step *step,
	 struct subject *sub, struct pc_why *why)
{
	struct pc_squares sq;
	struct pc_move m;
	enum pc_reason r;

	if (pos->over || step == NULL)
		return PC_WHY_GAME_OVER;
	if (ph->kind == PC_PHASE_DONE)
		return PC_WHY_TURN_OVER;
	if (ph->third_six)
		return PC_WHY_THIRD_SIX;
	if (step->pass)
		return refuse_pass(e, pos, ph, why);
	r = name_piece(e, pos, ph, step, sub);
	if (r != PC_WHY_OK)
		return r;
	if (ph->kind == PC_PHASE_ROLL && ph->ndice > 1)
		return dice_diagnose(e, pos, ph, step, sub, why);
	if (ph->kind == PC_PHASE_EXIT_AGAIN &&
	    pos->progress[pc_mover(e, pos)][sub->piece] != 0)
		return PC_WHY_MUST_EXIT_TWO;
	sub->written = step->has_amount ? step->amount : 0;
	if (step->has_amount && step->amount != ph->amount)
		return PC_WHY_WRONG_AMOUNT;
	pc_squares_build(e, pos, &sq);
	r = pc_move_check(e, pos, &sq, pc_mover(e, pos), sub->piece,
			  ph->amount, ph->kind == PC_PHASE_BONUS, &m, why);
	if (r != PC_WHY_OK)
		return r;
	if (pc_move_reforms(e, pos, &sq, &m, why))
		return PC_WHY_REFORM;
	if (ph->ndice > 1 && (ph->mover == PC_NO_PIECE ||
			      ph->mover == sub->piece))
		return whole_play(e, pos, ph, NULL, why);
	return obligation(e, pos, ph, why);
}

/* The message for a count that is not the one due. */
static void
wrong_amount(const struct pc_engine *e, const struct pc_phase *ph,
	     const struct subject *sub, char *buf, size_t size)
{
	int written = sub->written, due = ph->amount;

	if (ph->kind == PC_PHASE_BONUS)
		snprintf(buf, size,
			 _("piece %d cannot move %d: the count is %d"),
			 sub->piece + 1, written, due);
	else if (ph->roll == 6 && due != 6 && written == 6)
		snprintf(buf, size,
			 _("piece %d cannot move 6: a 6 counts %d when "
			   "no piece is in the nest"),
			 sub->piece + 1, due);
	else if (ph->roll == 6 && written == e->rules.six_all_out)
		snprintf(buf, size, _("piece %d cannot move %d: a 6 counts %d "
			 "only when no piece is in the nest"), sub->piece + 1,
			 written, written);
	else
		snprintf(buf, size,
			 _("piece %d cannot move %d: the roll is %d"),
			 sub->piece + 1, written, ph->roll);
}

/* The message for a barrier in the way. */
static void
barrier(const struct pc_engine *e, const struct pc_position *pos,
	const struct subject *sub, const struct pc_why *why, char *buf,
	size_t size)
{
	char sq[PC_PLACE_TEXT_MAX];
	const char *at = place_name(e, why->square, sq);

	if (why->owner == pc_mover(e, pos))
		snprintf(buf, size,
			 _("piece %d cannot move %d: your barrier on %s "
			   "blocks it"),
			 sub->piece + 1, sub->amount, at);
	else if (why->owner >= 0)
		snprintf(buf, size,
			 _("piece %d cannot move %d: the barrier of %s "
			   "on %s blocks it"),
			 sub->piece + 1, sub->amount,
			 pc_colour_shown((enum pc_colour)why->owner), at);
	else
		snprintf(buf, size,
			 _("piece %d cannot move %d: the barrier on %s "
			   "blocks it"),
			 sub->piece + 1, sub->amount, at);
}

/* The messages about coming out of the nest. */
static void
nest(const struct pc_engine *e, const struct pc_phase *ph,
     const struct subject *sub, const struct pc_why *why, char *buf,
     size_t size)
{
	char sq[PC_PLACE_TEXT_MAX];
	int p = sub->piece + 1;

	switch (why->reason) {
	case PC_WHY_IN_NEST:
		if (ph->ndice > 1)
			snprintf(buf, size,
				 _("piece %d is in the nest: only a %d, "
				   "or dice adding up to %d, bring it out"),
				 p, e->rules.exit_roll, e->rules.exit_roll);
		else
			snprintf(buf, size,
				 _("piece %d is in the nest: only a %d "
				   "brings it out"),
				 p, e->rules.exit_roll);
		break;
	case PC_WHY_BONUS_FROM_NEST:
		snprintf(buf, size,
			 _("a count of %d cannot bring a piece out of "
			   "the nest"),
			 ph->amount);
		break;
	case PC_WHY_NEST_EMPTY:
		snprintf(buf, size, _("no piece is in the nest"));
		break;
	case PC_WHY_NOT_EXIT_ROLL:
		snprintf(buf, size,
			 _("only a %d brings a piece out: the roll is "
			   "%d"),
			 e->rules.exit_roll, ph->roll);
		break;
	case PC_WHY_NOT_LOWEST:
		snprintf(buf, size, _("piece %d cannot come out: piece %d, the "
			 "lowest-numbered in the nest, comes out first"), p,
			 why->piece + 1);
		break;
	case PC_WHY_EXIT_OWN:
		snprintf(buf, size,
			 _("piece %d cannot come out: two of your "
			   "pieces are on %s"),
			 p, place_name(e, why->square, sq));
		break;
	case PC_WHY_EXIT_BARRIER:
		snprintf(buf, size,
			 _("piece %d cannot come out: the barrier of "
			   "%s on %s blocks it"),
			 p, pc_colour_shown((enum pc_colour)why->owner),
			 place_name(e, why->square, sq));
		break;
	default:
		snprintf(buf, size,
			 _("piece %d cannot come out: %s already holds "
			   "two pieces"),
			 p, place_name(e, why->square, sq));
		break;
	}
}

/* The messages of the obligations of two dice. */
static bool
dice_obliged(const struct pc_engine *e, const struct subject *sub,
	     const struct pc_why *why, char *buf, size_t size)
{
	char sq[PC_PLACE_TEXT_MAX], other[PC_PLACE_TEXT_MAX];
	int x = e->rules.exit_roll;

	switch (why->reason) {
	case PC_WHY_MUST_EXIT_SUM:
		snprintf(buf, size,
			 _("the dice add up to %d: a piece must come "
			   "out"),
			 x);
		return true;
	case PC_WHY_REFORM:
		snprintf(buf, size, _("piece %d cannot move %d: it opened a "
			 "barrier with piece %d in this turn and may not form "
			 "it again on %s"), sub->piece + 1, sub->amount,
			 why->piece + 1, place_name(e, why->square, sq));
		return true;
	case PC_WHY_MORE_DICE:
		snprintf(buf, size,
			 _("piece %d cannot move %d: the other die "
			   "could then not be used, and both can"),
			 sub->piece + 1, sub->amount);
		return true;
	case PC_WHY_MUST_OPEN_DOUBLES:
		if (why->square2 > 0)
			snprintf(buf, size, _("doubles must open one of your "
					      "barriers, on %s or %s"),
				 place_name(e, why->square, sq),
				 place_name(e, why->square2, other));
		else
			snprintf(buf, size,
				 _("doubles must open your barrier on "
				   "%s"),
				 place_name(e, why->square, sq));
		return true;
	default:
		return false;
	}
}

/* The messages of the roll's obligations. */
static void
obliged(const struct pc_engine *e, const struct pc_phase *ph,
	const struct pc_why *why, char *buf, size_t size)
{
	char sq[PC_PLACE_TEXT_MAX], other[PC_PLACE_TEXT_MAX];

	if (why->reason == PC_WHY_MUST_EXIT)
		snprintf(buf, size, _("a %d must bring a piece out"),
			 e->rules.exit_roll);
	else if (why->reason == PC_WHY_MUST_EXIT_TWO)
		snprintf(buf, size, _("the first %d brings out two pieces"),
			 e->rules.exit_roll);
	else if (why->reason == PC_WHY_MOVER_ONLY)
		snprintf(buf, size,
			 _("only piece %d, which captured, may count "
			   "the %d"),
			 why->piece + 1, ph->amount);
	else if (why->square2 > 0)
		snprintf(buf, size,
			 _("a 6 must open one of your barriers, on %s "
			   "or %s"),
			 place_name(e, why->square, sq),
			 place_name(e, why->square2, other));
	else
		snprintf(buf, size, _("a 6 must open your barrier on %s"),
			 place_name(e, why->square, sq));
}

/* The message of a refused pass. */
static void
cannot_pass(const struct pc_why *why, char *buf, size_t size)
{
	if (why->piece < 0)
		snprintf(buf, size, _("you cannot pass: a piece can come out"));
	else
		snprintf(buf, size, _("you cannot pass: piece %d can move %d"),
			 why->piece + 1, why->need);
}

/* The message for a step naming pieces of a colour the player does not
 * move now: in pairs the partner's before the player's own are home, or
 * the player's own once they are. */
static void
not_yours(const struct pc_engine *e, const struct pc_position *pos,
	  const struct pc_step *step, char *buf, size_t size)
{
	char text[PC_STEP_TEXT_MAX];
	int c = pos->to_move, mover = pc_mover(e, pos);

	pc_step_format(step, text);
	if (mover != c && step->colour == c)
		snprintf(buf, size, _("piece %s is already home: you move %s's "
				      "pieces now"), text,
			 pc_colour_shown((enum pc_colour)mover));
	else if (pc_partner(e, pos, c) == step->colour)
		snprintf(buf, size, _("piece %s is your partner's: you move it "
				      "once your own four are home"), text);
	else
		snprintf(buf, size, _("piece %s is not yours"), text);
}

/* The messages about the turn rather than a piece; false for others. */
static bool
turn_message(const struct pc_engine *e, const struct pc_position *pos,
	     const struct pc_phase *ph, const struct pc_step *step,
	     const struct pc_why *why, char *buf, size_t size)
{
	switch (why->reason) {
	case PC_WHY_GAME_OVER:
		snprintf(buf, size, _("the game is over"));
		return true;
	case PC_WHY_TURN_OVER:
		snprintf(buf, size, _("the roll is played out: nothing is left "
				      "to move"));
		return true;
	case PC_WHY_THIRD_SIX:
		snprintf(buf, size,
			 ph->ndice > 1
			     ? _("the third doubles in a row "
				 "are not played")
			     : _("the third 6 in a row is not played"));
		return true;
	case PC_WHY_MUST_MOVE:
		cannot_pass(why, buf, size);
		return true;
	case PC_WHY_NO_SUCH_PIECE:
		snprintf(buf, size,
			 _("piece %d does not exist (pieces are 1 to "
			   "%d)"),
			 step->piece, PC_PIECES);
		return true;
	case PC_WHY_NOT_YOURS:
		not_yours(e, pos, step, buf, size);
		return true;
	default:
		return false;
	}
}

/* The message for a count no unused die makes: a 6 counted as more, or
 * a number that is on no die left. */
static void
dice_left(const struct pc_engine *e, const struct pc_position *pos,
	  const struct pc_phase *ph, const struct subject *sub, char *buf,
	  size_t size)
{
	int p = sub->piece + 1, w = sub->written;

	for (int k = 0; k < ph->ndice; k++)
		if ((ph->unused & (1u << k)) && ph->dice[k] == w &&
		    pc_die_amount(e, pos, w) != w) {
			snprintf(buf, size,
				 _("piece %d cannot move 6: a 6 counts "
				   "%d when no piece is in the nest"),
				 p, pc_die_amount(e, pos, w));
			return;
		}
	if (ph->unused == 3 && ph->ndice == 2) {
		snprintf(buf, size,
			 _("piece %d cannot move %d: the dice are %d "
			   "and %d"),
			 p, w, ph->dice[0], ph->dice[1]);
	} else if (__builtin_popcount(ph->unused) == 1) {
		snprintf(buf, size,
			 _("piece %d cannot move %d: the die left is "
			   "%d"),
			 p, w, ph->dice[__builtin_ctz(ph->unused)]);
	} else {
		char left[32];
		size_t n = 0;

		left[0] = '\0';
		for (int k = 0; k < ph->ndice && n + 4 < sizeof left; k++)
			if (ph->unused & (1u << k))
				pc_fixed_appendf(left, sizeof left, &n,
						      "%s%d", n ? ", " : "",
						      ph->dice[k]);
		/* doubles_faces: four amounts, "3, 3, 4, 4" */
		snprintf(buf, size,
			 _("piece %d cannot move %d: the amounts left are %s"),
			 p, w, left);
	}
}

/* The messages of a piece the board stops; false for other reasons. */
static bool
piece_message(const struct pc_engine *e, const struct pc_position *pos,
	      const struct pc_phase *ph, const struct subject *sub,
	      const struct pc_why *why, char *buf, size_t size)
{
	char at[PC_PLACE_TEXT_MAX];
	int p = sub->piece + 1;

	switch (why->reason) {
	case PC_WHY_OK:		/* not reached: a legal step is followed */
		snprintf(buf, size, _("piece %d cannot move %d"), p,
			 sub->amount);
		return true;
	case PC_WHY_WRONG_AMOUNT:
		wrong_amount(e, ph, sub, buf, size);
		return true;
	case PC_WHY_IN_GOAL:
		snprintf(buf, size, _("piece %d is already in the goal"), p);
		return true;
	case PC_WHY_NO_SUCH_DIE:
		dice_left(e, pos, ph, sub, buf, size);
		return true;
	case PC_WHY_OVERSHOOT:
		if (e->rules.goal_entry == PC_GOAL_ENTRY_BOUNCE)
			snprintf(buf, size,
				 _("piece %d cannot move %d: it would bounce "
				   "back out of its corridor"),
				 p, sub->amount);
		else
			snprintf(buf, size,
				 _("piece %d needs exactly %d to reach the "
				   "goal"),
				 p, why->need);
		return true;
	case PC_WHY_BARRIER:
		barrier(e, pos, sub, why, buf, size);
		return true;
	case PC_WHY_FULL:
		snprintf(buf, size,
			 _("piece %d cannot move %d: %s already holds "
			   "two pieces"),
			 p, sub->amount, place_name(e, why->square, at));
		return true;
	case PC_WHY_SAFE_HELD:
		snprintf(buf, size, _("piece %d cannot move %d: %s is a safe "
				      "square held by %s"), p, sub->amount,
			 place_name(e, why->square, at),
			 pc_colour_shown((enum pc_colour)why->owner));
		return true;
	default:
		return false;
	}
}

/* roll_per_piece: every die's move is compulsory and made in piece
 * order, so a step refused while a die is due names another move than
 * the one due; false when no die is due (a bonus is explained as usual). */
static bool
piece_order(const struct pc_engine *e, const struct pc_position *pos,
	    const struct pc_phase *ph, const struct pc_step *step, char *buf,
	    size_t size)
{
	struct pc_move moves[PC_PHASE_MOVES];

	if (!e->rules.roll_per_piece || ph->kind != PC_PHASE_ROLL ||
	    pos->over || step == NULL)
		return false;
	if (pc_phase_moves(e, pos, ph, moves) == 0) {
		snprintf(buf, size, _("the roll is played out: nothing is left "
				      "to move"));
		return true;
	}
	if (step->pass)
		snprintf(buf, size, _("you cannot pass: piece %d can move %d"),
			 moves[0].piece + 1, moves[0].amount);
	else
		snprintf(buf, size, _("piece %d moves %d now: each piece moves "
				      "by its own die, in piece order"),
			 moves[0].piece + 1, moves[0].amount);
	return true;
}

/* Explains why step may not be played in phase ph: the turn, the piece
 * on the board, the roll's obligations, or the nest. */
void
pc_explain_step(const struct pc_engine *e, const struct pc_position *pos,
		const struct pc_phase *ph, const struct pc_step *step,
		char *buf, size_t size)
{
	struct subject sub = {-1, ph->amount, 0};
	struct pc_why why = {PC_WHY_OK, 0, 0, -1, 0, -1};

	if (piece_order(e, pos, ph, step, buf, size))
		return;
	why.reason = diagnose(e, pos, ph, step, &sub, &why);
	if (why.reason == PC_WHY_NOT_LOWEST)
		why.piece = pc_lowest_in_nest(pos, pc_mover(e, pos));
	if (turn_message(e, pos, ph, step, &why, buf, size) ||
	    piece_message(e, pos, ph, &sub, &why, buf, size) ||
	    dice_obliged(e, &sub, &why, buf, size))
		return;
	if (why.reason == PC_WHY_MUST_EXIT ||
	    why.reason == PC_WHY_MUST_EXIT_TWO ||
	    why.reason == PC_WHY_MUST_OPEN || why.reason == PC_WHY_MOVER_ONLY)
		obliged(e, ph, &why, buf, size);
	else
		nest(e, ph, &sub, &why, buf, size);
}
