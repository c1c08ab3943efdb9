/* engine-notation.c: a play in the record's notation (parchis(6), MOVE
 * NOTATION).
 *
 * Every step is written with its amount, so that a record the referee
 * writes back needs no completion: "2+4", "2+7" for a 6 counted as 7,
 * "2+20" for a bonus, "+5" for coming out (whichever dice made the 5),
 * "pass" for an empty play, and "r2+4" for a partner's piece. */
#include <config.h>

#include <string.h>

#include "engine-internal.h"

/* The steps of a play, each with its amount. */
size_t
pc_play_steps(const struct pc_engine *e, const struct pc_play *play,
	      struct pc_step out[PC_PLAY_MOVES])
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
		/* The lowest-numbered piece in the nest comes out: "+5";
		 * with a roll per piece the piece whose die it was. */
		out[k].piece = m->from == 0 && !out[k].has_colour &&
					       !e->rules.roll_per_piece
				       ? 0 : (uint8_t)(m->piece + 1);
		out[k].has_amount = true;
		out[k].amount = m->amount;
	}
	return play->nmoves;
}

/* The steps of a play as one line of text. */
const char *
pc_play_format(const struct pc_engine *e, const struct pc_play *play,
	       char buf[PC_PLAY_TEXT_MAX])
{
	struct pc_step steps[PC_PLAY_MOVES];
	char text[PC_STEP_TEXT_MAX];
	size_t n = pc_play_steps(e, play, steps), len = 0;

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
