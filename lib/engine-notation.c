/* engine-notation.c: a play in the notation of parchis(6), MOVE
 * NOTATION, in either form of engine.h (enum pc_notation).
 *
 * Every step is written with its amount, so that a record the referee
 * writes back needs no completion. */
#include <config.h>

#include <string.h>

#include "engine-internal.h"

size_t
pc_play_steps(const struct pc_engine *e, const struct pc_play *play,
	      enum pc_notation form, struct pc_step out[PC_PLAY_MOVES])
{
	if (play->nmoves == 0) {
		memset(&out[0], 0, sizeof out[0]);
		out[0].pass = true;
		return 1;
	}
	for (int k = 0; k < play->nmoves; k++) {
		const struct pc_move *m = &play->moves[k];

		memset(&out[k], 0, sizeof out[k]);
		/* Pairs: a player moving the partner's pieces names them,
		 * with a number even coming out ("r3+5": "r+5" is no step). */
		out[k].has_colour = m->colour != play->player;
		if (out[k].has_colour)
			out[k].colour = m->colour;
		/* Short: the lowest-numbered piece in the nest comes out,
		 * "+5" (with a roll per piece the piece whose die it was,
		 * named). */
		out[k].piece = form == PC_NOTATION_SHORT && m->from == 0 &&
					       !out[k].has_colour &&
					       !e->rules.roll_per_piece
				       ? 0
				       : (uint8_t)(m->piece + 1);
		out[k].has_amount = true;
		out[k].amount = m->amount;
	}
	return play->nmoves;
}

const char *
pc_play_format(const struct pc_engine *e, const struct pc_play *play,
	       enum pc_notation form, char buf[PC_PLAY_TEXT_MAX])
{
	struct pc_step steps[PC_PLAY_MOVES];
	char text[PC_STEP_TEXT_MAX];
	size_t n = pc_play_steps(e, play, form, steps), len = 0;

	/* PC_PLAY_TEXT_MAX holds PC_PLAY_MOVES steps of the longest, a
	 * space between each two and the end. */

	buf[0] = '\0';
	for (size_t k = 0; k < n; k++) {
		pc_step_format(&steps[k], text);
		if (k > 0)
			buf[len++] = ' ';
		memcpy(buf + len, text, strlen(text) + 1);
		len += strlen(text);
	}
	return buf;
}
