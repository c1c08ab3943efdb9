/* cmd-robot.c: parchis robot -- the referee address: one message on
 * standard input, or --tick from cron (robot.h). */
#include <config.h>

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

#include "gettext.h"
#include "cli.h"
#include "file-io.h"
#include "robot-deliver.h"

struct robot_args {
	struct robot r;
	bool tick;
	long salt_hours;
};

enum { OPT_GAMES = 0x400, OPT_SENDMAIL, OPT_SENDER, OPT_LOG, OPT_TICK,
       OPT_NOW, OPT_SALT_HOURS, OPT_LOCK_WAIT };

static const struct argp_option options[] = {
	{"games", OPT_GAMES, N_("DIR"), 0,
	 N_("The folder of the games the robot referees, DIR/GAME.yaml "
	    "(required)"), 0},
	{"sendmail", OPT_SENDMAIL, N_("CMD"), 0,
	 N_("The command each mail is piped to (default: sendmail -t -i; "
	    "/usr/sbin is searched too)"), 0},
	{"sender", OPT_SENDER, N_("ADDRESS"), 0,
	 N_("The From: of the robot's mails: the referee's address"), 0},
	{"log", OPT_LOG, N_("FILE"), 0,
	 N_("Append a line per message to FILE: time, game, sender, "
	    "verdict"), 0},
	{"tick", OPT_TICK, NULL, 0,
	 N_("Instead of reading a message: announce new games, remind, play "
	    "overdue turns and send the outbox (from cron, every minute)"), 0},
	{"now", OPT_NOW, N_("TIME"), 0,
	 N_("Take TIME (UTC, 2026-11-30T18:05:00Z, or @SECONDS) as now"), 0},
	{"salt-hours", OPT_SALT_HOURS, N_("H"), 0,
	 N_("With --tick: hours a game with secret dice waits for its "
	    "players' salts before the first roll (default 24; 0: none)"), 0},
	{"lock-wait", OPT_LOCK_WAIT, N_("SECONDS"), 0,
	 N_("How long a message waits for another one of the same game "
	    "before the robot exits 75 (default 60)"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct robot_args *args = state->input;
	char *end;

	switch (key) {
	case OPT_GAMES:
		args->r.games = arg;
		return 0;
	case OPT_SENDMAIL:
		args->r.sendmail = arg;
		return 0;
	case OPT_SENDER:
		if (strpbrk(arg, "\r\n") != NULL || strchr(arg, '@') == NULL)
			argp_error(state,
				   _("--sender takes an e-mail address"));
		args->r.sender = arg;
		return 0;
	case OPT_LOG:
		args->r.log = arg;
		return 0;
	case OPT_TICK:
		args->tick = true;
		return 0;
	case OPT_NOW:
		args->r.now = cli_parse_now(arg, state);
		return 0;
	case OPT_SALT_HOURS:
		args->salt_hours = strtol(arg, &end, 10);
		if (end == arg || *end != '\0' || args->salt_hours < 0 ||
		    args->salt_hours > 24 * 365)
			argp_error(state, _("--salt-hours takes hours from 0 "
					    "to 8760, not '%s'"), arg);
		return 0;
	case OPT_LOCK_WAIT:
		args->r.lock_wait = (int)strtol(arg, &end, 10);
		if (end == arg || *end != '\0' || args->r.lock_wait < 0 ||
		    args->r.lock_wait > 3600)
			argp_error(state, _("--lock-wait takes seconds from 0 "
					    "to 3600, not '%s'"), arg);
		return 0;
	case ARGP_KEY_ARG:
		argp_error(state, _("the message comes on standard input"));
		return 0;
	case ARGP_KEY_END:
		if (args->r.games == NULL)
			argp_error(state, _("--games DIR is required"));
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp argp = {
	options, parse_opt, "--games DIR [--sendmail CMD] [--sender ADDR] "
	"[--log FILE]\n--games DIR --tick",
	N_("The referee of a mail address: read one message on standard input "
	   "(from the mail system's pipe) and act on it -- a move, or one of "
	   "the mail commands board, moves, resign, salt and help -- then "
	   "mail the players.")
	"\v" N_("Exit status 0 when the message was handled (applied, or "
	   "refused with an answer); 75 when the mail system should deliver "
	   "it again later. The robot prints nothing: see --log (without "
	   "one, why it cannot start is printed)."),
	NULL, cli_help_filter, NULL,
};

/* FILE as seen from DIR, once the robot works there. */
static const char *
absolute(const char *file, char out[PATH_MAX])
{
	char here[PATH_MAX];
	int n;

	if (file == NULL || file[0] == '/' || getcwd(here, sizeof here) == NULL)
		return file;
	n = snprintf(out, PATH_MAX, "%s/%s", here, file);
	return n > 0 && n < PATH_MAX ? out : file;
}

static int
run(int argc, char **argv)
{
	struct robot_args args;
	struct pc_buffer mail = PC_BUFFER_INIT;
	struct pc_error err;
	char log_path[PATH_MAX];
	bool cut;
	int status;

	memset(&args, 0, sizeof args);
	args.salt_hours = 24;
	args.r.lock_wait = ROBOT_LOCK_SECONDS;
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	if (args.r.sendmail == NULL)
		args.r.sendmail = "sendmail -t -i";
	if (args.r.now == 0)
		args.r.now = cli_now(&(struct cli_referee_options){0});
	args.r.log = absolute(args.r.log, log_path);
	robot_languages();
	/* Why it cannot start goes to the log; printed only without one
	 * (an organiser trying it by hand): what a mail system's pipe
	 * prints may go back to the sender in a bounce. */
	if (chdir(args.r.games) != 0) {
		if (args.r.log == NULL)
			cli_warn("%s: cannot enter the folder of games: %s",
				 args.r.games, strerror(errno));
		robot_log(&args.r, NULL, NULL, "cannot start: %s: cannot enter "
			  "the folder of games: %s", args.r.games,
			  strerror(errno));
		return EX_TEMPFAIL;	/* the mail waits for the organiser */
	}
	args.r.games = ".";
	if (robot_open(&args.r, &err) != PC_OK) {
		if (args.r.log == NULL)
			cli_warn("%s", err.message);
		robot_log(&args.r, NULL, NULL, "cannot start: %s", err.message);
		return EX_TEMPFAIL;
	}
	if (args.tick)
		return robot_tick(&args.r, (int64_t)args.salt_hours * 3600);
	/* A mail too large is read to its end, its beginning kept: its
	 * headers say whether a player is to be told. */
	if (pc_file_read_cut("-", &mail, &cut, &err) != PC_OK) {
		robot_log(&args.r, NULL, NULL, "message not read: %s: retry",
			  err.message);
		return EX_TEMPFAIL;
	}
	status = robot_deliver(&args.r, mail.data ? mail.data : "", mail.len,
			       cut);
	pc_buffer_free(&mail);
	return status;
}

const struct cli_command cli_cmd_robot = {
	.name = "robot",
	.summary = N_("the referee of a mail address: one message, or --tick"),
	.run = run,
};
