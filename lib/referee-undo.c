/* referee-undo.c: take-backs. */
#include <config.h>

#include "gettext.h"
#include "referee-undo.h"

enum pc_status
pc_referee_undo(struct pc_record *rec, const struct pc_game *game, uint32_t n,
		struct pc_error *err)
{
	size_t keep = 0;

	while (keep < rec->nturns && rec->turns[keep].n < n)
		keep++;
	if (n == 0 || keep == rec->nturns)
		return pc_error_set(err, PC_ERR_RULES, 0, 0,
				    "there is no roll %u to take back: the "
				    "last is %u",
				    n, rec->nturns ? rec->turns[rec->nturns - 1].n
						   : 0);
	if (keep + 1 == rec->nturns && game->state == PC_GAME_MOVE &&
	    game->pending == keep && !rec->turns[keep].has_move &&
	    rec->dice.mode != PC_DICE_MANUAL)
		return pc_error_set(err, PC_ERR_RULES, 0, 0,
				    "roll %u is the pending roll and has no "
				    "move yet: there is nothing to take back",
				    n);
	for (size_t i = keep; i < rec->nturns; i++)
		pc_turn_free(&rec->turns[i]);
	rec->nturns = keep;
	return PC_OK;
}
