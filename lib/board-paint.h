/* board-paint.h: a grid of characters to draw the board on, written out
 * as plain ASCII, with box-drawing characters, or with ANSI colours.
 *
 * Frame lines are kept as connections (up, down, left, right) rather
 * than characters, so that the same drawing gives "+", "-" and "|" in
 * ASCII and the matching box-drawing characters with unicode. */
#ifndef PARCHIS_BOARD_PAINT_H
#define PARCHIS_BOARD_PAINT_H

#include <stdbool.h>
#include <stdint.h>

#include "buffer.h"
#include "colour.h"

/* The paint of a cell: none, or 1 + enum pc_colour, optionally bold. */
enum {
	PC_PAINT_NONE = 0,
	PC_PAINT_BOLD = 0x10,
	PC_PAINT_COLOUR = 0x0F,
	PC_PAINT_MARK = 0x20,	/* HTML: a piece that moved lately */
};

/* The paint of colour c, bold or not. */
static inline uint8_t
pc_paint(int c, bool bold)
{
	return (uint8_t)((c + 1) | (bold ? PC_PAINT_BOLD : 0));
}

struct pc_canvas_cell {
	char text[4];		/* one UTF-8 character; none when len is 0 */
	uint8_t len;
	uint8_t lines;		/* connections of a frame line */
	uint8_t paint;
};

struct pc_canvas {
	int width, height;
	struct pc_canvas_cell *cell;	/* height rows of width cells */
};

/* An empty canvas of width x height cells; false when out of memory. */
bool pc_canvas_init(struct pc_canvas *c, int width, int height);

void pc_canvas_free(struct pc_canvas *c);

/* Draws a horizontal or vertical frame line, ends included. */
void pc_canvas_line(struct pc_canvas *c, int x0, int y0, int x1, int y1);

/* Writes at most max characters of the UTF-8 string text from column x
 * of line y (clipped at the edge): whole characters only, never part of
 * a sequence; broken sequences, controls, line separators and
 * bidirectional controls are shown as "?". Returns the characters
 * written. */
int pc_canvas_text(struct pc_canvas *c, int x, int y, const char *text,
		   int max, uint8_t paint);

/* Sets the paint of the cells x0..x1 of line y. */
void pc_canvas_paint(struct pc_canvas *c, int x0, int x1, int y,
		     uint8_t paint);

/* True when the cell at x, y holds neither a character nor a line. */
bool pc_canvas_blank(const struct pc_canvas *c, int x, int y);

/* The cells of line y up to its trailing blanks. */
int pc_canvas_row_end(const struct pc_canvas *c, int y);

/* Appends the canvas to out, one line per row, trailing blanks dropped:
 * with ANSI colour escapes when colour, box-drawing lines when unicode.
 * False when memory runs out. */
bool pc_canvas_write(const struct pc_canvas *c, bool colour, bool unicode,
		     struct pc_buffer *out);

/* The opening <pre> tag of pc_canvas_write_html's drawing. */
#define PC_CANVAS_PRE                                                         \
	"<pre style=\"font-family:Menlo,Consolas,'DejaVu Sans Mono',"         \
	"'Courier New',monospace;font-size:13px;line-height:1.15;"            \
	"background:#fffdf6;color:#333333;padding:8px;margin:0;"             \
	"display:inline-block;border:1px solid #d8d2c4\">"

/* Appends the canvas as HTML text for a <pre> (board-paint-html.c): each
 * painted run a <span> with an inline style, the marked ones ringed; &,
 * < and > escaped. False when memory runs out. */
bool pc_canvas_write_html(const struct pc_canvas *c, bool unicode,
			  struct pc_buffer *out);

/* The frame character of connections lines (board-paint.c). */
const char *pc_canvas_line_char(uint8_t lines, bool unicode);

#endif
