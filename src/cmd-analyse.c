/* cmd-analyse.c: parchis analyse FILE (also analyze) -- for each player
 * of a finished or running game: the luck of their dice, the plays that
 * cost them most, and how fair their dice look. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "analyse.h"
#include "cli-output.h"
#include "cli-referee.h"
#include "text-fold.h"

enum { OPT_YAML = 0x400, TOP_DEFAULT = 3, TOP_MAX = 1000000, WIDTH = 78,
       DF = 5,
       LEAST = PC_CHANCE_ONE / 2000 };	/* a costly play listed: 0.05 points */

struct analyse_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	const char *key_file;
	unsigned long top;
	bool yaml;
	struct pc_analysis *analysis;
};

static const struct argp_option options[] = {
	{"top", 't', N_("N"), 0,
	 N_("Show the N costliest moves of each player (default 3)"), 0},
	{"yaml", OPT_YAML, NULL, 0, N_("Print the analysis as YAML, for scripts"),
	 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct analyse_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->key_file;
		return 0;
	case ARGP_KEY_NO_ARGS:
		args->file = "-";	/* no FILE: standard input */
		return 0;
	case 't':
		if (!cli_parse_count(arg, TOP_MAX, &args->top))
			argp_error(state, _("--top: not a count: %s"), arg);
		return 0;
	case OPT_YAML:
		args->yaml = true;
		return 0;
	default:
		return cli_parse_file_arg(key, arg, state);
	}
}

static const struct argp argp = {
	options, parse_opt, N_("[FILE]"),
	N_("Analyse the game of the record, finished or running, for each "
	   "player: their luck (what their dice were worth against an "
	   "average roll, in points of chance to win), the moves that cost "
	   "them most against the best move of the roll, and a chi-square "
	   "test of their dice and of all dice against a fair die. Secret "
	   "dice are tested once revealed. The record is only read; FILE - "
	   "or none reads standard input.")
	"\v" N_("The chances are the estimate that parchis hint shows: see "
	   "parchis(6)."),
	cli_file_key_children, cli_help_filter, NULL,
};

/* Points of chance (percent) of millionths. */
static double
points(int64_t millionths)
{
	return (double)millionths / (PC_CHANCE_ONE / 100.0);
}

/* Whether the dice can be tested: secret dice only once revealed. */
static bool
verifiable(const struct pc_record *rec)
{
	return rec->dice.mode != PC_DICE_COMMITMENT || rec->dice.seed != NULL;
}

/* The costly plays of colour c that cost at least LEAST (0.1 points,
 * rounded), costliest first (the earlier roll of two alike), at most
 * top, into order; returns how many. */
static size_t
costliest(const struct pc_analysis *a, int c, unsigned long top,
	  size_t *order)
{
	size_t n = 0;

	for (size_t k = 0; k < a->ncostly; k++) {
		size_t at;

		if (a->costly[k].player != c || a->costly[k].cost < LEAST)
			continue;
		if (n < top)
			at = n++;
		else if (n > 0 && a->costly[k].cost > a->costly[order[n - 1]].cost)
			at = n - 1;
		else
			continue;
		order[at] = k;
		for (; at > 0 && a->costly[order[at - 1]].cost <
					 a->costly[order[at]].cost;
		     at--) {
			size_t swap = order[at - 1];

			order[at - 1] = order[at];
			order[at] = swap;
		}
	}
	return n;
}

static void
yaml_dice(struct cli_yaml *y, const char *key, const uint64_t faces[6])
{
	uint64_t total;
	double chi2 = pc_chi_square(faces, &total);

	cli_yaml_plain(y, key);
	cli_yaml_mapping(y, true);
	cli_yaml_key_int(y, "count", (long long)total);
	cli_yaml_plain(y, "faces");
	cli_yaml_sequence(y, true);
	for (int f = 0; f < 6; f++)
		cli_yaml_int(y, (long long)faces[f]);
	cli_yaml_sequence_end(y);
	cli_yaml_key_real(y, "chi_square", chi2, 2);
	cli_yaml_key_int(y, "df", DF);
	cli_yaml_key_real(y, "p", total ? pc_chi_square_p(chi2, DF) : 1, 3);
	cli_yaml_mapping_end(y);
}

static void
yaml_play(struct cli_yaml *y, const struct pc_record *rec,
	  const struct pc_engine *e, const struct pc_costly_play *p)
{
	char played[PC_PLAY_TEXT_MAX], best[PC_PLAY_TEXT_MAX];

	(void)rec;
	cli_yaml_mapping(y, true);
	cli_yaml_key_int(y, "roll", p->n);
	cli_yaml_plain(y, "dice");
	cli_yaml_sequence(y, true);
	for (int d = 0; d < p->ndice; d++)
		cli_yaml_int(y, p->dice[d]);
	cli_yaml_sequence_end(y);
	cli_yaml_key_string(y, "played",
			    pc_play_format(e, &p->played, PC_NOTATION_RECORD,
					   played));
	cli_yaml_key_string(y, "better",
			    pc_play_format(e, &p->best, PC_NOTATION_RECORD,
					   best));
	cli_yaml_key_real(y, "cost", points(p->cost), 1);
	cli_yaml_mapping_end(y);
}

static int
print_yaml(const struct pc_record *rec, const struct cli_outcome *out,
	   const struct analyse_args *args, size_t *order)
{
	const struct pc_analysis *a = args->analysis;
	struct cli_yaml y;

	cli_yaml_begin(&y);
	cli_yaml_mapping(&y, false);
	cli_yaml_key_string(&y, "game", rec->game);
	cli_yaml_key_int(&y, "rolls", a->rolls);
	cli_yaml_plain(&y, "players");
	cli_yaml_sequence(&y, false);
	for (int k = 0; k < rec->nplayers; k++) {
		int c = rec->seat_order[k];
		const struct pc_player_analysis *p = &a->players[c];
		size_t n = costliest(a, c, args->top, order);

		cli_yaml_mapping(&y, false);
		cli_yaml_key_string(&y, "player", pc_colour_name(c));
		cli_yaml_key_int(&y, "rolls", p->rolls);
		cli_yaml_key_real(&y, "luck", points(p->luck), 1);
		cli_yaml_key_real(&y, "cost", points(p->cost), 1);
		if (out->derived.awaiting != PC_AWAIT_NOTHING)
			cli_yaml_key_real(
				&y, "chance",
				points(pc_estimate_chance(&out->game.engine,
							  &out->game.pos,
							  out->game.resigned,
							  c)),
				1);
		cli_yaml_plain(&y, "costliest");
		cli_yaml_sequence(&y, n == 0);
		for (size_t i = 0; i < n; i++)
			yaml_play(&y, rec, &out->game.engine,
				  &a->costly[order[i]]);
		cli_yaml_sequence_end(&y);
		if (verifiable(rec))
			yaml_dice(&y, "dice", p->faces);
		cli_yaml_mapping_end(&y);
	}
	cli_yaml_sequence_end(&y);
	cli_yaml_plain(&y, "dice_verifiable");
	cli_yaml_plain(&y, verifiable(rec) ? "true" : "false");
	if (verifiable(rec))
		yaml_dice(&y, "all_dice", a->faces);
	cli_yaml_mapping_end(&y);
	return cli_yaml_end(&y);
}

/* Appends name padded with spaces to width columns. */
static bool
pad(struct pc_buffer *b, const char *name, size_t width)
{
	size_t cols = pc_text_columns(name, strlen(name));
	bool ok = pc_buffer_append_str(b, name);

	for (; ok && cols < width; cols++)
		ok = pc_buffer_append_str(b, " ");
	return ok;
}

/* The widest colour name of the game's players, for the columns. */
static size_t
name_width(const struct pc_record *rec)
{
	size_t width = pc_text_columns(_("all"), strlen(_("all")));

	for (int k = 0; k < rec->nplayers; k++) {
		const char *name = pc_colour_shown(rec->seat_order[k]);
		size_t cols = pc_text_columns(name, strlen(name));

		if (cols > width)
			width = cols;
	}
	return width;
}

static bool
text_dice(struct pc_buffer *b, const char *name, size_t width,
	  const uint64_t faces[6])
{
	uint64_t total;
	double chi2 = pc_chi_square(faces, &total);
	bool ok = pc_buffer_append_str(b, "  ") && pad(b, name, width);

	for (int f = 0; ok && f < 6; f++)
		ok = pc_buffer_appendf(b, " %4llu", (unsigned long long)faces[f]);
	return ok && pc_buffer_appendf(b, "  %7.2f  %5.3f\n", chi2,
				       total ? pc_chi_square_p(chi2, DF) : 1.0);
}

static bool
text_play(struct pc_buffer *b, const struct pc_engine *e,
	  const struct pc_costly_play *p)
{
	char played[PC_PLAY_TEXT_MAX], best[PC_PLAY_TEXT_MAX];
	char dice[CLI_DICE_TEXT_MAX];
	struct pc_buffer line = PC_BUFFER_INIT;
	bool ok;

	ok = pc_buffer_appendf(&line,
			       _("roll %u (%s): %.1f points: played %s, "
				 "better %s"),
			       p->n, cli_dice_text(p->dice, p->ndice, dice),
			       points(p->cost),
			       pc_play_format(e, &p->played,
					      PC_NOTATION_RECORD, played),
			       pc_play_format(e, &p->best, PC_NOTATION_RECORD,
					      best)) &&
	     pc_buffer_append_str(b, "    ") &&
	     pc_text_fold(b, line.data, 4, 8, WIDTH);
	pc_buffer_free(&line);
	return ok;
}

static int
print_text(const struct pc_record *rec, const struct cli_outcome *out,
	   const struct analyse_args *args, size_t *order)
{
	const struct pc_analysis *a = args->analysis;
	struct pc_buffer b = PC_BUFFER_INIT;
	size_t width = name_width(rec);
	bool running = out->derived.awaiting != PC_AWAIT_NOTHING;
	bool ok;

	ok = pc_text_fold(&b,
			  _("Luck: what each player's dice were worth against "
			    "an average roll, in points of chance to win; "
			    "cost: what their moves lost against the best "
			    "move of each roll."),
			  0, 0, WIDTH) &&
	     pc_buffer_append_str(&b, "  ") && pad(&b, "", width) &&
	     pc_buffer_appendf(&b, "  %7s  %6s  %6s%s\n", _("rolls"),
			       _("luck"), _("cost"),
			       running ? _("  chance now") : "");
	for (int k = 0; ok && k < rec->nplayers; k++) {
		int c = rec->seat_order[k];
		const struct pc_player_analysis *p = &a->players[c];

		ok = pc_buffer_append_str(&b, "  ") &&
		     pad(&b, pc_colour_shown(c), width) &&
		     pc_buffer_appendf(&b, "  %7u  %+6.1f  %6.1f", p->rolls,
				       points(p->luck), points(p->cost));
		if (ok && running)
			ok = pc_buffer_appendf(
				&b, "  %10.1f%%",
				points(pc_estimate_chance(&out->game.engine,
							  &out->game.pos,
							  out->game.resigned,
							  c)));
		ok = ok && pc_buffer_append_str(&b, "\n");
	}
	ok = ok && pc_buffer_append_str(&b, "\n") &&
	     pc_text_fold(&b, _("The moves that cost most, in points of chance "
				"to win:"),
			  0, 0, WIDTH);
	for (int k = 0; ok && k < rec->nplayers; k++) {
		int c = rec->seat_order[k];
		size_t n = costliest(a, c, args->top, order);

		ok = pc_buffer_appendf(&b, "  %s:%s\n", pc_colour_shown(c),
				       n == 0 ? _(" none") : "");
		for (size_t i = 0; ok && i < n; i++)
			ok = text_play(&b, &out->game.engine,
				       &a->costly[order[i]]);
	}
	ok = ok && pc_buffer_append_str(&b, "\n");
	if (ok && !verifiable(rec)) {
		ok = pc_text_fold(&b,
				  _("Dice: secret until the reveal, so not yet "
				    "verifiable: no fairness test."),
				  0, 0, WIDTH);
	} else if (ok) {
		ok = pc_text_fold(&b,
				  _("Dice against a fair die: each face's count, "
				    "chi-square (5 degrees of freedom) and its "
				    "p-value, the chance of a worse fit with "
				    "fair dice:"),
				  0, 0, WIDTH) &&
		     pc_buffer_append_str(&b, "  ") && pad(&b, "", width) &&
		     pc_buffer_appendf(&b, "    %s    2    3    4    5    6  %7s"
					   "  %5s\n",
				       "1", _("chi2"), _("p"));
		for (int k = 0; ok && k < rec->nplayers; k++) {
			int c = rec->seat_order[k];

			ok = text_dice(&b, pc_colour_shown(c), width,
				       a->players[c].faces);
		}
		ok = ok && text_dice(&b, _("all"), width, a->faces);
	}
	if (!ok) {
		pc_buffer_free(&b);
		cli_warn("out of memory");
		return EX_OSERR;
	}
	fwrite(b.data, 1, b.len, stdout);
	pc_buffer_free(&b);
	return 0;
}

static int
report(const char *path, struct pc_record *rec, struct cli_outcome *out,
       void *context)
{
	const struct analyse_args *args = context;
	size_t *order;
	int status;

	(void)path;
	if (args->analysis->failed) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	order = calloc(args->top ? args->top : 1, sizeof *order);
	if (order == NULL) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	status = args->yaml ? print_yaml(rec, out, args, order)
			    : print_text(rec, out, args, order);
	free(order);
	return status;
}

static int
run(int argc, char **argv)
{
	struct analyse_args args = {NULL, NULL, TOP_DEFAULT, false, NULL};
	struct pc_referee_options look = {.autoplay = false};
	int status;

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	args.analysis = pc_analysis_new();
	if (args.analysis == NULL) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	look.observe = pc_analysis_observe;
	look.observer = args.analysis;
	status = cli_with_game(args.file, &look, args.key_file, false, report,
			       &args);
	pc_analysis_free(args.analysis);
	return status;
}

const struct cli_command cli_cmd_analyse = {
	.name = "analyse",
	.summary = N_("luck, costliest moves and dice fairness of a game "
		      "(also analyze)"),
	.run = run,
};
