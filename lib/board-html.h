/* board-html.h: the board as inline SVG, for web pages and HTML mail.
 *
 * The drawing is the cross of the text board, laid out by board-layout.c
 * (the same squares, nests and goal in the same places), with every
 * character cell of that layout a rectangle of the SVG. It uses
 * attributes only: no <style>, no script, no external resource, so that
 * it can go into a mail part as it is. Each piece is a <g> carrying
 * data-place="COLOUR PIECE PLACE" ("yellow 1 28"), the record's words,
 * so that a program reading the page can tell what it shows. Pure: no
 * I/O. */
#ifndef PARCHIS_BOARD_HTML_H
#define PARCHIS_BOARD_HTML_H

#include <stdbool.h>
#include <stddef.h>

#include "buffer.h"
#include "record.h"
#include "record-write.h"

/* Appends text (len bytes) to out with &, <, >, " and ' escaped, so that
 * it can stand in HTML or XML text or a quoted attribute. Bytes below
 * 0x20 but for newline become "?". False when memory runs out. */
bool pc_html_escape(struct pc_buffer *out, const char *text, size_t len);

/* The opening <svg> element with the board without its pieces: squares,
 * their numbers, safe squares and exits, corridors, nests with their
 * players, the goal. attrs (NULL for none) is added to the <svg>
 * element as it is (e.g. id="board"). False when there is no drawing for
 * the board (only 4 seats are drawn) or memory runs out. */
bool pc_board_svg_open(const struct pc_record *rec, const char *attrs,
		       struct pc_buffer *out);

/* The pieces of the seated colours where d puts them, as one
 * <g data-position="..."> group (the record's position: lines, one per
 * colour, "yellow: [goal, 1, nest, 28]") with attrs (NULL for none) on
 * it. False when memory runs out or the board cannot be drawn. */
bool pc_board_svg_pieces(const struct pc_record *rec,
			 const struct pc_derived *d, const char *attrs,
			 struct pc_buffer *out);

/* The closing </svg>. */
bool pc_board_svg_close(struct pc_buffer *out);

/* The whole board of rec at d: open, pieces, close. */
bool pc_board_svg(const struct pc_record *rec, const struct pc_derived *d,
		  struct pc_buffer *out);

#endif
