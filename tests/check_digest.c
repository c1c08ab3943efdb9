/* check_digest.c: the digests verify compares -- one parse for all the
 * derived keys gives what a parse a key gave, whatever the document holds,
 * and the derived keys written alone digest as in the whole record; a
 * value's layout (flow or block, quoting, key order) does not change its
 * digest, its content does. */
#include <config.h>

#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board-text.h"
#include "check-util.h"
#include "record-read.h"
#include "record-write.h"
#include "referee.h"
#include "yaml-digest.h"

enum { NKEYS = 3 };

static const char *const keys[NKEYS] = {"position", "status", "board"};

/* n levels of flow lists, for a value too deep to digest. */
static char *
deep(const char *before, int n, const char *after)
{
	size_t len = strlen(before) + 2 * (size_t)n + strlen(after) + 1;
	char *s = malloc(len), *p;

	ck_assert_ptr_nonnull(s);
	p = s + sprintf(s, "%s", before);
	for (int i = 0; i < n; i++)
		*p++ = '[';
	for (int i = 0; i < n; i++)
		*p++ = ']';
	strcpy(p, after);
	return s;
}

/* pc_yaml_digest_keys against pc_yaml_digest_key, key by key. */
static void
assert_same_as_each_key(const char *text, size_t len)
{
	struct pc_buffer all[NKEYS] = {PC_BUFFER_INIT, PC_BUFFER_INIT,
				       PC_BUFFER_INIT};
	unsigned long lines[NKEYS];
	bool found[NKEYS], any, any_each = false;

	any = pc_yaml_digest_keys(text, len, keys, NKEYS, all, lines, found);
	for (int k = 0; k < NKEYS; k++) {
		struct pc_buffer one = PC_BUFFER_INIT;
		unsigned long line;
		bool f = pc_yaml_digest_key(text, len, keys[k], &one, &line);

		ck_assert_msg(f == found[k] && line == lines[k] &&
				      one.len == all[k].len &&
				      (one.len == 0 ||
				       memcmp(one.data, all[k].data,
					      one.len) == 0),
			      "%s of \"%.60s\": found %d (line %lu, %zu bytes) "
			      "alone, %d (line %lu, %zu bytes) with the others",
			      keys[k], text, f, line, one.len, found[k],
			      lines[k], all[k].len);
		any_each = any_each || f;
		pc_buffer_free(&one);
		pc_buffer_free(&all[k]);
	}
	ck_assert(any == any_each);
}

START_TEST(test_one_parse_digests_as_a_parse_a_key)
{
	static const char *const docs[] = {
		"position: {red: [1, 2]}\nstatus: {over: true}\nboard: |\n"
		"  x\n",
		"board: b\nstatus: [s]\nposition: p\n",
		"a: 1\nstatus: {b: 2, a: 1}\nz: 3\n",
		"position: 1\nposition: 2\nstatus: 3\nstatus: [4]\n",
		"{position: [a, {b: c}], x: y, board: \"q\"}\n",
		"? [complex, key]\n: position\nposition: real\n",
		"*alias: 1\nposition: &a [1]\nstatus: *a\n",
		"position: [1, 2\nstatus: 3\n",		/* a parse error */
		"status: 1\nposition: {a: [1, 2}\nboard: 3\n",
		"status: 1\nboard: 2\nposition: [1\n",
		"- a list\n- not a mapping\n",
		"just a scalar\n",
		"",
		"--- \n...\n",
		"position: 1\n---\nstatus: 2\n",
		"x: 1\n",
		"position: ok\nstatus: ok\nboard: ok\ntrailing: [bad\n",
	};

	for (size_t i = 0; i < sizeof docs / sizeof *docs; i++)
		assert_same_as_each_key(docs[i], strlen(docs[i]));
}
END_TEST

/* A value too deep to digest: skipped when the key is another's. */
START_TEST(test_a_value_too_deep_before_and_as_a_key)
{
	char *docs[] = {
		deep("status: ", 80, "\nposition: [1]\nboard: b\n"),
		deep("position: [1]\nstatus: ", 80, "\nboard: b\n"),
		deep("board: ", 64, "\nstatus: ok\n"),
		deep("board: ", 63, "\nstatus: ok\n"),
		deep("other: ", 500, "\nposition: p\n"),
	};

	for (size_t i = 0; i < sizeof docs / sizeof *docs; i++) {
		assert_same_as_each_key(docs[i], strlen(docs[i]));
		free(docs[i]);
	}
}
END_TEST

/* The digests of the derived keys of path's record, written in the whole
 * record and alone, are the same. */
static void
assert_derived_alone_digests_alike(const char *path)
{
	static struct pc_game game;
	static struct pc_legal_text legal;
	struct pc_referee_options look = {.autoplay = false};
	struct pc_buffer whole = PC_BUFFER_INIT, alone = PC_BUFFER_INIT;
	struct pc_buffer board = PC_BUFFER_INIT;
	struct pc_buffer a[NKEYS] = {PC_BUFFER_INIT, PC_BUFFER_INIT,
				     PC_BUFFER_INIT};
	struct pc_buffer b[NKEYS] = {PC_BUFFER_INIT, PC_BUFFER_INIT,
				     PC_BUFFER_INIT};
	unsigned long la[NKEYS], lb[NKEYS];
	bool fa[NKEYS], fb[NKEYS];
	struct pc_derived derived;
	struct pc_record rec;
	struct pc_error err;
	size_t len;
	char *text = util_slurp(path, &len);

	ck_assert_msg(pc_record_read(text, len, &rec, &err) == PC_OK,
		      "%s:%lu: %s", path, err.line, err.message);
	if (pc_referee_run(&rec, &look, &game, &err) != PC_OK)
		goto done;	/* a record the referee refuses */
	pc_referee_derive(&rec, &game, &legal, NULL, &derived);
	ck_assert(pc_board_text(&rec, &derived, &board));
	derived.board = board.data;
	ck_assert_int_eq(pc_record_write_derived(&rec, &derived, &whole, &err),
			 PC_OK);
	ck_assert_int_eq(pc_record_write_derived_keys(&rec, &derived, &alone,
						      &err),
			 PC_OK);
	ck_assert(pc_yaml_digest_keys(whole.data, whole.len, keys, NKEYS, a,
				      la, fa));
	ck_assert(pc_yaml_digest_keys(alone.data, alone.len, keys, NKEYS, b,
				      lb, fb));
	for (int k = 0; k < NKEYS; k++) {
		ck_assert_msg(fa[k] && fb[k], "%s: %s", path, keys[k]);
		ck_assert_msg(a[k].len == b[k].len &&
				      memcmp(a[k].data, b[k].data, a[k].len) ==
					      0,
			      "%s: %s digests otherwise alone", path, keys[k]);
		pc_buffer_free(&a[k]);
		pc_buffer_free(&b[k]);
	}
done:
	pc_buffer_free(&whole);
	pc_buffer_free(&alone);
	pc_buffer_free(&board);
	pc_record_free(&rec);
	free(text);
}

static int
each_record(const char *folder)
{
	DIR *dir = opendir(folder);
	struct dirent *entry;
	char path[4096];
	int count = 0;

	if (dir == NULL)
		return 0;
	while ((entry = readdir(dir)) != NULL) {
		size_t n = strlen(entry->d_name);

		if (n < 5 || strcmp(entry->d_name + n - 5, ".yaml") != 0)
			continue;
		snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
		assert_derived_alone_digests_alike(path);
		count++;
	}
	closedir(dir);
	return count;
}

START_TEST(test_derived_keys_alone_digest_as_in_the_record)
{
	char folder[4096];
	int count;

	snprintf(folder, sizeof folder, "%s/../examples",
		 util_tests_folder());
	count = each_record(folder);
	snprintf(folder, sizeof folder, "%s/records/good",
		 util_tests_folder());
	count += each_record(folder);
	ck_assert_int_gt(count, 10);
}
END_TEST

/* The digest of key in text; the key must be found. */
static void
digest_of(const char *text, const char *key, struct pc_buffer *out,
	  unsigned long want_line)
{
	unsigned long line = 99;

	ck_assert_msg(pc_yaml_digest_key(text, strlen(text), key, out, &line),
		      "%s not digested in \"%s\"", key, text);
	ck_assert_uint_eq(line, want_line);
	ck_assert_uint_gt(out->len, 0);
}

static bool
same_digest(const char *a, const char *b)
{
	struct pc_buffer x = PC_BUFFER_INIT, y = PC_BUFFER_INIT;
	bool same;

	digest_of(a, "v", &x, 1);
	digest_of(b, "v", &y, 1);
	same = x.len == y.len && memcmp(x.data, y.data, x.len) == 0;
	pc_buffer_free(&x);
	pc_buffer_free(&y);
	return same;
}

START_TEST(test_presentation_does_not_change_the_digest)
{
	static const char *const pairs[][2] = {
		/* flow and block lists */
		{"v: [1, 2, [3]]\n", "v:\n  - 1\n  - 2\n  -\n    - 3\n"},
		/* flow and block mappings, keys in any order */
		{"v: {a: 1, b: [x]}\n", "v:\n  b:\n  - x\n  a: 1\n"},
		/* quoting */
		{"v: [abc, 'abc', \"abc\"]\n", "v: [\"abc\", abc, 'abc']\n"},
		{"v: 'it''s'\n", "v: \"it's\"\n"},
		/* a literal block and the same text quoted */
		{"v: |\n  two\n  lines\n", "v: \"two\\nlines\\n\"\n"},
		/* a line break inside a flow collection */
		{"v: {a: 1,\n  b: 2}\n", "v: {b: 2, a: 1}\n"},
		/* comments, and other keys around */
		{"v: [1, 2] # c\nw: 1\n", "v: [1,   2]\nw: 2\n"},
	};

	for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
		ck_assert_msg(same_digest(pairs[i][0], pairs[i][1]),
			      "pair %zu digests differ", i);
}
END_TEST

START_TEST(test_content_changes_the_digest)
{
	static const char *const pairs[][2] = {
		{"v: [1, 2]\n", "v: [2, 1]\n"},		/* a list's order */
		{"v: [1, 2]\n", "v: [1, 2, 3]\n"},
		{"v: [1, 2]\n", "v: [[1, 2]]\n"},	/* shape */
		{"v: [a, b]\n", "v: {a: b}\n"},
		{"v: {a: 1}\n", "v: {a: 2}\n"},		/* a value */
		{"v: {a: 1}\n", "v: {b: 1}\n"},		/* a key */
		{"v: {a: 1, b: 2}\n", "v: {a: 2, b: 1}\n"},
		{"v: abc\n", "v: abd\n"},
		{"v: 'a b'\n", "v: 'a  b'\n"},
		{"v: ''\n", "v: []\n"},
		{"v: [ab, c]\n", "v: [a, bc]\n"},	/* where a scalar ends */
		{"v: |\n  x\n", "v: >-\n  x\n"},	/* "x\n" is not "x" */
	};

	for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
		ck_assert_msg(!same_digest(pairs[i][0], pairs[i][1]),
			      "pair %zu digests agree", i);
}
END_TEST

START_TEST(test_the_key_line_and_what_does_not_digest)
{
	static const char *const bad[] = {
		"w: 1\n",		/* no such key */
		"- v\n- 1\n",		/* not a mapping */
		"v\n",
		"v: [1, 2\n",		/* does not parse */
		"",
	};
	struct pc_buffer out = PC_BUFFER_INIT;
	unsigned long line;

	digest_of("# first\nw: 1\n\nv: [1]\n", "v", &out, 4);
	pc_buffer_free(&out);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		line = 7;
		ck_assert_msg(!pc_yaml_digest_key(bad[i], strlen(bad[i]), "v",
						  &out, &line),
			      "bad text %zu digested", i);
		ck_assert_uint_eq(line, 0);
	}
	pc_buffer_free(&out);
}
END_TEST

static Suite *
digest_suite(void)
{
	Suite *s = suite_create("digest");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_one_parse_digests_as_a_parse_a_key);
	tcase_add_test(tc, test_a_value_too_deep_before_and_as_a_key);
	tcase_add_test(tc, test_derived_keys_alone_digest_as_in_the_record);
	tcase_add_test(tc, test_presentation_does_not_change_the_digest);
	tcase_add_test(tc, test_content_changes_the_digest);
	tcase_add_test(tc, test_the_key_line_and_what_does_not_digest);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(digest_suite());
}
