/* board-text.h: the board as text, for people: where every piece stands
 * and what the game waits for. */
#ifndef PARCHIS_BOARD_TEXT_H
#define PARCHIS_BOARD_TEXT_H

#include <stdbool.h>

#include "buffer.h"
#include "record.h"
#include "record-write.h"

/* Appends the board of rec at d to out: one line per seated colour with
 * its player and its pieces, then a line saying whose turn it is. Plain
 * ASCII but for player names, lines under 78 columns, no trailing
 * spaces. False when memory runs out. */
bool pc_board_text(const struct pc_record *rec, const struct pc_derived *d,
		   struct pc_buffer *out);

/* Appends the status line alone ("red to move: roll [4]"). */
bool pc_status_text(const struct pc_derived *d, struct pc_buffer *out);

#endif
