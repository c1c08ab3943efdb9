/* board-text.h: the board as text, for people: the cross of a Parchís
 * board with every piece where it stands, a legend, and a line saying
 * what the game waits for. */
#ifndef PARCHIS_BOARD_TEXT_H
#define PARCHIS_BOARD_TEXT_H

#include <stdbool.h>

#include "buffer.h"
#include "record.h"
#include "record-derived.h"

/* How the board is drawn.
 *
 * colour: ANSI colours for pieces, corridors, exits and nests. The
 * commands choose it from --color=WHEN: "always" sets it, "never" clears
 * it, and "auto" (the default) sets it only when standard output is a
 * terminal (isatty(STDOUT_FILENO)), TERM is not "dumb", and NO_COLOR is
 * unset or empty (https://no-color.org). The board written into a record
 * (board: |) is always drawn with pc_board_text, never coloured.
 *
 * unicode: box-drawing characters (U+2500..) for the frame instead of
 * "+", "-" and "|"; for --unicode, never for the record.
 *
 * translate: the legend, the labels and the status line in the user's
 * language (gettext) for the terminal; never for the record, whose board
 * is the same in every language.
 *
 * html: the board as a <pre> element of HTML, its colours inline styles
 * (HTML mail); the pieces of the bits of marked (bit 4c+p, piece p of
 * colour c) stand out, as pieces that moved lately. */
struct pc_board_style {
	bool colour;
	bool unicode;
	bool translate;
	bool html;
	unsigned marked;
};

/* Appends the board of rec at d to out, drawn in style (NULL: plain
 * ASCII without colour), then a legend and
 * the status line (pc_status_text). Lines end in newlines; without colour
 * they are under 78 columns (counting characters), carry no tabs and no
 * trailing blanks, the first one does not start with a blank, and all is
 * ASCII but for player names and unicode frames. Only the seated colours'
 * pieces are drawn. False when memory runs out. */
bool pc_board_render(const struct pc_record *rec, const struct pc_derived *d,
		     const struct pc_board_style *style,
		     struct pc_buffer *out);

/* pc_board_render in plain ASCII without colour: the record's board. */
bool pc_board_text(const struct pc_record *rec, const struct pc_derived *d,
		   struct pc_buffer *out);

/* Appends a plain listing: one line per seated colour, its player and
 * where each piece stands ("yellow  Ana  1: 29  2: nest ..."). The
 * drawing falls back on it for boards it cannot draw (6 and 8 seats). */
bool pc_board_listing(const struct pc_record *rec,
		      const struct pc_derived *d, struct pc_buffer *out);

/* Appends the status line alone ("red to move: roll 4", "red to roll",
 * "opening roll: yellow red", "game over: red wins; place 2: blue"). */
bool pc_status_text(const struct pc_derived *d, struct pc_buffer *out);

/* pc_status_text in the user's language, for messages. */
bool pc_status_text_shown(const struct pc_derived *d, struct pc_buffer *out);

#endif
