/* cmd-salt.c: parchis salt FILE COLOUR SALT -- a player's salt for the
 * dice, added before the first roll so that the referee cannot have
 * chosen a secret that favours anyone. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "gettext.h"
#include "cli-referee.h"
#include "record-text.h"

struct salt_args {
	const char *file;
	const char *salt;
	enum pc_colour colour;
	int nargs;
	struct cli_referee_options ui;
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct salt_args *args = state->input;
	char why[PC_TEXT_FIT_WHY_MAX];

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->ui;
		return 0;
	case ARGP_KEY_ARG:
		cli_file_colour_arg(state, args->nargs++, arg, &args->file,
				    &args->colour, &args->salt);
		return 0;
	case ARGP_KEY_END:
		if (args->nargs != 3)
			argp_error(state,
				   _("FILE, COLOUR and SALT are required"));
		/* As the reader takes it (record-text.h). */
		if (!pc_text_fits(PC_TEXT_SALT, args->salt, strlen(args->salt),
				  why))
			argp_error(state, "%s", why);
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp argp = {
	NULL, parse_opt, N_("FILE COLOUR SALT"),
	N_("Add COLOUR's salt to the dice of a game, before its first roll. "
	   "The dice then come from the seed followed by every player's salt, "
	   "so that a referee with secret dice cannot have picked a seed that "
	   "favours anyone."),
	cli_referee_children, NULL, NULL,
};

static int
add_salt(const char *path, struct pc_record *rec, struct cli_outcome *first,
	 void *context)
{
	const struct salt_args *args = context;
	struct pc_player *p = &rec->players[args->colour];

	(void)first;
	if (!p->playing) {
		cli_warn("%s: %s has no seat in this game",
			 cli_display_name(path), pc_colour_shown(args->colour));
		return 1;
	}
	if (rec->nturns > 0) {
		cli_warn("%s: the dice have been rolled: a salt comes before "
			 "the first roll", cli_display_name(path));
		return 1;
	}
	free(p->salt);
	p->salt = pc_strndup(args->salt, strlen(args->salt));
	return p->salt == NULL ? 71 : 0;
}

static int
run(int argc, char **argv)
{
	struct salt_args args;

	memset(&args, 0, sizeof args);
	args.ui.quiet = true;
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_edit_file(args.file, &args.ui, add_salt, &args);
}

const struct cli_command cli_cmd_salt = {
	.name = "salt",
	.summary = N_("add a player's salt to the dice before the first roll"),
	.run = run,
};
