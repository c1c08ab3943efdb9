/* mail-reply-internal.h: what the parts of the reply reader share (not
 * for use outside mail-reply*.c). */
#ifndef PARCHIS_MAIL_REPLY_INTERNAL_H
#define PARCHIS_MAIL_REPLY_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

/* A line of the reply, without its line end. */
struct pc_reply_line {
	const char *text;
	size_t len;
};

/* What a line does to the reading of a reply. */
enum pc_reply_stop {
	PC_STOP_NONE,	/* the player's text */
	PC_STOP_QUOTE,	/* a quoted line: ends the say, not the reading */
	PC_STOP_SAY,	/* an attribution, "Sent from my iPhone": the same */
	PC_STOP_ALL,	/* the signature, an Outlook separator or header
			 * block, a record: nothing after it is read */
};

/* Removes white space (and U+00A0) from both ends of [*p, *p + *n). */
void pc_reply_trim(const char **p, size_t *n);

/* Whether [p, p + n) starts, or ends, with s in ASCII case-insensitive
 * comparison. */
bool pc_reply_starts(const char *p, size_t n, const char *s);
bool pc_reply_ends(const char *p, size_t n, const char *s);

/* What line i of the count lines is. */
enum pc_reply_stop pc_reply_stop_at(const struct pc_reply_line *lines,
				    size_t count, size_t i);

/* Whether a line, its quote prefix removed, starts a record: "parchis:",
 * or a YAML document start ("---" alone or before a space). */
bool pc_reply_record_start(const char *p, size_t n);

#endif
