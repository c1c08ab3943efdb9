/* cmd-verify.c: parchis verify FILE -- replay a record and report its first
 * fault. */
#include <config.h>

#include "cli.h"

static const struct argp argp = {
	NULL, cli_parse_file_arg, "FILE",
	"Replay the whole record: every roll against the seed, every move "
	"against the rules, the derived keys against what the referee would "
	"write. Exit 1 at the first fault; 0 and a one-line summary when the "
	"record is sound.",
	NULL, NULL, NULL,
};

static int
run(int argc, char **argv)
{
	const char *file = NULL;

	argp_parse(&argp, argc, argv, 0, NULL, &file);
	return cli_not_implemented("verify", file);
}

const struct cli_command cli_cmd_verify = {
	.name = "verify",
	.summary = "replay a record; report its first fault",
	.run = run,
};
