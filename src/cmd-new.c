/* cmd-new.c: parchis new -- create a game record. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

#include "crypto.h"
#include "gettext.h"
#include "cli.h"
#include "cli-referee.h"
#include "file-io.h"
#include "key-file.h"
#include "record-text.h"
#include "record-write.h"
#include "text-guard.h"

struct new_args {
	struct pc_record rec;
	const char *output;
	const char *seed;
	bool manual;
	bool commit;
	bool quiet;
	bool have_game;
	struct cli_display display;
	const char *key_file;
	char key_written[PC_KEY_PATH_MAX];	/* the new key file, or "" */
	int64_t now;		/* --now, or 0 for the clock */
	const char *lang;	/* --lang: the players' without one */
};

enum { OPT_SEED = 256, OPT_MANUAL, OPT_COMMIT, OPT_NOW, OPT_MEMBERS,
       OPT_LANG };

static const struct argp_option options[] = {
	{"rules", 'r', N_("PRESET"), 0,
	 N_("Rule preset: classic (default), superparchis, pairs, event or "
	    "american"), 0},
	{"set", 's', N_("OPTION=VALUE"), 0,
	 N_("Override a rule option of the preset (repeatable)"), 0},
	{"seed", OPT_SEED, N_("S"), 0,
	 N_("Public dice seed (default: a fresh random one)"), 1},
	{"manual", OPT_MANUAL, NULL, 0, N_("Players write their own rolls"), 1},
	{"commit", OPT_COMMIT, NULL, 0,
	 N_("Secret seed with a public commitment"), 1},
	{"lang", OPT_LANG, N_("LANG"), 0,
	 N_("The language of the players' mail, es or en, for those who do "
	    "not name one (COLOUR=NAME,EMAIL,LANG)"), 0},
	{"members", OPT_MEMBERS, N_("COLOUR=NAME,NAME..."), 0,
	 N_("The team event: the people of team COLOUR, one a piece in "
	    "piece order (1 to 4 names; repeatable, once a team)"), 0},
	{"game", 'g', N_("ID"), 0,
	 N_("Game id, 1-64 of A-Z a-z 0-9 . _ - (default: a random one)"), 2},
	{"first", 'f', N_("COLOUR"), 0,
	 N_("Who moves first (default: an opening roll decides)"), 2},
	{"output", 'o', N_("FILE"), 0,
	 N_("Write the record to FILE, which must not exist (default: standard "
	    "output)"), 2},
	{"quiet", 'q', NULL, 0, N_("Do not print the board and whose turn it is"),
	 2},
	{"now", OPT_NOW, N_("TIME"), 0,
	 N_("Take TIME (UTC, 2026-11-30T18:05:00Z, or @SECONDS) as now: the time "
	    "the rolls are stamped with under a turn_limit"), 2},
	{NULL, 0, NULL, 0, NULL, 0},
};

/* Copies part of a player argument into a new string, checked as the
 * reader checks it (record-text.h): what new writes, every later command
 * reads. */
static char *
player_field(const char *text, size_t len, enum pc_text_kind kind,
	     struct argp_state *state)
{
	char why[PC_TEXT_FIT_WHY_MAX];

	if (!pc_text_fits(kind, text, len, why))
		argp_error(state, "%s", why);
	return pc_strndup(text, len);
}

/* Whether text (len bytes) is a language of the mail: es or en. */
static bool
is_lang(const char *text, size_t len)
{
	return len == 2 && (memcmp(text, "es", 2) == 0 ||
			    memcmp(text, "en", 2) == 0);
}

/* COLOUR[=NAME[,EMAIL[,LANG]]] */
static void
add_player(struct new_args *args, const char *arg, struct argp_state *state)
{
	struct pc_record *rec = &args->rec;
	const char *eq = strchr(arg, '='), *comma = NULL;
	size_t clen = eq ? (size_t)(eq - arg) : strlen(arg);
	enum pc_colour c;
	struct pc_player *p;

	if (!pc_colour_parse(arg, clen, &c))
		argp_error(state, _("bad colour '%.*s': expected yellow, blue, "
				    "red, green, orange, purple, cyan or pink"),
			   (int)clen, arg);
	p = &rec->players[c];
	if (p->playing)
		argp_error(state, _("%s has two seats"), pc_colour_shown(c));
	p->playing = true;
	rec->seat_order[rec->nplayers++] = (uint8_t)c;
	if (eq == NULL)
		return;
	comma = strchr(eq + 1, ',');
	p->name = player_field(eq + 1, comma ? (size_t)(comma - eq - 1)
					     : strlen(eq + 1),
			       PC_TEXT_NAME, state);
	if (comma != NULL && strchr(comma + 1, ',') != NULL) {
		const char *lang = strchr(comma + 1, ',') + 1;

		if (!is_lang(lang, strlen(lang)))
			argp_error(state, _("the language of %s's mail is es or "
					    "en, not '%s'"),
				   pc_colour_shown(c), lang);
		memcpy(p->lang, lang, 3);
	}
	if (comma != NULL) {
		const char *end = strchr(comma + 1, ',');

		p->email = player_field(comma + 1,
					end ? (size_t)(end - comma - 1)
					    : strlen(comma + 1),
					PC_TEXT_EMAIL, state);
	}
	if ((p->name == NULL) || (comma != NULL && p->email == NULL))
		argp_error(state, _("out of memory"));
}

/* --members COLOUR=NAME,NAME...: the people of a team, in piece order. */
static void
add_members(struct new_args *args, const char *arg, struct argp_state *state)
{
	const char *eq = strchr(arg, '='), *name, *comma;
	enum pc_colour c = PC_YELLOW;
	struct pc_player *p;

	/* argp_error exits; the return is for compilers that cannot tell. */
	if (eq == NULL || !pc_colour_parse(arg, (size_t)(eq - arg), &c)) {
		argp_error(state, _("--members takes COLOUR=NAME,NAME... "
				    "(e.g. red=Ana,Luis,Eva)"));
		return;
	}
	p = &args->rec.players[c];
	if (p->nmembers != 0)
		argp_error(state, _("--members %s is given twice"),
			   pc_colour_shown(c));
	for (name = eq + 1;; name = comma + 1) {
		comma = strchr(name, ',');
		if (p->nmembers == PC_PIECES)
			argp_error(state, _("a team has at most %d members"),
				   PC_PIECES);
		p->members[p->nmembers] = player_field(
			name, comma ? (size_t)(comma - name) : strlen(name),
			PC_TEXT_MEMBER, state);
		if (p->members[p->nmembers++] == NULL)
			argp_error(state, _("out of memory"));
		if (comma == NULL)
			break;
	}
}

static void
set_game(struct new_args *args, const char *id, struct argp_state *state)
{
	size_t n = strlen(id);

	/* As the reader takes it, and not hidden: the mail robot keeps a
	 * game as ID.yaml, and its own files and a writer's temporary ones
	 * begin with a dot. */
	if (!pc_game_id_servable(id))
		argp_error(state,
			   _("a game id is 1 to %d letters, digits, '.', "
			     "'_' or '-', and does not begin with '.'"),
			   PC_GAME_ID_MAX);
	memcpy(args->rec.game, id, n + 1);
	args->have_game = true;
}

/* seats: when not given, the smallest board with a seat for every
 * colour named (orange or purple: 6, cyan or pink: 8). A 4-seat board
 * is not written, so that its records read as they always did. */
static void
infer_seats(struct pc_rule_choice *choice, unsigned seated)
{
	uint32_t bit = UINT32_C(1) << PC_OPTION_SEATS;
	int seats = seated >> PC_CYAN ? 8 : seated >> PC_ORANGE ? 6 : 4;

	if (!(choice->overridden & bit)) {
		choice->overridden |= bit;
		choice->values[PC_OPTION_SEATS] = seats;
	}
	if (choice->values[PC_OPTION_SEATS] == PC_SEATS_DEFAULT) {
		choice->overridden &= ~bit;
		choice->mapping = choice->overridden != 0;
	} else
		choice->mapping = true;
}

static void
check_complete(struct new_args *args, struct argp_state *state)
{
	struct pc_record *rec = &args->rec;
	struct pc_rules rules;
	unsigned seated = 0;
	char why[PC_TEXT_FIT_WHY_MAX];

	if (rec->nplayers < 2)
		argp_error(state, _("a game needs at least two players "
				    "(e.g. yellow=Ana red=Luis)"));
	if ((args->seed != NULL) + args->manual + args->commit > 1)
		argp_error(state,
			   _("--seed, --manual and --commit exclude each "
			     "other"));
	if (args->seed != NULL &&
	    !pc_text_fits(PC_TEXT_SEED, args->seed, strlen(args->seed), why))
		argp_error(state, "%s", why);
	for (int c = 0; c < PC_NCOLOURS; c++)
		seated |= rec->players[c].playing ? 1u << c : 0;
	infer_seats(&rec->rules, seated);
	pc_rules_resolve(&rec->rules, &rules);
	if (!pc_rules_check(&rules, seated, why, sizeof why))
		argp_error(state, _("%s"), why);
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (rec->players[c].nmembers != 0 && !rec->players[c].playing)
			argp_error(state, _("--members %s: %s has no seat"),
				   pc_colour_shown(c), pc_colour_shown(c));
	if (rec->has_first && !rec->players[rec->first].playing)
		argp_error(state, _("--first %s: %s has no seat"),
			   pc_colour_shown(rec->first),
			   pc_colour_shown(rec->first));
}

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct new_args *args = state->input;
	enum pc_colour c;

	switch (key) {
	case 'r':
		if (!pc_preset_parse(arg, strlen(arg), &args->rec.rules.preset))
			argp_error(state,
				   _("unknown preset '%s' (classic, "
				     "superparchis, pairs, event or american)"),
				   arg);
		return 0;
	case 's':
		cli_parse_set(arg, &args->rec.rules, state);
		return 0;
	case OPT_SEED:
		args->seed = arg;
		return 0;
	case OPT_MANUAL:
		args->manual = true;
		return 0;
	case OPT_COMMIT:
		args->commit = true;
		return 0;
	case 'g':
		set_game(args, arg, state);
		return 0;
	case 'f':
		if (!pc_colour_parse(arg, strlen(arg), &c))
			argp_error(state, _("bad colour '%s'"), arg);
		args->rec.has_first = true;
		args->rec.first = (uint8_t)c;
		return 0;
	case OPT_LANG:
		if (!is_lang(arg, strlen(arg)))
			argp_error(state, _("--lang takes es or en, not '%s'"),
				   arg);
		args->lang = arg;
		return 0;
	case OPT_MEMBERS:
		add_members(args, arg, state);
		return 0;
	case 'o':
		args->output = arg;
		return 0;
	case 'q':
		args->quiet = true;
		return 0;
	case OPT_NOW:
		args->now = cli_parse_now(arg, state);
		return 0;
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->display;
		state->child_inputs[1] = &args->key_file;
		return 0;
	case ARGP_KEY_ARG:
		add_player(args, arg, state);
		return 0;
	case ARGP_KEY_END:
		for (int k = 0; args->lang != NULL && k < PC_NCOLOURS; k++)
			if (args->rec.players[k].playing &&
			    args->rec.players[k].lang[0] == '\0')
				memcpy(args->rec.players[k].lang, args->lang, 3);
		check_complete(args, state);
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp_child children[] = {
	{&cli_display_argp, 0, NULL, 0},
	{&cli_key_argp, 0, NULL, 0},
	{NULL, 0, NULL, 0},
};

static const struct argp argp = {
	options, parse_opt, N_("COLOUR[=NAME[,EMAIL[,LANG]]]..."),
	N_("Create a game record for the players given, one COLOUR each "
	   "(yellow, blue, red, green; or amarillo, azul, rojo, verde). "
	   "The 6-seat board adds orange and purple (naranja, morado), "
	   "the 8-seat board also cyan and pink (celeste, rosa).")
	"\v" N_("Example: parchis new --seed k3v9q2 -o game.yaml "
	   "yellow=Ana,ana@example.org red=Luis\n"
	   "The team event: parchis new --rules event --members "
	   "red=Ana,Luis,Eva red=Rojos blue=Azules"),
	children, cli_help_filter, NULL,
};

/* Writes n random letters and digits that cannot be misread (no i, l,
 * o, 0, 1) into out, NUL-terminated. The 31 symbols make the draw very
 * slightly uneven, which matters for neither ids nor seeds. */
static bool
random_word(char *out, size_t n)
{
	static const char letters[] = "abcdefghjkmnpqrstuvwxyz23456789";
	unsigned char bytes[32];

	if (n > sizeof bytes ||
	    getrandom(bytes, n, 0) != (ssize_t)n)
		return false;
	for (size_t i = 0; i < n; i++)
		out[i] = letters[bytes[i] % (sizeof letters - 1)];
	out[n] = '\0';
	return true;
}

/* Makes the record's seed: --seed, or 26 random symbols (about 128 bits).
 * Returns the exit status. */
static int
choose_seed(struct new_args *args)
{
	char fresh[27];

	if (args->seed == NULL) {
		if (!random_word(fresh, 26)) {
			cli_warn("cannot draw a random seed from the system");
			return EX_OSERR;
		}
		args->seed = fresh;
	}
	args->rec.dice.mode = PC_DICE_SEED;
	args->rec.dice.seed = pc_strndup(args->seed, strlen(args->seed));
	args->seed = NULL;
	if (args->rec.dice.seed == NULL) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	return 0;
}

/* Writes the new record to standard output or to a file that must not
 * exist yet: a game is never clobbered. */
static int
store_new(const char *output, const struct pc_buffer *text)
{
	struct pc_error err;

	if (output == NULL || strcmp(output, "-") == 0)
		return cli_store("-", text);
	if (pc_file_create(output, text->data, text->len, &err) != PC_OK)
		return cli_report(output, &err);
	return 0;
}

/* A game of public or manual dice may not take the id of a game with
 * secret dice: every later command would refuse it (its key file says
 * its dice are secret). Returns the exit status. */
static int
id_free(const struct new_args *args)
{
	char path[PC_KEY_PATH_MAX];
	struct pc_error err;

	if (pc_key_default_path(args->rec.game, path, sizeof path, &err) !=
		    PC_OK ||
	    access(path, F_OK) != 0)
		return 0;
	cli_warn("new: game %s has secret dice: its key file %s exists",
		 args->rec.game, path);
	return EX_CANTCREAT;
}

/* Secret dice: a new secret in a new key file, and only its commitment
 * in the record. Returns the exit status. */
static int
choose_secret(struct new_args *args, char secret[PC_SECRET_HEX + 1])
{
	char path[PC_KEY_PATH_MAX], commitment[PC_COMMITMENT_HEX + 1];
	struct pc_error err;

	if (args->key_file == NULL &&
	    pc_key_default_path(args->rec.game, path, sizeof path, &err) !=
		    PC_OK)
		return cli_report("new", &err);
	if (args->key_file != NULL)
		snprintf(path, sizeof path, "%s", args->key_file);
	if (pc_key_generate(secret, &err) != PC_OK ||
	    pc_key_write(path, secret, &err) != PC_OK)
		return cli_report("new", &err);
	snprintf(args->key_written, sizeof args->key_written, "%s", path);
	pc_commitment(secret, commitment);
	args->rec.dice.mode = PC_DICE_COMMITMENT;
	args->rec.dice.has_commitment = true;
	memcpy(args->rec.dice.commitment, commitment, sizeof commitment);
	/* The header is complete (the salts come later): sealed now, so
	 * that nobody changes it before the first roll either. */
	if (!pc_referee_seal(&args->rec, secret)) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	if (!args->quiet)
		fprintf(stderr, _("parchis: the secret of game %s is in %s: "
				  "keep it, and publish it with parchis reveal "
				  "at the end\n"),
			args->rec.game, path);
	return 0;
}

/* Plays what the referee plays at the start (the opening roll, the first
 * roll, forced turns) and writes the record. With secret dice nothing is
 * rolled yet: the players may first add their salts. */
static int
start_game(struct new_args *args, const char *secret)
{
	struct pc_referee_options play = {.autoplay = true,
					  .roll = secret == NULL,
					  .secret = secret,
					  .secret_mac = secret != NULL
								? PC_MAC_VERSION
								: 0,
					  .now = args->now ? args->now
							   : (int64_t)time(NULL)};
	struct pc_buffer text = PC_BUFFER_INIT;
	struct pc_error err;
	struct cli_outcome *out = cli_outcome_new();
	int status = out == NULL ? EX_OSERR : 0;

	if (status == 0)
		status = cli_referee("new", &args->rec, &play, out);
	if (status == 0 &&
	    pc_record_write_derived(&args->rec, &out->derived, &text, &err) !=
		    PC_OK)
		status = cli_report("new", &err);
	/* The board first, then the record: a failed output leaves no
	 * game behind (nor its key file), and new may simply be run again. */
	if (status == 0 && !args->quiet && args->output != NULL &&
	    strcmp(args->output, "-") != 0) {
		status = cli_show_board(&args->rec, out, &args->display);
		if (status == 0)
			status = cli_flush_stdout(args->output);
	}
	if (status == 0)
		status = store_new(args->output, &text);
	pc_buffer_free(&text);
	cli_outcome_free(out);
	return status;
}

static int
run(int argc, char **argv)
{
	struct new_args args;
	char secret[PC_SECRET_HEX + 1] = "";
	int status = 0;

	memset(&args, 0, sizeof args);
	pc_record_init(&args.rec);
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	if (!args.have_game && !random_word(args.rec.game + 5, 6)) {
		cli_warn("cannot draw a random game id from the system");
		status = EX_OSERR;
	}
	if (!args.have_game)
		memcpy(args.rec.game, "game-", 5);
	/* With manual dice there is nothing to roll: the players write
	 * their rolls, and the record waits for the first. */
	if (status == 0 && !args.commit)
		status = id_free(&args);
	if (status == 0 && args.manual)
		args.rec.dice.mode = PC_DICE_MANUAL;
	else if (status == 0 && args.commit)
		status = choose_secret(&args, secret);
	else if (status == 0)
		status = choose_seed(&args);
	if (status == 0)
		status = start_game(&args, args.commit ? secret : NULL);
	/* A game that was not created leaves no key behind: a retry would
	 * find the key file there and refuse. */
	if (status != 0 && args.key_written[0] != '\0')
		(void)unlink(args.key_written);
	pc_wipe(secret, sizeof secret);
	pc_record_free(&args.rec);
	return status;
}

const struct cli_command cli_cmd_new = {
	.name = "new",
	.summary = N_("create a game record"),
	.run = run,
};
