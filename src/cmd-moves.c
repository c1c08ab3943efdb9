/* cmd-moves.c: parchis moves FILE -- the legal moves for the pending roll. */
#include <config.h>

#include <stdio.h>
#include <sysexits.h>

#include "gettext.h"
#include "board-text.h"
#include "cli-output.h"
#include "cli-referee.h"

struct moves_args {
	struct cli_file_args file;	/* first: cli_parse_file_key's */
	bool json;
};

enum { OPT_JSON = 0x400 };

static const struct argp_option options[] = {
	{"json", OPT_JSON, NULL, 0, N_("Print the moves as JSON, for scripts"),
	 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct moves_args *args = state->input;

	if (key != OPT_JSON)
		return cli_parse_file_key(key, arg, state);
	args->json = true;
	return 0;
}

static const struct argp argp = {
	options, parse_opt, N_("FILE"),
	N_("List the legal moves for the pending roll, one a line in move "
	   "notation, with what each does."),
	cli_file_key_children, NULL, NULL,
};

/* The pending roll and its moves as JSON; what each does in English, so
 * that scripts read one language. */
static int
print_json(const struct pc_record *rec, const struct cli_outcome *out)
{
	const struct pc_turn *t = &rec->turns[out->game.pending];

	return cli_json_print(json_pack(
		"{s:s, s:s, s:I, s:o, s:o, s:b}", "game", rec->game, "player",
		pc_colour_name(t->player), "roll_number", (json_int_t)t->n,
		"roll", cli_json_dice(t->dice, t->ndice), "moves",
		cli_json_plays(out), "more", out->derived.legal_more));
}

static int
list_moves(const char *file, struct pc_record *rec, struct cli_outcome *out,
	   void *context)
{
	const struct pc_game *g = &out->game;
	const struct moves_args *args = context;

	/* Nothing on standard output then: scripts read the moves there. */
	if (g->state != PC_GAME_MOVE)
		return cli_no_move_pending(file, rec, out);
	if (args->json)
		return print_json(rec, out);
	for (size_t i = 0; i < out->derived.nlegal; i++) {
		struct pc_buffer what = PC_BUFFER_INIT;

		if (!pc_referee_describe_pending(rec, g, &g->legal[i], true,
						 &what)) {
			cli_warn("out of memory");
			return EX_OSERR;
		}
		printf("%s: %s\n", out->derived.legal[i], what.data);
		pc_buffer_free(&what);
	}
	if (out->derived.legal_more)
		printf(_("(and more: the list stops at %zu)\n"),
		       out->derived.nlegal);
	return 0;
}

static int
run(int argc, char **argv)
{
	struct pc_referee_options look = {.autoplay = false};
	struct moves_args args = {{NULL, NULL}, false};

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_with_game(args.file.file, &look, args.file.key_file, false,
			     list_moves, &args);
}

const struct cli_command cli_cmd_moves = {
	.name = "moves",
	.summary = N_("list the legal moves for the pending roll"),
	.run = run,
};
