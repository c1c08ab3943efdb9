/* yaml11.c: the YAML 1.1 implicit type regexps (yaml.org/type/). */
#include <config.h>

#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

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
static bool compiled_ok;
static once_flag compile_once = ONCE_FLAG_INIT;

static void
compile_patterns(void)
{
	for (size_t i = 0; i < NPATTERNS; i++)
		if (regcomp(&compiled[i], patterns[i],
			    REG_EXTENDED | REG_NOSUB) != 0)
			return;
	compiled_ok = true;
}

/* Answers without the regexps for the common cases: words that start
 * with a letter no other type starts with, and move steps ("1+5"), whose
 * '+' inside can be no number's. Returns -1 when the regexps must
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
	char small[64];
	char *copy;
	bool string = true;
	int quick;

	if (len == 0)
		return false;	/* the empty plain scalar is null */
	quick = quick_answer(text, len);
	if (quick >= 0)
		return quick == 1;
	/* Only short scalars can match; regexec needs a NUL-terminated copy. */
	if (len >= sizeof small) {
		if (memchr("0123456789-+.", text[0], 13) == NULL)
			return true;
		copy = malloc(len + 1);
		if (copy == NULL)
			return false;	/* quoting is always safe */
	} else {
		copy = small;
	}
	memcpy(copy, text, len);
	copy[len] = '\0';
	call_once(&compile_once, compile_patterns);
	if (!compiled_ok)
		string = false;
	for (size_t i = 0; string && i < NPATTERNS; i++)
		if (regexec(&compiled[i], copy, 0, NULL, 0) == 0)
			string = false;
	if (copy != small)
		free(copy);
	return string;
}
