/* cmd-selfplay.c: parchis selfplay -- bots against bots, many games in
 * memory, with win rates and their 95% intervals. */
#include <config.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

#include "gettext.h"
#include "cli.h"
#include "cli-output.h"
#include "selfplay.h"
#include "text-fold.h"

struct selfplay_args {
	unsigned long games;
	struct pc_rule_choice rules;
	const char *seed;
	const char *bots;
	int nbots;
	enum pc_bot_level levels[PC_SELFPLAY_SEATS_MAX];
	char *programs[PC_SELFPLAY_SEATS_MAX];	/* cmd:PROGRAM, else NULL */
	unsigned long budget;
	unsigned long timeout_ms;
	int jobs;
	bool yaml;
	bool json;
};

enum { OPT_GAMES = 256, OPT_SEED, OPT_BOTS, OPT_JOBS, OPT_YAML, OPT_JSON,
       OPT_BUDGET, OPT_CMD_TIMEOUT, JOBS_MAX = 256,
       TIMEOUT_MAX = 3600000 };

static const struct argp_option options[] = {
	{"games", OPT_GAMES, N_("N"), 0, N_("Games to play (default 1000)"), 0},
	{"rules", 'r', N_("PRESET"), 0,
	 N_("Rule preset: classic (default), superparchis, pairs, event or "
	    "american"), 0},
	{"set", 's', N_("OPTION=VALUE"), 0,
	 N_("Override a rule option of the preset (repeatable)"), 0},
	{"seed", OPT_SEED, N_("S"), 0,
	 N_("Seed of the dice and the random bots (default 1)"), 0},
	{"bots", OPT_BOTS, N_("LEVEL,LEVEL..."), 0,
	 N_("One level (random, strong, expert, or cmd:PROGRAM for a "
	    "program of yours) per seat, 2 to 8 (default "
	    "strong,random,random,random)"), 0},
	{"budget", OPT_BUDGET, N_("N"), 0,
	 N_("Positions the expert bot may evaluate per move (default "
	    "20000 with one die on the 4-seat board, 9000 in pairs with "
	    "one die, 3000 otherwise)"), 0},
	{"cmd-timeout", OPT_CMD_TIMEOUT, N_("MS"), 0,
	 N_("Milliseconds a cmd: program has for a move (default 10000)"),
	 0},
	{"jobs", 'j', N_("J"), 0,
	 N_("Split the games over J processes; the results do not change "
	    "(default 1)"), 0},
	{"yaml", OPT_YAML, NULL, 0, N_("Print the results as YAML"), 0},
	{"json", OPT_JSON, NULL, 0, N_("Print the results as JSON"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static unsigned long
parse_count(const char *option, const char *arg, unsigned long max,
	    struct argp_state *state)
{
	unsigned long n;

	if (!cli_parse_count(arg, max, &n))
		argp_error(state,
			   _("%s takes a number from 1 to %lu, not '%s'"),
			   option, max, arg);
	return n;
}

/* "strong,random,random" */
static void
parse_bots(struct selfplay_args *args, const char *arg,
	   struct argp_state *state)
{
	const char *p = arg;

	for (int b = 0; b < args->nbots; b++) {
		free(args->programs[b]);
		args->programs[b] = NULL;
	}
	args->nbots = 0;
	for (;;) {
		size_t len = strcspn(p, ",");

		if (args->nbots == PC_SELFPLAY_SEATS_MAX)
			argp_error(state, _("--bots takes 2 to %d levels"),
				   PC_SELFPLAY_SEATS_MAX);
		args->programs[args->nbots] = NULL;
		if (len > 4 && strncmp(p, "cmd:", 4) == 0) {
			args->levels[args->nbots] = PC_BOT_NONE;
			args->programs[args->nbots] = pc_strndup(p + 4, len - 4);
			if (args->programs[args->nbots] == NULL)
				argp_failure(state, EX_OSERR, ENOMEM, "--bots");
		} else if (!pc_bot_level_parse(p, len,
					       &args->levels[args->nbots])) {
			argp_error(state, _("--bots: unknown level '%.*s': "
				   "expected random, strong, expert or "
				   "cmd:PROGRAM"), (int)len, p);
		}
		args->nbots++;
		if (p[len] == '\0')
			break;
		p += len + 1;
	}
	if (args->nbots < PC_SELFPLAY_SEATS_MIN)
		argp_error(state, _("--bots takes 2 to %d levels"),
			   PC_SELFPLAY_SEATS_MAX);
	args->bots = arg;
}

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct selfplay_args *args = state->input;

	switch (key) {
	case OPT_GAMES:
		args->games = parse_count("--games", arg, 100000000, state);
		return 0;
	case 'r':
		if (!pc_preset_parse(arg, strlen(arg), &args->rules.preset))
			argp_error(state, _("unknown preset '%s': expected "
				   "classic, superparchis, pairs, event or "
				   "american"),
				   arg);
		return 0;
	case 's':
		cli_parse_set(arg, &args->rules, state);
		return 0;
	case OPT_SEED:
		args->seed = arg;
		return 0;
	case OPT_BOTS:
		parse_bots(args, arg, state);
		return 0;
	case 'j':
		args->jobs = (int)parse_count("--jobs", arg, JOBS_MAX, state);
		return 0;
	case OPT_BUDGET:
		args->budget = parse_count("--budget", arg,
					   PC_BOT_EXPERT_BUDGET_MAX, state);
		return 0;
	case OPT_CMD_TIMEOUT:
		args->timeout_ms = parse_count("--cmd-timeout", arg,
					       TIMEOUT_MAX, state);
		return 0;
	case OPT_YAML:
		args->yaml = true;
		return 0;
	case OPT_JSON:
		args->json = true;
		return 0;
	case ARGP_KEY_ARG:
		argp_error(state, _("selfplay takes no FILE"));
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp argp = {
	options, parse_opt, NULL,
	N_("Play bots against each other in memory and print how often each "
	   "seat and each level wins.")
	"\v" N_("Seats are yellow, blue, red and green, then orange, purple, cyan "
	   "and pink, as many as levels, on the smallest board that has them "
	   "(4, 6 or 8 seats; --set seats=N for another); the bots change "
	   "seats every game. Example: parchis selfplay --games 2000 "
	   "--bots strong,random,random,random --jobs 2."),
	NULL, cli_help_filter, NULL,
};

/* The progress line, redrawn in place on a terminal. */
static void
progress(uint64_t done, uint64_t games, void *context)
{
	(void)context;
	fprintf(stderr, "\r");
	fprintf(stderr, _("selfplay: %llu of %llu games"),
		(unsigned long long)done, (unsigned long long)games);
	fflush(stderr);
}

/* A level's row: the programs' seats (PC_BOT_NONE) are "cmd". */
static const char *
level_label(int level)
{
	return level == PC_BOT_NONE ? "cmd" : pc_bot_level_name(level);
}

static double
per_game(uint64_t count, uint64_t games)
{
	return games > 0 ? (double)count / (double)games : 0.0;
}

/* The widths of the table's columns, in characters on the terminal. */
struct columns {
	int label, n, wins, rate;
};

/* Characters, not bytes: the headings and names are UTF-8, and a
 * translation may hold accented letters (each one column wide). */
static int
text_width(const char *s)
{
	return (int)pc_text_columns(s, strlen(s));
}

static void
widen(int *width, const char *text)
{
	int w = text_width(text);

	if (w > *width)
		*width = w;
}

/* Prints text in width columns, on the left or on the right. */
static void
print_cell(const char *text, int width, bool right)
{
	int pad = width - text_width(text);

	if (pad < 0)
		pad = 0;
	if (right)
		printf("%*s%s", pad, "", text);
	else
		printf("%s%*s", text, pad, "");
}

/* Wide enough for every heading in the user's language and every row,
 * and never narrower than the English table always was. */
static struct columns
table_columns(const struct selfplay_args *args,
	      const struct pc_selfplay_tally *t)
{
	struct columns w = {8, 7, 7, 7};
	char number[32];

	widen(&w.label, _("seat"));
	widen(&w.label, _("level"));
	for (int c = 0; c < args->nbots; c++)
		widen(&w.label, pc_colour_shown(c));
	for (int l = PC_BOT_NONE; l < PC_BOT_LEVELS; l++) {
		if (t->level_seats[l] == 0)
			continue;
		widen(&w.label, level_label(l));
		snprintf(number, sizeof number, "%llu",
			 (unsigned long long)t->level_seats[l]);
		widen(&w.n, number);
	}
	snprintf(number, sizeof number, "%llu", (unsigned long long)t->games);
	widen(&w.n, number);
	widen(&w.n, _("games"));
	widen(&w.n, _("seats"));
	widen(&w.wins, _("wins"));
	widen(&w.rate, _("rate"));
	return w;
}

static void
print_heading(const struct columns *w, const char *label, const char *n)
{
	print_cell(label, w->label, false);
	putchar(' ');
	print_cell(n, w->n, true);
	putchar(' ');
	print_cell(_("wins"), w->wins, true);
	putchar(' ');
	print_cell(_("rate"), w->rate, true);
	/* xgettext:no-c-format */
	printf("   %s\n", _("95% interval"));
}

/* One row of the table: wins out of n, rate and interval. */
static void
print_row(const struct columns *w, const char *name, uint64_t n,
	  uint64_t wins)
{
	double low = 0.0, high = 0.0;
	char rate[32];

	if (n > 0)
		pc_wilson(wins, n, &low, &high);
	snprintf(rate, sizeof rate, "%.1f%%", 100.0 * per_game(wins, n));
	print_cell(name, w->label, false);
	printf(" %*llu %*llu ", w->n, (unsigned long long)n, w->wins,
	       (unsigned long long)wins);
	print_cell(rate, w->rate, true);
	printf(" %6.1f%% - %5.1f%%\n", 100.0 * low, 100.0 * high);
}

static void
print_text(const struct selfplay_args *args,
	   const struct pc_selfplay_tally *t)
{
	struct columns w = table_columns(args, t);

	printf(_("%llu games of %s, seed %s, bots %s (seats rotate)\n"),
	       (unsigned long long)t->games, pc_preset_name(args->rules.preset),
	       args->seed, args->bots);
	print_heading(&w, _("seat"), _("games"));
	for (int c = 0; c < args->nbots; c++)
		print_row(&w, pc_colour_shown(c), t->games, t->seat_wins[c]);
	print_heading(&w, _("level"), _("seats"));
	for (int l = PC_BOT_NONE; l < PC_BOT_LEVELS; l++)
		if (t->level_seats[l] > 0)
			print_row(&w, level_label(l), t->level_seats[l],
				  t->level_wins[l]);
	printf(_("rolls per game: %.1f\n"), per_game(t->rolls, t->games));
	printf(_("captures per game: %.2f\n"), per_game(t->captures, t->games));
	if (t->asked > 0)
		printf(_("programs asked: %llu; faults (a random play "
			 "instead): %llu timed out, %llu failed, %llu bad "
			 "output\n"),
		       (unsigned long long)t->asked,
		       (unsigned long long)t->faults[PC_EXTERN_TIMEOUT],
		       (unsigned long long)t->faults[PC_EXTERN_CRASH],
		       (unsigned long long)t->faults[PC_EXTERN_OUTPUT]);
	if (t->unfinished > 0)
		printf(_("unfinished games: %llu\n"),
		       (unsigned long long)t->unfinished);
}

static void
print_yaml_row(const char *name, uint64_t n, uint64_t wins)
{
	double low = 0.0, high = 0.0;

	if (n > 0)
		pc_wilson(wins, n, &low, &high);
	printf("  %s: {n: %llu, wins: %llu, rate: %.4f, low: %.4f, "
	       "high: %.4f}\n", name, (unsigned long long)n,
	       (unsigned long long)wins, per_game(wins, n), low, high);
}

static void
print_yaml(const struct selfplay_args *args,
	   const struct pc_selfplay_tally *t)
{
	printf("games: %llu\nrules: %s\nseed: \"", (unsigned long long)t->games,
	       pc_preset_name(args->rules.preset));
	for (const char *p = args->seed; *p != '\0'; p++)
		printf(*p == '"' || *p == '\\' ? "\\%c" : "%c", *p);
	printf("\"\nbots: [");
	for (int b = 0; b < args->nbots; b++) {
		printf("%s", b ? ", " : "");
		if (args->programs[b] == NULL) {
			printf("%s", pc_bot_level_name(args->levels[b]));
			continue;
		}
		printf("\"cmd:");
		for (const char *p = args->programs[b]; *p != '\0'; p++)
			printf(*p == '"' || *p == '\\' ? "\\%c" : "%c", *p);
		printf("\"");
	}
	printf("]\nseats:\n");
	for (int c = 0; c < args->nbots; c++)
		print_yaml_row(pc_colour_name(c), t->games, t->seat_wins[c]);
	printf("levels:\n");
	for (int l = PC_BOT_NONE; l < PC_BOT_LEVELS; l++)
		if (t->level_seats[l] > 0)
			print_yaml_row(level_label(l), t->level_seats[l],
				       t->level_wins[l]);
	if (t->asked > 0)
		printf("programs: {asked: %llu, timeout: %llu, failed: %llu, "
		       "bad_output: %llu}\n", (unsigned long long)t->asked,
		       (unsigned long long)t->faults[PC_EXTERN_TIMEOUT],
		       (unsigned long long)t->faults[PC_EXTERN_CRASH],
		       (unsigned long long)t->faults[PC_EXTERN_OUTPUT]);
	printf("rolls_per_game: %.2f\ncaptures_per_game: %.3f\n"
	       "unfinished: %llu\n", per_game(t->rolls, t->games),
	       per_game(t->captures, t->games),
	       (unsigned long long)t->unfinished);
}

static json_t *
json_row(uint64_t n, uint64_t wins)
{
	double low = 0.0, high = 0.0;

	if (n > 0)
		pc_wilson(wins, n, &low, &high);
	return json_pack("{s:I, s:I, s:o, s:o, s:o}", "n", (json_int_t)n,
			 "wins", (json_int_t)wins, "rate",
			 cli_json_real(per_game(wins, n), 4), "low",
			 cli_json_real(low, 4), "high", cli_json_real(high, 4));
}

/* As the YAML, key for key. */
static int
print_json(const struct selfplay_args *args,
	   const struct pc_selfplay_tally *t)
{
	json_t *bots = json_array(), *seats = json_object(),
	       *levels = json_object(), *root;
	bool ok = bots != NULL && seats != NULL && levels != NULL;

	for (int b = 0; ok && b < args->nbots; b++) {
		json_t *name = args->programs[b] == NULL
				       ? json_string(
						 pc_bot_level_name(args->levels[b]))
				       : json_sprintf("cmd:%s",
						      args->programs[b]);

		ok = name != NULL && json_array_append_new(bots, name) == 0;
	}
	for (int c = 0; ok && c < args->nbots; c++)
		ok = json_object_set_new(seats, pc_colour_name(c),
					 json_row(t->games,
						  t->seat_wins[c])) == 0;
	for (int l = PC_BOT_NONE; ok && l < PC_BOT_LEVELS; l++)
		if (t->level_seats[l] > 0)
			ok = json_object_set_new(levels, level_label(l),
						 json_row(t->level_seats[l],
							  t->level_wins[l])) ==
			     0;
	if (!ok) {
		json_decref(bots);
		json_decref(seats);
		json_decref(levels);
		return cli_json_print(NULL);
	}
	root = json_pack(
		"{s:I, s:s, s:s, s:o, s:o, s:o, s:o, s:o, s:I}", "games",
		(json_int_t)t->games, "rules",
		pc_preset_name(args->rules.preset), "seed", args->seed, "bots",
		bots, "seats", seats, "levels", levels, "rolls_per_game",
		cli_json_real(per_game(t->rolls, t->games), 2),
		"captures_per_game",
		cli_json_real(per_game(t->captures, t->games), 3),
		"unfinished", (json_int_t)t->unfinished);
	if (root != NULL && t->asked > 0 &&
	    json_object_set_new(
		    root, "programs",
		    json_pack("{s:I, s:I, s:I, s:I}", "asked",
			      (json_int_t)t->asked, "timeout",
			      (json_int_t)t->faults[PC_EXTERN_TIMEOUT],
			      "failed", (json_int_t)t->faults[PC_EXTERN_CRASH],
			      "bad_output",
			      (json_int_t)t->faults[PC_EXTERN_OUTPUT])) != 0) {
		json_decref(root);
		root = NULL;
	}
	return cli_json_print(root);
}

static int
play(struct selfplay_args *argsp)
{
	struct selfplay_args args = *argsp;
	struct pc_selfplay_config config;
	struct pc_selfplay_tally tally;
	struct pc_rules rules;
	struct pc_error err;
	char why[160];
	bool shown = isatty(STDERR_FILENO);

	memset(&config, 0, sizeof config);
	if (args.nbots == 0) {
		static const enum pc_bot_level usual[] = {
			PC_BOT_STRONG, PC_BOT_RANDOM, PC_BOT_RANDOM,
			PC_BOT_RANDOM};

		memcpy(args.levels, usual, sizeof usual);
		args.nbots = 4;
		args.bots = "strong,random,random,random";
	}
	if (!(args.rules.overridden & (UINT32_C(1) << PC_OPTION_SEATS)))
		args.rules.values[PC_OPTION_SEATS] =
			args.nbots <= 4 ? 4 : args.nbots <= 6 ? 6 : 8;
	args.rules.overridden |= UINT32_C(1) << PC_OPTION_SEATS;
	pc_rules_resolve(&args.rules, &rules);
	if (!pc_rules_check(&rules, (1u << args.nbots) - 1, why, sizeof why)) {
		cli_warn("selfplay: %s", why);
		return EX_USAGE;
	}
	pc_error_clear(&err);
	if (!pc_engine_init(&config.engine, &rules, &err))
		return cli_report("selfplay", &err);
	config.seed = pc_selfplay_seed(args.seed);
	config.nbots = args.nbots;
	memcpy(config.bots, args.levels, sizeof config.bots);
	config.rules = args.rules;
	config.timeout_ms = (int)args.timeout_ms;
	config.budget = (uint32_t)args.budget;
	for (int b = 0; b < args.nbots; b++) {
		config.programs[b] = args.programs[b];
		/* A program that stops reading its record must not stop
		 * selfplay: writes to it fail with EPIPE instead. */
		if (args.programs[b] != NULL)
			signal(SIGPIPE, SIG_IGN);
	}
	if (!pc_selfplay_run(&config, args.games, args.jobs,
			     shown ? progress : NULL, NULL, &tally)) {
		if (shown)
			fputc('\n', stderr);
		cli_warn("selfplay: %s", strerror(errno));
		return EX_OSERR;
	}
	if (shown)
		fputs("\r\033[K", stderr);
	if (args.json)
		return print_json(&args, &tally);
	if (args.yaml)
		print_yaml(&args, &tally);
	else
		print_text(&args, &tally);
	return 0;
}

static int
run(int argc, char **argv)
{
	struct selfplay_args args = {.games = 1000, .seed = "1", .jobs = 1};
	int status;

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	status = play(&args);
	for (int b = 0; b < args.nbots; b++)
		free(args.programs[b]);
	return status;
}

const struct cli_command cli_cmd_selfplay = {
	.name = "selfplay",
	.summary = N_("play bots against each other and count their wins"),
	.run = run,
};
