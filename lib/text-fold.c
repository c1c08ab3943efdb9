/* text-fold.c: text folded at its spaces for a mail's lines. */
#include <config.h>

#include <string.h>

#include "text-fold.h"

size_t
pc_text_columns(const char *s, size_t len)
{
	size_t n = 0;

	for (size_t i = 0; i < len; i++)
		n += ((unsigned char)s[i] & 0xC0) != 0x80;
	return n;
}

bool
pc_text_fold(struct pc_buffer *out, const char *text, size_t col,
	     size_t indent, size_t width)
{
	const char *p = text;
	bool ok = true, first = true;

	while (*p == ' ')
		p++;
	while (ok && *p != '\0') {
		size_t bytes = strcspn(p, " ");
		size_t word = pc_text_columns(p, bytes);

		if (!first && col + 1 + word > width && col > indent) {
			ok = pc_buffer_append_str(out, "\n") &&
			     pc_buffer_appendf(out, "%*s", (int)indent, "");
			col = indent;
		} else if (!first) {
			ok = pc_buffer_append_str(out, " ");
			col++;
		}
		ok = ok && pc_buffer_append(out, p, bytes);
		col += word;
		first = false;
		p += bytes;
		while (*p == ' ')
			p++;
	}
	return ok && pc_buffer_append_str(out, "\n");
}
