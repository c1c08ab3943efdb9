/* yaml11.c: the YAML 1.1 implicit types (yaml.org/type/), by hand.
 *
 * Each matcher below accepts exactly what one of the type repository's
 * regexps accepts, anchored at both ends (tests/check_yaml11.c compares
 * them with the regexps themselves):
 *
 *   null       ~|null|Null|NULL
 *   bool       y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE
 *              |false|False|FALSE|on|On|ON|off|Off|OFF
 *   int        [-+]?0b[01_]+
 *              [-+]?0[0-7_]+
 *              [-+]?(0|[1-9][0-9_]*)
 *              [-+]?0x[0-9a-fA-F_]+
 *              [-+]?[1-9][0-9_]*(:[0-5]?[0-9])+
 *   float      [-+]?([0-9][0-9_]*)?\.[0-9.]*([eE][-+][0-9]+)?
 *              [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*
 *              [-+]?\.(inf|Inf|INF)
 *              \.(nan|NaN|NAN)
 *   timestamp  [0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?
 *              (([Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](\.[0-9]*)?
 *              ([ \t]*(Z|[-+][0-9][0-9]?(:[0-9][0-9])?))?)?
 *   merge      <<
 *   value      =
 *
 * None of them needs to look back: every repetition in them ends where a
 * byte it cannot take comes, and that byte is the one the rest must start
 * with, so reading the longest run is always right. */
#include <config.h>

#include <string.h>

#include "yaml11.h"

/* The words: null, bool, the merge and value keys, inf and nan. */
static const char *const words[] = {
	"~", "null", "Null", "NULL",
	"y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
	"true", "True", "TRUE", "false", "False", "FALSE",
	"on", "On", "ON", "off", "Off", "OFF",
	"<<", "=",
	".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF",
	"-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN",
};

/* The longest of the words above, in bytes ("false", "+.inf"). */
enum { WORD_MAX = 5 };

static bool
is_word(const char *s, size_t n)
{
	/* A mac's hex or a time is longer than any: no need to look. */
	if (n > WORD_MAX)
		return false;
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (strlen(words[i]) == n && memcmp(words[i], s, n) == 0)
			return true;
	return false;
}

static bool
digit(char c)
{
	return c >= '0' && c <= '9';
}

/* The end of the run of bytes from s[i] on that are digits or, when
 * underscore, '_'. */
static size_t
digits(const char *s, size_t n, size_t i, bool underscore)
{
	while (i < n && (digit(s[i]) || (underscore && s[i] == '_')))
		i++;
	return i;
}

/* Whether every byte of s[i..n) is one of set. */
static bool
all_of(const char *s, size_t n, size_t i, const char *set)
{
	for (; i < n; i++)
		if (s[i] == '\0' || strchr(set, s[i]) == NULL)
			return false;
	return true;
}

/* (:[0-5]?[0-9])+ from s[i] on: the index after it, or 0 when there is
 * none. A group's digits end at the next ':' or whatever follows. */
static size_t
sexagesimal_groups(const char *s, size_t n, size_t i)
{
	size_t groups = 0;

	while (i < n && s[i] == ':') {
		size_t end = digits(s, n, i + 1, false), len = end - i - 1;

		if (len == 0 || len > 2 || (len == 2 && s[i + 1] > '5'))
			return 0;
		i = end;
		groups++;
	}
	return groups > 0 ? i : 0;
}

/* The ints and floats without their sign: s[0..n). */
static bool
is_unsigned_number(const char *s, size_t n)
{
	size_t i;

	if (n == 0)
		return false;
	if (s[0] == '0' && n >= 2 && s[1] == 'b')	/* 0b[01_]+ */
		return n >= 3 && all_of(s, n, 2, "01_");
	if (s[0] == '0' && n >= 2 && s[1] == 'x')	/* 0x[0-9a-fA-F_]+ */
		return n >= 3 && all_of(s, n, 2, "0123456789abcdefABCDEF_");
	if (s[0] == '0' && n >= 2 && all_of(s, n, 1, "01234567_"))
		return true;				/* 0[0-7_]+ */
	if (digit(s[0])) {
		i = digits(s, n, 1, true);
		if (i == n)		/* 0 or [1-9][0-9_]* */
			return s[0] != '0' || n == 1;
		if (s[i] == ':') {
			size_t end = sexagesimal_groups(s, n, i);

			if (end == 0)
				return false;
			if (end == n)	/* [1-9][0-9_]*(:[0-5]?[0-9])+ */
				return s[0] != '0';
			/* [0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]* */
			return s[end] == '.' && all_of(s, n, end + 1,
						       "0123456789_");
		}
	} else {
		i = 0;
	}
	/* ([0-9][0-9_]*)?\.[0-9.]*([eE][-+][0-9]+)? */
	if (s[i] != '.')
		return false;
	while (++i < n && (digit(s[i]) || s[i] == '.'))
		;
	if (i == n)
		return true;
	return (s[i] == 'e' || s[i] == 'E') && i + 2 < n &&
	       (s[i + 1] == '-' || s[i + 1] == '+') &&
	       digits(s, n, i + 2, false) == n;
}

/* [0-9][0-9]? ending where the run ends: the index after, or 0. */
static size_t
one_or_two_digits(const char *s, size_t n, size_t i)
{
	size_t end = digits(s, n, i, false);

	return end > i && end - i <= 2 ? end : 0;
}

/* [0-9][0-9] exactly, then the byte want: the index after, or 0. */
static size_t
two_digits_then(const char *s, size_t n, size_t i, char want)
{
	if (i + 2 > n || !digit(s[i]) || !digit(s[i + 1]))
		return 0;
	i += 2;
	if (want == '\0')
		return i;
	return i < n && s[i] == want ? i + 1 : 0;
}

static bool
is_timestamp(const char *s, size_t n)
{
	size_t i;

	if (n < 8 || !digit(s[0]) || !digit(s[1]) || !digit(s[2]) ||
	    !digit(s[3]) || s[4] != '-')
		return false;
	i = one_or_two_digits(s, n, 5);		/* the month */
	if (i == 0 || i >= n || s[i] != '-')
		return false;
	i = one_or_two_digits(s, n, i + 1);	/* the day */
	if (i == 0)
		return false;
	if (i == n)
		return true;
	if (s[i] == 'T' || s[i] == 't')
		i++;
	else if (s[i] == ' ' || s[i] == '\t')
		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
	else
		return false;
	i = one_or_two_digits(s, n, i);		/* the hour */
	if (i == 0 || i >= n || s[i] != ':')
		return false;
	i = two_digits_then(s, n, i + 1, ':');	/* the minutes */
	if (i == 0)
		return false;
	i = two_digits_then(s, n, i, '\0');	/* the seconds */
	if (i == 0)
		return false;
	if (i < n && s[i] == '.')		/* the fraction */
		i = digits(s, n, i + 1, false);
	if (i == n)
		return true;
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i < n && s[i] == 'Z')
		return i + 1 == n;
	if (i >= n || (s[i] != '-' && s[i] != '+'))
		return false;
	i = one_or_two_digits(s, n, i + 1);	/* the zone's hours */
	if (i == 0 || i == n)
		return i == n;
	return s[i] == ':' && two_digits_then(s, n, i + 1, '\0') == n;
}

/* Whether one of the regexps above takes s[0..n). */
static bool
is_typed(const char *s, size_t n)
{
	size_t sign = n > 0 && (s[0] == '-' || s[0] == '+');

	return is_word(s, n) || is_unsigned_number(s + sign, n - sign) ||
	       is_timestamp(s, n);
}

/* Answers without the matchers for the common cases: words that start
 * with a letter no other type starts with, and move steps ("1+5"), whose
 * '+' inside can be no number's. Returns -1 when the matchers must
 * decide. */
static int
quick_answer(const char *text, size_t len)
{
	const char *plus;

	if (strchr("0123456789+-.~<=yYnNtTfFoO", text[0]) == NULL)
		return 1;
	plus = memchr(text + 1, '+', len - 1);
	/* A '+' after a digit, where it is no exponent's sign (1e+5) and no
	 * time zone's (a timestamp starts "2001-"), makes no number. */
	if (plus != NULL && plus[-1] >= '0' && plus[-1] <= '9' &&
	    memchr(text, 'e', len) == NULL && memchr(text, 'E', len) == NULL &&
	    memchr(text, '-', len) == NULL && memchr(text, ':', len) == NULL)
		return 1;
	return -1;
}

bool
pc_yaml11_plain_is_string(const char *text, size_t len)
{
	int quick;

	if (len == 0)
		return false;	/* the empty plain scalar is null */
	quick = quick_answer(text, len);
	if (quick >= 0)
		return quick == 1;
	/* Of long scalars only numbers can be anything but strings. */
	if (len >= 64 && memchr("0123456789-+.", text[0], 13) == NULL)
		return true;
	/* The text ends at a NUL, as it did for regexec. */
	return !is_typed(text, strnlen(text, len));
}
