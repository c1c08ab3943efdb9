/* mail-compose-html.c: the HTML part of a referee mail: the news, the
 * board in colour with the pieces that moved since the mover's last turn
 * marked, and each legal move a mailto: link that writes the one-line
 * reply the referee address reads. The board is the text board painted
 * with inline styles in a <pre>, since Gmail and Outlook show no SVG.
 * Inline styles only, no script, no external resource; lines stay short
 * (RFC 5322's 998): text is broken at spaces. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "board-html.h"
#include "board-text.h"
#include "mail-compose-internal.h"

enum { HTML_LINE = 72 };	/* break text lines after this many bytes */

/* Text escaped for HTML, a space after HTML_LINE bytes a newline. */
static bool
put_text(struct pc_buffer *out, const char *text, size_t len)
{
	size_t col = 0, i = 0;

	while (i < len) {
		size_t run = strcspn(text + i, " ");

		if (run > len - i)
			run = len - i;
		if (!pc_html_escape(out, text + i, run))
			return false;
		col += run;
		i += run;
		if (i < len) {
			if (!pc_buffer_append_str(out, col > HTML_LINE ? "\n"
								       : " "))
				return false;
			col = col > HTML_LINE ? 0 : col + 1;
			i++;
		}
	}
	return true;
}

static bool
put_str(struct pc_buffer *out, const char *text)
{
	return put_text(out, text, strlen(text));
}

/* RFC 3986 percent-encoding of a mailto: value (RFC 6068): all but the
 * unreserved characters. */
static bool
put_pct(struct pc_buffer *out, const char *s, const char *safe)
{
	static const char hex[] = "0123456789ABCDEF";
	bool ok = true;

	for (; *s != '\0' && ok; s++) {
		unsigned char c = (unsigned char)*s;

		if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
		    (c >= '0' && c <= '9') || strchr("-._~", c) != NULL ||
		    (safe != NULL && strchr(safe, c) != NULL)) {
			ok = pc_buffer_append(out, s, 1);
		} else {
			char e[3] = {'%', hex[c >> 4], hex[c & 15]};

			ok = pc_buffer_append(out, e, 3);
		}
	}
	return ok;
}

/* The link that writes the reply with move: to the referee, the
 * Subject with its mark (which the referee reads the game, the roll and
 * the mark from), In-Reply-To the mail's id, the move the first line. */
static bool
put_mailto(struct pc_buffer *out, const struct pc_mail_turn *m,
	   const char *subject, const struct pc_mail_thread *th,
	   const char *move)
{
	char re[240], id[300], body[300];

	snprintf(re, sizeof re, "Re: %s", subject);
	snprintf(id, sizeof id, "<%s>", th->message_id);
	/* RFC 6068: a line break in a mailto: body is CRLF. */
	snprintf(body, sizeof body, "%s\r\n\r\n", move);
	return pc_buffer_append_str(out, "mailto:") &&
	       (m->referee == NULL || put_pct(out, m->referee, "@")) &&
	       pc_buffer_append_str(out, "?subject=") && put_pct(out, re, NULL) &&
	       pc_buffer_append_str(out, "&amp;in-reply-to=") &&
	       put_pct(out, id, NULL) && pc_buffer_append_str(out, "&amp;body=") &&
	       put_pct(out, body, NULL);
}

static bool
put_paragraph(struct pc_buffer *out, const char *style, const char *text)
{
	return *text == '\0' ||
	       (pc_buffer_appendf(out, "<p style=\"%s\">", style) &&
		put_str(out, text) && pc_buffer_append_str(out, "</p>\n"));
}

/* The pieces that moved in the news: bit 4c+p. */
static unsigned
moved_pieces(const struct pc_news *news)
{
	unsigned moved = 0;

	for (size_t i = 0; news != NULL && i < news->nitems; i++)
		moved |= news->facts[i].moved;
	return moved;
}

static bool
put_news(struct pc_buffer *out, const struct pc_derived *d,
	 const struct pc_mail_turn *m)
{
	const struct pc_news *news = m->news;
	bool ok;

	if (news == NULL || news->nitems == 0)
		return true;
	ok = put_paragraph(out, "margin:12px 0 2px;font-weight:bold",
			   pc_mail_news_heading(m)) &&
	     pc_buffer_append_str(out, "<ul style=\"margin:2px 0 8px;"
				       "padding-left:20px;font-family:"
				       "Menlo,Consolas,monospace;font-size:"
				       "13px\" id=\"news\">\n") &&
	     (!news->more ||
	      (pc_buffer_append_str(out, "<li>") &&
	       put_str(out, _("(older turns left out)")) &&
	       pc_buffer_append_str(out, "</li>\n")));
	for (size_t i = 0; i < news->nitems && ok; i++) {
		size_t len;
		const char *line = pc_news_line(news, i, &len);
		unsigned mine = m->mover
					? 0xfu << (d->to_move * PC_PIECES)
					: 0;

		while (len > 0 && *line == ' ')
			line++, len--;
		ok = pc_buffer_append_str(
			     out, news->facts[i].captured & mine
					  ? "<li style=\"color:#b00000\">"
					  : "<li>") &&
		     put_text(out, line, len) &&
		     pc_buffer_append_str(out, "</li>\n");
	}
	return ok && pc_buffer_append_str(out, "</ul>\n");
}

/* The moves, each a button-like link, with what it does. */
static bool
put_moves(struct pc_buffer *out, const struct pc_derived *d,
	  const struct pc_mail_turn *m, const char *subject,
	  const struct pc_mail_thread *th)
{
	bool ok = put_paragraph(out, "margin:12px 0 4px;font-weight:bold",
				d->ndice == 1 ? _("Your moves with this roll:")
					      : _("Your moves with these "
						  "dice:")) &&
		  pc_buffer_append_str(out, "<table id=\"moves\" "
					    "style=\"border-collapse:"
					    "collapse\">\n");

	for (size_t i = 0; i < d->nlegal && ok; i++)
		ok = pc_buffer_append_str(out, "<tr><td style=\"padding:3px "
					       "8px 3px 0\"><a href=\"") &&
		     put_mailto(out, m, subject, th, d->legal[i]) &&
		     pc_buffer_append_str(
			     out, "\"\nstyle=\"display:inline-block;padding:"
				  "3px 10px;background:#1f5fd6;color:#ffffff;"
				  "text-decoration:none;border-radius:4px;"
				  "font-family:Menlo,Consolas,monospace;"
				  "font-weight:bold\">") &&
		     put_str(out, d->legal[i]) &&
		     pc_buffer_append_str(out, "</a></td>\n<td>") &&
		     put_str(out, m->described[i]) &&
		     pc_buffer_append_str(out, "</td></tr>\n");
	ok = ok && pc_buffer_append_str(out, "</table>\n");
	if (ok && d->legal_more) {
		char more[120];

		snprintf(more, sizeof more,
			 _("  (and more: the list stops at %zu)\n"), d->nlegal);
		ok = put_paragraph(out, "margin:4px 0", more);
	}
	return ok && put_paragraph(out, "margin:10px 0;color:#444",
				   _("Click a move: your mail program opens a "
				     "reply with it written in; send it as it "
				     "is, or add a few words for the table "
				     "below the move. You may also reply "
				     "with the move on the first line."));
}

/* The table talk of the last turns. */
static bool
put_talk(struct pc_buffer *out, const struct pc_record *rec)
{
	const struct pc_turn *t;
	size_t i = SIZE_MAX;
	bool any = false, ok = true;

	while (ok && (t = pc_mail_next_say(rec, &i)) != NULL) {
		ok = (any || (put_paragraph(out, "margin:12px 0 2px;"
						 "font-weight:bold",
					    _("Table talk:")) &&
			      pc_buffer_append_str(out, "<ul style=\"margin:"
							"2px 0;padding-left:"
							"20px\">\n"))) &&
		     pc_buffer_append_str(out, "<li><b>") &&
		     put_str(out, pc_mail_name_of(rec, t->player)) &&
		     pc_buffer_appendf(out, "</b> (%u): ", t->n) &&
		     put_str(out, pc_turn_say(t)) &&
		     pc_buffer_append_str(out, "</li>\n");
		any = true;
	}
	return ok && (!any || pc_buffer_append_str(out, "</ul>\n"));
}

bool
pc_mail_html_turn(const struct pc_record *rec, const struct pc_derived *d,
		  const struct pc_mail_turn *m, const char *subject,
		  const struct pc_mail_thread *th, struct pc_buffer *out)
{
	const struct pc_board_style board = {.unicode = true,
					     .translate = true, .html = true,
					     .marked = moved_pieces(m->news)};
	char first[400], due[300];
	bool ok;

	pc_mail_opening_line(rec, d, m->mover, first);
	pc_mail_deadline_line(rec, d, m, due);
	ok = pc_buffer_append_str(out, "<!DOCTYPE html>\n<html>\n<head>\n"
				       "<meta charset=\"utf-8\">\n<title>") &&
	     put_str(out, subject) &&
	     pc_buffer_append_str(out, "</title>\n</head>\n<body style=\""
				       "margin:0;padding:12px;background:"
				       "#f4f1ea;color:#222222;font-family:"
				       "Helvetica,Arial,sans-serif;font-size:"
				       "15px\">\n") &&
	     (m->note == NULL || put_paragraph(out, "margin:0 0 10px",
					       m->note)) &&
	     put_paragraph(out, "margin:0 0 6px;font-size:17px;"
				"font-weight:bold", first) &&
	     put_paragraph(out, "margin:0 0 6px;color:#8a4b00", due) &&
	     put_news(out, d, m) &&
	     pc_buffer_append_str(out, "<div id=\"board\" style=\"margin:"
				       "8px 0;overflow-x:auto\">\n") &&
	     pc_board_render(rec, d, &board, out) &&
	     pc_buffer_append_str(out, "</div>\n");
	if (ok && d->awaiting == PC_AWAIT_MOVE && m->mover)
		ok = put_moves(out, d, m, subject, th);
	else if (ok && d->awaiting == PC_AWAIT_MOVE)
		ok = put_paragraph(out, "margin:10px 0;color:#444",
				   _("Only the mail to the player to move can "
				     "move."));
	return ok && put_talk(out, rec) &&
	       pc_buffer_append_str(out, "</body>\n</html>\n");
}
