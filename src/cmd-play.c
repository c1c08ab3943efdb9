/* cmd-play.c: parchis play [FILE] -- adjudicate a record. */
#include <config.h>

#include "cli-referee.h"

struct play_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	struct cli_referee_options referee;
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct play_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->referee;
		return 0;
	case ARGP_KEY_NO_ARGS:
		return 0;	/* standard input */
	default:
		return cli_parse_file_arg(key, arg, state);
	}
}

static const struct argp_child children[] = {
	{&cli_referee_argp, 0, NULL, 0},
	{NULL, 0, NULL, 0},
};

static const struct argp argp = {
	NULL, parse_opt, "[FILE]",
	"Adjudicate the record: check every roll and move, play forced "
	"turns, roll the next dice and write the record back with the "
	"position, the status and the board."
	"\vFILE - or no FILE: standard input to standard output.",
	children, NULL, NULL,
};

static int
run(int argc, char **argv)
{
	struct play_args args = {NULL, {false, false, {CLI_COLOUR_AUTO, false},
					NULL}};

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_play_file(args.file ? args.file : "-", &args.referee, NULL,
			     NULL);
}

const struct cli_command cli_cmd_play = {
	.name = "play",
	.summary = "check every turn, play forced turns, roll the next dice",
	.run = run,
};
