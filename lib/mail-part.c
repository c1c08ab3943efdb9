/* mail-part.c: the text of one MIME part: its transfer encoding undone
 * (mail-transfer.c), its charset made UTF-8 (mail-charset.c), LF line ends, and
 * then format=flowed joined (mail-flowed.c) or HTML made text
 * (mail-html.c). Errors name the mail's line where there is one. */
#include <config.h>

#include <string.h>

#include "mail-charset.h"
#include "mail-flowed.h"
#include "mail-html.h"
#include "mail-internal.h"

/* Where the part's encoded body lies in the input, when the parser
 * kept it there (it does: the stream is in memory). */
struct body_place {
	bool known;
	size_t start, end;
};

static struct body_place
body_place(const struct pc_mail_input *in, GMimeDataWrapper *content)
{
	GMimeStream *s = g_mime_data_wrapper_get_stream(content);
	struct body_place place = {false, 0, 0};

	if (s != NULL && s->bound_start >= 0 && s->bound_end >= s->bound_start &&
	    (guint64)s->bound_end <= in->len) {
		place.known = true;
		place.start = (size_t)s->bound_start;
		place.end = (size_t)s->bound_end;
	}
	return place;
}

/* The part's Content-Transfer-Encoding, static, or NULL when parchis
 * does not read it (*word, lower case, says which). */
static const char *
transfer_encoding(GMimeObject *part, char *word, size_t size)
{
	static const char *const known[] = {"7bit", "8bit", "binary",
					    "quoted-printable", "base64",
					    NULL};
	const char *v = g_mime_object_get_header(part,
						 "Content-Transfer-Encoding");
	size_t n = 0;

	if (v == NULL)
		return known[0];
	while (*v == ' ' || *v == '\t')
		v++;
	while (*v != '\0' && *v != ' ' && *v != '\t' && *v != ';' &&
	       *v != '(' && n + 1 < size)
		word[n++] = g_ascii_tolower(*v++);
	word[n] = '\0';
	for (int i = 0; known[i] != NULL; i++)
		if (strcmp(word, known[i]) == 0)
			return known[i];
	return n == 0 ? known[0] : NULL;
}

/* The part's body with its transfer encoding undone, into raw: from
 * the input where it lies there, else as GMime's data wrapper has it. */
static enum pc_status
decode_body(const struct pc_mail_input *in, GMimeDataWrapper *content,
	    struct body_place place, const char *encoding,
	    struct pc_buffer *raw, struct pc_error *err)
{
	GMimeStream *mem;
	GByteArray *bytes;
	bool ok;

	if (place.known)
		return pc_mail_transfer_decode(in, place.start, place.end,
					       encoding, raw, err);
	mem = g_mime_stream_mem_new();
	g_mime_data_wrapper_write_to_stream(content, mem);
	bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(mem));
	ok = pc_buffer_append(raw, bytes->data, bytes->len);
	g_object_unref(mem);
	return ok ? PC_OK : pc_error_set(err, PC_ERR_NOMEM, 0, 0,
					 "out of memory");
}

/* The line and column of byte offset in [text, text + len). */
static void
place_in(const char *text, size_t offset, unsigned long *line,
	 unsigned long *column)
{
	*line = 1;
	*column = 1;
	for (size_t i = 0; i < offset; i++) {
		if (text[i] == '\n') {
			++*line;
			*column = 1;
		} else {
			++*column;
		}
	}
}

/* Refuses text that is not of its charset, at the mail's line when the
 * decoded text is the mail's own bytes (same), else at its own. */
static enum pc_status
charset_error(const struct pc_mail_input *in, struct body_place place,
	      bool same, const char *encoding, const struct pc_buffer *raw,
	      size_t bad, const char *used, struct pc_error *err)
{
	unsigned long line, column;
	unsigned byte;

	if (bad >= raw->len)	/* only a shift state left unended */
		bad = raw->len > 0 ? raw->len - 1 : 0;
	byte = raw->len > 0 ? (unsigned char)raw->data[bad] : 0;
	if (same && place.known)
		return pc_error_set(err, PC_ERR_DATA,
				    pc_mail_line_of(in, place.start + bad),
				    pc_mail_column_of(in, place.start + bad),
				    "the mail's text is not valid %s: it holds "
				    "the byte 0x%02X", used, byte);
	place_in(raw->data, bad, &line, &column);
	return pc_error_set(err, PC_ERR_DATA, 0, 0, "the mail's text is not "
			    "valid %s: it holds the byte 0x%02X at line %lu, "
			    "column %lu of its %s text", used, byte, line,
			    column, encoding);
}

/* CRLF line ends made LF (and "\r\r\n": any CR before the LF). */
static void
crlf_to_lf(struct pc_buffer *b)
{
	size_t w = 0;

	for (size_t i = 0; i < b->len; i++) {
		if (b->data[i] == '\n')
			while (w > 0 && b->data[w - 1] == '\r')
				w--;
		b->data[w++] = b->data[i];
	}
	b->len = w;
	if (b->data != NULL)
		b->data[w] = '\0';
}

/* The UTF-8 text of the part's body, LF line ends, into text. */
static enum pc_status
utf8_text(const struct pc_mail_input *in, GMimeObject *part,
	  struct body_place place, bool same, const char *encoding,
	  struct pc_buffer *text, struct pc_error *err)
{
	const char *charset = g_mime_object_get_content_type_parameter(part,
								       "charset");
	struct pc_buffer raw = PC_BUFFER_INIT;
	const char *used;
	size_t bad;
	enum pc_status status;

	if (charset == NULL || *charset == '\0')
		charset = "us-ascii";	/* RFC 2045, 5.2 */
	status = decode_body(in, g_mime_part_get_content(GMIME_PART(part)),
			     place, encoding, &raw, err);
	if (status != PC_OK) {
		pc_buffer_free(&raw);
		return status;
	}
	switch (pc_mail_to_utf8(charset, raw.data != NULL ? raw.data : "",
				raw.len, text, &bad, &used)) {
	case PC_CHARSET_OK:
		break;
	case PC_CHARSET_UNKNOWN:
		status = pc_error_set(err, PC_ERR_DATA,
				      pc_mail_part_line(in, part), 1, "the "
				      "mail's text is in charset %s, which "
				      "parchis cannot read: send it in UTF-8",
				      charset);
		break;
	case PC_CHARSET_INVALID:
		status = charset_error(in, place, same, encoding, &raw, bad,
				       used, err);
		break;
	case PC_CHARSET_NUL:
		status = pc_error_set(err, PC_ERR_DATA,
				      pc_mail_part_line(in, part), 1, "the "
				      "mail's text holds a NUL character");
		break;
	case PC_CHARSET_NOMEM:
		status = pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
		break;
	}
	pc_buffer_free(&raw);
	if (status == PC_OK)
		crlf_to_lf(text);
	return status;
}

static bool
param_is(GMimeObject *part, const char *name, const char *value)
{
	const char *v = g_mime_object_get_content_type_parameter(part, name);

	return v != NULL && g_ascii_strcasecmp(v, value) == 0;
}

/* The text made text/plain: flowed joined, when it is flowed. */
static enum pc_status
finish_text(GMimeObject *part, bool html, struct pc_buffer *text,
	    struct pc_mail_message *m, struct pc_error *err)
{
	bool changed = false;
	enum pc_status status = PC_OK;
	const char *p = text->data != NULL ? text->data : "";

	if (html && text->len > PC_MAIL_HTML_MAX) {
		status = pc_error_set(err, PC_ERR_DATA, 0, 0, "the mail's HTML "
				      "text is %zu bytes, more than %d: send "
				      "your move in plain text", text->len,
				      PC_MAIL_HTML_MAX);
	} else if (html) {
		status = pc_mail_html_text(p, text->len, &m->text, err);
		m->same_lines = false;
		m->text_kind = "HTML";
	} else if (param_is(part, "format", "flowed")) {
		if (!pc_mail_unflow(p, text->len, param_is(part, "delsp", "yes"),
				    &m->text, &changed))
			status = pc_error_set(err, PC_ERR_NOMEM, 0, 0,
					      "out of memory");
		if (changed) {
			m->same_lines = false;
			m->text_kind = "format=flowed";
		}
	} else {
		m->text = *text;
		*text = (struct pc_buffer)PC_BUFFER_INIT;
	}
	pc_buffer_free(text);
	if (status == PC_OK && m->text.len > PC_MAIL_TEXT_MAX)
		status = pc_error_set(err, PC_ERR_DATA, 0, 0, "the mail's text "
				      "is %zu bytes, more than %d: send your "
				      "move in a short mail", m->text.len,
				      PC_MAIL_TEXT_MAX);
	crlf_to_lf(&m->text);	/* a stray CR a join put before a LF */
	return status;
}

enum pc_status
pc_mail_part_text(const struct pc_mail_input *in, GMimeObject *part,
		  bool html, struct pc_mail_message *m, struct pc_error *err)
{
	GMimeDataWrapper *content = g_mime_part_get_content(GMIME_PART(part));
	struct pc_buffer text = PC_BUFFER_INIT;
	struct body_place place;
	const char *encoding;
	char word[64];
	bool same;
	enum pc_status status;

	encoding = transfer_encoding(part, word, sizeof word);
	if (encoding == NULL)
		return pc_error_set(err, PC_ERR_DATA,
				    pc_mail_part_line(in, part), 1, "the "
				    "mail's text is in transfer encoding %s, "
				    "which parchis does not read", word);
	if (content == NULL)
		return pc_error_set(err, PC_ERR_DATA,
				    pc_mail_part_line(in, part), 1, "this part "
				    "of the mail has no empty line after its "
				    "headers");
	place = body_place(in, content);
	same = strcmp(encoding, "quoted-printable") != 0 &&
	       strcmp(encoding, "base64") != 0;
	m->same_lines = same && place.known;
	m->first_line = place.known ? pc_mail_line_of(in, place.start) : 1;
	m->text_kind = encoding;
	status = utf8_text(in, part, place, same, encoding, &text, err);
	if (status != PC_OK) {
		pc_buffer_free(&text);
		return status;
	}
	return finish_text(part, html, &text, m, err);
}
