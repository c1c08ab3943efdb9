/* yaml-digest.c: digests of YAML values from libyaml's parser events. */
#include <config.h>

#include <string.h>
#include <yaml.h>

#include "yaml-digest.h"

/* Appends the token for one event; scalars carry their value, quoted so
 * that no scalar can be mistaken for a bracket. */
static bool
append_event(const yaml_event_t *e, struct pc_buffer *out)
{
	switch (e->type) {
	case YAML_SCALAR_EVENT:
		return pc_buffer_append(out, "\"", 1) &&
		       pc_buffer_append(out, e->data.scalar.value,
					e->data.scalar.length) &&
		       pc_buffer_append(out, "\"\n", 2);
	case YAML_SEQUENCE_START_EVENT:
		return pc_buffer_append(out, "[\n", 2);
	case YAML_SEQUENCE_END_EVENT:
		return pc_buffer_append(out, "]\n", 2);
	case YAML_MAPPING_START_EVENT:
		return pc_buffer_append(out, "{\n", 2);
	case YAML_MAPPING_END_EVENT:
		return pc_buffer_append(out, "}\n", 2);
	default:
		return true;
	}
}

static bool
is_start(const yaml_event_t *e)
{
	return e->type == YAML_SEQUENCE_START_EVENT ||
	       e->type == YAML_MAPPING_START_EVENT;
}

static bool
is_end(const yaml_event_t *e)
{
	return e->type == YAML_SEQUENCE_END_EVENT ||
	       e->type == YAML_MAPPING_END_EVENT;
}

/* Consumes the node whose first event is first (already parsed and
 * deleted by the caller), appending every event to out when out is not
 * NULL. */
static bool
consume_node(yaml_parser_t *parser, const yaml_event_t *first,
	     struct pc_buffer *out)
{
	yaml_event_t e;
	int depth = is_start(first);
	bool ok = true;

	while (ok && depth > 0) {
		if (!yaml_parser_parse(parser, &e))
			return false;
		ok = out == NULL || append_event(&e, out);
		depth += is_start(&e) - is_end(&e);
		ok = ok && e.type != YAML_STREAM_END_EVENT;
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
		ok = consume_node(parser, &e, NULL);
		yaml_event_delete(&e);
		if (!ok || !next(parser, &e))
			return false;
		if (match) {
			ok = append_event(&e, out) &&
			     consume_node(parser, &e, out);
			yaml_event_delete(&e);
			return ok;
		}
		ok = consume_node(parser, &e, NULL);
		yaml_event_delete(&e);
		if (!ok)
			return false;
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
