/* check_text.c: text-guard.h, the one place that decides what text from
 * players may hold.
 *
 * Refused: each class of character (C0, DEL, C1, separators, bidi
 * controls, invisible format characters, noncharacters, bytes that are
 * not UTF-8); kept: letters of any script, emoji with their joiners.
 * A say is neutralised, idempotently, and none of its words can start
 * a record; messages are defanged; e-mail addresses checked. */
#include <config.h>

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "buffer.h"
#include "check-util.h"
#include "i18n.h"
#include "record-read.h"
#include "record-write.h"
#include "text-guard.h"

static const struct {
	const char *text;
	size_t at;		/* the offset of the refused character */
	const char *why;
} refused[] = {
	{"a\tb", 1, "U+0009, a control character"},
	{"\x1b[2J", 0, "U+001B, a control character"},
	{"x\x7f", 1, "U+007F, a control character"},
	{"Luis\xc2\x9b" "31m", 4, "U+009B, a control character"},
	{"\xc2\x85", 0, "U+0085, a control character"},
	{"a\xe2\x80\xa8", 1, "U+2028, a line separator"},
	{"\xe2\x80\xa9", 0, "U+2029, a line separator"},
	{"\xe2\x80\xae" "Luis", 0, "U+202E, a bidi control"},
	{"\xe2\x80\xaa", 0, "U+202A, a bidi control"},
	{"\xe2\x81\xa6", 0, "U+2066, a bidi control"},
	{"\xe2\x81\xa9", 0, "U+2069, a bidi control"},
	{"\xe2\x80\x8f", 0, "U+200F, a bidi control"},
	{"\xd8\x9c", 0, "U+061C, a bidi control"},
	{"A\xe2\x80\x8b" "na", 1, "U+200B, an invisible format character"},
	{"\xc2\xad", 0, "U+00AD, an invisible format character"},
	{"\xef\xbb\xbf", 0, "U+FEFF, an invisible format character"},
	{"\xe2\x81\xa0", 0, "U+2060, an invisible format character"},
	{"\xf3\xa0\x81\x81", 0, "U+E0041, an invisible format character"},
	{"\xef\xbf\xbe", 0, "U+FFFE, a noncharacter"},
	{"\xef\xb7\x90", 0, "U+FDD0, a noncharacter"},
	{"ab\xff", 2, "a byte that is not UTF-8 (0xFF)"},
	{"\xc3", 0, "a byte that is not UTF-8 (0xC3)"},
	{"\xc0\xaf", 0, "a byte that is not UTF-8 (0xC0)"},	/* overlong */
	{"\xed\xa0\x80", 0, "a byte that is not UTF-8 (0xED)"}, /* surrogate */
	{"\xf4\x90\x80\x80", 0, "a byte that is not UTF-8 (0xF4)"},
};

START_TEST(test_refuses_each_class_and_names_it)
{
	char why[PC_TEXT_WHY_MAX];
	const char *t = refused[_i].text;

	ck_assert_uint_eq(pc_text_check(t, strlen(t), why), refused[_i].at);
	ck_assert_str_eq(why, refused[_i].why);
}
END_TEST

START_TEST(test_keeps_letters_emoji_and_joiners)
{
	static const char *const kept[] = {
		"Begoña Ruiz", "Ζωή", "李小龍", "عمر", "אבי",
		"\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9",	/* ZWJ */
		"\xd9\x85\xe2\x80\x8c\xd9\x86",			/* ZWNJ */
		"no\xc2\xa0" "break", "\xef\xbf\xbd", "",
	};

	for (size_t i = 0; i < sizeof kept / sizeof *kept; i++)
		ck_assert_uint_eq(pc_text_check(kept[i], strlen(kept[i]), NULL),
				  strlen(kept[i]));
}
END_TEST

static char *
neutral(const char *say)
{
	size_t n;
	char *out = pc_say_neutralise(say, strlen(say), &n);

	ck_assert_ptr_nonnull(out);
	ck_assert_uint_eq(n, strlen(out));
	return out;
}

/* The result, and the result of neutralising it once more. */
static void
assert_neutral(const char *say, const char *want)
{
	char *once = neutral(say), *twice = neutral(once);

	ck_assert_str_eq(once, want);
	ck_assert_str_eq(twice, once);
	ck_assert_uint_eq(pc_text_check(once, strlen(once), NULL),
			  strlen(once));
	free(once);
	free(twice);
}

START_TEST(test_neutralises_a_say)
{
	assert_neutral("hola", "hola");
	assert_neutral("a\tb\nc\r\nd", "a b c d");
	assert_neutral("a    b", "a b");
	assert_neutral("bell\a", "bell\xef\xbf\xbd");
	assert_neutral("\xc2\x9b" "2J", "\xef\xbf\xbd" "2J");
	assert_neutral("\xe2\x80\xae" "olleh", "\xef\xbf\xbd" "olleh");
	assert_neutral("a\xe2\x80\xa8" "b", "a b");
	assert_neutral("bad\xff\xfe", "bad\xef\xbf\xbd\xef\xbf\xbd");
	/* A word that starts a record gets a no-break space before it. */
	assert_neutral("--- x", "\xc2\xa0--- x");
	assert_neutral("see parchis: 1", "see \xc2\xa0parchis: 1");
	assert_neutral("a-- b---", "a-- b---");
	assert_neutral("Parchis: fine", "Parchis: fine");
}
END_TEST

START_TEST(test_cuts_words_wider_than_the_limit)
{
	char say[1001], *out, *word;
	size_t words = 0;

	memset(say, 'w', 1000);
	say[1000] = '\0';
	out = neutral(say);
	ck_assert_uint_le(pc_say_widest_word(out), PC_SAY_WORD_MAX);
	for (word = strtok(out, " "); word != NULL; word = strtok(NULL, " "))
		words++;
	ck_assert_uint_eq(words, 25);
	free(out);
	/* Counted as written: '"' takes two columns, an emoji ten. */
	memset(say, '"', 30);
	say[30] = '\0';
	out = neutral(say);
	ck_assert_str_eq(out, "\"\"\"\"\"\"\"\"\"\"\"\"\"\"\"\"\"\"\"\" "
			      "\"\"\"\"\"\"\"\"\"\"");
	free(out);
	out = neutral("\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98\x80"
		      "\xf0\x9f\x98\x80\xf0\x9f\x98\x80");
	ck_assert_str_eq(out, "\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98"
			      "\x80\xf0\x9f\x98\x80 \xf0\x9f\x98\x80");
	free(out);
	/* A cut that would put "---" at a word's start guards it too. */
	memset(say, 'x', 40);
	strcpy(say + 40, "---");
	out = neutral(say);
	ck_assert_str_eq(out + 40, " \xc2\xa0---");
	free(out);
	ck_assert_uint_eq(pc_say_widest_word("ab \"c\\ d"), 5);
}
END_TEST

START_TEST(test_defangs_messages)
{
	char m[] = "bad \x1b]0;t\a \xc2\x9b" "2J \xe2\x80\xae" "x\nnext\tend "
		   "\xc3\xb1 \xe9t\xe9 \x85";

	pc_text_defang(m);
	ck_assert_str_eq(m, "bad ?]0;t? ?2J ?x next end \xc3\xb1 \xe9t\xe9 ?");
}
END_TEST

START_TEST(test_email_addresses)
{
	static const char *const good[] = {
		"ana@example.org", "a.b+c@x", "ana@sub.example.org",
		"pepa@ejemplo.es", "ñu@correo.es", "x_y-z@a-b.c",
	};
	static const char *const bad[] = {
		"a@b@c", "x@", "@x", "ana@x.org;", "a,b@x", "ana", "a b@x",
		"<ana@x>", "\"ana\"@x", "ana(me)@x", "a:b@x", "a@[1.2.3.4]",
		"a\\b@x", "a@.x", "a@x.", "a@x..org", "a@x\xe2\x80\xae" "gro",
		"a\xc2\x9b@x", "a@x\xff", "",
	};

	for (size_t i = 0; i < sizeof good / sizeof *good; i++)
		ck_assert_msg(pc_email_valid(good[i]), "refused %s", good[i]);
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		ck_assert_msg(!pc_email_valid(bad[i]), "accepted %s", bad[i]);
}
END_TEST

/* A string that is not UTF-8 in a record in memory (a library caller's
 * mistake: the reader and new let none through) is no lack of memory. */
START_TEST(test_the_writer_says_what_is_not_utf8)
{
	static const char yaml[] = "parchis: 1\ngame: g\ndice: {seed: s}\n"
				   "players:\n  - {colour: red, name: Ana}\n"
				   "  - {colour: blue}\n";
	struct pc_buffer out = PC_BUFFER_INIT;
	struct pc_record rec;
	struct pc_error err;

	ck_assert(pc_text_is_utf8("Begoña", strlen("Begoña")));
	ck_assert(!pc_text_is_utf8("A\xffna", 4));
	/* ASCII, the writer's quick way: a byte past 0x7F anywhere is not. */
	ck_assert(pc_text_is_ascii("1+5", 3));
	ck_assert(pc_text_is_ascii("", 0));
	ck_assert(!pc_text_is_ascii("Begoña", strlen("Begoña")));
	ck_assert(!pc_text_is_ascii("Ana\x80", 4));
	ck_assert(pc_text_is_ascii("Ana\x80", 3));
	ck_assert_int_eq(pc_record_read(yaml, strlen(yaml), &rec, &err), PC_OK);
	free(rec.players[PC_RED].name);
	rec.players[PC_RED].name = strdup("A\xffna");
	ck_assert_int_eq(pc_record_write(&rec, &out, &err), PC_ERR_DATA);
	ck_assert_str_eq(err.message,
			 "cannot write the record: red: the name holds a byte "
			 "that is not UTF-8 (0xFF)");
	pc_buffer_free(&out);
	pc_record_free(&rec);
}
END_TEST

/* Text into a fixed array: appended while it fits, cut at a character
 * boundary when it does not, never past the array, false when cut. */
START_TEST(test_fixed_appends_cut_whole_characters)
{
	char buf[8];
	size_t n = 0;

	buf[0] = '\0';
	ck_assert(pc_fixed_appendf(buf, sizeof buf, &n, "%s", "ab"));
	ck_assert(pc_fixed_appendf(buf, sizeof buf, &n, "%d", 12));
	ck_assert_str_eq(buf, "ab12");
	ck_assert_uint_eq(n, 4);
	/* "ñ" is two bytes: "ab12ñ" is 6, "ab12ññ" would be 8 with no
	 * room for the end: the second ñ goes whole. */
	ck_assert(!pc_fixed_appendf(buf, sizeof buf, &n, "ññ"));
	ck_assert_str_eq(buf, "ab12ñ");
	ck_assert_uint_eq(n, 6);
	ck_assert(!pc_fixed_appendf(buf, sizeof buf, &n, "xyz"));
	ck_assert_str_eq(buf, "ab12ñx");
	ck_assert_uint_eq(n, 7);
	/* Full: nothing more goes in, and n stays inside. */
	ck_assert(!pc_fixed_appendf(buf, sizeof buf, &n, "→"));
	ck_assert_uint_eq(n, 7);
	n = 0;
	ck_assert(!pc_fixed_appendf(buf, sizeof buf, &n, "abcde→"));
	ck_assert_str_eq(buf, "abcde");
	n = 0;
	ck_assert(!pc_fixed_appendf(buf, sizeof buf, &n, "abcd→x"));
	ck_assert_str_eq(buf, "abcd→");
}
END_TEST

START_TEST(test_lists_join_with_commas_and_the_last_word)
{
	const char *items[] = {"red", "blue", "green"};
	char buf[64];
	size_t n = 0;

	buf[0] = '\0';
	for (size_t k = 0; k < 3; k++)
		pc_fixed_appendf(buf, sizeof buf, &n, "%s%s",
				 pc_list_sep(k, 3, " and "), items[k]);
	ck_assert_str_eq(buf, "red, blue and green");
	ck_assert_str_eq(pc_list_sep(0, 1, " or "), "");
	ck_assert_str_eq(pc_list_sep(1, 2, " or "), " or ");
}
END_TEST

START_TEST(test_decodes_utf8_and_refuses_broken_sequences)
{
	uint32_t cp;

	ck_assert_uint_eq(pc_utf8_decode((const unsigned char *)"A", 1, &cp),
			  1);
	ck_assert_uint_eq(cp, 'A');
	ck_assert_uint_eq(
		pc_utf8_decode((const unsigned char *)"\xe2\x86\x92", 3, &cp),
		3);
	ck_assert_uint_eq(cp, 0x2192);
	/* Cut short, overlong, a surrogate, past U+10FFFF. */
	ck_assert_uint_eq(
		pc_utf8_decode((const unsigned char *)"\xe2\x86", 2, &cp), 0);
	ck_assert_uint_eq(
		pc_utf8_decode((const unsigned char *)"\xc0\xaf", 2, &cp), 0);
	ck_assert_uint_eq(
		pc_utf8_decode((const unsigned char *)"\xed\xa0\x80", 3, &cp),
		0);
	ck_assert_uint_eq(pc_utf8_decode(
		(const unsigned char *)"\xf4\x90\x80\x80", 4, &cp), 0);
	ck_assert(pc_text_refuses(0x202E));
	ck_assert(!pc_text_refuses(0xF1));
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("text");
	TCase *tc = tcase_create("Core");

	tcase_add_loop_test(tc, test_refuses_each_class_and_names_it, 0,
			    (int)(sizeof refused / sizeof *refused));
	tcase_add_test(tc, test_keeps_letters_emoji_and_joiners);
	tcase_add_test(tc, test_neutralises_a_say);
	tcase_add_test(tc, test_cuts_words_wider_than_the_limit);
	tcase_add_test(tc, test_defangs_messages);
	tcase_add_test(tc, test_email_addresses);
	tcase_add_test(tc, test_the_writer_says_what_is_not_utf8);
	tcase_add_test(tc, test_fixed_appends_cut_whole_characters);
	tcase_add_test(tc, test_lists_join_with_commas_and_the_last_word);
	tcase_add_test(tc, test_decodes_utf8_and_refuses_broken_sequences);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
