/* robot-words.c: the command of a reply (robot-words.h). */
#include <config.h>

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "robot-words.h"

struct word {
	const char *text;
	enum robot_verb verb;
};

/* Whole lines that are a command, case aside. */
static const struct word words[] = {
	{"board", ROBOT_BOARD},		{"tablero", ROBOT_BOARD},
	{"moves", ROBOT_MOVES},		{"jugadas", ROBOT_MOVES},
	{"movimientos", ROBOT_MOVES},	{"resign", ROBOT_RESIGN},
	{"abandono", ROBOT_RESIGN},	{"abandonar", ROBOT_RESIGN},
	{"me rindo", ROBOT_RESIGN},	{"me retiro", ROBOT_RESIGN},
	{"help", ROBOT_HELP},		{"ayuda", ROBOT_HELP},
	{"?", ROBOT_HELP},
};

/* Lines that are a pass. */
static const char *const passes[] = {
	"pass", "paso", "pasar", "paso turno", "paso el turno", "no move",
	"sin movimiento",
};

static bool
is_space(char c)
{
	return c == ' ' || c == '\t';
}

static bool
same_words(const char *a, size_t len, const char *b)
{
	return strlen(b) == len && strncasecmp(a, b, len) == 0;
}

/* Reads the steps of a move: false (why filled) when a token is none. */
static bool
parse_steps(const char *p, const char *end, struct robot_command *out)
{
	char why[120];

	out->nsteps = 0;
	while (p < end) {
		const char *tok;
		size_t len;

		while (p < end && (is_space(*p) || *p == ',' || *p == ';' ||
				   *p == '[' || *p == ']'))
			p++;
		tok = p;
		while (p < end && !is_space(*p) && *p != ',' && *p != ';' &&
		       *p != '[' && *p != ']')
			p++;
		len = (size_t)(p - tok);
		if (len == 0)
			break;
		if (same_words(tok, len, "y") || same_words(tok, len, "and"))
			continue;
		if (same_words(tok, len, "paso"))
			tok = "pass", len = 4;
		if (out->nsteps == PC_MAX_STEPS) {
			snprintf(out->why, sizeof out->why,
				 "a move has at most %d steps", PC_MAX_STEPS);
			return false;
		}
		if (!pc_step_parse(tok, len, &out->steps[out->nsteps], why,
				   sizeof why)) {
			snprintf(out->why, sizeof out->why, "'%.*s': %s",
				 (int)(len > 20 ? 20 : len), tok, why);
			return false;
		}
		out->nsteps++;
	}
	return out->nsteps > 0;
}

void
robot_command_parse(const char *line, size_t len, struct robot_command *out)
{
	const char *end = line + len;
	size_t n;

	memset(out, 0, sizeof *out);
	while (line < end && is_space(*line))
		line++;
	while (end > line && (is_space(end[-1]) || end[-1] == '.' ||
			      end[-1] == '!' || end[-1] == '\r'))
		end--;
	n = (size_t)(end - line);
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (same_words(line, n, words[i].text)) {
			out->verb = words[i].verb;
			return;
		}
	for (size_t i = 0; i < sizeof passes / sizeof *passes; i++)
		if (same_words(line, n, passes[i])) {
			out->verb = ROBOT_MOVE;
			out->steps[0].pass = true;
			out->nsteps = 1;
			return;
		}
	if ((n > 5 && strncasecmp(line, "salt ", 5) == 0) ||
	    (n > 4 && strncasecmp(line, "sal ", 4) == 0)) {
		const char *w = line + (line[3] == ' ' ? 4 : 5);

		while (w < end && is_space(*w))
			w++;
		if ((size_t)(end - w) > PC_SALT_MAX) {
			snprintf(out->why, sizeof out->why, "a salt is at most "
				 "%d characters", PC_SALT_MAX);
			return;
		}
		out->verb = ROBOT_SALT;
		memcpy(out->word, w, (size_t)(end - w));
		return;
	}
	/* A move starts with a piece number, a colour letter and a piece
	 * number, or +; anything else is not a command at all. */
	if (n == 0 || !(strchr("0123456789+[", line[0]) != NULL ||
			(n > 1 && strchr("ybrgYBRG", line[0]) != NULL &&
			 line[1] >= '0' && line[1] <= '9')))
		return;
	if (parse_steps(line, end, out))
		out->verb = ROBOT_MOVE;
}

const char *
robot_verb_name(enum robot_verb verb)
{
	static const char *const names[] = {
		"none", "move", "board", "moves", "resign", "salt", "help",
	};

	return names[verb];
}
