/* bench-yaml-floor.c: the least any YAML read-modify-write of a record can
 * cost -- libyaml parses standard input into events and emits every event
 * again on standard output, with the emitter set as the record writer sets
 * it. The play benchmark measures parchis against this floor. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int
main(void)
{
	yaml_parser_t parser;
	yaml_emitter_t emitter;
	yaml_event_t event;
	int done = 0, ok = 1;

	if (!yaml_parser_initialize(&parser) ||
	    !yaml_emitter_initialize(&emitter))
		return EXIT_FAILURE;
	yaml_parser_set_input_file(&parser, stdin);
	yaml_emitter_set_output_file(&emitter, stdout);
	yaml_emitter_set_width(&emitter, 60);
	yaml_emitter_set_unicode(&emitter, 1);
	while (ok && !done) {
		if (!yaml_parser_parse(&parser, &event)) {
			fprintf(stderr, "bench-yaml-floor: %s\n",
				parser.problem ? parser.problem : "parse error");
			ok = 0;
			break;
		}
		done = event.type == YAML_STREAM_END_EVENT;
		/* The emitter takes the event and frees it, even on failure. */
		if (!yaml_emitter_emit(&emitter, &event)) {
			fprintf(stderr, "bench-yaml-floor: cannot emit\n");
			ok = 0;
		}
	}
	yaml_parser_delete(&parser);
	yaml_emitter_delete(&emitter);
	return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
