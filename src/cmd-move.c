/* cmd-move.c: parchis move FILE [--turn N] STEP... -- play the pending
 * turn from the shell; with --bot, a computer player chooses the move. */
#include <config.h>

#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "cli-referee.h"
#include "robot-words.h"

struct move_args {
	const char *file;
	unsigned long turn;	/* 0: any pending roll */
	struct cli_referee_options referee;
	struct pc_step steps[PC_MAX_STEPS];
	int nsteps;
	char line[1024];	/* the STEP arguments, joined by spaces */
	enum pc_bot_level bot;	/* --bot: PC_BOT_NONE when not given */
};

enum { OPT_BOT = 0x200 };

static const struct argp_option options[] = {
	{"turn", 't', N_("N"), 0, N_("Only if roll N is the pending one"), 0},
	{"bot", OPT_BOT, N_("LEVEL"), OPTION_ARG_OPTIONAL,
	 N_("Let a computer player choose the move instead: random, strong "
	    "(default) or expert"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

/* Reads the STEP arguments as a reply's first line is read by mail
 * (robot-words.h): "1 + 2" is one step, as "1+2" is. A step that is
 * wrong is named as pc_step_parse names it. */
static void
read_steps(struct move_args *args, struct argp_state *state)
{
	struct robot_command cmd;
	struct pc_step one;
	char why[120];
	const char *p = args->line;

	memset(&cmd, 0, sizeof cmd);
	if (robot_steps_parse(args->line, strlen(args->line), &cmd)) {
		memcpy(args->steps, cmd.steps, cmd.nsteps * sizeof *cmd.steps);
		args->nsteps = (int)cmd.nsteps;
		return;
	}
	while (*p != '\0') {
		size_t len = strcspn(p, " ");

		if (len > 0 && strncmp(p, "+", len) != 0 &&
		    !pc_step_parse(p, len, &one, why, sizeof why))
			argp_error(state, "%s", why);
		p += len + (p[len] == ' ');
	}
	argp_error(state, "%s", cmd.why);
}

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct move_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->referee;
		return 0;
	case 't':
		args->turn = cli_parse_roll_number("--turn", arg, state);
		return 0;
	case ARGP_KEY_ARG:
		if (args->file == NULL) {
			args->file = arg;
		} else if (strlen(args->line) + strlen(arg) + 2 >
			   sizeof args->line) {
			argp_error(state, _("a move has at most %d steps"),
				   PC_MAX_STEPS);
		} else {
			if (args->line[0] != '\0')
				strcat(args->line, " ");
			strcat(args->line, arg);
		}
		return 0;
	case OPT_BOT:
		args->bot = PC_BOT_STRONG;
		if (arg != NULL &&
		    !pc_bot_level_parse(arg, strlen(arg), &args->bot))
			argp_error(state, _("--bot takes random, strong or "
					    "expert, not '%s'"), arg);
		return 0;
	case ARGP_KEY_END:
		if (args->line[0] != '\0')
			read_steps(args, state);
		if (args->file == NULL ||
		    (args->nsteps == 0 && args->bot == PC_BOT_NONE))
			argp_error(state, _("FILE and at least one STEP (or "
					    "--bot) are required"));
		if (args->nsteps > 0 && args->bot != PC_BOT_NONE)
			argp_error(state, _("--bot chooses the move: give no "
					    "STEP with it"));
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp argp = {
	options, parse_opt, N_("FILE STEP...\nFILE --bot[=LEVEL]"),
	N_("Write STEP... as the pending turn's move, then play.")
	"\v" N_("A STEP is a piece number (2), with the amount it moves (2+5, "
	   "2+20), with a colour letter as the board writes it (R2, r2: a "
	   "partner's piece), +5 to bring a piece out, or pass; blanks around "
	   "a + are allowed (2 + 5), as in a reply by mail. Examples: "
	   "parchis move game.yaml 2; parchis move game.yaml --turn 14 1+5 "
	   "3+20."),
	cli_referee_children, cli_help_filter, NULL,
};

/* Writes the bot's play as the move of pending turn t, as a player's
 * would be written: the steps the player wrote before (a move left
 * unfinished) are the start of every play left to choose from. */
static int
bot_steps(struct pc_record *rec, struct cli_outcome *first,
	  struct pc_turn *t, enum pc_bot_level level)
{
	const struct pc_game *g = &first->game;
	size_t n = g->nlegal < PC_LEGAL_MAX ? g->nlegal : PC_LEGAL_MAX;
	size_t k = pc_referee_bot_choice(rec, first->secret, g, t, level,
					 g->legal, n);

	struct pc_step steps[PC_PLAY_MOVES];
	size_t nsteps = pc_play_steps(&g->engine, &g->legal[k],
				      PC_NOTATION_RECORD, steps);

	if (!pc_turn_set_steps(rec, t, steps, nsteps)) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	t->has_move = true;
	t->move_mark = t->mark;
	return 0;
}

/* Writes the steps (or the bot's) into the pending turn. */
static int
write_steps(const char *path, struct pc_record *rec,
	    struct cli_outcome *first, void *context)
{
	const struct move_args *args = context;
	struct pc_turn *t;

	if (first->game.state != PC_GAME_MOVE)
		return cli_no_move_pending(path, rec, first);
	t = &rec->turns[first->game.pending];
	if (args->turn != 0 && args->turn != t->n) {
		cli_warn("%s: roll %lu is not pending: roll %u is",
			 cli_display_name(path), args->turn, t->n);
		return 1;
	}
	if (args->bot != PC_BOT_NONE)
		return bot_steps(rec, first, t, args->bot);
	return cli_write_steps(path, rec, first, t, args->steps,
			       (size_t)args->nsteps);
}

static int
run(int argc, char **argv)
{
	struct move_args args;

	memset(&args, 0, sizeof args);
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	/* write_steps writes into the pending turn, the record's last, and
	 * nowhere else. */
	return cli_play_file_last_turn(args.file, &args.referee, write_steps,
				       &args);
}

const struct cli_command cli_cmd_move = {
	.name = "move",
	.summary = N_("write the pending turn's move, then play"),
	.run = run,
};
