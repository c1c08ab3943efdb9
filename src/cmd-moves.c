/* cmd-moves.c: parchis moves FILE -- the legal moves for the pending roll. */
#include <config.h>

#include <stdio.h>

#include "board-text.h"
#include "cli-referee.h"
#include "position.h"

/* file first: cli_parse_file_arg fills it */
struct file_args {
	const char *file;
	const char *key_file;
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct file_args *args = state->input;

	if (key == ARGP_KEY_INIT) {
		state->child_inputs[0] = &args->key_file;
		return 0;
	}
	return cli_parse_file_arg(key, arg, state);
}

static const struct argp_child children[] = {
	{&cli_key_argp, 0, NULL, 0},
	{NULL, 0, NULL, 0},
};

static const struct argp argp = {
	NULL, parse_opt, "FILE",
	"List the legal moves for the pending roll, one a line in move "
	"notation, with what each does.",
	children, NULL, NULL,
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
	struct pc_referee_options look = {.autoplay = false};
	struct file_args args = {NULL, NULL};

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_with_game(args.file, &look, args.key_file, false, list_moves,
			     NULL);
}

const struct cli_command cli_cmd_moves = {
	.name = "moves",
	.summary = "list the legal moves for the pending roll",
	.run = run,
};
