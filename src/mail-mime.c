/* mail-mime.c: the text/plain part of a MIME mail, decoded (SPEC.md, "the
 * game record": a record may arrive inside a mail reply).
 *
 * A small decoder of our own rather than GMime: we need one part of one
 * mail, read once, and GMime would bring GLib and GObject into a program
 * that has no other use for them. The input is bounded by the reader
 * (PC_INPUT_MAX), every output is no longer than twice its input, the
 * recursion is bounded by PC_MIME_DEPTH_MAX, and header values are read
 * into fixed buffers whose size is checked. */
#include <config.h>

#include <string.h>

#include "mail-mime.h"

enum {
	HEADER_MAX = 2048,	/* bytes of an unfolded header we read */
	BOUNDARY_MAX = 70,	/* RFC 2046, 5.1.1 */
	NAME_MAX_ = 64,		/* a media type, encoding or charset */
};

struct mime_ctx {
	const char *data;	/* the whole mail, to place errors */
	struct pc_buffer *out;
	struct pc_mime *mime;
	struct pc_error *err;
};

/* The end of the line that starts at p (its '\n', or end). */
static const char *
line_end(const char *p, const char *end)
{
	const char *nl = memchr(p, '\n', (size_t)(end - p));

	return nl != NULL ? nl : end;
}

/* The start of the line after the one that ends at e. */
static const char *
next_line(const char *e, const char *end)
{
	return e < end ? e + 1 : end;
}

/* The length of line [p, e) without a final '\r'. */
static size_t
line_len(const char *p, const char *e)
{
	return (size_t)(e - p) - (e > p && e[-1] == '\r');
}

static unsigned long
line_of(const struct mime_ctx *c, const char *p)
{
	unsigned long line = 1;

	for (const char *q = c->data; q < p; q++)
		line += *q == '\n';
	return line;
}

static unsigned long
column_of(const struct mime_ctx *c, const char *p)
{
	const char *q = p;

	while (q > c->data && q[-1] != '\n')
		q--;
	return (unsigned long)(p - q) + 1;
}

static char
lower(char ch)
{
	return ch >= 'A' && ch <= 'Z' ? (char)(ch - 'A' + 'a') : ch;
}

/* Whether a[0..alen) is the string b, in any case. */
static bool
same_name(const char *a, size_t alen, const char *b)
{
	if (strlen(b) != alen)
		return false;
	for (size_t i = 0; i < alen; i++)
		if (lower(a[i]) != lower(b[i]))
			return false;
	return true;
}

/* The length of the name of the header field on line [p, e), or 0 when
 * the line is no field: printable ASCII but ':' and then ':'. */
static size_t
field_name(const char *p, const char *e)
{
	size_t n = 0;

	while (p + n < e && (unsigned char)p[n] > ' ' &&
	       (unsigned char)p[n] < 0x7F && p[n] != ':')
		n++;
	return p + n < e && p[n] == ':' ? n : 0;
}

/* Finds the end of the header block that starts at p: *hend where the
 * empty line stands, *body the line after it. False when a line before
 * an empty one is neither a field nor the continuation of one. */
static bool
header_block(const char *p, const char *end, const char **hend,
	     const char **body)
{
	const char *e;

	for (const char *first = p; p < end; p = next_line(e, end)) {
		e = line_end(p, end);
		if (line_len(p, e) == 0) {
			*hend = p;
			*body = next_line(e, end);
			return true;
		}
		if (field_name(p, e) == 0 &&
		    (p == first || (p[0] != ' ' && p[0] != '\t')))
			return false;
	}
	return false;
}

/* Copies the first field name of the header block [p, end), unfolded,
 * into buf (size bytes). Returns 1 when found, 0 when absent, -1 when
 * the value does not fit. */
static int
header_get(const char *p, const char *end, const char *name, char *buf,
	   size_t size)
{
	const char *e;
	size_t n, k, len = 0;
	bool in = false;

	for (; p < end; p = next_line(e, end)) {
		e = line_end(p, end);
		n = line_len(p, e);
		if (in && n > 0 && (p[0] == ' ' || p[0] == '\t')) {
			/* a continuation: unfolding removes the line break */
		} else if (in) {
			break;
		} else if ((k = field_name(p, e)) > 0 &&
			   same_name(p, k, name)) {
			in = true;
			p += k + 1;
			n -= k + 1;
		} else {
			continue;
		}
		if (n >= size - len)
			return -1;
		memcpy(buf + len, p, n);
		len += n;
	}
	if (!in)
		return 0;
	buf[len] = '\0';
	return 1;
}

static const char *
skip_space(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/* The first word of a header value (a media type, an encoding), lower
 * case, into buf (NAME_MAX_ bytes; longer ones are cut). */
static void
first_word(const char *v, char *buf)
{
	size_t n = 0;

	for (v = skip_space(v); *v != '\0' && *v != ';' && *v != ' ' &&
	     *v != '\t' && *v != '(' && n + 1 < NAME_MAX_; v++)
		buf[n++] = lower(*v);
	buf[n] = '\0';
}

/* Copies parameter name of the Content-Type value v into buf (size
 * bytes; a longer value is cut): a token or a quoted string, whose
 * backslashes quote the next character. False when absent. */
static bool
param_get(const char *v, const char *name, char *buf, size_t size)
{
	const char *p = strchr(v, ';'), *a;
	size_t alen, len;
	bool match;

	while (p != NULL) {
		a = p = skip_space(p + 1);
		while (*p != '\0' && *p != '=' && *p != ';' && *p != ' ' &&
		       *p != '\t')
			p++;
		alen = (size_t)(p - a);
		p = skip_space(p);
		if (*p != '=') {
			p = strchr(p, ';');
			continue;
		}
		p = skip_space(p + 1);
		match = same_name(a, alen, name);
		len = 0;
		if (*p == '"') {
			for (p++; *p != '\0' && *p != '"'; p++) {
				if (*p == '\\' && p[1] != '\0')
					p++;
				if (match && len + 1 < size)
					buf[len++] = *p;
			}
		} else {
			for (; *p != '\0' && *p != ';' && *p != ' ' &&
			     *p != '\t'; p++)
				if (match && len + 1 < size)
					buf[len++] = *p;
		}
		if (match) {
			buf[len] = '\0';
			return true;
		}
		p = strchr(p, ';');
	}
	return false;
}

static int
hex_value(char ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	ch = lower(ch);
	return ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
}

/* Quoted-printable (RFC 2045, 6.7): "=" at the end of a line (white space
 * may follow it) joins the line to the next one, "=XX" is the byte XX,
 * and any other "=" is kept as it is. out has room for [p, end). */
static void
decode_qp(const char *p, const char *end, struct pc_buffer *out)
{
	const char *q;
	char *w = out->data + out->len;

	while (p < end) {
		if (*p != '=') {
			*w++ = *p++;
			continue;
		}
		for (q = p + 1; q < end && (*q == ' ' || *q == '\t'); q++)
			;
		if (q == end || *q == '\n')
			p = next_line(q, end);
		else if (*q == '\r' && q + 1 < end && q[1] == '\n')
			p = q + 2;
		else if (end - p >= 3 && hex_value(p[1]) >= 0 &&
			 hex_value(p[2]) >= 0) {
			*w++ = (char)(hex_value(p[1]) * 16 + hex_value(p[2]));
			p += 3;
		} else
			*w++ = *p++;
	}
	out->len = (size_t)(w - out->data);
}

static int
base64_value(char ch)
{
	if (ch >= 'A' && ch <= 'Z')
		return ch - 'A';
	if (ch >= 'a' && ch <= 'z')
		return ch - 'a' + 26;
	if (ch >= '0' && ch <= '9')
		return ch - '0' + 52;
	return ch == '+' ? 62 : ch == '/' ? 63 : -1;
}

/* Base64 (RFC 2045, 6.8): white space is ignored, "=" pads the end, and
 * any other character is refused. out has room for [p, end). */
static enum pc_status
decode_base64(struct mime_ctx *c, const char *p, const char *end,
	      struct pc_buffer *out)
{
	char *w = out->data + out->len;
	unsigned long acc = 0;
	unsigned int bits = 0;
	bool padded = false;
	int v;

	for (; p < end; p++) {
		if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
			continue;
		if (*p == '=') {
			padded = true;
			continue;
		}
		v = base64_value(*p);
		if (v < 0 || padded)
			return pc_error_set(c->err, PC_ERR_DATA, line_of(c, p),
					    column_of(c, p), "the mail's base64 "
					    "text holds a character base64 "
					    "does not have");
		acc = ((acc << 6) | (unsigned long)v) & 0xFFFFFFUL;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			*w++ = (char)((acc >> bits) & 0xFF);
		}
	}
	out->len = (size_t)(w - out->data);
	if (bits >= 6)
		return pc_error_set(c->err, PC_ERR_DATA, line_of(c, end),
				    column_of(c, end), "the mail's base64 "
				    "text is cut short");
	return PC_OK;
}

/* ISO-8859-1 is U+0000 to U+00FF, byte for byte: the bytes from 0x80 on
 * take two bytes in UTF-8. */
static bool
latin1_to_utf8(const char *p, size_t len, struct pc_buffer *out)
{
	char *w;

	if (!pc_buffer_reserve(out, 2 * len))
		return false;
	w = out->data + out->len;
	for (size_t i = 0; i < len; i++) {
		unsigned char b = (unsigned char)p[i];

		if (b < 0x80) {
			*w++ = (char)b;
		} else {
			*w++ = (char)(0xC0 | (b >> 6));
			*w++ = (char)(0x80 | (b & 0x3F));
		}
	}
	out->len = (size_t)(w - out->data);
	out->data[out->len] = '\0';
	return true;
}

enum charset { CHARSET_UTF8, CHARSET_LATIN1, CHARSET_OTHER };

static enum charset
charset_of(const char *name)
{
	static const char *const utf8[] = {"utf-8", "utf8", "us-ascii",
					   "ascii", NULL};
	static const char *const latin1[] = {"iso-8859-1", "iso8859-1",
					     "iso_8859-1", "latin1",
					     "latin-1", "l1", NULL};

	for (int i = 0; utf8[i] != NULL; i++)
		if (same_name(name, strlen(name), utf8[i]))
			return CHARSET_UTF8;
	for (int i = 0; latin1[i] != NULL; i++)
		if (same_name(name, strlen(name), latin1[i]))
			return CHARSET_LATIN1;
	return CHARSET_OTHER;
}

/* The transfer encoding's static name, or NULL when unknown. */
static const char *
encoding_of(const char *name)
{
	static const char *const known[] = {"7bit", "8bit", "binary",
					    "quoted-printable", "base64",
					    NULL};

	for (int i = 0; known[i] != NULL; i++)
		if (strcmp(name, known[i]) == 0)
			return known[i];
	return NULL;
}

/* Undoes the transfer encoding into raw. */
static enum pc_status
decode_body(struct mime_ctx *c, const char *body, const char *end,
	    const char *encoding, struct pc_buffer *raw)
{
	size_t len = (size_t)(end - body);

	if (!pc_buffer_reserve(raw, len))
		return pc_error_set(c->err, PC_ERR_NOMEM, 0, 0,
				    "out of memory");
	if (strcmp(encoding, "quoted-printable") == 0) {
		decode_qp(body, end, raw);
	} else if (strcmp(encoding, "base64") == 0) {
		if (decode_base64(c, body, end, raw) != PC_OK)
			return PC_ERR_DATA;
	} else {
		memcpy(raw->data + raw->len, body, len);
		raw->len += len;
	}
	raw->data[raw->len] = '\0';
	return PC_OK;
}

/* The text/plain part with headers [headers, hend) and body [body, end),
 * whose Content-Type value is ctype: decoded into c->out. */
static enum pc_status
text_part(struct mime_ctx *c, const char *headers, const char *hend,
	  const char *body, const char *end, const char *ctype, int depth)
{
	char value[HEADER_MAX], word[NAME_MAX_], charset[NAME_MAX_];
	const char *encoding = "7bit";
	enum charset set;
	struct pc_buffer raw = PC_BUFFER_INIT;
	enum pc_status status;
	bool ok;

	switch (header_get(headers, hend, "Content-Transfer-Encoding", value,
			   sizeof value)) {
	case -1:
		return pc_error_set(c->err, PC_ERR_DATA, line_of(c, headers),
				    1, "a header of the mail is longer than "
				    "%d bytes", HEADER_MAX - 1);
	case 1:
		first_word(value, word);
		encoding = encoding_of(word);
		if (encoding == NULL)
			return pc_error_set(c->err, PC_ERR_DATA,
					    line_of(c, headers), 1, "the mail's "
					    "text is in transfer encoding %s, "
					    "which parchis does not read", word);
		break;
	default:
		break;
	}
	if (!param_get(ctype, "charset", charset, sizeof charset))
		strcpy(charset, "us-ascii");
	set = charset_of(charset);
	if (set == CHARSET_OTHER)
		return pc_error_set(c->err, PC_ERR_DATA, line_of(c, headers), 1,
				    "the mail's text is in charset %s: send "
				    "it in UTF-8", charset);
	c->mime->encoding = encoding;
	c->mime->same_lines = strcmp(encoding, "quoted-printable") != 0 &&
			      strcmp(encoding, "base64") != 0;
	c->mime->first_line = line_of(c, body);
	/* The mail's own text, as mails always were: read as it is. */
	if (depth == 0 && c->mime->same_lines && set == CHARSET_UTF8)
		return PC_OK;
	if (set == CHARSET_UTF8)
		status = decode_body(c, body, end, encoding, c->out);
	else if ((status = decode_body(c, body, end, encoding, &raw)) ==
		 PC_OK) {
		ok = latin1_to_utf8(raw.data, raw.len, c->out);
		status = ok ? PC_OK : pc_error_set(c->err, PC_ERR_NOMEM, 0, 0,
						   "out of memory");
	}
	pc_buffer_free(&raw);
	c->mime->decoded = status == PC_OK;
	return status;
}

static enum pc_status entity(struct mime_ctx *c, const char *headers,
			     const char *hend, const char *body,
			     const char *end, int depth, bool *found);

/* Whether line [p, p + n) is a delimiter of boundary b (blen bytes):
 * 0 no, 1 "--b", 2 the close "--b--". White space may follow. */
static int
delimiter(const char *p, size_t n, const char *b, size_t blen)
{
	size_t k = blen + 2;
	int kind = 1;

	if (n < k || p[0] != '-' || p[1] != '-' || memcmp(p + 2, b, blen) != 0)
		return 0;
	if (n >= k + 2 && p[k] == '-' && p[k + 1] == '-') {
		kind = 2;
		k += 2;
	}
	while (k < n && (p[k] == ' ' || p[k] == '\t'))
		k++;
	return k == n ? kind : 0;
}

/* The first delimiter line of b at or after line start p, or NULL. */
static const char *
find_delimiter(const char *p, const char *end, const char *b, size_t blen,
	       int *kind)
{
	const char *e;

	for (; p < end; p = next_line(e, end)) {
		e = line_end(p, end);
		*kind = delimiter(p, line_len(p, e), b, blen);
		if (*kind != 0)
			return p;
	}
	return NULL;
}

/* The parts of the multipart body [body, end) (RFC 2046, 5.1), in
 * order, until one holds a text/plain part: then *found. */
static enum pc_status
multipart(struct mime_ctx *c, const char *body, const char *end,
	  const char *ctype, int depth, bool *found)
{
	char boundary[BOUNDARY_MAX + 2];
	const char *p, *d, *stop, *hend, *pbody;
	size_t blen;
	int kind;
	enum pc_status status;

	if (depth >= PC_MIME_DEPTH_MAX)
		return pc_error_set(c->err, PC_ERR_DATA, line_of(c, body), 1,
				    "the mail nests multipart parts more than "
				    "%d deep", PC_MIME_DEPTH_MAX);
	if (!param_get(ctype, "boundary", boundary, sizeof boundary))
		return pc_error_set(c->err, PC_ERR_DATA, line_of(c, body), 1,
				    "the mail is multipart but has no "
				    "boundary parameter");
	blen = strlen(boundary);
	if (blen == 0 || blen > BOUNDARY_MAX)
		return pc_error_set(c->err, PC_ERR_DATA, line_of(c, body), 1,
				    "the mail's multipart boundary is empty or "
				    "longer than %d characters", BOUNDARY_MAX);
	d = find_delimiter(body, end, boundary, blen, &kind);
	if (d == NULL)
		return pc_error_set(c->err, PC_ERR_DATA, line_of(c, body), 1,
				    "the mail is multipart but no line is its "
				    "boundary \"--%s\"", boundary);
	while (kind == 1) {
		p = next_line(line_end(d, end), end);
		d = find_delimiter(p, end, boundary, blen, &kind);
		if (d == NULL)
			return pc_error_set(c->err, PC_ERR_DATA, line_of(c, p),
					    1, "the mail is cut short: this "
					    "part has no boundary after it");
		/* The line break before a delimiter belongs to it. */
		stop = d;
		if (stop > p && stop[-1] == '\n')
			stop--;
		if (stop > p && stop[-1] == '\r')
			stop--;
		if (!header_block(p, stop, &hend, &pbody))
			return pc_error_set(c->err, PC_ERR_DATA, line_of(c, p),
					    1, "this part of the mail has no "
					    "empty line after its headers");
		status = entity(c, p, hend, pbody, stop, depth + 1, found);
		if (status != PC_OK || *found)
			return status;
	}
	return PC_OK;
}

/* A mail or a part of one: headers [headers, hend), body [body, end).
 * Multiparts are searched, text/plain is decoded, the rest (HTML,
 * attachments) skipped. */
static enum pc_status
entity(struct mime_ctx *c, const char *headers, const char *hend,
       const char *body, const char *end, int depth, bool *found)
{
	char ctype[HEADER_MAX], type[NAME_MAX_];

	switch (header_get(headers, hend, "Content-Type", ctype,
			   sizeof ctype)) {
	case -1:
		return pc_error_set(c->err, PC_ERR_DATA, line_of(c, headers),
				    1, "a header of the mail is longer than "
				    "%d bytes", HEADER_MAX - 1);
	case 0:
		strcpy(ctype, "text/plain");	/* RFC 2045, 5.2 */
		break;
	default:
		break;
	}
	first_word(ctype, type);
	if (strncmp(type, "multipart/", 10) == 0)
		return multipart(c, body, end, ctype, depth, found);
	if (strcmp(type, "text/plain") != 0 && type[0] != '\0')
		return PC_OK;
	*found = true;
	return text_part(c, headers, hend, body, end, ctype, depth);
}

enum pc_status
pc_mail_mime(const char *data, size_t len, struct pc_buffer *out,
	     struct pc_mime *mime, struct pc_error *err)
{
	struct mime_ctx c = {data, out, mime, err};
	const char *p = data, *end = data + len, *hend, *body;
	char probe[HEADER_MAX];
	bool found = false;
	enum pc_status status;

	memset(mime, 0, sizeof *mime);
	/* An mbox "From " line may stand before the headers. */
	if (len >= 5 && memcmp(p, "From ", 5) == 0)
		p = next_line(line_end(p, end), end);
	/* Not a mail, or a mail that does not say it is MIME: as it is. */
	if (!header_block(p, end, &hend, &body) ||
	    (header_get(p, hend, "Content-Type", probe, sizeof probe) == 0 &&
	     header_get(p, hend, "Content-Transfer-Encoding", probe,
			sizeof probe) == 0))
		return PC_OK;
	status = entity(&c, p, hend, body, end, 0, &found);
	if (status == PC_OK && !found)
		return pc_error_set(err, PC_ERR_DATA, 0, 0, "the mail has no "
				    "text/plain part: reply in plain text");
	return status;
}
