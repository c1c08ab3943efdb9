/* colour.h: the colours of the 4-, 6- and 8-seat boards, their names and
 * seat order. */
#ifndef PARCHIS_COLOUR_H
#define PARCHIS_COLOUR_H

#include <stdbool.h>
#include <stddef.h>

/* Seats in counter-clockwise order, as on the board. */
enum pc_colour {
	PC_YELLOW,
	PC_BLUE,
	PC_RED,
	PC_GREEN,
	PC_ORANGE,	/* the 6- and 8-seat boards */
	PC_PURPLE,
	PC_CYAN,	/* the 8-seat board */
	PC_PINK,
	PC_NCOLOURS	/* every colour of the largest board */
};

/* English name ("yellow"), as the record writes it. */
const char *pc_colour_name(enum pc_colour c);

/* The name of c in the user's language (gettext), for messages and the
 * board on the terminal; never for the record, which uses
 * pc_colour_name. */
const char *pc_colour_shown(enum pc_colour c);

/* pc_colour_shown when translate is set, pc_colour_name otherwise. */
const char *pc_colour_text(enum pc_colour c, bool translate);

/* One-letter form used in moves: y, b, r, g, o (orange), p (purple), and
 * the last letters n (cyan) and k (pink): cyan's "c" would read as a
 * corridor square and pink's "p" is purple's. */
char pc_colour_letter(enum pc_colour c);

/* Parses an English or Spanish colour name (yellow, amarillo, naranja,
 * morado, celeste, rosa...) of len
 * bytes; returns false when text names no colour. */
bool pc_colour_parse(const char *text, size_t len, enum pc_colour *out);

/* Parses a one-letter colour (y, b, r, g, o, p, n, k), in either case:
 * the board writes Y1 for yellow's piece 1. */
bool pc_colour_parse_letter(char letter, enum pc_colour *out);

#endif
