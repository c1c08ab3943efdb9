/* mail-flowed.c: format=flowed text joined into plain lines (RFC 3676,
 * sections 4.1 to 4.5). */
#include <config.h>

#include <string.h>

#include "mail-flowed.h"

/* One line of flowed text, taken apart. */
struct flowed_line {
	unsigned depth;		/* quote depth: the '>' that start it */
	const char *text;	/* what follows them and the stuffed space */
	size_t len;
	bool soft;		/* it ends in a space: joined to the next */
};

/* Takes the line [p, p + n) apart. Quote marks may stand apart ("> > "),
 * as many clients write them. */
static void
split_line(const char *p, size_t n, struct flowed_line *line)
{
	size_t i = 0;

	line->depth = 0;
	while (i < n && p[i] == '>') {
		line->depth++;
		i++;
		if (i + 1 < n && p[i] == ' ' && p[i + 1] == '>')
			i++;
	}
	if (i < n && p[i] == ' ')
		i++;	/* space-stuffing, or the space after the quote */
	line->text = p + i;
	line->len = n - i;
	line->soft = line->len > 0 && line->text[line->len - 1] == ' ' &&
		     !(line->len == 3 && memcmp(line->text, "-- ", 3) == 0);
}

static bool
put_prefix(struct pc_buffer *out, unsigned depth, bool empty)
{
	for (unsigned d = 0; d < depth; d++)
		if (!pc_buffer_append(out, d + 1 == depth && empty ? ">" : "> ",
				      d + 1 == depth && empty ? 1 : 2))
			return false;
	return true;
}

bool
pc_mail_unflow(const char *text, size_t len, bool delsp,
	       struct pc_buffer *out, bool *changed)
{
	const char *p = text, *end = text + len, *nl;
	size_t start = out->len, n;
	struct flowed_line line;
	bool open = false;	/* the last line was soft: this one goes on */
	unsigned depth = 0;

	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		n = (size_t)((nl != NULL ? nl : end) - p);
		split_line(p, n, &line);
		if (open && line.depth != depth) {
			/* A soft break before a change of depth is none. */
			if (!pc_buffer_append(out, "\n", 1))
				return false;
			open = false;
		}
		if (!open && !put_prefix(out, line.depth, line.len == 0))
			return false;
		n = line.len;
		if (line.soft && delsp)
			n--;
		if (!pc_buffer_append(out, line.text, n))
			return false;
		depth = line.depth;
		open = line.soft;
		if (!open && !pc_buffer_append(out, "\n", 1))
			return false;
		p = nl != NULL ? nl + 1 : end;
	}
	if (open && !pc_buffer_append(out, "\n", 1))
		return false;
	/* The text's last line had no line end: neither has its copy. */
	if (len > 0 && text[len - 1] != '\n' && out->len > start &&
	    out->data[out->len - 1] == '\n')
		out->data[--out->len] = '\0';
	*changed = out->len - start != len ||
		   (len > 0 && memcmp(out->data + start, text, len) != 0);
	return true;
}
