/* cmd-play.c: parchis play [FILE] -- adjudicate a record; with --reply,
 * take a player's move from a mail into the record the referee keeps. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "gettext.h"
#include "cli-referee.h"

struct play_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	const char *reply;
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
	   "position, the status and the board."
	   "\vFILE - or no FILE: standard input to standard output. A mail "
	   "robot keeps each game's record and runs, for every reply: "
	   "parchis play --reply - --from \"$SENDER\" game.yaml"),
	cli_referee_children, NULL, NULL,
};

/* Whether two turns agree on what happened: who rolled what and moved
 * how. Table talk and macs are not history a player could forge. */
static bool
same_history(const struct pc_turn *a, const struct pc_turn *b)
{
	if (a->kind != b->kind || a->n != b->n)
		return false;
	if (a->kind == PC_TURN_OPENING)
		return a->opening == b->opening &&
		       a->opening_ndice == b->opening_ndice &&
		       memcmp(a->opening_dice, b->opening_dice,
			      sizeof a->opening_dice) == 0;
	return a->player == b->player && a->piece == b->piece &&
	       a->ndice == b->ndice &&
	       memcmp(a->dice, b->dice, a->ndice) == 0 &&
	       a->has_move == b->has_move && a->nsteps == b->nsteps &&
	       memcmp(a->steps, b->steps, a->nsteps * sizeof *a->steps) == 0;
}

/* Checks the reply against the kept record: the same game, the same
 * history up to the pending turn, that turn's roll, and a move for it. */
static int
check_reply(const char *mail, const struct pc_record *kept,
	    const struct pc_record *reply, size_t pending)
{
	const struct pc_turn *kt = &kept->turns[pending];

	if (strcmp(reply->game, kept->game) != 0) {
		cli_warn("%s: the reply is for game %s, not %s",
			 cli_display_name(mail), reply->game, kept->game);
		return 1;
	}
	if (reply->nturns != pending + 1) {
		cli_warn("%s: stale reply: it answers roll %zu, but roll %u "
			 "is pending", cli_display_name(mail), reply->nturns,
			 kt->n);
		return 1;
	}
	for (size_t i = 0; i <= pending; i++) {
		struct pc_turn past = reply->turns[i];

		if (i == pending) {	/* its move is the player's to add */
			past.has_move = kt->has_move;
			past.nsteps = kt->nsteps;
			memcpy(past.steps, kt->steps, sizeof past.steps);
		}
		if (!same_history(&past, &kept->turns[i])) {
			cli_warn("%s: forged reply: roll %u is not as the "
				 "referee's record has it",
				 cli_display_name(mail), reply->turns[i].n);
			return 1;
		}
	}
	if (!reply->turns[pending].has_move) {
		cli_warn("%s: the reply has no move for roll %u",
			 cli_display_name(mail), kt->n);
		return 1;
	}
	return 0;
}

/* Takes the pending turn's move and say from the reply. */
static int
take_reply(const char *path, struct pc_record *rec,
	   struct cli_outcome *first, void *context)
{
	const struct play_args *args = context;
	struct pc_buffer text = PC_BUFFER_INIT;
	struct pc_record reply;
	struct pc_turn *t;
	const struct pc_turn *r;
	int status;

	if (first->game.state != PC_GAME_MOVE)
		return cli_no_move_pending(path, rec, first);
	status = cli_load(args->reply, &text, &reply);
	if (status != 0)
		return status;
	status = check_reply(args->reply, rec, &reply, first->game.pending);
	if (status == 0) {
		t = &rec->turns[first->game.pending];
		r = &reply.turns[first->game.pending];
		memcpy(t->steps, r->steps, sizeof t->steps);
		t->nsteps = r->nsteps;
		t->has_move = true;
		t->move_mark = t->mark;
		if (r->say != NULL) {
			free(t->say);
			t->say = r->say;
			reply.turns[first->game.pending].say = NULL;
		}
	}
	pc_record_free(&reply);
	pc_buffer_free(&text);
	return status;
}

static int
run(int argc, char **argv)
{
	struct play_args args;

	memset(&args, 0, sizeof args);
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_play_file(args.file ? args.file : "-", &args.referee,
			     args.reply ? take_reply : NULL, &args);
}

const struct cli_command cli_cmd_play = {
	.name = "play",
	.summary = N_("check every turn, play forced turns, roll the next dice"),
	.run = run,
};
