/* bench-yaml-floor.c: the least any YAML read-modify-write of a record can
 * cost -- libyaml parses the record into events and emits every event
 * again, with the emitter set as the record writer sets it. The play
 * benchmark measures parchis against this floor.
 *
 *   tests/bench-yaml-floor           standard input to standard output
 *   tests/bench-yaml-floor-file FILE FILE replaced as parchis replaces a
 *                                    record (file-io.h): the output into
 *                                    memory, then a temporary file beside
 *                                    FILE, synced and renamed over it
 *
 * Both are built from this file, the second with FLOOR_FILE defined, so
 * that the first stays the few pages of libyaml's loop alone. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

#ifdef FLOOR_FILE
#include "buffer.h"
#include "file-io.h"

/* The emitter's output handler for a file to replace: into memory. */
static int
to_buffer(void *data, unsigned char *bytes, size_t size)
{
	return pc_buffer_append(data, bytes, size);
}

/* Replaces path with what out holds, as parchis replaces a record. */
static int
replace(const char *path, const struct pc_buffer *out)
{
	struct pc_error err;

	pc_error_clear(&err);
	if (pc_file_replace(path, out->data, out->len, &err) != PC_OK) {
		fprintf(stderr, "bench-yaml-floor: %s: %s\n", path,
			err.message);
		return 0;
	}
	return 1;
}
#endif

int
main(int argc, char **argv)
{
	yaml_parser_t parser;
	yaml_emitter_t emitter;
	yaml_event_t event;
	int done = 0, ok = 1;
#ifdef FLOOR_FILE
	struct pc_buffer out = PC_BUFFER_INIT;
	FILE *in;

	if (argc != 2) {
		fprintf(stderr, "usage: bench-yaml-floor-file FILE\n");
		return EXIT_FAILURE;
	}
	if ((in = fopen(argv[1], "r")) == NULL) {
		perror(argv[1]);
		return EXIT_FAILURE;
	}
#else
	FILE *in = stdin;

	(void)argv;
	if (argc != 1) {
		fprintf(stderr, "usage: bench-yaml-floor <RECORD\n");
		return EXIT_FAILURE;
	}
#endif
	if (!yaml_parser_initialize(&parser) ||
	    !yaml_emitter_initialize(&emitter))
		return EXIT_FAILURE;
	yaml_parser_set_input_file(&parser, in);
#ifdef FLOOR_FILE
	yaml_emitter_set_output(&emitter, to_buffer, &out);
#else
	yaml_emitter_set_output_file(&emitter, stdout);
#endif
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
#ifdef FLOOR_FILE
	fclose(in);
	ok = ok && replace(argv[1], &out);
	pc_buffer_free(&out);
#endif
	return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
