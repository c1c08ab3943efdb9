/* TEMPORARY stand-in until the mime branch lands. */
#include <config.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "buffer.h"
#include "mail-reply.h"
#include "record.h"

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
