/* cmd-seat.c: the turns a seat takes on its own word, without a roll:
 *
 *   parchis resign FILE COLOUR -- a player leaves the game (abandonment:
 *   -20 in the standings, parchis(6), standings);
 *   parchis leave FILE COLOUR PIECE -- in the team event one person of a
 *   team leaves ("desconexiones o abandonos": parchis(6), The team
 *   event).
 *
 * The two take the same arguments but PIECE, check --from against
 * COLOUR's player alike and add their turn through cli_add_seat_turn:
 * one parser and one run serve both, each command a table and its own
 * texts. */
#include <config.h>

#include <string.h>

#include "gettext.h"
#include "cli-referee.h"

struct seat_args {
	enum pc_turn_kind kind;	/* PC_TURN_RESIGN or PC_TURN_LEAVE */
	const char *file;
	enum pc_colour colour;
	const char *piece;	/* leave: 1 to 4, or a member's name */
	int nargs;
	struct cli_referee_options ui;
	const char *from;	/* --from, checked against COLOUR's player */
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct seat_args *args = state->input;
	bool leave = args->kind == PC_TURN_LEAVE;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->ui;
		return 0;
	case ARGP_KEY_ARG:
		cli_file_colour_arg(state, args->nargs++, arg, &args->file,
				    &args->colour,
				    leave ? &args->piece : NULL);
		return 0;
	case ARGP_KEY_END:
		if (leave && args->nargs != 3)
			argp_error(state, _("FILE, COLOUR and PIECE are "
					    "required"));
		if (!leave && args->nargs != 2)
			argp_error(state, _("FILE and COLOUR are required"));
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp resign_argp = {
	NULL, parse_opt, N_("FILE COLOUR"),
	N_("COLOUR leaves the game: a turn {resign: COLOUR} is written, the "
	   "player's pieces leave the board and their seat the rotation; "
	   "when one player is left, that player wins. A roll pending at that "
	   "moment is withdrawn and its player rolls anew.")
	"\v" N_("With --from, only COLOUR's own address may resign for COLOUR."),
	cli_referee_children, cli_help_filter, NULL,
};

static const struct argp leave_argp = {
	NULL, parse_opt, N_("FILE COLOUR PIECE"),
	N_("In the team event, the person playing piece PIECE (1 to 4, or "
	   "their name from the team's members) of team COLOUR leaves: a turn "
	   "{leave: COLOUR, piece: N} is written. A teammate already home "
	   "plays the piece on; with none, it goes to its exit square and "
	   "waits there until a piece of the team reaches the goal. A roll "
	   "pending at that moment is withdrawn and its team rolls anew.")
	"\v" N_("With --from, only COLOUR's own address may say that one of its "
	   "people leaves."),
	cli_referee_children, cli_help_filter, NULL,
};

/* The piece (0..3) that text names: its number, or the name of its
 * person among the team's members. -1 when it names none. */
static int
piece_named(const struct pc_player *p, const char *text)
{
	if (text[0] >= '1' && text[0] <= '0' + PC_PIECES && text[1] == '\0')
		return text[0] - '1';
	for (int m = 0; m < p->nmembers; m++)
		if (strcmp(p->members[m], text) == 0)
			return m;
	return -1;
}

/* Checks what the referee would not say as well of a leave: the rules
 * and the piece (cli_add_seat_turn checks the seat and the game's
 * state). Returns 0 or the exit status. */
static int
check_leave(const char *path, const struct pc_record *rec,
	    const struct cli_outcome *first, const struct seat_args *args)
{
	const struct pc_player *p = &rec->players[args->colour];

	if (first->game.engine.rules.teams != PC_TEAMS_EVENT) {
		cli_warn("%s: only the team event has people leaving "
			 "(teams: event)", cli_display_name(path));
		return 1;
	}
	if (piece_named(p, args->piece) < 0) {
		cli_warn("%s: %s has no piece '%s': name a piece 1 to %d or "
			 "one of its members", cli_display_name(path),
			 pc_colour_shown(args->colour), args->piece, PC_PIECES);
		return 1;
	}
	return 0;
}

/* With --from, only the colour's own player may say it: 0, or the exit
 * status. */
static int
check_sender(const char *path, const struct pc_record *rec,
	     const struct seat_args *args)
{
	if (args->from == NULL ||
	    cli_sender_is(args->from, rec->players[args->colour].email))
		return 0;
	if (args->kind == PC_TURN_LEAVE)
		cli_warn("%s: only %s's own address may say that one of its "
			 "people leaves", cli_display_name(path),
			 pc_colour_shown(args->colour));
	else
		cli_warn("%s: only %s's own address may resign for %s",
			 cli_display_name(path), pc_colour_shown(args->colour),
			 pc_colour_shown(args->colour));
	return 1;
}

static int
add_seat_turn(const char *path, struct pc_record *rec,
	      struct cli_outcome *first, void *context)
{
	const struct seat_args *args = context;
	struct pc_turn *t;
	int status = check_sender(path, rec, args);

	if (status == 0 && args->kind == PC_TURN_LEAVE)
		status = check_leave(path, rec, first, args);
	if (status == 0)
		status = cli_add_seat_turn(path, rec, first, (int)args->colour,
					   args->kind, &t);
	if (status == 0 && args->kind == PC_TURN_LEAVE)
		t->piece = (uint8_t)piece_named(&rec->players[args->colour],
						args->piece);
	return status;
}

static int
run_seat(enum pc_turn_kind kind, const struct argp *argp, int argc,
	 char **argv)
{
	struct seat_args args;

	memset(&args, 0, sizeof args);
	args.kind = kind;
	argp_parse(argp, argc, argv, 0, NULL, &args);
	/* The sender is checked against COLOUR's player (the one resigning,
	 * or the team that loses a person), not against the one to move. */
	args.from = args.ui.from;
	args.ui.from = NULL;
	return cli_play_file(args.file, &args.ui, add_seat_turn, &args);
}

static int
run_resign(int argc, char **argv)
{
	return run_seat(PC_TURN_RESIGN, &resign_argp, argc, argv);
}

static int
run_leave(int argc, char **argv)
{
	return run_seat(PC_TURN_LEAVE, &leave_argp, argc, argv);
}

const struct cli_command cli_cmd_resign = {
	.name = "resign",
	.summary = N_("a player leaves the game"),
	.run = run_resign,
};

const struct cli_command cli_cmd_leave = {
	.name = "leave",
	.summary = N_("in the team event, a person of a team leaves"),
	.run = run_leave,
};
