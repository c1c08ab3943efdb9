/* cmd-board.c: parchis board FILE [--at N] -- the board now or after a
 * roll. */
#include <config.h>

#include <stdio.h>

#include "gettext.h"
#include "cli-referee.h"

struct board_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	unsigned long at;	/* 0: now */
	struct cli_display display;
	const char *key_file;
};

static const struct argp_option options[] = {
	{"at", 'a', N_("N"), 0, N_("The position after roll N instead of now"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct board_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->display;
		state->child_inputs[1] = &args->key_file;
		return 0;
	case 'a':
		args->at = cli_parse_roll_number("--at", arg, state);
		return 0;
	default:
		return cli_parse_file_arg(key, arg, state);
	}
}

static const struct argp_child children[] = {
	{&cli_display_argp, 0, NULL, 0},
	{&cli_key_argp, 0, NULL, 0},
	{NULL, 0, NULL, 0},
};

static const struct argp argp = {
	options, parse_opt, N_("FILE"),
	N_("Print the ASCII board of the record, now or after roll N."),
	children, NULL, NULL,
};

static int
show(const char *path, struct pc_record *rec, struct cli_outcome *out,
     void *context)
{
	const struct board_args *args = context;

	if (args->at != 0 && (rec->nturns == 0 ||
			      rec->turns[rec->nturns - 1].n < args->at)) {
		cli_warn("%s: there is no roll %lu: the last is %u",
			 cli_display_name(path), args->at,
			 rec->nturns ? rec->turns[rec->nturns - 1].n : 0);
		return 1;
	}
	return cli_show_board(rec, out, &args->display);
}

static int
run(int argc, char **argv)
{
	struct board_args args = {NULL, 0, {CLI_COLOUR_AUTO, false}, NULL};
	struct pc_referee_options look = {.autoplay = false};

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	look.stop_after = (uint32_t)args.at;
	return cli_with_game(args.file, &look, args.key_file, false, show,
			     &args);
}

const struct cli_command cli_cmd_board = {
	.name = "board",
	.summary = N_("print the board, now or after roll N"),
	.run = run,
};
