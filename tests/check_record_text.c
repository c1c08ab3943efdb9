/* check_record_text.c: record-text.h, what a record's text from players
 * may be, decided once: the reader takes exactly the texts that
 * pc_text_fits takes, the writer writes exactly those, and what it
 * writes reads back the same. Table talk as pc_say_keep keeps it always
 * fits, however it grew. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buffer.h"
#include "check-util.h"
#include "record-read.h"
#include "record-text.h"
#include "record-write.h"
#include "text-guard.h"

static const struct {
	enum pc_text_kind kind;
	const char *text;
	const char *why;	/* NULL: it fits */
} cases[] = {
	{PC_TEXT_NAME, "Begoña", NULL},
	{PC_TEXT_NAME, "", "the name is empty"},
	{PC_TEXT_NAME, "Ana\xe2\x80\xae" "sul", "the name holds U+202E, a "
						"bidi control"},
	{PC_TEXT_SALT, "abc\xe2\x80\x8b" "def", "the salt holds U+200B, an "
						"invisible format character"},
	{PC_TEXT_SALT, "abc\fdef", "the salt holds U+000C, a control "
				   "character"},
	{PC_TEXT_SALT, "abc\vdef", "the salt holds U+000B, a control "
				   "character"},
	{PC_TEXT_SALT, "mi palabra secreta", NULL},
	{PC_TEXT_SALT, "0123456789012345678901234567890123456789012345678901"
		       "234567890123", NULL},
	{PC_TEXT_SALT, "0123456789012345678901234567890123456789012345678901"
		       "2345678901234", "the salt is longer than 64 bytes"},
	{PC_TEXT_SEED, "k3v9q2", NULL},
	{PC_TEXT_MEMBER, "Eva\x1b[2J", "a member's name holds U+001B, a "
				       "control character"},
	{PC_TEXT_EMAIL, "ana@example.org", NULL},
	{PC_TEXT_EMAIL, "ana.example.org", "\"ana.example.org\" is not an "
					   "e-mail address"},
	{PC_TEXT_EMAIL, "ana@example.org\xe2\x80\xae", "the e-mail address "
						       "holds U+202E, a bidi "
						       "control"},
	{PC_TEXT_GAME, "club-2026.17_b", NULL},
	{PC_TEXT_GAME, "../x", "a game id is 1 to 64 letters, digits, '.', "
			       "'_' or '-'"},
	{PC_TEXT_SAY, "¡Vamos!", NULL},
	{PC_TEXT_SAY, "a\tb", "say holds U+0009, a control character"},
};

START_TEST(test_each_kind_fits_or_says_why)
{
	char why[PC_TEXT_FIT_WHY_MAX];
	const char *t = cases[_i].text;
	bool fits = pc_text_fits(cases[_i].kind, t, strlen(t), why);

	ck_assert_int_eq(fits, cases[_i].why == NULL);
	if (!fits)
		ck_assert_str_eq(why, cases[_i].why);
}
END_TEST

/* The robot serves a game as ID.yaml: not an id that makes a hidden
 * file, nor one that is no id. */
START_TEST(test_servable_game_ids)
{
	ck_assert(pc_game_id_servable("club-2026-17"));
	ck_assert(pc_game_id_servable("a.b"));
	ck_assert(!pc_game_id_servable(".."));
	ck_assert(!pc_game_id_servable(".robot"));
	ck_assert(!pc_game_id_servable(""));
	ck_assert(!pc_game_id_servable("a/b"));
}
END_TEST

/* The characters the random texts are made of: letters, the marks of
 * addresses, every class text-guard refuses, and wide characters. */
static const char *const pieces[] = {
	"a", "Z", "7", " ", "@", ".", "-", "ñ", "€", "\xf0\x9f\x8e\xb2",
	"\t", "\f", "\v", "\x1b", "\xc2\x85", "\xe2\x80\xae", "\xe2\x80\x8b",
	"\xc2\xad", "\xef\xbb\xbf", "\xef\xbf\xbe", "\xe2\x80\xa8", "\"",
	"\\", ":", ",", "#", "\xe2\x80\x8d",
};

/* A text of random pieces, up to about max bytes. */
static void
random_text(unsigned *seed, size_t max, char *out, size_t size)
{
	size_t len = 0, want = (size_t)rand_r(seed) % (max + 8);

	out[0] = '\0';
	while (len < want) {
		/* Mostly the first ten, which every kind but an address
		 * and an id takes, so that both sides of the rule come. */
		size_t from = rand_r(seed) % 16
				      ? 10
				      : sizeof pieces / sizeof *pieces;
		const char *p = pieces[(size_t)rand_r(seed) % from];

		if (len + strlen(p) + 1 > size)
			break;
		strcpy(out + len, p);
		len += strlen(p);
	}
}

/* text as a YAML double-quoted scalar, every character but printable
 * ASCII escaped (libyaml would fold a raw U+0085 or U+2028 as a line
 * break): the reader sees text itself. */
static void
yaml_quoted(const char *text, struct pc_buffer *out)
{
	const unsigned char *p = (const unsigned char *)text;
	size_t len = strlen(text), i = 0, n;
	char esc[16];
	uint32_t c;

	pc_buffer_append_str(out, "\"");
	while (i < len) {
		n = pc_utf8_decode(p + i, len - i, &c);
		ck_assert_uint_gt(n, 0);
		if (c < 0x20 || c >= 0x7F || c == '"' || c == '\\') {
			snprintf(esc, sizeof esc, "\\U%08X", (unsigned)c);
			pc_buffer_append_str(out, esc);
		} else {
			pc_buffer_append(out, text + i, 1);
		}
		i += n;
	}
	pc_buffer_append_str(out, "\"");
}

/* A record with text as kind. */
static void
record_with(enum pc_text_kind kind, const char *text, struct pc_buffer *out)
{
	struct pc_buffer q = PC_BUFFER_INIT;

	yaml_quoted(text, &q);
	pc_buffer_append_str(out, "parchis: 1\ngame: ");
	pc_buffer_append_str(out, kind == PC_TEXT_GAME ? q.data : "g");
	pc_buffer_append_str(out, "\ndice: {seed: ");
	pc_buffer_append_str(out, kind == PC_TEXT_SEED ? q.data : "s");
	pc_buffer_append_str(out, "}\nplayers:\n  - {colour: red, ");
	pc_buffer_append_str(out, kind == PC_TEXT_NAME    ? "name: "
				  : kind == PC_TEXT_EMAIL ? "email: "
				  : kind == PC_TEXT_SALT  ? "salt: "
				  : kind == PC_TEXT_MEMBER ? "members: ["
							   : "name: ");
	pc_buffer_append_str(out, kind == PC_TEXT_GAME ||
					  kind == PC_TEXT_SEED
				  ? "Ana"
				  : q.data);
	pc_buffer_append_str(out, kind == PC_TEXT_MEMBER ? "]}\n" : "}\n");
	pc_buffer_append_str(out, "  - {colour: blue}\nturns: []\n");
	pc_buffer_free(&q);
}

/* The text of kind in rec (the game id aside, which is an array). */
static char **
slot(struct pc_record *rec, enum pc_text_kind kind)
{
	switch (kind) {
	case PC_TEXT_SEED:
		return &rec->dice.seed;
	case PC_TEXT_EMAIL:
		return &rec->players[PC_RED].email;
	case PC_TEXT_SALT:
		return &rec->players[PC_RED].salt;
	case PC_TEXT_MEMBER:
		return &rec->players[PC_RED].members[0];
	default:
		return &rec->players[PC_RED].name;
	}
}

/* Thousands of random texts of each kind: the reader takes a record
 * holding one exactly when pc_text_fits does; the writer writes a
 * record with it in memory exactly then, and the text reads back the
 * same. */
START_TEST(test_reader_writer_and_rule_agree)
{
	static const enum pc_text_kind kinds[] = {
		PC_TEXT_NAME, PC_TEXT_MEMBER, PC_TEXT_EMAIL, PC_TEXT_SALT,
		PC_TEXT_SEED, PC_TEXT_GAME};
	static const char base[] = "parchis: 1\ngame: g\ndice: {seed: s}\n"
				   "players:\n  - {colour: red, name: Ana, "
				   "members: [Eva]}\n  - {colour: blue}\n"
				   "turns: []\n";
	unsigned seed = 51;
	char text[128];
	int accepted = 0, refused = 0;

	for (int i = 0; i < 3000; i++) {
		enum pc_text_kind kind = kinds[i % 6];
		struct pc_buffer yaml = PC_BUFFER_INIT, out = PC_BUFFER_INIT;
		struct pc_record rec, back;
		struct pc_error err;
		bool fits;

		random_text(&seed, i % 3 ? 20 : 70, text, sizeof text);
		fits = pc_text_fits(kind, text, strlen(text), NULL);
		record_with(kind, text, &yaml);
		ck_assert_msg((pc_record_read(yaml.data, yaml.len, &rec,
					      &err) == PC_OK) == fits,
			      "kind %d, \"%s\": the reader and the rule "
			      "disagree (%s)", (int)kind, text, err.message);
		if (fits)
			pc_record_free(&rec);
		/* The writer, with the text put in a sound record. */
		ck_assert_int_eq(pc_record_read(base, strlen(base), &rec, &err),
				 PC_OK);
		if (kind == PC_TEXT_GAME) {
			snprintf(rec.game, sizeof rec.game, "%.*s",
				 (int)PC_GAME_ID_MAX, text);
			fits = pc_text_fits(kind, rec.game, strlen(rec.game),
					    NULL);
		} else {
			free(*slot(&rec, kind));
			*slot(&rec, kind) = strdup(text);
		}
		ck_assert_int_eq(pc_record_write(&rec, &out, &err) == PC_OK,
				 fits);
		if (fits) {
			ck_assert_int_eq(pc_record_read(out.data, out.len,
							&back, &err), PC_OK);
			ck_assert_str_eq(kind == PC_TEXT_GAME
						 ? back.game
						 : *slot(&back, kind),
					 kind == PC_TEXT_GAME ? rec.game : text);
			pc_record_free(&back);
			accepted++;
		} else {
			ck_assert_uint_eq(out.len, 0);
			refused++;
		}
		pc_record_free(&rec);
		pc_buffer_free(&yaml);
		pc_buffer_free(&out);
	}
	/* Both sides of the rule were tried. */
	ck_assert_int_gt(accepted, 300);
	ck_assert_int_gt(refused, 300);
}
END_TEST

/* Table talk grows as it is kept (a soft hyphen, two bytes, becomes
 * U+FFFD, three; a long word is cut by spaces): pc_say_keep refuses
 * what grows past the limit, and what it keeps is written and read back
 * unchanged. */
START_TEST(test_kept_talk_fits_and_reads_back)
{
	static const char base[] = "parchis: 1\ngame: g\ndice: {seed: s}\n"
				   "players:\n  - {colour: red}\n"
				   "  - {colour: blue}\nturns:\n"
				   "  - {n: 1, player: red, roll: [3], "
				   "say: x}\n";
	unsigned seed = 7;
	char text[1400];
	int kept = 0, refused = 0;

	for (int i = 0; i < 400; i++) {
		struct pc_buffer out = PC_BUFFER_INIT;
		struct pc_record rec, back;
		struct pc_error err;
		size_t len;
		char *say;

		random_text(&seed, 1300, text, sizeof text);
		if (pc_say_keep(text, strlen(text), &say, &len, &err) !=
		    PC_OK) {
			ck_assert_int_eq(err.status, PC_ERR_DATA);
			refused++;
			continue;
		}
		ck_assert(pc_text_fits(PC_TEXT_SAY, say, len, NULL));
		ck_assert_int_eq(pc_record_read(base, strlen(base), &rec, &err),
				 PC_OK);
		free(rec.turns[0].notes->say);
		rec.turns[0].notes->say = say;
		ck_assert_int_eq(pc_record_write(&rec, &out, &err), PC_OK);
		ck_assert_int_eq(pc_record_read(out.data, out.len, &back, &err),
				 PC_OK);
		ck_assert_str_eq(back.turns[0].notes->say, say);
		pc_record_free(&back);
		pc_record_free(&rec);
		pc_buffer_free(&out);
		kept++;
	}
	ck_assert_int_gt(kept, 50);
	ck_assert_int_gt(refused, 50);
}
END_TEST

/* Each way a say once grew past the limit as the robot kept it: 450
 * soft hyphens (900 bytes) kept as 450 U+FFFD and the 11 spaces that
 * cut them every 40; one word of 990 letters cut by 24 spaces. */
START_TEST(test_kept_talk_refuses_what_grows)
{
	char text[1100], *say = NULL;
	struct pc_error err;
	size_t len;

	memset(text, 0, sizeof text);
	for (int i = 0; i < 450; i++)
		memcpy(text + 2 * i, "\xc2\xad", 2);	/* 900 bytes */
	ck_assert_int_eq(pc_say_keep(text, strlen(text), &say, &len, &err),
			 PC_ERR_DATA);
	ck_assert_str_eq(err.message,
			 "the table talk is 1361 bytes as kept, more than 1000");
	ck_assert_ptr_null(say);
	memset(text, 'a', 990);
	text[990] = '\0';
	ck_assert_int_eq(pc_say_keep(text, strlen(text), &say, &len, &err),
			 PC_ERR_DATA);
	ck_assert_ptr_null(say);
	memset(text, 'a', 1000);
	text[1000] = '\0';
	for (int i = 39; i < 1000; i += 40)
		text[i] = ' ';
	ck_assert_int_eq(pc_say_keep(text, strlen(text), &say, &len, &err),
			 PC_OK);
	ck_assert_uint_eq(len, 1000);
	free(say);
}
END_TEST

/* A record in memory holding what the reader refuses (a library
 * caller's mistake, or a stored say past the limit) is not written:
 * nothing comes out, and the error names whose text it is. */
START_TEST(test_the_writer_refuses_and_names_it)
{
	static const char yaml[] = "parchis: 1\ngame: g\ndice: {seed: s}\n"
				   "players:\n  - {colour: red, name: Ana}\n"
				   "  - {colour: blue}\nturns:\n"
				   "  - {n: 1, player: red, roll: [3], say: x}\n";
	struct pc_buffer out = PC_BUFFER_INIT;
	struct pc_record rec;
	struct pc_error err;

	ck_assert_int_eq(pc_record_read(yaml, strlen(yaml), &rec, &err), PC_OK);
	rec.players[PC_RED].salt = strdup("abc\xe2\x80\xae");
	ck_assert_int_eq(pc_record_write(&rec, &out, &err), PC_ERR_DATA);
	ck_assert_str_eq(err.message, "cannot write the record: red: the "
				      "salt holds U+202E, a bidi control");
	ck_assert_uint_eq(out.len, 0);
	free(rec.players[PC_RED].salt);
	rec.players[PC_RED].salt = NULL;
	free(rec.turns[0].notes->say);
	rec.turns[0].notes->say = calloc(1002, 1);
	memset(rec.turns[0].notes->say, 'x', 1001);
	ck_assert_int_eq(pc_record_write(&rec, &out, &err), PC_ERR_DATA);
	ck_assert_str_eq(err.message, "cannot write the record: roll 1: say "
				      "is longer than 1000 bytes");
	ck_assert_uint_eq(out.len, 0);
	pc_record_free(&rec);
	pc_buffer_free(&out);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("record-text");
	TCase *tc = tcase_create("Core");

	tcase_add_loop_test(tc, test_each_kind_fits_or_says_why, 0,
			    (int)(sizeof cases / sizeof *cases));
	tcase_add_test(tc, test_servable_game_ids);
	tcase_add_test(tc, test_reader_writer_and_rule_agree);
	tcase_add_test(tc, test_kept_talk_fits_and_reads_back);
	tcase_add_test(tc, test_kept_talk_refuses_what_grows);
	tcase_add_test(tc, test_the_writer_refuses_and_names_it);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
