/* cmd-format.c: parchis format [FILE] -- rewrite a record canonically. */
#include <config.h>

#include <string.h>

#include "gettext.h"
#include "cli.h"
#include "record-write.h"

struct format_args {
	const char *file;
	const char *output;
};

static const struct argp_option options[] = {
	{"output", 'o', N_("FILE"), 0,
	 N_("Write to FILE (- for standard output) instead of in place"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct format_args *args = state->input;

	switch (key) {
	case 'o':
		args->output = arg;
		return 0;
	case ARGP_KEY_ARG:
		if (args->file != NULL)
			argp_error(state, _("one FILE at most"));
		args->file = arg;
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp argp = {
	options, parse_opt, N_("[FILE]"),
	N_("Check a record and write it back in canonical form: keys in order, "
	   "one line per turn, strings quoted where YAML tools would misread "
	   "them. The derived keys (position, status, board) are left out; "
	   "play writes them.")
	"\v" N_("Nothing is changed when the record is malformed."),
	NULL, cli_help_filter, NULL,
};

static int
run(int argc, char **argv)
{
	struct format_args args = {NULL, NULL};
	struct pc_buffer text = PC_BUFFER_INIT, out = PC_BUFFER_INIT;
	struct pc_record rec;
	struct pc_error err;
	struct pc_file_lock lock = {-1};
	int status;

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	if (args.file == NULL)
		args.file = "-";
	/* In place, the record stays locked until it is written back. */
	status = args.output == NULL ? cli_lock(args.file, &lock) : 0;
	if (status == 0)
		status = cli_load(args.file, &text, &rec);
	if (status != 0) {
		pc_file_unlock(&lock);
		return status;
	}
	if (pc_record_write(&rec, &out, &err) != PC_OK)
		status = cli_report(args.file, &err);
	else
		status = cli_store(args.output ? args.output : args.file, &out);
	pc_record_free(&rec);
	pc_buffer_free(&text);
	pc_buffer_free(&out);
	pc_file_unlock(&lock);
	return status;
}

const struct cli_command cli_cmd_format = {
	.name = "format",
	.summary = N_("check a record and rewrite it in canonical form"),
	.run = run,
};
