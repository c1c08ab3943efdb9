/* rules.c: the table of rule options and the presets (parchis(6), RULE
 * OPTIONS). */
#include <config.h>

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "buffer.h"
#include "i18n.h"
#include "rules.h"

enum kind { BOOL, RANGE, CHOICE, NAMES, HOURS };

struct option {
	const char *name;
	size_t offset;		/* of the field in struct pc_rules */
	enum kind kind;
	int low, high;		/* RANGE: low..high */
	int choices[4];		/* CHOICE: allowed numbers, 0-terminated */
	const char *names[5];	/* NAMES: the values, NULL-terminated */
	int preset[PC_NPRESETS];
};

#define FIELD(f) #f, offsetof(struct pc_rules, f)

/* classic, superparchis, pairs, event, american: the presets' columns of
 * parchis(6)'s table and the paragraph after it. */
static const struct option options[PC_NOPTIONS] = {
	{FIELD(dice_per_roll), CHOICE, 0, 0, {1, 2}, {NULL}, {1, 2, 1, 1, 2}},
	{FIELD(roll_per_piece), BOOL, 0, 1, {0}, {NULL}, {0, 0, 0, 1, 0}},
	{FIELD(start_in_play), RANGE, 0, 1, {0}, {NULL}, {0, 0, 0, 0, 0}},
	{FIELD(exit_roll), RANGE, 1, 6, {0}, {NULL}, {5, 5, 5, 5, 5}},
	{FIELD(first_five_two), BOOL, 0, 1, {0}, {NULL}, {0, 0, 0, 0, 0}},
	{FIELD(exit_capture), NAMES, 0, 0, {0},
	 {"last_arrived", "not_barrier", "none", "single", NULL},
	 {PC_EXIT_CAPTURE_LAST_ARRIVED, PC_EXIT_CAPTURE_LAST_ARRIVED,
	  PC_EXIT_CAPTURE_LAST_ARRIVED, PC_EXIT_CAPTURE_NONE,
	  PC_EXIT_CAPTURE_SINGLE}},
	{FIELD(six_all_out), CHOICE, 0, 0, {6, 7, 12}, {NULL}, {7, 6, 7, 6, 6}},
	{FIELD(repeat_roll), BOOL, 0, 1, {0}, {NULL}, {1, 1, 1, 1, 1}},
	{FIELD(three_sixes), NAMES, 0, 0, {0}, {"nest", "none", "furthest", NULL},
	 {PC_THREE_SIXES_NEST, PC_THREE_SIXES_NEST, PC_THREE_SIXES_NEST,
	  PC_THREE_SIXES_NEST, PC_THREE_SIXES_FURTHEST}},
	{FIELD(barriers), NAMES, 0, 0, {0},
	 {"same_colour", "mixed", "safe_only", "none", NULL},
	 {PC_BARRIERS_SAME_COLOUR, PC_BARRIERS_SAME_COLOUR,
	  PC_BARRIERS_SAME_COLOUR, PC_BARRIERS_MIXED, PC_BARRIERS_SAME_COLOUR}},
	{FIELD(open_barrier_on_six), BOOL, 0, 1, {0}, {NULL}, {1, 1, 1, 0, 0}},
	{FIELD(blocked_move), NAMES, 0, 0, {0}, {"forbid", "stop", NULL},
	 {PC_BLOCKED_FORBID, PC_BLOCKED_FORBID, PC_BLOCKED_FORBID,
	  PC_BLOCKED_STOP, PC_BLOCKED_FORBID}},
	{FIELD(capture_bonus), RANGE, 0, 99, {0}, {NULL}, {20, 20, 20, 20, 20}},
	{FIELD(goal_bonus), RANGE, 0, 99, {0}, {NULL}, {10, 10, 10, 10, 10}},
	{FIELD(bonus_piece), NAMES, 0, 0, {0}, {"any", "mover", NULL},
	 {PC_BONUS_PIECE_ANY, PC_BONUS_PIECE_ANY, PC_BONUS_PIECE_ANY,
	  PC_BONUS_PIECE_MOVER, PC_BONUS_PIECE_ANY}},
	{FIELD(goal_entry), NAMES, 0, 0, {0}, {"exact", "bounce", NULL},
	 {PC_GOAL_ENTRY_EXACT, PC_GOAL_ENTRY_EXACT, PC_GOAL_ENTRY_EXACT,
	  PC_GOAL_ENTRY_BOUNCE, PC_GOAL_ENTRY_EXACT}},
	{FIELD(teams), NAMES, 0, 0, {0}, {"none", "pairs", "event", NULL},
	 {PC_TEAMS_NONE, PC_TEAMS_NONE, PC_TEAMS_PAIRS, PC_TEAMS_EVENT,
	  PC_TEAMS_NONE}},
	{FIELD(capture_partner), BOOL, 0, 1, {0}, {NULL}, {0, 0, 1, 0, 0}},
	{FIELD(turn_order), NAMES, 0, 0, {0},
	 {"counterclockwise", "clockwise", NULL},
	 {PC_TURN_ORDER_COUNTERCLOCKWISE, PC_TURN_ORDER_COUNTERCLOCKWISE,
	  PC_TURN_ORDER_COUNTERCLOCKWISE, PC_TURN_ORDER_CLOCKWISE,
	  PC_TURN_ORDER_COUNTERCLOCKWISE}},
	{FIELD(places), RANGE, 1, 7, {0}, {NULL}, {1, 1, 1, 2, 1}},
	{FIELD(safe_share), BOOL, 0, 1, {0}, {NULL}, {1, 1, 1, 1, 0}},
	{FIELD(doubles_faces), BOOL, 0, 1, {0}, {NULL}, {0, 0, 0, 0, 1}},
	{FIELD(barrier_together), BOOL, 0, 1, {0}, {NULL}, {1, 0, 1, 1, 0}},
	{FIELD(barrier_scope), NAMES, 0, 0, {0}, {"turn", "roll", NULL},
	 {PC_BARRIER_SCOPE_TURN, PC_BARRIER_SCOPE_TURN, PC_BARRIER_SCOPE_TURN,
	  PC_BARRIER_SCOPE_TURN, PC_BARRIER_SCOPE_ROLL}},
	/* The American game's: a barrier may not move together within a
	 * roll, a 5 is one amount among the dice, the 20
	 * and the 10 are used in any order with them, and a play need not
	 * use the most dice, only leave none that could still move. */
	{FIELD(exit_first), BOOL, 0, 1, {0}, {NULL}, {1, 1, 1, 1, 0}},
	{FIELD(bonus_order), NAMES, 0, 0, {0}, {"at_once", "with_dice", NULL},
	 {PC_BONUS_ORDER_AT_ONCE, PC_BONUS_ORDER_AT_ONCE,
	  PC_BONUS_ORDER_AT_ONCE, PC_BONUS_ORDER_AT_ONCE,
	  PC_BONUS_ORDER_WITH_DICE}},
	{FIELD(most_dice), BOOL, 0, 1, {0}, {NULL}, {1, 1, 1, 1, 0}},
	/* Seed 001's time per turn, for games by mail: "48h", "7d", none. */
	{FIELD(turn_limit), HOURS, 1, 24 * 90, {0}, {NULL}, {0, 0, 0, 0, 0}},
	/* parchis(6), seats: the 6- and 8-seat boards. */
	{FIELD(seats), CHOICE, 0, 0, {4, 6, 8}, {NULL}, {4, 4, 4, 4, 4}},
};

static const char *const preset_names[PC_NPRESETS] = {
	[PC_PRESET_CLASSIC] = "classic",
	[PC_PRESET_SUPERPARCHIS] = "superparchis",
	[PC_PRESET_PAIRS] = "pairs",
	[PC_PRESET_EVENT] = "event",
	[PC_PRESET_AMERICAN] = "american",
};

static bool
equals(const char *text, size_t len, const char *word)
{
	return strlen(word) == len && memcmp(text, word, len) == 0;
}

const char *
pc_preset_name(enum pc_preset p)
{
	return (unsigned)p < PC_NPRESETS ? preset_names[p] : "?";
}

/* The names Spanish players give the presets, accented or not; the
 * record is always written with the English ones. */
static const struct {
	const char *name;
	enum pc_preset preset;
} spanish_presets[] = {
	{"cl\xc3\xa1sico", PC_PRESET_CLASSIC},
	{"clasico", PC_PRESET_CLASSIC},
	{"superparch\xc3\xads", PC_PRESET_SUPERPARCHIS},
	{"parejas", PC_PRESET_PAIRS},
	{"equipos", PC_PRESET_EVENT},
	{"americano", PC_PRESET_AMERICAN},
};

bool
pc_preset_parse(const char *text, size_t len, enum pc_preset *out)
{
	for (int p = 0; p < PC_NPRESETS; p++) {
		if (equals(text, len, preset_names[p])) {
			*out = (enum pc_preset)p;
			return true;
		}
	}
	for (size_t i = 0; i < sizeof spanish_presets / sizeof *spanish_presets;
	     i++) {
		if (equals(text, len, spanish_presets[i].name)) {
			*out = spanish_presets[i].preset;
			return true;
		}
	}
	return false;
}

const char *
pc_option_name(int i)
{
	return options[i].name;
}

int
pc_option_find(const char *text, size_t len)
{
	for (int i = 0; i < PC_NOPTIONS; i++)
		if (equals(text, len, options[i].name))
			return i;
	return -1;
}

bool
pc_option_is_bool(int i)
{
	return options[i].kind == BOOL;
}

bool
pc_option_is_number(int i)
{
	return options[i].kind == RANGE || options[i].kind == CHOICE;
}

/* A decimal number of at most two digits, no sign, no leading zero. */
static bool
parse_number(const char *text, size_t len, int *out)
{
	if (len == 0 || len > 2 || (len == 2 && text[0] == '0'))
		return false;
	*out = 0;
	for (size_t k = 0; k < len; k++) {
		if (text[k] < '0' || text[k] > '9')
			return false;
		*out = *out * 10 + (text[k] - '0');
	}
	return true;
}

/* "none", or a number of hours ("48h") or days ("7d"), into hours. */
static bool
parse_hours(const char *text, size_t len, int *out)
{
	int n = 0;

	if (equals(text, len, "none")) {
		*out = 0;
		return true;
	}
	if (len < 2 || len > 5 || (text[len - 1] != 'h' && text[len - 1] != 'd'))
		return false;
	for (size_t k = 0; k + 1 < len; k++) {
		if (text[k] < '0' || text[k] > '9' || (k == 0 && text[k] == '0'))
			return false;
		n = n * 10 + (text[k] - '0');
	}
	*out = text[len - 1] == 'd' ? n * 24 : n;
	return true;
}

/* Writes the values option o accepts, for an error message. */
static void
describe(const struct option *o, char *buf, size_t size)
{
	size_t n = 0, count = 0;

	switch (o->kind) {
	case BOOL:
		snprintf(buf, size, _("true or false"));
		return;
	case RANGE:
		snprintf(buf, size, _("a number from %d to %d"), o->low,
			 o->high);
		return;
	case CHOICE:
		while (count < 4 && o->choices[count] != 0)
			count++;
		buf[0] = '\0';
		for (size_t k = 0; k < count; k++)
			pc_fixed_appendf(buf, size, &n, "%s%d",
					 pc_list_sep(k, count, _(" or ")),
					 o->choices[k]);
		return;
	case HOURS:
		snprintf(buf, size,
			 _("none, or hours or days up to 90d (48h, 7d)"));
		return;
	case NAMES:
		while (o->names[count] != NULL)
			count++;
		buf[0] = '\0';
		for (size_t k = 0; k < count; k++)
			pc_fixed_appendf(buf, size, &n, "%s%s",
					 pc_list_sep(k, count, _(" or ")),
					 o->names[k]);
		return;
	}
}

bool
pc_option_parse_value(int i, const char *text, size_t len, int *out,
		      char *expected, size_t expected_size)
{
	const struct option *o = &options[i];
	int n;

	switch (o->kind) {
	case BOOL:
		if (equals(text, len, "true") || equals(text, len, "false")) {
			*out = text[0] == 't';
			return true;
		}
		break;
	case RANGE:
		if (parse_number(text, len, &n) && n >= o->low && n <= o->high) {
			*out = n;
			return true;
		}
		break;
	case CHOICE:
		if (parse_number(text, len, &n))
			for (int k = 0; k < 4 && o->choices[k] != 0; k++)
				if (o->choices[k] == n) {
					*out = n;
					return true;
				}
		break;
	case NAMES:
		for (int k = 0; o->names[k] != NULL; k++)
			if (equals(text, len, o->names[k])) {
				*out = k;
				return true;
			}
		break;
	case HOURS:
		if (parse_hours(text, len, &n) && (n == 0 ||
						   (n >= o->low && n <= o->high))) {
			*out = n;
			return true;
		}
		break;
	}
	if (expected != NULL && expected_size > 0)
		describe(o, expected, expected_size);
	return false;
}

const char *
pc_option_format_value(int i, int value, char buf[24])
{
	const struct option *o = &options[i];

	switch (o->kind) {
	case BOOL:
		snprintf(buf, 24, "%s", value ? "true" : "false");
		break;
	case RANGE:
	case CHOICE:
		snprintf(buf, 24, "%d", value);
		break;
	case NAMES:
		snprintf(buf, 24, "%s", o->names[value]);
		break;
	case HOURS:
		if (value == 0)
			snprintf(buf, 24, "none");
		else if (value % 24 == 0)
			snprintf(buf, 24, "%dd", value / 24);
		else
			snprintf(buf, 24, "%dh", value);
		break;
	}
	return buf;
}

int
pc_rules_get(const struct pc_rules *rules, int i)
{
	const int *field;

	field = (const int *)(const void *)((const char *)rules +
					    options[i].offset);
	return *field;
}

void
pc_rules_set(struct pc_rules *rules, int i, int value)
{
	int *field = (int *)(void *)((char *)rules + options[i].offset);

	*field = value;
}

void
pc_rules_preset(enum pc_preset p, struct pc_rules *out)
{
	for (int i = 0; i < PC_NOPTIONS; i++)
		pc_rules_set(out, i, options[i].preset[p]);
}

void
pc_rules_resolve(const struct pc_rule_choice *choice, struct pc_rules *out)
{
	pc_rules_preset(choice->preset, out);
	for (int i = 0; i < PC_NOPTIONS; i++)
		if (choice->overridden & (UINT32_C(1) << i))
			pc_rules_set(out, i, choice->values[i]);
}

bool
pc_rules_check(const struct pc_rules *rules, unsigned seated, char *why,
	       size_t why_size)
{
	const char *problem = NULL;
	unsigned all = (1u << rules->seats) - 1;

	if (seated & ~all)
		problem = rules->seats == 4
			? _("orange, purple, cyan and pink sit at the 6- and "
			    "8-seat boards (seats: 6 or 8)")
			: _("cyan and pink sit at the 8-seat board (seats: 8)");
	else if (rules->teams == PC_TEAMS_PAIRS && rules->seats == 4 &&
		 (seated & all) != all)
		problem =
		    _("teams: pairs needs four players, partners opposite "
		      "(yellow with red, blue with green)");
	else if (rules->teams == PC_TEAMS_PAIRS && (seated & all) != all)
		problem = rules->seats == 6
			? _("teams: pairs on 6 seats needs six players, "
			    "partners opposite (yellow with green, blue with "
			    "orange, red with purple)")
			: _("teams: pairs on 8 seats needs eight players, "
			    "partners opposite (yellow with orange, blue with "
			    "purple, red with cyan, green with pink)");
	else if (rules->teams == PC_TEAMS_EVENT && rules->seats != 4)
		problem = _("teams: event is played on the 4-seat board "
			    "(seats: 4): its teams are the four "
			    "colours");
	else if (rules->capture_partner && rules->teams != PC_TEAMS_PAIRS)
		problem = _("capture_partner: true needs teams: pairs");
	else if (rules->doubles_faces && rules->dice_per_roll != 2)
		problem = _("doubles_faces: true needs dice_per_roll: 2");
	else if (rules->first_five_two && rules->dice_per_roll != 1)
		problem = _("first_five_two: true is for one die "
			    "(dice_per_roll: 1)");
	else if (rules->roll_per_piece && rules->dice_per_roll != 1)
		problem = _("roll_per_piece: true rolls one die a piece "
			    "(dice_per_roll: 1)");
	else if (rules->roll_per_piece && rules->teams == PC_TEAMS_PAIRS)
		problem = _("roll_per_piece: true is not played in pairs: a "
			    "player's own dice would have no partner's pieces "
			    "to move");
	else if (rules->roll_per_piece && rules->first_five_two)
		problem = _("first_five_two: true is for a player's roll, not "
			    "a roll per piece");
	else if (rules->bonus_order == PC_BONUS_ORDER_WITH_DICE &&
		 (rules->dice_per_roll != 2 || rules->roll_per_piece))
		problem = _("bonus_order: with_dice needs dice_per_roll: 2");
	else if (rules->bonus_order == PC_BONUS_ORDER_WITH_DICE &&
		 rules->bonus_piece == PC_BONUS_PIECE_MOVER)
		problem = _("bonus_order: with_dice needs bonus_piece: any");
	else if (rules->teams == PC_TEAMS_EVENT && !rules->roll_per_piece)
		problem = _("teams: event needs roll_per_piece: true (each "
			    "person is a piece with its own die)");
	if (problem != NULL)
		snprintf(why, why_size, "%s", problem);
	return problem == NULL;
}
