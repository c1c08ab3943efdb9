/* mail-flowed.h: text/plain; format=flowed (RFC 3676) made plain text.
 *
 * A flowed mail breaks long paragraphs into lines that end in a space
 * (soft breaks) and writes a space before any line that starts with a
 * space, "From " or ">" (space-stuffing). Thunderbird and Apple Mail
 * send it so. Read as it is, a move's say would keep the breaks and a
 * stuffed line would look indented. */
#ifndef PARCHIS_MAIL_FLOWED_H
#define PARCHIS_MAIL_FLOWED_H

#include <stdbool.h>
#include <stddef.h>

#include "buffer.h"

/* Appends to out the lines of the flowed text in [text, text + len) (LF
 * line ends) with every soft break joined -- only between lines of the
 * same quote depth -- the space before it removed when delsp (DelSp=yes),
 * space-stuffing undone, and each quoted line's prefix written "> " once
 * per level (">" alone on an empty line). The signature separator "-- "
 * is never a soft break. Sets *changed when the result differs from the
 * input. False when memory runs out. */
bool pc_mail_unflow(const char *text, size_t len, bool delsp,
		    struct pc_buffer *out, bool *changed);

#endif
