/* check_mail_reply.c: the command and the say of a short mail reply
 * (mail-reply.h), rule by rule, and in every reply of the fixture
 * corpus tests/mail/replies/ (read whole, as the robot reads them: its
 * EXPECTED says what each player wrote). */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check-util.h"
#include "mail-read.h"
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
		" 1+4 ", "1+4.", "3+3;4+1", "1+1, 3+3, 4+1, 1+10, 1+20",
		"Y1+2", "o3 + 5", "K2", NULL};
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

START_TEST(test_a_nul_ends_the_text)
{
	struct pc_error err;

	ck_assert_int_eq(pc_reply_parse("2\nmine\0 more\n", 13, &r, &err),
			 PC_OK);
	ck_assert_str_eq(r.command, "2");
	ck_assert_str_eq(r.say, "mine");
	pc_reply_text_free(&r);
	ck_assert_int_eq(pc_reply_parse("2\n\0more\n", 8, &r, &err), PC_OK);
	ck_assert_ptr_null(r.say);
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

/* The fixtures answer the referee's mail of one game: these stand in
 * for its placeholders, as the robot's test has them. */
#define FX_SUBJECT "parchis fx-1: roll 26, blue to move"
#define FX_MSGID "<parchis.fx-1.26@club.example>"

/* data (len bytes) with every "@SUBJECT@" and "@MSGID@" replaced. */
static char *
fill(const char *data, size_t len, size_t *out_len)
{
	char *s = malloc(len * 2 + 1024), *w = s;

	ck_assert_ptr_nonnull(s);
	for (size_t i = 0; i < len;) {
		if (len - i >= 9 && memcmp(data + i, "@SUBJECT@", 9) == 0) {
			w += sprintf(w, "%s", FX_SUBJECT);
			i += 9;
		} else if (len - i >= 7 && memcmp(data + i, "@MSGID@", 7) == 0) {
			w += sprintf(w, "%s", FX_MSGID);
			i += 7;
		} else {
			*w++ = data[i++];
		}
	}
	*w = '\0';
	*out_len = (size_t)(w - s);
	return s;
}

/* A field of EXPECTED: "-" is none, "\n" a line break. */
static char *
field(const char *p, size_t n)
{
	char *s = malloc(n + 1), *w = s;

	ck_assert_ptr_nonnull(s);
	if (n == 1 && p[0] == '-') {
		free(s);
		return NULL;
	}
	for (size_t i = 0; i < n; i++) {
		if (p[i] == '\\' && i + 1 < n) {
			i++;
			*w++ = p[i] == 'n' ? '\n' : p[i];
		} else {
			*w++ = p[i];
		}
	}
	*w = '\0';
	return s;
}

/* Reads one fixture as the robot would, and checks what it says. */
static void
check_fixture(const char *name, const char *data, size_t len,
	      const char *command, const char *say)
{
	struct pc_mail_message m;
	struct pc_error err;
	char **ids = NULL;
	size_t n = 0;

	ck_assert_msg(pc_mail_read(data, len, &m, &err) == PC_OK,
		      "%s: %lu:%lu: %s", name, err.line, err.column,
		      err.message);
	ck_assert_msg(m.from_address != NULL &&
		      strcmp(m.from_address, "bruno@example.org") == 0,
		      "%s: from %s", name, m.from_address);
	ck_assert_str_eq(m.from_name, "Bruno");
	ck_assert_msg(m.subject != NULL &&
		      strstr(m.subject, ": " FX_SUBJECT) != NULL,
		      "%s: subject %s", name, m.subject);
	ck_assert_msg(m.message_id != NULL && strchr(m.message_id, '<') ==
		      NULL, "%s: message id %s", name, m.message_id);
	ck_assert_msg(!m.auto_generated, "%s: taken for a machine's", name);
	ck_assert_int_eq(pc_mail_thread_ids(&m, &ids, &n, &err), PC_OK);
	ck_assert_msg(n == 1 && strcmp(ids[0], "parchis.fx-1.26@club.example")
		      == 0, "%s: thread", name);
	pc_mail_ids_free(ids);
	ck_assert_msg(pc_reply_parse(m.text.data, m.text.len, &r, &err) ==
		      PC_OK, "%s: %s", name, err.message);
	ck_assert_msg((command == NULL && r.command == NULL) ||
		      (command != NULL && r.command != NULL &&
		       strcmp(command, r.command) == 0),
		      "%s: command '%s', not '%s'", name, r.command, command);
	ck_assert_msg((say == NULL && r.say == NULL) ||
		      (say != NULL && r.say != NULL &&
		       strcmp(say, r.say) == 0),
		      "%s: say '%s', not '%s'", name, r.say, say);
	ck_assert_msg(r.has_record || strcmp(name, "mutt.eml") == 0,
		      "%s: the quoted record is not seen", name);
	pc_reply_text_free(&r);
	pc_mail_message_free(&m);
}

/* A mail's text/plain part made something else: an HTML part beside
 * it is then the text. NULL when the mail has no HTML part. */
static char *
html_alone(const char *data, size_t len)
{
	static const char plain[] = "Content-Type: text/plain";
	char *s, *p;

	if (strstr(data, "Content-Type: text/html") == NULL ||
	    strstr(data, "multipart/alternative") == NULL)
		return NULL;
	s = malloc(len + 1);
	ck_assert_ptr_nonnull(s);
	memcpy(s, data, len + 1);
	p = strstr(s, plain);
	ck_assert_ptr_nonnull(p);
	memcpy(p + sizeof plain - 6, "x-not", 5);	/* text/x-not... */
	return s;
}

START_TEST(test_fixtures)
{
	char path[4200], *list, *line, *next, *tab1, *tab2, *data, *mail;
	char *name, *command, *say, *alone;
	size_t len, mail_len;
	int count = 0, htmls = 0;

	snprintf(path, sizeof path, "%s/mail/replies/EXPECTED",
		 util_tests_folder());
	list = util_slurp(path, NULL);
	for (line = list; *line != '\0'; line = next) {
		next = strchr(line, '\n');
		next = next != NULL ? next + 1 : line + strlen(line);
		if (*line == '#' || *line == '\n')
			continue;
		tab1 = strchr(line, '\t');
		ck_assert_ptr_nonnull(tab1);
		tab2 = strchr(tab1 + 1, '\t');
		ck_assert_ptr_nonnull(tab2);
		name = field(line, (size_t)(tab1 - line));
		command = field(tab1 + 1, (size_t)(tab2 - tab1 - 1));
		say = field(tab2 + 1, (size_t)(next - tab2 - 1 -
					       (next[-1] == '\n')));
		snprintf(path, sizeof path, "%s/mail/replies/%s",
			 util_tests_folder(), name);
		data = util_slurp(path, &len);
		mail = fill(data, len, &mail_len);
		check_fixture(name, mail, mail_len, command, say);
		alone = html_alone(mail, mail_len);
		if (alone != NULL) {
			check_fixture(name, alone, mail_len, command, say);
			htmls++;
		}
		free(alone);
		free(mail);
		free(data);
		free(name);
		free(command);
		free(say);
		count++;
	}
	free(list);
	ck_assert_int_ge(count, 14);
	ck_assert_int_ge(htmls, 4);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("mail-reply");
	TCase *rules = tcase_create("Rules");
	TCase *fixtures = tcase_create("Fixtures");

	tcase_add_checked_fixture(rules, NULL, teardown);
	tcase_add_test(rules, test_line_kinds);
	tcase_add_test(rules, test_top_posted);
	tcase_add_test(rules, test_a_nul_ends_the_text);
	tcase_add_test(rules, test_greeting_and_bottom_posted);
	tcase_add_test(rules, test_attributions);
	tcase_add_test(rules, test_outlook_separators);
	tcase_add_test(rules, test_outlook_header_block);
	tcase_add_test(rules, test_signatures);
	tcase_add_test(rules, test_has_record);
	suite_add_tcase(s, rules);
	tcase_add_checked_fixture(fixtures, NULL, teardown);
	tcase_add_test(fixtures, test_fixtures);
	suite_add_tcase(s, fixtures);
	return util_run_suite(s);
}
