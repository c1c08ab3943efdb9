/* mail-mime.h: the text of a MIME mail (RFC 2045-2047, RFC 5322).
 *
 * Mail programs send replies as quoted-printable, as base64, or as
 * multipart/alternative with an HTML part beside the text one. Before a
 * record can be found inside a reply, its text/plain part must be found
 * and decoded: that is all this module does. It reads the header block
 * up to the first empty line (folded lines unfolded, names in any case),
 * follows multipart/ parts down to a bounded depth, takes the first
 * text/plain part, undoes its Content-Transfer-Encoding and turns
 * ISO-8859-1 into UTF-8. Anything it does not understand it refuses,
 * with an error that names the problem; it never guesses. */
#ifndef PARCHIS_MAIL_MIME_H
#define PARCHIS_MAIL_MIME_H

#include <stdbool.h>
#include <stddef.h>

#include "buffer.h"
#include "error.h"

/* Multipart inside multipart deeper than this is refused. */
enum { PC_MIME_DEPTH_MAX = 8 };

/* What pc_mail_mime did with the mail. */
struct pc_mime {
	bool decoded;		/* out holds the decoded text part; false:
				 * the mail is to be read as it is */
	bool same_lines;	/* decoded line n is the mail's line
				 * first_line + n - 1 (7bit, 8bit, binary);
				 * false for quoted-printable and base64 */
	unsigned long first_line; /* the mail's line where the part's
				   * text starts, 1-based */
	const char *encoding;	/* the part's transfer encoding, lower
				 * case, static: "quoted-printable", ... */
};

/* Finds and decodes the text of the mail in data (len bytes). When data
 * is not a MIME mail, or is a single text/plain part in UTF-8 or US-ASCII
 * that needs no decoding, leaves out untouched and mime->decoded false:
 * the text is read as it is, exactly as before this module. Otherwise
 * appends the decoded text/plain part to out and sets mime->decoded.
 * Returns PC_OK, PC_ERR_DATA with err filled (its line and column the
 * mail's, when the problem has a place) or PC_ERR_NOMEM. out may hold
 * part of the text after an error: the caller frees it. */
enum pc_status pc_mail_mime(const char *data, size_t len,
			    struct pc_buffer *out, struct pc_mime *mime,
			    struct pc_error *err);

#endif
