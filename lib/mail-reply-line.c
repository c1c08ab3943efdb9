/* mail-reply-line.c: whether a line of a reply is a move or a mail
 * command word, in English or Spanish. */
#include <config.h>

#include <string.h>

#include "colour.h"
#include "mail-reply.h"
#include "mail-reply-internal.h"

static bool
is_blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' ||
	       ch == '\f' || ch == '\v';
}

static char
lower(char ch)
{
	return ch >= 'A' && ch <= 'Z' ? (char)(ch - 'A' + 'a') : ch;
}

void
pc_reply_trim(const char **p, size_t *n)
{
	const char *s = *p;
	size_t len = *n;

	for (;;) {
		if (len > 0 && is_blank(s[0])) {
			s++;
			len--;
		} else if (len > 1 && s[0] == '\xC2' && s[1] == '\xA0') {
			s += 2;
			len -= 2;
		} else {
			break;
		}
	}
	for (;;) {
		if (len > 0 && is_blank(s[len - 1]))
			len--;
		else if (len > 1 && s[len - 2] == '\xC2' && s[len - 1] == '\xA0')
			len -= 2;
		else
			break;
	}
	*p = s;
	*n = len;
}

static bool
same_ci(const char *p, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (lower(p[i]) != lower(s[i]))
			return false;
	return true;
}

bool
pc_reply_starts(const char *p, size_t n, const char *s)
{
	size_t k = strlen(s);

	return n >= k && same_ci(p, s, k);
}

bool
pc_reply_ends(const char *p, size_t n, const char *s)
{
	size_t k = strlen(s);

	return n >= k && same_ci(p + n - k, s, k);
}

/* The words a reply may be, with the English name of each. */
static const struct {
	const char *word;
	const char *name;
	enum pc_reply_kind kind;
} words[] = {
	{"pass", "pass", PC_REPLY_PASS},
	{"paso", "pass", PC_REPLY_PASS},
	{"pasar", "pass", PC_REPLY_PASS},
	{"paso turno", "pass", PC_REPLY_PASS},
	{"pasar turno", "pass", PC_REPLY_PASS},
	{"paso el turno", "pass", PC_REPLY_PASS},
	{"board", "board", PC_REPLY_WORD},
	{"tablero", "board", PC_REPLY_WORD},
	{"moves", "moves", PC_REPLY_WORD},
	{"movimientos", "moves", PC_REPLY_WORD},
	{"jugadas", "moves", PC_REPLY_WORD},
	{"resign", "resign", PC_REPLY_WORD},
	{"abandono", "resign", PC_REPLY_WORD},
	{"abandonar", "resign", PC_REPLY_WORD},
	{"me rindo", "resign", PC_REPLY_WORD},
	{"me retiro", "resign", PC_REPLY_WORD},
	{"rendirse", "resign", PC_REPLY_WORD},
	{"salt", "salt", PC_REPLY_WORD},
	{"sal", "salt", PC_REPLY_WORD},
	{"help", "help", PC_REPLY_WORD},
	{"ayuda", "help", PC_REPLY_WORD},
};

/* Whether [p, p + n) is word w, in any case, any run of white space
 * inside it matching the one space of w. */
static bool
is_word(const char *p, size_t n, const char *w)
{
	size_t i = 0;

	for (; *w != '\0'; w++) {
		if (*w == ' ') {
			if (i >= n || !is_blank(p[i]))
				return false;
			while (i < n && is_blank(p[i]))
				i++;
		} else if (i >= n || lower(p[i++]) != *w) {
			return false;
		}
	}
	return i == n;
}

static size_t
digits(const char *p, size_t n, size_t i)
{
	size_t k = i;

	while (k < n && p[k] >= '0' && p[k] <= '9')
		k++;
	return k - i;
}

/* Whether [p, i) at i is a separator word of steps: "y" or "and"
 * alone, between blanks; its length, or 0. */
static size_t
separator_word(const char *p, size_t n, size_t i)
{
	size_t k = i;

	while (k < n && !is_blank(p[k]) && p[k] != ',' && p[k] != ';')
		k++;
	if ((k - i == 1 && lower(p[i]) == 'y') ||
	    (k - i == 3 && same_ci(p + i, "and", 3)))
		return k - i;
	return 0;
}

static bool
is_step_gap(char ch)
{
	return is_blank(ch) || ch == ',' || ch == ';' || ch == '[' ||
	       ch == ']';
}

/* Whether [p, p + n) is one or more steps: [colour]piece[+amount] or
 * +amount, numbers of one or two digits, apart by spaces, "," or ";",
 * or "y" or "and"; a YAML list's brackets around them are allowed. */
static bool
is_steps(const char *p, size_t n)
{
	size_t i = 0, d, steps = 0, j;
	enum pc_colour colour;

	while (i < n && is_step_gap(p[i]))
		i++;
	while (i < n) {
		if (steps > 0 && separator_word(p, n, i) > 0) {
			i += separator_word(p, n, i);
			while (i < n && is_step_gap(p[i]))
				i++;
			continue;
		}
		if (pc_colour_parse_letter(p[i], &colour) && i + 1 < n)
			i++;
		d = digits(p, n, i);
		if (d > 2)
			return false;
		i += d;
		for (j = i; j < n && is_blank(p[j]); j++)
			;
		if (j < n && p[j] == '+') {
			for (j++; j < n && is_blank(p[j]); j++)
				;
			d = digits(p, n, j);
			if (d == 0 || d > 2)
				return false;
			i = j + d;
		} else if (d == 0) {
			return false;
		}
		if (++steps > 64)	/* the referee says a move has
					 * fewer */
			return false;
		if (i < n && !is_step_gap(p[i]))
			return false;
		while (i < n && is_step_gap(p[i]))
			i++;
	}
	return steps > 0;
}

enum pc_reply_kind
pc_reply_line_kind(const char *line, size_t len, const char **word)
{
	if (word != NULL)
		*word = NULL;
	pc_reply_trim(&line, &len);
	while (len > 0 && (line[len - 1] == '.' || line[len - 1] == '!'))
		len--;
	pc_reply_trim(&line, &len);
	if (len == 0)
		return PC_REPLY_OTHER;
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (is_word(line, len, words[i].word)) {
			if (word != NULL)
				*word = words[i].name;
			return words[i].kind;
		}
	/* "undo N", "deshacer N": a take-back to before roll N. */
	if ((len > 5 && same_ci(line, "undo", 4) && is_blank(line[4])) ||
	    (len > 9 && same_ci(line, "deshacer", 8) && is_blank(line[8]))) {
		size_t i = line[4] == ' ' || line[4] == '\t' ? 5 : 9;

		while (i < len && is_blank(line[i]))
			i++;
		if (i < len && digits(line, len, i) == len - i) {
			if (word != NULL)
				*word = "undo";
			return PC_REPLY_WORD;
		}
	}
	/* "salt WORDS", "sal WORDS": the words are the salt. */
	if ((len > 5 && same_ci(line, "salt", 4) && is_blank(line[4])) ||
	    (len > 4 && same_ci(line, "sal", 3) && is_blank(line[3]))) {
		if (word != NULL)
			*word = "salt";
		return PC_REPLY_WORD;
	}
	return is_steps(line, len) ? PC_REPLY_STEPS : PC_REPLY_OTHER;
}
