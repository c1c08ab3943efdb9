/* mail-transfer.c: a part's Content-Transfer-Encoding undone (RFC 2045,
 * 6.7 and 6.8), by GMime's decoders, on a copy of the body made clean
 * of what they would otherwise get wrong or pass over in silence:
 * white space a relay added at the end of quoted-printable lines (which
 * must be deleted, and hides a soft break), base64 with characters it
 * does not have (refused: the text was mangled or cut on the way), and
 * base64 whose padding was left off. */
#include <config.h>

#include <string.h>

#include "mail-internal.h"

static bool
is_base64(char ch)
{
	return g_ascii_isalnum(ch) || ch == '+' || ch == '/';
}

/* Copies the base64 text [start, end) into clean, white space dropped
 * and padding completed; refuses what base64 does not have. */
static enum pc_status
clean_base64(const struct pc_mail_input *in, size_t start, size_t end,
	     struct pc_buffer *clean, struct pc_error *err)
{
	size_t chars = 0;
	bool padded = false;
	char ch;

	for (size_t i = start; i < end; i++) {
		ch = in->data[i];
		if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n')
			continue;
		if (ch == '=') {
			padded = true;
			continue;
		}
		if (!is_base64(ch) || padded)
			return pc_error_set(err, PC_ERR_DATA,
					    pc_mail_line_of(in, i),
					    pc_mail_column_of(in, i),
					    "the mail's base64 text holds a "
					    "character base64 does not have");
		clean->data[clean->len++] = ch;
		chars++;
	}
	if (chars % 4 == 1)
		return pc_error_set(err, PC_ERR_DATA, pc_mail_line_of(in, end),
				    pc_mail_column_of(in, end), "the mail's "
				    "base64 text is cut short");
	while (chars++ % 4 != 0)
		clean->data[clean->len++] = '=';
	return PC_OK;
}

/* Copies the quoted-printable text [start, end) into clean, without the
 * spaces and tabs at the end of each line. */
static void
clean_qp(const struct pc_mail_input *in, size_t start, size_t end,
	 struct pc_buffer *clean)
{
	const char *p = in->data + start, *stop = in->data + end, *nl, *e;

	while (p < stop) {
		nl = memchr(p, '\n', (size_t)(stop - p));
		e = nl != NULL ? nl : stop;
		if (e > p && e[-1] == '\r')
			e--;
		while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
			e--;
		memcpy(clean->data + clean->len, p, (size_t)(e - p));
		clean->len += (size_t)(e - p);
		if (nl == NULL)
			break;
		clean->data[clean->len++] = '\n';
		p = nl + 1;
	}
}

enum pc_status
pc_mail_transfer_decode(const struct pc_mail_input *in, size_t start,
			size_t end, const char *encoding,
			struct pc_buffer *raw, struct pc_error *err)
{
	struct pc_buffer clean = PC_BUFFER_INIT;
	bool qp = strcmp(encoding, "quoted-printable") == 0;
	size_t n, tail = 0;
	int state = 0;
	guint32 save = 0;
	enum pc_status status = PC_OK;

	if (!qp && strcmp(encoding, "base64") != 0)
		return pc_buffer_append(raw, in->data + start, end - start) ?
		       PC_OK : pc_error_set(err, PC_ERR_NOMEM, 0, 0,
					    "out of memory");
	if (!pc_buffer_reserve(&clean, end - start + 4) ||
	    !pc_buffer_reserve(raw, end - start + 4)) {
		pc_buffer_free(&clean);
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	}
	if (qp) {
		clean_qp(in, start, end, &clean);
		/* "=" and one character at the very end is no escape: kept
		 * as it is, as any other "=" that starts none. */
		n = clean.len;
		if (n >= 2 && clean.data[n - 2] == '=' &&
		    clean.data[n - 1] != '\n')
			tail = 2;
		raw->len += g_mime_encoding_quoted_decode_step(
			(const unsigned char *)clean.data, n - tail,
			(unsigned char *)raw->data + raw->len, &state, &save);
		memcpy(raw->data + raw->len, clean.data + n - tail, tail);
		raw->len += tail;
	} else if ((status = clean_base64(in, start, end, &clean, err)) ==
		   PC_OK) {
		raw->len += g_mime_encoding_base64_decode_step(
			(const unsigned char *)clean.data, clean.len,
			(unsigned char *)raw->data + raw->len, &state, &save);
	}
	raw->data[raw->len] = '\0';
	pc_buffer_free(&clean);
	return status;
}
