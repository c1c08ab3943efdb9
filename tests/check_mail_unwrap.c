/* check_mail_unwrap.c: the record found inside a mail reply
 * (mail-unwrap.c): quote prefixes, text around it, CRLF, none found. */
#include <config.h>

#include <check.h>
#include <string.h>

#include "check-util.h"
#include "mail-unwrap.h"

/* Unwraps text and checks the record found, its first line and prefix. */
static void
unwraps_to(const char *text, const char *want, unsigned long first,
	   size_t prefix)
{
	struct pc_buffer out = PC_BUFFER_INIT;
	struct pc_unwrap map;

	ck_assert(pc_mail_unwrap(text, strlen(text), &out, &map));
	ck_assert(map.found);
	ck_assert(!map.whole);
	ck_assert_uint_eq(map.first_line, first);
	ck_assert_uint_eq(map.prefix, prefix);
	ck_assert_uint_eq(map.broken_line, 0);
	ck_assert_msg(out.len == strlen(want) &&
			      memcmp(out.data, want, out.len) == 0,
		      "got \"%.*s\"", (int)out.len, out.data);
	pc_buffer_free(&out);
}

static const char record[] = "parchis: 1\ngame: g1\nturns:\n  - {n: 1}\n";

START_TEST(test_a_plain_record_is_taken_whole)
{
	struct pc_buffer out = PC_BUFFER_INIT;
	struct pc_unwrap map;

	ck_assert(pc_mail_unwrap(record, strlen(record), &out, &map));
	ck_assert(map.found);
	ck_assert(map.whole);
	ck_assert_uint_eq(map.first_line, 1);
	ck_assert_uint_eq(map.prefix, 0);
	ck_assert_uint_eq(out.len, 0);
	pc_buffer_free(&out);
}
END_TEST

START_TEST(test_a_quoted_record_loses_its_prefix)
{
	unwraps_to("> parchis: 1\n> game: g1\n> turns:\n>   - {n: 1}\n",
		   record, 1, 2);
	unwraps_to(">parchis: 1\n>game: g1\n>turns:\n>  - {n: 1}\n",
		   record, 1, 1);
	unwraps_to("> > parchis: 1\n> > game: g1\n> > turns:\n"
		   "> >   - {n: 1}\n",
		   record, 1, 4);
	/* An empty quoted line that lost its trailing space stays in. */
	unwraps_to("> parchis: 1\n>\n> game: g1\n",
		   "parchis: 1\n\ngame: g1\n", 1, 2);
}
END_TEST

START_TEST(test_text_before_and_after_is_dropped)
{
	unwraps_to("Hello,\nmy move: 1+5\n\nOn Monday the referee wrote:\n"
		   "> parchis: 1\n> game: g1\n> turns:\n>   - {n: 1}\n"
		   "\nBest,\nAna\n",
		   record, 5, 2);
	/* A signature ends a plain record. */
	unwraps_to("Here it is.\n\nparchis: 1\ngame: g1\nturns:\n"
		   "  - {n: 1}\n-- \nAna\n",
		   record, 3, 0);
	/* So do a second document and a document end. */
	unwraps_to("---\nparchis: 1\n---\ngame: g2\n", "---\nparchis: 1\n",
		   1, 0);
	unwraps_to("x\n> parchis: 1\n> ...\n> game: g2\n", "parchis: 1\n", 2,
		   2);
}
END_TEST

START_TEST(test_keys_before_parchis_belong_to_a_plain_record)
{
	unwraps_to("# a comment\ngame: g1\nparchis: 1\n\nThanks!\n",
		   "# a comment\ngame: g1\nparchis: 1\n\n", 1, 0);
}
END_TEST

START_TEST(test_crlf_becomes_lf)
{
	unwraps_to("> parchis: 1\r\n> game: g1\r\n> turns:\r\n"
		   ">   - {n: 1}\r\n",
		   record, 1, 2);
	/* Even a plain record is copied then. */
	unwraps_to("parchis: 1\r\ngame: g1\r\nturns:\r\n  - {n: 1}\r\n",
		   record, 1, 0);
}
END_TEST

START_TEST(test_a_byte_order_mark_is_skipped)
{
	unwraps_to("\xEF\xBB\xBFparchis: 1\ngame: g1\nturns:\n  - {n: 1}\n",
		   record, 1, 0);
}
END_TEST

START_TEST(test_a_line_that_lost_its_quote_is_told)
{
	const char *text = "> parchis: 1\n> game: g1\nturns:\n>   - {n: 1}\n";
	struct pc_buffer out = PC_BUFFER_INIT;
	struct pc_unwrap map;

	ck_assert(pc_mail_unwrap(text, strlen(text), &out, &map));
	ck_assert(map.found);
	ck_assert_uint_eq(map.broken_line, 3);
	ck_assert_uint_eq(out.len, strlen("parchis: 1\ngame: g1\n"));
	ck_assert_int_eq(memcmp(out.data, "parchis: 1\ngame: g1\n", out.len),
			 0);
	pc_buffer_free(&out);
}
END_TEST

START_TEST(test_no_record_is_not_found)
{
	static const char *const texts[] = {
		"",
		"Hello,\nI move 1+5.\n",
		"-----Original Message-----\nFrom: a@example.org\n",
		"> parchis is fun\n",
	};
	struct pc_buffer out = PC_BUFFER_INIT;

	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		struct pc_unwrap map;

		map.found = true;
		ck_assert_msg(!pc_mail_unwrap(texts[i], strlen(texts[i]), &out,
					      &map),
			      "a record in text %zu", i);
		ck_assert(!map.found);
		ck_assert_uint_eq(out.len, 0);
	}
	pc_buffer_free(&out);
}
END_TEST

static Suite *
unwrap_suite(void)
{
	Suite *s = suite_create("mail-unwrap");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_a_plain_record_is_taken_whole);
	tcase_add_test(tc, test_a_quoted_record_loses_its_prefix);
	tcase_add_test(tc, test_text_before_and_after_is_dropped);
	tcase_add_test(tc, test_keys_before_parchis_belong_to_a_plain_record);
	tcase_add_test(tc, test_crlf_becomes_lf);
	tcase_add_test(tc, test_a_byte_order_mark_is_skipped);
	tcase_add_test(tc, test_a_line_that_lost_its_quote_is_told);
	tcase_add_test(tc, test_no_record_is_not_found);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(unwrap_suite());
}
