/* cmd-html.c: parchis html FILE [-o OUT] -- a web page of the whole game:
 * the board in SVG after every roll, the list of the rolls, and buttons
 * and arrow keys to step through them (replay-page.c). */
#include <config.h>

#include <stdio.h>
#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "replay-page.h"
#include "cli-referee.h"
#include "colour.h"

struct html_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	const char *output;
	const char *key_file;
};

static const struct argp_option options[] = {
	{"output", 'o', N_("OUT"), 0,
	 N_("Write the page to OUT instead of standard output"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct html_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->key_file;
		return 0;
	case 'o':
		args->output = arg;
		return 0;
	default:
		return cli_parse_file_arg(key, arg, state);
	}
}

static const struct argp argp = {
	options, parse_opt, N_("FILE"),
	N_("Write a web page of the whole game: the board after every roll, "
	   "the list of rolls, buttons and arrow keys to step through them."),
	cli_file_key_children, NULL, NULL,
};

static int
write_page(const char *path, struct pc_record *rec, struct cli_outcome *out,
	   void *context)
{
	const struct html_args *args = context;
	struct pc_buffer page = PC_BUFFER_INIT;
	struct pc_error err;
	int status = 0;

	if (rec->nturns == 0) {
		cli_warn("%s: no roll yet: nothing to replay",
			 cli_display_name(path));
		return 1;
	}
	pc_error_clear(&err);
	if (pc_replay_page(rec, out->secret, out->secret_mac, &page, &err) !=
	    PC_OK)
		status = cli_report(path, &err);
	else
		status = cli_store(args->output ? args->output : "-", &page);
	pc_buffer_free(&page);
	return status;
}

static int
run(int argc, char **argv)
{
	struct html_args args = {NULL, NULL, NULL};
	struct pc_referee_options look = {.autoplay = false};

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_with_game(args.file, &look, args.key_file, false,
			     write_page, &args);
}

const struct cli_command cli_cmd_html = {
	.name = "html",
	.summary = N_("write a web page to replay the game"),
	.run = run,
};
