/* colour.c: colour names in English and Spanish. */
#include <config.h>

#include <string.h>

#include "colour.h"

static const struct {
	const char *english;
	const char *spanish;
	char letter;
} colours[PC_NCOLOURS] = {
	[PC_YELLOW] = {"yellow", "amarillo", 'y'},
	[PC_BLUE] = {"blue", "azul", 'b'},
	[PC_RED] = {"red", "rojo", 'r'},
	[PC_GREEN] = {"green", "verde", 'g'},
};

const char *
pc_colour_name(enum pc_colour c)
{
	return (unsigned)c < PC_NCOLOURS ? colours[c].english : "?";
}

char
pc_colour_letter(enum pc_colour c)
{
	return (unsigned)c < PC_NCOLOURS ? colours[c].letter : '?';
}

static bool
equals(const char *text, size_t len, const char *word)
{
	return strlen(word) == len && memcmp(text, word, len) == 0;
}

bool
pc_colour_parse(const char *text, size_t len, enum pc_colour *out)
{
	for (int c = 0; c < PC_NCOLOURS; c++) {
		if (equals(text, len, colours[c].english) ||
		    equals(text, len, colours[c].spanish)) {
			*out = (enum pc_colour)c;
			return true;
		}
	}
	return false;
}

bool
pc_colour_parse_letter(char letter, enum pc_colour *out)
{
	for (int c = 0; c < PC_NCOLOURS; c++) {
		if (letter == colours[c].letter) {
			*out = (enum pc_colour)c;
			return true;
		}
	}
	return false;
}
