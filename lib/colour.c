/* colour.c: colour names in English and Spanish. */
#include <config.h>

#include <string.h>

#include "gettext.h"
#include "colour.h"

static const struct {
	const char *english;
	const char *spanish;
	char letter;
} colours[PC_NCOLOURS] = {
	/* N_(): the English names are also messages (pc_colour_shown). */
	[PC_YELLOW] = {N_("yellow"), "amarillo", 'y'},
	[PC_BLUE] = {N_("blue"), "azul", 'b'},
	[PC_RED] = {N_("red"), "rojo", 'r'},
	[PC_GREEN] = {N_("green"), "verde", 'g'},
	[PC_ORANGE] = {N_("orange"), "naranja", 'o'},
	[PC_PURPLE] = {N_("purple"), "morado", 'p'},
	[PC_CYAN] = {N_("cyan"), "celeste", 'n'},
	[PC_PINK] = {N_("pink"), "rosa", 'k'},
};

const char *
pc_colour_name(enum pc_colour c)
{
	return (unsigned)c < PC_NCOLOURS ? colours[c].english : "?";
}

const char *
pc_colour_shown(enum pc_colour c)
{
	return (unsigned)c < PC_NCOLOURS ? _(colours[c].english) : "?";
}

const char *
pc_colour_text(enum pc_colour c, bool translate)
{
	return translate ? pc_colour_shown(c) : pc_colour_name(c);
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
	/* Either case: the board names pieces Y1, R2. */
	if (letter >= 'A' && letter <= 'Z')
		letter = (char)(letter - 'A' + 'a');
	for (int c = 0; c < PC_NCOLOURS; c++) {
		if (letter == colours[c].letter) {
			*out = (enum pc_colour)c;
			return true;
		}
	}
	return false;
}
