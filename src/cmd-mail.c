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

struct mail_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	const char *key_file;
	struct pc_mail_options mail;
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
		args->mail.cc = true;
		return 0;
	case OPT_SENDER:
		if (strpbrk(arg, "\r\n") != NULL || strchr(arg, '@') == NULL)
			argp_error(state,
				   _("--sender takes an e-mail address"));
		args->mail.sender = arg;
		return 0;
	default:
		return cli_parse_file_arg(key, arg, state);
	}
}

static const struct argp argp = {
	options, parse_opt, N_("FILE"),
	N_("Write the mail for the player who must act next (RFC 5322, for "
	   "sendmail -t): the board, the roll, the legal moves, the table talk "
	   "and the record to reply with.")
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
	struct pc_buffer what[PC_LEGAL_MAX];
	const char *described[PC_LEGAL_MAX];
	const struct pc_derived *d = &out->derived;
	struct pc_error err;
	int status = 0;
	size_t i;

	int addressed = 0;

	if (d->awaiting != PC_AWAIT_NOTHING && d->awaiting != PC_AWAIT_OPENING &&
	    rec->players[d->to_move].email == NULL) {
		cli_warn("%s: %s has no e-mail address in the record",
			 cli_display_name(path), pc_colour_shown(d->to_move));
		return EX_DATAERR;
	}
	for (int c = 0; c < PC_NCOLOURS; c++)
		addressed += rec->players[c].playing &&
			     rec->players[c].email != NULL;
	if (addressed == 0) {	/* sendmail -t would find nobody */
		cli_warn("%s: no player has an e-mail address in the record",
			 cli_display_name(path));
		return EX_DATAERR;
	}
	for (i = 0; i < d->nlegal; i++) {
		what[i] = (struct pc_buffer)PC_BUFFER_INIT;
		if (!pc_referee_describe(&out->game.engine,
					 &out->game.legal[i], false,
					 &what[i]))
			status = EX_OSERR;
		described[i] = what[i].data;
	}
	if (status == 0 &&
	    pc_record_write_derived(rec, d, &record, &err) != PC_OK)
		status = cli_report(path, &err);
	args->mail.date = mail_date();
	if (status == 0 && !pc_mail_compose(rec, d, described, record.data,
					    &args->mail, &mail))
		status = EX_OSERR;
	if (status == 0)
		status = cli_store("-", &mail);
	else if (status == EX_OSERR)
		cli_warn("out of memory");
	for (size_t k = 0; k < i; k++)
		pc_buffer_free(&what[k]);
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
