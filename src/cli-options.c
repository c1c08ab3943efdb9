/* cli-options.c: the options and arguments several commands share
 * (--set, the board's display, the referee's clock and autoplay, the key
 * file, a FILE and a COLOUR, counts and roll numbers), parsed with argp. */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gettext.h"
#include "cli.h"
#include "time-rfc3339.h"

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
