/* check_mail_mime.c: the text/plain part of a MIME mail, decoded.
 *
 * Mail programs send replies quoted-printable, base64 or multipart; the
 * record inside must come out byte for byte, and whatever cannot be read
 * must be refused with a reason, never guessed at. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check-util.h"
#include "mail-mime.h"

/* Decodes mail, expecting success; returns the decoded text (static). */
static struct pc_buffer out;
static struct pc_mime mime;
static struct pc_error err;

static void
teardown(void)
{
	pc_buffer_free(&out);
}

static const char *
decode(const char *mail)
{
	pc_buffer_free(&out);
	pc_error_clear(&err);
	ck_assert_msg(pc_mail_mime(mail, strlen(mail), &out, &mime, &err) ==
		      PC_OK, "refused: %s", err.message);
	ck_assert(mime.decoded);
	return out.data != NULL ? out.data : "";
}

/* Decodes mail, expecting a refusal whose message holds part. */
static void
refuse(const char *mail, const char *part)
{
	pc_buffer_free(&out);
	pc_error_clear(&err);
	ck_assert_int_eq(pc_mail_mime(mail, strlen(mail), &out, &mime, &err),
			 PC_ERR_DATA);
	ck_assert_msg(strstr(err.message, part) != NULL,
		      "message '%s' lacks '%s'", err.message, part);
}

/* Decodes mail, expecting it to be read as it is. */
static void
as_it_is(const char *mail)
{
	pc_buffer_free(&out);
	ck_assert_int_eq(pc_mail_mime(mail, strlen(mail), &out, &mime, &err),
			 PC_OK);
	ck_assert(!mime.decoded);
	ck_assert_uint_eq(out.len, 0);
}

#define QP "Content-Transfer-Encoding: quoted-printable\r\n"

START_TEST(test_plain_text_is_read_as_it_is)
{
	as_it_is("parchis: 1\ngame: g\n");
	as_it_is("parchis: 1\ngame: g\n\nturns:\n  - {n: 1}\n");
	as_it_is("From: a@example.org\nSubject: Re\n\n> parchis: 1\n");
	as_it_is("From: a@example.org\nContent-Type: text/plain; "
		 "charset=UTF-8\nContent-Transfer-Encoding: 8bit\n\n"
		 "> parchis: 1\n");
	as_it_is("Content-Type: text/plain\n\nparchis: 1\n");
	as_it_is("");
	/* No empty line after the headers: not a mail. */
	as_it_is("Content-Type: text/html\n");
}
END_TEST

START_TEST(test_quoted_printable_soft_breaks)
{
	ck_assert_str_eq(decode(QP "\r\n> parchis: 1\r\n> commit: abc=\r\n"
				"def=\nghi\r\n"),
			 "> parchis: 1\r\n> commit: abcdefghi\r\n");
	/* White space a relay added after a soft break. */
	ck_assert_str_eq(decode(QP "\nab= \t\ncd\n"), "abcd\n");
	/* An "=" at the very end joins nothing. */
	ck_assert_str_eq(decode(QP "\nabc="), "abc");
	ck_assert(!mime.same_lines);
	ck_assert_str_eq(mime.encoding, "quoted-printable");
	ck_assert_uint_eq(mime.first_line, 3);
}
END_TEST

START_TEST(test_quoted_printable_escapes)
{
	ck_assert_str_eq(decode(QP "\nsay: \"1+6 =3D 7\"\n"),
			 "say: \"1+6 = 7\"\n");
	ck_assert_str_eq(decode(QP "Content-Type: text/plain; charset=utf-8\n"
				"\nsay: Jes=C3=BAs, =C3=B1=c3=b1\n"),
			 "say: Jesús, ññ\n");
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
			 "parchis: 1\ngame: Jesús\n");
	ck_assert_str_eq(decode("Content-Transfer-Encoding: BASE64\n\n"
				" YQ==\n"), "a");
	ck_assert_str_eq(decode("Content-Transfer-Encoding: base64\n\nYWI=\n"),
			 "ab");
	ck_assert_str_eq(decode("Content-Transfer-Encoding: base64\n\nYWI\n"),
			 "ab");
	ck_assert_str_eq(mime.encoding, "base64");
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

	ck_assert_str_eq(decode(first), "> parchis: 1\r\n> say: ñ");
	ck_assert_str_eq(decode(second), "> parchis: 1\r\n> say: ñ\r\n");
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

	ck_assert_str_eq(decode(mail), "parchis: 1\nsay: ñ\n");
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
	refuse("Content-Type: multipart/alternative; boundary=x\n\n--x\n"
	       HTML "--x--\n", "no text/plain part");
	refuse("Content-Type: text/html\n\n<p>parchis: 1</p>\n",
	       "no text/plain part");
	refuse("Content-Type: multipart/mixed; boundary=x\n\n--x--\n",
	       "no text/plain part");
}
END_TEST

START_TEST(test_charsets)
{
	ck_assert_str_eq(decode("Content-Type: text/plain; charset=ISO-8859-1\n"
				"\n> say: Jes\xFAs \xF1\n"), "> say: Jesús ñ\n");
	ck_assert(mime.same_lines);
	ck_assert_uint_eq(mime.first_line, 3);
	ck_assert_str_eq(decode("Content-Type: text/plain; charset=latin1\n"
				QP "\nJes=FAs\n"), "Jesús\n");
	ck_assert_str_eq(decode("Content-Type: text/plain; charset=us-ascii\n"
				QP "\na=3Db\n"), "a=b\n");
	refuse("Content-Type: text/plain; charset=windows-1252\n\nx\n",
	       "charset windows-1252: send it in UTF-8");
	ck_assert_uint_eq(err.line, 1);
	refuse("Content-Type: text/plain; charset=\"koi8-r\"\n" QP "\nx\n",
	       "charset koi8-r");
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
}
END_TEST

START_TEST(test_long_header_is_refused)
{
	size_t n = 5000;
	char *mail = malloc(n + 64);

	ck_assert_ptr_nonnull(mail);
	strcpy(mail, "Content-Type: text/plain;");
	for (size_t i = strlen(mail); i < n; i += 2)
		strcpy(mail + i, "\n ");
	strcat(mail, "x\n\nparchis: 1\n");
	refuse(mail, "longer than 2047 bytes");
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
	tcase_add_test(core, test_plain_text_is_read_as_it_is);
	tcase_add_test(core, test_quoted_printable_soft_breaks);
	tcase_add_test(core, test_quoted_printable_escapes);
	tcase_add_test(core, test_base64);
	tcase_add_test(core, test_multipart_alternative);
	tcase_add_test(core, test_nested_multipart);
	tcase_add_test(core, test_charsets);
	tcase_add_test(core, test_header_folding);
	suite_add_tcase(s, core);
	tcase_add_checked_fixture(limits, NULL, teardown);
	tcase_add_test(limits, test_nesting_is_bounded);
	tcase_add_test(limits, test_broken_multipart);
	tcase_add_test(limits, test_long_header_is_refused);
	suite_add_tcase(s, limits);
	return util_run_suite(s);
}
