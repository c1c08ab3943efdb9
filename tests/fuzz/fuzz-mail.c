/* fuzz-mail.c: libFuzzer target for the mail reader (GMime, charsets,
 * format=flowed, HTML) and the reader of short replies.
 *
 * Any input: pc_mail_read and pc_reply_parse must not crash, leak or
 * read past the input (not NUL-terminated here). What they give must
 * hold what they promise: a mail's text is UTF-8 with LF line ends, the
 * command is a line of the text that pc_reply_line_kind reads, and the
 * thread's ids are there to list. Anything else aborts, and libFuzzer
 * keeps the input. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mail-read.h"
#include "mail-reply.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
fault(const char *what)
{
	fprintf(stderr, "fuzz-mail: %s\n", what);
	abort();
}

/* Whether [p, p + n) is UTF-8 (no NUL, no surrogates, shortest form). */
static bool
is_utf8(const unsigned char *p, size_t n)
{
	size_t i = 0, k;
	uint32_t c, min;

	while (i < n) {
		c = p[i];
		if (c == 0)
			return false;
		if (c < 0x80) {
			i++;
			continue;
		}
		if (c >= 0xC2 && c <= 0xDF) {
			k = 1;
			c &= 0x1F;
			min = 0x80;
		} else if (c >= 0xE0 && c <= 0xEF) {
			k = 2;
			c &= 0x0F;
			min = 0x800;
		} else if (c >= 0xF0 && c <= 0xF4) {
			k = 3;
			c &= 0x07;
			min = 0x10000;
		} else {
			return false;
		}
		if (n - i <= k)
			return false;
		for (size_t j = 1; j <= k; j++) {
			if ((p[i + j] & 0xC0) != 0x80)
				return false;
			c = (c << 6) | (p[i + j] & 0x3F);
		}
		if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
			return false;
		i += k + 1;
	}
	return true;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pc_mail_message m;
	struct pc_reply_text r;
	struct pc_error err;
	const char *text;
	char **ids;
	size_t n;

	if (pc_mail_read((const char *)data, size, &m, &err) != PC_OK) {
		if (err.status != PC_ERR_DATA)
			fault("a refusal that is not PC_ERR_DATA");
		return 0;
	}
	text = m.text.data != NULL ? m.text.data : "";
	if (m.text.len > 0 && text[m.text.len] != '\0')
		fault("the text is not NUL-terminated");
	if (m.is_mail && !is_utf8((const unsigned char *)text, m.text.len))
		fault("a mail's text is not UTF-8");
	if (m.is_mail && strstr(text, "\r\n") != NULL)
		fault("a mail's text has CRLF line ends");
	if (pc_mail_thread_ids(&m, &ids, &n, &err) != PC_OK)
		fault("the thread's ids");
	for (size_t i = 0; i < n; i++)
		if (ids[i] == NULL)
			fault("fewer thread ids than counted");
	if (ids[n] != NULL)
		fault("more thread ids than counted");
	pc_mail_ids_free(ids);
	if (pc_reply_parse(text, m.text.len, &r, &err) != PC_OK)
		fault("the reply parser refused a text");
	if (r.command != NULL &&
	    (r.command_line == 0 ||
	     pc_reply_line_kind(r.command, strlen(r.command), NULL) ==
	     PC_REPLY_OTHER))
		fault("a command that is not one");
	if (r.say != NULL && r.say[0] == '\0')
		fault("an empty say");
	pc_reply_text_free(&r);
	pc_mail_message_free(&m);
	return 0;
}
