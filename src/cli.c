/* cli.c: what the commands share: loading and storing records, messages. */
#include <config.h>

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

#include "crypto.h"
#include "gettext.h"
#include "cli.h"
#include "file-io.h"
#include "key-file.h"
#include "record-load.h"
#include "text-guard.h"
#include "time-rfc3339.h"

const struct cli_command *const cli_commands[] = {
	&cli_cmd_new, &cli_cmd_play, &cli_cmd_move, &cli_cmd_moves,
	&cli_cmd_status, &cli_cmd_log, &cli_cmd_hint, &cli_cmd_analyse,
	&cli_cmd_undo,
	&cli_cmd_board, &cli_cmd_html, &cli_cmd_verify, &cli_cmd_mail,
	&cli_cmd_salt, &cli_cmd_resign, &cli_cmd_leave, &cli_cmd_reveal,
	&cli_cmd_standings,
	&cli_cmd_robot, &cli_cmd_selfplay, &cli_cmd_rules, &cli_cmd_format,
	NULL,
};

const struct cli_command *
cli_find_command(const char *name)
{
	/* The one alias: the American spelling. */
	if (strcmp(name, "analyze") == 0)
		name = "analyse";
	for (int i = 0; cli_commands[i] != NULL; i++)
		if (strcmp(cli_commands[i]->name, name) == 0)
			return cli_commands[i];
	return NULL;
}

void
cli_init(void)
{
	argp_err_exit_status = EX_USAGE;
}

/* Where cli_warn's messages go instead of standard error, or NULL. */
static struct pc_buffer *captured;

struct pc_buffer *
cli_capture(struct pc_buffer *into)
{
	struct pc_buffer *before = captured;

	captured = into;
	return before;
}

void
cli_warn(const char *fmt, ...)
{
	char line[2048];
	va_list ap;

	if (captured != NULL) {
		char text[1024];
		int n;

		va_start(ap, fmt);
		n = vsnprintf(text, sizeof text, _(fmt), ap);
		va_end(ap);
		if (n > 0 && pc_buffer_append_str(captured, text))
			(void)pc_buffer_append(captured, "\n", 1);
		return;
	}
	fflush(stdout);
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, _(fmt), ap); /* po: cli_warn:1 keyword */
	va_end(ap);
	/* What a message quotes (a --from sender, a game id, a path) stays
	 * on its line and sends no controls to the terminal. */
	pc_text_defang(line);
	fprintf(stderr, "parchis: %s\n", line);
}

char *
cli_help_filter(int key, const char *text, void *input)
{
	const char *translated;
	char *copy;

	(void)input;
	if ((key != ARGP_KEY_HELP_PRE_DOC && key != ARGP_KEY_HELP_POST_DOC) ||
	    text == NULL)
		return (char *)(uintptr_t)text;
	translated = _(text);
	/* argp frees what the filter returns unless it is text itself. */
	copy = translated == text ? NULL : strdup(translated);
	return copy != NULL ? copy : (char *)(uintptr_t)text;
}

const char *
cli_display_name(const char *path)
{
	return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

int
cli_report(const char *path, const struct pc_error *err)
{
	if (err->line > 0)
		cli_warn("%s:%lu:%lu: %s", cli_display_name(path), err->line,
			 err->column, err->message);
	else
		cli_warn("%s: %s", cli_display_name(path), err->message);
	return pc_status_exit_code(err->status);
}

int
cli_load(const char *path, struct pc_buffer *text, struct pc_record *rec)
{
	struct pc_error err;

	pc_record_init(rec);
	if (pc_file_read(path, text, &err) != PC_OK ||
	    pc_record_load(text, rec, &err) != PC_OK)
		return cli_report(path, &err);
	return 0;
}

int
cli_lock(const char *path, struct pc_file_lock *lock)
{
	struct pc_error err;

	lock->fd = -1;
	if (strcmp(path, "-") == 0)
		return 0;
	if (pc_file_lock(path, lock, &err) != PC_OK)
		return cli_report(path, &err);
	return 0;
}

int
cli_store(const char *path, const struct pc_buffer *data)
{
	struct pc_error err;
	enum pc_status status;

	if (strcmp(path, "-") == 0)
		status = pc_stream_write(stdout, data->data, data->len, &err);
	else if (access(path, F_OK) == 0)
		status = pc_file_replace(path, data->data, data->len, &err);
	else
		status = pc_file_create(path, data->data, data->len, &err);
	if (status != PC_OK)
		return cli_report(strcmp(path, "-") == 0 ? "<stdout>" : path,
				  &err);
	return 0;
}

int
cli_flush_stdout(const char *path)
{
	if (fflush(stdout) == 0 && !ferror(stdout))
		return 0;
	cli_warn("cannot write standard output: %s; nothing was saved to %s",
		 strerror(errno), cli_display_name(path));
	return EX_IOERR;
}

void
cli_parse_set(const char *arg, struct pc_rule_choice *choice,
	      struct argp_state *state)
{
	const char *eq = strchr(arg, '=');
	char expected[120];
	int option, value;

	if (eq == NULL)
		argp_error(state, _("--set takes OPTION=VALUE, not '%s'"), arg);
	option = pc_option_find(arg, (size_t)(eq - arg));
	if (option < 0)
		argp_error(state, _("unknown rule option '%.*s' (parchis rules "
				    "lists them)"), (int)(eq - arg), arg);
	if (!pc_option_parse_value(option, eq + 1, strlen(eq + 1), &value,
				   expected, sizeof expected))
		argp_error(state, _("rule %s takes %s, not '%s'"),
			   pc_option_name(option), expected, eq + 1);
	choice->mapping = true;
	choice->overridden |= UINT32_C(1) << option;
	choice->values[option] = value;
}

enum { OPT_UNICODE = 0x100 };

static error_t
parse_display_opt(int key, char *arg, struct argp_state *state)
{
	struct cli_display *display = state->input;

	switch (key) {
	case 'C':
		if (arg == NULL || strcmp(arg, "always") == 0)
			display->colour = CLI_COLOUR_ALWAYS;
		else if (strcmp(arg, "auto") == 0)
			display->colour = CLI_COLOUR_AUTO;
		else if (strcmp(arg, "never") == 0)
			display->colour = CLI_COLOUR_NEVER;
		else
			argp_error(state,
				   _("--color takes auto, always or never, "
				     "not '%s'"),
				   arg);
		return 0;
	case OPT_UNICODE:
		display->unicode = true;
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp_option display_options[] = {
	{"color", 'C', N_("WHEN"), OPTION_ARG_OPTIONAL,
	 N_("Colour the board: auto (on a terminal, unless NO_COLOR is set and "
	    "not empty), always or never"), 0},
	{"unicode", OPT_UNICODE, NULL, 0,
	 N_("Draw the board with box-drawing characters"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

const struct argp cli_display_argp = {
	display_options, parse_display_opt, NULL, NULL, NULL, NULL, NULL,
};

struct pc_board_style
cli_board_style(const struct cli_display *display)
{
	struct pc_board_style style = {.unicode = display->unicode,
				       .translate = true};
	const char *no_colour = getenv("NO_COLOR");
	const char *term = getenv("TERM");

	if (display->colour == CLI_COLOUR_ALWAYS)
		style.colour = true;
	else if (display->colour == CLI_COLOUR_AUTO)
		style.colour = isatty(STDOUT_FILENO) &&
			       (no_colour == NULL || no_colour[0] == '\0') &&
			       (term == NULL || strcmp(term, "dumb") != 0);
	return style;
}

int64_t
cli_parse_now(const char *arg, struct argp_state *state)
{
	int64_t t = 0;

	if (!pc_time_parse_arg(arg, &t))
		argp_error(state, _("--now takes a time such as "
			   "2026-11-30T18:05:00Z (RFC 3339, to 9999), or "
			   "@SECONDS since 1970, not '%s'"), arg);
	return t;
}

int64_t
cli_now(const struct cli_referee_options *ui)
{
	return ui->now != 0 ? ui->now : (int64_t)time(NULL);
}

static error_t
parse_referee_opt(int key, char *arg, struct argp_state *state)
{
	struct cli_referee_options *opts = state->input;

	(void)arg;
	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &opts->display;
		state->child_inputs[1] = &opts->key_file;
		return 0;
	case 'q':
		opts->quiet = true;
		return 0;
	case 'n':
		opts->no_auto = true;
		return 0;
	case 'N':
		opts->now = cli_parse_now(arg, state);
		return 0;
	case 'F':
		if (strpbrk(arg, "\r\n") != NULL || strchr(arg, '@') == NULL)
			argp_error(state,
				   _("--from takes an e-mail address, not "
				     "'%s'"),
				   arg);
		opts->from = arg;
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp_option referee_options[] = {
	{"quiet", 'q', NULL, 0, N_("Do not print the board and whose turn it is"),
	 0},
	{"no-auto", 'n', NULL, 0,
	 N_("Do not play forced turns (pass, a single legal turn)"), 0},
	{"now", 'N', N_("TIME"), 0,
	 N_("Take TIME (UTC, 2026-11-30T18:05:00Z, or @SECONDS) as now for "
	    "turn limits (default: the clock)"), 0},
	{"from", 'F', N_("ADDRESS"), 0,
	 N_("Accept the move only if ADDRESS (a mail's sender) is the e-mail of "
	    "the player whose turn it is"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static const struct argp_child referee_children[] = {
	{&cli_display_argp, 0, NULL, 0},
	{&cli_key_argp, 0, NULL, 0},
	{NULL, 0, NULL, 0},
};

const struct argp cli_referee_argp = {
	referee_options, parse_referee_opt, NULL, NULL, referee_children,
	NULL, NULL,
};

enum { OPT_KEY_FILE = 0x101 };

static error_t
parse_key_opt(int key, char *arg, struct argp_state *state)
{
	const char **key_file = state->input;

	if (key != OPT_KEY_FILE)
		return ARGP_ERR_UNKNOWN;
	*key_file = arg;
	return 0;
}

static const struct argp_option key_options[] = {
	{"key-file", OPT_KEY_FILE, N_("FILE"), 0,
	 N_("The referee's key file of a game with secret dice (default: "
	    "$XDG_DATA_HOME/parchis/GAME.key)"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

const struct argp cli_key_argp = {
	key_options, parse_key_opt, NULL, NULL, NULL, NULL, NULL,
};

error_t
cli_parse_file_key(int key, char *arg, struct argp_state *state)
{
	struct cli_file_args *args = state->input;

	if (key == ARGP_KEY_INIT) {
		state->child_inputs[0] = &args->key_file;
		return 0;
	}
	return cli_parse_file_arg(key, arg, state);
}

const struct argp_child cli_file_key_children[] = {
	{&cli_key_argp, 0, NULL, 0},
	{NULL, 0, NULL, 0},
};

int
cli_secret(const char *path, const struct pc_record *rec,
	   const char *key_file, char secret[PC_SECRET_HEX + 1], bool *found)
{
	int mac;

	return cli_secret_mac(path, rec, key_file, secret, found, &mac);
}

int
cli_secret_mac(const char *path, const struct pc_record *rec,
	       const char *key_file, char secret[PC_SECRET_HEX + 1], bool *found, int *mac)
{
	char default_path[PC_KEY_PATH_MAX];
	struct pc_error err;
	bool same;

	*found = false;
	*mac = 0;
	if (key_file == NULL) {
		if (pc_key_default_path(rec->game, default_path,
					sizeof default_path, &err) != PC_OK ||
		    access(default_path, F_OK) != 0)
			return 0;
		key_file = default_path;
	}
	/* The referee holds a key for this game: its dice are secret,
	 * whatever the record now says. */
	if (!rec->dice.has_commitment) {
		cli_warn("%s: the dice of game %s are secret (the referee "
			 "holds its key file, %s), but the record says they "
			 "are %s", cli_display_name(path), rec->game, key_file,
			 rec->dice.mode == PC_DICE_MANUAL ? _("manual")
							     : _("public"));
		return 1;
	}
	if (pc_key_read_version(key_file, secret, mac, &err) != PC_OK)
		return cli_report(path, &err);
	if (rec->dice.seed == NULL) {
		*found = true;
		return 0;
	}
	/* Revealed: the seed must be the referee's, or anyone could
	 * write a whole new game with a seed of their own. */
	same = strcmp(secret, rec->dice.seed) == 0;
	pc_wipe(secret, PC_SECRET_HEX + 1);
	if (same)
		return 0;
	cli_warn("%s: the revealed seed of game %s is not the secret in its "
		 "key file, %s", cli_display_name(path), rec->game, key_file);
	return 1;
}

const struct argp_child cli_referee_children[] = {
	{&cli_referee_argp, 0, NULL, 0},
	{NULL, 0, NULL, 0},
};

bool
cli_parse_count(const char *arg, unsigned long max, unsigned long *n)
{
	char *end;

	errno = 0;
	*n = strtoul(arg, &end, 10);
	return errno == 0 && end != arg && *end == '\0' && arg[0] != '-' &&
	       *n >= 1 && *n <= max;
}

unsigned long
cli_parse_roll_number(const char *option, const char *arg,
		      struct argp_state *state)
{
	unsigned long n;

	if (!cli_parse_count(arg, PC_MAX_TURNS, &n))
		argp_error(state, _("%s takes a roll number from 1 to %d, not "
				    "'%s'"), option, PC_MAX_TURNS, arg);
	return n;
}

error_t
cli_parse_file_arg(int key, char *arg, struct argp_state *state)
{
	const char **file = state->input;

	switch (key) {
	case ARGP_KEY_ARG:
		if (*file != NULL)
			argp_error(state, _("one FILE at most"));
		*file = arg;
		return 0;
	case ARGP_KEY_NO_ARGS:
		argp_error(state, _("FILE is required"));
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

void
cli_file_colour_arg(struct argp_state *state, int index, char *arg,
		    const char **file, enum pc_colour *colour,
		    const char **third)
{
	if (index == 0)
		*file = arg;
	else if (index == 1 && !pc_colour_parse(arg, strlen(arg), colour))
		argp_error(state, _("bad colour '%s'"), arg);
	else if (index == 2 && third != NULL)
		*third = arg;
	else if (index >= 2)
		argp_error(state, _("too many arguments"));
}
