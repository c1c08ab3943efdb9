/* mail-unwrap.h: finding a record inside a mail reply.
 *
 * A record may arrive quoted in a reply: headers and text before it, a
 * "> " prefix on every line, CRLF line ends, a signature after it. The
 * record starts at the first line that, its quote prefix removed, starts
 * with "parchis:" or is a document start, "---" alone or before a space
 * (Outlook's "-----Original Message-----" is none); or at the first line
 * of the text, when every line before that one could belong to a record.
 * It ends before the first line that loses the prefix or that no record
 * holds (a greeting, "-- " before a signature, a second "---", "..."). */
#ifndef PARCHIS_MAIL_UNWRAP_H
#define PARCHIS_MAIL_UNWRAP_H

#include <stdbool.h>
#include <stddef.h>

#include "buffer.h"

/* Where the record stood in the original text, to put errors there. */
struct pc_unwrap {
	bool found;
	bool whole;			/* the text is the record as it is:
					 * nothing was copied to out */
	unsigned long first_line;	/* its first line, 1-based */
	size_t prefix;			/* bytes of quote prefix per line */
	unsigned long broken_line;	/* 0, or the line (1-based) where the
					 * record ended because it lost the
					 * quote, though quoted lines of a
					 * record follow it: a mail program
					 * unquoted or rewrapped it */
};

/* Appends the record found in data (len bytes) to out, prefix removed
 * and with LF line ends, and fills map; when the text is a plain record
 * already, copies nothing and sets map->whole instead. Returns false when no line starts
 * a record (out and map->found untouched then) or memory runs out. */
bool pc_mail_unwrap(const char *data, size_t len, struct pc_buffer *out,
		    struct pc_unwrap *map);

#endif
