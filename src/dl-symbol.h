/* dl-symbol.h: a function of a library loaded on first use (dlopen), as
 * mail-libs.h, json-libs.h, math-libs.h and crypto.c load theirs. */
#ifndef PARCHIS_DL_SYMBOL_H
#define PARCHIS_DL_SYMBOL_H

#include <stdbool.h>
#include <stddef.h>

/* The address of name in handle (or in what handle depends on) into the
 * function pointer at to, of size bytes; false when it is missing. */
bool pc_dl_symbol(void *handle, const char *name, void *to, size_t size);

#endif
