/* referee-seat.c: a turn that takes a seat's place in the game -- a
 * resignation, a person of the team event leaving -- added to the record
 * where the game stands. */
#include <config.h>

#include "referee.h"

enum pc_status
pc_referee_add_seat_turn(struct pc_record *rec, const struct pc_game *game,
			 int colour, enum pc_turn_kind kind,
			 struct pc_turn **turn, struct pc_error *err)
{
	struct pc_turn *t;

	if (!rec->players[colour].playing || (game->resigned & (1u << colour)))
		return pc_error_set(err, PC_ERR_RULES, 0, 0, "%s is not playing",
				    pc_colour_shown((enum pc_colour)colour));
	if (game->state == PC_GAME_OVER)
		return pc_error_set(err, PC_ERR_RULES, 0, 0,
				    "the game is over");
	/* The pending roll is withdrawn: its number goes to the new turn,
	 * and the referee rolls anew after it. */
	if (game->state == PC_GAME_MOVE) {
		pc_turn_free(&rec->turns[rec->nturns - 1]);
		rec->nturns--;
	}
	t = pc_record_add_turn(rec);
	if (t == NULL)
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	t->kind = (uint8_t)kind;
	t->player = (uint8_t)colour;
	*turn = t;
	return PC_OK;
}
