/* cmd-undo.c: parchis undo FILE --to N -- a take-back: the record cut
 * back to before roll N, for a manual table or an organiser. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "cli-referee.h"
#include "referee-undo.h"

struct undo_args {
	const char *file;
	unsigned long to;	/* 0 until --to */
	struct cli_referee_options referee;
};

static const struct argp_option options[] = {
	{"to", 't', N_("N"), 0,
	 N_("Take back roll N and everything after it (required)"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct undo_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->referee;
		return 0;
	case 't':
		args->to = cli_parse_roll_number("--to", arg, state);
		return 0;
	case ARGP_KEY_ARG:
		if (args->file != NULL)
			argp_error(state, _("one FILE at most"));
		args->file = arg;
		return 0;
	case ARGP_KEY_END:
		if (args->file == NULL || args->to == 0)
			argp_error(state, _("FILE and --to N are required"));
		if (args->referee.from != NULL)
			argp_error(state, _("--from is for moves: a take-back "
					    "comes from the table or the "
					    "organiser"));
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp argp = {
	options, parse_opt, N_("FILE --to N"),
	N_("Take back roll N and every turn after it, for a manual table or "
	   "an organiser: the record is cut back to before roll N, then the "
	   "referee plays on as parchis play does. With seeded or secret "
	   "dice the dice of a roll are fixed by its number, so roll N comes "
	   "again with the same dice: a take-back never re-rolls. With manual "
	   "dice the players write roll N again.")
	"\v" N_("Example: parchis undo game.yaml --to 24"),
	cli_referee_children, cli_help_filter, NULL,
};

enum pc_status
cli_rewind(struct pc_record *rec, struct cli_outcome *out, uint32_t n,
	   bool autoplay, int64_t now, struct pc_error *err)
{
	struct pc_referee_options play = {.autoplay = autoplay,
					  .secret = out->secret, .now = now};

	pc_error_clear(err);
	if (pc_referee_undo(rec, &out->game, n, err) != PC_OK)
		return err->status;
	/* Roll again where the dice come from the seed (or the secret the
	 * referee holds); else the cut record waits for its roll. */
	play.roll = rec->dice.mode != PC_DICE_MANUAL &&
		    (rec->dice.seed != NULL || out->secret != NULL);
	return cli_run(rec, &play, out, err);
}

int
cli_take_back(const char *path, struct pc_record *rec,
	      struct cli_outcome *out, uint32_t n, bool autoplay, int64_t now)
{
	struct pc_error err;

	if (cli_rewind(rec, out, n, autoplay, now, &err) != PC_OK)
		return cli_report(path, &err);
	return 0;
}

static int
undo(const char *path, struct pc_record *rec, struct cli_outcome *out,
     void *context)
{
	const struct undo_args *args = context;
	const struct cli_referee_options *ui = &args->referee;
	int status;

	status = cli_take_back(path, rec, out, (uint32_t)args->to,
			       !ui->no_auto, cli_now(ui));
	/* The referee played again what left no choice: say where the
	 * game stands now, when it is past roll N. */
	if (status == 0 && out->game.state == PC_GAME_MOVE &&
	    rec->turns[out->game.pending].n > args->to)
		cli_warn(_("%s: rolls %lu to %u left no choice and were played "
			   "again"),
			 cli_display_name(path), args->to,
			 rec->turns[out->game.pending].n - 1);
	if (status == 0)
		status = cli_write_played(path, rec, out, ui);
	return status;
}

static int
run(int argc, char **argv)
{
	struct undo_args args;
	struct pc_referee_options look = {.autoplay = false};

	memset(&args, 0, sizeof args);
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_with_game(args.file, &look, args.referee.key_file, true,
			     undo, &args);
}

const struct cli_command cli_cmd_undo = {
	.name = "undo",
	.summary = N_("take back roll N and the turns after it"),
	.run = run,
};
