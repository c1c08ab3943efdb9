/* cmd-moves.c: parchis moves FILE -- the legal moves for the pending roll. */
#include <config.h>

#include <stdio.h>

#include "board-text.h"
#include "cli-referee.h"
#include "position.h"

static const struct argp argp = {
	NULL, cli_parse_file_arg, "FILE",
	"List the legal moves for the pending roll, one a line in move "
	"notation, with what each does.",
	NULL, NULL, NULL,
};

/* "39 -> 42, captures yellow 1" for each move of play, "; " between. */
static void
describe(const struct pc_engine *e, const struct pc_play *play, FILE *out)
{
	char from[PC_PLACE_TEXT_MAX], to[PC_PLACE_TEXT_MAX];

	if (play->nmoves == 0)
		fputs("no piece can move", out);
	for (int k = 0; k < play->nmoves; k++) {
		const struct pc_move *m = &play->moves[k];

		fprintf(out, "%s%s%s -> %s", k ? "; " : "",
			m->bonus ? "then " : "",
			pc_place_format(pc_board_place(&e->board, m->colour,
						       m->from), from),
			pc_place_format(pc_board_place(&e->board, m->colour,
						       m->to), to));
		if (m->captured != PC_NO_PIECE)
			fprintf(out, ", captures %s %d",
				pc_colour_name(m->captured / PC_PIECES),
				m->captured % PC_PIECES + 1);
	}
}

static int
list_moves(const char *file, struct pc_record *rec, struct cli_outcome *out,
	   void *context)
{
	const struct pc_game *g = &out->game;

	/* Nothing on standard output then: scripts read the moves there. */
	if (g->state != PC_GAME_MOVE)
		return cli_no_move_pending(file, rec, out);
	for (size_t i = 0; i < out->derived.nlegal; i++) {
		printf("%s: ", out->derived.legal[i]);
		describe(&g->engine, &g->legal[i], stdout);
		putchar('\n');
	}
	if (g->nlegal > out->derived.nlegal)
		printf("(and %zu more)\n", g->nlegal - out->derived.nlegal);
	(void)rec;
	(void)context;
	return 0;
}

static int
run(int argc, char **argv)
{
	struct pc_referee_options look = {false, false, 0};
	const char *file = NULL;

	argp_parse(&argp, argc, argv, 0, NULL, &file);
	return cli_with_game(file, &look, false, list_moves, NULL);
}

const struct cli_command cli_cmd_moves = {
	.name = "moves",
	.summary = "list the legal moves for the pending roll",
	.run = run,
};
