/* check_rules.c: rule options and presets against the table of parchis(6).
 *
 * The expected values are typed here again from parchis(6), independently
 * of lib/rules.c, so that a slip in either shows. */
#include <config.h>

#include <check.h>

#include "check-util.h"
#include <stdlib.h>
#include <string.h>

#include "rules.h"

static const struct {
	const char *option;
	const char *values[PC_NPRESETS];	/* classic, superparchis,
						 * pairs, event, american */
} table[] = {
	{"dice_per_roll", {"1", "2", "1", "1", "2"}},
	{"roll_per_piece", {"false", "false", "false", "true", "false"}},
	{"start_in_play", {"0", "0", "0", "0", "0"}},
	{"exit_roll", {"5", "5", "5", "5", "5"}},
	{"first_five_two", {"false", "false", "false", "false", "false"}},
	{"exit_capture", {"last_arrived", "last_arrived", "last_arrived", "none",
			  "single"}},
	{"six_all_out", {"7", "6", "7", "6", "6"}},
	{"repeat_roll", {"true", "true", "true", "true", "true"}},
	{"three_sixes", {"nest", "nest", "nest", "nest", "furthest"}},
	{"barriers", {"same_colour", "same_colour", "same_colour", "mixed",
		      "same_colour"}},
	{"open_barrier_on_six", {"true", "true", "true", "false", "false"}},
	{"blocked_move", {"forbid", "forbid", "forbid", "stop", "forbid"}},
	{"capture_bonus", {"20", "20", "20", "20", "20"}},
	{"goal_bonus", {"10", "10", "10", "10", "10"}},
	{"bonus_piece", {"any", "any", "any", "mover", "any"}},
	{"goal_entry", {"exact", "exact", "exact", "bounce", "exact"}},
	{"teams", {"none", "none", "pairs", "event", "none"}},
	{"capture_partner", {"false", "false", "true", "false", "false"}},
	{"turn_order", {"counterclockwise", "counterclockwise",
			"counterclockwise", "clockwise", "counterclockwise"}},
	{"places", {"1", "1", "1", "2", "1"}},
	{"safe_share", {"true", "true", "true", "true", "false"}},
	{"doubles_faces", {"false", "false", "false", "false", "true"}},
	{"barrier_together", {"true", "false", "true", "true", "false"}},
	{"barrier_scope", {"turn", "turn", "turn", "turn", "roll"}},
	{"exit_first", {"true", "true", "true", "true", "false"}},
	{"bonus_order", {"at_once", "at_once", "at_once", "at_once",
			 "with_dice"}},
	{"most_dice", {"true", "true", "true", "true", "false"}},
	{"turn_limit", {"none", "none", "none", "none", "none"}},
	{"seats", {"4", "4", "4", "4", "4"}},
};

START_TEST(test_presets_match_the_rules_table)
{
	struct pc_rules rules;
	char buf[24];
	int option;

	ck_assert_int_eq(sizeof table / sizeof *table, PC_NOPTIONS);
	for (int p = 0; p < PC_NPRESETS; p++) {
		pc_rules_preset((enum pc_preset)p, &rules);
		for (size_t i = 0; i < sizeof table / sizeof *table; i++) {
			option = pc_option_find(table[i].option,
						strlen(table[i].option));
			ck_assert_int_ge(option, 0);
			ck_assert_msg(strcmp(pc_option_format_value(option,
					     pc_rules_get(&rules, option), buf),
					     table[i].values[p]) == 0,
				      "%s in %s is %s", table[i].option,
				      pc_preset_name((enum pc_preset)p), buf);
		}
	}
}
END_TEST

START_TEST(test_turn_limit_in_hours_and_days)
{
	char expected[120], buf[24];
	int option = pc_option_find("turn_limit", 10), value;

	ck_assert(pc_option_parse_value(option, "48h", 3, &value, expected,
					sizeof expected));
	ck_assert_int_eq(value, 48);
	ck_assert_str_eq(pc_option_format_value(option, value, buf), "2d");
	ck_assert(pc_option_parse_value(option, "7d", 2, &value, expected,
					sizeof expected));
	ck_assert_int_eq(value, 168);
	ck_assert(pc_option_parse_value(option, "36h", 3, &value, expected,
					sizeof expected));
	ck_assert_str_eq(pc_option_format_value(option, value, buf), "36h");
	ck_assert(pc_option_parse_value(option, "none", 4, &value, expected,
					sizeof expected));
	ck_assert_int_eq(value, 0);
}
END_TEST

START_TEST(test_combinations_that_make_no_sense)
{
	struct pc_rules r;
	char why[120];

	pc_rules_preset(PC_PRESET_PAIRS, &r);
	ck_assert(pc_rules_check(&r, 0xf, why, sizeof why));
	ck_assert(!pc_rules_check(&r, (1 << PC_YELLOW) | (1 << PC_RED), why,
				  sizeof why));
	ck_assert_str_eq(why, "teams: pairs needs four players, partners "
			      "opposite (yellow with red, blue with green)");
	pc_rules_preset(PC_PRESET_CLASSIC, &r);
	ck_assert(pc_rules_check(&r, 0x5, why, sizeof why));
	r.capture_partner = 1;
	ck_assert(!pc_rules_check(&r, 0xf, why, sizeof why));
	ck_assert_str_eq(why, "capture_partner: true needs teams: pairs");
	pc_rules_preset(PC_PRESET_CLASSIC, &r);
	r.doubles_faces = 1;
	ck_assert(!pc_rules_check(&r, 0xf, why, sizeof why));
	ck_assert_str_eq(why, "doubles_faces: true needs dice_per_roll: 2");
	pc_rules_preset(PC_PRESET_SUPERPARCHIS, &r);
	r.first_five_two = 1;
	ck_assert(!pc_rules_check(&r, 0xf, why, sizeof why));
	ck_assert_str_eq(why, "first_five_two: true is for one die "
			      "(dice_per_roll: 1)");
	pc_rules_preset(PC_PRESET_AMERICAN, &r);
	ck_assert(pc_rules_check(&r, 0xf, why, sizeof why));
	r.bonus_piece = PC_BONUS_PIECE_MOVER;
	ck_assert(!pc_rules_check(&r, 0xf, why, sizeof why));
	ck_assert_str_eq(why, "bonus_order: with_dice needs bonus_piece: any");
	pc_rules_preset(PC_PRESET_CLASSIC, &r);
	r.bonus_order = PC_BONUS_ORDER_WITH_DICE;
	ck_assert(!pc_rules_check(&r, 0xf, why, sizeof why));
	ck_assert_str_eq(why, "bonus_order: with_dice needs dice_per_roll: 2");
}
END_TEST

START_TEST(test_option_values_parse_and_format_both_ways)
{
	char expected[120], buf[24];
	int value;

	for (int i = 0; i < PC_NOPTIONS; i++) {
		ck_assert_int_eq(pc_option_find(pc_option_name(i),
						strlen(pc_option_name(i))), i);
		for (int p = 0; p < PC_NPRESETS; p++) {
			struct pc_rules r;

			pc_rules_preset((enum pc_preset)p, &r);
			pc_option_format_value(i, pc_rules_get(&r, i), buf);
			ck_assert(pc_option_parse_value(i, buf, strlen(buf),
							&value, expected,
							sizeof expected));
			ck_assert_int_eq(value, pc_rules_get(&r, i));
		}
	}
}
END_TEST

START_TEST(test_bad_values_say_what_is_accepted)
{
	static const struct {
		const char *option, *value, *expected;
	} cases[] = {
		{"six_all_out", "8", "6, 7 or 12"},
		{"six_all_out", "07", "6, 7 or 12"},
		{"dice_per_roll", "3", "1 or 2"},
		{"exit_roll", "0", "a number from 1 to 6"},
		{"capture_bonus", "100", "a number from 0 to 99"},
		{"capture_bonus", "-1", "a number from 0 to 99"},
		{"places", "", "a number from 1 to 7"},
		{"repeat_roll", "yes", "true or false"},
		{"teams", "trios", "none, pairs or event"},
		{"exit_capture", "all",
		 "last_arrived, not_barrier, none or single"},
		{"turn_limit", "2w", "none, or hours or days up to 90d (48h, 7d)"},
		{"turn_limit", "0h", "none, or hours or days up to 90d (48h, 7d)"},
		{"turn_limit", "91d", "none, or hours or days up to 90d (48h, 7d)"},
	};
	char expected[120];
	int value, option;

	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		option = pc_option_find(cases[i].option,
					strlen(cases[i].option));
		ck_assert(!pc_option_parse_value(option, cases[i].value,
						 strlen(cases[i].value), &value,
						 expected, sizeof expected));
		ck_assert_str_eq(expected, cases[i].expected);
	}
	ck_assert_int_eq(pc_option_find("sixes", 5), -1);
}
END_TEST

START_TEST(test_overrides_apply_over_the_preset)
{
	struct pc_rule_choice choice;
	struct pc_rules rules;
	enum pc_preset preset;

	memset(&choice, 0, sizeof choice);
	ck_assert(pc_preset_parse("parejas", 7, &preset));
	ck_assert_int_eq(preset, PC_PRESET_PAIRS);
	ck_assert(pc_preset_parse("superparch\xc3\xads", 13, &preset));
	ck_assert_int_eq(preset, PC_PRESET_SUPERPARCHIS);
	ck_assert(pc_preset_parse("equipos", 7, &preset));
	ck_assert_int_eq(preset, PC_PRESET_EVENT);
	ck_assert(pc_preset_parse("clasico", 7, &preset));
	ck_assert_int_eq(preset, PC_PRESET_CLASSIC);
	ck_assert(pc_preset_parse("americano", 9, &preset));
	ck_assert_int_eq(preset, PC_PRESET_AMERICAN);
	ck_assert(pc_preset_parse("american", 8, &preset));
	ck_assert_int_eq(preset, PC_PRESET_AMERICAN);
	ck_assert(!pc_preset_parse("pareja", 6, &preset));
	ck_assert(pc_preset_parse("pairs", 5, &preset));
	ck_assert(!pc_preset_parse("chess", 5, &preset));
	choice.preset = preset;
	choice.overridden = UINT32_C(1) << pc_option_find("six_all_out", 11);
	choice.values[pc_option_find("six_all_out", 11)] = 12;
	pc_rules_resolve(&choice, &rules);
	ck_assert_int_eq(rules.six_all_out, 12);
	ck_assert_int_eq(rules.teams, PC_TEAMS_PAIRS);
	ck_assert_int_eq(rules.capture_partner, 1);
	choice.overridden |= UINT32_C(1) << pc_option_find("turn_limit", 10);
	choice.values[pc_option_find("turn_limit", 10)] = 48;
	pc_rules_resolve(&choice, &rules);
	ck_assert_int_eq(rules.turn_limit, 48);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("rules");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_presets_match_the_rules_table);
	tcase_add_test(tc, test_turn_limit_in_hours_and_days);
	tcase_add_test(tc, test_combinations_that_make_no_sense);
	tcase_add_test(tc, test_option_values_parse_and_format_both_ways);
	tcase_add_test(tc, test_bad_values_say_what_is_accepted);
	tcase_add_test(tc, test_overrides_apply_over_the_preset);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
