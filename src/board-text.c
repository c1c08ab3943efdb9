/* board-text.c: a plain listing of the board. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "board-text.h"
#include "position.h"

/* Characters (not bytes) of a UTF-8 string. */
static size_t
width(const char *s)
{
	size_t n = 0;

	for (; *s != '\0'; s++)
		n += ((unsigned char)*s & 0xC0) != 0x80;
	return n;
}

static bool
colour_line(const struct pc_record *rec, const struct pc_derived *d, int c,
	    struct pc_buffer *out)
{
	const char *name = rec->players[c].name ? rec->players[c].name : "";
	char line[160], place[PC_PLACE_TEXT_MAX];
	size_t n, pad;
	bool ok;

	n = (size_t)snprintf(line, sizeof line, "%-7s ", pc_colour_name(c));
	ok = pc_buffer_append(out, line, n) && pc_buffer_append_str(out, name);
	pad = width(name) < 16 ? 16 - width(name) : 1;
	n = 0;
	for (int p = 0; p < PC_PIECES; p++)
		n += (size_t)snprintf(line + n, sizeof line - n, "%*s%d: %-4s",
				      p == 0 ? (int)pad : 2, "", p + 1,
				      pc_place_format(d->places[c][p], place));
	while (n > 0 && line[n - 1] == ' ')
		n--;
	line[n++] = '\n';
	return ok && pc_buffer_append(out, line, n);
}

bool
pc_status_text(const struct pc_derived *d, struct pc_buffer *out)
{
	char line[160];
	size_t n = 0;

	switch (d->awaiting) {
	case PC_AWAIT_MOVE:
		n = (size_t)snprintf(line, sizeof line, "%s to move: roll",
				     pc_colour_name(d->to_move));
		for (int i = 0; i < d->ndice; i++)
			n += (size_t)snprintf(line + n, sizeof line - n, " %d",
					      d->dice[i]);
		break;
	case PC_AWAIT_ROLL:
		n = (size_t)snprintf(line, sizeof line, "%s to roll",
				     pc_colour_name(d->to_move));
		break;
	case PC_AWAIT_OPENING:
		n = (size_t)snprintf(line, sizeof line, "opening roll:");
		for (int c = 0; c < PC_NCOLOURS; c++)
			if (d->rollers & (1u << c))
				n += (size_t)snprintf(line + n, sizeof line - n,
						      " %s", pc_colour_name(c));
		break;
	case PC_AWAIT_NOTHING:
		n = (size_t)snprintf(line, sizeof line, "game over: %s wins",
				     pc_colour_name(d->finished[0]));
		for (int i = 1; i < d->nfinished; i++)
			n += (size_t)snprintf(line + n, sizeof line - n,
					      "; place %d: %s", i + 1,
					      pc_colour_name(d->finished[i]));
		break;
	}
	line[n++] = '\n';
	return pc_buffer_append(out, line, n);
}

bool
pc_board_text(const struct pc_record *rec, const struct pc_derived *d,
	      struct pc_buffer *out)
{
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (rec->players[c].playing && !colour_line(rec, d, c, out))
			return false;
	return pc_status_text(d, out);
}
