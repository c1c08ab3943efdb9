/* record-pull.c: libyaml's events for the record reader (record-pull.h).
 *
 * Events are read one at a time and never kept, so memory does not grow
 * with the size of the input beyond the record itself. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gettext.h"
#include "record-pull.h"
#include "text-fold.h"
#include "text-guard.h"

/* Line and column (1-based) of byte offset in the input. */
static struct pc_mark
rd_mark_of_offset(const struct reader *r, size_t offset)
{
	struct pc_mark m = {1, 1};
	size_t start = 0;

	if (offset > r->len)
		offset = r->len;
	for (size_t i = 0; i < offset; i++) {
		if (r->data[i] == '\n') {
			m.line++;
			start = i + 1;
		}
	}
	m.column = 1 + (uint32_t)pc_text_columns(r->data + start,
						   offset - start);
	return m;
}

/* Turns libyaml's error into ours, with a hint where one helps. */
static enum pc_status
rd_parser_error(struct reader *r)
{
	yaml_parser_t *p = &r->parser;
	struct pc_mark m;
	size_t at;

	if (p->error == YAML_MEMORY_ERROR)
		return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
				    "out of memory");
	if (p->error == YAML_READER_ERROR) {
		m = rd_mark_of_offset(r, p->problem_offset);
		at = p->problem_offset;
		/* A NUL or another C0 control is no encoding problem: say
		 * which byte it is rather than blame UTF-8. (At a bad UTF-8
		 * sequence the offset names its bad byte, maybe a newline:
		 * hence the check of the problem first.) */
		if (p->problem != NULL && at < r->len &&
		    strcmp(p->problem, "control characters are not allowed") ==
			    0) {
			if (r->data[at] == '\0')
				return fail_at(r, m, "a NUL byte (0x00) is not "
					       "allowed in a record");
			if ((unsigned char)r->data[at] < 0x20 ||
			    r->data[at] == 0x7F)
				return fail_at(r, m, "control character 0x%02X "
					       "is not allowed in a record",
					       (unsigned)(unsigned char)
						       r->data[at]);
		}
		return fail_at(r, m, "%s (the record must be UTF-8 text)",
			       p->problem ? p->problem : _("unreadable input"));
	}
	m.line = (uint32_t)p->problem_mark.line + 1;
	m.column = (uint32_t)p->problem_mark.column + 1;
	at = p->problem_mark.index;
	if (at < r->len && r->data[at] == '\t')
		return fail_at(r, m, "a tab where YAML allows only spaces: "
			       "indent with spaces");
	if (p->context != NULL && p->problem != NULL &&
	    strstr(p->problem, "unexpected end of stream") != NULL &&
	    strstr(p->context, "quoted scalar") != NULL)
		return fail_at(r, m, "the record ends inside a quoted string: "
			       "a closing quote is missing");
	if (p->context != NULL)
		return fail_at(r, m, "%s %s", p->problem, p->context);
	return fail_at(r, m, "%s",
		       p->problem ? p->problem : _("invalid YAML"));
}

/* Whether event e (a scalar, or the start of a list or a mapping) has
 * an anchor or a tag, into *anchor and *tag (NULL when not). */
static bool
rd_marked(const yaml_event_t *e, const yaml_char_t **anchor,
	  const yaml_char_t **tag)
{
	*anchor = *tag = NULL;
	switch (e->type) {
	case YAML_SCALAR_EVENT:
		*anchor = e->data.scalar.anchor;
		*tag = e->data.scalar.tag;
		break;
	case YAML_SEQUENCE_START_EVENT:
		*anchor = e->data.sequence_start.anchor;
		*tag = e->data.sequence_start.tag;
		break;
	case YAML_MAPPING_START_EVENT:
		*anchor = e->data.mapping_start.anchor;
		*tag = e->data.mapping_start.tag;
		break;
	default:
		break;
	}
	return *anchor != NULL || *tag != NULL;
}

/* Releases the current event, as libyaml's API has it: what an event
 * holds was allocated by libyaml, and only yaml_event_delete knows how
 * to free it. */
static void
rd_release(struct reader *r)
{
	yaml_event_delete(&r->event);
}

/* Makes the next event current. Aliases, anchors and explicit tags are
 * refused: a record is plain data. */
enum pc_status
rd_next(struct reader *r)
{
	const yaml_char_t *anchor, *tag;

	if (r->have_event)
		rd_release(r);
	r->have_event = false;
	if (!yaml_parser_parse(&r->parser, &r->event))
		return rd_parser_error(r);
	r->have_event = true;
	if (r->event.type == YAML_ALIAS_EVENT)
		return FAIL(r, "aliases (*name) are not allowed in a record");
	rd_marked(&r->event, &anchor, &tag);
	if (anchor != NULL)
		return FAIL(r, "anchors (&name) are not allowed in a record");
	if (tag != NULL)
		return FAIL(r, "tags (!name) are not allowed in a record");
	return PC_OK;
}

const char *
rd_kind_name(const yaml_event_t *e)
{
	switch (e->type) {
	case YAML_SCALAR_EVENT:
		return _("a single value");
	case YAML_SEQUENCE_START_EVENT:
		return _("a list");
	case YAML_MAPPING_START_EVENT:
		return _("a mapping");
	default:
		return _("the end of a block");
	}
}

enum pc_status
rd_expect(struct reader *r, yaml_event_type_t type, const char *what)
{
	if (!rd_is(r, type))
		return FAIL(r, "expected %s, found %s", _(what),
			    rd_kind_name(&r->event));
	return PC_OK;
}

/* Reads a plain decimal number in low..high. */
enum pc_status
rd_int(struct reader *r, long low, long high, const char *what, long *out)
{
	const char *t;
	size_t n;
	long v = 0;

	if (rd_expect(r, YAML_SCALAR_EVENT, what) != PC_OK)
		return PC_ERR_DATA;
	t = rd_text(r);
	n = rd_len(r);
	if (!rd_plain(r))
		return FAIL(r, "expected %s, found a quoted string", _(what));
	if (n == 0 || n > 9 || (n > 1 && t[0] == '0'))
		return FAIL(r, "expected %s, found \"%.*s\"", _(what),
			    SHOWN(r));
	for (size_t i = 0; i < n; i++) {
		if (t[i] < '0' || t[i] > '9')
			return FAIL(r, "expected %s, found \"%.*s\"", _(what),
				    SHOWN(r));
		v = v * 10 + (t[i] - '0');
	}
	if (v < low || v > high)
		return FAIL(r, "%s must be from %ld to %ld, not %ld", _(what),
			    low, high, v);
	*out = v;
	return PC_OK;
}

enum pc_status
rd_bool(struct reader *r, const char *what, bool *out)
{
	if (rd_expect(r, YAML_SCALAR_EVENT, what) != PC_OK)
		return PC_ERR_DATA;
	if (rd_plain(r) && strcmp(rd_text(r), "true") == 0)
		*out = true;
	else if (rd_plain(r) && strcmp(rd_text(r), "false") == 0)
		*out = false;
	else
		return FAIL(r, "%s must be true or false", _(what));
	return PC_OK;
}

/* Reads a string of 1..max bytes into a new string (*out is released
 * first). A character that text from players may not hold (a control,
 * raw or escaped, a bidi control...: text-guard.h) is refused. */
enum pc_status
rd_string(struct reader *r, size_t max, const char *what, char **out)
{
	const char *t;
	char why[PC_TEXT_WHY_MAX];
	size_t n;

	if (rd_expect(r, YAML_SCALAR_EVENT, what) != PC_OK)
		return PC_ERR_DATA;
	t = rd_text(r);
	n = rd_len(r);
	if (n == 0)
		return FAIL(r, "%s is empty", _(what));
	if (n > max)
		return FAIL(r, "%s is longer than %zu bytes", _(what), max);
	if (pc_text_check(t, n, why) != n)
		return FAIL(r, "%s holds %s", _(what), why);
	free(*out);
	*out = pc_strndup(t, n);
	if (*out == NULL)
		return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
				    "out of memory");
	return PC_OK;
}

static enum pc_status
rd_hex_problem(struct reader *r, const char *prefix, size_t digits,
	    const char *what)
{
	if (*prefix == '\0')
		return FAIL(r, "%s must be %zu hex digits", _(what), digits);
	return FAIL(r, "%s must be \"%s\" and %zu hex digits", _(what), prefix,
		    digits);
}

/* Reads lower-case hex digits (upper case is lowered) into out. */
enum pc_status
rd_hex(struct reader *r, const char *prefix, size_t digits,
	 const char *what, char *out)
{
	const char *t;
	size_t plen = strlen(prefix);

	if (rd_expect(r, YAML_SCALAR_EVENT, what) != PC_OK)
		return PC_ERR_DATA;
	t = rd_text(r);
	if (rd_len(r) != plen + digits || memcmp(t, prefix, plen) != 0)
		return rd_hex_problem(r, prefix, digits, what);
	for (size_t i = 0; i < digits; i++) {
		char c = t[plen + i];

		if (c >= 'A' && c <= 'F')
			c = (char)(c - 'A' + 'a');
		if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
			return rd_hex_problem(r, prefix, digits, what);
		out[i] = c;
	}
	out[digits] = '\0';
	return PC_OK;
}

/* Skips the node whose first event is current. */
enum pc_status
rd_skip(struct reader *r)
{
	int depth = 0;

	for (;;) {
		switch (r->event.type) {
		case YAML_SEQUENCE_START_EVENT:
		case YAML_MAPPING_START_EVENT:
			if (++depth > SKIP_DEPTH_MAX)
				return FAIL(r, "nested deeper than %d levels",
					    SKIP_DEPTH_MAX);
			break;
		case YAML_SEQUENCE_END_EVENT:
		case YAML_MAPPING_END_EVENT:
			depth--;
			break;
		default:
			break;
		}
		if (depth == 0)
			return PC_OK;
		if (rd_next(r) != PC_OK)
			return PC_ERR_DATA;
	}
}

/* Iterating over a sequence: on entry its start is current. Each call
 * makes the next item current and returns true, or returns false at the
 * end of the sequence or on an error (*status tells which). */
bool
rd_next_item(struct reader *r, enum pc_status *status)
{
	if ((*status = rd_next(r)) != PC_OK)
		return false;
	return !rd_is(r, YAML_SEQUENCE_END_EVENT);
}

bool
rd_next_key(struct reader *r, struct key_iter *it, key_find_fn find, int *key,
	 const char *where)
{
	if ((it->status = rd_next(r)) != PC_OK)
		return false;
	if (rd_is(r, YAML_MAPPING_END_EVENT))
		return false;
	if (!rd_is(r, YAML_SCALAR_EVENT)) {
		it->status = FAIL(r, "a key must be a single word, not %s",
				  rd_kind_name(&r->event));
		return false;
	}
	*key = find(rd_text(r), rd_len(r));
	if (*key < 0) {
		it->status = FAIL(r, "unknown key \"%.*s\"%s",
				  rd_len(r) > 30 ? 30 : (int)rd_len(r),
				  rd_text(r), where[0] != '\0' ? _(where) : "");
		return false;
	}
	if (it->seen & (UINT32_C(1) << *key)) {
		it->status = FAIL(r, "key \"%s\" appears twice", rd_text(r));
		return false;
	}
	it->seen |= UINT32_C(1) << *key;
	if ((it->status = rd_next(r)) != PC_OK)	/* the value */
		return false;
	return true;
}

int
rd_find_in(const char *const *names, int count, const char *t, size_t n)
{
	/* Every key of every turn is looked up here: a name is passed over
	 * at its first byte, as nearly every name is, and otherwise compared
	 * byte by byte as far as it goes, not measured with strlen first. A
	 * scalar's text ends with a NUL (libyaml's), so t[0] is there to
	 * read even when n is 0. */
	for (int i = 0; i < count; i++) {
		const char *name = names[i];
		size_t k = 0;

		if (name[0] != t[0])
			continue;
		while (k < n && name[k] != '\0' && name[k] == t[k])
			k++;
		if (n > 0 && k == n && name[k] == '\0')
			return i;
	}
	return -1;
}
