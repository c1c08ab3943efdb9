/* cmd-play.c: parchis play [FILE] -- adjudicate a record; with --reply,
 * take a player's move from a mail into the record the referee keeps. */
#include <config.h>

#include <stdlib.h>
#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "cli-referee.h"
#include "file-io.h"
#include "mail-mark.h"
#include "mail-read.h"
#include "mail-reply.h"
#include "mail-record.h"
#include "record-text.h"
#include "referee-reply.h"
#include "robot-words.h"

struct play_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	const char *reply;
	const char *from;	/* --from, checked after the reply */
	struct cli_referee_options referee;
};

enum { OPT_REPLY = 0x300 };

static const struct argp_option options[] = {
	{"reply", OPT_REPLY, N_("MAIL"), 0,
	 N_("Take only the pending turn's move (and say) from MAIL, a player's "
	    "reply (- for standard input), into FILE, the record the referee "
	    "keeps; stale and forged replies are refused"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct play_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->referee;
		return 0;
	case OPT_REPLY:
		args->reply = arg;
		return 0;
	case ARGP_KEY_NO_ARGS:
		return 0;	/* standard input */
	case ARGP_KEY_END:
		if (args->referee.from != NULL && args->reply == NULL)
			argp_error(state, _("--from goes with --reply (or with "
					    "parchis move)"));
		if (args->reply != NULL &&
		    (args->file == NULL || strcmp(args->file, "-") == 0))
			argp_error(state, _("--reply needs the kept record as "
					    "FILE"));
		return 0;
	default:
		return cli_parse_file_arg(key, arg, state);
	}
}

static const struct argp argp = {
	options, parse_opt, N_("[FILE]"),
	N_("Adjudicate the record: check every roll and move, play forced "
	   "turns, roll the next dice and write the record back with the "
	   "position, the status and the board.")
	"\v" N_("FILE - or no FILE: standard input to standard output. A mail "
	   "robot keeps each game's record and runs, for every reply: "
	   "parchis play --reply - --from \"$SENDER\" game.yaml"),
	cli_referee_children, cli_help_filter, NULL,
};

/* Checks the reply against the kept record (pc_reply_check) and says
 * why it is refused. */
static int
check_reply(const char *mail, const struct pc_record *kept,
	    const struct pc_record *reply, size_t pending)
{
	struct pc_reply_check check;

	switch (pc_reply_check(kept, pending, reply, &check)) {
	case PC_REPLY_OK:
		return 0;
	case PC_REPLY_OTHER_GAME:
		cli_warn("%s: the reply is for game %s, not %s",
			 cli_display_name(mail), reply->game, kept->game);
		return 1;
	case PC_REPLY_STALE:
		if (check.reply_n == check.pending_n)
			/* A resignation withdrew the roll and rolled it
			 * again under its number: the same number, another
			 * history. */
			cli_warn("%s: stale reply: it answers roll %u as it "
				 "stood before the turns since (a resignation "
				 "or a leave): answer the latest mail",
				 cli_display_name(mail), check.reply_n);
		else
			cli_warn("%s: stale reply: it answers roll %u, but "
				 "roll %u is pending", cli_display_name(mail),
				 check.reply_n, check.pending_n);
		return 1;
	case PC_REPLY_FORGED:
		cli_warn("%s: forged reply: roll %u is not as the "
			 "referee's record has it",
			 cli_display_name(mail), check.forged_n);
		return 1;
	case PC_REPLY_NO_MOVE:
		cli_warn("%s: the reply has no move for roll %u",
			 cli_display_name(mail), check.pending_n);
		return 1;
	}
	return 1;
}

/* A short reply (to a mail of parchis mail or of the robot): the move on
 * its first line, the table talk under it, taken as the robot takes
 * them; its Subject must name the game and the pending roll. */
static int
take_short_reply(const char *path, struct pc_record *rec,
		 struct cli_outcome *first, const struct play_args *args,
		 const struct pc_mail_message *m, const char *command,
		 const char *say)
{
	struct pc_turn *t = &rec->turns[first->game.pending];
	struct robot_command cmd;
	struct pc_mail_subject sub;
	struct pc_error err;
	char *kept = NULL;
	size_t len;
	int status;

	memset(&cmd, 0, sizeof cmd);
	robot_command_parse(command, strlen(command), &cmd);
	if (cmd.verb != ROBOT_MOVE) {
		cli_warn("%s: the first line of the reply is no move%s%s",
			 cli_display_name(args->reply), cmd.why[0] ? ": " : "",
			 cmd.why);
		return 1;
	}
	pc_mail_subject_parse(m->subject, &sub);
	if (sub.game[0] != '\0' && strcmp(sub.game, rec->game) != 0) {
		cli_warn("%s: the reply is for game %s, not %s",
			 cli_display_name(args->reply), sub.game, rec->game);
		return 1;
	}
	if (sub.roll == 0) {
		cli_warn("%s: the reply does not say which roll it answers: "
			 "its Subject must keep the referee's \"roll N\"",
			 cli_display_name(args->reply));
		return 1;
	}
	if (sub.roll != t->n) {
		cli_warn("%s: stale reply: it answers roll %u, but roll %u is "
			 "pending", cli_display_name(args->reply), sub.roll,
			 t->n);
		return 1;
	}
	status = cli_check_sender(path, rec, first, args->from);
	if (status != 0)
		return status;
	if (say != NULL && pc_say_keep(say, strlen(say), &kept, &len, &err) !=
			   PC_OK)
		return cli_report(args->reply, &err);
	if (cli_put_steps(rec, first, t, cmd.steps, cmd.nsteps, &err) != PC_OK) {
		free(kept);
		return cli_report(path, &err);
	}
	if (kept != NULL) {
		if (pc_turn_notes(rec, t) == NULL) {
			free(kept);
			cli_warn("out of memory");
			return EX_OSERR;
		}
		free(t->notes->say);
		t->notes->say = kept;
	}
	return 0;
}

/* Takes the pending turn's move and say from the reply: a short one (the
 * move on its first line) or, the old way, the record it quotes. */
static int
take_reply(const char *path, struct pc_record *rec,
	   struct cli_outcome *first, void *context)
{
	const struct play_args *args = context;
	struct pc_buffer raw = PC_BUFFER_INIT;
	struct pc_mail_message m;
	struct pc_reply_text text;
	struct pc_record reply;
	struct pc_error err;
	int status;

	if (first->game.state != PC_GAME_MOVE)
		return cli_no_move_pending(path, rec, first);
	memset(&text, 0, sizeof text);
	if (pc_file_read(args->reply, &raw, &err) != PC_OK)
		return cli_report(args->reply, &err);
	if (pc_mail_read(raw.data ? raw.data : "", raw.len, &m, &err) ==
		    PC_OK &&
	    m.is_mail &&
	    pc_reply_parse(m.text.data ? m.text.data : "", m.text.len, &text,
			   &err) == PC_OK &&
	    !text.has_record && text.command != NULL) {
		status = take_short_reply(path, rec, first, args, &m,
					  text.command, text.say);
		pc_reply_text_free(&text);
		pc_mail_message_free(&m);
		pc_buffer_free(&raw);
		return status;
	}
	pc_reply_text_free(&text);
	pc_mail_message_free(&m);
	pc_record_init(&reply);
	if (pc_mail_record_load(&raw, &reply, &err) != PC_OK) {
		pc_buffer_free(&raw);
		return cli_report(args->reply, &err);
	}
	status = check_reply(args->reply, rec, &reply, first->game.pending);
	/* The sender is checked once the reply is known to answer the
	 * pending roll: a late or repeated reply is stale, whoever sent it. */
	if (status == 0)
		status = cli_check_sender(path, rec, first, args->from);
	if (status == 0 && !pc_reply_take(rec, first->game.pending, &reply)) {
		cli_warn("out of memory");
		status = EX_OSERR;
	}
	pc_record_free(&reply);
	pc_buffer_free(&raw);
	return status;
}

static int
run(int argc, char **argv)
{
	struct play_args args;

	memset(&args, 0, sizeof args);
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	args.from = args.referee.from;
	args.referee.from = NULL;
	return cli_play_file(args.file ? args.file : "-", &args.referee,
			     args.reply ? take_reply : NULL, &args);
}

const struct cli_command cli_cmd_play = {
	.name = "play",
	.summary = N_("check every turn, play forced turns, roll the next dice"),
	.run = run,
};
