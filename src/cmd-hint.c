/* cmd-hint.c: parchis hint FILE -- the legal moves for the pending roll,
 * best first, each with the estimated chance to win after it. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <sysexits.h>

#include "gettext.h"
#include "analyse.h"
#include "cli-output.h"
#include "cli-referee.h"

struct hint_args {
	struct cli_file_args file;	/* first: cli_parse_file_key's */
	bool yaml;
};

enum { OPT_YAML = 0x400 };

static const struct argp_option options[] = {
	{"yaml", OPT_YAML, NULL, 0, N_("Print the moves as YAML, for scripts"),
	 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct hint_args *args = state->input;

	/* No FILE: standard input. */
	if (key == ARGP_KEY_NO_ARGS) {
		args->file.file = "-";
		return 0;
	}
	if (key != OPT_YAML)
		return cli_parse_file_key(key, arg, state);
	args->yaml = true;
	return 0;
}

static const struct argp argp = {
	options, parse_opt, N_("[FILE]"),
	N_("List the legal moves for the pending roll, best first, each in "
	   "move notation with the estimated chance that the player (with "
	   "their partner, in pairs) wins after it. The record is only read; "
	   "FILE - or none reads standard input.")
	"\v" N_("The estimate is a curve over the race fitted on games of the "
	   "strong bot: see parchis(6). Exit status 1 when no move is "
	   "pending."),
	cli_file_key_children, cli_help_filter, NULL,
};

/* A legal play and its chance. */
struct ranked {
	size_t index;
	uint32_t chance;
};

static int
by_chance(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;

	if (x->chance != y->chance)
		return x->chance < y->chance ? 1 : -1;
	return x->index < y->index ? -1 : x->index > y->index;
}

static double
percent(uint32_t chance)
{
	return chance / (PC_CHANCE_ONE / 100.0);
}

static int
print_yaml(const struct pc_record *rec, const struct cli_outcome *out,
	   const struct ranked *rank, size_t n)
{
	const struct pc_turn *t = &rec->turns[out->game.pending];
	struct cli_yaml y;

	cli_yaml_begin(&y);
	cli_yaml_mapping(&y, false);
	cli_yaml_key_string(&y, "game", rec->game);
	cli_yaml_key_string(&y, "player", pc_colour_name(t->player));
	cli_yaml_key_int(&y, "roll_number", t->n);
	cli_yaml_plain(&y, "roll");
	cli_yaml_sequence(&y, true);
	for (int d = 0; d < t->ndice; d++)
		cli_yaml_int(&y, t->dice[d]);
	cli_yaml_sequence_end(&y);
	cli_yaml_plain(&y, "moves");
	cli_yaml_sequence(&y, false);
	for (size_t k = 0; k < n; k++) {
		cli_yaml_mapping(&y, true);
		cli_yaml_key_string(&y, "move",
				    out->derived.legal[rank[k].index]);
		cli_yaml_key_real(&y, "chance", percent(rank[k].chance), 1);
		cli_yaml_mapping_end(&y);
	}
	cli_yaml_sequence_end(&y);
	cli_yaml_plain(&y, "more");
	cli_yaml_plain(&y, out->derived.legal_more ? "true" : "false");
	cli_yaml_mapping_end(&y);
	return cli_yaml_end(&y);
}

static void
print_text(const struct pc_record *rec, const struct cli_outcome *out,
	   const struct ranked *rank, size_t n)
{
	const struct pc_turn *t = &rec->turns[out->game.pending];
	char dice[CLI_DICE_TEXT_MAX];

	printf(_("roll %u, %s %s: chance to win after each move\n"), t->n,
	       pc_colour_shown(t->player),
	       cli_dice_text(t->dice, t->ndice, dice));
	for (size_t k = 0; k < n; k++)
		printf("%6.1f%%  %s\n", percent(rank[k].chance),
		       out->derived.legal[rank[k].index]);
	if (out->derived.legal_more)
		printf(_("(and more: the list stops at %zu)\n"), n);
}

static int
hint(const char *file, struct pc_record *rec, struct cli_outcome *out,
     void *context)
{
	const struct hint_args *args = context;
	const struct pc_game *g = &out->game;
	const struct pc_turn *t;
	struct ranked *rank;
	size_t n = out->derived.nlegal;
	int status = 0;

	if (g->state != PC_GAME_MOVE)
		return cli_no_move_pending(file, rec, out);
	t = &rec->turns[g->pending];
	rank = calloc(n ? n : 1, sizeof *rank);
	if (rank == NULL) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	for (size_t k = 0; k < n; k++) {
		rank[k].index = k;
		rank[k].chance = pc_chance_after(&g->engine, &g->pos, t->dice,
						 t->ndice, &g->legal[k],
						 g->resigned);
	}
	qsort(rank, n, sizeof *rank, by_chance);
	if (args->yaml)
		status = print_yaml(rec, out, rank, n);
	else
		print_text(rec, out, rank, n);
	free(rank);
	return status;
}

static int
run(int argc, char **argv)
{
	struct pc_referee_options look = {.autoplay = false};
	struct hint_args args = {{NULL, NULL}, false};

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_with_game(args.file.file, &look, args.file.key_file, false,
			     hint, &args);
}

const struct cli_command cli_cmd_hint = {
	.name = "hint",
	.summary = N_("the legal moves, best first, with the chance to win"),
	.run = run,
};
