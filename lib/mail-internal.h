/* mail-internal.h: what the parts of the mail reader share (GMime's
 * types; not for use outside mail-read.c, mail-headers.c, mail-part.c
 * and mail-transfer.c). */
#ifndef PARCHIS_MAIL_INTERNAL_H
#define PARCHIS_MAIL_INTERNAL_H

#include <gmime/gmime.h>

#include "mail-read.h"

/* The mail as read: its bytes, to place errors in. */
struct pc_mail_input {
	const char *data;
	size_t len;
};

/* Calls g_mime_init, once, before GMime's first use. */
void pc_gmime_init(void);

/* The input's line that holds byte offset (1-based), and its column. */
unsigned long pc_mail_line_of(const struct pc_mail_input *in, size_t offset);
unsigned long pc_mail_column_of(const struct pc_mail_input *in,
				size_t offset);

/* The line where the part's headers start (its body's when it has none;
 * 1 when neither is known). */
unsigned long pc_mail_part_line(const struct pc_mail_input *in,
				GMimeObject *part);

/* A copy of s (NULL when s is NULL or empty), made valid UTF-8, into
 * *out. False when memory runs out. */
bool pc_mail_copy(const char *s, char **out);

/* Fills m's header fields and m->auto_generated from msg. */
enum pc_status pc_mail_headers(GMimeMessage *msg, struct pc_mail_message *m,
			       struct pc_error *err);

/* Appends the body [start, end) of the input to raw with its transfer
 * encoding (a static name: "7bit", "quoted-printable", "base64", ...)
 * undone. A base64 text with characters base64 lacks, or cut short, is
 * refused (PC_ERR_DATA, at its place in the input). */
enum pc_status pc_mail_transfer_decode(const struct pc_mail_input *in,
				       size_t start, size_t end,
				       const char *encoding,
				       struct pc_buffer *raw,
				       struct pc_error *err);

/* Sets m->text (and where it stands) to the text of part, a text/plain
 * one, or text/html when html. */
enum pc_status pc_mail_part_text(const struct pc_mail_input *in,
				 GMimeObject *part, bool html,
				 struct pc_mail_message *m,
				 struct pc_error *err);

#endif
