/* mail-charset.h: a mail's text, from its charset into UTF-8.
 *
 * Through iconv (glibc's, named through GMime's table of charset
 * aliases), so that any charset a mail client writes is read: UTF-8,
 * US-ASCII, ISO-8859-1 and -15, windows-1252, KOI8-R, ... Bytes that are
 * not of the charset are refused, never replaced: a move that comes out
 * other than the player wrote it must not be taken. */
#ifndef PARCHIS_MAIL_CHARSET_H
#define PARCHIS_MAIL_CHARSET_H

#include <stddef.h>

#include "buffer.h"

enum pc_charset_result {
	PC_CHARSET_OK,
	PC_CHARSET_UNKNOWN,	/* iconv does not know the charset */
	PC_CHARSET_INVALID,	/* *bad: the offset of the first byte that is
				 * not of the charset (len: the text ends
				 * inside a character) */
	PC_CHARSET_NUL,		/* the text holds U+0000 */
	PC_CHARSET_NOMEM,
};

/* Appends the text [raw, raw + len) in charset (a MIME charset name,
 * any case) to out in UTF-8. US-ASCII is read as UTF-8, which it is
 * part of (clients label UTF-8 so); ISO-8859-1 holding bytes 0x80 to
 * 0x9F, which it has no letters for, as windows-1252, as mail readers
 * and the WHATWG encoding standard do. *used is set to the name the text
 * was read in, static or charset itself, for messages. */
enum pc_charset_result pc_mail_to_utf8(const char *charset, const char *raw,
				       size_t len, struct pc_buffer *out,
				       size_t *bad, const char **used);

#endif
