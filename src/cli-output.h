/* cli-output.h: YAML (libyaml's emitter) and JSON (jansson) on standard
 * output, for the commands' --yaml and --json. */
#ifndef PARCHIS_CLI_OUTPUT_H
#define PARCHIS_CLI_OUTPUT_H

#include <jansson.h>
#include <stdbool.h>
#include <yaml.h>

#include "buffer.h"
#include "yaml-emit.h"

/* A YAML document being emitted: block style at the top, a block
 * sequence's items indented by two spaces under their key, flow-style
 * mappings kept on one line. */
struct cli_yaml {
	yaml_emitter_t emitter;
	struct pc_buffer text;
	struct pc_yaml_indent indent;	/* into text */
	bool failed;
};

/* Starts the document (a block mapping is the caller's to open). */
void cli_yaml_begin(struct cli_yaml *y);

/* Ends the document and prints it. Returns 0, or says why and returns
 * the exit status (memory ran out). */
int cli_yaml_end(struct cli_yaml *y);

void cli_yaml_mapping(struct cli_yaml *y, bool flow);
void cli_yaml_sequence(struct cli_yaml *y, bool flow);
void cli_yaml_mapping_end(struct cli_yaml *y);
void cli_yaml_sequence_end(struct cli_yaml *y);

/* A key, or a value that is a word meant as YAML reads it (true, 12). */
void cli_yaml_plain(struct cli_yaml *y, const char *text);

/* A string: plain where a YAML 1.1 reader takes it for one, else
 * double-quoted. */
void cli_yaml_string(struct cli_yaml *y, const char *text);

void cli_yaml_int(struct cli_yaml *y, long long n);

/* A real number with decimals digits after the point. */
void cli_yaml_real(struct cli_yaml *y, double x, int decimals);

/* key: value pairs in a mapping. */
void cli_yaml_key_string(struct cli_yaml *y, const char *key,
			 const char *value);
void cli_yaml_key_int(struct cli_yaml *y, const char *key, long long n);
void cli_yaml_key_real(struct cli_yaml *y, const char *key, double x,
		       int decimals);

/* A real number rounded to decimals digits after the point, for JSON
 * that reads as the table does. NULL when memory runs out (jansson's
 * setters then fail too). */
json_t *cli_json_real(double x, int decimals);

/* Prints root (indented by two, in insertion order, UTF-8 as it is)
 * and a newline, then releases it. root NULL means memory ran out.
 * Returns 0 or the exit status. */
int cli_json_print(json_t *root);

#endif

struct cli_outcome;
struct pc_record;

/* The legal plays of out's pending roll: [{"steps": "1+3", "does":
 * "40 -> 43"}, ...], what they do in English, as the mail says it, so
 * that scripts read one language. NULL when memory runs out. */
json_t *cli_json_plays(const struct cli_outcome *out);

enum { CLI_DICE_TEXT_MAX = 16 };	/* 4 dice of "6 " and the end */

/* A roll's n dice (n <= 4) as people read them: "1", "3 5". */
const char *cli_dice_text(const unsigned char *dice, int n,
			  char out[CLI_DICE_TEXT_MAX]);

/* A roll's dice as a JSON array. */
json_t *cli_json_dice(const unsigned char *dice, int n);

/* A place of the record as JSON: "nest", "goal", "c3" or the ring
 * square's number. */
json_t *cli_json_place(int place);
