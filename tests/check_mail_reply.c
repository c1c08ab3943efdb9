/* check_mail_reply.c: the command and the say of a short mail reply
 * (mail-reply.h), rule by rule. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check-util.h"
#include "mail-reply.h"

static struct pc_reply_text r;

static void
teardown(void)
{
	pc_reply_text_free(&r);
}

static void
parse(const char *text)
{
	struct pc_error err;

	pc_reply_text_free(&r);
	ck_assert_int_eq(pc_reply_parse(text, strlen(text), &r, &err), PC_OK);
}

/* The reply text reads as command (NULL: none) and say (NULL: none). */
static void
reads(const char *text, const char *command, const char *say)
{
	parse(text);
	if (command == NULL)
		ck_assert_msg(r.command == NULL, "command '%s' in:\n%s",
			      r.command, text);
	else
		ck_assert_msg(r.command != NULL &&
			      strcmp(r.command, command) == 0,
			      "command '%s', not '%s', in:\n%s", r.command,
			      command, text);
	if (say == NULL)
		ck_assert_msg(r.say == NULL, "say '%s' in:\n%s", r.say, text);
	else
		ck_assert_msg(r.say != NULL && strcmp(r.say, say) == 0,
			      "say '%s', not '%s', in:\n%s", r.say, say, text);
}

static enum pc_reply_kind
kind(const char *line, const char **word)
{
	return pc_reply_line_kind(line, strlen(line), word);
}

START_TEST(test_line_kinds)
{
	static const char *const steps[] = {
		"1+4", "2", "r2", "B3+20", "+5", "2+5, 1+20", "2 20", "1 + 4",
		" 1+4 ", "1+4.", "3+3;4+1", "1+1, 3+3, 4+1, 1+10, 1+20", NULL};
	static const char *const other[] = {
		"", "Hi,", "Hola:", "2026", "10:00", "1+", "+", "r", "1++4",
		"1+4 please", "pass me the salt", "1+444", "move 1+4",
		"yellow", "1-4", NULL};
	const char *word;

	for (int i = 0; steps[i] != NULL; i++)
		ck_assert_msg(kind(steps[i], &word) == PC_REPLY_STEPS,
			      "'%s' is no steps", steps[i]);
	for (int i = 0; other[i] != NULL; i++)
		ck_assert_msg(kind(other[i], &word) == PC_REPLY_OTHER,
			      "'%s' is read", other[i]);
	ck_assert_ptr_null(word);
	ck_assert_int_eq(kind("Pass", &word), PC_REPLY_PASS);
	ck_assert_str_eq(word, "pass");
	ck_assert_int_eq(kind("paso", &word), PC_REPLY_PASS);
	ck_assert_int_eq(kind("Paso   turno!", &word), PC_REPLY_PASS);
	ck_assert_int_eq(kind("pasar", &word), PC_REPLY_PASS);
	ck_assert_int_eq(kind("TABLERO", &word), PC_REPLY_WORD);
	ck_assert_str_eq(word, "board");
	ck_assert_int_eq(kind("jugadas", &word), PC_REPLY_WORD);
	ck_assert_str_eq(word, "moves");
	ck_assert_int_eq(kind("me rindo.", &word), PC_REPLY_WORD);
	ck_assert_str_eq(word, "resign");
	ck_assert_int_eq(kind("sal", &word), PC_REPLY_WORD);
	ck_assert_str_eq(word, "salt");
	ck_assert_int_eq(kind("ayuda", &word), PC_REPLY_WORD);
	ck_assert_str_eq(word, "help");
	ck_assert_int_eq(kind("board", NULL), PC_REPLY_WORD);
}
END_TEST

START_TEST(test_top_posted)
{
	reads("1+4\n\nBuena suerte.\n\n> quoted\n", "1+4", "Buena suerte.");
	ck_assert_uint_eq(r.command_line, 1);
	reads("\n  2+4.  \nline one\n\nline two  \n\n\n> q\n", "2+4",
	      "line one\n\nline two");
	ck_assert_uint_eq(r.command_line, 2);
	reads("1+4\r\nsay\r\n", "1+4", "say");
	reads("pass\n", "pass", NULL);
	reads("tablero\n", "tablero", NULL);
	reads("", NULL, NULL);
	reads("Thanks!\n\n> 1+4\n", NULL, NULL);
}
END_TEST

START_TEST(test_greeting_and_bottom_posted)
{
	reads("Hola,\n\nOn Mon, R wrote:\n> Your moves:\n>   1+4: 23 -> 27\n"
	      "\n2+4\n\nsay\n", "2+4", "say");
	ck_assert_uint_eq(r.command_line, 7);
	/* The say ends at the next quote. */
	reads("> a\n1\nmine\n> b\nnot mine\n", "1", "mine");
	/* A remark above the move is passed over. */
	reads("Voy con la ficha 2:\n2\n", "2", NULL);
}
END_TEST

START_TEST(test_attributions)
{
	static const char *const lines[] = {
		"On Mon, 30 Nov 2026 at 10:00, Referee <r@x> wrote:",
		"El lun, 30 nov 2026 a las 10:00, \xC3\x81rbitro (<r@x>) "
		"escribi\xC3\xB3:",
		"Le lun. 30 nov. 2026 \xC3\xA0 10:00, <r@x> a \xC3\xA9" "crit :",
		"Am Mo., 30. Nov. 2026 um 10:00 Uhr schrieb Referee <r@x>:",
		"Il giorno lun 30 nov 2026 alle ore 10:00 <r@x> ha scritto:",
		"Em seg., 30 de nov. de 2026 \xC3\xA0s 10:00, <r@x> escreveu:",
		"r@x wrote:",
		NULL};
	char text[512];

	for (int i = 0; lines[i] != NULL; i++) {
		snprintf(text, sizeof text, "1+4\nsay\n%s\n> x\n", lines[i]);
		reads(text, "1+4", "say");
	}
	/* Wrapped over two lines. */
	reads("1+4\nsay\nOn Mon, 30 Nov 2026 at 10:00, Referee <\nr@x> wrote:"
	      "\n\n> x\n", "1+4", "say");
	reads("1\nsay\nEl lun, 30 nov 2026 a las 10:00, <r@x>\n"
	      "escribi\xC3\xB3:\n> x\n", "1", "say");
	reads("1\nsay\nOn Mon, 30 Nov 2026 10:00:00 +0000\nr@x wrote:\n\n> x\n",
	      "1", "say");
	reads("1\nsay\nAm 30.11.26 um 10:00 schrieb Referee\n<r@x>:\n> x\n",
	      "1", "say");
	/* Without its first words and without a quote after it, a line
	 * that ends so is the player's. */
	reads("1\nas Luis wrote:\nmine\n", "1", "as Luis wrote:\nmine");
}
END_TEST

START_TEST(test_outlook_separators)
{
	static const char *const lines[] = {
		"-----Original Message-----", "-----Mensaje original-----",
		"-----Message d'origine-----",
		"-----Urspr\xC3\xBCngliche Nachricht-----",
		"-------- Original Message --------",
		"---------- Forwarded message ---------",
		"________________________________", NULL};
	char text[512];

	for (int i = 0; lines[i] != NULL; i++) {
		snprintf(text, sizeof text, "2\nsay\n\n%s\nFrom: r@x\n\n1+4\n",
			 lines[i]);
		reads(text, "2", "say");
		/* Nothing under it is read: it is the original. */
		snprintf(text, sizeof text, "Hi\n%s\n1+4\n", lines[i]);
		reads(text, NULL, NULL);
	}
}
END_TEST

START_TEST(test_outlook_header_block)
{
	reads("2\nsay\nFrom: Referee <r@x>\nSent: Monday\nTo: B\n"
	      "Subject: parchis\n\n1+4\n", "2", "say");
	reads("Hi\nDe: Referee <r@x>\nEnviado el: lunes\nPara: B\n"
	      "Asunto: parchis\n\n1+4\n", NULL, NULL);
	reads("2\n*From:* R\n*Sent:* Mon\n*Subject:* x\n", "2", NULL);
	/* "From:" alone is the player's text. */
	reads("2\nFrom: Bruno, with love\n", "2", "From: Bruno, with love");
}
END_TEST

START_TEST(test_signatures)
{
	reads("1+4\nsay\n-- \nBruno\n2+4\n", "1+4", "say");
	reads("1+4\nsay\n--\nBruno\n", "1+4", "say");
	reads("-- \n1+4\n", NULL, NULL);
	reads("2+4\nAll\xC3\xA1 voy.\n\nSent from my iPhone\n\n> x\n", "2+4",
	      "All\xC3\xA1 voy.");
	reads("2+4\nEnviado desde mi iPhone\n", "2+4", NULL);
	reads("2+4\nGet Outlook for Android\n", "2+4", NULL);
	/* "---" in a say is a record, not a signature. */
	reads("1\nsay\n---\nparchis: 1\n", "1", "say");
}
END_TEST

START_TEST(test_has_record)
{
	parse("1+4\n> parchis: 1\n> game: g\n");
	ck_assert(r.has_record);
	parse("1+4\n> > ---\n");
	ck_assert(r.has_record);
	parse("Here it is\nparchis: 1\n1+4\n");
	ck_assert(r.has_record);
	ck_assert_ptr_null(r.command);	/* not read past the record */
	parse("1+4\n-----Original Message-----\n");
	ck_assert(!r.has_record);
	parse("1+4\nparchis is fun\n");
	ck_assert(!r.has_record);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("mail-reply");
	TCase *rules = tcase_create("Rules");

	tcase_add_checked_fixture(rules, NULL, teardown);
	tcase_add_test(rules, test_line_kinds);
	tcase_add_test(rules, test_top_posted);
	tcase_add_test(rules, test_greeting_and_bottom_posted);
	tcase_add_test(rules, test_attributions);
	tcase_add_test(rules, test_outlook_separators);
	tcase_add_test(rules, test_outlook_header_block);
	tcase_add_test(rules, test_signatures);
	tcase_add_test(rules, test_has_record);
	suite_add_tcase(s, rules);
	return util_run_suite(s);
}
