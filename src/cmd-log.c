/* cmd-log.c: parchis log FILE [--at N] -- the game as people read it,
 * one line a roll, in the reader's language:
 *
 *   24. red 3: 2 39→42 takes yellow 1; +20: 2 42→62 */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "board-text.h"
#include "cli-referee.h"
#include "position.h"

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
	   "captured, then how the game ended or what it waits for."
	   "\vExample: 24. red 3: 2 39\u219242 takes yellow 1; +20: 2 "
	   "42\u219262"),
	cli_file_key_children, NULL, NULL,
};

static void
add(struct log_args *args, const char *text)
{
	if (!args->failed && !pc_buffer_append_str(&args->lines, text))
		args->failed = true;
}

static void
addf(struct log_args *args, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void
addf(struct log_args *args, const char *fmt, ...)
{
	char text[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	add(args, text);
}

/* A place in the reader's words: the nest and the goal translated, the
 * squares as the record numbers them. */
static const char *
place_text(const struct pc_engine *e, int colour, int progress,
	   char buf[PC_PLACE_TEXT_MAX])
{
	int place = pc_board_place(&e->board, colour, progress);

	if (place == PC_NEST)
		return _("nest");
	if (place == PC_GOAL)
		return _("goal");
	return pc_place_format(place, buf);
}

/* The dice of a roll: "3", "3 4". */
static void
add_dice(struct log_args *args, const uint8_t *dice, int n)
{
	for (int i = 0; i < n; i++)
		addf(args, "%s%d", i ? " " : "", dice[i]);
}

/* "2 39→42 takes yellow 1; +20: 2 42→62" */
static void
add_play(struct log_args *args, const struct pc_engine *e,
	 const struct pc_play *play)
{
	char from[PC_PLACE_TEXT_MAX], to[PC_PLACE_TEXT_MAX];

	if (play->nmoves == 0) {
		add(args, _("no piece can move"));
		return;
	}
	for (int k = 0; k < play->nmoves; k++) {
		const struct pc_move *m = &play->moves[k];

		if (k > 0)
			add(args, "; ");
		if (m->bonus)
			addf(args, "+%d: ", m->bonus);
		if (m->colour != play->player)
			addf(args, "%c", pc_colour_letter(m->colour));
		addf(args, "%d %s\u2192%s", m->piece + 1,
		     place_text(e, m->colour, m->from, from),
		     place_text(e, m->colour, m->to, to));
		if (m->captured != PC_NO_PIECE)
			addf(args, _(" takes %s %d"),
			     pc_colour_shown(m->captured / PC_PIECES),
			     m->captured % PC_PIECES + 1);
	}
}

/* "1. opening: yellow 3, red 5; red begins" */
static void
add_opening(struct log_args *args, const struct pc_game *g,
	    const struct pc_turn *t)
{
	bool first = true;

	addf(args, _("%u. opening:"), t->n);
	for (int c = 0; c < PC_NCOLOURS; c++) {
		int sum = 0;

		if (!(t->opening & (1u << c)))
			continue;
		addf(args, "%s %s ", first ? "" : ",", pc_colour_shown(c));
		add_dice(args, t->opening_dice[c], t->opening_ndice);
		for (int d = 0; d < t->opening_ndice; d++)
			sum += t->opening_dice[c][d];
		if (t->opening_ndice > 1)
			addf(args, " (%d)", sum);
		first = false;
	}
	if (g->state == PC_GAME_OPENING) {
		int count = 0, total = __builtin_popcount(g->rollers);

		add(args, _("; a tie: they roll again:"));
		for (int c = 0; c < PC_NCOLOURS; c++)
			if (g->rollers & (1u << c))
				addf(args, "%s%s",
				     ++count == 1	? " "
				     : count == total ? _(" and ")
							: ", ",
				     pc_colour_shown(c));
	} else {
		addf(args, _("; %s begins"), pc_colour_shown(g->pos.to_move));
	}
}

/* A roll played: its play found again from the position before it. */
static void
add_roll(struct log_args *args, const struct pc_game *g,
	 const struct pc_position *before, const struct pc_turn *t)
{
	const struct pc_engine *e = &g->engine;
	struct pc_position after = *before;
	struct pc_check check;
	struct pc_flow flow;

	addf(args, "%u. %s ", t->n, pc_colour_shown(t->player));
	add_dice(args, t->dice, t->ndice);
	add(args, ": ");
	if (pc_check_steps(e, before, t->dice, t->ndice, t->steps, t->nsteps,
			   NULL, 0, &check) != PC_PLAY_COMPLETE) {
		add(args, "?");	/* the referee took it: cannot happen */
		return;
	}
	pc_apply_play(e, &after, t->dice, t->ndice, &check.play, &flow);
	if (flow.penalty) {
		add(args, e->rules.dice_per_roll == 2
				  ? _("third doubles in a row, not played")
				  : _("third 6 in a row, not played"));
		if (flow.sent_home != PC_NO_PIECE)
			addf(args, _("; %s %d goes back to the nest"),
			     pc_colour_shown(flow.sent_colour),
			     flow.sent_home + 1);
	} else {
		add_play(args, e, &check.play);
	}
	if (t->timeout)
		add(args, _(" (out of time: the referee moved)"));
}

/* The line of turn i, once the referee has replayed it. */
static void
observe(void *context, const struct pc_record *rec, const struct pc_game *g,
	const struct pc_position *before, size_t i)
{
	struct log_args *args = context;
	const struct pc_turn *t = &rec->turns[i];

	switch (t->kind) {
	case PC_TURN_OPENING:
		add_opening(args, g, t);
		break;
	case PC_TURN_RESIGN:
		/* No roll number of its own: it goes before the roll that
		 * carries it. */
		addf(args, _("    %s leaves the game"),
		     pc_colour_shown(t->player));
		break;
	case PC_TURN_LEAVE:
		addf(args, _("    %s: the person playing piece %d leaves"),
		     pc_colour_shown(t->player), t->piece + 1);
		if (t->piece < rec->players[t->player].nmembers)
			addf(args, " (%s)",
			     rec->players[t->player].members[t->piece]);
		break;
	case PC_TURN_ROLL:
		/* The pending roll is the closing line's. */
		if (g->state == PC_GAME_MOVE && g->pending == i)
			return;
		add_roll(args, g, before, t);
		break;
	}
	if (t->say != NULL) {
		add(args, "  \"");
		for (const char *p = t->say; *p != '\0'; p++)
			addf(args, "%c", *p == '\n' ? ' ' : *p);
		add(args, "\"");
	}
	add(args, "\n");
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
