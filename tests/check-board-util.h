/* check-board-util.h: finding things on a drawn text board, for the
 * board tests. */
#ifndef PARCHIS_CHECK_BOARD_UTIL_H
#define PARCHIS_CHECK_BOARD_UTIL_H

#include <stddef.h>

#include "board-layout.h"

/* The character cell at column x of line y of a plain board: a pointer
 * to its first byte, or NULL when the board is smaller. */
const char *board_cell_at(const char *text, int x, int y);

/* How many times word stands in text. */
int board_occurrences(const char *text, const char *word);

/* The piece named name is drawn once in text, at the spot at. */
void board_assert_piece_at(const char *text, const char *name,
			   struct pc_layout_spot at);

/* Characters (not bytes) of a line, escape sequences not counted. */
size_t board_columns(const char *s, size_t len);

/* The rules every board obeys, for e-mail and for the record's literal
 * block: lines under 78 columns, no tabs, no trailing blanks, a first
 * line that does not start with a blank, a final newline. */
void board_assert_mailable(const char *text);

#endif
