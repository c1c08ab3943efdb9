/* cmd-status.c: parchis status FILE [--json] -- what the game waits for:
 * who is to move, the roll and its legal plays, the deadline, the places
 * taken. */
#include <config.h>

#include <stdio.h>
#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "board-text.h"
#include "cli-output.h"
#include "cli-referee.h"
#include "place.h"

struct status_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	const char *key_file;
	bool json;
};

enum { OPT_JSON = 0x400 };

static const struct argp_option options[] = {
	{"json", OPT_JSON, NULL, 0, N_("Print the status as JSON, for scripts"),
	 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct status_args *args = state->input;

	switch (key) {
	case ARGP_KEY_INIT:
		state->child_inputs[0] = &args->key_file;
		return 0;
	case OPT_JSON:
		args->json = true;
		return 0;
	default:
		return cli_parse_file_arg(key, arg, state);
	}
}

static const struct argp argp = {
	options, parse_opt, N_("FILE"),
	N_("Print what the game of the record waits for: whose turn it is, "
	   "the pending roll and its legal moves, the deadline of the move "
	   "under a turn_limit, and the places taken so far. The record is "
	   "only read."),
	cli_file_key_children, NULL, NULL,
};

/* The time by which the pending move is due; false without one. */
static bool
deadline(const struct pc_record *rec, const struct cli_outcome *out,
	 int64_t *due)
{
	const struct pc_game *g = &out->game;
	const struct pc_turn *t;

	if (g->state != PC_GAME_MOVE || g->engine.rules.turn_limit <= 0)
		return false;
	t = &rec->turns[g->pending];
	if (!t->has_at)
		return false;
	*due = pc_turn_at(t) + (int64_t)g->engine.rules.turn_limit * 3600;
	return true;
}

static const char *
state_name(enum pc_awaiting a)
{
	switch (a) {
	case PC_AWAIT_MOVE:
		return "move";
	case PC_AWAIT_ROLL:
		return "roll";
	case PC_AWAIT_OPENING:
		return "opening";
	case PC_AWAIT_NOTHING:
		break;
	}
	return "over";
}

static json_t *
colours(unsigned mask)
{
	json_t *list = json_array();

	for (int c = 0; list != NULL && c < PC_NCOLOURS; c++)
		if ((mask & (1u << c)) &&
		    json_array_append_new(list,
					  json_string(pc_colour_name(c))) != 0) {
			json_decref(list);
			return NULL;
		}
	return list;
}

static json_t *
places(const struct pc_derived *d)
{
	json_t *list = json_array();

	for (int k = 0; list != NULL && k < d->nfinished; k++)
		if (json_array_append_new(
			    list, json_string(pc_colour_name(d->finished[k]))) !=
		    0) {
			json_decref(list);
			return NULL;
		}
	return list;
}

static json_t *
position(const struct pc_record *rec, const struct pc_derived *d)
{
	json_t *all = json_object();

	for (int c = 0; all != NULL && c < PC_NCOLOURS; c++) {
		json_t *pieces;

		if (!rec->players[c].playing)
			continue;
		pieces = json_array();
		for (int p = 0; pieces != NULL && p < PC_PIECES; p++)
			if (json_array_append_new(pieces,
						  cli_json_place(d->places[c][p])))
				pieces = (json_decref(pieces), NULL);
		if (json_object_set_new(all, pc_colour_name(c), pieces) != 0) {
			json_decref(all);
			return NULL;
		}
	}
	return all;
}

static int
print_json(const struct pc_record *rec, const struct cli_outcome *out)
{
	const struct pc_derived *d = &out->derived;
	bool moving = d->awaiting == PC_AWAIT_MOVE;
	bool over = d->awaiting == PC_AWAIT_NOTHING;
	char due[PC_TIME_TEXT_MAX];
	int64_t when;
	json_int_t roll_number =
		moving ? rec->turns[out->game.pending].n
		       : (json_int_t)pc_record_next_n(rec);

	return cli_json_print(json_pack(
		"{s:s, s:s, s:s?, s:o, s:o, s:o, s:b, s:o, s:s?, s:o, s:b, "
		"s:o}",
		"game", rec->game, "state", state_name(d->awaiting), "to_move",
		moving || d->awaiting == PC_AWAIT_ROLL
			? pc_colour_name(d->to_move)
			: NULL,
		"roll_number", over ? json_null() : json_integer(roll_number),
		"roll", moving ? cli_json_dice(d->dice, d->ndice) : json_null(),
		"legal", moving ? cli_json_plays(out) : json_array(),
		"legal_more", d->legal_more, "rollers",
		colours(d->awaiting == PC_AWAIT_OPENING ? d->rollers : 0),
		"deadline",
		deadline(rec, out, &when) ? pc_time_format(when, due) : NULL,
		"places", places(d), "blocked", d->blocked, "position",
		position(rec, d)));
}

static int
print_text(const struct pc_record *rec, const struct cli_outcome *out)
{
	const struct pc_derived *d = &out->derived;
	struct pc_buffer line = PC_BUFFER_INIT;
	char due[PC_TIME_TEXT_MAX];
	int64_t when;

	if (!pc_status_text_shown(d, &line)) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	fputs(line.data, stdout);
	pc_buffer_free(&line);
	if (d->awaiting == PC_AWAIT_MOVE)
		printf(_("roll %u; legal moves:"),
		       rec->turns[out->game.pending].n);
	for (size_t i = 0; d->awaiting == PC_AWAIT_MOVE && i < d->nlegal; i++)
		printf(" %s%s", d->legal[i], i + 1 < d->nlegal ? "," : "");
	if (d->awaiting == PC_AWAIT_MOVE)
		printf("%s\n", d->legal_more ? _(" and more") : "");
	if (deadline(rec, out, &when))
		printf(_("deadline: %s\n"), pc_time_format(when, due));
	if (d->nfinished > 0 && d->awaiting != PC_AWAIT_NOTHING) {
		fputs(_("home:"), stdout);
		for (int k = 0; k < d->nfinished; k++)
			printf(" %s", pc_colour_shown(d->finished[k]));
		putchar('\n');
	}
	return 0;
}

static int
show(const char *path, struct pc_record *rec, struct cli_outcome *out,
     void *context)
{
	const struct status_args *args = context;

	(void)path;
	return args->json ? print_json(rec, out) : print_text(rec, out);
}

static int
run(int argc, char **argv)
{
	struct status_args args = {NULL, NULL, false};
	struct pc_referee_options look = {.autoplay = false};

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_with_game(args.file, &look, args.key_file, false, show,
			     &args);
}

const struct cli_command cli_cmd_status = {
	.name = "status",
	.summary = N_("what the game waits for: who, the roll, the moves"),
	.run = run,
};
