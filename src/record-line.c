/* record-line.c: what libyaml's emitter writes of a record as it is, for
 * the writer to put without it: a plain turn's line, and whether a board
 * is a literal block of its lines as they are. */
#include <config.h>

#include <string.h>

#include "decimal.h"
#include "record-line.h"
#include "time-rfc3339.h"
#include "yaml11.h"

/* The text built, and where it stops: the last byte for text (one is
 * kept for the NUL). */
struct line {
	char *at;
	char *end;
};

static bool
put(struct line *l, const char *s, size_t n)
{
	if ((size_t)(l->end - l->at) < n)
		return false;
	memcpy(l->at, s, n);
	l->at += n;
	return true;
}

/* A key, and its colon and space: keys are the writer's own words. */
#define PUT_KEY(l, key) put(l, key ": ", strlen(key ": "))

static bool
number(struct line *l, unsigned long n)
{
	char buf[24];

	return put(l, buf, pc_decimal(buf, n));
}

/* Whether every byte of s (n of them) is one that libyaml writes as it
 * is in a plain scalar of a flow collection: letters, digits and '+'
 * (not one of its indicators, not a space, not a quote or a break). */
static bool
plain_safe(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
		      (c >= 'A' && c <= 'Z') || c == '+'))
			return false;
	}
	return n > 0;
}

/* Whether libyaml writes s (n bytes) in double quotes as it is, with no
 * escape: what plain_safe lets through, and '-', ':' and '.'. */
static bool
quoted_safe(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		char c = s[i];

		if (!plain_safe(&c, 1) && c != '-' && c != ':' && c != '.')
			return false;
	}
	return true;
}

/* A string as the writer's string() writes it: plain where every YAML
 * 1.1 reader takes it for a string, double-quoted otherwise; false when
 * libyaml would not write it as it is (or it does not fit). */
static bool
string(struct line *l, const char *s, size_t n)
{
	if (pc_yaml11_plain_is_string(s, n))
		return plain_safe(s, n) && put(l, s, n);
	return quoted_safe(s, n) && put(l, "\"", 1) && put(l, s, n) &&
	       put(l, "\"", 1);
}

/* A step as the writer's write_step writes it. */
static bool
step(struct line *l, const struct pc_step *step)
{
	char buf[PC_STEP_TEXT_MAX];
	size_t n = strlen(pc_step_format(step, buf));

	if (n > 0 && strspn(buf, "0123456789") == n)
		return put(l, buf, n);
	return string(l, buf, n);
}

size_t
pc_turn_line(const struct pc_turn *t, const char *colour, char *buf,
	     size_t size)
{
	struct line l;
	char at[PC_TIME_TEXT_MAX];
	bool ok;

	if (size == 0 || t->kind != PC_TURN_ROLL || pc_turn_say(t) != NULL)
		return 0;
	l.at = buf;
	l.end = buf + size - 1;
	ok = put(&l, "{", 1) && PUT_KEY(&l, "n") && number(&l, t->n) &&
	     put(&l, ", ", 2) && PUT_KEY(&l, "player") &&
	     put(&l, colour, strlen(colour)) && put(&l, ", ", 2) &&
	     PUT_KEY(&l, "roll") && put(&l, "[", 1);
	for (int d = 0; ok && d < t->ndice; d++)
		ok = (d == 0 || put(&l, ", ", 2)) && number(&l, t->dice[d]);
	ok = ok && put(&l, "]", 1);
	if (ok && t->has_move) {
		ok = put(&l, ", ", 2) && PUT_KEY(&l, "move") && put(&l, "[", 1);
		for (int s = 0; ok && s < t->nsteps; s++)
			ok = (s == 0 || put(&l, ", ", 2)) &&
			     step(&l, &t->steps[s]);
		ok = ok && put(&l, "]", 1);
	}
	if (ok && t->autoplayed)
		ok = put(&l, ", ", 2) && PUT_KEY(&l, "auto") &&
		     put(&l, "true", 4);
	if (ok && t->timeout)
		ok = put(&l, ", ", 2) && PUT_KEY(&l, "timeout") &&
		     put(&l, "true", 4);
	if (ok && t->has_at) {
		const char *text = pc_time_format(pc_turn_at(t), at);

		ok = put(&l, ", ", 2) && PUT_KEY(&l, "at") &&
		     string(&l, text, strlen(text));
	}
	if (ok && t->has_mac)
		ok = put(&l, ", ", 2) && PUT_KEY(&l, "mac") &&
		     string(&l, t->notes->mac, strlen(t->notes->mac));
	ok = ok && put(&l, "}", 1);
	if (!ok)
		return 0;
	*l.at = '\0';
	return (size_t)(l.at - buf);
}

bool
pc_literal_as_is(const char *text, size_t len)
{
	/* An empty line, or a space before a newline, anywhere (the two
	 * newlines at the end too) is found in the loop. */
	if (len < 2 || text[0] == ' ' || text[0] == '\n' ||
	    text[len - 1] != '\n')
		return false;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];

		if (c == '\n' ? text[i - 1] == ' ' || text[i - 1] == '\n'
			      : c < 0x20 || c > 0x7E)
			return false;
	}
	return true;
}
