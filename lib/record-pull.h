/* record-pull.h: the record reader's pull of libyaml's events, one at a
 * time, and its helpers for one scalar, a sequence and a mapping of known
 * keys. Shared by record-read.c (the schema) and record-check.c (what one
 * key says about another); not for other users.
 *
 * Every reading function starts with the first event of its node current
 * and ends with the last one (the scalar, or the end of the sequence or
 * mapping). On an error they return it, placed at its line and column, in
 * r->err. */
#ifndef PARCHIS_RECORD_PULL_H
#define PARCHIS_RECORD_PULL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <yaml.h>

#include "error.h"
#include "record.h"

enum { SKIP_DEPTH_MAX = 64 };	/* nesting allowed in the derived keys */

struct reader {
	yaml_parser_t parser;
	yaml_event_t event;
	bool have_event;
	const char *data;
	size_t len;
	struct pc_record *rec;
	struct pc_error *err;
	struct pc_mark players_mark;
	struct pc_mark first_mark;
	struct pc_mark setup_mark[PC_NCOLOURS];
	size_t mac_turn;	/* 1 + the index of the first turn with a
				 * mac, or 0 */
	struct pc_mark mac_mark;	/* then: of its mac */
	bool rules_read;	/* the rules key has been read */
	int seats;		/* then: the seats of their board */
};

/* The place where the current event starts. */
static inline struct pc_mark
rd_here(const struct reader *r)
{
	struct pc_mark m = {(uint32_t)r->event.start_mark.line + 1,
			    (uint32_t)r->event.start_mark.column + 1};
	return m;
}

static inline bool
rd_is(const struct reader *r, yaml_event_type_t type)
{
	return r->event.type == type;
}

static inline const char *
rd_text(const struct reader *r)
{
	return (const char *)r->event.data.scalar.value;
}

static inline size_t
rd_len(const struct reader *r)
{
	return r->event.data.scalar.length;
}

static inline bool
rd_plain(const struct reader *r)
{
	return r->event.data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
}

/* Fails at mark m: a malformed record. (pc_error_set translates the
 * format; po/Makevars names fail_at and FAIL to xgettext.) */
#define fail_at(r, m, ...)                                                 \
	pc_error_set((r)->err, PC_ERR_DATA, (m).line, (m).column, __VA_ARGS__)

/* Fails at the current event. */
#define FAIL(r, ...) fail_at((r), rd_here(r), __VA_ARGS__)

/* The arguments of "%.*s" that quote (the start of) the current scalar. */
#define SHOWN(r) (rd_len(r) > 20 ? 20 : (int)rd_len(r)), rd_text(r)

/* A mapping's keys: fn(text, len) is the index of the key in the list,
 * or -1. */
#define DEFINE_KEYS(fn, ...)                                           \
	static const char *const fn##_names[] = {__VA_ARGS__};         \
	static int fn(const char *t, size_t n)                         \
	{                                                              \
		int count = (int)(sizeof fn##_names / sizeof *fn##_names); \
									\
		return rd_find_in(fn##_names, count, t, n);            \
	}

/* Iterating over a mapping: on entry the mapping's start is current. Each
 * call makes the next key current and returns true, or returns false at the
 * end of the mapping or on an error (*status tells which). A key seen
 * before in the same mapping is an error; seen is a bit set over the
 * indexes that find gives, -1 for a key it does not know. */
struct key_iter {
	uint32_t seen;
	enum pc_status status;
};

typedef int (*key_find_fn)(const char *text, size_t len);

/* Makes the next event current. Aliases, anchors and explicit tags are
 * refused: a record is plain data. */
enum pc_status rd_next(struct reader *r);

/* "a list", "a mapping"...: what event e starts, for a message. */
const char *rd_kind_name(const yaml_event_t *e);

/* Fails unless the current event is of type (what names the value). */
enum pc_status rd_expect(struct reader *r, yaml_event_type_t type,
			 const char *what);

/* Reads a plain decimal number in low..high. */
enum pc_status rd_int(struct reader *r, long low, long high, const char *what,
		      long *out);

/* Reads true or false. */
enum pc_status rd_bool(struct reader *r, const char *what, bool *out);

/* Reads a string of 1..max bytes into a new string (*out is released
 * first). A character that text from players may not hold (a control,
 * raw or escaped, a bidi control...: text-guard.h) is refused. */
enum pc_status rd_string(struct reader *r, size_t max, const char *what,
			 char **out);

/* Reads lower-case hex digits (upper case is lowered) into out. */
enum pc_status rd_hex(struct reader *r, const char *prefix, size_t digits,
		      const char *what, char *out);

/* Skips the node whose first event is current. */
enum pc_status rd_skip(struct reader *r);

/* Iterating over a sequence: on entry its start is current. Each call
 * makes the next item current and returns true, or returns false at the
 * end of the sequence or on an error (*status tells which). */
bool rd_next_item(struct reader *r, enum pc_status *status);

bool rd_next_key(struct reader *r, struct key_iter *it, key_find_fn find,
		 int *key, const char *where);

/* The index of t (n bytes, and a NUL after them, as a scalar's text has)
 * among names[0..count-1], or -1. */
int rd_find_in(const char *const *names, int count, const char *t, size_t n);

/* record-check.c: what the keys of the whole record, read into r->rec,
 * say about each other (the colours they name are seated; no square of
 * the setup holds more than two pieces). */
enum pc_status rd_check_references(struct reader *r);

#endif
