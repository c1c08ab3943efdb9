/* mail-reply.c: the command and the say of a short mail reply.
 *
 * The rule: the command is the first unquoted line that is a move or a
 * command word; lines before it that are neither are passed over (a
 * greeting, or a top-posted remark), and so is a quote (the reply is
 * bottom-posted). The say is the text after the command, up to the next
 * line where the player's text ends (mail-reply-stop.c). Taking any
 * first line for the command would make "Hola," above a bottom-posted
 * move a refused move; reading words for moves anywhere in the text
 * would take moves from the quoted mail. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mail-reply.h"
#include "mail-reply-internal.h"

/* The lines of [text, text + len), '\r' before '\n' dropped, into a new
 * array (*count lines); NULL when memory runs out. */
static struct pc_reply_line *
split_lines(const char *text, size_t len, size_t *count)
{
	const char *p = text, *end = text + len, *nl;
	struct pc_reply_line *lines;
	size_t n = 1, k = 0;

	for (const char *q = text; q < end; q++)
		n += *q == '\n';
	lines = calloc(n, sizeof *lines);
	if (lines == NULL)
		return NULL;
	while (k < n) {
		nl = memchr(p, '\n', (size_t)(end - p));
		lines[k].text = p;
		lines[k].len = (size_t)((nl != NULL ? nl : end) - p);
		if (lines[k].len > 0 && p[lines[k].len - 1] == '\r')
			lines[k].len--;
		k++;
		if (nl == NULL)
			break;
		p = nl + 1;
	}
	*count = k;
	return lines;
}

static char *
copy(const char *p, size_t n)
{
	char *s = malloc(n + 1);

	if (s != NULL) {
		memcpy(s, p, n);
		s[n] = '\0';
	}
	return s;
}

/* The command line, trimmed, without a final "." or "!". */
static char *
command_text(const struct pc_reply_line *l)
{
	const char *p = l->text;
	size_t n = l->len;

	pc_reply_trim(&p, &n);
	while (n > 0 && (p[n - 1] == '.' || p[n - 1] == '!'))
		n--;
	pc_reply_trim(&p, &n);
	return copy(p, n);
}

/* Lines [from, to) joined by "\n", each without trailing white space,
 * the whole trimmed; *say NULL when that leaves nothing. False when
 * memory runs out. */
static bool
join_say(const struct pc_reply_line *lines, size_t from, size_t to,
	 char **say)
{
	size_t total = 0, n, w = 0;
	const char *p;
	char *s;

	*say = NULL;
	for (size_t i = from; i < to; i++)
		total += lines[i].len + 1;
	s = malloc(total + 1);
	if (s == NULL)
		return false;
	for (size_t i = from; i < to; i++) {
		p = lines[i].text;
		n = lines[i].len;
		while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t'))
			n--;
		memcpy(s + w, p, n);
		w += n;
		s[w++] = '\n';
	}
	p = s;
	pc_reply_trim(&p, &w);
	if (w == 0) {
		free(s);
		return true;
	}
	memmove(s, p, w);
	s[w] = '\0';
	*say = s;
	return true;
}

/* Whether some line, its quote prefix ('>' and spaces) removed, starts
 * a record. */
static bool
holds_record(const struct pc_reply_line *lines, size_t count)
{
	const char *p;
	size_t n;

	for (size_t i = 0; i < count; i++) {
		p = lines[i].text;
		n = lines[i].len;
		while (n > 0 && (*p == '>' || *p == ' ')) {
			p++;
			n--;
		}
		if (pc_reply_record_start(p, n))
			return true;
	}
	return false;
}

enum pc_status
pc_reply_parse(const char *text, size_t len, struct pc_reply_text *r,
	       struct pc_error *err)
{
	struct pc_reply_line *lines;
	size_t count = 0, i, say_from = 0;
	enum pc_reply_stop stop;
	bool found = false;

	memset(r, 0, sizeof *r);
	len = strnlen(text, len);	/* a NUL ends the text */
	lines = split_lines(text, len, &count);
	if (lines == NULL)
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	r->has_record = holds_record(lines, count);
	for (i = 0; i < count; i++) {
		stop = pc_reply_stop_at(lines, count, i);
		if (found && stop != PC_STOP_NONE)
			break;
		if (stop == PC_STOP_ALL)
			break;
		if (found || stop != PC_STOP_NONE ||
		    pc_reply_line_kind(lines[i].text, lines[i].len, NULL) ==
		    PC_REPLY_OTHER)
			continue;
		found = true;
		r->command_line = i + 1;
		say_from = i + 1;
		r->command = command_text(&lines[i]);
		if (r->command == NULL)
			goto nomem;
	}
	if (found && !join_say(lines, say_from, i, &r->say))
		goto nomem;
	free(lines);
	return PC_OK;
nomem:
	free(lines);
	pc_reply_text_free(r);
	return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
}

void
pc_reply_text_free(struct pc_reply_text *r)
{
	free(r->command);
	free(r->say);
	memset(r, 0, sizeof *r);
}
