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

#include "crypto.h"
#include "gettext.h"
#include "cli-output.h"
#include "cli-referee.h"
#include "standings.h"
#include "text-fold.h"

struct standings_args {
	char **files;
	int nfiles;
	bool yaml;
	bool json;
	struct pc_standings table;
};

enum { OPT_YAML = 0x400, OPT_JSON };

static const struct argp_option options[] = {
	{"yaml", OPT_YAML, NULL, 0, N_("Print the table as YAML, for scripts"), 0},
	{"json", OPT_JSON, NULL, 0, N_("Print the table as JSON, for scripts"), 0},
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
	case OPT_JSON:
		args->json = true;
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
	   "address, or by name), games, wins and points: 10 times the "
	   "number of players to the winner, -10 to each "
	   "loser, -20 to a player who abandoned, 20 to each winner of a game "
	   "of pairs; a rating, mu +- 2 sigma, from the places of the games "
	   "taken in the order of their ids (Plackett-Luce, as OpenSkill); and "
	   "how often each two players finished ahead of each other. Games "
	   "not finished, a game counted already, and seats with neither name "
	   "nor address, are left out with a note. No table when a file "
	   "cannot be counted.")
	"\v" N_("Example: parchis standings league/"),
	NULL, cli_help_filter, NULL,
};

/* Counts one game when it is over. */
static int
count(const char *path, struct pc_record *rec, struct cli_outcome *out,
      void *context)
{
	struct standings_args *args = context;
	const struct pc_game *g = &out->game;
	struct pc_game_result result;
	uint8_t resign_order[PC_NCOLOURS];
	unsigned anonymous, seated = 0;
	int nresigned = 0;

	memset(&result, 0, sizeof result);
	if (g->state != PC_GAME_OVER) {
		cli_warn("%s: game %s is not over: left out",
			 cli_display_name(path), rec->game);
		return 0;
	}
	/* The same game twice (a folder and one of its files, or a copy)
	 * counts once. */
	pc_sha256(result.digest,
			   (out->text->data
						       ? out->text->data
						       : ""),
			   out->text->len);
	if (pc_standings_has_game(&args->table, rec->game, result.digest)) {
		cli_warn("%s: game %s is counted already: left out",
			 cli_display_name(path), rec->game);
		return 0;
	}
	result.winners = pc_winners(&g->engine, &g->pos);
	result.resigned = g->resigned;
	result.pairs = g->engine.rules.teams == PC_TEAMS_PAIRS;
	result.seats = g->engine.board.seats;
	/* The team event has two winners, every team that took a place (the
	 * first two teams home are rewarded: parchis(6), The team event). */
	result.event = g->engine.rules.teams == PC_TEAMS_EVENT;
	if (result.event)
		for (int k = 1; k < g->pos.nfinished; k++)
			result.winners |= 1u << g->pos.finished[k];
	for (size_t i = 0; i < rec->nturns; i++)
		if (rec->turns[i].kind == PC_TURN_RESIGN &&
		    nresigned < PC_NCOLOURS)
			resign_order[nresigned++] = rec->turns[i].player;
	for (int c = 0; c < PC_NCOLOURS; c++)
		seated |= rec->players[c].playing ? 1u << c : 0;
	pc_game_places(&result, seated, g->pos.finished, g->pos.nfinished,
		       resign_order, nresigned);
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

/* Row i's name as the table shows it, into shown. */
static const char *
shown_name(const struct pc_standings *t, size_t i, char *shown, size_t size)
{
	const struct pc_standing *r = &t->rows[i];

	if (!name_shared(t, i))
		snprintf(shown, size, "%s", r->name);
	else if (r->email[0] != '\0')
		snprintf(shown, size, "%s <%s>", r->name, r->email);
	else
		snprintf(shown, size, _("%s (no address)"), r->name);
	return shown;
}

/* Prints text and pads it to width characters (not bytes: names are
 * UTF-8); a longer text pushes what follows right rather than lose its
 * end. */
static void
print_padded(const char *text, int width)
{
	int chars = (int)pc_text_columns(text, strlen(text));

	printf("%s%*s", text, chars < width ? width - chars : 0, "");
}

enum { NAME_WIDTH = 24, SHOWN_MAX = PC_NAME_MAX + PC_EMAIL_MAX + 32 };

static void
print_table(const struct pc_standings *t)
{
	char shown[SHOWN_MAX];

	/* TRANSLATORS: the table's heading: the numbers under it take 5, 5
	 * and 7 columns after the 24 of the names, then the rating, mu and
	 * twice sigma ("27.6 ± 15.6"), from the 47th. */
	fputs(_("player                   games  wins  points  rating\n"),
	      stdout);
	for (size_t i = 0; i < t->nrows; i++) {
		const struct pc_standing *r = &t->rows[i];

		print_padded(shown_name(t, i, shown, sizeof shown),
			     NAME_WIDTH);
		printf(" %5d %5d %7d  %4.1f \u00b1 %4.1f\n", r->games, r->wins,
		       r->points, r->rating.mu, 2.0 * r->rating.sigma);
	}
	printf(ngettext("(%d game)\n", "(%d games)\n",
			(unsigned long)t->games), t->games);
	if (t->nh2h == 0)
		return;
	/* TRANSLATORS: the head-to-head table: the first player, the
	 * second, then how often the first finished ahead, the second, and
	 * both on one place, right-aligned in 5, 6 and 5 columns. */
	fputs(_("\nhead to head             opponent                 ahead "
		"behind  tied\n"), stdout);
	for (size_t i = 0; i < t->nh2h; i++) {
		const struct pc_head_to_head *h = &t->h2h[i];

		print_padded(shown_name(t, h->a, shown, sizeof shown),
			     NAME_WIDTH);
		putchar(' ');
		print_padded(shown_name(t, h->b, shown, sizeof shown),
			     NAME_WIDTH);
		printf(" %5d %6d %5d\n", h->a_ahead, h->b_ahead, h->tied);
	}
}

/* What the ratings are, for scripts. */
static void
yaml_model(struct cli_yaml *y, const struct pc_rating_model *m)
{
	cli_yaml_plain(y, "rating");
	cli_yaml_mapping(y, true);
	cli_yaml_key_string(y, "model", "plackett-luce");
	cli_yaml_key_real(y, "mu", m->mu, 4);
	cli_yaml_key_real(y, "sigma", m->sigma, 4);
	cli_yaml_key_real(y, "beta", m->beta, 4);
	cli_yaml_key_real(y, "kappa", m->kappa, 4);
	cli_yaml_key_real(y, "tau", m->tau, 4);
	cli_yaml_mapping_end(y);
}

/* The head-to-head entries of row i, from its side. */
static void
yaml_meetings(struct cli_yaml *y, const struct pc_standings *t, size_t i)
{
	bool any = false;

	for (size_t k = 0; k < t->nh2h; k++)
		any |= t->h2h[k].a == i || t->h2h[k].b == i;
	if (!any)
		return;
	cli_yaml_plain(y, "head_to_head");
	cli_yaml_sequence(y, false);
	for (size_t k = 0; k < t->nh2h; k++) {
		const struct pc_head_to_head *h = &t->h2h[k];
		bool first = h->a == i;
		const struct pc_standing *o = &t->rows[first ? h->b : h->a];

		if (!first && h->b != i)
			continue;
		cli_yaml_mapping(y, true);
		cli_yaml_key_string(y, "opponent", o->name);
		if (o->email[0] != '\0')
			cli_yaml_key_string(y, "opponent_email", o->email);
		cli_yaml_key_int(y, "ahead", first ? h->a_ahead : h->b_ahead);
		cli_yaml_key_int(y, "behind", first ? h->b_ahead : h->a_ahead);
		cli_yaml_key_int(y, "tied", h->tied);
		cli_yaml_mapping_end(y);
	}
	cli_yaml_sequence_end(y);
}

static int
print_yaml(const struct pc_standings *t)
{
	struct cli_yaml y;

	cli_yaml_begin(&y);
	cli_yaml_mapping(&y, false);
	cli_yaml_key_int(&y, "games", t->games);
	yaml_model(&y, &t->model);
	cli_yaml_plain(&y, "standings");
	cli_yaml_sequence(&y, false);
	for (size_t i = 0; i < t->nrows; i++) {
		const struct pc_standing *r = &t->rows[i];

		cli_yaml_mapping(&y, false);
		cli_yaml_key_string(&y, "player", r->name);
		if (r->email[0] != '\0')
			cli_yaml_key_string(&y, "email", r->email);
		cli_yaml_key_int(&y, "games", r->games);
		cli_yaml_key_int(&y, "wins", r->wins);
		cli_yaml_key_int(&y, "points", r->points);
		cli_yaml_key_real(&y, "mu", r->rating.mu, 4);
		cli_yaml_key_real(&y, "sigma", r->rating.sigma, 4);
		cli_yaml_key_real(&y, "ordinal",
				  pc_rating_ordinal(&r->rating), 4);
		yaml_meetings(&y, t, i);
		cli_yaml_mapping_end(&y);
	}
	cli_yaml_sequence_end(&y);
	cli_yaml_mapping_end(&y);
	return cli_yaml_end(&y);
}

static json_t *
json_meetings(const struct pc_standings *t, size_t i)
{
	json_t *list = json_array();
	bool ok = list != NULL;

	for (size_t k = 0; ok && k < t->nh2h; k++) {
		const struct pc_head_to_head *h = &t->h2h[k];
		bool first = h->a == i;
		const struct pc_standing *o = &t->rows[first ? h->b : h->a];

		if (!first && h->b != i)
			continue;
		ok = json_array_append_new(
			     list,
			     json_pack("{s:s, s:s?, s:i, s:i, s:i}", "opponent",
				       o->name, "opponent_email",
				       o->email[0] ? o->email : NULL, "ahead",
				       first ? h->a_ahead : h->b_ahead,
				       "behind",
				       first ? h->b_ahead : h->a_ahead,
				       "tied", h->tied)) == 0;
	}
	if (!ok) {
		json_decref(list);
		return NULL;
	}
	return list;
}

static int
print_json(const struct pc_standings *t)
{
	const struct pc_rating_model *m = &t->model;
	json_t *rows = json_array();
	bool ok = rows != NULL;

	for (size_t i = 0; ok && i < t->nrows; i++) {
		const struct pc_standing *r = &t->rows[i];

		ok = json_array_append_new(
			     rows,
			     json_pack("{s:s, s:s?, s:i, s:i, s:i, s:o, s:o, "
				       "s:o, s:o}",
				       "player", r->name, "email",
				       r->email[0] ? r->email : NULL, "games",
				       r->games, "wins", r->wins, "points",
				       r->points, "mu",
				       cli_json_real(r->rating.mu, 4), "sigma",
				       cli_json_real(r->rating.sigma, 4),
				       "ordinal",
				       cli_json_real(
					       pc_rating_ordinal(&r->rating), 4),
				       "head_to_head", json_meetings(t, i))) ==
		     0;
	}
	if (!ok) {
		json_decref(rows);
		return cli_json_print(NULL);
	}
	return cli_json_print(json_pack(
		"{s:i, s:{s:s, s:o, s:o, s:o, s:o, s:o}, s:o}", "games",
		t->games, "rating", "model", "plackett-luce", "mu",
		cli_json_real(m->mu, 4), "sigma", cli_json_real(m->sigma, 4),
		"beta", cli_json_real(m->beta, 4), "kappa",
		cli_json_real(m->kappa, 4), "tau", cli_json_real(m->tau, 4),
		"standings", rows));
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
	if (status == 0 && !pc_standings_finish(&args.table)) {
		cli_warn("out of memory");
		status = EX_OSERR;
	}
	if (status == 0 && args.json)
		status = print_json(&args.table);
	else if (status == 0 && args.yaml)
		status = print_yaml(&args.table);
	else if (status == 0 && args.table.games == 0)
		cli_warn("no finished game to count: no table");
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
