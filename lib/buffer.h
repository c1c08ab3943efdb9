/* buffer.h: a growable byte buffer that owns its memory. */
#ifndef PARCHIS_BUFFER_H
#define PARCHIS_BUFFER_H

#include <stdbool.h>
#include <stddef.h>

struct pc_buffer {
	char *data;	/* NULL, or a string: NUL-terminated from its first
			 * allocation on, whatever len is */
	size_t len;
	size_t cap;
};

/* An empty buffer owns nothing; pc_buffer_free releases what it grew. */
#define PC_BUFFER_INIT {NULL, 0, 0}

/* Appends len bytes; false when out of memory (the buffer is unchanged). */
bool pc_buffer_append(struct pc_buffer *buf, const void *data, size_t len);

/* Makes room for at least len more bytes; false when out of memory. */
bool pc_buffer_reserve(struct pc_buffer *buf, size_t len);

/* Appends a NUL-terminated string. */
bool pc_buffer_append_str(struct pc_buffer *buf, const char *s);

/* Appends printf-formatted text, however long; false when out of memory
 * (the buffer is unchanged). */
bool pc_buffer_appendf(struct pc_buffer *buf, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

void pc_buffer_free(struct pc_buffer *buf);

/* Appends printf-formatted text to the fixed array buf (size bytes, *len
 * of them text now, size >= 1). What does not fit is cut at a character
 * boundary (UTF-8): *len never passes size - 1 and buf stays a string,
 * however long the arguments or their translation. False when cut. */
bool pc_fixed_appendf(char *buf, size_t size, size_t *len, const char *fmt,
		      ...) __attribute__((format(printf, 4, 5)));

/* Copies text (len bytes) into a new NUL-terminated string owned by the
 * caller; NULL when out of memory. */
char *pc_strndup(const char *text, size_t len);

#endif
