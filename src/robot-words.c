/* robot-words.c: the command of a reply (robot-words.h). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "mail-reply.h"
#include "robot-words.h"

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

/* Reads the steps of a move: false (why filled) when a token is none.
 * The line is one that pc_reply_line_kind took for steps: "2 + 5" is
 * one step. */
static bool
parse_steps(const char *p, const char *end, struct robot_command *out)
{
	char why[120], joined[PC_STEP_TEXT_MAX * 2];

	out->nsteps = 0;
	while (p < end) {
		const char *tok;
		size_t len;

		while (p < end && (is_space(*p) || *p == ',' || *p == ';' ||
				   *p == '[' || *p == ']'))
			p++;
		len = 0;
		while (p < end && *p != ',' && *p != ';' && *p != '[' &&
		       *p != ']') {
			const char *q = p;

			/* Blanks inside a step: "2 + 5". */
			while (q < end && is_space(*q))
				q++;
			if (q != p && !(q < end && (*q == '+' ||
						    (len > 0 &&
						     joined[len - 1] == '+'))))
				break;
			p = q;
			if (p == end || *p == ',' || *p == ';')
				break;
			if (len + 1 < sizeof joined)
				joined[len] = *p;
			len++;
			p++;
		}
		if (len >= sizeof joined)
			len = sizeof joined - 1;
		tok = joined;
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

bool
robot_steps_parse(const char *text, size_t len, struct robot_command *out)
{
	out->why[0] = '\0';
	if (!parse_steps(text, text + len, out)) {
		if (out->why[0] == '\0')
			snprintf(out->why, sizeof out->why, "no step");
		return false;
	}
	return true;
}

/* The verb of a command word's English name (mail-reply.h). */
static enum robot_verb
verb_of(const char *name)
{
	static const struct {
		const char *name;
		enum robot_verb verb;
	} verbs[] = {
		{"board", ROBOT_BOARD},	  {"moves", ROBOT_MOVES},
		{"resign", ROBOT_RESIGN}, {"salt", ROBOT_SALT},
		{"help", ROBOT_HELP},	  {"undo", ROBOT_UNDO},
	};

	for (size_t i = 0; i < sizeof verbs / sizeof *verbs; i++)
		if (strcmp(verbs[i].name, name) == 0)
			return verbs[i].verb;
	return ROBOT_NONE;
}

void
robot_command_parse(const char *line, size_t len, struct robot_command *out)
{
	const char *end = line + len, *word = NULL;
	enum pc_reply_kind kind = pc_reply_line_kind(line, len, &word);

	memset(out, 0, sizeof *out);
	while (line < end && is_space(*line))
		line++;
	while (end > line && (is_space(end[-1]) || end[-1] == '.' ||
			      end[-1] == '!' || end[-1] == '\r'))
		end--;
	switch (kind) {
	case PC_REPLY_OTHER:
		return;
	case PC_REPLY_PASS:
		out->verb = ROBOT_MOVE;
		out->steps[0].pass = true;
		out->nsteps = 1;
		return;
	case PC_REPLY_STEPS:
		if (parse_steps(line, end, out))
			out->verb = ROBOT_MOVE;
		return;
	case PC_REPLY_WORD:
		break;
	}
	out->verb = verb_of(word);
	if (out->verb == ROBOT_UNDO) {
		const char *n = line;

		while (n < end && !is_space(*n))
			n++;
		out->roll = strtoul(n, NULL, 10);
		if (out->roll == 0 || out->roll > PC_MAX_TURNS) {
			out->verb = ROBOT_NONE;
			snprintf(out->why, sizeof out->why,
				 "undo takes the number of a roll");
		}
	}
	if (out->verb == ROBOT_SALT) {
		/* The words after "salt" or "sal". */
		const char *w = line;

		while (w < end && !is_space(*w))
			w++;
		while (w < end && is_space(*w))
			w++;
		if (w == end) {
			out->verb = ROBOT_NONE;
			snprintf(out->why, sizeof out->why,
				 "salt takes the words of your salt");
		} else if ((size_t)(end - w) > PC_SALT_MAX) {
			out->verb = ROBOT_NONE;
			snprintf(out->why, sizeof out->why, "a salt is at most "
				 "%d characters", PC_SALT_MAX);
		} else {
			memcpy(out->word, w, (size_t)(end - w));
		}
	}
}

const char *
robot_verb_name(enum robot_verb verb)
{
	static const char *const names[] = {
		"none", "move", "board", "moves", "resign", "salt", "help",
		"undo",
	};

	return names[verb];
}
