/* decimal.h: writing small numbers without printf, on hot paths (the
 * record writer formats every roll, step and place of a game). */
#ifndef PARCHIS_DECIMAL_H
#define PARCHIS_DECIMAL_H

#include <stddef.h>

/* Writes v in decimal at buf, NUL-terminated; buf holds at least 11
 * bytes. Returns the number of digits. */
static inline size_t
pc_decimal(char *buf, unsigned long v)
{
	char digits[24];
	size_t n = 0, len;

	do {
		digits[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	len = n;
	for (size_t i = 0; i < len; i++)
		buf[i] = digits[--n];
	buf[len] = '\0';
	return len;
}

#endif
