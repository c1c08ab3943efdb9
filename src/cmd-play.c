/* cmd-play.c: parchis play [FILE] -- adjudicate a record. */
#include <config.h>

#include "cli.h"

struct play_args {
	const char *file;
	bool quiet;
	bool no_auto;
	enum cli_colour_mode colour;
};

static const struct argp_option options[] = {
	{"quiet", 'q', NULL, 0, "Do not print the board and whose turn it is",
	 0},
	{"no-auto", 'n', NULL, 0,
	 "Do not play forced turns (pass, a single legal turn)", 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct play_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->colour;
		return 0;
	case 'q':
		args->quiet = true;
		return 0;
	case 'n':
		args->no_auto = true;
		return 0;
	case ARGP_KEY_ARG:
		if (args->file != NULL)
			argp_error(state, "one FILE at most");
		args->file = arg;
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp_child children[] = {
	{&cli_colour_argp, 0, NULL, 0},
	{NULL, 0, NULL, 0},
};

static const struct argp argp = {
	options, parse_opt, "[FILE]",
	"Adjudicate the record: check every roll and move, play forced "
	"turns, roll the next dice and write the record back with the "
	"position, the status and the board."
	"\vFILE - or no FILE: standard input to standard output.",
	children, NULL, NULL,
};

static int
run(int argc, char **argv)
{
	struct play_args args = {NULL, false, false, CLI_COLOUR_AUTO};

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_not_implemented("play", args.file ? args.file : "-");
}

const struct cli_command cli_cmd_play = {
	.name = "play",
	.summary = "check every turn, play forced turns, roll the next dice",
	.run = run,
};
