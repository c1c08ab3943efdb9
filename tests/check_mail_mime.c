/* check_mail_mime.c: the text of a MIME mail, decoded (mail-read.h).
 *
 * Mail programs send replies quoted-printable, base64 or multipart, in
 * many charsets; the text inside must come out byte for byte in UTF-8,
 * and whatever cannot be read must be refused with a reason, never
 * guessed at. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check-util.h"
#include "mail-read.h"

static struct pc_mail_message msg;
static struct pc_error err;

static void
teardown(void)
{
	pc_mail_message_free(&msg);
}

/* Reads mail, expecting success; returns its text. */
static const char *
decode(const char *mail)
{
	pc_mail_message_free(&msg);
	pc_error_clear(&err);
	ck_assert_msg(pc_mail_read(mail, strlen(mail), &msg, &err) == PC_OK,
		      "refused: %s", err.message);
	ck_assert(msg.is_mail);
	return msg.text.data != NULL ? msg.text.data : "";
}

/* Reads mail, expecting a refusal whose message holds part. */
static void
refuse(const char *mail, const char *part)
{
	pc_mail_message_free(&msg);
	pc_error_clear(&err);
	ck_assert_int_eq(pc_mail_read(mail, strlen(mail), &msg, &err),
			 PC_ERR_DATA);
	ck_assert_msg(strstr(err.message, part) != NULL,
		      "message '%s' lacks '%s'", err.message, part);
	ck_assert_ptr_null(msg.text.data);
}

/* Reads a text that is no mail: it is its own text. */
static void
as_it_is(const char *text, const char *want)
{
	pc_mail_message_free(&msg);
	ck_assert_int_eq(pc_mail_read(text, strlen(text), &msg, &err), PC_OK);
	ck_assert(!msg.is_mail);
	ck_assert(msg.same_lines);
	ck_assert_uint_eq(msg.first_line, 1);
	ck_assert_str_eq(msg.text.data, want);
}

#define QP "Content-Transfer-Encoding: quoted-printable\r\n"

START_TEST(test_a_text_that_is_no_mail)
{
	as_it_is("parchis: 1\ngame: g\n", "parchis: 1\ngame: g\n");
	as_it_is("parchis: 1\r\ngame: g\r\n\r\nturns:\r\n  - {n: 1}\r\n",
		 "parchis: 1\ngame: g\n\nturns:\n  - {n: 1}\n");
	as_it_is("# a comment\nFrom: x\n\ny\n", "# a comment\nFrom: x\n\ny\n");
	as_it_is("", "");
	/* No empty line after the headers: not a mail. */
	as_it_is("Content-Type: text/html\n", "Content-Type: text/html\n");
}
END_TEST

START_TEST(test_a_mail_without_mime_is_its_body)
{
	ck_assert_str_eq(decode("From: a@example.org\nSubject: Re\n\n"
				"> parchis: 1\n"), "> parchis: 1\n");
	ck_assert(msg.same_lines);
	ck_assert_uint_eq(msg.first_line, 4);
	ck_assert_str_eq(decode("From: a@example.org\r\nContent-Type: "
				"text/plain; charset=UTF-8\r\n"
				"Content-Transfer-Encoding: 8bit\r\n\r\n"
				"> parchis: 1\r\n> say: \xC3\xB1\r\n"),
			 "> parchis: 1\n> say: \xC3\xB1\n");
	ck_assert(msg.same_lines);
	ck_assert_uint_eq(msg.first_line, 5);
	ck_assert_str_eq(decode("Content-Type: text/plain\n\nparchis: 1\n"),
			 "parchis: 1\n");
	ck_assert_str_eq(decode("From: a@b\r\n\r\na\r\r\nb\rc\r\n"),
			 "a\nb\rc\n");
	ck_assert_str_eq(decode("From: a@example.org\n\n"), "");
}
END_TEST

START_TEST(test_quoted_printable_soft_breaks)
{
	ck_assert_str_eq(decode(QP "\r\n> parchis: 1\r\n> commit: abc=\r\n"
				"def=\nghi\r\n"),
			 "> parchis: 1\n> commit: abcdefghi\n");
	ck_assert(!msg.same_lines);
	ck_assert_str_eq(msg.text_kind, "quoted-printable");
	ck_assert_uint_eq(msg.first_line, 3);
	/* White space a relay added after a soft break. */
	ck_assert_str_eq(decode(QP "\nab= \t\ncd\n"), "abcd\n");
	ck_assert_str_eq(decode(QP "\nab  \ncd\t\n"), "ab\ncd\n");
	/* An "=" at the very end joins nothing. */
	ck_assert_str_eq(decode(QP "\nabc="), "abc");
}
END_TEST

START_TEST(test_quoted_printable_escapes)
{
	ck_assert_str_eq(decode(QP "\nsay: \"1+6 =3D 7\"\n"),
			 "say: \"1+6 = 7\"\n");
	ck_assert_str_eq(decode(QP "Content-Type: text/plain; charset=utf-8\n"
				"\nsay: Jes=C3=BAs, =C3=B1=c3=b1\n"),
			 "say: Jes\xC3\xBAs, \xC3\xB1\xC3\xB1\n");
	/* Invalid sequences are kept as they are. */
	ck_assert_str_eq(decode(QP "\na=ZZb =4 c=\td\n= x\n"),
			 "a=ZZb =4 c=\td\n= x\n");
	ck_assert_str_eq(decode(QP "\nend=4"), "end=4");
}
END_TEST

START_TEST(test_base64)
{
	/* "parchis: 1\ngame: Jesús\n" */
	ck_assert_str_eq(decode("Content-Transfer-Encoding: base64\n\n"
				"cGFyY2hpczogMQpnYW1l\r\nOiBKZXPDunMK\r\n"),
			 "parchis: 1\ngame: Jes\xC3\xBAs\n");
	ck_assert_str_eq(decode("Content-Transfer-Encoding: BASE64\n\n"
				" YQ==\n"), "a");
	ck_assert_str_eq(decode("Content-Transfer-Encoding: base64\n\nYWI=\n"),
			 "ab");
	ck_assert_str_eq(decode("Content-Transfer-Encoding: base64\n\nYWI\n"),
			 "ab");
	ck_assert_str_eq(msg.text_kind, "base64");
	ck_assert(!msg.same_lines);
	/* "a\r\nb\r\n": line ends made LF. */
	ck_assert_str_eq(decode("Content-Transfer-Encoding: base64\n\n"
				"YQ0KYg0K\n"), "a\nb\n");
	refuse("Content-Transfer-Encoding: base64\n\nYWJj\nYW*j\n",
	       "a character base64 does not have");
	ck_assert_uint_eq(err.line, 4);
	ck_assert_uint_eq(err.column, 3);
	refuse("Content-Transfer-Encoding: base64\n\nYQ==YQ==\n",
	       "a character base64 does not have");
	refuse("Content-Transfer-Encoding: base64\n\nYWJjY\n", "cut short");
}
END_TEST

#define ALT(b) "MIME-Version: 1.0\r\nContent-Type: multipart/alternative; " \
	"boundary=" b "\r\n\r\n"
#define HTML "Content-Type: text/html; charset=UTF-8\r\n" QP "\r\n" \
	"<div dir=3D\"ltr\">&gt; parchis: 1</div>\r\n"
#define TEXT "Content-Type: text/plain; charset=\"UTF-8\"\r\n" QP "\r\n" \
	"> parchis: 1\r\n> say: =C3=B1\r\n"

START_TEST(test_multipart_alternative)
{
	const char *first = ALT("\"0000abc\"")
		"This is a multi-part message in MIME format.\r\n"
		"--0000abc\r\n" TEXT "--0000abc\r\n" HTML "--0000abc--\r\n"
		"epilogue\r\n";
	const char *second = ALT("0000abc")
		"--0000abc\r\n" HTML "\r\n--0000abc  \r\n" TEXT
		"\r\n--0000abc--\r\n";

	ck_assert_str_eq(decode(first), "> parchis: 1\n> say: \xC3\xB1");
	ck_assert_uint_eq(msg.first_line, 9);
	ck_assert_str_eq(decode(second), "> parchis: 1\n> say: \xC3\xB1\n");
}
END_TEST

START_TEST(test_nested_multipart)
{
	const char *mail = "Content-Type: multipart/mixed; boundary=\"out\"\n\n"
		"--out\n"
		"Content-Type: multipart/alternative; boundary=\"in\"\n\n"
		"--in\n" HTML "--in\n"
		"Content-Type: text/plain; charset=iso-8859-1\n"
		"Content-Transfer-Encoding: base64\n\n"
		"cGFyY2hpczogMQpzYXk6IPEK\n"	/* "parchis: 1\nsay: \xF1\n" */
		"--in--\n"
		"--out\n"
		"Content-Type: text/plain; name=game.yaml\n\nnot this\n"
		"--out--\n";
	const char *attached = "Content-Type: multipart/mixed; boundary=o\n\n"
		"--o\nContent-Type: text/plain\nContent-Disposition: "
		"attachment; filename=x.txt\n\nnot this\n"
		"--o\nContent-Type: message/rfc822\n\nFrom: a@b\n\nnor this\n"
		"--o\nContent-Type: text/plain\n\nthis\n--o--\n";

	ck_assert_str_eq(decode(mail), "parchis: 1\nsay: \xC3\xB1\n");
	ck_assert_str_eq(decode(attached), "this");
	ck_assert(msg.same_lines);
	ck_assert_uint_eq(msg.first_line, 17);
}
END_TEST

START_TEST(test_nesting_is_bounded)
{
	char mail[4096];
	size_t n = 0;

	for (int i = 0; i <= PC_MIME_DEPTH_MAX; i++)
		n += (size_t)snprintf(mail + n, sizeof mail - n,
				      "Content-Type: multipart/mixed; "
				      "boundary=b%d\n\n--b%d\n", i, i);
	n += (size_t)snprintf(mail + n, sizeof mail - n, "\nparchis: 1\n");
	for (int i = PC_MIME_DEPTH_MAX; i >= 0; i--)
		n += (size_t)snprintf(mail + n, sizeof mail - n, "--b%d--\n",
				      i);
	refuse(mail, "more than 8 deep");
}
END_TEST

START_TEST(test_broken_multipart)
{
	refuse("Content-Type: multipart/alternative\n\n--x\n\nparchis: 1\n"
	       "--x--\n", "no boundary parameter");
	refuse("Content-Type: multipart/alternative; boundary=\"\"\n\n--\n",
	       "empty or longer than 70");
	refuse("Content-Type: multipart/alternative; boundary=x\n\n"
	       "parchis: 1\n", "no line is its boundary \"--x\"");
	/* Truncated: the text part has no boundary after it. */
	refuse("Content-Type: multipart/alternative; boundary=x\n\n--x\n"
	       "Content-Type: text/plain\n\nparchis: 1\ngame: g\n", "cut short");
	ck_assert_uint_eq(err.line, 4);
	refuse("Content-Type: multipart/alternative; boundary=x\n\n--x\n"
	       "Content-Type: text/plain\n--x--\n", "no empty line");
	ck_assert_uint_eq(err.line, 4);
	refuse("Content-Type: multipart/alternative; boundary=x\n\n--x\n"
	       "Content-Type: image/png\n\nxyz\n--x--\n",
	       "no text/plain or text/html part");
	refuse("Content-Type: application/pdf\n\n%PDF-1.4\n",
	       "no text/plain or text/html part");
	refuse("Content-Type: multipart/mixed; boundary=x\n\n--x--\n",
	       "no text/plain or text/html part");
}
END_TEST

START_TEST(test_html_when_no_plain_text)
{
	ck_assert_str_eq(decode(ALT("x") "--x\r\n" HTML "--x--\r\n"),
			 "> parchis: 1\n");
	ck_assert(!msg.same_lines);
	ck_assert_str_eq(msg.text_kind, "HTML");
	ck_assert_str_eq(decode("Content-Type: text/html\n\n<p>1+4</p>\n"),
			 "1+4\n");
}
END_TEST

START_TEST(test_charsets)
{
	ck_assert_str_eq(decode("Content-Type: text/plain; charset=ISO-8859-1\n"
				"\n> say: Jes\xFAs \xF1\n"),
			 "> say: Jes\xC3\xBAs \xC3\xB1\n");
	ck_assert(msg.same_lines);
	ck_assert_uint_eq(msg.first_line, 3);
	ck_assert_str_eq(decode("Content-Type: text/plain; charset=latin1\n"
				QP "\nJes=FAs\n"), "Jes\xC3\xBAs\n");
	ck_assert_str_eq(decode("Content-Type: text/plain; charset=us-ascii\n"
				QP "\na=3Db\n"), "a=b\n");
	/* windows-1252: the euro, curly quotes, a dash. */
	ck_assert_str_eq(decode("Content-Type: text/plain; "
				"charset=\"windows-1252\"\n" QP
				"\n5 =80 =93s=ED=94 =96 ya\n"),
			 "5 \xE2\x82\xAC \xE2\x80\x9Cs\xC3\xAD\xE2\x80\x9D "
			 "\xE2\x80\x93 ya\n");
	/* ISO-8859-15 has the euro where Latin-1 has the currency sign. */
	ck_assert_str_eq(decode("Content-Type: text/plain; "
				"charset=ISO-8859-15\n\n5 \xA4, ma\xF1" "ana\n"),
			 "5 \xE2\x82\xAC, ma\xC3\xB1" "ana\n");
	/* Latin-1 with bytes it has no letters for: windows-1252. */
	ck_assert_str_eq(decode("Content-Type: text/plain; charset=iso-8859-1\n"
				"\n\x93" "hola\x94\n"),
			 "\xE2\x80\x9Chola\xE2\x80\x9D\n");
	ck_assert_str_eq(decode("Content-Type: text/plain; charset=\"koi8-r\"\n"
				"\n\xF0\xD2\xC9\xD7\xC5\xD4\n"),
			 "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82\n");
	/* RFC 2231: the charset parameter encoded, and continued. */
	ck_assert_str_eq(decode("Content-Type: text/plain;\n"
				" charset*0=\"iso-\"; charset*1=\"8859-1\"\n"
				"\n\xF1\n"), "\xC3\xB1\n");
}
END_TEST

START_TEST(test_bytes_not_of_the_charset)
{
	refuse("Content-Type: text/plain; charset=utf-8\n\nok\nJes\xFAs\n",
	       "the mail's text is not valid utf-8: it holds the byte 0xFA");
	ck_assert_uint_eq(err.line, 4);
	ck_assert_uint_eq(err.column, 4);
	refuse("From: a@b\n\nno charset: \xC3(\n",
	       "not valid us-ascii: it holds the byte 0xC3");
	ck_assert_uint_eq(err.line, 3);
	ck_assert_uint_eq(err.column, 13);
	refuse("Content-Type: text/plain; charset=windows-1252\n" QP
	       "\nline one\nbad =81 byte\n",
	       "not valid windows-1252: it holds the byte 0x81 at line 2, "
	       "column 5 of its quoted-printable text");
	ck_assert_uint_eq(err.line, 0);
	refuse("Content-Type: text/plain; charset=utf-8\n\ncut \xC3",
	       "not valid utf-8: it holds the byte 0xC3");
	ck_assert_uint_eq(err.column, 5);
	refuse("Content-Type: text/plain; charset=utf-16le\n" QP "\na=00b",
	       "not valid utf-16le: it holds the byte 0x62 at line 1, "
	       "column 3");
	refuse("Content-Type: text/plain; charset=utf-8\n" QP "\na=00b\n",
	       "holds a NUL character");
	refuse("Content-Type: text/plain; charset=utf-16le\n" QP
	       "\na=00=00=00=0A=00", "holds a NUL character");
	refuse("Content-Type: text/plain; charset=x-no-such\n\nx\n",
	       "charset x-no-such, which parchis cannot read: send it in "
	       "UTF-8");
	ck_assert_uint_eq(err.line, 1);
	refuse("Content-Transfer-Encoding: x-uuencode\n\nbegin 644 x\n",
	       "transfer encoding x-uuencode");
}
END_TEST

START_TEST(test_header_folding)
{
	const char *mail = "From: Ana\r\n <ana@example.org>\r\n"
		"content-type: multipart/alternative;\r\n"
		"\tcharset=utf-8;\r\n"
		"   BOUNDARY=\"=_a; b\"\r\n"
		"Subject: x\r\n\r\n"
		"--=_a; b\r\n"
		"CONTENT-TRANSFER-ENCODING:\r\n quoted-printable\r\n"
		"Content-Type: text/plain;\r\n charset=\"utf-8\"\r\n\r\n"
		"a=3Db\r\n--=_a; b--\r\n";

	ck_assert_str_eq(decode(mail), "a=b");
	/* An mbox "From " line before the headers. */
	ck_assert_str_eq(decode("From ana@example.org Mon Nov 30 2026\n"
				QP "\na=3D\n"), "a=\n");
	/* The boundary in two pieces (RFC 2231). */
	ck_assert_str_eq(decode("Content-Type: multipart/mixed;\n"
				" boundary*0=\"ab\"; boundary*1=\"cd\"\n\n"
				"--abcd\n\nx\n--abcd--\n"), "x");
}
END_TEST

START_TEST(test_long_header_is_read)
{
	size_t n = 5000;
	char *mail = malloc(n + 64);

	ck_assert_ptr_nonnull(mail);
	strcpy(mail, "Content-Type: text/plain;");
	for (size_t i = strlen(mail); i < n; i += 2)
		strcpy(mail + i, "\n ");
	strcat(mail, "x=y\n\nparchis: 1\n");
	ck_assert_str_eq(decode(mail), "parchis: 1\n");
	free(mail);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("mail-mime");
	TCase *core = tcase_create("Core");
	TCase *limits = tcase_create("Limits");

	tcase_add_checked_fixture(core, NULL, teardown);
	tcase_add_test(core, test_a_text_that_is_no_mail);
	tcase_add_test(core, test_a_mail_without_mime_is_its_body);
	tcase_add_test(core, test_quoted_printable_soft_breaks);
	tcase_add_test(core, test_quoted_printable_escapes);
	tcase_add_test(core, test_base64);
	tcase_add_test(core, test_multipart_alternative);
	tcase_add_test(core, test_nested_multipart);
	tcase_add_test(core, test_html_when_no_plain_text);
	tcase_add_test(core, test_charsets);
	tcase_add_test(core, test_bytes_not_of_the_charset);
	tcase_add_test(core, test_header_folding);
	suite_add_tcase(s, core);
	tcase_add_checked_fixture(limits, NULL, teardown);
	tcase_add_test(limits, test_nesting_is_bounded);
	tcase_add_test(limits, test_broken_multipart);
	tcase_add_test(limits, test_long_header_is_read);
	suite_add_tcase(s, limits);
	return util_run_suite(s);
}
