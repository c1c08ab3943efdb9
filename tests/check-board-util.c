/* check-board-util.c: finding things on a drawn text board. */
#include <config.h>

#include <stddef.h>
#include <string.h>
#include <check.h>

#include "check-board-util.h"

const char *
board_cell_at(const char *text, int x, int y)
{
	const char *p = text;

	for (int i = 0; i < y; i++) {
		p = strchr(p, '\n');
		if (p == NULL)
			return NULL;
		p++;
	}
	for (int i = 0; i < x; i++) {
		if (*p == '\n' || *p == '\0')
			return NULL;
		p++;
		while (((unsigned char)*p & 0xC0) == 0x80)
			p++;
	}
	return p;
}

int
board_occurrences(const char *text, const char *word)
{
	int n = 0;

	for (const char *p = strstr(text, word); p != NULL;
	     p = strstr(p + 1, word))
		n++;
	return n;
}

void
board_assert_piece_at(const char *text, const char *name,
		      struct pc_layout_spot at)
{
	const char *cell = board_cell_at(text, at.x, at.y);

	ck_assert_msg(board_occurrences(text, name) == 1,
		      "%s drawn %d times:\n%s", name,
		      board_occurrences(text, name), text);
	ck_assert_msg(cell != NULL && strncmp(cell, name, 2) == 0,
		      "%s not at %d,%d:\n%s", name, at.x, at.y, text);
}

/* Characters (not bytes) of a line, escape sequences not counted. */
size_t
board_columns(const char *s, size_t len)
{
	size_t n = 0;

	for (size_t i = 0; i < len; i++) {
		if (s[i] == '\033') {
			while (i < len && s[i] != 'm')
				i++;
			continue;
		}
		n += ((unsigned char)s[i] & 0xC0) != 0x80;
	}
	return n;
}

/* The rules every board obeys, for e-mail and for the record's literal
 * block: lines under 78 columns, no tabs, no trailing blanks, a first
 * line that does not start with a blank, a final newline. */
void
board_assert_mailable(const char *text)
{
	const char *line = text;
	int number = 1;

	ck_assert(text[0] != ' ' && text[0] != '\n');
	ck_assert(strlen(text) > 0 && text[strlen(text) - 1] == '\n');
	ck_assert_ptr_null(strchr(text, '\t'));
	while (*line != '\0') {
		const char *end = strchr(line, '\n');
		size_t len = (size_t)(end - line);

		ck_assert_msg(board_columns(line, len) < 78, "line %d too long",
			      number);
		ck_assert_msg(len == 0 || line[len - 1] != ' ',
			      "line %d ends in a blank", number);
		line = end + 1;
		number++;
	}
}
