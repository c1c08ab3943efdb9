/* board-text.c: the board as text: the cross drawn from the layout of
 * board-layout.c on the canvas of board-paint.c, with the pieces of a
 * position, the players' names, a legend and the status line. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "i18n.h"
#include "board-html.h"
#include "decimal.h"
#include "board-layout.h"
#include "board-paint.h"
#include "board-text.h"
#include "place.h"

enum {
	MAX_ON_SQUARE = 2,
	/* The lines below the board and the listing: the record indents
	 * the board by two, and its lines stay under 78 columns. */
	LINE_COLUMNS = 75,
};

/* The record's board: plain ASCII, in English whatever the language, so
 * that the same game gives the same record everywhere. */
static const struct pc_board_style plain_style = {.translate = false};

/* The colours' names as the terminal shows them; the record keeps the
 * English ones of pc_colour_name. */
static const char *
colour_shown(const struct pc_board_style *style, int c)
{
	return pc_colour_text((enum pc_colour)c, style->translate);
}

/* The pieces drawn so far on each square, to find a free slot. */
struct occupancy {
	uint8_t ring[PC_RING_MAX + 1];
	uint8_t corridor[PC_SEATS_MAX][PC_CORRIDOR_SQUARES + 1];
};

static void
piece_name(int colour, int piece, char name[3])
{
	name[0] = (char)toupper((unsigned char)pc_colour_letter(
		(enum pc_colour)colour));
	name[1] = (char)('1' + piece);
	name[2] = '\0';
}

static void
put(struct pc_canvas *cv, struct pc_layout_spot at, const char *text,
    uint8_t paint)
{
	pc_canvas_text(cv, at.x, at.y, text, (int)strlen(text), paint);
}

/* Marks the outer edge of a square: "@" in the owner's colour for an
 * exit, "*" for another safe square. */
static void
mark_edge(struct pc_canvas *cv, const struct pc_layout_square *q,
	  const char *mark, uint8_t paint)
{
	for (int y = q->edge.y0; y <= q->edge.y1; y++)
		for (int x = q->edge.x0; x <= q->edge.x1; x++)
			pc_canvas_text(cv, x, y, mark, 1, paint);
}

/* Writes a square's label, text padded to width on the side away from
 * its flush (as "%*s" or "%-*s" would, without printf: there are some
 * two hundred labels on every board drawn). */
static void
label(struct pc_canvas *cv, const struct pc_layout_square *q, int width,
      const char *text, uint8_t paint)
{
	char cell[8];
	const size_t room = sizeof cell - 1;
	size_t len = strlen(text), w = width > 0 ? (size_t)width : 0;
	size_t pad = w > len ? w - len : 0, lead, trail;

	/* What fits of the padding before, the text, the padding after,
	 * in that order, each cut to the room the others leave. */
	lead = q->label_flush_left ? 0 : pad < room ? pad : room;
	if (len > room - lead)
		len = room - lead;
	trail = q->label_flush_left ? pad : 0;
	if (trail > room - lead - len)
		trail = room - lead - len;
	memset(cell, ' ', lead);
	memcpy(cell + lead, text, len);
	memset(cell + lead + len, ' ', trail);
	cell[lead + len + trail] = '\0';
	put(cv, q->label, cell, paint);
}

static void
draw_squares(struct pc_canvas *cv, const struct pc_layout *l,
	     const struct pc_board *b, const struct occupancy *occ)
{
	char text[12];

	for (int s = 1; s <= l->ring; s++) {
		const struct pc_layout_square *q = &l->ring_square[s];

		pc_decimal(text, (unsigned long)s);
		label(cv, q, l->label_width, text, PC_PAINT_NONE);
		if (pc_board_is_safe(b, s))
			mark_edge(cv, q, "*", PC_PAINT_NONE);
	}
	for (int k = 0; k < l->seats; k++) {
		mark_edge(cv, &l->ring_square[b->exit[k]], "@",
			  pc_paint(k, false));
		mark_edge(cv, &l->ring_square[b->entrance[k]], "*",
			  pc_paint(k, false));
		for (int c = 1; c <= PC_CORRIDOR_SQUARES; c++) {
			const struct pc_layout_square *q = &l->corridor[k][c];

			if (q->label_in_slot && occ->corridor[k][c] > 0)
				continue;
			text[0] = 'c';
			pc_decimal(text + 1, (unsigned long)c);
			label(cv, q, l->label_width, text, pc_paint(k, false));
		}
	}
}

/* The square a piece of colour stands on, and how many stand there. */
static const struct pc_layout_square *
square_of(const struct pc_layout *l, int colour, int place,
	  struct occupancy *occ, uint8_t **count)
{
	if (pc_place_is_ring(place) && place <= l->ring) {
		*count = &occ->ring[place];
		return &l->ring_square[place];
	}
	if (pc_place_is_corridor(place) && colour < l->seats) {
		*count = &occ->corridor[colour][place - PC_CORRIDOR];
		return &l->corridor[colour][place - PC_CORRIDOR];
	}
	return NULL;
}

static void
count_pieces(const struct pc_record *rec, const struct pc_derived *d,
	     const struct pc_layout *l, struct occupancy *occ)
{
	memset(occ, 0, sizeof *occ);
	for (int c = 0; c < PC_NCOLOURS; c++) {
		if (!rec->players[c].playing)
			continue;
		for (int p = 0; p < PC_PIECES; p++) {
			uint8_t *count;

			if (square_of(l, c, d->places[c][p], occ, &count))
				(*count)++;
		}
	}
}

/* Draws every seated piece: on its square (the first two in the slots;
 * a third, which no rule allows, turns the second into "++"), in its
 * nest or in its goal. */
static void
draw_pieces(struct pc_canvas *cv, const struct pc_record *rec,
	    const struct pc_derived *d, const struct pc_layout *l,
	    unsigned marked)
{
	struct occupancy drawn;
	char name[3];

	memset(&drawn, 0, sizeof drawn);
	for (int c = 0; c < PC_NCOLOURS && c < l->seats; c++) {
		if (!rec->players[c].playing)
			continue;
		for (int p = 0; p < PC_PIECES; p++) {
			int place = d->places[c][p];
			const struct pc_layout_square *q;
			uint8_t *count;
			uint8_t paint = pc_paint(c, true) |
					(marked & (1u << (c * PC_PIECES + p))
						 ? PC_PAINT_MARK
						 : 0);

			piece_name(c, p, name);
			q = square_of(l, c, place, &drawn, &count);
			if (q != NULL) {
				if (*count >= MAX_ON_SQUARE)
					put(cv, q->slot[MAX_ON_SQUARE - 1],
					    "++", PC_PAINT_NONE);
				else
					put(cv, q->slot[*count], name,
					    paint);
				(*count)++;
			} else if (place == PC_GOAL) {
				put(cv, l->goal_slot[c][p], name,
				    paint);
			} else {
				put(cv, l->nest_slot[c][p], name,
				    paint);
			}
		}
	}
}

static void
draw_nests(struct pc_canvas *cv, const struct pc_record *rec,
	   const struct pc_layout *l, const struct pc_board *b,
	   const struct pc_board_style *style)
{
	const bool tr = style->translate;
	for (int c = 0; c < PC_NCOLOURS && c < l->seats; c++) {
		const struct pc_layout_rect *n = &l->nest[c];
		struct pc_layout_spot at = l->nest_name[c];
		const char *name = rec->players[c].name;
		uint8_t paint = pc_paint(c, false);
		char text[32];

		for (int y = n->y0; y <= n->y1; y++)
			pc_canvas_paint(cv, n->x0, n->x1, y, paint);
		put(cv, at, colour_shown(style, c), paint);
		at = l->nest_player[c];
		if (!rec->players[c].playing)
			name = pc_tr(tr, N_("(no player)"));
		if (name != NULL)
			pc_canvas_text(cv, at.x, at.y, name, PC_NEST_TEXT_MAX,
				       PC_PAINT_NONE);
		snprintf(text, sizeof text, pc_tr(tr, N_("exit %d")),
			 b->exit[c]);
		put(cv, l->nest_exit[c], text, PC_PAINT_NONE);
		if (l->rows)
			put(cv, l->goal_name[c], pc_tr(tr, N_("goal")), paint);
	}
	if (!l->rows)
		put(cv, l->goal_label, pc_tr(tr, N_("goal")), PC_PAINT_NONE);
}

static bool status_text(const struct pc_derived *d,
			const struct pc_board_style *style,
			struct pc_buffer *out);

/* The lines under the rows of the 6- and 8-seat boards: the colours of
 * the letters on a line of their own, for eight names do not fit with
 * the rest. */
static bool
legend_rows(const struct pc_layout *l, const struct pc_board_style *style,
	    struct pc_buffer *out)
{
	bool tr = style->translate, ok = true;
	char name[3];

	for (int c = 0; c < PC_NCOLOURS && c < l->seats && ok; c++) {
		piece_name(c, 0, name);
		ok = pc_buffer_appendf(out, "%s%c=%s", c > 0 ? " " : "",
				       name[0], colour_shown(style, c));
	}
	/* TRANSLATORS: under the 6- and 8-seat boards, after the letters
	 * and their colours; "*" and "@" are the marks on the board. Two
	 * lines under 76 columns. */
	return ok && pc_buffer_appendf(
			     out,
			     pc_tr(tr, N_("\nPieces: letter and number.   "
					  "* safe   @ exit   c1-c%d lead to "
					  "the goal.\nSquares 1-%d run left "
					  "to right, row after row, and on "
					  "to the top.\n")),
			     (int)PC_CORRIDOR_SQUARES, l->ring);
}

/* The two lines under the drawing: how pieces are named and squares
 * marked, and which way the numbers run. */
static bool
legend(const struct pc_layout *l, const struct pc_board_style *style,
       struct pc_buffer *out)
{
	bool tr = style->translate, ok;
	char name[3];

	if (l->rows)
		return legend_rows(l, style, out);
	ok = pc_buffer_append_str(out, pc_tr(tr, N_("Pieces:")));
	for (int c = 0; c < PC_NCOLOURS && c < l->seats && ok; c++) {
		piece_name(c, 0, name);
		ok = pc_buffer_appendf(out, " %c", name[0]);
	}
	ok = ok && pc_buffer_append_str(out, " (");
	for (int c = 0; c < PC_NCOLOURS && c < l->seats && ok; c++)
		ok = pc_buffer_appendf(out, "%s%s", c > 0 ? " " : "",
				       colour_shown(style, c));
	/* TRANSLATORS: after the pieces' letters and colours; "*" and "@"
	 * are the marks on the board. Two lines under 78 columns. */
	return ok && pc_buffer_appendf(
			     out,
			     pc_tr(tr, N_(") and number.   * safe   @ exit\n"
					  "Squares 1-%d run counter-clockwise; "
					  "c1-c%d lead to the goal.\n")),
			     l->ring, (int)PC_CORRIDOR_SQUARES);
}

/* The team event: a line for each team whose members are given, its
 * people by piece ("red: 1 Ana, 2 Luis (left), 3 Eva, 4 -"). Drawn on a
 * one-line canvas, which cuts what does not fit and keeps controls out.
 * Other games keep members in the record but do not show them. */
static bool
members(const struct pc_record *rec, const struct pc_derived *d,
	const struct pc_board_style *style, struct pc_buffer *out)
{
	const bool tr = style->translate;
	for (int c = 0; c < PC_NCOLOURS && d->event; c++) {
		const struct pc_player *p = &rec->players[c];
		struct pc_canvas cv;
		char text[PC_NAME_MAX + 40];
		int x;
		bool ok;

		if (!p->playing || p->nmembers == 0)
			continue;
		if (!pc_canvas_init(&cv, LINE_COLUMNS, 1))
			return false;
		snprintf(text, sizeof text, "%s:", colour_shown(style, c));
		x = pc_canvas_text(&cv, 0, 0, text, LINE_COLUMNS, PC_PAINT_NONE);
		for (int i = 0; i < PC_PIECES && x < LINE_COLUMNS; i++) {
			snprintf(text, sizeof text, "%s %d %s%s",
				 i > 0 ? "," : "", i + 1,
				 i < p->nmembers ? p->members[i] : "-",
				 i < p->nmembers && (d->left[c] & (1u << i))
					 ? pc_tr(tr, N_(" (left)"))
					 : "");
			x += pc_canvas_text(&cv, x, 0, text,
					    LINE_COLUMNS - x, PC_PAINT_NONE);
		}
		ok = pc_canvas_write(&cv, false, false, out);
		pc_canvas_free(&cv);
		if (!ok)
			return false;
	}
	return true;
}

/* The listing draws each line on a one-line canvas, which cuts names by
 * characters and keeps controls out, as the board does. */
bool
pc_board_listing(const struct pc_record *rec, const struct pc_derived *d,
		 struct pc_buffer *out)
{
	for (int c = 0; c < PC_NCOLOURS; c++) {
		struct pc_canvas cv;
		char line[80], place[PC_PLACE_TEXT_MAX];
		bool ok;

		if (!rec->players[c].playing)
			continue;
		if (!pc_canvas_init(&cv, LINE_COLUMNS, 1))
			return false;
		pc_canvas_text(&cv, 0, 0, pc_colour_name((enum pc_colour)c), 7,
			       PC_PAINT_NONE);
		if (rec->players[c].name != NULL)
			pc_canvas_text(&cv, 8, 0, rec->players[c].name,
				       PC_NEST_TEXT_MAX, PC_PAINT_NONE);
		for (int p = 0; p < PC_PIECES; p++) {
			snprintf(line, sizeof line, "%d: %s", p + 1,
				 pc_place_format(d->places[c][p], place));
			pc_canvas_text(&cv, 24 + 9 * p, 0, line, 7,
				       PC_PAINT_NONE);
		}
		ok = pc_canvas_write(&cv, false, false, out);
		pc_canvas_free(&cv);
		if (!ok)
			return false;
	}
	return true;
}

/* The board as HTML: the canvas, then the legend and the status lines,
 * all in one <pre>. */
static bool
write_html(const struct pc_canvas *cv, const struct pc_layout *l,
	   const struct pc_record *rec, const struct pc_derived *d,
	   const struct pc_board_style *style, struct pc_buffer *out)
{
	struct pc_buffer below = PC_BUFFER_INIT;
	bool ok = pc_buffer_append_str(out, PC_CANVAS_PRE) &&
		  pc_canvas_write_html(cv, style->unicode, out) &&
		  legend(l, style, &below) && members(rec, d, style, &below) &&
		  status_text(d, style, &below) &&
		  pc_html_escape(out, below.data ? below.data : "", below.len) &&
		  pc_buffer_append_str(out, "</pre>\n");

	pc_buffer_free(&below);
	return ok;
}

bool
pc_board_render(const struct pc_record *rec, const struct pc_derived *d,
		const struct pc_board_style *style, struct pc_buffer *out)
{
	struct pc_board b;
	struct pc_layout *l;
	struct pc_canvas cv;
	struct occupancy occ;
	bool ok;

	if (style == NULL)
		style = &plain_style;
	if (!pc_board_init(&b, pc_record_seats(rec)))
		return false;
	l = malloc(sizeof *l);
	if (l == NULL)
		return false;
	if (!pc_layout_init(l, &b)) {
		free(l);
		return pc_board_listing(rec, d, out) &&
		       status_text(d, style, out);
	}
	if (!pc_canvas_init(&cv, l->width, l->height)) {
		free(l);
		return false;
	}
	for (int i = 0; i < l->nlines; i++)
		pc_canvas_line(&cv, l->line[i].x0, l->line[i].y0,
			       l->line[i].x1, l->line[i].y1);
	count_pieces(rec, d, l, &occ);
	draw_squares(&cv, l, &b, &occ);
	draw_nests(&cv, rec, l, &b, style);
	draw_pieces(&cv, rec, d, l, style->marked);
	if (style->html)
		ok = write_html(&cv, l, rec, d, style, out);
	else
		ok = pc_canvas_write(&cv, style->colour, style->unicode,
				     out) &&
		     legend(l, style, out) && members(rec, d, style, out) &&
		     status_text(d, style, out);
	pc_canvas_free(&cv);
	free(l);
	return ok;
}

bool
pc_board_text(const struct pc_record *rec, const struct pc_derived *d,
	      struct pc_buffer *out)
{
	return pc_board_render(rec, d, &plain_style, out);
}

static bool
status_text(const struct pc_derived *d, const struct pc_board_style *style,
	    struct pc_buffer *out)
{
	const bool tr = style->translate;
	bool ok = true;

	/* Into the growable buffer: a long translation, eight places and
	 * names could pass any fixed line. */
	switch (d->awaiting) {
	case PC_AWAIT_MOVE:
		ok = pc_buffer_appendf(out, pc_tr(tr, N_("%s to move: roll")),
				       colour_shown(style, d->to_move));
		for (int i = 0; i < d->ndice && ok; i++)
			ok = pc_buffer_appendf(out, " %d", d->dice[i]);
		break;
	case PC_AWAIT_ROLL:
		ok = pc_buffer_appendf(out, pc_tr(tr, N_("%s to roll")),
				       colour_shown(style, d->to_move));
		break;
	case PC_AWAIT_OPENING:
		ok = pc_buffer_append_str(out, pc_tr(tr, N_("opening roll:")));
		for (int c = 0; c < PC_NCOLOURS && ok; c++)
			if (d->rollers & (1u << c))
				ok = pc_buffer_appendf(out, " %s",
						       colour_shown(style, c));
		break;
	case PC_AWAIT_NOTHING:
		ok = d->nfinished == 0
			? pc_buffer_append_str(out,
					       pc_tr(tr, N_("game over: blocked, "
							    "nobody can move")))
		    : d->pairs
			? pc_buffer_appendf(
			      out, pc_tr(tr, N_("game over: %s and %s win")),
			      colour_shown(style, d->finished[0]),
			      colour_shown(style,
					   pc_opposite(d->seats ? d->seats : 4,
						       d->finished[0])))
			: pc_buffer_appendf(out,
					    pc_tr(tr, N_("game over: %s wins")),
					    colour_shown(style, d->finished[0]));
		for (int i = 1; i < d->nfinished && ok; i++)
			ok = pc_buffer_appendf(out,
					       pc_tr(tr, N_("; place %d: %s")),
					       i + 1,
					       colour_shown(style,
							    d->finished[i]));
		if (ok && d->blocked && d->nfinished > 0)
			ok = pc_buffer_append_str(out,
						  pc_tr(tr, N_("; then blocked")));
		break;
	}
	return ok && pc_buffer_append_str(out, "\n");
}

bool
pc_status_text(const struct pc_derived *d, struct pc_buffer *out)
{
	return status_text(d, &plain_style, out);
}

bool
pc_status_text_shown(const struct pc_derived *d, struct pc_buffer *out)
{
	static const struct pc_board_style shown = {.translate = true};

	return status_text(d, &shown, out);
}
