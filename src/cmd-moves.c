/* cmd-moves.c: parchis moves FILE -- the legal moves for the pending roll. */
#include <config.h>

#include <stdio.h>

#include "gettext.h"
#include "board-text.h"
#include "cli-referee.h"

static const struct argp argp = {
	NULL, cli_parse_file_key, N_("FILE"),
	N_("List the legal moves for the pending roll, one a line in move "
	   "notation, with what each does."),
	cli_file_key_children, NULL, NULL,
};

static int
list_moves(const char *file, struct pc_record *rec, struct cli_outcome *out,
	   void *context)
{
	const struct pc_game *g = &out->game;

	/* Nothing on standard output then: scripts read the moves there. */
	if (g->state != PC_GAME_MOVE)
		return cli_no_move_pending(file, rec, out);
	for (size_t i = 0; i < out->derived.nlegal; i++) {
		struct pc_buffer what = PC_BUFFER_INIT;

		if (!pc_referee_describe_pending(rec, g, &g->legal[i], true,
						 &what)) {
			cli_warn("out of memory");
			return 71;
		}
		printf("%s: %s\n", out->derived.legal[i], what.data);
		pc_buffer_free(&what);
	}
	if (out->derived.legal_more)
		printf(_("(and more: the list stops at %zu)\n"),
		       out->derived.nlegal);
	(void)context;
	return 0;
}

static int
run(int argc, char **argv)
{
	struct pc_referee_options look = {.autoplay = false};
	struct cli_file_args args = {NULL, NULL};

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_with_game(args.file, &look, args.key_file, false, list_moves,
			     NULL);
}

const struct cli_command cli_cmd_moves = {
	.name = "moves",
	.summary = N_("list the legal moves for the pending roll"),
	.run = run,
};
