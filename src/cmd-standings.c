/* cmd-standings.c: parchis standings FILE... -- a league table from a
 * folder of finished games. */
#include <config.h>

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>

#include "gettext.h"
#include "cli-referee.h"
#include "standings.h"

struct standings_args {
	char **files;
	int nfiles;
	bool yaml;
	struct pc_standings table;
};

enum { OPT_YAML = 0x400 };

static const struct argp_option options[] = {
	{"yaml", OPT_YAML, NULL, 0, N_("Print the table as YAML, for scripts"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct standings_args *args = state->input;

	switch (key) {
	case OPT_YAML:
		args->yaml = true;
		return 0;
	case ARGP_KEY_ARGS:
		args->files = state->argv + state->next;
		args->nfiles = state->argc - state->next;
		return 0;
	case ARGP_KEY_NO_ARGS:
		argp_error(state, _("FILE... is required: the finished games"));
		return 0;
	default:
		(void)arg;
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp argp = {
	options, parse_opt, N_("FILE..."),
	N_("Print a league table of the finished games in FILE... (a folder "
	   "stands for its *.yaml files): for each player (known by e-mail "
	   "address, or by name), games, wins and points as seed 001 counts "
	   "them: 10 times the number of players to the winner, -10 to each "
	   "loser, -20 to a player who abandoned, 20 to each winner of a game "
	   "of pairs. Games not finished, and seats with neither name nor "
	   "address, are left out with a note. No table when a file cannot "
	   "be counted."
	   "\vExample: parchis standings league/"),
	NULL, NULL, NULL,
};

/* Counts one game when it is over. */
static int
count(const char *path, struct pc_record *rec, struct cli_outcome *out,
      void *context)
{
	struct standings_args *args = context;
	const struct pc_game *g = &out->game;
	struct pc_game_result result = {0, 0, false};
	unsigned anonymous;
	int winner;

	if (g->state != PC_GAME_OVER) {
		cli_warn("%s: game %s is not over: left out",
			 cli_display_name(path), rec->game);
		return 0;
	}
	/* A game blocked before anybody finished has no winner. */
	winner = g->pos.nfinished > 0 ? g->pos.finished[0] : -1;
	result.winners = winner >= 0 ? 1u << winner : 0;
	result.resigned = g->resigned;
	result.pairs = g->engine.rules.teams == PC_TEAMS_PAIRS;
	/* Partners sit opposite: yellow with red, blue with green. */
	if (result.pairs && winner >= 0)
		result.winners |= 1u << (winner + 2) % PC_NCOLOURS;
	/* The team event has two winners, every team that took a place
	 * (seed 003: the first two teams home are rewarded). */
	if (g->engine.rules.teams == PC_TEAMS_EVENT)
		for (int k = 1; k < g->pos.nfinished; k++)
			result.winners |= 1u << g->pos.finished[k];
	if (!pc_standings_add(&args->table, rec, &result, &anonymous)) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (anonymous & (1u << c))
			cli_warn("%s: %s has neither name nor address: not "
				 "counted", cli_display_name(path),
				 pc_colour_shown((enum pc_colour)c));
	return 0;
}

/* Whether another row bears the name of row i: the table then shows
 * the address too, or that there is none. */
static bool
name_shared(const struct pc_standings *t, size_t i)
{
	for (size_t j = 0; j < t->nrows; j++)
		if (j != i && strcmp(t->rows[j].name, t->rows[i].name) == 0)
			return true;
	return false;
}

static void
print_table(const struct pc_standings *t)
{
	/* TRANSLATORS: the table's heading: the numbers under it take 5, 5
	 * and 7 columns after the 24 of the names. */
	fputs(_("player                   games  wins  points\n"), stdout);
	for (size_t i = 0; i < t->nrows; i++) {
		const struct pc_standing *r = &t->rows[i];
		char shown[PC_NAME_MAX + PC_EMAIL_MAX + 32];
		size_t chars = 0, bytes = 0;

		if (!name_shared(t, i))
			snprintf(shown, sizeof shown, "%s", r->name);
		else if (r->email[0] != '\0')
			snprintf(shown, sizeof shown, "%s <%s>", r->name,
				 r->email);
		else
			snprintf(shown, sizeof shown, _("%s (no address)"),
				 r->name);
		/* Pad by characters, not bytes: names are UTF-8. A longer
		 * name pushes the numbers right rather than lose its end. */
		for (; shown[bytes] != '\0'; bytes++)
			chars += ((unsigned char)shown[bytes] & 0xC0) != 0x80;
		printf("%s%*s %5d %5d %7d\n", shown,
		       (int)(chars < 24 ? 24 - chars : 0), "", r->games,
		       r->wins, r->points);
	}
	printf(ngettext("(%d game)\n", "(%d games)\n",
			(unsigned long)t->games), t->games);
}

/* As YAML: a string is always double-quoted, with \ and " escaped. */
static void
print_quoted(const char *s)
{
	putchar('"');
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			putchar('\\');
		putchar(*s);
	}
	putchar('"');
}

static void
print_yaml(const struct pc_standings *t)
{
	printf("games: %d\nstandings:\n", t->games);
	for (size_t i = 0; i < t->nrows; i++) {
		const struct pc_standing *r = &t->rows[i];

		printf("  - {player: ");
		print_quoted(r->name);
		if (r->email[0] != '\0') {
			printf(", email: ");
			print_quoted(r->email);
		}
		printf(", games: %d, wins: %d, points: %d}\n", r->games,
		       r->wins, r->points);
	}
}

/* The files a folder stands for: those named *.yaml, not hidden (the
 * referee's temporary files are), in byte order of their names so that
 * the notes come in the same order everywhere. */
static int
is_record_name(const struct dirent *d)
{
	size_t n = strlen(d->d_name);

	return d->d_name[0] != '.' && n > 5 &&
	       strcmp(d->d_name + n - 5, ".yaml") == 0;
}

static int
by_name(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

/* Counts one game, or every *.yaml game of a folder. */
static int
count_path(const char *path, struct standings_args *args)
{
	struct pc_referee_options look = {.autoplay = false};
	struct dirent **names;
	struct stat st;
	int n, status = 0, one;

	if (strcmp(path, "-") == 0 || stat(path, &st) != 0 ||
	    !S_ISDIR(st.st_mode))
		return cli_with_game(path, &look, NULL, false, count, args);
	n = scandir(path, &names, is_record_name, by_name);
	if (n < 0) {
		cli_warn("%s: cannot read: %s", path, strerror(errno));
		return EX_NOINPUT;
	}
	if (n == 0) {
		cli_warn("%s: no *.yaml file in the folder", path);
		status = EX_NOINPUT;
	}
	for (int i = 0; i < n; i++) {
		char *file = malloc(strlen(path) + strlen(names[i]->d_name) + 2);

		if (file == NULL) {
			cli_warn("out of memory");
			one = EX_OSERR;
		} else {
			sprintf(file, "%s/%s", path, names[i]->d_name);
			one = cli_with_game(file, &look, NULL, false, count,
					    args);
		}
		status = status != 0 ? status : one;
		free(file);
		free(names[i]);
	}
	free(names);
	return status;
}

/* A table that leaves out a game it could not read would be wrong
 * without looking so: then only the problems are printed. */
static int
run(int argc, char **argv)
{
	struct standings_args args;
	int status = 0, one;

	memset(&args, 0, sizeof args);
	pc_standings_init(&args.table);
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	for (int i = 0; i < args.nfiles; i++) {
		one = count_path(args.files[i], &args);
		status = status != 0 ? status : one;
	}
	pc_standings_merge(&args.table);
	pc_standings_sort(&args.table);
	if (status == 0 && args.yaml)
		print_yaml(&args.table);
	else if (status == 0)
		print_table(&args.table);
	pc_standings_free(&args.table);
	return status;
}

const struct cli_command cli_cmd_standings = {
	.name = "standings",
	.summary = N_("a league table from finished games"),
	.run = run,
};
