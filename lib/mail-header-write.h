/* mail-header-write.h: header fields of the mails the referee writes,
 * valid RFC 5322 and RFC 2047 whatever the players' names and the ids
 * of their mails hold. Text from players never goes into a header as it
 * is: a name that is not plain ASCII words (or that holds "=?", which a
 * mail reader would decode) goes as encoded words of at most 75
 * characters, and a message id goes back only when it is one. Pure. */
#ifndef PARCHIS_MAIL_HEADER_WRITE_H
#define PARCHIS_MAIL_HEADER_WRITE_H

#include <stdbool.h>

#include "buffer.h"

enum {
	PC_HEADER_WIDTH = 78,	/* columns a header line keeps to */
	PC_ENCODED_WORD_MAX = 75, /* RFC 2047, 2 */
};

/* Appends a space and a mailbox, "name <address>" (the address alone
 * when name is NULL), to a header line whose column is *column (0 at
 * the start of a continuation line), folding before a word that would
 * pass PC_HEADER_WIDTH; *column is where the line now ends. address
 * must be one a record holds (pc_text_fits). False when memory runs
 * out. */
bool pc_mail_put_mailbox(struct pc_buffer *out, size_t *column,
			 const char *name, const char *address);

/* Appends "field: text" and its line break, text (UTF-8) as it is when
 * it is printable ASCII without "=?", else as encoded words; folded at
 * spaces or between encoded words to keep lines to PC_HEADER_WIDTH.
 * False when memory runs out. */
bool pc_mail_put_unstructured(struct pc_buffer *out, const char *field,
			      const char *text);

/* Whether id (without its angle brackets) is a message id as RFC 5322
 * writes one, id-left "@" id-right of printable ASCII, at most 250
 * characters: one the referee may send back in In-Reply-To: and
 * References:. */
bool pc_mail_id_usable(const char *id);

#endif
