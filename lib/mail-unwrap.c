/* mail-unwrap.c: the record inside a mail reply (parchis-record(5),
 * MAIL): text before the line that starts the record and after its
 * end is dropped, a quote prefix shared by every record line is removed,
 * CRLF line ends become LF. */
#include <config.h>

#include <string.h>

#include "mail-unwrap.h"

/* The end of the line that starts at p (its '\n', or end). */
static const char *
line_end(const char *p, const char *end)
{
	const char *nl = memchr(p, '\n', (size_t)(end - p));

	return nl != NULL ? nl : end;
}

/* The length of line [p, e) without a final '\r'. */
static size_t
line_len(const char *p, const char *e)
{
	return (size_t)(e - p) - (e > p && e[-1] == '\r');
}

/* The quote prefix of a line: '>' and the spaces after each. */
static size_t
quote_len(const char *p, size_t len)
{
	size_t n = 0;

	while (n < len && p[n] == '>') {
		n++;
		while (n < len && p[n] == ' ')
			n++;
	}
	return n;
}

static bool
starts_with(const char *p, size_t len, const char *word)
{
	size_t w = strlen(word);

	return len >= w && memcmp(p, word, w) == 0;
}

/* Whether a line (its prefix removed) is a YAML document start: "---"
 * alone or before a space. Outlook's "-----Original Message-----" is
 * not one. */
static bool
document_start(const char *p, size_t len)
{
	return starts_with(p, len, "---") &&
	       (len == 3 || p[3] == ' ' || p[3] == '\t');
}

/* Whether a line (its prefix removed) can belong to a record: blank,
 * indented, a comment, a sequence item, a document marker, or a key.
 * Record keys are lower case; mail headers (From:, Subject:) are not. */
static bool
record_line(const char *p, size_t len)
{
	size_t k = 0;

	if (len == 0 || p[0] == ' ' || p[0] == '\t' || p[0] == '#' ||
	    p[0] == '-' ||
	    p[0] == '.')
		return !(len == 3 && memcmp(p, "-- ", 3) == 0);
	while (k < len && (p[k] == '_' || (p[k] >= 'a' && p[k] <= 'z') ||
			   (k > 0 && p[k] >= '0' && p[k] <= '9')))
		k++;
	return k > 0 && k < len && p[k] == ':' && (k + 1 == len || p[k + 1] == ' ');
}

/* Whether a line in [p, end) carries the quote prefix quote and, that
 * removed, something a record holds. */
static bool
quote_resumes(const char *p, const char *end, const char *quote,
	      size_t prefix)
{
	const char *e;
	size_t n;

	for (; p < end; p = e + 1) {
		e = line_end(p, end);
		n = line_len(p, e);
		if (n > prefix && memcmp(p, quote, prefix) == 0 &&
		    record_line(p + prefix, n - prefix))
			return true;
		if (e == end)
			break;
	}
	return false;
}

/* Where the record that starts at start ends: after its last line.
 * A line that lost its quote ends the record; so does a line no record
 * holds (a signature, a greeting). An empty quoted line may have lost
 * its trailing space. But when quoted record lines follow, the record
 * did not end: that line lost its quote on the way, and reading on
 * without it would drop the rest of the record (map->broken_line). */
static const char *
record_end(const char *start, const char *end, size_t prefix,
	   unsigned long line, struct pc_unwrap *map)
{
	const char *p, *e;
	size_t n, q;

	for (p = start; p < end; p = e + 1, line++) {
		e = line_end(p, end);
		n = line_len(p, e);
		if ((n < prefix && !(n > 0 && memcmp(p, start, n) == 0 &&
				     quote_len(p, n) == n)) ||
		    (n >= prefix && memcmp(p, start, prefix) != 0)) {
			if (prefix > 0 && e < end &&
			    quote_resumes(e + 1, end, start, prefix))
				map->broken_line = line;
			return p;
		}
		q = n < prefix ? n : prefix;
		if (!record_line(p + q, n - q) ||
		    (p > start && starts_with(p + q, n - q, "---")) ||
		    (n - q == 3 && memcmp(p + q, "...", 3) == 0))
			return p;
		if (e == end)
			return end;
	}
	return end;
}

bool
pc_mail_unwrap(const char *data, size_t len, struct pc_buffer *out,
	       struct pc_unwrap *map)
{
	const char *end, *p, *e, *start = NULL, *stop;
	size_t prefix = 0, n, q, whole_len = len;
	unsigned long line = 1, first = 0;

	memset(map, 0, sizeof *map);
	/* A byte-order mark (some Windows editors write one) would hide
	 * "parchis:" at the start of the first line. */
	if (len >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0) {
		data += 3;
		len -= 3;
	}
	end = data + len;
	/* The first line that, its quote prefix removed, starts a record. */
	for (p = data; p < end; p = e + 1, line++) {
		e = line_end(p, end);
		n = line_len(p, e);
		q = quote_len(p, n);
		if (starts_with(p + q, n - q, "parchis:") ||
		    document_start(p + q, n - q)) {
			start = p;
			prefix = q;
			first = line;
			break;
		}
		if (e == end)
			break;
	}
	if (start == NULL)
		return false;
	/* Comments or keys before "parchis:" in a plain record belong to
	 * it. */
	if (prefix == 0)
		for (p = data; p < start && record_line(p, line_len(p,
				line_end(p, end))); p = line_end(p, end) + 1)
			;
	if (prefix == 0 && p >= start) {
		start = data;
		first = 1;
	}
	map->first_line = first;
	map->prefix = prefix;
	map->found = true;
	stop = record_end(start, end, prefix, first, map);
	/* A plain record that is the whole text needs no copy. */
	if (prefix == 0 && start == data && stop == end && len == whole_len &&
	    memchr(data, '\r', len) == NULL) {
		map->whole = true;
		return true;
	}
	for (p = start; p < stop; p = e + 1) {
		e = line_end(p, stop);
		n = line_len(p, e);
		q = n < prefix ? n : prefix;
		if (!pc_buffer_append(out, p + q, n - q) ||
		    !pc_buffer_append(out, "\n", 1))
			return false;
	}
	return true;
}
