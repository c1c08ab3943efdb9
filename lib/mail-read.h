/* mail-read.h: one mail message, read: who sent it, what it answers,
 * and the text of its body (RFC 5322, MIME: RFC 2045-2047 and 2231,
 * RFC 3676 format=flowed), through GMime.
 *
 * The body's text is the first text/plain part (inside multipart/mixed,
 * alternative, related, ... down to PC_MIME_DEPTH_MAX), or else the
 * first text/html part made text (mail-html.h); attachments are passed
 * over. It is decoded (quoted-printable, base64), converted from its
 * charset to UTF-8 (any charset iconv knows: UTF-8, US-ASCII,
 * ISO-8859-1 and -15, windows-1252, ...), given LF line ends and, when
 * format=flowed, its soft breaks joined. Anything that cannot be read
 * so -- bytes that are not of the charset, a broken base64 text, a
 * multipart cut short -- is refused with a message that names it, never
 * guessed at. A text that is not a mail at all (a record, as it is) is
 * its own text. */
#ifndef PARCHIS_MAIL_READ_H
#define PARCHIS_MAIL_READ_H

#include <stdbool.h>
#include <stddef.h>

#include "buffer.h"
#include "error.h"

/* What a mail may cost, whoever sent it (parchis(6), SECURITY
 * CONSIDERATIONS): past these it is refused, unread. */
enum {
	PC_MIME_DEPTH_MAX = 8,		/* multipart inside multipart */
	PC_MIME_DASH_LINES_MAX = 1000,	/* lines starting "--", which a
					 * part's boundary does: GMime
					 * makes an object of each part */
	PC_MAIL_HTML_MAX = 2 * 1024 * 1024, /* bytes of an HTML text
					     * part given to libxml2 */
	PC_MAIL_TEXT_MAX = 4 * 1024 * 1024, /* bytes of the text made of
					     * it */
};

struct pc_mail_message {
	char *from_address;	/* the From: mailbox's address, its domain
				 * in lower case, or NULL */
	char *from_name;	/* its display name, UTF-8, or NULL */
	char *subject;		/* decoded UTF-8, or NULL */
	char *message_id;	/* without <>, or NULL */
	char *in_reply_to;	/* the message ids as written, unfolded, or
				 * NULL */
	char *references;	/* unfolded, or NULL */
	bool auto_generated;	/* Auto-Submitted other than "no",
				 * Precedence bulk/junk/list, X-Autoreply,
				 * a MAILER-DAEMON or postmaster sender or
				 * an empty return path ("<>"), or a
				 * delivery report (multipart/report):
				 * never to be answered */
	struct pc_buffer text;	/* the body's text: UTF-8, LF line ends,
				 * format=flowed joined (data NULL when
				 * empty) */
	/* Where the text stands in the mail, to put errors there: */
	bool is_mail;		/* false: the input was no mail, and text
				 * is the input itself */
	bool same_lines;	/* line n of text is line first_line + n - 1
				 * of the input (a body or part in 7bit,
				 * 8bit or binary, not flowed or HTML) */
	unsigned long first_line; /* the input's line where the text
				   * starts, 1-based */
	const char *text_kind;	/* what the text was made from, static, for
				 * messages when !same_lines:
				 * "quoted-printable", "base64",
				 * "format=flowed", "HTML" */
};

/* Whether data (len bytes) is a mail, as pc_mail_read tells: its first
 * lines (after an mbox "From " line) are header fields, one of them a
 * field of mail, and an empty line ends them. */
bool pc_mail_is_mail(const char *data, size_t len);

/* Reads the header fields of the mail in data (len bytes) into m, from
 * its header block alone: nothing of the body is parsed or decoded, so
 * that the sender is known before a stranger's body costs anything.
 * m->text stays empty. A text that is no mail gives no fields. Returns
 * as pc_mail_read. */
enum pc_status pc_mail_read_head(const char *data, size_t len,
				 struct pc_mail_message *m,
				 struct pc_error *err);

/* Reads the text of the mail in data into m (after pc_mail_read_head
 * of the same data; the header fields are kept), as pc_mail_read says.
 * A mail with more than PC_MIME_DASH_LINES_MAX lines that start "--",
 * an HTML text past PC_MAIL_HTML_MAX bytes or a text past
 * PC_MAIL_TEXT_MAX is refused (PC_ERR_DATA), unparsed. On an error
 * m->text is empty and the fields are kept. */
enum pc_status pc_mail_read_text(const char *data, size_t len,
				 struct pc_mail_message *m,
				 struct pc_error *err);

/* Reads the mail in data (len bytes; no NUL needed at its end) into m.
 * It is a mail when its first lines (after an mbox "From " line) are
 * header fields, one of them a field of mail (From, To, Subject, Date,
 * Message-ID, MIME-Version, Content-Type, ...), and an empty line ends
 * them; otherwise m->text is a copy of data, CRLF made LF. Returns
 * PC_OK, PC_ERR_DATA with err filled (its line and column the input's
 * when the problem has a place there), or PC_ERR_NOMEM; m holds nothing
 * to free after an error. */
enum pc_status pc_mail_read(const char *data, size_t len,
			    struct pc_mail_message *m, struct pc_error *err);

void pc_mail_message_free(struct pc_mail_message *m);

/* The message ids m answers, nearest first: those of In-Reply-To, then
 * those of References from the last to the first, each once and without
 * <>. *ids is a new NULL-terminated array of *count strings (an empty
 * one when there are none) for pc_mail_ids_free. Returns PC_OK or
 * PC_ERR_NOMEM. */
enum pc_status pc_mail_thread_ids(const struct pc_mail_message *m,
				  char ***ids, size_t *count,
				  struct pc_error *err);

void pc_mail_ids_free(char **ids);

#endif
