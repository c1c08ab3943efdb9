/* board-paint.c: the character grid of the board and its three ways of
 * being written out (ASCII, box drawing, ANSI colour). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "board-paint.h"
#include "text-guard.h"

enum { UP = 1, DOWN = 2, LEFT = 4, RIGHT = 8 };

bool
pc_canvas_init(struct pc_canvas *c, int width, int height)
{
	c->width = width;
	c->height = height;
	c->cell = calloc((size_t)width * (size_t)height, sizeof *c->cell);
	return c->cell != NULL;
}

void
pc_canvas_free(struct pc_canvas *c)
{
	free(c->cell);
	c->cell = NULL;
}

static struct pc_canvas_cell *
at(struct pc_canvas *c, int x, int y)
{
	if (x < 0 || y < 0 || x >= c->width || y >= c->height)
		return NULL;
	return &c->cell[(size_t)y * (size_t)c->width + (size_t)x];
}

static const struct pc_canvas_cell *
at_const(const struct pc_canvas *c, int x, int y)
{
	return &c->cell[(size_t)y * (size_t)c->width + (size_t)x];
}

void
pc_canvas_line(struct pc_canvas *c, int x0, int y0, int x1, int y1)
{
	bool across = y0 == y1;
	int from = across ? x0 : y0, to = across ? x1 : y1;

	for (int i = from; i <= to; i++) {
		struct pc_canvas_cell *cell = across ? at(c, i, y0)
						     : at(c, x0, i);

		if (cell == NULL)
			continue;
		if (i > from)
			cell->lines |= across ? LEFT : UP;
		if (i < to)
			cell->lines |= across ? RIGHT : DOWN;
		if (from == to)
			cell->lines |= across ? LEFT | RIGHT : UP | DOWN;
	}
}

int
pc_canvas_text(struct pc_canvas *c, int x, int y, const char *text,
	       int max, uint8_t paint)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t left = strlen(text);
	int written = 0;

	while (left > 0 && written < max) {
		struct pc_canvas_cell *cell = at(c, x + written, y);
		uint32_t cp;
		size_t n = pc_utf8_decode(s, left, &cp);

		if (cell == NULL)
			break;
		if (n == 0 || pc_text_refuses(cp)) {
			cell->text[0] = '?';
			cell->len = 1;
		} else {
			memcpy(cell->text, s, n);
			cell->len = (uint8_t)n;
		}
		cell->paint = paint;
		if (n == 0)
			n = 1;
		s += n;
		left -= n;
		written++;
	}
	return written;
}

void
pc_canvas_paint(struct pc_canvas *c, int x0, int x1, int y, uint8_t paint)
{
	for (int x = x0; x <= x1; x++) {
		struct pc_canvas_cell *cell = at(c, x, y);

		if (cell != NULL)
			cell->paint = paint;
	}
}

bool
pc_canvas_blank(const struct pc_canvas *c, int x, int y)
{
	const struct pc_canvas_cell *cell = at_const(c, x, y);

	return cell->lines == 0 &&
	       (cell->len == 0 || (cell->len == 1 && cell->text[0] == ' '));
}

int
pc_canvas_row_end(const struct pc_canvas *c, int y)
{
	int end = c->width;

	while (end > 0 && pc_canvas_blank(c, end - 1, y))
		end--;
	return end;
}

/* The frame characters, by unicode and connections (UP | DOWN | LEFT |
 * RIGHT), with their lengths: write_row copies them whole. */
static const struct line_char {
	char text[4];		/* NUL-terminated */
	uint8_t len;
} line_chars[2][16] = {
	{{" ", 1}, {"|", 1}, {"|", 1}, {"|", 1},	/* -, U, D, UD */
	 {"-", 1}, {"+", 1}, {"+", 1}, {"+", 1},	/* L, UL, DL, UDL */
	 {"-", 1}, {"+", 1}, {"+", 1}, {"+", 1},	/* R, UR, DR, UDR */
	 {"-", 1}, {"+", 1}, {"+", 1}, {"+", 1}},	/* LR, ULR, DLR, all */
	{{" ", 1}, {"\u2502", 3}, {"\u2502", 3}, {"\u2502", 3},
	 {"\u2500", 3}, {"\u2518", 3}, {"\u2510", 3}, {"\u2524", 3},
	 {"\u2500", 3}, {"\u2514", 3}, {"\u250C", 3}, {"\u251C", 3},
	 {"\u2500", 3}, {"\u2534", 3}, {"\u252C", 3}, {"\u253C", 3}},
};

/* The character of a frame line with connections lines. */
const char *
pc_canvas_line_char(uint8_t lines, bool unicode)
{
	return line_chars[unicode][lines & 15].text;
}

/* The ANSI escape that selects paint p. */
static const char *
escape(uint8_t p)
{
	/* The four of the 4-seat board are the basic ANSI ones; orange,
	 * purple and pink come from the 256-colour palette (208, 93, 205),
	 * which sets them apart from red, blue and magenta, and cyan is the
	 * basic cyan. */
	static const char *const plain[PC_NCOLOURS] = {
		"\033[33m", "\033[34m", "\033[31m", "\033[32m",
		"\033[38;5;208m", "\033[38;5;93m", "\033[36m",
		"\033[38;5;205m"};
	static const char *const bold[PC_NCOLOURS] = {
		"\033[1;33m", "\033[1;34m", "\033[1;31m", "\033[1;32m",
		"\033[1;38;5;208m", "\033[1;38;5;93m", "\033[1;36m",
		"\033[1;38;5;205m"};
	int c = (p & PC_PAINT_COLOUR) - 1;

	if (c < 0 || c >= PC_NCOLOURS)
		return "";
	return p & PC_PAINT_BOLD ? bold[c] : plain[c];
}

/* Copies the string s to p; returns the end. */
static char *
put_str(char *p, const char *s)
{
	while (*s != '\0')
		*p++ = *s++;
	return p;
}

/* The most bytes a cell writes: a reset, the longest escape (bold and
 * from the 256-colour palette) and a character of four bytes. */
enum { RESET_LEN = 4, ESCAPE_MAX = 13, CELL_MOST = RESET_LEN + ESCAPE_MAX + 4 };

/* Row y into out. The board is drawn on every play and move, some 2,000
 * cells: room for the row is made once and the cells copied into it,
 * rather than appended one by one. */
static bool
write_row(const struct pc_canvas *c, int y, bool colour, bool unicode,
	  struct pc_buffer *out)
{
	static const char reset[] = "\033[0m";
	uint8_t current = PC_PAINT_NONE;
	int end = pc_canvas_row_end(c, y);
	char *p;

	if (!pc_buffer_reserve(out, (size_t)end * CELL_MOST + RESET_LEN + 1))
		return false;
	p = out->data + out->len;
	for (int x = 0; x < end; x++) {
		const struct pc_canvas_cell *cell = at_const(c, x, y);

		if (colour && !pc_canvas_blank(c, x, y) &&
		    cell->paint != current) {
			if (current != PC_PAINT_NONE)
				p = put_str(p, reset);
			if (cell->paint != PC_PAINT_NONE)
				p = put_str(p, escape(cell->paint));
			current = cell->paint;
		}
		/* Four bytes copied whatever the length (the row has room
		 * for CELL_MOST a cell), which is one move, not a call. */
		if (cell->len > 0) {
			memcpy(p, cell->text, sizeof cell->text);
			p += cell->len;
		} else {
			const struct line_char *l =
				&line_chars[unicode][cell->lines & 15];

			memcpy(p, l->text, sizeof l->text);
			p += l->len;
		}
	}
	if (current != PC_PAINT_NONE)
		p = put_str(p, reset);
	*p++ = '\n';
	*p = '\0';
	out->len = (size_t)(p - out->data);
	return true;
}

bool
pc_canvas_write(const struct pc_canvas *c, bool colour, bool unicode,
		struct pc_buffer *out)
{
	for (int y = 0; y < c->height; y++)
		if (!write_row(c, y, colour, unicode, out))
			return false;
	return true;
}
