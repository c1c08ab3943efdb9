/* yaml-digest.c: digests of YAML values from libyaml's parser events. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "yaml-digest.h"

/* As deep as record-read lets the derived keys nest; deeper is refused
 * there, and here it only bounds the recursion. */
enum { DIGEST_DEPTH_MAX = 64 };

/* One entry of a mapping, as offsets into the digest being built (the
 * buffer may move while it grows), then as pointers for sorting. */
struct entry {
	size_t key, key_len, value_len;
	const char *key_text, *value_text;
};

/* A growing list of the entries of one mapping. */
struct entries {
	struct entry *v;
	size_t n, cap;
};

static bool digest_node(yaml_parser_t *parser, yaml_event_t *first,
			struct pc_buffer *out, int depth);

/* Appends a length-prefixed token, so that no scalar, whatever it holds,
 * can be mistaken for a bracket or for two scalars. */
static bool
append_token(struct pc_buffer *out, char kind, const unsigned char *s,
	     size_t len)
{
	char head[32];
	int n = snprintf(head, sizeof head, "%c%zu:", kind, len);

	return n > 0 && pc_buffer_append(out, head, (size_t)n) &&
	       pc_buffer_append(out, s, len) && pc_buffer_append(out, "\n", 1);
}

static bool
push_entry(struct entries *list, const struct entry *e)
{
	if (list->n == list->cap) {
		size_t cap = list->cap ? list->cap * 2 : 16;
		struct entry *grown;

		if (cap > SIZE_MAX / sizeof *grown)
			return false;
		grown = realloc(list->v, cap * sizeof *grown);
		if (grown == NULL)
			return false;
		list->v = grown;
		list->cap = cap;
	}
	list->v[list->n++] = *e;
	return true;
}

/* Orders entries by the digest of their key, then (for a key given twice)
 * by the digest of their value, so that the order is total. */
static int
compare_entries(const void *pa, const void *pb)
{
	const struct entry *a = pa, *b = pb;
	size_t n = a->key_len < b->key_len ? a->key_len : b->key_len;
	int c = memcmp(a->key_text, b->key_text, n);

	if (c != 0 || a->key_len != b->key_len)
		return c != 0 ? c : (a->key_len < b->key_len ? -1 : 1);
	n = a->value_len < b->value_len ? a->value_len : b->value_len;
	c = memcmp(a->value_text, b->value_text, n);
	if (c != 0 || a->value_len == b->value_len)
		return c;
	return a->value_len < b->value_len ? -1 : 1;
}

/* Rewrites the entries that end out (from offset start on) in sorted
 * order. The entries are contiguous, so a copy of that stretch is all the
 * memory this takes. */
static bool
sort_entries(struct pc_buffer *out, size_t start, struct entries *list)
{
	size_t len = out->len - start, at = start;
	char *copy;

	if (list->n < 2)
		return true;
	copy = malloc(len);
	if (copy == NULL)
		return false;
	memcpy(copy, out->data + start, len);
	for (size_t i = 0; i < list->n; i++) {
		struct entry *e = &list->v[i];

		e->key_text = copy + (e->key - start);
		e->value_text = e->key_text + e->key_len;
	}
	qsort(list->v, list->n, sizeof *list->v, compare_entries);
	for (size_t i = 0; i < list->n; i++) {
		const struct entry *e = &list->v[i];

		memcpy(out->data + at, e->key_text, e->key_len + e->value_len);
		at += e->key_len + e->value_len;
	}
	free(copy);
	return true;
}

/* Digests the entries of a mapping whose start has been consumed, up to
 * and including its end, in an order that does not depend on the
 * document's. */
static bool
digest_mapping(yaml_parser_t *parser, struct pc_buffer *out, int depth)
{
	struct entries list = {NULL, 0, 0};
	size_t start = out->len;
	yaml_event_t e;
	bool ok = true;

	for (;;) {
		struct entry entry;

		if (!yaml_parser_parse(parser, &e)) {
			ok = false;
			break;
		}
		if (e.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&e);
			break;
		}
		entry.key = out->len;
		ok = digest_node(parser, &e, out, depth);
		yaml_event_delete(&e);
		entry.key_len = out->len - entry.key;
		ok = ok && yaml_parser_parse(parser, &e);
		if (!ok)
			break;
		ok = digest_node(parser, &e, out, depth);
		yaml_event_delete(&e);
		entry.value_len = out->len - entry.key - entry.key_len;
		if (!ok || !push_entry(&list, &entry)) {
			ok = false;
			break;
		}
	}
	ok = ok && sort_entries(out, start, &list) &&
	     pc_buffer_append(out, "}\n", 2);
	free(list.v);
	return ok;
}

/* Digests the items of a sequence whose start has been consumed, up to
 * and including its end; items keep their order. */
static bool
digest_sequence(yaml_parser_t *parser, struct pc_buffer *out, int depth)
{
	yaml_event_t e;
	bool ok;

	for (;;) {
		if (!yaml_parser_parse(parser, &e))
			return false;
		if (e.type == YAML_SEQUENCE_END_EVENT) {
			yaml_event_delete(&e);
			return pc_buffer_append(out, "]\n", 2);
		}
		ok = digest_node(parser, &e, out, depth);
		yaml_event_delete(&e);
		if (!ok)
			return false;
	}
}

/* Digests the node whose first event is first (parsed, and deleted by the
 * caller): its scalars and the shape of its lists and mappings. */
static bool
digest_node(yaml_parser_t *parser, yaml_event_t *first, struct pc_buffer *out,
	    int depth)
{
	switch (first->type) {
	case YAML_SCALAR_EVENT:
		return append_token(out, 's', first->data.scalar.value,
				    first->data.scalar.length);
	case YAML_ALIAS_EVENT:
		return append_token(out, '*', first->data.alias.anchor,
				    strlen((const char *)
						   first->data.alias.anchor));
	case YAML_SEQUENCE_START_EVENT:
		return depth < DIGEST_DEPTH_MAX &&
		       pc_buffer_append(out, "[\n", 2) &&
		       digest_sequence(parser, out, depth + 1);
	case YAML_MAPPING_START_EVENT:
		return depth < DIGEST_DEPTH_MAX &&
		       pc_buffer_append(out, "{\n", 2) &&
		       digest_mapping(parser, out, depth + 1);
	default:
		return false;	/* the end of a stream or document */
	}
}

/* Consumes the node whose first event is first, without digesting it:
 * only the depth is counted, so any depth can be skipped. */
static bool
skip_node(yaml_parser_t *parser, const yaml_event_t *first)
{
	yaml_event_t e;
	long depth = first->type == YAML_SEQUENCE_START_EVENT ||
		     first->type == YAML_MAPPING_START_EVENT;
	bool ok = true;

	while (ok && depth > 0) {
		if (!yaml_parser_parse(parser, &e))
			return false;
		depth += (e.type == YAML_SEQUENCE_START_EVENT ||
			  e.type == YAML_MAPPING_START_EVENT) -
			 (e.type == YAML_SEQUENCE_END_EVENT ||
			  e.type == YAML_MAPPING_END_EVENT);
		ok = e.type != YAML_STREAM_END_EVENT;
		yaml_event_delete(&e);
	}
	return ok;
}

/* Parses the next event into e; false on a parse error. */
static bool
next(yaml_parser_t *parser, yaml_event_t *e)
{
	return yaml_parser_parse(parser, e) != 0;
}

/* Walks the top-level mapping to key and digests its value. */
static bool
find_and_digest(yaml_parser_t *parser, const char *key,
		struct pc_buffer *out, unsigned long *line)
{
	yaml_event_t e;
	bool match, ok;

	for (int i = 0; i < 3; i++) {	/* stream, document, mapping */
		if (!next(parser, &e))
			return false;
		ok = i < 2 || e.type == YAML_MAPPING_START_EVENT;
		yaml_event_delete(&e);
		if (!ok)
			return false;
	}
	for (;;) {
		if (!next(parser, &e))
			return false;
		if (e.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&e);
			return false;
		}
		match = e.type == YAML_SCALAR_EVENT &&
			strcmp((const char *)e.data.scalar.value, key) == 0;
		if (match)
			*line = (unsigned long)e.start_mark.line + 1;
		ok = skip_node(parser, &e);
		yaml_event_delete(&e);
		if (!ok || !next(parser, &e))
			return false;
		ok = match ? digest_node(parser, &e, out, 0)
			   : skip_node(parser, &e);
		yaml_event_delete(&e);
		if (!ok || match)
			return ok;
	}
}

bool
pc_yaml_digest_key(const char *text, size_t len, const char *key,
		   struct pc_buffer *out, unsigned long *line)
{
	yaml_parser_t parser;
	bool found;

	*line = 0;
	if (!yaml_parser_initialize(&parser))
		return false;
	yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
	found = find_and_digest(&parser, key, out, line);
	yaml_parser_delete(&parser);
	if (!found)
		*line = 0;
	return found;
}

/* The one walk of pc_yaml_digest_keys: each key's first occurrence
 * digested into out[k], in one pass over the top-level mapping. Marks in
 * decided[k] what it settled (found, or the mapping ended without the
 * key); returns false when it stopped short (a parse error, a value that
 * does not digest, memory), leaving the rest undecided. */
static bool
digest_keys_walk(yaml_parser_t *parser, const char *const *keys, size_t n,
		 struct pc_buffer *out, unsigned long *lines, bool *found,
		 bool *decided)
{
	yaml_event_t e;
	size_t left = n;
	bool ok;

	for (int i = 0; i < 3; i++) {	/* stream, document, mapping */
		if (!next(parser, &e))
			return false;
		ok = i < 2 || e.type == YAML_MAPPING_START_EVENT;
		yaml_event_delete(&e);
		if (!ok)
			return false;
	}
	while (left > 0) {
		size_t k = n;
		unsigned long line = 0;

		if (!next(parser, &e))
			return false;
		if (e.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&e);
			break;
		}
		for (size_t j = 0; e.type == YAML_SCALAR_EVENT && j < n; j++)
			if (!decided[j] &&
			    strcmp((const char *)e.data.scalar.value,
				   keys[j]) == 0) {
				k = j;
				line = (unsigned long)e.start_mark.line + 1;
				break;
			}
		ok = skip_node(parser, &e);
		yaml_event_delete(&e);
		if (!ok || !next(parser, &e))
			return false;
		ok = k < n ? digest_node(parser, &e, &out[k], 0)
			   : skip_node(parser, &e);
		yaml_event_delete(&e);
		if (!ok)
			return false;
		if (k < n) {
			found[k] = decided[k] = true;
			lines[k] = line;
			left--;
		}
	}
	for (size_t j = 0; j < n; j++)
		decided[j] = true;	/* the rest are not in the mapping */
	return true;
}

bool
pc_yaml_digest_keys(const char *text, size_t len, const char *const *keys,
		    size_t n, struct pc_buffer *out, unsigned long *lines,
		    bool *found)
{
	yaml_parser_t parser;
	bool decided[PC_DIGEST_KEYS_MAX] = {false}, any = false;
	size_t start[PC_DIGEST_KEYS_MAX];

	if (n > PC_DIGEST_KEYS_MAX)
		return false;
	for (size_t k = 0; k < n; k++) {
		found[k] = false;
		lines[k] = 0;
		start[k] = out[k].len;
	}
	if (yaml_parser_initialize(&parser)) {
		yaml_parser_set_input_string(&parser,
					     (const unsigned char *)text, len);
		digest_keys_walk(&parser, keys, n, out, lines, found, decided);
		yaml_parser_delete(&parser);
	}
	/* Where the walk stopped short, each key left is looked for on its
	 * own, as pc_yaml_digest_key does: the same answer, whatever made
	 * the walk stop (a value before the key that does not digest but
	 * can be skipped, say). */
	for (size_t k = 0; k < n; k++) {
		if (!decided[k]) {
			out[k].len = start[k];
			if (out[k].data != NULL)
				out[k].data[start[k]] = '\0';
			found[k] = pc_yaml_digest_key(text, len, keys[k],
						      &out[k], &lines[k]);
		}
		any = any || found[k];
	}
	return any;
}
