/* engine-flow.c: applying a play and passing the turn (RULES.md, turn
 * rule 3 and "End"): a 6 rolls again, a third 6 sends the piece moved
 * last back to its nest, finished players leave the rotation, and the
 * game ends when enough of them have finished. */
#include <config.h>

#include "engine-internal.h"

/* Whether colour c is among those who have finished. */
static bool
has_finished(const struct pc_position *pos, int c)
{
	for (int k = 0; k < pos->nfinished; k++)
		if (pos->finished[k] == c)
			return true;
	return false;
}

/* Whether all of colour c's pieces are in the goal. */
static bool
all_home(const struct pc_engine *e, const struct pc_position *pos, int c)
{
	for (int i = 0; i < PC_PIECES; i++)
		if (pos->progress[c][i] < e->board.goal)
			return false;
	return true;
}

/* The next seat in turn order that has a player still playing. */
enum pc_colour
pc_next_player(const struct pc_engine *e, const struct pc_position *pos,
	       enum pc_colour c)
{
	int step = e->rules.turn_order == PC_TURN_ORDER_CLOCKWISE ?
			   PC_NCOLOURS - 1 : 1;
	int next = (int)c;

	for (int k = 0; k < PC_NCOLOURS; k++) {
		next = (next + step) % PC_NCOLOURS;
		if ((pos->playing & (1u << next)) && !has_finished(pos, next))
			return (enum pc_colour)next;
	}
	return c;
}

/* The piece a third 6 sends home, or PC_NO_PIECE: the one moved last
 * (three_sixes nest) or the one furthest along (furthest), unless it is
 * already in its corridor or goal. */
static uint8_t
penalised(const struct pc_engine *e, const struct pc_position *pos)
{
	int c = pos->to_move, best = -1;

	if (e->rules.three_sixes == PC_THREE_SIXES_NEST) {
		best = pos->last_moved == PC_NO_PIECE ? -1 : pos->last_moved;
	} else {
		for (int i = 0; i < PC_PIECES; i++)
			if (pos->progress[c][i] <= e->board.ring_steps &&
			    (best < 0 ||
			     pos->progress[c][i] > pos->progress[c][best]))
				best = i;
	}
	if (best < 0 || pos->progress[c][best] == 0 ||
	    pos->progress[c][best] > e->board.ring_steps)
		return PC_NO_PIECE;
	return (uint8_t)best;
}

/* Whether enough players have finished: places of them, or all but one. */
static bool
game_over(const struct pc_engine *e, const struct pc_position *pos)
{
	int seated = 0, need;

	for (int c = 0; c < PC_NCOLOURS; c++)
		seated += (pos->playing >> c) & 1;
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
	pos->last_moved = PC_NO_PIECE;
	pos->to_move = (uint8_t)next;
}

/* Plays the moves, then settles the turn: a third 6's penalty, a
 * player finishing, the end of the game, and who rolls next. */
void
pc_apply_play(const struct pc_engine *e, struct pc_position *pos, int roll,
	      const struct pc_play *play, struct pc_flow *flow)
{
	struct pc_phase ph;
	struct pc_flow f = {false, false, PC_NO_PIECE, false, 0};
	int c = pos->to_move;
	bool finished = false;

	pc_phase_start(e, pos, roll, &ph);
	for (int k = 0; k < play->nmoves; k++)
		pc_move_apply(pos, &play->moves[k]);
	if (ph.third_six) {
		f.penalty = true;
		f.sent_home = penalised(e, pos);
		if (f.sent_home != PC_NO_PIECE)
			pos->progress[c][f.sent_home] = 0;
	}
	if (!has_finished(pos, c) && all_home(e, pos, c)) {
		pos->finished[pos->nfinished++] = (uint8_t)c;
		finished = true;
	}
	pos->over = game_over(e, pos);
	f.again = !pos->over && !finished && !ph.third_six && roll == 6 &&
		  e->rules.repeat_roll;
	if (f.again)
		pos->sixes++;
	else
		pass_turn(e, pos);
	f.over = pos->over;
	f.next = pos->to_move;
	if (flow != NULL)
		*flow = f;
}
