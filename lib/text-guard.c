/* text-guard.c: the characters text from players may not hold (see
 * text-guard.h), and what becomes of them. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gettext.h"
#include "buffer.h"
#include "text-guard.h"

size_t
pc_utf8_decode(const unsigned char *p, size_t n, uint32_t *cp)
{
	uint32_t c = p[0], min;
	size_t len;

	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xC2 && c <= 0xDF) {
		len = 2;
		c &= 0x1F;
		min = 0x80;
	} else if (c >= 0xE0 && c <= 0xEF) {
		len = 3;
		c &= 0x0F;
		min = 0x800;
	} else if (c >= 0xF0 && c <= 0xF4) {
		len = 4;
		c &= 0x07;
		min = 0x10000;
	} else {
		return 0;
	}
	if (n < len)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((p[i] & 0xC0) != 0x80)
			return 0;
		c = c << 6 | (p[i] & 0x3F);
	}
	if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
		return 0;
	*cp = c;
	return len;
}

/* What kind of character text may not hold c is, or NULL. */
static const char *
refused_kind(uint32_t c)
{
	if (c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F))
		return N_("a control character");
	if (c == 0x2028 || c == 0x2029)
		return N_("a line separator");
	if (c == 0x061C || c == 0x200E || c == 0x200F ||
	    (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069))
		return N_("a bidi control");
	if (c == 0x00AD || c == 0x180E || c == 0x200B ||
	    (c >= 0x2060 && c <= 0x2064) || (c >= 0x206A && c <= 0x206F) ||
	    c == 0xFEFF || (c >= 0xFFF9 && c <= 0xFFFB) ||
	    (c >= 0xE0000 && c <= 0xE007F))
		return N_("an invisible format character");
	if ((c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE)
		return N_("a noncharacter");
	return NULL;
}

bool
pc_text_refuses(uint32_t c)
{
	return refused_kind(c) != NULL;
}

size_t
pc_text_check(const char *text, size_t len, char why[PC_TEXT_WHY_MAX])
{
	const unsigned char *p = (const unsigned char *)text;
	const char *kind;
	uint32_t c;
	size_t i = 0, n;

	while (i < len) {
		n = pc_utf8_decode(p + i, len - i, &c);
		if (n == 0) {
			if (why != NULL)
				snprintf(why, PC_TEXT_WHY_MAX,
					 _("a byte that is not UTF-8 (0x%02X)"),
					 (unsigned)p[i]);
			return i;
		}
		kind = refused_kind(c);
		if (kind != NULL) {
			if (why != NULL)
				snprintf(why, PC_TEXT_WHY_MAX, _("U+%04X, %s"),
					 (unsigned)c, _(kind));
			return i;
		}
		i += n;
	}
	return len;
}

bool
pc_text_is_utf8(const char *text, size_t len)
{
	const unsigned char *p = (const unsigned char *)text;
	size_t i = 0, n;
	uint32_t c;

	while (i < len) {
		n = pc_utf8_decode(p + i, len - i, &c);
		if (n == 0)
			return false;
		i += n;
	}
	return true;
}

bool
pc_text_is_ascii(const char *text, size_t len)
{
	unsigned char any = 0;

	for (size_t i = 0; i < len; i++)
		any |= (unsigned char)text[i];
	return any < 0x80;
}

/* The columns character c takes in a double-quoted YAML scalar as
 * libyaml writes it: an escape for '"' and '\', and for a character
 * past U+FFFF, which libyaml does not write as it is (\UXXXXXXXX). */
static size_t
written_width(uint32_t c)
{
	return c == '"' || c == '\\' ? 2 : c > 0xFFFF ? 10 : 1;
}

/* Whether a word of a say starting at p (n bytes left) could start a
 * record once a writer folds the say before it. */
static bool
starts_record(const char *p, size_t n)
{
	return (n >= 3 && memcmp(p, "---", 3) == 0) ||
	       (n >= 8 && memcmp(p, "parchis:", 8) == 0);
}

char *
pc_say_neutralise(const char *text, size_t len, size_t *out_len)
{
	static const char replacement[] = "\xEF\xBF\xBD", nbsp[] = "\xC2\xA0";
	const unsigned char *p = (const unsigned char *)text;
	struct pc_buffer out = PC_BUFFER_INIT;
	size_t i = 0, n, word = 0;
	bool ok = true;
	char *kept;
	uint32_t c;

	while (ok && i < len) {
		c = 0;
		n = pc_utf8_decode(p + i, len - i, &c);
		if (n > 0 && (c == '\t' || c == '\n' || c == '\r' ||
			      c == 0x2028 || c == 0x2029 || c == 0x85))
			c = ' ';
		/* A run of spaces is one: a writer folds a line at the first
		 * space of a run only, so a long run would make a long line. */
		if (n > 0 && c == ' ') {
			if (out.len == 0 || out.data[out.len - 1] != ' ')
				ok = pc_buffer_append(&out, " ", 1);
			word = 0;
			i += n;
			continue;
		}
		if (n == 0 || refused_kind(c) != NULL) {
			n = n > 0 ? n : 1;
			c = 0xFFFD;
		}
		/* A word too wide to fold is cut: a writer can break a line
		 * only at a space. */
		if (word + written_width(c) > PC_SAY_WORD_MAX) {
			ok = pc_buffer_append(&out, " ", 1);
			word = 0;
		}
		if (ok && word == 0 && starts_record(text + i, len - i)) {
			ok = pc_buffer_append(&out, nbsp, 2);
			word++;
		}
		if (ok && c == 0xFFFD)
			ok = pc_buffer_append(&out, replacement, 3);
		else if (ok)
			ok = pc_buffer_append(&out, text + i, n);
		word += written_width(c);
		i += n;
	}
	/* A copy of its own size: the buffer grows in pages, and a record
	 * may hold many says. */
	kept = ok ? pc_strndup(out.data != NULL ? out.data : "", out.len)
		  : NULL;
	if (kept != NULL)
		*out_len = out.len;
	pc_buffer_free(&out);
	return kept;
}

size_t
pc_say_widest_word(const char *say)
{
	const unsigned char *p = (const unsigned char *)say;
	size_t widest = 0, word = 0, len = strlen(say), i = 0, n;
	uint32_t c;

	while (i < len) {
		n = pc_utf8_decode(p + i, len - i, &c);
		if (n == 0) {	/* not from the reader: one column a byte */
			n = 1;
			c = 0xFFFD;
		}
		word = c == ' ' ? 0 : word + written_width(c);
		if (word > widest)
			widest = word;
		i += n;
	}
	return widest;
}

void
pc_text_defang(char *text)
{
	unsigned char *p = (unsigned char *)text, *to = p;
	size_t len = strlen(text), i = 0, n;
	uint32_t c = 0;

	while (i < len) {
		n = pc_utf8_decode(p + i, len - i, &c);
		if (n > 0 && (c == '\n' || c == '\r' || c == '\t')) {
			*to++ = ' ';
		} else if (n == 0 && p[i] >= 0xA0) {
			/* Not UTF-8: a message in an 8-bit locale's own
			 * charset (a translation), shown as it is. */
			*to++ = p[i];
		} else if (n == 0 || refused_kind(c) != NULL) {
			*to++ = '?';
		} else {
			memmove(to, p + i, n);
			to += n;
		}
		i += n > 0 ? n : 1;
	}
	*to = '\0';
}

bool
pc_email_valid(const char *s)
{
	const char *at = strchr(s, '@'), *domain;
	size_t len = strlen(s);

	if (at == NULL || at == s || at[1] == '\0' ||
	    strchr(at + 1, '@') != NULL || strpbrk(s, " \"(),:;<>[\\]") != NULL ||
	    pc_text_check(s, len, NULL) != len)
		return false;
	domain = at + 1;
	return domain[0] != '.' && s[len - 1] != '.' &&
	       strstr(domain, "..") == NULL;
}
