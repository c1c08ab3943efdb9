/* cmd-resign.c: parchis resign FILE COLOUR -- a player leaves the game
 * (abandonment: -20 in the standings, parchis(6), standings). */
#include <config.h>

#include <string.h>

#include "gettext.h"
#include "cli-referee.h"

struct resign_args {
	const char *file;
	enum pc_colour colour;
	int nargs;
	struct cli_referee_options ui;
	const char *from;	/* --from, checked against COLOUR's player */
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct resign_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->ui;
		return 0;
	case ARGP_KEY_ARG:
		cli_file_colour_arg(state, args->nargs++, arg, &args->file,
				    &args->colour, NULL);
		return 0;
	case ARGP_KEY_END:
		if (args->nargs != 2)
			argp_error(state, _("FILE and COLOUR are required"));
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp argp = {
	NULL, parse_opt, N_("FILE COLOUR"),
	N_("COLOUR leaves the game: a turn {resign: COLOUR} is written, the "
	   "player's pieces leave the board and their seat the rotation; "
	   "when one player is left, that player wins. A roll pending at that "
	   "moment is withdrawn and its player rolls anew.")
	"\v" N_("With --from, only COLOUR's own address may resign for COLOUR."),
	cli_referee_children, cli_help_filter, NULL,
};

static int
add_resignation(const char *path, struct pc_record *rec,
		struct cli_outcome *first, void *context)
{
	const struct resign_args *args = context;
	struct pc_turn *t;

	return cli_add_seat_turn(path, rec, first, (int)args->colour,
				 PC_TURN_RESIGN, &t);
}

/* With --from, the resignation must come from the colour's own player. */
static int
resign_as_sender(const char *path, struct pc_record *rec,
		 struct cli_outcome *first, void *context)
{
	const struct resign_args *args = context;

	if (args->from != NULL &&
	    !cli_sender_is(args->from, rec->players[args->colour].email)) {
		cli_warn("%s: only %s's own address may resign for %s",
			 cli_display_name(path), pc_colour_shown(args->colour),
			 pc_colour_shown(args->colour));
		return 1;
	}
	return add_resignation(path, rec, first, context);
}

static int
run(int argc, char **argv)
{
	struct resign_args args;

	memset(&args, 0, sizeof args);
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	/* The sender is checked against the resigning colour, not against
	 * the player to move. */
	args.from = args.ui.from;
	args.ui.from = NULL;
	return cli_play_file(args.file, &args.ui, resign_as_sender, &args);
}

const struct cli_command cli_cmd_resign = {
	.name = "resign",
	.summary = N_("a player leaves the game"),
	.run = run,
};
