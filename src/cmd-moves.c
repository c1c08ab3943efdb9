/* cmd-moves.c: parchis moves FILE -- the legal moves for the pending roll. */
#include <config.h>

#include "cli.h"

static const struct argp argp = {
	NULL, cli_parse_file_arg, "FILE",
	"List the legal moves for the pending roll, one a line in move "
	"notation, with what each does.",
	NULL, NULL, NULL,
};

static int
run(int argc, char **argv)
{
	const char *file = NULL;

	argp_parse(&argp, argc, argv, 0, NULL, &file);
	return cli_not_implemented("moves", file);
}

const struct cli_command cli_cmd_moves = {
	.name = "moves",
	.summary = "list the legal moves for the pending roll",
	.run = run,
};
