/* engine-flow.c: applying a play and passing the turn (parchis(6),
 * RULE OPTIONS: repeat_roll, three_sixes, teams): a 6 (with two dice, doubles)
 * rolls again, the third sends the piece moved last back to its nest,
 * finished players leave the rotation, and the game ends when enough of
 * them have finished. In pairs a side finishes with all eight pieces
 * home; until then a player whose own four are home keeps their turns
 * and moves the partner's pieces.
 *
 * With a roll per piece (the team event) each piece keeps its own count
 * of 6s: the pieces that rolled a 6 roll again, alone, and a piece's third
 * 6 sends it back to the nest once the roll is played. */
#include <config.h>

#include "engine-internal.h"

bool
pc_has_finished(const struct pc_engine *e, const struct pc_position *pos,
		int c)
{
	int p = e->rules.teams == PC_TEAMS_PAIRS ? pc_partner(e, pos, c) : -1;

	for (int k = 0; k < pos->nfinished; k++)
		if (pos->finished[k] == c || pos->finished[k] == p)
			return true;
	return false;
}

/* Whether colour c's side has all its pieces in the goal. Inline: it is
 * asked after every play. */
static inline __attribute__((always_inline)) bool
side_home(const struct pc_engine *e, const struct pc_position *pos, int c)
{
	int p;

	if (!pc_all_home(e, pos, c))
		return false;
	p = pc_partner(e, pos, c);
	return p < 0 || pc_all_home(e, pos, p);
}

/* The sides seated: players, or in pairs the pairs (a player whose
 * partner has no seat is a side alone). */
static int
sides(const struct pc_engine *e, const struct pc_position *pos)
{
	int n = 0;

	for (int c = 0; c < e->board.seats; c++) {
		int p = pc_partner(e, pos, c);

		if ((pos->playing & (1u << c)) && (p < 0 || c < p))
			n++;
	}
	return n;
}

/* The next seat in turn order that has a player still playing. */
enum pc_colour
pc_next_player(const struct pc_engine *e, const struct pc_position *pos,
	       enum pc_colour c)
{
	int seats = e->board.seats;
	int step = e->rules.turn_order == PC_TURN_ORDER_CLOCKWISE ?
			   seats - 1 : 1;
	int next = (int)c;

	for (int k = 0; k < seats; k++) {
		/* (next + step) % seats, without a division: both are less
		 * than seats. */
		next += step;
		if (next >= seats)
			next -= seats;
		if ((pos->playing & (1u << next)) &&
		    !pc_has_finished(e, pos, next))
			return (enum pc_colour)next;
	}
	return c;
}

/* The piece a third 6 sends home, or PC_NO_PIECE: the one moved last
 * (three_sixes nest), of whichever colour it was, unless it is already in
 * its corridor or goal; or (furthest, the American rule) the one furthest
 * along that is not home, on its corridor too. */
static uint8_t
penalised(const struct pc_engine *e, const struct pc_position *pos, int *c)
{
	int best = -1;

	*c = pc_mover(e, pos);
	if (e->rules.three_sixes == PC_THREE_SIXES_NEST) {
		*c = pos->last_colour;
		best = pos->last_moved == PC_NO_PIECE ? -1 : pos->last_moved;
		if (best >= 0 && pos->progress[*c][best] > e->board.ring_steps)
			return PC_NO_PIECE;
	} else {
		for (int i = 0; i < PC_PIECES; i++)
			if (pos->progress[*c][i] < e->board.goal &&
			    (best < 0 ||
			     pos->progress[*c][i] > pos->progress[*c][best]))
				best = i;
	}
	if (best < 0 || pos->progress[*c][best] == 0)
		return PC_NO_PIECE;
	return (uint8_t)best;
}

/* Whether enough sides have finished: places of them, or all but one. */
static bool
game_over(const struct pc_engine *e, const struct pc_position *pos)
{
	int seated, need;

	if (pos->nfinished == 0)
		return false;	/* nobody has finished: the common case */
	seated = sides(e, pos);

	need = seated - 1 < e->rules.places ? seated - 1 : e->rules.places;
	return pos->nfinished >= (need < 1 ? 1 : need);
}

/* Gives the dice to the next player, with a fresh count of 6s. */
static void
pass_turn(const struct pc_engine *e, struct pc_position *pos)
{
	enum pc_colour next = pc_next_player(e, pos,
					     (enum pc_colour)pos->to_move);

	pos->sixes = 0;
	pos->opened_pairs = 0;
	pos->rolling = (1u << PC_PIECES) - 1;
	for (int i = 0; i < PC_PIECES; i++)
		pos->piece_sixes[i] = 0;
	pos->last_moved = PC_NO_PIECE;
	pos->last_colour = (uint8_t)next;
	pos->to_move = (uint8_t)next;
}

/* Sends the piece a third 6 (doubles) names back to its nest. */
static void
penalise(const struct pc_engine *e, struct pc_position *pos,
	 struct pc_flow *f)
{
	int c;

	f->penalty = true;
	f->sent_home = penalised(e, pos, &c);
	f->sent_colour = (uint8_t)c;
	if (f->sent_home != PC_NO_PIECE)
		pos->progress[c][f->sent_home] = 0;
}

/* roll_per_piece: sends home the pieces whose third 6 was not played
 * (corridor and goal excepted), and returns the pieces that roll again:
 * those whose die was a 6 and that are neither home nor waiting for a
 * teammate. */
static unsigned
piece_sixes(const struct pc_engine *e, struct pc_position *pos,
	    const struct pc_phase *ph, struct pc_flow *f)
{
	int c = pos->to_move;
	unsigned again = 0;

	for (int k = 0; k < ph->ndice; k++) {
		int i = ph->die_piece[k];

		if (ph->third_sixes & (1u << i)) {
			f->penalty = true;
			if (pos->progress[c][i] > e->board.ring_steps ||
			    pos->progress[c][i] == 0)
				continue;
			pos->progress[c][i] = 0;
			f->sent_home = (uint8_t)i;
			f->sent_colour = (uint8_t)c;
		} else if (ph->dice[k] == 6 &&
			   pos->progress[c][i] < e->board.goal &&
			   !pc_piece_waits(e, pos, c, i)) {
			again |= 1u << i;
		}
	}
	return again;
}

/* Plays the moves, then settles the turn: a third 6's penalty, a
 * player finishing, the end of the game, and who rolls next. */
void
pc_apply_play(const struct pc_engine *e, struct pc_position *pos,
	      const uint8_t *dice, int ndice, const struct pc_play *play,
	      struct pc_flow *flow)
{
	struct pc_phase ph;
	struct pc_flow f = {false, false, PC_NO_PIECE, 0, false, 0};
	int c = pos->to_move;
	unsigned sixes = 0;
	bool finished = false, again;

	/* Only the roll's facts: the moves are the play's, already judged. */
	pc_phase_roll(e, pos, dice, ndice, &ph);
	for (int k = 0; k < play->nmoves; k++)
		pc_move_apply(e, pos, &play->moves[k]);
	if (ph.third_six)
		penalise(e, pos, &f);
	if (e->rules.roll_per_piece)
		sixes = piece_sixes(e, pos, &ph, &f);
	if (!pc_has_finished(e, pos, c) && side_home(e, pos, c)) {
		pos->finished[pos->nfinished++] = (uint8_t)c;
		finished = true;
	}
	pos->over = game_over(e, pos);
	again = e->rules.roll_per_piece ? sixes != 0
	      : ndice == 1		? dice[0] == 6
					: ph.doubles;
	f.again = !pos->over && !finished && !ph.third_six && again &&
		  e->rules.repeat_roll;
	if (f.again) {
		pos->sixes++;
		for (int i = 0; i < PC_PIECES && e->rules.roll_per_piece; i++)
			if (sixes & (1u << i))
				pos->piece_sixes[i]++;
		if (e->rules.roll_per_piece)
			pos->rolling = (uint8_t)sixes;
	} else {
		pass_turn(e, pos);
	}
	f.over = pos->over;
	f.next = pos->to_move;
	pc_position_make_room(pos);
	if (flow != NULL)
		*flow = f;
}

void
pc_position_finish_setup(const struct pc_engine *e, struct pc_position *pos)
{
	for (int c = 0; c < e->board.seats; c++)
		if ((pos->playing & (1u << c)) && !pc_has_finished(e, pos, c) &&
		    side_home(e, pos, c))
			pos->finished[pos->nfinished++] = (uint8_t)c;
	pos->over = game_over(e, pos);
	if (!pos->over && pc_has_finished(e, pos, pos->to_move)) {
		pos->to_move = (uint8_t)pc_next_player(
			e, pos, (enum pc_colour)pos->to_move);
		pos->last_colour = pos->to_move;
	}
}

/* Whether a third 6 can send piece i of colour m home though nobody
 * moves: three_sixes furthest takes the piece furthest along, on the ring
 * or in its corridor, and with a roll per piece each piece's own 6s count
 * (a piece on the ring goes back to its nest); either way the position
 * changes. */
static bool
sent_home_unmoved(const struct pc_engine *e, const struct pc_position *pos,
		  int m, int i)
{
	bool penalties = e->rules.three_sixes == PC_THREE_SIXES_FURTHEST ||
			 (e->rules.roll_per_piece &&
			  e->rules.three_sixes != PC_THREE_SIXES_NONE);
	int last = e->rules.three_sixes == PC_THREE_SIXES_FURTHEST
			   ? e->board.goal - 1
			   : e->board.ring_steps;

	return penalties && e->rules.repeat_roll && pos->progress[m][i] > 0 &&
	       pos->progress[m][i] <= last;
}

bool
pc_position_stuck(const struct pc_engine *e, const struct pc_position *pos,
		  unsigned players)
{
	struct pc_squares sq;
	struct pc_move move;	/* the move found, unused */

	pc_squares_build(e, pos, &sq);
	for (int c = 0; c < e->board.seats; c++) {
		int m = pc_mover_of(e, pos, c);

		if (!(players & (1u << c)) || !(pos->playing & (1u << c)))
			continue;
		for (int i = 0; i < PC_PIECES; i++) {
			if (pc_piece_waits(e, pos, m, i))
				continue;
			if (sent_home_unmoved(e, pos, m, i))
				return false;
			for (int amount = 1; amount <= 6; amount++)
				if (pc_move_check(e, pos, &sq, m, i, amount,
						  false, &move, NULL) ==
				    PC_WHY_OK)
					return false;
			if (pc_move_check(e, pos, &sq, m, i,
					  e->rules.six_all_out, false, &move,
					  NULL) == PC_WHY_OK)
				return false;
		}
	}
	return true;
}
