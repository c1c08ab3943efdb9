/* main.c: parchis, a referee for Parchís. Parses the command name and
 * hands the rest of the line to the command. */
#include <config.h>

#include <argp.h>
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "cli.h"
#include "localedir.h"

/* parchis --version, as GNU programs print it: the version, then the
 * copyright and the licence. */
static void
print_version(FILE *out, struct argp_state *state)
{
	(void)state;
	fprintf(out, "%s\n", PACKAGE_STRING);
	fputs("Copyright (C) 2026 the parchis authors.\n", out);
	fputs(_("License GPLv3+: GNU GPL version 3 or later "
		"<https://gnu.org/licenses/gpl.html>.\n"
		"This is free software: you are free to change and redistribute "
		"it.\nThere is NO WARRANTY, to the extent permitted by law.\n"),
	      out);
}

void (*argp_program_version_hook)(FILE *, struct argp_state *) =
	print_version;

struct top {
	const struct cli_command *command;
	int argc;
	char **argv;
};

static const char doc[] =
	N_("parchis -- a referee for Parchís, Superparchís and the team event")
	"\v" N_("Each command has its own --help. FILE - or no FILE reads standard "
	   "input and writes standard output; otherwise the record is replaced "
	   "in place, atomically. See parchis(6) and parchis-record(5).");

static error_t
parse_top(int key, char *arg, struct argp_state *state)
{
	struct top *top = state->input;

	switch (key) {
	case ARGP_KEY_ARG:
		top->command = cli_find_command(arg);
		if (top->command == NULL)
			argp_error(state, _("unknown command '%s'"), arg);
		/* The command parses everything after its name. */
		top->argc = state->argc - state->next + 1;
		top->argv = &state->argv[state->next - 1];
		state->next = state->argc;
		return 0;
	case ARGP_KEY_NO_ARGS:
		argp_error(state, _("a command is required"));
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

enum {
	/* argp folds the help at 79 bytes: the list's lines stay under, so
	 * that it does not, and its summaries hang under each other. */
	HELP_LINE_BYTES = 78,
};

/* One command of the list: its name in a column as wide as the longest,
 * its summary folded at spaces under itself. */
static void
list_command(FILE *out, const char *name, int width, const char *summary)
{
	int col = fprintf(out, "  %-*s ", width, name);
	const char *p = summary;

	while (*p != '\0') {
		int word = (int)strcspn(p, " ");

		if (col > width + 3 && col + 1 + word > HELP_LINE_BYTES)
			col = fprintf(out, "\n%*s", width + 3, "") - 1;
		else if (col > width + 3)
			col += fprintf(out, " ");
		col += fprintf(out, "%.*s", word, p);
		p += word;
		p += strspn(p, " ");
	}
	fputc('\n', out);
}

/* Lists the commands after the options in parchis --help. */
static char *
help_filter(int key, const char *text, void *input)
{
	char *list = NULL;
	size_t size = 0;
	int width = 0;
	FILE *out;

	if (key != ARGP_KEY_HELP_PRE_DOC)
		return cli_help_filter(key, text, input);
	text = _(text);
	out = open_memstream(&list, &size);
	if (out == NULL)
		return (char *)(uintptr_t)text;
	/* The command names are what the user types: never translated
	 * (completion/parchis.bash reads them from here, in the C locale). */
	fprintf(out, "%s\n\n%s\n", text, _("Commands:"));
	for (int i = 0; cli_commands[i] != NULL; i++)
		if ((int)strlen(cli_commands[i]->name) > width)
			width = (int)strlen(cli_commands[i]->name);
	for (int i = 0; cli_commands[i] != NULL; i++)
		list_command(out, cli_commands[i]->name, width,
			     _(cli_commands[i]->summary));
	if (fclose(out) != 0) {
		free(list);
		return (char *)(uintptr_t)text;
	}
	return list;
}

#if 0
/* argp's own texts of --help and of its usage errors, which glibc's argp
 * looks up in the program's text domain: here only for xgettext, so that
 * po/parchis.pot (and po/es.po) carry them. Never compiled. */
N_("Usage:") N_("  or: ") N_(" [OPTION...]")
N_("Try `%s --help' or `%s --usage' for more information.\n")
N_("Mandatory or optional arguments to long options are also mandatory or "
   "optional for any corresponding short options.")
N_("Give this help list") N_("Give a short usage message")
N_("Print program version") N_("Set the program name") N_("NAME")
N_("Hang for SECS seconds (default 3600)") N_("SECS")
#endif

/* Whether the environment asks for the C locale's messages, English:
 * no LANGUAGE, and the first of LC_ALL, LC_MESSAGES and LANG that is set
 * and not empty names C, POSIX or C.UTF-8 (or none is). gettext then
 * translates nothing (it looks in LANGUAGE only when the locale is not
 * C, and there is no catalogue for C.UTF-8), and nothing else of parchis
 * follows the locale, so setting it can be left out: loading C.UTF-8's
 * character set and messages was 0.06 ms of every command's CPU, 6% of
 * play on a real game (issue 20). */
#ifdef ENABLE_NLS
static bool
c_messages(void)
{
	static const char *const names[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
	const char *language = getenv("LANGUAGE"), *locale = NULL;

	if (language != NULL && language[0] != '\0')
		return false;
	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		locale = getenv(names[i]);
		if (locale != NULL && locale[0] != '\0')
			break;
		locale = NULL;
	}
	return locale == NULL || strcmp(locale, "C") == 0 ||
	       strcmp(locale, "POSIX") == 0 ||
	       strcmp(locale, "C.UTF-8") == 0 || strcmp(locale, "C.utf8") == 0;
}
#endif

/* Messages in the user's language: LANGUAGE, LC_ALL, LC_MESSAGES, LANG.
 * The catalogues are in LOCALEDIR, or in PARCHIS_LOCALEDIR when that is
 * set and not empty (the tests use a catalogue built in the build tree).
 * Only messages change: the record is written the same in every language
 * (its keys, colours and steps are English notation, the board in it too).
 * So only LC_MESSAGES and LC_CTYPE (the character set messages are shown
 * in) follow the environment: LC_NUMERIC would change the numbers of
 * YAML output, LC_TIME the Date: of a mail. argp translates the --help
 * texts itself in this text domain. */
static void
init_locale(void)
{
#ifdef ENABLE_NLS
	const char *dir = getenv("PARCHIS_LOCALEDIR");

	/* The text domain is bound all the same: the mail robot speaks each
	 * player's language (robot_speak). */
	if (!c_messages() && (setlocale(LC_CTYPE, "") == NULL ||
			      setlocale(LC_MESSAGES, "") == NULL))
		return;	/* an unknown locale: stay in English */
	bindtextdomain(PACKAGE, dir != NULL && dir[0] != '\0' ? dir
							      : LOCALEDIR);
	textdomain(PACKAGE);
#endif
	/* Without NLS (configure --disable-nls) the C locale stays, and
	 * every message, the C library's too, is in English. */
}

static const struct argp top_argp = {
	NULL, parse_top, N_("COMMAND [ARG...]"), doc, NULL, help_filter, NULL,
};

/* Standard output is checked at the end, so that a full disk or a closed
 * pipe is an error and not silently lost output. */
static int
close_stdout(int status)
{
	if (fflush(stdout) != 0 || ferror(stdout) || fclose(stdout) != 0) {
		if (status == 0) {
			cli_warn("cannot write standard output: %s",
				 strerror(errno));
			return EX_IOERR;
		}
	}
	return status;
}

int
main(int argc, char **argv)
{
	struct top top = {NULL, 0, NULL};
	char name[64];
	int status;

	init_locale();
	cli_init();
	/* Past a file size limit (ulimit -f) a write fails with EFBIG, and
	 * the record is left as it was, the temporary file removed: exit
	 * 74, rather than death by SIGXFSZ (status 153) halfway through. */
	signal(SIGXFSZ, SIG_IGN);
	argp_parse(&top_argp, argc, argv, ARGP_IN_ORDER, NULL, &top);
	snprintf(name, sizeof name, "parchis %s", top.command->name);
	top.argv[0] = name;
	status = top.command->run(top.argc, top.argv);
	return close_stdout(status);
}
