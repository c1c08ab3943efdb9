/* text-fold.h: plain text for mail, folded at its spaces so that no line
 * passes a width, counted in characters (UTF-8), not bytes. Pure. */
#ifndef PARCHIS_TEXT_FOLD_H
#define PARCHIS_TEXT_FOLD_H

#include <stdbool.h>
#include <stddef.h>

#include "buffer.h"

/* The characters of the first len bytes of UTF-8 text s. */
size_t pc_text_columns(const char *s, size_t len);

/* Appends text to out, a line that starts at column col (what is already
 * on it), folded at spaces before width; the lines after the first start
 * with indent spaces. A word longer than a line stays whole. Ends with a
 * newline. False when memory runs out. */
bool pc_text_fold(struct pc_buffer *out, const char *text, size_t col,
		  size_t indent, size_t width);

#endif
