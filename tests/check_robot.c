/* check_robot.c: the pieces of the referee address that need no mail
 * system: the marks and the ids that carry them, and the first line of
 * a reply read as a move or a command. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check-util.h"
#include "mail-mark.h"
#include "robot-words.h"

static const char key[] =
	"00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

START_TEST(test_mark_is_the_hmac_of_game_roll_and_colour)
{
	char a[PC_MAIL_MARK_HEX + 1], b[PC_MAIL_MARK_HEX + 1];

	/* python3 -c 'import hmac,hashlib; print(hmac.new(K.encode(),
	 * b"parchis:v1:mark:fx-1:26:blue", hashlib.sha256).hexdigest()[:12])' */
	pc_mail_mark(key, "fx-1", 26, "blue", a);
	ck_assert_uint_eq(strlen(a), PC_MAIL_MARK_HEX);
	ck_assert_str_eq(a, "6d0d4294cced");
	pc_mail_mark(key, "fx-1", 27, "blue", b);
	ck_assert_str_ne(a, b);
	pc_mail_mark(key, "fx-1", 26, "red", b);
	ck_assert_str_ne(a, b);
	pc_mail_mark(key, "fx-2", 26, "blue", b);
	ck_assert_str_ne(a, b);
	pc_mail_resign_code(key, "fx-1", "blue", b);
	ck_assert_str_ne(a, b);
}
END_TEST

START_TEST(test_mark_compare_is_exact_but_for_case)
{
	char a[PC_MAIL_MARK_HEX + 1], up[PC_MAIL_MARK_HEX + 1];

	pc_mail_mark(key, "fx-1", 26, "blue", a);
	for (int i = 0; i <= PC_MAIL_MARK_HEX; i++)
		up[i] = (char)(a[i] >= 'a' && a[i] <= 'f' ? a[i] - 32 : a[i]);
	ck_assert(pc_mail_mark_equal(a, strlen(a), a));
	ck_assert(pc_mail_mark_equal(up, strlen(up), a));
	ck_assert(!pc_mail_mark_equal(a, strlen(a) - 1, a));
	up[3] = up[3] == '0' ? '1' : '0';
	ck_assert(!pc_mail_mark_equal(up, strlen(up), a));
	ck_assert(!pc_mail_mark_equal("", 0, a));
}
END_TEST

START_TEST(test_ids_round_trip)
{
	char id[PC_MESSAGE_ID_MAX], bracketed[PC_MESSAGE_ID_MAX + 8];
	struct pc_mail_ref ref;

	pc_mail_ref_format("club-2026.17", 26, "m0123456789ab", "k9", "x.org",
			   id);
	ck_assert_str_eq(id, "parchis.26.m0123456789ab.k9.club-2026.17@x.org");
	snprintf(bracketed, sizeof bracketed, " <%s>\r\n", id);
	ck_assert(pc_mail_ref_parse(bracketed, strlen(bracketed), &ref));
	ck_assert_str_eq(ref.game, "club-2026.17");
	ck_assert_uint_eq(ref.n, 26);
	ck_assert_str_eq(ref.tag, "m0123456789ab");
}
END_TEST

START_TEST(test_ids_of_others_are_not_ours)
{
	static const char *const bad[] = {
		"<CAF=x@mail.gmail.com>",
		"<parchis.26.m01.k9.@x.org>",		/* no game */
		"<parchis..m01.k9.g@x.org>",		/* no roll */
		"<parchis.2x6.m01.k9.g@x.org>",		/* not a number */
		"<parchis.26.m01.k9.g/../x@x.org>",	/* not a game id */
		"<parchis.1234567890.m01.k9.g@x.org>",	/* too large */
		"<parchis.26.m0123456789abcd.k9.g@x.org>", /* tag too long */
		"<parchis.26.m01.g@x.org>",		/* a field short */
		"parchis.26",
	};
	struct pc_mail_ref ref;

	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		ck_assert_msg(!pc_mail_ref_parse(bad[i], strlen(bad[i]), &ref),
			      "%s read as ours", bad[i]);
}
END_TEST

static void
parse(const char *line, struct robot_command *c)
{
	robot_command_parse(line, strlen(line), c);
}

START_TEST(test_words_in_english_and_spanish)
{
	static const struct {
		const char *line;
		enum robot_verb verb;
	} words[] = {
		{"board", ROBOT_BOARD},	     {"Tablero", ROBOT_BOARD},
		{"moves.", ROBOT_MOVES},     {"jugadas", ROBOT_MOVES},
		{"resign", ROBOT_RESIGN},    {"Abandono!", ROBOT_RESIGN},
		{"me rindo", ROBOT_RESIGN},  {"help", ROBOT_HELP},
		{"AYUDA", ROBOT_HELP},	     {"Hola, ¿qué tal?", ROBOT_NONE},
		{"", ROBOT_NONE},	     {"thanks", ROBOT_NONE},
	};
	struct robot_command c;

	for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
		parse(words[i].line, &c);
		ck_assert_msg(c.verb == words[i].verb, "'%s' read as %s",
			      words[i].line, robot_verb_name(c.verb));
	}
}
END_TEST

START_TEST(test_steps_as_move_takes_them)
{
	struct robot_command c;

	parse("1+4 3+20", &c);
	ck_assert_int_eq(c.verb, ROBOT_MOVE);
	ck_assert_uint_eq(c.nsteps, 2);
	ck_assert_uint_eq(c.steps[0].piece, 1);
	ck_assert_uint_eq(c.steps[0].amount, 4);
	ck_assert_uint_eq(c.steps[1].amount, 20);
	parse("  1+4, 3+20 ", &c);
	ck_assert_uint_eq(c.nsteps, 2);
	parse("1+4 y 3+20.", &c);
	ck_assert_uint_eq(c.nsteps, 2);
	parse("[r2+5]", &c);
	ck_assert_int_eq(c.verb, ROBOT_MOVE);
	ck_assert(c.steps[0].has_colour);
	parse("+5", &c);
	ck_assert_int_eq(c.verb, ROBOT_MOVE);
	ck_assert_uint_eq(c.steps[0].piece, 0);
	parse("paso", &c);
	ck_assert_int_eq(c.verb, ROBOT_MOVE);
	ck_assert(c.steps[0].pass);
	parse("Pass", &c);
	ck_assert(c.steps[0].pass);
	/* As the board writes the pieces, either case, and blanks around
	 * a step's "+". */
	parse("Y1+2 b2 + 5", &c);
	ck_assert_int_eq(c.verb, ROBOT_MOVE);
	ck_assert_uint_eq(c.nsteps, 2);
	ck_assert(c.steps[0].has_colour);
	ck_assert_uint_eq(c.steps[0].colour, PC_YELLOW);
	ck_assert_uint_eq(c.steps[0].piece, 1);
	ck_assert_uint_eq(c.steps[0].amount, 2);
	ck_assert_uint_eq(c.steps[1].colour, PC_BLUE);
	ck_assert_uint_eq(c.steps[1].amount, 5);
	parse("K2+3", &c);	/* pink, of the 8-seat board */
	ck_assert_int_eq(c.verb, ROBOT_MOVE);
	ck_assert_uint_eq(c.steps[0].colour, PC_PINK);
}
END_TEST

START_TEST(test_a_bad_move_says_why)
{
	struct robot_command c;

	parse("5+4", &c);
	ck_assert_int_eq(c.verb, ROBOT_NONE);
	ck_assert_msg(strstr(c.why, "'5+4'") != NULL, "why: %s", c.why);
	parse("1+4 zz", &c);	/* no move at all: a remark */
	ck_assert_int_eq(c.verb, ROBOT_NONE);
	ck_assert_str_eq(c.why, "");
	parse("2 + 5", &c);
	ck_assert_int_eq(c.verb, ROBOT_MOVE);
	ck_assert_uint_eq(c.nsteps, 1);
	ck_assert_uint_eq(c.steps[0].amount, 5);
	parse("1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4 1", &c);
	ck_assert_int_eq(c.verb, ROBOT_NONE);
	ck_assert_msg(strstr(c.why, "at most") != NULL, "why: %s", c.why);
}
END_TEST

START_TEST(test_salt_takes_the_rest_of_the_line)
{
	struct robot_command c;
	char long_salt[100];

	parse("salt mi palabra secreta", &c);
	ck_assert_int_eq(c.verb, ROBOT_SALT);
	ck_assert_str_eq(c.word, "mi palabra secreta");
	parse("Sal  otra", &c);
	ck_assert_int_eq(c.verb, ROBOT_SALT);
	ck_assert_str_eq(c.word, "otra");
	memset(long_salt, 'a', sizeof long_salt);
	memcpy(long_salt, "salt ", 5);
	long_salt[sizeof long_salt - 1] = '\0';
	parse(long_salt, &c);
	ck_assert_int_eq(c.verb, ROBOT_NONE);
	ck_assert_msg(strstr(c.why, "at most") != NULL, "why: %s", c.why);
}
END_TEST

static Suite *
robot_suite(void)
{
	Suite *s = suite_create("robot");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_mark_is_the_hmac_of_game_roll_and_colour);
	tcase_add_test(tc, test_mark_compare_is_exact_but_for_case);
	tcase_add_test(tc, test_ids_round_trip);
	tcase_add_test(tc, test_ids_of_others_are_not_ours);
	tcase_add_test(tc, test_words_in_english_and_spanish);
	tcase_add_test(tc, test_steps_as_move_takes_them);
	tcase_add_test(tc, test_a_bad_move_says_why);
	tcase_add_test(tc, test_salt_takes_the_rest_of_the_line);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(robot_suite());
}
