/* referee-undo.h: take-backs -- a record cut back to before a roll. */
#ifndef PARCHIS_REFEREE_UNDO_H
#define PARCHIS_REFEREE_UNDO_H

#include <stdint.h>

#include "error.h"
#include "record.h"
#include "referee.h"

/* Cuts rec back to before roll n: every turn numbered n or later goes
 * (a resignation or a leave carries the number of the roll after it, so
 * one that came before roll n goes too), with its move and say. game is
 * where pc_referee_run left rec as it came. The dice are not touched:
 * with seeded or secret dice the referee rolls roll n again from its
 * number and gets the same dice, so a take-back never re-rolls; the macs
 * of the turns kept stay as they were. Fails with PC_ERR_RULES, saying
 * why, when rec has no roll n, or when roll n is the pending roll with
 * no move written yet and its dice would come back (nothing to take
 * back); rec is then unchanged. */
enum pc_status pc_referee_undo(struct pc_record *rec,
			       const struct pc_game *game, uint32_t n,
			       struct pc_error *err);

#endif
