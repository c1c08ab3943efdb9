/* cli-output.c: YAML and JSON for scripts, on standard output. */
#include <config.h>

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "cli.h"
#include "cli-output.h"
#include "cli-referee.h"
#include "place.h"
#include "yaml11.h"

/* Takes the emitter's output, indented as the record is (yaml-emit.h). */
static int
append_output(void *data, unsigned char *bytes, size_t size)
{
	struct cli_yaml *y = data;

	return pc_yaml_indent(&y->indent, bytes, size);
}

static void
emit(struct cli_yaml *y, yaml_event_t *event, int made)
{
	pc_yaml_emit(&y->emitter, &y->failed, event, made);
}

void
cli_yaml_begin(struct cli_yaml *y)
{
	yaml_event_t event;

	memset(y, 0, sizeof *y);
	y->indent = (struct pc_yaml_indent)PC_YAML_INDENT_INIT(&y->text);
	if (!yaml_emitter_initialize(&y->emitter)) {
		y->failed = true;
		return;
	}
	yaml_emitter_set_output(&y->emitter, append_output, y);
	yaml_emitter_set_unicode(&y->emitter, 1);
	yaml_emitter_set_width(&y->emitter, -1);	/* flow lines whole */
	emit(y, &event,
	     yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING));
	emit(y, &event,
	     yaml_document_start_event_initialize(&event, NULL, NULL, NULL, 1));
}

int
cli_yaml_end(struct cli_yaml *y)
{
	yaml_event_t event;
	int status = 0;

	emit(y, &event, yaml_document_end_event_initialize(&event, 1));
	emit(y, &event, yaml_stream_end_event_initialize(&event));
	if (!y->failed && !yaml_emitter_flush(&y->emitter))
		y->failed = true;
	if (y->failed) {
		cli_warn("out of memory");
		status = EX_OSERR;
	} else if (y->text.len > 0) {
		fwrite(y->text.data, 1, y->text.len, stdout);
	}
	yaml_emitter_delete(&y->emitter);
	pc_buffer_free(&y->text);
	return status;
}

void
cli_yaml_mapping(struct cli_yaml *y, bool flow)
{
	pc_yaml_collection(&y->emitter, &y->failed, YAML_MAPPING_START_EVENT,
			   flow);
}

void
cli_yaml_sequence(struct cli_yaml *y, bool flow)
{
	pc_yaml_collection(&y->emitter, &y->failed, YAML_SEQUENCE_START_EVENT,
			   flow);
}

void
cli_yaml_mapping_end(struct cli_yaml *y)
{
	pc_yaml_collection(&y->emitter, &y->failed, YAML_MAPPING_END_EVENT,
			   false);
}

void
cli_yaml_sequence_end(struct cli_yaml *y)
{
	pc_yaml_collection(&y->emitter, &y->failed, YAML_SEQUENCE_END_EVENT,
			   false);
}

static void
scalar(struct cli_yaml *y, const char *text, yaml_scalar_style_t style)
{
	yaml_event_t event;

	emit(y, &event,
	     yaml_scalar_event_initialize(&event, NULL, NULL,
					  (const yaml_char_t *)text,
					  (int)strlen(text), 1, 1, style));
}

void
cli_yaml_plain(struct cli_yaml *y, const char *text)
{
	scalar(y, text, YAML_PLAIN_SCALAR_STYLE);
}

void
cli_yaml_string(struct cli_yaml *y, const char *text)
{
	scalar(y, text,
	       pc_yaml11_plain_is_string(text, strlen(text))
		       ? YAML_PLAIN_SCALAR_STYLE
		       : YAML_DOUBLE_QUOTED_SCALAR_STYLE);
}

void
cli_yaml_int(struct cli_yaml *y, long long n)
{
	char text[32];

	snprintf(text, sizeof text, "%lld", n);
	scalar(y, text, YAML_PLAIN_SCALAR_STYLE);
}

void
cli_yaml_real(struct cli_yaml *y, double x, int decimals)
{
	char text[64];

	snprintf(text, sizeof text, "%.*f", decimals, x);
	/* "-0.0000" reads as 0 anyway; write it as the number it is. */
	if (strspn(text, "-0.") == strlen(text) && text[0] == '-')
		memmove(text, text + 1, strlen(text));
	scalar(y, text, YAML_PLAIN_SCALAR_STYLE);
}

void
cli_yaml_key_string(struct cli_yaml *y, const char *key, const char *value)
{
	cli_yaml_plain(y, key);
	cli_yaml_string(y, value);
}

void
cli_yaml_key_int(struct cli_yaml *y, const char *key, long long n)
{
	cli_yaml_plain(y, key);
	cli_yaml_int(y, n);
}

void
cli_yaml_key_real(struct cli_yaml *y, const char *key, double x,
		  int decimals)
{
	cli_yaml_plain(y, key);
	cli_yaml_real(y, x, decimals);
}

json_t *
cli_json_real(double x, int decimals)
{
	double scale = pow(10.0, decimals), v = round(x * scale) / scale;

	return json_real(v == 0.0 ? 0.0 : v);
}

int
cli_json_print(json_t *root)
{
	int failed;

	if (root == NULL) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	failed = json_dumpf(root, stdout,
			    JSON_INDENT(2) | JSON_REAL_PRECISION(12)) != 0;
	json_decref(root);
	if (failed) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	putchar('\n');
	return 0;
}

json_t *
cli_json_plays(const struct cli_outcome *out)
{
	const struct pc_game *g = &out->game;
	json_t *list = json_array();
	bool ok = list != NULL;

	for (size_t i = 0; ok && i < out->derived.nlegal; i++) {
		struct pc_buffer what = PC_BUFFER_INIT;

		ok = pc_referee_describe(&g->engine, &g->legal[i], false,
					 &what) &&
		     json_array_append_new(
			     list, json_pack("{s:s, s:s}", "steps",
					     out->derived.legal[i], "does",
					     what.data)) == 0;
		pc_buffer_free(&what);
	}
	if (!ok) {
		json_decref(list);
		return NULL;
	}
	return list;
}

const char *
cli_dice_text(const unsigned char *dice, int n, char out[CLI_DICE_TEXT_MAX])
{
	size_t len = 0;

	out[0] = '\0';
	for (int d = 0; d < n; d++)
		pc_fixed_appendf(out, CLI_DICE_TEXT_MAX, &len, "%s%u",
				 d > 0 ? " " : "", dice[d]);
	return out;
}

json_t *
cli_json_dice(const unsigned char *dice, int n)
{
	json_t *list = json_array();

	for (int i = 0; list != NULL && i < n; i++)
		if (json_array_append_new(list, json_integer(dice[i])) != 0) {
			json_decref(list);
			return NULL;
		}
	return list;
}

json_t *
cli_json_place(int place)
{
	char text[PC_PLACE_TEXT_MAX];

	if (pc_place_is_ring(place))
		return json_integer(place);
	return json_string(pc_place_format(place, text));
}
