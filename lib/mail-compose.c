/* mail-compose.c: the mail the referee sends after a turn (RFC 5322): to
 * the player who must act, with the board, the roll, the legal moves, the
 * table talk and the record to reply with. */
#include <config.h>

#include <gmime/gmime.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "crypto.h"
#include "gettext.h"
#include "board-text.h"
#include "mail-compose-internal.h"
#include "mail-header-write.h"
#include "place.h"
#include "text-fold.h"
#include "text-guard.h"

/* Appends formatted text; false when memory runs out. */
static bool
put(struct pc_buffer *out, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static bool
put(struct pc_buffer *out, const char *fmt, ...)
{
	char text[512];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	return n >= 0 && pc_buffer_append(out, text,
					  (size_t)n < sizeof text ? (size_t)n
								  : sizeof text - 1);
}

static unsigned seated(const struct pc_record *rec);

unsigned
pc_mail_recipients(const struct pc_record *rec, const struct pc_derived *d)
{
	unsigned all = seated(rec);

	switch (d->awaiting) {
	case PC_AWAIT_MOVE:
	case PC_AWAIT_ROLL:
		return 1u << d->to_move;
	case PC_AWAIT_OPENING:
		return d->rollers;
	case PC_AWAIT_NOTHING:
		break;
	}
	return all;
}

static bool
put_address_list(struct pc_buffer *out, const char *header,
		 const struct pc_record *rec, unsigned who)
{
	bool first = true, ok = true;
	size_t column = 0;

	for (int c = 0; c < PC_NCOLOURS && ok; c++) {
		if (!(who & (1u << c)) || rec->players[c].email == NULL)
			continue;
		/* A folded header line: the next address on a new line. */
		ok = first ? put(out, "%s:", header) : put(out, ",\n");
		column = first ? strlen(header) + 1 : 0;
		ok = ok && pc_mail_put_mailbox(out, &column,
					       rec->players[c].name,
					       rec->players[c].email);
		first = false;
	}
	return ok && (first || pc_buffer_append(out, "\n", 1));
}

/* The Subject: of the mail about the game of rec at d. */
static void
subject_of(const struct pc_record *rec, const struct pc_derived *d,
	   char subject[160])
{
	if (d->awaiting == PC_AWAIT_NOTHING && d->nfinished == 0)
		snprintf(subject, 160, "parchis %s: game over, blocked",
			 rec->game);
	else if (d->awaiting == PC_AWAIT_NOTHING)
		snprintf(subject, 160, "parchis %s: game over, %s wins",
			 rec->game, pc_colour_name(d->finished[0]));
	else if (d->awaiting == PC_AWAIT_OPENING)
		snprintf(subject, 160, "parchis %s: roll %u, the opening roll",
			 rec->game, pc_record_next_n(rec));
	else
		snprintf(subject, 160, "parchis %s: roll %u, %s to %s",
			 rec->game,
			 d->awaiting == PC_AWAIT_MOVE
				 ? rec->turns[rec->nturns - 1].n
				 : pc_record_next_n(rec),
			 pc_colour_name(d->to_move),
			 d->awaiting == PC_AWAIT_MOVE ? "move" : "roll");
}

/* The Date: header's text of t. */
static void
date_of(time_t t, char date[64])
{
	struct tm tm;

	gmtime_r(&t, &tm);
	strftime(date, 64, "%a, %d %b %Y %H:%M:%S +0000", &tm);
}

static unsigned
seated(const struct pc_record *rec)
{
	unsigned all = 0;

	for (int c = 0; c < PC_NCOLOURS; c++)
		all |= rec->players[c].playing ? 1u << c : 0;
	return all;
}


/* Appends text line by line. Lines end in LF, as sendmail and other
 * local mail programs expect; the mail system sends CRLF on the wire. */
static bool
put_lines(struct pc_buffer *out, const char *text)
{
	const char *nl;

	while (*text != '\0') {
		nl = strchr(text, '\n');
		if (nl == NULL)
			return pc_buffer_append_str(out, text) &&
			       pc_buffer_append(out, "\n", 1);
		if (!pc_buffer_append(out, text, (size_t)(nl - text)) ||
		    !pc_buffer_append(out, "\n", 1))
			return false;
		text = nl + 1;
	}
	return true;
}

/* One say of the table talk, folded at its spaces so that no line
 * passes 76 columns (a say may be a thousand bytes long; RFC 5322 lines
 * end at 998), the lines after the first indented. */
static bool
put_say(struct pc_buffer *out, const char *name, const char *colour,
	uint32_t n, const char *say)
{
	char head[200];

	snprintf(head, sizeof head, _("  %s (%s), roll %u:"), name, colour,
		 (unsigned)n);
	return pc_buffer_append_str(out, head) &&
	       (*say == '\0' || pc_buffer_append_str(out, " ")) &&
	       pc_text_fold(out, say, pc_text_columns(head, strlen(head)) + 1,
			    5, 76);
}

/* The table talk of the last round: every say since the recipient's
 * own last turn (or the last 8 turns). */
const struct pc_turn *
pc_mail_next_say(const struct pc_record *rec, size_t *i)
{
	if (*i == SIZE_MAX)
		*i = rec->nturns > 8 ? rec->nturns - 8 : 0;
	for (; *i < rec->nturns; ++*i) {
		const struct pc_turn *t = &rec->turns[*i];

		if (pc_turn_say(t) != NULL && t->kind == PC_TURN_ROLL) {
			++*i;
			return t;
		}
	}
	return NULL;
}

static bool
put_talk(struct pc_buffer *out, const struct pc_record *rec)
{
	const struct pc_turn *t;
	size_t i = SIZE_MAX;
	bool any = false, ok = true;

	while (ok && (t = pc_mail_next_say(rec, &i)) != NULL) {
		const struct pc_player *p = &rec->players[t->player];

		ok = (any || put(out, "%s", _("Table talk:\n"))) &&
		     put_say(out, p->name ? p->name
					  : pc_colour_shown(t->player),
			     pc_colour_shown(t->player), t->n,
			     pc_turn_say(t));
		any = true;
	}
	return ok && (!any || put(out, "\n"));
}


/* One legal move and what it does; past 76 columns (four dice in the
 * team event) what it does goes below, a part a line. */
static bool
put_move(struct pc_buffer *out, const char *steps, const char *what)
{
	const char *part = what, *sep;
	bool ok;

	if (2 + strlen(steps) + 2 + strlen(what) <= 76)
		return put(out, "  %s: %s\n", steps, what);
	ok = put(out, "  %s:\n", steps);
	while (ok && part != NULL) {
		sep = strstr(part, "; ");
		ok = put(out, "      %.*s\n",
			 (int)(sep != NULL ? (size_t)(sep - part) : strlen(part)),
			 part);
		part = sep != NULL ? sep + 2 : NULL;
	}
	return ok;
}

static bool
put_moves(struct pc_buffer *out, const struct pc_derived *d,
	  const char *const *described)
{
	bool ok = put(out, "%s", d->ndice == 1 ? _("Your moves with this roll:\n")
					       : _("Your moves with these "
						   "dice:\n"));

	for (size_t i = 0; i < d->nlegal && ok; i++)
		ok = put_move(out, d->legal[i], described[i]);
	if (ok && d->legal_more)
		ok = put(out, _("  (and more: the list stops at %zu)\n"),
			 d->nlegal);
	return ok && put(out, "\n");
}

/* The headers every mail of the referee address has, up to the MIME
 * ones: From, Subject, Date, the thread's ids, Auto-Submitted (RFC 3834:
 * vacation programs answer none of them). */
static bool
put_thread_headers(struct pc_buffer *out, const char *subject,
		   const struct pc_mail_thread *th, bool replying)
{
	char date[64];

	date_of(th->date, date);
	return (th->sender == NULL || put(out, "From: %s\n", th->sender)) &&
	       pc_mail_put_unstructured(out, "Subject", subject) &&
	       put(out, "Date: %s\nMessage-ID: <%s>\n", date,
		   th->message_id) &&
	       (th->in_reply_to == NULL ||
		put(out, "In-Reply-To: <%s>\n", th->in_reply_to)) &&
	       (th->references == NULL ||
		put(out, "References: %s\n", th->references)) &&
	       put(out, "Auto-Submitted: %s\nMIME-Version: 1.0\n",
		   replying ? "auto-replied" : "auto-generated");
}

static bool
put_text_part_headers(struct pc_buffer *out)
{
	return put(out, "Content-Type: text/plain; charset=UTF-8\n"
			"Content-Transfer-Encoding: 8bit\n\n");
}

/* An attachment of text, GAME.EXT, of MIME type type. */
static bool
put_attachment(struct pc_buffer *out, const char *boundary, const char *type,
	       const char *game, const char *ext, const char *text)
{
	return put(out, "\n--%s\nContent-Type: %s; charset=UTF-8; "
			"name=\"%s.%s\"\nContent-Disposition: attachment; "
			"filename=\"%s.%s\"\nContent-Transfer-Encoding: "
			"8bit\n\n", boundary, type, game, ext, game, ext) &&
	       put_lines(out, text);
}

/* The record, attached: the players keep it and may check it. */
static bool
put_record_part(struct pc_buffer *out, const struct pc_record *rec,
		const char *record_text, const char *boundary)
{
	/* The line break before the closing boundary is the boundary's
	 * (RFC 2046, 5.1.1): the record's own last one comes before it, so
	 * that the attachment, saved, is the record byte for byte. */
	return put_attachment(out, boundary, "application/yaml", rec->game,
			      "yaml", record_text) &&
	       put(out, "\n--%s--\n", boundary);
}

const char *
pc_mail_dice_text(const struct pc_derived *d, char out[16])
{
	size_t n = 0;

	for (int i = 0; i < d->ndice && n + 3 < 16; i++)
		pc_fixed_appendf(out, 16, &n, "%s%d", i ? " " : "",
				      d->dice[i]);
	out[n] = '\0';
	return out;
}

const char *
pc_mail_name_of(const struct pc_record *rec, int c)
{
	return rec->players[c].name != NULL ? rec->players[c].name
					    : pc_colour_shown((enum pc_colour)c);
}

const char *
pc_mail_time_text(int64_t t, char out[32])
{
	time_t when = (time_t)t;
	struct tm tm;

	gmtime_r(&when, &tm);
	strftime(out, 32, "%Y-%m-%d %H:%M", &tm);
	return out;
}

void
pc_mail_opening_line(const struct pc_record *rec, const struct pc_derived *d,
		     bool mover, char out[400])
{
	char dice[16];

	out[0] = '\0';
	if (d->awaiting == PC_AWAIT_MOVE && mover)
		snprintf(out, 400,
			 _("%s (%s), it is your turn in game %s: you rolled "
			   "%s."),
			 pc_mail_name_of(rec, d->to_move),
			 pc_colour_shown(d->to_move), rec->game,
			 pc_mail_dice_text(d, dice));
	else if (d->awaiting == PC_AWAIT_MOVE)
		snprintf(out, 400,
			 _("Game %s, roll %u: %s (%s) rolled %s and is to "
			   "move."),
			 rec->game, rec->turns[rec->nturns - 1].n,
			 pc_mail_name_of(rec, d->to_move),
			 pc_colour_shown(d->to_move),
			 pc_mail_dice_text(d, dice));
	else if (d->awaiting == PC_AWAIT_NOTHING && d->nfinished == 0)
		snprintf(out, 400,
			 _("Game %s is over: nobody can move any more."),
			 rec->game);
	else if (d->awaiting == PC_AWAIT_NOTHING)
		snprintf(out, 400, _("Game %s is over: %s (%s) wins."),
			 rec->game, pc_mail_name_of(rec, d->finished[0]),
			 pc_colour_shown(d->finished[0]));
}

void
pc_mail_deadline_line(const struct pc_record *rec, const struct pc_derived *d,
		      const struct pc_mail_turn *m, char out[300])
{
	char when[32];

	out[0] = '\0';
	if (m->deadline == 0 || d->awaiting != PC_AWAIT_MOVE)
		return;
	pc_mail_time_text(m->deadline, when);
	if (m->mover)
		snprintf(out, 300,
			 _("Reply before %s UTC: then the referee moves for "
			   "you."),
			 when);
	else
		snprintf(out, 300, _("%s has until %s UTC to move."),
			 pc_mail_name_of(rec, d->to_move), when);
}

const char *
pc_mail_news_heading(const struct pc_mail_turn *m)
{
	return m->mover ? _("Since your last turn:")
			       : _("The last round:");
}

/* A paragraph of text, folded at 76 columns. */
static bool
put_paragraph(struct pc_buffer *out, const char *text)
{
	return *text == '\0' ||
	       (pc_text_fold(out, text, 0, 0, 76) && put(out, "\n"));
}

/* The news: a line a turn (folded under itself), then the pieces of the
 * mover that were taken. */
static bool
put_news(struct pc_buffer *out, const struct pc_record *rec,
	 const struct pc_derived *d, const struct pc_mail_turn *m)
{
	const struct pc_news *news = m->news;
	bool ok;

	if (news == NULL || news->nitems == 0)
		return true;
	ok = put(out, "%s\n", pc_mail_news_heading(m)) &&
	     (!news->more || put(out, "  %s\n", _("(older turns left out)")));
	for (size_t i = 0; i < news->nitems && ok; i++) {
		size_t len;
		const char *line = pc_news_line(news, i, &len);
		char text[1200];

		snprintf(text, sizeof text, "%.*s", (int)len, line);
		/* A resignation's line is indented already. */
		ok = put(out, "  ") && pc_text_fold(out, text, 2, 6, 76);
	}
	for (size_t i = 0; i < news->nitems && ok && m->mover; i++) {
		const struct pc_turn_facts *f = &news->facts[i];

		for (int p = 0; p < PC_PIECES && ok; p++) {
			unsigned bit = 1u << (d->to_move * PC_PIECES + p);
			char where[PC_PLACE_TEXT_MAX];

			if (f->captured & bit)
				ok = put(out, _("  Your piece %d was taken on "
						"%s.\n"),
					 p + 1,
					 pc_place_format(
						 f->captured_at[d->to_move][p],
						 where));
		}
	}
	(void)rec;
	return ok && put(out, "\n");
}

/* What a reply to a mail of the referee address may say. */
static bool
put_reply_help(struct pc_buffer *out, const struct pc_derived *d,
	       bool can_move)
{
	if (can_move)
		return put(out, _("Reply to this mail with your move on the "
				  "first line, for example\n\n    %s\n\n"
				  "Whatever you write under that line goes to "
				  "the table talk.\nYou may also reply with one "
				  "word: board, moves, resign or help\n(in "
				  "Spanish: tablero, jugadas, abandono, "
				  "ayuda).\n"),
			   d->nlegal > 0 ? d->legal[0] : "pass");
	return put(out, "%s", _("Only the mail to the player to move can "
				"move. You may reply with one\nword: board, "
				"moves, resign or help (in Spanish: tablero, "
				"jugadas,\nabandono, ayuda).\n"));
}

/* The plain text part. */
static bool
put_text_part(struct pc_buffer *out, const struct pc_record *rec,
	      const struct pc_derived *d, const struct pc_mail_turn *m)
{
	static const struct pc_board_style plain_translated = {.translate =
									true};
	struct pc_buffer board = PC_BUFFER_INIT;
	bool moving = d->awaiting == PC_AWAIT_MOVE;
	char first[400], due[300];
	bool ok;

	pc_mail_opening_line(rec, d, m->mover, first);
	pc_mail_deadline_line(rec, d, m, due);
	ok = put_text_part_headers(out) &&
	     (m->note == NULL || put(out, "%s\n\n", m->note)) &&
	     put_paragraph(out, first) && put_paragraph(out, due) &&
	     put_news(out, rec, d, m);
	/* The board in the reader's language (the record's is English). */
	ok = ok && pc_board_render(rec, d, &plain_translated, &board) &&
	     put_lines(out, board.data ? board.data : "") && put(out, "\n") &&
	     put_talk(out, rec);
	pc_buffer_free(&board);
	if (ok && moving && m->mover)
		ok = put_moves(out, d, m->described);
	if (ok && moving)
		ok = put_reply_help(out, d, m->mover);
	return ok;
}

/* The HTML part, quoted-printable: the board's lines of inline styles
 * pass the 998 bytes a mail's line may have. */
static bool
put_html_part(struct pc_buffer *out, const struct pc_record *rec,
	      const struct pc_derived *d, const struct pc_mail_turn *m,
	      const char *subject, const struct pc_mail_thread *th,
	      const char *boundary)
{
	struct pc_buffer html = PC_BUFFER_INIT;
	int state = -1;	/* GMime's start: no character held back */
	guint32 save = 0;
	size_t n;
	bool ok = put(out, "\n--%s\nContent-Type: text/html; charset=UTF-8\n"
			   "Content-Transfer-Encoding: quoted-printable\n\n",
		      boundary) &&
		  pc_mail_html_turn(rec, d, m, subject, th, &html) &&
		  pc_buffer_reserve(out, GMIME_QP_ENCODE_LEN(html.len));

	if (ok) {
		n = g_mime_encoding_quoted_encode_close(
			(const unsigned char *)html.data, html.len,
			(unsigned char *)out->data + out->len, &state, &save);
		out->len += n;
		out->data[out->len] = '\0';
	}
	pc_buffer_free(&html);
	return ok;
}

bool
pc_mail_compose_turn(const struct pc_record *rec, const struct pc_derived *d,
		     const struct pc_mail_thread *th, unsigned to,
		     const struct pc_mail_turn *m, struct pc_buffer *out)
{
	char subject[160], tagged[200], alt[64];
	bool moving = d->awaiting == PC_AWAIT_MOVE;
	bool ok;

	subject_of(rec, d, subject);
	snprintf(tagged, sizeof tagged, "%s%s%s%s", subject,
		 m->mark != NULL ? " [" : (moving && !m->mover ? " (copy)" : ""),
		 m->mark != NULL ? m->mark : "", m->mark != NULL ? "]" : "");
	/* Neither boundary begins the other (RFC 2046, 5.1.1). */
	snprintf(alt, sizeof alt, "alt%s", th->boundary);
	ok = put_address_list(out, "To", rec, to) &&
	     put_address_list(out, "Cc", rec, m->cc & ~to) &&
	     put_thread_headers(out, tagged, th, false) &&
	     put(out, "Content-Type: multipart/mixed; boundary=\"%s\"\n\n"
		      "--%s\nContent-Type: multipart/alternative; "
		      "boundary=\"%s\"\n\n--%s\n",
		 th->boundary, th->boundary, alt, alt) &&
	     put_text_part(out, rec, d, m) &&
	     put_html_part(out, rec, d, m, tagged, th, alt) &&
	     put(out, "\n--%s--\n", alt);
	/* The replay page of a finished game. */
	ok = ok && (m->replay_page == NULL ||
		    put_attachment(out, th->boundary, "text/html", rec->game,
				   "html", m->replay_page));
	return ok && put_record_part(out, rec, m->record_text, th->boundary);
}

bool
pc_mail_compose_note(const char *name, const char *address,
		     const char *subject, const struct pc_mail_thread *th,
		     const char *text, struct pc_buffer *out)
{
	size_t column = 3;

	return put(out, "To:") &&
	       pc_mail_put_mailbox(out, &column, name, address) &&
	       put(out, "\n") &&
	       put_thread_headers(out, subject, th, true) &&
	       put_text_part_headers(out) && put_lines(out, text);
}
