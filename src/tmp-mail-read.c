/* TEMPORARY stand-in until the mime branch lands. */
#include <config.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "mail-mime.h"
#include "mail-read.h"
#include "mail-reply.h"
#include "record.h"

static char *
header(const char *data, size_t len, const char *name)
{
	size_t n = strlen(name);
	const char *p = data, *end = data + len;
	while (p < end && *p != '\n' && *p != '\r') {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		if (eol == NULL) eol = end;
		if ((size_t)(eol - p) > n && strncasecmp(p, name, n) == 0 && p[n] == ':') {
			const char *v = p + n + 1, *q = eol;
			struct pc_buffer b = PC_BUFFER_INIT;
			while (v < q && (*v == ' ' || *v == '\t')) v++;
			for (;;) {
				const char *e = q;
				if (e > v && e[-1] == '\r') e--;
				pc_buffer_append(&b, v, (size_t)(e - v));
				if (q + 1 < end && (q[1] == ' ' || q[1] == '\t')) {
					v = q + 1; q = memchr(v, '\n', (size_t)(end - v));
					if (q == NULL) q = end;
					continue;
				}
				break;
			}
			pc_buffer_append(&b, "", 1);
			return b.data;
		}
		p = eol + 1;
	}
	return NULL;
}

enum pc_status
pc_mail_read(const char *data, size_t len, struct pc_mail_message *m,
	     struct pc_error *err)
{
	struct pc_mime mime;
	const char *body;
	char *from;
	memset(m, 0, sizeof *m);
	m->subject = header(data, len, "Subject");
	m->in_reply_to = header(data, len, "In-Reply-To");
	m->references = header(data, len, "References");
	m->message_id = header(data, len, "Message-ID");
	if (m->message_id) {
		char *a = strchr(m->message_id, '<'), *b = a ? strchr(a, '>') : NULL;
		if (a && b) { memmove(m->message_id, a + 1, (size_t)(b - a - 1)); m->message_id[b - a - 1] = 0; }
	}
	from = header(data, len, "From");
	if (from) {
		char *a = strrchr(from, '<'), *b = a ? strchr(a, '>') : NULL;
		if (a && b) m->from_address = pc_strndup(a + 1, (size_t)(b - a - 1));
		else m->from_address = pc_strndup(from, strcspn(from, " "));
		free(from);
	}
	char *as = header(data, len, "Auto-Submitted");
	if (as) { m->auto_generated = strncasecmp(as, "no", 2) != 0; free(as); }
	if (pc_mail_mime(data, len, &m->text, &mime, err) != PC_OK)
		return err->status;
	if (!mime.decoded) {
		body = strstr(data, "\n\n");
		if (body) body += 2; else body = data + len;
		pc_buffer_free(&m->text);
		pc_buffer_append(&m->text, body, (size_t)(data + len - body));
		pc_buffer_append(&m->text, "", 1);
		m->text.len--;
	}
	return PC_OK;
}

void
pc_mail_message_free(struct pc_mail_message *m)
{
	free(m->from_address); free(m->from_name); free(m->subject);
	free(m->message_id); free(m->in_reply_to); free(m->references);
	pc_buffer_free(&m->text);
}

enum pc_status
pc_reply_parse(const char *text, size_t len, struct pc_reply_text *out,
	       struct pc_error *err)
{
	const char *p = text, *end = text + len;
	struct pc_buffer say = PC_BUFFER_INIT;
	unsigned long line = 0;
	memset(out, 0, sizeof *out);
	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		size_t n;
		if (eol == NULL) eol = end;
		n = (size_t)(eol - p);
		if (n > 0 && p[n - 1] == '\r') n--;
		line++;
		if (n > 0 && p[0] == '>') { if (out->command) break; p = eol + 1; continue; }
		if ((n == 3 && memcmp(p, "-- ", 3) == 0) || (n > 6 && memcmp(p + n - 6, "wrote:", 6) == 0)) break;
		if (out->command == NULL) {
			if (strspn(p, " \t") < n) { out->command = pc_strndup(p, n); out->command_line = line; }
		} else {
			if (say.len) pc_buffer_append(&say, "\n", 1);
			pc_buffer_append(&say, p, n);
		}
		p = eol + 1;
	}
	while (say.len > 0 && (say.data[say.len - 1] == '\n' || say.data[say.len - 1] == ' ')) say.len--;
	if (say.len > 0) out->say = pc_strndup(say.data, say.len);
	pc_buffer_free(&say);
	(void)err;
	return PC_OK;
}

void
pc_reply_text_free(struct pc_reply_text *r)
{
	free(r->command); free(r->say);
	memset(r, 0, sizeof *r);
}
