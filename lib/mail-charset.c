/* mail-charset.c: charset conversion into UTF-8 (glibc's iconv, opened
 * through GMime, which maps the names mail clients write to iconv's). */
#include <config.h>

#include <errno.h>
#include <stdbool.h>
#include <string.h>

#include <gmime/gmime.h>

#include "mail-charset.h"

static bool
same_name(const char *a, const char *b)
{
	return g_ascii_strcasecmp(a, b) == 0;
}

static bool
is_one_of(const char *name, const char *const *names)
{
	for (int i = 0; names[i] != NULL; i++)
		if (same_name(name, names[i]))
			return true;
	return false;
}

static enum pc_charset_result
validate_utf8(const char *raw, size_t len, struct pc_buffer *out,
	      size_t *bad)
{
	const gchar *end;

	if (!g_utf8_validate_len(raw, len, &end)) {
		*bad = (size_t)(end - raw);
		/* A character cut short at the end, or a NUL. */
		if (*bad < len && raw[*bad] == '\0')
			return PC_CHARSET_NUL;
		return PC_CHARSET_INVALID;
	}
	return pc_buffer_append(out, raw, len) ? PC_CHARSET_OK :
						 PC_CHARSET_NOMEM;
}

/* One call of iconv into out, made room for: in_left bytes at *in, or
 * the shift state's reset when in is NULL. False when it fails. */
static bool
step(iconv_t cd, char **in, size_t *in_left, struct pc_buffer *out,
     enum pc_charset_result *result)
{
	size_t out_left, done;
	char *o;

	if (!pc_buffer_reserve(out, (in != NULL ? *in_left : 0) * 4 + 16)) {
		*result = PC_CHARSET_NOMEM;
		return false;
	}
	o = out->data + out->len;
	out_left = out->cap - out->len - 1;
	done = iconv(cd, in, in_left, &o, &out_left);
	out->len = (size_t)(o - out->data);
	out->data[out->len] = '\0';
	if (done == (size_t)-1 && errno != E2BIG) {
		*result = PC_CHARSET_INVALID;
		return false;
	}
	return true;
}

static enum pc_charset_result
convert(const char *name, const char *raw, size_t len, struct pc_buffer *out,
	size_t *bad)
{
	iconv_t cd = g_mime_iconv_open("UTF-8", g_mime_charset_iconv_name(name));
	size_t start = out->len, in_left = len;
	char *in;
	enum pc_charset_result result = PC_CHARSET_OK;

	if (cd == (iconv_t)-1)
		return PC_CHARSET_UNKNOWN;
	memcpy(&in, &raw, sizeof in);	/* iconv takes char **, unchanged */
	while (in_left > 0 && step(cd, &in, &in_left, out, &result))
		;
	if (result == PC_CHARSET_INVALID)
		*bad = len - in_left;
	else if (result == PC_CHARSET_OK)
		step(cd, NULL, NULL, out, &result);
	g_mime_iconv_close(cd);
	if (result == PC_CHARSET_OK && out->len > start &&
	    memchr(out->data + start, '\0', out->len - start) != NULL)
		result = PC_CHARSET_NUL;
	return result;
}

/* Whether latin1 text holds bytes 0x80 to 0x9F. */
static bool
has_c1(const char *raw, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)raw[i] >= 0x80 && (unsigned char)raw[i] <= 0x9F)
			return true;
	return false;
}

enum pc_charset_result
pc_mail_to_utf8(const char *charset, const char *raw, size_t len,
		struct pc_buffer *out, size_t *bad, const char **used)
{
	static const char *const utf8[] = {"utf-8", "utf8", "us-ascii", "ascii",
					   "ansi_x3.4-1968", "us", NULL};
	static const char *const latin1[] = {"iso-8859-1", "iso8859-1",
					     "iso_8859-1", "latin1", "latin-1",
					     "l1", "cp819", NULL};
	size_t start = out->len;
	enum pc_charset_result result;

	*bad = 0;
	*used = charset;
	if (is_one_of(charset, utf8))
		return validate_utf8(raw, len, out, bad);
	if (is_one_of(charset, latin1) && has_c1(raw, len)) {
		result = convert("windows-1252", raw, len, out, bad);
		if (result != PC_CHARSET_INVALID) {
			*used = "windows-1252";
			return result;
		}
		out->len = start;	/* not windows-1252 either: latin1 */
	}
	return convert(charset, raw, len, out, bad);
}
