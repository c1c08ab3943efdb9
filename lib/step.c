/* step.c: reading and writing move steps. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "decimal.h"
#include "step.h"

/* Reads a run of decimal digits at text[*at]; false when there is none or
 * it is longer than max_digits. */
static bool
read_number(const char *text, size_t len, size_t *at, size_t max_digits,
	    int *out)
{
	size_t start = *at;

	*out = 0;
	while (*at < len && text[*at] >= '0' && text[*at] <= '9') {
		if (*at - start == max_digits)
			return false;
		*out = *out * 10 + (text[*at] - '0');
		(*at)++;
	}
	return *at > start;
}

bool
pc_step_parse(const char *text, size_t len, struct pc_step *out, char *why,
	      size_t why_size)
{
	size_t at = 0;
	int n;
	enum pc_colour colour;

	memset(out, 0, sizeof *out);
	/* "paso" is the Spanish players' word; the record says "pass". */
	if ((len == 4 && memcmp(text, "pass", 4) == 0) ||
	    (len == 4 && memcmp(text, "paso", 4) == 0)) {
		out->pass = true;
		return true;
	}
	if (at < len && pc_colour_parse_letter(text[at], &colour)) {
		out->has_colour = true;
		out->colour = (uint8_t)colour;
		at++;
	}
	if (at < len && text[at] != '+') {
		if (!read_number(text, len, &at, 2, &n))
			goto bad;
		if (n < 1 || n > PC_PIECES) {
			snprintf(why, why_size, _("piece %d does not exist "
				 "(pieces are 1 to %d)"), n, PC_PIECES);
			return false;
		}
		out->piece = (uint8_t)n;
	} else if (out->has_colour) {
		goto bad;	/* "r" or "r+5": a colour needs a piece */
	}
	if (at < len && text[at] == '+') {
		at++;
		if (!read_number(text, len, &at, 3, &n))
			goto bad;
		if (n < 1 || n > PC_AMOUNT_MAX) {
			snprintf(why, why_size, _("amount %d is out of range "
				 "(1 to %d)"), n, PC_AMOUNT_MAX);
			return false;
		}
		out->has_amount = true;
		out->amount = (uint8_t)n;
	}
	if (at != len || (out->piece == 0 && !out->has_amount))
		goto bad;
	return true;
bad:
	snprintf(why, why_size, _("bad step \"%.*s\": expected pass, a piece "
		 "number (2), with an amount (2+5), a colour (r2) or +5"),
		 len > 20 ? 20 : (int)len, text);
	return false;
}

const char *
pc_step_format(const struct pc_step *step, char buf[PC_STEP_TEXT_MAX])
{
	size_t n = 0;

	if (step->pass) {
		memcpy(buf, "pass", 5);
		return buf;
	}
	if (step->has_colour)
		buf[n++] = pc_colour_letter((enum pc_colour)step->colour);
	if (step->piece != 0)
		buf[n++] = (char)('0' + step->piece);
	buf[n] = '\0';
	if (step->has_amount) {
		buf[n++] = '+';
		pc_decimal(buf + n, step->amount);
	}
	return buf;
}
