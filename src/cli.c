/* cli.c: what the commands share: the command table, messages and
 * their reports. The files of records are cli-files.c; the options
 * several commands take, cli-options.c; the key of secret dice,
 * cli-secret.c. */
#include <config.h>

#include <stdarg.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "cli.h"
#include "text-guard.h"

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

void
cli_warn(const char *fmt, ...)
{
	char line[2048];
	va_list ap;

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
