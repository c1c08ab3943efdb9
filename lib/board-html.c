/* board-html.c: the board as inline SVG, drawn on the layout of
 * board-layout.c: a character cell of the text board is a CW x CH
 * rectangle here, so both boards put every square in the same place. */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board-html.h"
#include "board-layout.h"
#include "colour.h"
#include "place.h"

enum {
	CW = 12,		/* a character cell of the layout, in pixels */
	CH = 22,
	PIECE_R = 9,
	LINE_MAX = 512,
};

/* Fill colours of the seats (enum pc_colour), and their pale tint. */
static const char *const fill[PC_NCOLOURS] = {
	"#e8b90c", "#1f5fd6", "#d62828", "#24963a",
	"#f07c12", "#7b3fb5", "#12b5c9", "#e85aa8",
};
static const char *const tint[PC_NCOLOURS] = {
	"#fbefc0", "#cddcf7", "#f6cccc", "#cce9d2",
	"#fde0c4", "#e3d3f2", "#c8f0f5", "#fad4e9",
};

static bool appendf(struct pc_buffer *out, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static bool
appendf(struct pc_buffer *out, const char *fmt, ...)
{
	char line[LINE_MAX];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	return n >= 0 && (size_t)n < sizeof line &&
	       pc_buffer_append(out, line, (size_t)n);
}

bool
pc_html_escape(struct pc_buffer *out, const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];
		const char *s = NULL;
		bool ok;

		switch (c) {
		case '&': s = "&amp;"; break;
		case '<': s = "&lt;"; break;
		case '>': s = "&gt;"; break;
		case '"': s = "&quot;"; break;
		case '\'': s = "&#39;"; break;
		default:
			if (c < 0x20 && c != '\n')
				s = "?";
			break;
		}
		ok = s ? pc_buffer_append_str(out, s)
		       : pc_buffer_append(out, &text[i], 1);
		if (!ok)
			return false;
	}
	return true;
}

/* The layout of rec's board, or NULL when memory runs out. */
static struct pc_layout *
layout_new(const struct pc_record *rec, struct pc_board *b)
{
	struct pc_layout *l;

	if (!pc_board_init(b, pc_record_seats(rec)))
		return NULL;
	l = malloc(sizeof *l);
	if (l != NULL && !pc_layout_init(l, b)) {
		free(l);
		l = NULL;
	}
	return l;
}

/* A rectangle over the cells x0..x1, y0..y1 of the layout. */
static bool
cells(struct pc_buffer *out, int x0, int y0, int x1, int y1,
      const char *colour)
{
	return appendf(out,
		       "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
		       "fill=\"%s\"/>\n",
		       x0 * CW, y0 * CH, (x1 - x0 + 1) * CW,
		       (y1 - y0 + 1) * CH, colour);
}

/* Text at a spot of the layout, 2 columns wide unless given: anchored
 * at its start, its end or its middle. */
static bool
text_at(struct pc_buffer *out, struct pc_layout_spot at, int columns,
	const char *anchor, const char *colour, int size, const char *text)
{
	int x = strcmp(anchor, "end") == 0	  ? (at.x + columns) * CW
		: strcmp(anchor, "middle") == 0 ? at.x * CW + columns * CW / 2
						 : at.x * CW;

	return appendf(out,
		       "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
		       "font-size=\"%d\" text-anchor=\"%s\" fill=\"%s\">",
		       x, at.y * CH + CH / 2 + size / 3, size, anchor,
		       colour) &&
	       pc_html_escape(out, text, strlen(text)) &&
	       pc_buffer_append_str(out, "</text>\n");
}

/* The cells a corridor square covers: its two slots and its label. */
static bool
corridor_cells(struct pc_buffer *out, const struct pc_layout_square *q,
	       const char *colour)
{
	const struct pc_layout_spot s[3] = {q->slot[0], q->slot[1], q->label};
	int x0 = s[0].x, y0 = s[0].y, x1 = s[0].x + 1, y1 = s[0].y;

	for (int i = 1; i < 3; i++) {
		if (s[i].x < x0) x0 = s[i].x;
		if (s[i].y < y0) y0 = s[i].y;
		if (s[i].x + 1 > x1) x1 = s[i].x + 1;
		if (s[i].y > y1) y1 = s[i].y;
	}
	return cells(out, x0, y0, x1, y1, colour);
}

static bool
mark_edge(struct pc_buffer *out, const struct pc_layout_square *q,
	  const char *colour)
{
	return cells(out, q->edge.x0, q->edge.y0, q->edge.x1, q->edge.y1,
		     colour);
}

static bool
square_label(struct pc_buffer *out, const struct pc_layout_square *q,
	     int width, const char *text, const char *colour)
{
	return text_at(out, q->label, width,
		       q->label_flush_left ? "start" : "end", colour, 11, text);
}

static bool
draw_board(struct pc_buffer *out, const struct pc_record *rec,
	   const struct pc_layout *l, const struct pc_board *b)
{
	char text[PC_NAME_MAX + 16];
	bool ok = true;

	for (int k = 0; k < l->seats && ok; k++) {
		const struct pc_layout_rect *n = &l->nest[k];

		ok = cells(out, n->x0, n->y0, n->x1, n->y1, tint[k]);
		for (int c = 1; c <= PC_CORRIDOR_SQUARES && ok; c++)
			ok = corridor_cells(out, &l->corridor[k][c], tint[k]);
	}
	for (int s = 1; s <= l->ring && ok; s++)
		if (pc_board_is_safe(b, s))
			ok = mark_edge(out, &l->ring_square[s], "#9a9a9a");
	for (int k = 0; k < l->seats && ok; k++)
		ok = mark_edge(out, &l->ring_square[b->exit[k]], fill[k]) &&
		     mark_edge(out, &l->ring_square[b->entrance[k]], fill[k]);
	ok = ok && pc_buffer_append_str(out, "<g stroke=\"#555\" "
					     "stroke-width=\"1\">\n");
	for (int i = 0; i < l->nlines && ok; i++) {
		const struct pc_layout_line *ln = &l->line[i];

		ok = appendf(out,
			     "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" "
			     "y2=\"%d\"/>\n",
			     ln->x0 * CW + CW / 2, ln->y0 * CH + CH / 2,
			     ln->x1 * CW + CW / 2, ln->y1 * CH + CH / 2);
	}
	ok = ok && pc_buffer_append_str(out, "</g>\n");
	for (int s = 1; s <= l->ring && ok; s++) {
		snprintf(text, sizeof text, "%d", s);
		ok = square_label(out, &l->ring_square[s], l->label_width,
				  text, "#333");
	}
	for (int k = 0; k < l->seats && ok; k++) {
		const char *name = rec->players[k].playing
					   ? rec->players[k].name
					   : "-";
		struct pc_layout_spot at = l->nest_name[k];

		for (int c = 1; c <= PC_CORRIDOR_SQUARES && ok; c++) {
			snprintf(text, sizeof text, "c%d", c);
			ok = square_label(out, &l->corridor[k][c],
					  l->label_width, text, fill[k]);
		}
		ok = ok && text_at(out, at, 2, "start", fill[k], 14,
				   pc_colour_name((enum pc_colour)k));
		at = l->nest_player[k];
		ok = ok && text_at(out, at, 2, "start", "#222", 13,
				   name != NULL ? name : "");
		snprintf(text, sizeof text, "exit %d", b->exit[k]);
		ok = ok && text_at(out, l->nest_exit[k], 2, "start", "#333",
				   11, text);
		if (l->rows)
			ok = ok && text_at(out, l->goal_name[k], 2, "start",
					   fill[k], 11, "goal");
	}
	return ok && (l->rows || text_at(out, l->goal_label, 4, "middle",
					 "#333", 13, "goal"));
}

bool
pc_board_svg_open(const struct pc_record *rec, const char *attrs,
		  struct pc_buffer *out)
{
	struct pc_board b;
	struct pc_layout *l = layout_new(rec, &b);
	bool ok;

	if (l == NULL)
		return false;
	ok = appendf(out,
		     "<svg xmlns=\"http://www.w3.org/2000/svg\" "
		     "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\"%s%s>\n"
		     "<rect width=\"%d\" height=\"%d\" fill=\"#fffdf6\"/>\n",
		     l->width * CW, l->height * CH, l->width * CW,
		     l->height * CH, attrs ? " " : "", attrs ? attrs : "",
		     l->width * CW, l->height * CH) &&
	     draw_board(out, rec, l, &b);
	free(l);
	return ok;
}

/* One piece: a circle in its colour with its number. */
static bool
piece(struct pc_buffer *out, struct pc_layout_spot at, int colour, int p,
      int place)
{
	char where[PC_PLACE_TEXT_MAX];
	int cx = at.x * CW + CW, cy = at.y * CH + CH / 2;

	return appendf(out,
		       "<g data-place=\"%s %d %s\"><circle cx=\"%d\" cy=\"%d\" "
		       "r=\"%d\" fill=\"%s\" stroke=\"#000\" "
		       "stroke-width=\"1.5\"/><text x=\"%d\" y=\"%d\" "
		       "fill=\"%s\">%d</text></g>\n",
		       pc_colour_name((enum pc_colour)colour), p + 1,
		       pc_place_format(place, where), cx, cy, PIECE_R,
		       fill[colour], cx, cy + 4,
		       colour == PC_YELLOW ? "#000" : "#fff", p + 1);
}

/* The record's position: lines, escaped for an attribute (place names
 * and colours need no escaping). */
static bool
position_attr(struct pc_buffer *out, const struct pc_record *rec,
	      const struct pc_derived *d)
{
	char where[PC_PLACE_TEXT_MAX];
	bool first = true, ok = true;

	for (int c = 0; c < PC_NCOLOURS && ok; c++) {
		if (!rec->players[c].playing)
			continue;
		ok = pc_buffer_appendf(out, "%s%s: [", first ? "" : "&#10;",
				       pc_colour_name((enum pc_colour)c));
		for (int p = 0; p < PC_PIECES && ok; p++)
			ok = pc_buffer_appendf(
				out, "%s%s", p ? ", " : "",
				pc_place_format(d->places[c][p], where));
		ok = ok && pc_buffer_append_str(out, "]");
		first = false;
	}
	return ok;
}

bool
pc_board_svg_pieces(const struct pc_record *rec, const struct pc_derived *d,
		    const char *attrs, struct pc_buffer *out)
{
	struct pc_board b;
	struct pc_layout *l = layout_new(rec, &b);
	uint8_t ring[PC_RING_MAX + 1] = {0};
	uint8_t corridor[PC_SEATS_MAX][PC_CORRIDOR_SQUARES + 1] = {{0}};
	bool ok;

	if (l == NULL)
		return false;
	ok = appendf(out,
		     "<g%s%s font-family=\"sans-serif\" font-size=\"12\" "
		     "font-weight=\"bold\" text-anchor=\"middle\" "
		     "data-position=\"",
		     attrs ? " " : "", attrs ? attrs : "") &&
	     position_attr(out, rec, d) && pc_buffer_append_str(out, "\">\n");
	for (int c = 0; c < PC_NCOLOURS && c < l->seats && ok; c++) {
		if (!rec->players[c].playing)
			continue;
		for (int p = 0; p < PC_PIECES && ok; p++) {
			int place = d->places[c][p];
			const struct pc_layout_square *q = NULL;
			uint8_t *count = NULL;
			struct pc_layout_spot at;

			if (pc_place_is_ring(place) && place <= l->ring) {
				q = &l->ring_square[place];
				count = &ring[place];
			} else if (pc_place_is_corridor(place)) {
				q = &l->corridor[c][place - PC_CORRIDOR];
				count = &corridor[c][place - PC_CORRIDOR];
			}
			if (q != NULL) {
				at = q->slot[*count > 0 ? 1 : 0];
				(*count)++;
			} else if (place == PC_GOAL) {
				at = l->goal_slot[c][p];
			} else {
				at = l->nest_slot[c][p];
			}
			ok = piece(out, at, c, p, place);
		}
	}
	free(l);
	return ok && pc_buffer_append_str(out, "</g>\n");
}

bool
pc_board_svg_close(struct pc_buffer *out)
{
	return pc_buffer_append_str(out, "</svg>\n");
}

bool
pc_board_svg(const struct pc_record *rec, const struct pc_derived *d,
	     struct pc_buffer *out)
{
	return pc_board_svg_open(rec, NULL, out) &&
	       pc_board_svg_pieces(rec, d, NULL, out) &&
	       pc_board_svg_close(out);
}
