/* check_mail_news.c: what the referee's mails tell since a player's last
 * turn (mail-news.c), turn lines (turn-text.c) and mail text folding
 * (text-fold.c), on the example games cut at a pending roll. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check-util.h"
#include "colour.h"
#include "mail-news.h"
#include "text-fold.h"

/* The example record's text cut before the turn that starts with cut,
 * then the line pending, the pending roll without its move. */
static char *
cut_example(const char *name, const char *cut, const char *pending)
{
	char path[512], *text, *at;
	size_t len, keep;

	snprintf(path, sizeof path, "%s/../examples/%s", util_tests_folder(),
		 name);
	text = util_slurp(path, &len);
	at = strstr(text, cut);
	ck_assert_ptr_nonnull(at);
	keep = (size_t)(at - text);
	text = realloc(text, keep + strlen(pending) + 1);
	ck_assert_ptr_nonnull(text);
	strcpy(text + keep, pending);
	return text;
}

static void
line_is(const struct pc_news *news, size_t i, const char *want)
{
	size_t len;
	const char *line = pc_news_line(news, i, &len);

	if (len != strlen(want) || memcmp(line, want, len) != 0)
		fprintf(stderr, "item %zu: %.*s\n", i, (int)len, line);
	ck_assert_uint_eq(len, strlen(want));
	ck_assert_int_eq(memcmp(line, want, len), 0);
}

START_TEST(test_news_is_the_round_since_the_movers_last_roll)
{
	char *text = cut_example("classic-finished.yaml", "  - {n: 62,",
				 "  - {n: 62, player: yellow, roll: [4]}\n");
	struct pc_news news;
	struct pc_error err;

	ck_assert_int_eq(pc_news_make(text, NULL, 0, &news, &err), PC_OK);
	ck_assert_int_eq(news.reader, PC_YELLOW);
	ck_assert(!news.more);
	/* Yellow last rolled 58. */
	ck_assert_uint_eq(news.nitems, 3);
	line_is(&news, 0, "59. blue 2: 1 52\u219254");
	line_is(&news, 2, "61. green 4: 1 60\u219264");
	for (size_t i = 0; i < news.nitems; i++)
		ck_assert_uint_eq(news.facts[i].captured, 0);
	pc_news_free(&news);
	free(text);
}
END_TEST

START_TEST(test_news_after_a_six_goes_back_to_the_round_before)
{
	char *text = cut_example("classic-finished.yaml", "  - {n: 92,",
				 "  - {n: 92, player: green, roll: [2]}\n");
	struct pc_news news;
	struct pc_error err;
	unsigned green3 = 1u << (PC_GREEN * 4 + 2);

	ck_assert_int_eq(pc_news_make(text, NULL, 0, &news, &err), PC_OK);
	ck_assert_int_eq(news.reader, PC_GREEN);
	/* Green's 6 at roll 91 is part of the turn: since 86, green's. */
	ck_assert_uint_eq(news.nitems, 5);
	line_is(&news, 0, "87. yellow 4: 1 44\u219248 takes red 3; +20: 2 "
			  "10\u219230 takes blue 3; +20: 2 30\u219250");
	line_is(&news, 4, "91. green 6: 4 56\u219262");
	ck_assert_uint_eq(news.facts[0].captured,
			  (1u << (PC_RED * 4 + 2)) | (1u << (PC_BLUE * 4 + 2)));
	ck_assert_uint_eq(news.facts[2].captured, green3);
	ck_assert_int_eq(news.facts[2].captured_at[PC_GREEN][2], 60);
	ck_assert(news.facts[2].moved & (1u << (PC_RED * 4 + 0)));
	pc_news_free(&news);
	free(text);
}
END_TEST

START_TEST(test_news_tells_a_resignation)
{
	char path[512], *text;
	size_t len;
	struct pc_news news;
	struct pc_error err;

	snprintf(path, sizeof path, "%s/golden/resign-counted.yaml",
		 util_tests_folder());
	text = util_slurp(path, &len);
	ck_assert_int_eq(pc_news_make(text, NULL, 0, &news, &err), PC_OK);
	ck_assert_int_eq(news.reader, PC_YELLOW);
	ck_assert_uint_eq(news.nitems, 3);
	line_is(&news, 0, "20. blue 1: no piece can move");
	line_is(&news, 2, "    red leaves the game");
	ck_assert(news.facts[2].resigned);
	ck_assert(!news.facts[1].resigned);
	pc_news_free(&news);
	free(text);
}
END_TEST

START_TEST(test_news_of_an_opening_is_empty)
{
	char *text = cut_example("classic-finished.yaml", "  - {n: 2,", "");
	struct pc_news news;
	struct pc_error err;

	ck_assert_int_eq(pc_news_make(text, NULL, 0, &news, &err), PC_OK);
	ck_assert_int_eq(news.reader, -1);
	ck_assert_uint_eq(news.nitems, 0);
	pc_news_free(&news);
	free(text);
}
END_TEST

START_TEST(test_news_of_a_broken_record_fails)
{
	struct pc_news news;
	struct pc_error err;

	ck_assert_int_ne(pc_news_make("parchis: 1\ngame: [\n", NULL, 0, &news,
				      &err),
			 PC_OK);
	pc_news_free(&news);
}
END_TEST

static char *
folded(const char *text, size_t col, size_t indent, size_t width)
{
	static char out[512];
	struct pc_buffer b = PC_BUFFER_INIT;

	ck_assert(pc_text_fold(&b, text, col, indent, width));
	snprintf(out, sizeof out, "%s", b.data);
	pc_buffer_free(&b);
	return out;
}

START_TEST(test_fold_counts_characters_not_bytes)
{
	ck_assert_uint_eq(pc_text_columns("a\u2192b", strlen("a\u2192b")), 3);
	ck_assert_str_eq(folded("one two three", 0, 2, 8), "one two\n  three\n");
	/* Seven characters, eleven bytes: they fit a width of 7. */
	ck_assert_str_eq(folded("\u00e1\u00e9\u00ed \u00f3\u00fa\u00f1", 0, 0,
				7),
			 "\u00e1\u00e9\u00ed \u00f3\u00fa\u00f1\n");
	ck_assert_str_eq(folded("a b", 6, 2, 7), "a\n  b\n");
	/* A word longer than the line stays whole. */
	ck_assert_str_eq(folded("abcdefghij k", 0, 1, 5), "abcdefghij\n k\n");
	ck_assert_str_eq(folded("", 0, 0, 5), "\n");
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("mail-news");
	TCase *tc = tcase_create("news");

	tcase_add_test(tc, test_news_is_the_round_since_the_movers_last_roll);
	tcase_add_test(tc, test_news_after_a_six_goes_back_to_the_round_before);
	tcase_add_test(tc, test_news_tells_a_resignation);
	tcase_add_test(tc, test_news_of_an_opening_is_empty);
	tcase_add_test(tc, test_news_of_a_broken_record_fails);
	tcase_add_test(tc, test_fold_counts_characters_not_bytes);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
