/* yaml-emit.c: libyaml's emitter driven through its API, and its output
 * indented as a record is (yaml-emit.h). The emitter has no setting for
 * the indent: it writes a block sequence's items at their key's column,
 * which YAML allows and parchis-record(5) does not show. */
#include <config.h>

#include <string.h>

#include "yaml-emit.h"

void
pc_yaml_emit(yaml_emitter_t *emitter, bool *failed, yaml_event_t *event,
	     int made)
{
	if (!made || *failed) {
		if (made)
			yaml_event_delete(event);
		*failed = true;
		return;
	}
	if (!yaml_emitter_emit(emitter, event))
		*failed = true;
}

void
pc_yaml_collection(yaml_emitter_t *emitter, bool *failed,
		   yaml_event_type_t type, bool flow)
{
	yaml_event_t event;
	int made;

	switch (type) {
	case YAML_MAPPING_START_EVENT:
		made = yaml_mapping_start_event_initialize(
			&event, NULL, NULL, 1,
			flow ? YAML_FLOW_MAPPING_STYLE
			     : YAML_BLOCK_MAPPING_STYLE);
		break;
	case YAML_SEQUENCE_START_EVENT:
		made = yaml_sequence_start_event_initialize(
			&event, NULL, NULL, 1,
			flow ? YAML_FLOW_SEQUENCE_STYLE
			     : YAML_BLOCK_SEQUENCE_STYLE);
		break;
	case YAML_MAPPING_END_EVENT:
		made = yaml_mapping_end_event_initialize(&event);
		break;
	case YAML_SEQUENCE_END_EVENT:
		made = yaml_sequence_end_event_initialize(&event);
		break;
	default:
		made = 0;	/* not a collection's event */
		break;
	}
	pc_yaml_emit(emitter, failed, &event, made);
}

bool
pc_yaml_indent(struct pc_yaml_indent *f, const unsigned char *bytes,
	       size_t size)
{
	const unsigned char *end = bytes + size, *line_end;
	size_t n;

	while (bytes < end) {
		if (f->line_start) {
			if (*bytes == '-')
				f->in_sequence = true;
			else if (*bytes != ' ' && *bytes != '\n')
				f->in_sequence = false;
			if (f->in_sequence && *bytes != '\n' &&
			    !pc_buffer_append(f->out, "  ", 2))
				return false;
		}
		line_end = memchr(bytes, '\n', (size_t)(end - bytes));
		n = line_end ? (size_t)(line_end - bytes) + 1
			     : (size_t)(end - bytes);
		if (!pc_buffer_append(f->out, bytes, n))
			return false;
		f->line_start = line_end != NULL;
		bytes += n;
	}
	return true;
}
