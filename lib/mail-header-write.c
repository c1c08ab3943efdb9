/* mail-header-write.c: header fields the referee writes, whatever the
 * players' text holds (mail-header-write.h). */
#include <config.h>

#include <stdint.h>
#include <string.h>

#include "crypto.h"
#include "mail-header-write.h"
#include "text-guard.h"

enum {
	/* Bytes of text in one encoded word: "=?UTF-8?B?" and "?=" around
	 * the base64 of 42 bytes (56 characters) make 68, within RFC
	 * 2047's 75, and "To: " and one word stay within a line. */
	WORD_BYTES = 42,
};

/* RFC 5322 atext: what a word of a phrase may hold without quotes. */
static bool
is_atext(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || strchr("!#$%&'*+-/=?^_`{|}~", c) != NULL;
}

/* Whether text is printable ASCII that no reader would take for an
 * encoded word. */
static bool
printable_plain(const char *text)
{
	for (const unsigned char *p = (const unsigned char *)text; *p; p++)
		if (*p < 0x20 || *p > 0x7E)
			return false;
	return strstr(text, "=?") == NULL;
}

/* Appends a token to a header line, after a space (or a fold, when the
 * token would pass the width and the line holds more than its field). */
static bool
put_token(struct pc_buffer *out, size_t *column, const char *token,
	  size_t len, bool space)
{
	bool ok = true;

	if (space && *column > 1 && *column + 1 + len > PC_HEADER_WIDTH) {
		ok = pc_buffer_append(out, "\n ", 2);
		*column = 1;
	} else if (space) {
		ok = pc_buffer_append(out, " ", 1);
		++*column;
	}
	*column += len;
	return ok && pc_buffer_append(out, token, len);
}

/* The length of the next encoded word's text, from text (len bytes):
 * whole UTF-8 characters, at most max bytes, and when more follows a
 * multiple of 3 bytes if whole characters allow one, so that its base64
 * has no padding: some readers (GMime among them) join adjacent words
 * before decoding, and a '=' inside the join ends the text there. */
static size_t
word_length(const char *text, size_t len, size_t max)
{
	size_t n = len < max ? len : max, whole;

	while (n < len && n > 1 && ((unsigned char)text[n] & 0xC0) == 0x80)
		n--;
	if (n == len)
		return n;
	for (whole = n; whole > 0; whole--)
		if (whole % 3 == 0 &&
		    ((unsigned char)text[whole] & 0xC0) != 0x80)
			return whole;
	return n;
}

/* text as encoded words (RFC 2047, base64), each a token. */
static bool
put_encoded_words(struct pc_buffer *out, size_t *column, const char *text,
		  bool space)
{
	size_t len = strlen(text), at = 0, n;
	char word[PC_ENCODED_WORD_MAX + 1], b64[64];
	bool ok = true;

	while (ok && at < len) {
		n = word_length(text + at, len - at, WORD_BYTES);
		pc_base64(b64, sizeof b64, text + at, n);
		strcpy(word, "=?UTF-8?B?");
		strcat(word, b64);
		strcat(word, "?=");
		ok = put_token(out, column, word, strlen(word), space);
		space = true;
		at += n;
	}
	return ok;
}

/* text's words, split at single spaces, each a token. */
static bool
put_words(struct pc_buffer *out, size_t *column, const char *text, bool space)
{
	bool ok = true;

	while (ok && *text != '\0') {
		size_t n = strcspn(text, " ");

		if (n > 0) {
			ok = put_token(out, column, text, n, space);
			space = true;
		}
		text += n;
		text += *text == ' ';
	}
	return ok;
}

/* A display name as a quoted string: printable ASCII, '"' and '\'
 * escaped (at most 130 characters for a name of 64 bytes). */
static bool
put_quoted(struct pc_buffer *out, size_t *column, const char *name)
{
	char quoted[2 * 64 + 3];
	size_t n = 0;

	quoted[n++] = '"';
	for (const char *p = name; *p != '\0' && n + 3 < sizeof quoted; p++) {
		if (*p == '"' || *p == '\\')
			quoted[n++] = '\\';
		quoted[n++] = *p;
	}
	quoted[n++] = '"';
	return put_token(out, column, quoted, n, true);
}

/* Whether name may stand as it is: words of atext between single
 * spaces. */
static bool
plain_phrase(const char *name)
{
	bool word = false;

	for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
		if (*p == ' ' && !word)
			return false;	/* leading or doubled space */
		if (*p != ' ' && !is_atext(*p))
			return false;
		word = *p != ' ';
	}
	return word && strstr(name, "=?") == NULL;
}

bool
pc_mail_put_mailbox(struct pc_buffer *out, size_t *column, const char *name,
		    const char *address)
{
	char angle[64 + 3];
	bool ok;

	if (name == NULL || *name == '\0')
		return put_token(out, column, address, strlen(address), true);
	if (plain_phrase(name))
		ok = put_words(out, column, name, true);
	else if (printable_plain(name))
		ok = put_quoted(out, column, name);
	else
		ok = put_encoded_words(out, column, name, true);
	angle[0] = '<';
	strncpy(angle + 1, address, 64);
	angle[65] = '\0';
	strcat(angle, ">");
	return ok && put_token(out, column, angle, strlen(angle), true);
}

bool
pc_mail_put_unstructured(struct pc_buffer *out, const char *field,
			 const char *text)
{
	size_t column = strlen(field) + 1;
	bool ok = pc_buffer_append_str(out, field) &&
		  pc_buffer_append(out, ":", 1);

	if (ok && printable_plain(text))
		ok = put_words(out, &column, text, true);
	else if (ok)
		ok = put_encoded_words(out, &column, text, true);
	return ok && pc_buffer_append(out, "\n", 1);
}

/* Whether [p, p + n) is 1 or more of atext and '.'. */
static bool
dot_atoms(const char *p, size_t n)
{
	if (n == 0)
		return false;
	for (size_t i = 0; i < n; i++)
		if (p[i] != '.' && !is_atext((unsigned char)p[i]))
			return false;
	return true;
}

bool
pc_mail_id_usable(const char *id)
{
	const char *at = strchr(id, '@');
	size_t len = strlen(id), right;

	if (at == NULL || len > 250 || !dot_atoms(id, (size_t)(at - id)))
		return false;
	right = len - (size_t)(at - id) - 1;
	if (dot_atoms(at + 1, right))
		return true;
	/* A domain literal: "[" printable ASCII but "[]\" "]". */
	if (right < 2 || at[1] != '[' || id[len - 1] != ']')
		return false;
	for (const char *p = at + 2; p < id + len - 1; p++)
		if (*p < 0x21 || *p > 0x7E || strchr("[]\\", *p) != NULL)
			return false;
	return true;
}
