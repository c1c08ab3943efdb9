/* check_yaml11.c: pc_yaml11_plain_is_string against the YAML 1.1 type
 * regexps themselves (yaml.org/type/), compiled here with POSIX regcomp as
 * lib/yaml11.c once used them: over every short string of the bytes that
 * matter, over a large corpus of mutated numbers, dates and words, and
 * over a table of cases with the answer written out. */
#include <config.h>

#include <regex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check-util.h"
#include "yaml11.h"

/* The patterns of the YAML 1.1 type repository, anchored. */
static const char *const patterns[] = {
	/* null */
	"^(~|null|Null|NULL)$",
	/* bool */
	"^(y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE"
	"|on|On|ON|off|Off|OFF)$",
	/* int: binary, octal, decimal, hexadecimal, sexagesimal */
	"^[-+]?0b[01_]+$",
	"^[-+]?0[0-7_]+$",
	"^[-+]?(0|[1-9][0-9_]*)$",
	"^[-+]?0x[0-9a-fA-F_]+$",
	"^[-+]?[1-9][0-9_]*(:[0-5]?[0-9])+$",
	/* float */
	"^[-+]?([0-9][0-9_]*)?\\.[0-9.]*([eE][-+][0-9]+)?$",
	"^[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\\.[0-9_]*$",
	"^[-+]?\\.(inf|Inf|INF)$",
	"^\\.(nan|NaN|NAN)$",
	/* timestamp */
	"^[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?"
	"(([Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](\\.[0-9]*)?"
	"([ \t]*(Z|[-+][0-9][0-9]?(:[0-9][0-9])?))?)?$",
	/* merge and value keys */
	"^<<$",
	"^=$",
};

enum { NPATTERNS = sizeof patterns / sizeof patterns[0] };

static regex_t compiled[NPATTERNS];

static void
compile_patterns(void)
{
	for (size_t i = 0; i < NPATTERNS; i++)
		ck_assert_int_eq(regcomp(&compiled[i], patterns[i],
					 REG_EXTENDED | REG_NOSUB), 0);
}

static void
free_patterns(void)
{
	for (size_t i = 0; i < NPATTERNS; i++)
		regfree(&compiled[i]);
}

/* The answer as lib/yaml11.c gave it with the regexps: the same shortcuts
 * first, then the regexps over the text up to its first NUL (regexec's
 * copy). */
static bool
oracle(const char *text, size_t len)
{
	char *copy;
	const char *plus;
	bool string = true;

	if (len == 0)
		return false;
	if (strchr("0123456789+-.~<=yYnNtTfFoO", text[0]) == NULL)
		return true;
	plus = memchr(text + 1, '+', len - 1);
	if (plus != NULL && plus[-1] >= '0' && plus[-1] <= '9' &&
	    memchr(text, 'e', len) == NULL && memchr(text, 'E', len) == NULL &&
	    memchr(text, '-', len) == NULL && memchr(text, ':', len) == NULL)
		return true;
	if (len >= 64 && memchr("0123456789-+.", text[0], 13) == NULL)
		return true;
	copy = malloc(len + 1);
	ck_assert_ptr_nonnull(copy);
	memcpy(copy, text, len);
	copy[len] = '\0';
	for (size_t i = 0; string && i < NPATTERNS; i++)
		if (regexec(&compiled[i], copy, 0, NULL, 0) == 0)
			string = false;
	free(copy);
	return string;
}

static size_t compared, typed;

/* Asserts that the classifier and the regexps agree on s[0..n). */
static void
agree(const char *s, size_t n)
{
	bool want = oracle(s, n), got = pc_yaml11_plain_is_string(s, n);

	if (want != got) {
		char shown[256];
		size_t k = 0;

		for (size_t i = 0; i < n && k + 5 < sizeof shown; i++)
			k += (size_t)snprintf(shown + k, sizeof shown - k,
					      (unsigned char)s[i] < 0x20 ||
						      (unsigned char)s[i] >= 0x7f
						  ? "\\x%02x"
						  : "%c",
					      (unsigned char)s[i]);
		ck_abort_msg("\"%s\" (%zu bytes): the regexps say %s, the "
			     "classifier %s", shown, n,
			     want ? "string" : "typed",
			     got ? "string" : "typed");
	}
	compared++;
	typed += !want;
}

/* Asserts that the corpus since the counts were before reached both
 * answers often enough to mean anything. */
static void
reached_both(size_t compared_before, size_t typed_before, size_t least)
{
	size_t n = compared - compared_before, t = typed - typed_before;

	ck_assert_uint_ge(t, least);
	ck_assert_uint_ge(n - t, least);
}

/* Every string of 1 to max bytes over alphabet. */
static void
every_string(const char *alphabet, size_t max)
{
	size_t a = strlen(alphabet);
	char s[8];
	size_t idx[8];

	for (size_t n = 1; n <= max; n++) {
		memset(idx, 0, sizeof idx);
		for (;;) {
			size_t i;

			for (i = 0; i < n; i++)
				s[i] = alphabet[idx[i]];
			agree(s, n);
			for (i = 0; i < n && ++idx[i] == a; i++)
				idx[i] = 0;
			if (i == n)
				break;
		}
	}
}

START_TEST(test_every_short_string)
{
	size_t before = compared, typed_before = typed;

	compile_patterns();
	/* The bytes the regexps name, a few they do not, NUL, a newline. */
	every_string("0123456789_:.+-eExXbBoTtZ \tinfaINFNlusyYrO~<=/", 3);
	every_string("0159_:.+-eEbxTZ \t", 4);
	free_patterns();
	ck_assert_uint_gt(compared - before, 100000);
	reached_both(before, typed_before, 1000);
}
END_TEST

/* splitmix64: the same corpus everywhere. */
static uint64_t rng_state = 20;

static uint64_t
rng(void)
{
	uint64_t z = (rng_state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* Values of every type (yaml.org/type/ gives most) and near misses. */
static const char *const seeds[] = {
	"2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10 -5",
	"2001-12-15T02:59:43.1Z", "2001-12-15 2:59:43.10", "2002-12-14",
	"2001-12-14\t21:59:43.10\t+05:30", "2026-1-2", "2026-11-29T1:02:03",
	"190:20:30.15", "190:20:30", "1:2", "-1:20:5", "+0:59.", "12:60",
	"1_000", "0b1010_0111_0100_1010_1110", "0x_0A_74_AE", "0xDEADbeef",
	"02472256", "+685_230", "-0", "0", "685230", "6.8523015e+5",
	"685.230_15e+03", "685_230.15", "1.", ".5", "..", "1.2.3", "1.0e+3",
	"1e5", "1E-5", "-.5e+12", ".inf", "-.Inf", "+.INF", ".NaN", ".nan",
	".NAN", "~", "null", "Null", "NULL", "y", "yes", "Yes", "YES", "n",
	"No", "true", "TRUE", "False", "on", "On", "OFF", "off", "<<", "=",
	"table-2", "Nuria", "Tomás", "3f9a0c1d2e4b5a67", "1+5", "r2", "+5",
	"0123", "08", "09.5", "0o17", "0b", "0x", "2026-11", "a:b", "-",
};

static const char mutation_bytes[] =
	"0123456789_:.+-eExbTtZ \tinfaNlsyO~<=\n";

/* A mutation of a seed into s (room for 80 bytes): one to four bytes
 * changed, added, dropped or repeated. */
static size_t
mutate(char *s)
{
	const char *seed = seeds[rng() % (sizeof seeds / sizeof *seeds)];
	size_t n = strlen(seed), edits = 1 + rng() % 4;

	memcpy(s, seed, n);
	for (size_t e = 0; e < edits; e++) {
		size_t at = n ? rng() % n : 0;
		char c = mutation_bytes[rng() % (sizeof mutation_bytes - 1)];

		switch (rng() % 5) {
		case 0:		/* change */
			if (n > 0)
				s[at] = c;
			break;
		case 1:		/* add */
			if (n < 79) {
				memmove(s + at + 1, s + at, n - at);
				s[at] = c;
				n++;
			}
			break;
		case 2:		/* drop */
			if (n > 0) {
				memmove(s + at, s + at + 1, n - at - 1);
				n--;
			}
			break;
		case 3:		/* repeat a byte */
			if (n > 0 && n < 79) {
				memmove(s + at + 1, s + at, n - at);
				n++;
			}
			break;
		default:	/* a digit, the commonest byte of them all */
			if (n > 0)
				s[at] = (char)('0' + rng() % 10);
			break;
		}
	}
	return n;
}

START_TEST(test_mutated_values)
{
	char s[80];
	size_t before = compared, typed_before = typed;

	compile_patterns();
	for (size_t i = 0; i < sizeof seeds / sizeof *seeds; i++)
		agree(seeds[i], strlen(seeds[i]));
	for (int i = 0; i < 300000; i++)
		agree(s, mutate(s));
	free_patterns();
	reached_both(before, typed_before, 30000);
}
END_TEST

/* Long scalars (the shortcut for 64 bytes and more) and NUL bytes
 * (regexec stopped at the first). */
START_TEST(test_long_and_nul)
{
	char s[256];
	size_t before = compared, typed_before = typed;

	compile_patterns();
	for (int i = 0; i < 20000; i++) {
		size_t n = mutate(s), pad = 64 + rng() % 60;

		if (rng() % 2) {	/* long: digits in front */
			memmove(s + pad, s, n);
			for (size_t k = 0; k < pad; k++)
				s[k] = (char)('1' + rng() % 9);
			n += pad;
			if (rng() % 4 == 0)
				s[rng() % n] = '.';
		} else if (n > 0) {	/* a NUL somewhere, or a tail after */
			size_t at = rng() % n;

			s[at] = '\0';
			if (rng() % 2 && n + pad < sizeof s) {
				memset(s + n, 'a', pad);
				n += pad;
			}
		}
		agree(s, n);
	}
	free_patterns();
	reached_both(before, typed_before, 1000);
}
END_TEST

/* The answer written out, so that the test means something without the
 * regexps too. */
START_TEST(test_table)
{
	static const char *const strings[] = {
		"Ana", "table-2", "Nuria", "Tomás", "Tom", "Off-side", "nest",
		"3f9a0c1d2e4b5a67", "1+5", "r2", "pass", "c2", "yess", "Yes!",
		"2026-11", "1e5", "1E-5", "1.0e5", "0b2", "0b", "0x", "0xg",
		"08", "0o17", "12:60", "1:234", "0:30", "-", "+", "a:b", "++1",
		"+-1", ".infinity", "+.nan", "_1",
		"2001-12-14T", "2001-12-14 21:59", "2001-12-14 21:59:43 ",
		"2001-12-14t21:59:43.10-05:", "2001-12-14 21:59:43Z ",
		"2001-123-14", "01-12-14", "1.0e+3x", "7\n",
		/* yaml.org/type/float gives it, but the pattern there (and
		 * here) takes no '_' after the point. */
		"685.230_15e+03",
	};
	static const char *const typed_[] = {
		"~", "null", "Null", "NULL", "yes", "Yes", "YES", "No", "NO",
		"on", "On", "OFF", "y", "Y", "n", "N", "true", "False", "TRUE",
		"0", "-0", "17", "-3", "+5", "0123", "0_", "0b101", "-0b1_0",
		"0x1f", "0x_", "1_000", "1_", "1:20", "190:20:30", "-1:2",
		"1.5", ".5", "1.", "-.", ".", "..", "1.2.3", "1.0e+3",
		"6.8523015e+5", "190:20:30.15", "0:30.",
		".inf", "-.Inf", "+.INF", ".NaN", ".nan", "2026-11-29",
		"2026-1-2", "2001-12-14t21:59:43.10-05:00",
		"2001-12-14 21:59:43.10 -5", "2001-12-15T02:59:43.1Z",
		"2001-12-14\t \t21:59:43", "2001-12-14 1:59:43.", "<<", "=",
	};

	for (size_t i = 0; i < sizeof strings / sizeof *strings; i++)
		ck_assert_msg(pc_yaml11_plain_is_string(strings[i],
							strlen(strings[i])),
			      "\"%s\" is a string", strings[i]);
	for (size_t i = 0; i < sizeof typed_ / sizeof *typed_; i++)
		ck_assert_msg(!pc_yaml11_plain_is_string(typed_[i],
							 strlen(typed_[i])),
			      "\"%s\" is not a string", typed_[i]);
	ck_assert(!pc_yaml11_plain_is_string("", 0));
	/* The text ends at a NUL, as it did for regexec. */
	ck_assert(!pc_yaml11_plain_is_string("12\0ab", 5));
	ck_assert(pc_yaml11_plain_is_string("\0", 1));
}
END_TEST

static Suite *
yaml11_suite(void)
{
	Suite *s = suite_create("yaml11");
	TCase *regexps = tcase_create("Regexps");
	TCase *table = tcase_create("Table");

	/* The regexps are slow: a second or two natively, minutes under
	 * valgrind, whose CI step leaves them out (CK_EXCLUDE_TAGS=slow). */
	tcase_add_test(regexps, test_every_short_string);
	tcase_add_test(regexps, test_mutated_values);
	tcase_add_test(regexps, test_long_and_nul);
	tcase_set_timeout(regexps, 300);
	tcase_set_tags(regexps, "slow");
	tcase_add_test(table, test_table);
	suite_add_tcase(s, regexps);
	suite_add_tcase(s, table);
	return s;
}

int
main(void)
{
	return util_run_suite(yaml11_suite());
}
