/* robot-words.h: the first line of a reply to the referee address: a
 * move, as parchis move takes its steps, or one of the mail commands,
 * in English or in Spanish. */
#ifndef PARCHIS_ROBOT_WORDS_H
#define PARCHIS_ROBOT_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "record.h"

enum robot_verb {
	ROBOT_NONE,	/* not a command: why says what was wrong, if
			 * the line looked like a move */
	ROBOT_MOVE,	/* steps (a pass is one step "pass") */
	ROBOT_BOARD,
	ROBOT_MOVES,
	ROBOT_RESIGN,
	ROBOT_SALT,	/* word holds the salt */
	ROBOT_HELP,
	ROBOT_UNDO,	/* roll holds N: take back to before roll N */
};

struct robot_command {
	enum robot_verb verb;
	struct pc_step steps[PC_MAX_STEPS];
	size_t nsteps;
	char word[PC_SALT_MAX + 1];
	unsigned long roll;
	char why[160];
};

/* Reads line (len bytes, UTF-8) into out. Words are read case aside,
 * with a trailing full stop or exclamation mark; steps are separated by
 * spaces or commas, and "y" or "and" between them. */
void robot_command_parse(const char *line, size_t len,
			 struct robot_command *out);

/* Reads text (len bytes) as the steps of a move, as a reply's first line
 * gives them: apart by spaces, commas or "y"/"and", blanks allowed
 * around a step's "+" ("1 + 5"), "paso" for pass. False, with out->why
 * saying which step is wrong, when one is not a step. */
bool robot_steps_parse(const char *text, size_t len,
		       struct robot_command *out);

/* The name of a verb, for the log. */
const char *robot_verb_name(enum robot_verb verb);

#endif
