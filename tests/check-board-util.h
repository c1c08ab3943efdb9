/* check-board-util.h: finding things on a drawn text board, for the
 * board tests. */
#ifndef PARCHIS_CHECK_BOARD_UTIL_H
#define PARCHIS_CHECK_BOARD_UTIL_H

#include "board-layout.h"

/* The character cell at column x of line y of a plain board: a pointer
 * to its first byte, or NULL when the board is smaller. */
const char *board_cell_at(const char *text, int x, int y);

/* How many times word stands in text. */
int board_occurrences(const char *text, const char *word);

/* The piece named name is drawn once in text, at the spot at. */
void board_assert_piece_at(const char *text, const char *name,
			   struct pc_layout_spot at);

#endif
