/* check_mail_header_write.c: mail-header-write.h, the header fields the
 * referee writes. Whatever a player's name holds, the field is valid
 * RFC 5322: printable ASCII, lines of at most 78 columns, encoded words
 * of at most 75 characters, nothing a reader would decode that the
 * player did not write (a name that looks like an encoded word is
 * encoded itself); and a mail reader (GMime, through pc_mail_read) reads
 * back the very name. A message id goes back only when it is one. */
#include <config.h>

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "buffer.h"
#include "check-util.h"
#include "mail-header-write.h"
#include "mail-read.h"

/* Every line of text (up to its empty line) is printable ASCII within
 * PC_HEADER_WIDTH columns, and every encoded word within 75. */
static void
assert_valid_header(const char *text)
{
	const char *line = text, *nl, *w;

	for (; *line != '\0' && *line != '\n'; line = nl + 1) {
		nl = strchr(line, '\n');
		ck_assert_ptr_nonnull(nl);
		ck_assert_msg(nl - line <= PC_HEADER_WIDTH,
			      "a line of %d columns: %.*s", (int)(nl - line),
			      (int)(nl - line), line);
		for (const char *p = line; p < nl; p++)
			ck_assert_msg(*p >= 0x20 && *p <= 0x7E,
				      "byte 0x%02x in a header",
				      (unsigned char)*p);
		for (w = line; (w = strstr(w, "=?")) != NULL && w < nl;) {
			const char *end = strstr(w + 2, "?=");

			/* "=?UTF-8?B?" then base64 then "?=". */
			ck_assert_ptr_nonnull(end);
			end = strstr(w + 10, "?=");
			ck_assert_int_le(end + 2 - w, PC_ENCODED_WORD_MAX);
			w = end + 2;
		}
	}
}

/* A From: header of name and address, read back by the mail reader. */
static void
assert_reads_back(const char *name, const char *address)
{
	struct pc_buffer mail = PC_BUFFER_INIT;
	struct pc_mail_message m;
	struct pc_error err;
	size_t column = 5;

	ck_assert(pc_buffer_append_str(&mail, "From:"));
	ck_assert(pc_mail_put_mailbox(&mail, &column, name, address));
	ck_assert(pc_buffer_append_str(&mail, "\nSubject: x\n\nbody\n"));
	assert_valid_header(mail.data);
	ck_assert_int_eq(pc_mail_read(mail.data, mail.len, &m, &err), PC_OK);
	ck_assert_str_eq(m.from_address, address);
	ck_assert_str_eq(m.from_name, name);
	pc_mail_message_free(&m);
	pc_buffer_free(&mail);
}

static const char *const names[] = {
	"Ana",
	"Ana María de la O",
	"Luis \"el Rápido\"",
	"O'Brien, Pat",
	"Dr. J. Smith (chair)",
	/* Looks like encoded words: readers would decode it to an
	 * address, or to CR LF and a Bcc:. */
	"=?utf-8?q?bea=40example.org?=",
	"=?utf-8?q?x=0D=0ABcc:_all@example.org?=",
	"a =?iso-8859-1?b?QmVh?= b",
	/* 32 accented letters: 64 bytes, past one encoded word. */
	"ÁÉÍÓÚáéíóúÑñÜüÀÈÌÒÙàèìòùÂÊÎÔÛâêî",
	"🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲",
	"Bea \\ back\\slash",
};

START_TEST(test_a_name_reads_back_in_a_valid_header)
{
	assert_reads_back(names[_i], "player@example.org");
}
END_TEST

/* What a reader would decode is never written as it is. */
START_TEST(test_an_encoded_word_lookalike_is_encoded)
{
	struct pc_buffer out = PC_BUFFER_INIT;
	size_t column = 3;

	ck_assert(pc_buffer_append_str(&out, "To:"));
	ck_assert(pc_mail_put_mailbox(&out, &column,
				      "=?utf-8?q?x=0D=0ABcc:_a@b.org?=",
				      "luis@example.org"));
	ck_assert_ptr_null(strstr(out.data, "=?utf-8"));
	ck_assert_ptr_null(strstr(out.data, "Bcc"));
	ck_assert_ptr_nonnull(strstr(out.data, "=?UTF-8?B?"));
	ck_assert_ptr_nonnull(strstr(out.data, " <luis@example.org>"));
	pc_buffer_free(&out);
}
END_TEST

/* A long name folds between its encoded words, each of 75 characters
 * at most, and the address follows on a line of its own if need be. */
START_TEST(test_a_long_name_folds_in_short_words)
{
	struct pc_buffer out = PC_BUFFER_INIT;
	size_t column = 3;

	ck_assert(pc_buffer_append_str(&out, "To:"));
	ck_assert(pc_mail_put_mailbox(&out, &column, names[8],
				      "a-rather-long-address.of.a.player@"
				      "mail.example.org"));
	ck_assert(pc_buffer_append_str(&out, "\n\n"));
	assert_valid_header(out.data);
	ck_assert_ptr_nonnull(strstr(out.data, "?=\n =?UTF-8?B?"));
	pc_buffer_free(&out);
}
END_TEST

START_TEST(test_a_subject_in_spanish_is_encoded_and_reads_back)
{
	static const char *const subjects[] = {
		"Re: parchis fx-1: sal añadida",
		"Re: parchis fx-1: the board",
		"Re: parchis a-game-id-of-sixty-four-characters-which-is-long"
		"-ab: confirma que quieres deshacer",
	};
	for (size_t i = 0; i < 3; i++) {
		struct pc_buffer mail = PC_BUFFER_INIT;
		struct pc_mail_message m;
		struct pc_error err;

		ck_assert(pc_buffer_append_str(&mail, "From: a@b.org\n"));
		ck_assert(pc_mail_put_unstructured(&mail, "Subject",
						   subjects[i]));
		ck_assert(pc_buffer_append_str(&mail, "\nbody\n"));
		assert_valid_header(mail.data);
		ck_assert_int_eq(pc_mail_read(mail.data, mail.len, &m, &err),
				 PC_OK);
		ck_assert_str_eq(m.subject, subjects[i]);
		pc_mail_message_free(&m);
		pc_buffer_free(&mail);
	}
}
END_TEST

START_TEST(test_only_message_ids_go_back)
{
	static const char *const good[] = {
		"CAF=abc+def@mail.gmail.com", "a.b.c@[127.0.0.1]",
		"20261201.1@x", "AM0PR.1F2E@AM0PR.eurprd.outlook.com",
	};
	static const char *const bad[] = {
		"", "no-at-sign", "@x", "x@", "two@at@signs", "sp ace@x",
		"ctl\x01@x", "tab\t@x", "crlf\r\nBcc: a@b@x", "8bit\xc3\xb1@x",
		"angle<@x", "quote\"@x", "x@[un]closed]", "back\\slash@x",
	};
	char longest[252];

	for (size_t i = 0; i < sizeof good / sizeof *good; i++)
		ck_assert_msg(pc_mail_id_usable(good[i]), "%s", good[i]);
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		ck_assert_msg(!pc_mail_id_usable(bad[i]), "%s", bad[i]);
	memset(longest, 'a', sizeof longest - 1);
	longest[sizeof longest - 1] = '\0';
	longest[10] = '@';
	ck_assert(!pc_mail_id_usable(longest));	/* 251 characters */
	longest[250] = '\0';
	ck_assert(pc_mail_id_usable(longest));
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("mail-header-write");
	TCase *tc = tcase_create("Core");

	tcase_add_loop_test(tc, test_a_name_reads_back_in_a_valid_header, 0,
			    (int)(sizeof names / sizeof *names));
	tcase_add_test(tc, test_an_encoded_word_lookalike_is_encoded);
	tcase_add_test(tc, test_a_long_name_folds_in_short_words);
	tcase_add_test(tc, test_a_subject_in_spanish_is_encoded_and_reads_back);
	tcase_add_test(tc, test_only_message_ids_go_back);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
