/* cmd-reveal.c: parchis reveal FILE -- publish the secret seed of a game
 * with secret dice, so that anyone can verify every roll. */
#include <config.h>

#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "cli-referee.h"

struct reveal_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	struct cli_referee_options ui;
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct reveal_args *args = state->input;

	if (key == ARGP_KEY_INIT) {
		state->child_inputs[0] = &args->ui;
		return 0;
	}
	return cli_parse_file_arg(key, arg, state);
}

static const struct argp argp = {
	NULL, parse_opt, N_("FILE"),
	N_("Write the secret seed of a game with secret dice into its record, "
	   "next to the commitment, so that anyone can check every roll and "
	   "mac with parchis verify. Done at the end of a game, or on demand: "
	   "after it the dice are public.")
	"\v" N_("The secret comes from the game's key file (--key-file, or "
	   "$XDG_DATA_HOME/parchis/GAME.key)."),
	cli_referee_children, cli_help_filter, NULL,
};

static int
reveal(const char *path, struct pc_record *rec, struct cli_outcome *first,
       void *context)
{
	(void)context;
	if (!rec->dice.has_commitment || rec->dice.seed != NULL) {
		cli_warn("%s: nothing to reveal: the dice of game %s are not "
			 "secret", cli_display_name(path), rec->game);
		return 1;
	}
	if (first->secret == NULL) {
		cli_warn("%s: no key file for game %s: give --key-file",
			 cli_display_name(path), rec->game);
		return EX_NOINPUT;
	}
	rec->dice.seed = pc_strndup(first->secret, strlen(first->secret));
	if (rec->dice.seed == NULL) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	return 0;
}

static int
run(int argc, char **argv)
{
	struct reveal_args args;

	memset(&args, 0, sizeof args);
	args.ui.quiet = true;
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_edit_file(args.file, &args.ui, reveal, NULL);
}

const struct cli_command cli_cmd_reveal = {
	.name = "reveal",
	.summary = N_("publish the secret seed of a game with secret dice"),
	.run = run,
};
