/* place.c: reading and writing the names of places. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "decimal.h"
#include "place.h"

/* A decimal number of 1 to 3 digits without a leading zero; -1 otherwise. */
static int
small_number(const char *text, size_t len)
{
	int n = 0;

	if (len == 0 || len > 3 || text[0] == '0')
		return -1;
	for (size_t i = 0; i < len; i++) {
		if (text[i] < '0' || text[i] > '9')
			return -1;
		n = n * 10 + (text[i] - '0');
	}
	return n;
}

bool
pc_place_parse(const char *text, size_t len, int ring_squares, int *out)
{
	int n;

	/* The Spanish names too: cárcel (or carcel, without the accent) for
	 * the nest and meta for the goal. Not "casa", which players use for
	 * both. The record is always written with nest and goal. */
	if ((len == 4 && memcmp(text, "nest", 4) == 0) ||
	    (len == 6 && memcmp(text, "carcel", 6) == 0) ||
	    (len == 7 && memcmp(text, "c\xc3\xa1rcel", 7) == 0)) {
		*out = PC_NEST;
		return true;
	}
	if ((len == 4 && memcmp(text, "goal", 4) == 0) ||
	    (len == 4 && memcmp(text, "meta", 4) == 0)) {
		*out = PC_GOAL;
		return true;
	}
	if (len >= 2 && text[0] == 'c') {
		n = small_number(text + 1, len - 1);
		if (n < 1 || n > PC_CORRIDOR_SQUARES)
			return false;
		*out = PC_CORRIDOR + n;
		return true;
	}
	n = small_number(text, len);
	if (n < 1 || n > ring_squares)
		return false;
	*out = n;
	return true;
}

const char *
pc_place_format(int place, char buf[PC_PLACE_TEXT_MAX])
{
	if (place == PC_NEST) {
		memcpy(buf, "nest", 5);
	} else if (place == PC_GOAL) {
		memcpy(buf, "goal", 5);
	} else if (pc_place_is_corridor(place)) {
		buf[0] = 'c';
		pc_decimal(buf + 1, (unsigned long)(place - PC_CORRIDOR));
	} else if (pc_place_is_ring(place)) {
		pc_decimal(buf, (unsigned long)place);
	} else {
		memcpy(buf, "?", 2);
	}
	return buf;
}
