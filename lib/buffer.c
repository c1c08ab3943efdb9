/* buffer.c: a growable byte buffer. */
#include <config.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buffer.h"

bool
pc_buffer_reserve(struct pc_buffer *buf, size_t len)
{
	size_t need, cap;
	char *grown;

	if (len > SIZE_MAX - buf->len - 1)
		return false;
	need = buf->len + len + 1;
	if (need <= buf->cap)
		return true;
	cap = buf->cap ? buf->cap : 4096;
	while (cap < need)
		cap = cap > SIZE_MAX / 2 ? need : cap * 2;
	grown = realloc(buf->data, cap);
	if (grown == NULL)
		return false;
	/* What it holds stays a string, even before anything is put in a
	 * fresh buffer (a file read to nothing). */
	grown[buf->len] = '\0';
	buf->data = grown;
	buf->cap = cap;
	return true;
}

bool
pc_buffer_append(struct pc_buffer *buf, const void *data, size_t len)
{
	if (!pc_buffer_reserve(buf, len))
		return false;
	if (len > 0)
		memcpy(buf->data + buf->len, data, len);
	buf->len += len;
	buf->data[buf->len] = '\0';
	return true;
}

bool
pc_buffer_append_str(struct pc_buffer *buf, const char *s)
{
	return pc_buffer_append(buf, s, strlen(s));
}

bool
pc_buffer_appendf(struct pc_buffer *buf, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || !pc_buffer_reserve(buf, (size_t)n))
		return false;
	va_start(ap, fmt);
	vsnprintf(buf->data + buf->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	buf->len += (size_t)n;
	return true;
}

void
pc_buffer_free(struct pc_buffer *buf)
{
	free(buf->data);
	buf->data = NULL;
	buf->len = buf->cap = 0;
}

bool
pc_fixed_appendf(char *buf, size_t size, size_t *len, const char *fmt, ...)
{
	va_list ap;
	size_t room;
	int n;

	if (*len >= size)
		*len = size - 1;
	room = size - *len;
	va_start(ap, fmt);
	n = vsnprintf(buf + *len, room, fmt, ap);
	va_end(ap);
	if (n < 0) {
		buf[*len] = '\0';
		return false;
	}
	if ((size_t)n < room) {
		*len += (size_t)n;
		return true;
	}
	/* Cut: not inside a character. j goes back to the start of the last
	 * character kept; when that one lost bytes, it goes too. */
	{
		size_t end = size - 1, j = end;
		unsigned char lead;

		while (j > *len && ((unsigned char)buf[j - 1] & 0xC0) == 0x80)
			j--;
		lead = j > *len ? (unsigned char)buf[j - 1] : 0;
		if (lead >= 0xC0 &&
		    end - (j - 1) < (lead >= 0xF0 ? 4u : lead >= 0xE0 ? 3u : 2u))
			end = j - 1;
		*len = end;
		buf[end] = '\0';
	}
	return false;
}

char *
pc_strndup(const char *text, size_t len)
{
	char *copy = malloc(len + 1);

	if (copy == NULL)
		return NULL;
	memcpy(copy, text, len);
	copy[len] = '\0';
	return copy;
}
