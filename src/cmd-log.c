/* cmd-log.c: parchis log FILE [--at N] -- the game as people read it,
 * one line a roll, in the reader's language:
 *
 *   24. red 3: 2 39→42 takes yellow 1; +20: 2 42→62 */
#include <config.h>

#include <stdio.h>
#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "board-text.h"
#include "cli-referee.h"
#include "turn-text.h"

struct log_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	unsigned long at;	/* 0: to the end */
	const char *key_file;
	struct pc_buffer lines;
	bool failed;		/* memory ran out */
};

static const struct argp_option options[] = {
	{"at", 'a', N_("N"), 0, N_("Stop after roll N"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct log_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->key_file;
		return 0;
	case 'a':
		args->at = cli_parse_roll_number("--at", arg, state);
		return 0;
	default:
		return cli_parse_file_arg(key, arg, state);
	}
}

static const struct argp argp = {
	options, parse_opt, N_("FILE"),
	N_("Print the game of the record as people read it, one line a roll "
	   "in the reader's language: the roll number, who rolled what, and "
	   "each piece's move from one square to another with what it "
	   "captured, then how the game ended or what it waits for.")
	"\v" N_("Example: 24. red 3: 2 39\u219242 takes yellow 1; +20: 2 "
	   "42\u219262"),
	cli_file_key_children, cli_help_filter, NULL,
};

/* The line of turn i, once the referee has replayed it. */
static void
observe(void *context, const struct pc_record *rec, const struct pc_game *g,
	const struct pc_position *before, size_t i)
{
	struct log_args *args = context;

	/* The pending roll is the closing line's. */
	if (args->failed || pc_turn_is_pending(g, i))
		return;
	if (!pc_turn_text(rec, g, before, i, &args->lines, NULL) ||
	    !pc_buffer_append_str(&args->lines, "\n"))
		args->failed = true;
}

static int
print_log(const char *path, struct pc_record *rec, struct cli_outcome *out,
	  void *context)
{
	struct log_args *args = context;
	struct pc_buffer end = PC_BUFFER_INIT;
	int status = 0;

	if (args->at != 0 && (rec->nturns == 0 ||
			      rec->turns[rec->nturns - 1].n < args->at)) {
		cli_warn("%s: there is no roll %lu: the last is %u",
			 cli_display_name(path), args->at,
			 rec->nturns ? rec->turns[rec->nturns - 1].n : 0);
		return 1;
	}
	if (args->failed || !pc_status_text_shown(&out->derived, &end)) {
		cli_warn("out of memory");
		status = EX_OSERR;
	} else {
		if (args->lines.len > 0)
			fwrite(args->lines.data, 1, args->lines.len, stdout);
		fputs(end.data, stdout);
	}
	pc_buffer_free(&end);
	return status;
}

static int
run(int argc, char **argv)
{
	struct log_args args;
	struct pc_referee_options look = {.autoplay = false};
	int status;

	memset(&args, 0, sizeof args);
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	look.stop_after = (uint32_t)args.at;
	look.observe = observe;
	look.observer = &args;
	status = cli_with_game(args.file, &look, args.key_file, false,
			       print_log, &args);
	pc_buffer_free(&args.lines);
	return status;
}

const struct cli_command cli_cmd_log = {
	.name = "log",
	.summary = N_("the game as people read it, one line a roll"),
	.run = run,
};
