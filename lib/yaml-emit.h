/* yaml-emit.h: libyaml's emitter as the record writer and the commands'
 * --yaml drive it: events emitted until the first failure, and the
 * output laid out as parchis-record(5) shows a record. */
#ifndef PARCHIS_YAML_EMIT_H
#define PARCHIS_YAML_EMIT_H

#include <stdbool.h>
#include <stddef.h>
#include <yaml.h>

#include "buffer.h"

/* Emits event, which a yaml_*_event_initialize made when made is not 0,
 * unless *failed; sets *failed when it was not made or the emitter
 * fails. The emitter releases an event it is given, failing or not;
 * one not given to it is released here (yaml_event_delete). */
void pc_yaml_emit(yaml_emitter_t *emitter, bool *failed, yaml_event_t *event,
		  int made);

/* Emits the start of a list or a mapping in flow or block style, or its
 * end, by type (YAML_MAPPING_START_EVENT, YAML_SEQUENCE_END_EVENT...),
 * without an anchor or a tag, as pc_yaml_emit does. */
void pc_yaml_collection(yaml_emitter_t *emitter, bool *failed,
			yaml_event_type_t type, bool flow);

/* The items of a block sequence under a top-level key indented by two
 * spaces ("  - {colour: red}"), where libyaml writes them flush left.
 * Every line of an item is indented alike, which changes no value. */
struct pc_yaml_indent {
	struct pc_buffer *out;	/* where the text goes */
	bool line_start;	/* the next byte starts a line */
	bool in_sequence;	/* inside a top-level key's block sequence */
};

/* A filter that appends to out, at the start of a document. */
#define PC_YAML_INDENT_INIT(out) {(out), true, false}

/* Appends size bytes of the emitter's output to f->out, indented;
 * false when memory runs out. */
bool pc_yaml_indent(struct pc_yaml_indent *f, const unsigned char *bytes,
		    size_t size);

#endif
