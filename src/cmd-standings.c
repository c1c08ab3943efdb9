/* cmd-standings.c: parchis standings FILE... -- a league table from a
 * folder of finished games. */
#include <config.h>

#include <stdio.h>
#include <string.h>

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
	N_("Print a league table of the finished games in FILE...: for each "
	   "player (known by e-mail address, or by name), games, wins and "
	   "points as seed 001 counts them: 10 times the number of players to "
	"the winner, -10 to each loser, -20 to a player who abandoned, 20 to "
	   "each winner of a game of pairs. Games not finished are left out, "
	   "with a note."
	   "\vExample: parchis standings league/*.yaml"),
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
	int winner;

	if (g->state != PC_GAME_OVER) {
		cli_warn("%s: game %s is not over: left out",
			 cli_display_name(path), rec->game);
		return 0;
	}
	winner = g->pos.finished[0];
	result.winners = 1u << winner;
	result.resigned = g->resigned;
	result.pairs = g->engine.rules.teams == PC_TEAMS_PAIRS;
	/* Partners sit opposite: yellow with red, blue with green. */
	if (result.pairs)
		result.winners |= 1u << (winner + 2) % PC_NCOLOURS;
	if (!pc_standings_add(&args->table, rec, &result)) {
		cli_warn("out of memory");
		return 71;
	}
	return 0;
}

static void
print_table(const struct pc_standings *t)
{
	/* TRANSLATORS: the table's heading: the numbers under it take 5, 5
	 * and 7 columns after the 24 of the names. */
	fputs(_("player                   games  wins  points\n"), stdout);
	for (size_t i = 0; i < t->nrows; i++) {
		const struct pc_standing *r = &t->rows[i];
		size_t chars = 0, bytes = 0;

		/* Pad by characters, not bytes: names are UTF-8. */
		for (; r->name[bytes] != '\0' && chars < 24; bytes++)
			chars += ((unsigned char)r->name[bytes] & 0xC0) != 0x80;
		while (((unsigned char)r->name[bytes] & 0xC0) == 0x80)
			bytes++;
		printf("%.*s%*s %5d %5d %7d\n", (int)bytes, r->name,
		       (int)(24 - chars), "", r->games, r->wins, r->points);
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

static int
run(int argc, char **argv)
{
	struct pc_referee_options look = {.autoplay = false};
	struct standings_args args;
	int status = 0, one;

	memset(&args, 0, sizeof args);
	pc_standings_init(&args.table);
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	for (int i = 0; i < args.nfiles; i++) {
		one = cli_with_game(args.files[i], &look, NULL, false, count,
				    &args);
		status = status != 0 ? status : one;
	}
	pc_standings_sort(&args.table);
	if (args.yaml)
		print_yaml(&args.table);
	else
		print_table(&args.table);
	pc_standings_free(&args.table);
	return status;
}

const struct cli_command cli_cmd_standings = {
	.name = "standings",
	.summary = N_("a league table from finished games"),
	.run = run,
};
