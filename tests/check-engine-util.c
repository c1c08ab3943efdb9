/* check-engine-util.c: positions from text and plays as text. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check-engine-util.h"

enum { PLAYS_MAX = 256, STEPS_MAX = 32 };

/* Results are returned in rotating static buffers, so that a test may
 * compare two of them in one assertion. */
static char *
buffer(void)
{
	static char bufs[4][TEXT_MAX];
	static int next;

	next = (next + 1) % 4;
	bufs[next][0] = '\0';
	return bufs[next];
}

void
util_classic(struct pc_engine *e)
{
	struct pc_rules r;
	struct pc_error err;

	pc_rules_preset(PC_PRESET_CLASSIC, &r);
	ck_assert_msg(pc_engine_init(e, &r, &err), "%s", err.message);
}

void
util_classic_with(struct pc_engine *e, const char *name, int value)
{
	util_preset_with(e, PC_PRESET_CLASSIC, name, value);
}

void
util_preset_with(struct pc_engine *e, int p, const char *name, int value)
{
	struct pc_rules r;
	struct pc_error err;

	pc_rules_preset((enum pc_preset)p, &r);
	if (name != NULL) {
		int i = pc_option_find(name, strlen(name));

		ck_assert_int_ge(i, 0);
		pc_rules_set(&r, i, value);
	}
	ck_assert_msg(pc_engine_init(e, &r, &err), "%s", err.message);
}

int
util_dice_of(int roll, uint8_t dice[PC_ROLL_DICE])
{
	if (roll >= 10 && roll <= 99) {
		dice[0] = (uint8_t)(roll / 10);
		dice[1] = (uint8_t)(roll % 10);
		return 2;
	}
	dice[0] = (uint8_t)roll;
	return 1;
}

int
util_dice_parse(const char *text, uint8_t dice[PC_ROLL_DICE])
{
	char copy[TEXT_MAX];
	int n = 0;

	snprintf(copy, sizeof copy, "%s", text);
	for (char *w = strtok(copy, " "); w != NULL; w = strtok(NULL, " ")) {
		ck_assert_int_lt(n, PC_ROLL_DICE);
		dice[n++] = (uint8_t)atoi(w);
	}
	return n;
}

/* Reads one "colour: place place ..." section into pos. */
static void
setup_colour(const struct pc_engine *e, struct pc_position *pos,
	     enum pc_colour c, char *rest)
{
	int places[PC_PIECES] = {PC_NEST, PC_NEST, PC_NEST, PC_NEST};
	int n = 0;
	struct pc_error err;

	for (char *w = strtok(rest, " "); w != NULL; w = strtok(NULL, " ")) {
		ck_assert_int_lt(n, PC_PIECES);
		ck_assert_msg(pc_place_parse(w, strlen(w), e->board.ring,
					     &places[n]), "bad place %s", w);
		n++;
	}
	ck_assert_msg(pc_position_set(e, pos, c, places, &err) == PC_OK, "%s",
		      err.message);
}

void
util_setup(const struct pc_engine *e, struct pc_position *pos,
	   const char *text)
{
	char copy[TEXT_MAX], *save = NULL;
	bool first = true;

	pc_position_init(e, pos, 0, PC_YELLOW);
	snprintf(copy, sizeof copy, "%s", text);
	for (char *sec = strtok_r(copy, ";", &save); sec != NULL;
	     sec = strtok_r(NULL, ";", &save)) {
		char *colon = strchr(sec, ':'), *key = sec;
		enum pc_colour c;

		ck_assert_msg(colon != NULL, "no ':' in %s", sec);
		*colon = '\0';
		while (*key == ' ')
			key++;
		if (strcmp(key, "move") == 0) {
			char *v = colon + 1;

			while (*v == ' ')
				v++;
			ck_assert(pc_colour_parse(v, strlen(v), &c));
			pos->to_move = (uint8_t)c;
		} else if (strcmp(key, "sixes") == 0) {
			pos->sixes = (uint8_t)atoi(colon + 1);
		} else if (strcmp(key, "last") == 0) {
			/* The player's own piece: "move:" comes first. */
			pos->last_moved = (uint8_t)(atoi(colon + 1) - 1);
			pos->last_colour = pos->to_move;
		} else {
			ck_assert_msg(pc_colour_parse(key, strlen(key), &c),
				      "bad colour %s", key);
			setup_colour(e, pos, c, colon + 1);
			if (first)
				pos->to_move = (uint8_t)c;
			first = false;
		}
	}
}

static int
compare(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* Sorts n play texts and joins them with "|". */
static const char *
join_plays(const struct pc_engine *e, const struct pc_play *plays, size_t n)
{
	static char texts[PLAYS_MAX][PC_PLAY_TEXT_MAX];
	char *out = buffer();

	ck_assert_uint_le(n, PLAYS_MAX);
	for (size_t k = 0; k < n; k++)
		pc_play_format(e, &plays[k], PC_NOTATION_SHORT, texts[k]);
	qsort(texts, n, sizeof texts[0], compare);
	for (size_t k = 0; k < n; k++) {
		if (k > 0)
			strcat(out, "|");
		strcat(out, texts[k]);
	}
	return out;
}

/* Every legal play of the roll dice[0..nd), sorted and joined. */
static const char *
legal_of(const struct pc_engine *e, const struct pc_position *pos,
	 const uint8_t *dice, int nd)
{
	static struct pc_play plays[PLAYS_MAX];
	size_t n = pc_legal_plays(e, pos, dice, nd, plays, PLAYS_MAX);

	return join_plays(e, plays, n);
}

const char *
util_legal(const struct pc_engine *e, const struct pc_position *pos, int roll)
{
	uint8_t dice[PC_ROLL_DICE];
	int nd = util_dice_of(roll, dice);

	return legal_of(e, pos, dice, nd);
}

const char *
util_legal_dice(const struct pc_engine *e, const struct pc_position *pos,
		const char *text)
{
	uint8_t dice[PC_ROLL_DICE];
	int nd = util_dice_parse(text, dice);

	return legal_of(e, pos, dice, nd);
}

const char *
util_where(const struct pc_engine *e, const struct pc_position *pos)
{
	char *out = buffer(), place[PC_PLACE_TEXT_MAX];

	for (int c = 0; c < PC_NCOLOURS; c++) {
		if (!(pos->playing & (1u << c)))
			continue;
		if (out[0] != '\0')
			strcat(out, "; ");
		strcat(out, pc_colour_name((enum pc_colour)c));
		strcat(out, ":");
		for (int i = 0; i < PC_PIECES; i++) {
			strcat(out, " ");
			strcat(out, pc_place_format(
				pc_position_place(e, pos, (enum pc_colour)c, i),
				place));
		}
	}
	return out;
}

/* Parses space-separated steps; returns how many. */
static size_t
parse_steps(const char *text, struct pc_step steps[STEPS_MAX])
{
	char copy[TEXT_MAX], why_text[PC_WHY_MAX];
	size_t n = 0;

	snprintf(copy, sizeof copy, "%s", text);
	for (char *w = strtok(copy, " "); w != NULL; w = strtok(NULL, " ")) {
		ck_assert_uint_lt(n, STEPS_MAX);
		ck_assert_msg(pc_step_parse(w, strlen(w), &steps[n], why_text,
					    sizeof why_text), "%s", why_text);
		n++;
	}
	return n;
}

static struct pc_play completion_buf[PLAYS_MAX];

/* util_check_text() for the roll dice[0..nd). */
static enum pc_verdict
check_of(const struct pc_engine *e, const struct pc_position *pos,
	 const uint8_t *dice, int nd, const char *text, struct pc_check *res)
{
	struct pc_step steps[STEPS_MAX];
	size_t n = parse_steps(text, steps);

	return pc_check_steps(e, pos, dice, nd, steps, n, completion_buf,
			      PLAYS_MAX, res);
}

enum pc_verdict
util_check_text(const struct pc_engine *e, const struct pc_position *pos,
		int roll, const char *text, struct pc_check *res)
{
	uint8_t dice[PC_ROLL_DICE];
	int nd = util_dice_of(roll, dice);

	return check_of(e, pos, dice, nd, text, res);
}

const char *
util_completions(const struct pc_engine *e, const struct pc_position *pos,
		 int roll, const char *steps)
{
	struct pc_check res;

	ck_assert_int_eq(util_check_text(e, pos, roll, steps, &res),
			 PC_PLAY_PARTIAL);
	return join_plays(e, completion_buf, res.ncompletions);
}

/* util_play() for the roll dice[0..nd). */
static struct pc_flow
play_of(const struct pc_engine *e, struct pc_position *pos,
	const uint8_t *dice, int nd, const char *steps)
{
	struct pc_check res;
	struct pc_flow flow;

	check_of(e, pos, dice, nd, steps, &res);
	ck_assert_msg(res.verdict == PC_PLAY_COMPLETE,
		      "\"%s\" is not a complete play (%d): %s", steps,
		      (int)res.verdict, res.why);
	pc_apply_play(e, pos, dice, nd, &res.play, &flow);
	return flow;
}

struct pc_flow
util_play(const struct pc_engine *e, struct pc_position *pos, int roll,
	  const char *steps)
{
	uint8_t dice[PC_ROLL_DICE];
	int nd = util_dice_of(roll, dice);

	return play_of(e, pos, dice, nd, steps);
}

struct pc_flow
util_play_dice(const struct pc_engine *e, struct pc_position *pos,
	       const char *text, const char *steps)
{
	uint8_t dice[PC_ROLL_DICE];
	int nd = util_dice_parse(text, dice);

	return play_of(e, pos, dice, nd, steps);
}

/* util_why() for the roll dice[0..nd). */
static const char *
why_of(const struct pc_engine *e, const struct pc_position *pos,
       const uint8_t *dice, int nd, const char *steps, int *bad)
{
	static struct pc_check res;

	ck_assert_int_eq(check_of(e, pos, dice, nd, steps, &res),
			 PC_PLAY_ILLEGAL);
	if (bad != NULL)
		*bad = res.bad_step;
	return res.why;
}

const char *
util_why(const struct pc_engine *e, const struct pc_position *pos, int roll,
	 const char *steps, int *bad)
{
	uint8_t dice[PC_ROLL_DICE];
	int nd = util_dice_of(roll, dice);

	return why_of(e, pos, dice, nd, steps, bad);
}

const char *
util_why_dice(const struct pc_engine *e, const struct pc_position *pos,
	      const char *text, const char *steps, int *bad)
{
	uint8_t dice[PC_ROLL_DICE];
	int nd = util_dice_parse(text, dice);

	return why_of(e, pos, dice, nd, steps, bad);
}

/* pc_pick_play's choice: the number *arg, within the m plays offered. */
static size_t
choose_given(size_t m, void *arg)
{
	size_t k = *(const size_t *)arg;

	return k < m ? k : m - 1;
}

bool
util_pick_agrees(const struct pc_engine *e, const struct pc_position *pos,
		 const uint8_t *dice, int ndice, const struct pc_play *listed,
		 size_t n, size_t k, struct pc_play *scratch, size_t cap)
{
	const struct pc_play *chosen = NULL;
	size_t counted = pc_pick_play(e, pos, dice, ndice, scratch, cap,
				      choose_given, &k, &chosen);

	if (counted != n)
		return false;
	if (n == 0)
		return true;
	return chosen != NULL && k < cap && chosen->player == listed[k].player &&
	       chosen->nmoves == listed[k].nmoves &&
	       memcmp(chosen->moves, listed[k].moves,
		      (size_t)chosen->nmoves * sizeof chosen->moves[0]) == 0;
}
