/* check-board-util.c: finding things on a drawn text board. */
#include <config.h>

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
