/* cmd-mail.c: parchis mail FILE -- the mail to the player who must act,
 * on standard output, for sendmail -t. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <time.h>

#include "gettext.h"
#include "cli-referee.h"
#include "mail-compose.h"
#include "robot-mails.h"

struct mail_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	const char *key_file;
	const char *sender;	/* --sender, or NULL */
	bool cc;		/* --cc: copy the other players */
};

enum { OPT_CC = 0x200, OPT_SENDER };

static const struct argp_option options[] = {
	{"cc", OPT_CC, NULL, 0, N_("Copy the other players"), 0},
	{"sender", OPT_SENDER, N_("ADDRESS"), 0,
	 N_("The From: address (default: left to the mail system)"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct mail_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->key_file;
		return 0;
	case OPT_CC:
		args->cc = true;
		return 0;
	case OPT_SENDER:
		if (strpbrk(arg, "\r\n") != NULL || strchr(arg, '@') == NULL)
			argp_error(state,
				   _("--sender takes an e-mail address"));
		args->sender = arg;
		return 0;
	default:
		return cli_parse_file_arg(key, arg, state);
	}
}

static const struct argp argp = {
	options, parse_opt, N_("FILE"),
	N_("Write the mail for the player who must act next (RFC 5322, for "
	   "sendmail -t), as the mail robot writes it to them, in their "
	   "language: the news, the board, the roll, the legal moves, the "
	   "table talk, an HTML part and the record attached. A reply with "
	   "the move on its first line is applied with parchis play --reply.")
	"\v" N_("Example: parchis mail --cc game.yaml | /usr/sbin/sendmail -t. "
	   "The Date: header is the time now, or SOURCE_DATE_EPOCH when set."),
	cli_file_key_children, cli_help_filter, NULL,
};

/* SOURCE_DATE_EPOCH, for reproducible mails, or now. */
static time_t
mail_date(void)
{
	const char *epoch = getenv("SOURCE_DATE_EPOCH");
	char *end;
	long long t;

	if (epoch != NULL) {
		t = strtoll(epoch, &end, 10);
		if (end != epoch && *end == '\0' && t >= 0)
			return (time_t)t;
	}
	return time(NULL);
}

static int
compose(const char *path, struct pc_record *rec, struct cli_outcome *out,
	void *context)
{
	struct mail_args *args = context;
	struct pc_buffer record = PC_BUFFER_INIT, mail = PC_BUFFER_INIT;
	const struct pc_derived *d = &out->derived;
	struct robot r = {.sender = args->sender, .now = mail_date()};
	struct robot_turn_mail t = {.mover = d->awaiting == PC_AWAIT_MOVE};
	struct pc_error err;
	unsigned seated = 0;
	int status = 0;

	if (d->awaiting != PC_AWAIT_NOTHING && d->awaiting != PC_AWAIT_OPENING &&
	    rec->players[d->to_move].email == NULL) {
		cli_warn("%s: %s has no e-mail address in the record",
			 cli_display_name(path), pc_colour_shown(d->to_move));
		return EX_DATAERR;
	}
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (rec->players[c].playing && rec->players[c].email != NULL)
			seated |= 1u << c;
	if (seated == 0) {	/* sendmail -t would find nobody */
		cli_warn("%s: no player has an e-mail address in the record",
			 cli_display_name(path));
		return EX_DATAERR;
	}
	/* What the robot would send the player who must act, in their
	 * language; without the robot's key it carries no mark. */
	robot_set_domain(&r);
	t.to = pc_mail_recipients(rec, d) & seated;
	t.cc = args->cc ? seated & ~t.to : 0;
	t.n = rec->nturns > 0 ? rec->turns[rec->nturns - 1].n : 0;
	robot_languages();
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (t.to & (1u << c)) {
			robot_speak(rec->players[c].lang);
			break;
		}
	if (pc_record_write_derived(rec, d, &record, &err) != PC_OK ||
	    robot_compose_turn(&r, rec, out, record.data, &t, &mail, &err) !=
		    PC_OK)
		status = cli_report(path, &err);
	if (status == 0)
		status = cli_store("-", &mail);
	pc_buffer_free(&record);
	pc_buffer_free(&mail);
	return status;
}

static int
run(int argc, char **argv)
{
	struct pc_referee_options look = {.autoplay = false};
	struct mail_args args;

	memset(&args, 0, sizeof args);
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_with_game(args.file, &look, args.key_file, false, compose,
			     &args);
}

const struct cli_command cli_cmd_mail = {
	.name = "mail",
	.summary = N_("write the mail for the player who must act next"),
	.run = run,
};
