/* mail-read.c: a mail read through GMime 3 (the mail referee's input,
 * and "parchis play --reply").
 *
 * Why GMime rather than a decoder of our own: what players' mail
 * programs send is the whole of MIME and RFC 5322 -- encoded words in
 * From: and Subject: (RFC 2047, in any charset), parameters split and
 * encoded by RFC 2231, address lists with groups, comments and quoted
 * names, folded In-Reply-To and References, multiparts nested in
 * multiparts, quoted-printable and base64, every charset iconv knows.
 * Our own decoder read one text part in UTF-8 or Latin-1 and nothing
 * of the headers; each of those would be more hand-written parsing of
 * untrusted input, where GMime is the parser Evolution, Balsa and
 * notmuch read mail with, kept for twenty years, fuzzed, and packaged
 * by Debian (libgmime-3.0-dev). Its cost is GLib and GObject linked
 * into the program; a text that is no mail (a record) never reaches
 * GMime. What is ours is only what GMime leaves to its caller: which
 * part is the text, refusing what it mends silently (a base64 text with
 * bytes base64 lacks, a multipart cut short), placing errors at the
 * mail's lines, and the text's charset, flowed lines and HTML
 * (mail-charset.c, mail-flowed.c, mail-html.c). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mail-internal.h"

void
pc_gmime_init(void)
{
	static bool done;

	if (!done) {
		g_mime_init();
		done = true;
	}
}

unsigned long
pc_mail_line_of(const struct pc_mail_input *in, size_t offset)
{
	unsigned long line = 1;

	for (size_t i = 0; i < offset && i < in->len; i++)
		line += in->data[i] == '\n';
	return line;
}

unsigned long
pc_mail_column_of(const struct pc_mail_input *in, size_t offset)
{
	size_t i = offset < in->len ? offset : in->len;

	while (i > 0 && in->data[i - 1] != '\n')
		i--;
	return (unsigned long)(offset - i) + 1;
}

unsigned long
pc_mail_part_line(const struct pc_mail_input *in, GMimeObject *part)
{
	GMimeHeaderList *headers = g_mime_object_get_header_list(part);
	gint64 offset = -1;
	GMimeDataWrapper *content;
	GMimeStream *s;

	if (headers != NULL && g_mime_header_list_get_count(headers) > 0)
		offset = g_mime_header_get_offset(
			g_mime_header_list_get_header_at(headers, 0));
	if (offset < 0 && GMIME_IS_PART(part) &&
	    (content = g_mime_part_get_content(GMIME_PART(part))) != NULL &&
	    (s = g_mime_data_wrapper_get_stream(content)) != NULL)
		offset = s->bound_start;
	if (offset < 0 || (guint64)offset > in->len)
		return 1;
	return pc_mail_line_of(in, (size_t)offset);
}

/* Whether the text starts with a header block of a mail: header fields
 * (one of them a mail's), folded or not, then an empty line. */
bool
pc_mail_is_mail(const char *p, size_t len)
{
	static const char *const fields[] = {
		"From", "To", "Cc", "Subject", "Date", "Message-ID",
		"MIME-Version", "Content-Type", "Content-Transfer-Encoding",
		"Received", "Return-Path", "In-Reply-To", "References",
		"Reply-To", "Sender", "Delivered-To", NULL};
	const char *end = p + len, *e;
	size_t n, k;
	bool known = false, first = true;

	if (len >= 5 && memcmp(p, "From ", 5) == 0) {
		e = memchr(p, '\n', len);
		p = e != NULL ? e + 1 : end;
	}
	for (; p < end; p = e + 1, first = false) {
		e = memchr(p, '\n', (size_t)(end - p));
		if (e == NULL)
			return false;	/* no empty line ends the headers */
		n = (size_t)(e - p) - (e > p && e[-1] == '\r');
		if (n == 0)
			return known;
		if (p[0] == ' ' || p[0] == '\t') {
			if (first)
				return false;
			continue;
		}
		for (k = 0; k < n && (unsigned char)p[k] > ' ' &&
		     (unsigned char)p[k] < 0x7F && p[k] != ':'; k++)
			;
		if (k == 0 || k == n || p[k] != ':')
			return false;
		for (int i = 0; fields[i] != NULL && !known; i++)
			known = strlen(fields[i]) == k &&
				g_ascii_strncasecmp(p, fields[i], k) == 0;
	}
	return false;
}

/* What the parser noticed and mended: some of it makes the mail one
 * to refuse. */
struct parse_notes {
	bool truncated;
};

static void
note(gint64 offset, GMimeParserWarning code, const gchar *item,
     gpointer data)
{
	struct parse_notes *notes = data;

	(void)offset;
	(void)item;
	if (code == GMIME_WARN_TRUNCATED_MESSAGE)
		notes->truncated = true;
}

/* The search for the text part. */
struct walk {
	const struct pc_mail_input *in;
	bool truncated;
	GMimeObject *plain, *html;
	struct pc_error *err;
};

static bool
is_attachment(GMimeObject *part)
{
	const char *d = g_mime_object_get_disposition(part);

	return d != NULL && g_ascii_strcasecmp(d, "attachment") == 0;
}

static enum pc_status walk(struct walk *w, GMimeObject *obj, int depth);

static enum pc_status
walk_multipart(struct walk *w, GMimeMultipart *mp, int depth)
{
	unsigned long line = pc_mail_part_line(w->in, GMIME_OBJECT(mp));
	/* Not g_mime_multipart_get_boundary: it makes one up. */
	const char *boundary = g_mime_object_get_content_type_parameter(
		GMIME_OBJECT(mp), "boundary");
	int count = g_mime_multipart_get_count(mp);
	enum pc_status status;

	if (depth >= PC_MIME_DEPTH_MAX)
		return pc_error_set(w->err, PC_ERR_DATA, line, 1, "the mail "
				    "nests multipart parts more than %d deep",
				    PC_MIME_DEPTH_MAX);
	if (boundary == NULL)
		return pc_error_set(w->err, PC_ERR_DATA, line, 1, "the mail "
				    "is multipart but has no boundary "
				    "parameter");
	if (*boundary == '\0' || strlen(boundary) > 70)
		return pc_error_set(w->err, PC_ERR_DATA, line, 1, "the mail's "
				    "multipart boundary is empty or longer "
				    "than 70 characters");
	if (count == 0 && w->truncated)
		return pc_error_set(w->err, PC_ERR_DATA, line, 1, "the mail "
				    "is multipart but no line is its boundary "
				    "\"--%s\"", boundary);
	for (int i = 0; i < count && w->plain == NULL; i++) {
		status = walk(w, g_mime_multipart_get_part(mp, i), depth + 1);
		if (status != PC_OK)
			return status;
	}
	return PC_OK;
}

/* Finds the first text/plain part that is no attachment, and the first
 * text/html one; a mail attached (message/rfc822) is not the text. */
static enum pc_status
walk(struct walk *w, GMimeObject *obj, int depth)
{
	GMimeContentType *type;

	if (GMIME_IS_MULTIPART(obj))
		return walk_multipart(w, GMIME_MULTIPART(obj), depth);
	if (!GMIME_IS_PART(obj) || is_attachment(obj))
		return PC_OK;
	type = g_mime_object_get_content_type(obj);
	if (g_mime_content_type_is_type(type, "text", "plain"))
		w->plain = obj;
	else if (w->html == NULL &&
		 g_mime_content_type_is_type(type, "text", "html"))
		w->html = obj;
	return PC_OK;
}

/* The part where the mail ends: the last of the last multipart. */
static GMimeObject *
last_part(GMimeObject *obj)
{
	int count;

	for (int depth = 0; GMIME_IS_MULTIPART(obj) && depth < 64; depth++) {
		count = g_mime_multipart_get_count(GMIME_MULTIPART(obj));
		if (count == 0)
			break;
		obj = g_mime_multipart_get_part(GMIME_MULTIPART(obj),
						count - 1);
	}
	return obj;
}

static enum pc_status
read_body(const struct pc_mail_input *in, GMimeMessage *msg, bool truncated,
	  struct pc_mail_message *m, struct pc_error *err)
{
	GMimeObject *body = g_mime_message_get_mime_part(msg);
	struct walk w = {in, truncated, NULL, NULL, err};
	enum pc_status status;

	if (body == NULL)
		return pc_error_set(err, PC_ERR_DATA, 0, 0, "the mail has no "
				    "text/plain or text/html part: reply in "
				    "plain text");
	status = walk(&w, body, 0);
	if (status != PC_OK)
		return status;
	if (truncated && GMIME_IS_MULTIPART(body))
		return pc_error_set(err, PC_ERR_DATA,
				    pc_mail_part_line(in, last_part(body)), 1,
				    "the mail is cut short: this part has no "
				    "boundary after it");
	if (w.plain == NULL && w.html == NULL)
		return pc_error_set(err, PC_ERR_DATA, 0, 0, "the mail has no "
				    "text/plain or text/html part: reply in "
				    "plain text");
	return pc_mail_part_text(in, w.plain != NULL ? w.plain : w.html,
				 w.plain == NULL, m, err);
}

/* The length of the mail's header block in p (len bytes): up to and
 * with the empty line that ends it, or len when none does. */
static size_t
header_block(const char *p, size_t len)
{
	const char *e;

	for (size_t at = 0; at < len; at = (size_t)(e - p) + 1) {
		e = memchr(p + at, '\n', len - at);
		if (e == NULL)
			break;
		if (e == p + at || (e == p + at + 1 && p[at] == '\r'))
			return (size_t)(e - p) + 1;
	}
	return len;
}

/* Refuses a mail with more lines that could be a part's boundary than
 * a reply has parts for: GMime would make an object of each part. */
static enum pc_status
mime_within_limits(const char *data, size_t len, struct pc_error *err)
{
	size_t dashes = 0;
	const char *p = data, *end = data + len, *nl;

	for (; p < end; p = nl + 1) {
		if (end - p >= 2 && p[0] == '-' && p[1] == '-' &&
		    ++dashes > PC_MIME_DASH_LINES_MAX)
			return pc_error_set(err, PC_ERR_DATA,
					    (unsigned long)pc_mail_line_of(
						    &(struct pc_mail_input){
							    data, len},
						    (size_t)(p - data)),
					    1, "the mail has more than %d "
					    "lines that start with \"--\": "
					    "send your move in a short mail",
					    PC_MIME_DASH_LINES_MAX);
		nl = memchr(p, '\n', (size_t)(end - p));
		if (nl == NULL)
			break;
	}
	return PC_OK;
}

static enum pc_status
read_mail(const struct pc_mail_input *in, bool body,
	  struct pc_mail_message *m, struct pc_error *err)
{
	static const char *fallback[] = {"UTF-8", "windows-1252",
					 "iso-8859-1", NULL};
	struct parse_notes notes = {false};
	GMimeParserOptions *options;
	GMimeStream *stream;
	GMimeParser *parser;
	GMimeMessage *msg;
	enum pc_status status;

	pc_gmime_init();
	options = g_mime_parser_options_new();
	g_mime_parser_options_set_warning_callback(options, note, &notes);
	g_mime_parser_options_set_fallback_charsets(options, fallback);
	stream = g_mime_stream_mem_new_with_buffer(in->data, in->len);
	parser = g_mime_parser_new_with_stream(stream);
	g_mime_parser_set_format(parser, GMIME_FORMAT_MESSAGE);
	g_mime_parser_set_persist_stream(parser, TRUE);
	msg = g_mime_parser_construct_message(parser, options);
	g_object_unref(parser);
	g_object_unref(stream);
	if (msg == NULL) {
		g_mime_parser_options_free(options);
		return pc_error_set(err, PC_ERR_DATA, 1, 1, "the mail's "
				    "headers cannot be read");
	}
	m->is_mail = true;
	status = body ? PC_OK : pc_mail_headers(msg, m, err);
	if (status == PC_OK && body)
		status = read_body(in, msg, notes.truncated, m, err);
	g_object_unref(msg);
	g_mime_parser_options_free(options);
	return status;
}

/* A text that is no mail: its own text, CRLF made LF. */
static enum pc_status
read_text(const char *data, size_t len, struct pc_mail_message *m,
	  struct pc_error *err)
{
	size_t w = 0;

	if (!pc_buffer_reserve(&m->text, len))
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	for (size_t i = 0; i < len; i++)
		if (!(data[i] == '\r' && i + 1 < len && data[i + 1] == '\n'))
			m->text.data[w++] = data[i];
	m->text.len = w;
	m->text.data[w] = '\0';
	m->same_lines = true;
	m->first_line = 1;
	m->text_kind = "plain";
	return PC_OK;
}

enum pc_status
pc_mail_read_head(const char *data, size_t len, struct pc_mail_message *m,
		  struct pc_error *err)
{
	/* The header block alone: GMime sees nothing of the body. */
	struct pc_mail_input in = {data, header_block(data, len)};
	enum pc_status status = PC_OK;

	memset(m, 0, sizeof *m);
	if (pc_mail_is_mail(data, len))
		status = read_mail(&in, false, m, err);
	if (status != PC_OK)
		pc_mail_message_free(m);
	return status;
}

enum pc_status
pc_mail_read_text(const char *data, size_t len, struct pc_mail_message *m,
		  struct pc_error *err)
{
	struct pc_mail_input in = {data, len};
	enum pc_status status;

	pc_buffer_free(&m->text);
	if (!pc_mail_is_mail(data, len))
		return read_text(data, len, m, err);
	status = mime_within_limits(data, len, err);
	if (status == PC_OK)
		status = read_mail(&in, true, m, err);
	if (status != PC_OK)
		pc_buffer_free(&m->text);
	return status;
}

enum pc_status
pc_mail_read(const char *data, size_t len, struct pc_mail_message *m,
	     struct pc_error *err)
{
	enum pc_status status = pc_mail_read_head(data, len, m, err);

	if (status == PC_OK)
		status = pc_mail_read_text(data, len, m, err);
	if (status != PC_OK)
		pc_mail_message_free(m);
	return status;
}

void
pc_mail_message_free(struct pc_mail_message *m)
{
	free(m->from_address);
	free(m->from_name);
	free(m->subject);
	free(m->message_id);
	free(m->in_reply_to);
	free(m->references);
	pc_buffer_free(&m->text);
	memset(m, 0, sizeof *m);
}
