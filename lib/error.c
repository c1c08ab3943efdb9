/* error.c: filling and mapping errors. */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sysexits.h>

#include "gettext.h"
#include "error.h"
#include "text-guard.h"

enum pc_status
pc_error_set(struct pc_error *err, enum pc_status status, unsigned long line,
	     unsigned long column, const char *fmt, ...)
{
	char message[sizeof err->message];
	va_list ap;

	if (err == NULL)
		return status;
	va_start(ap, fmt);
	/* The message in the user's language: every literal format passed
	 * here is in po/parchis.pot (xgettext's pc_error_set:5 keyword).
	 * Messages only ever reach standard error, never a record. It is
	 * formatted aside first: an argument may be err->message itself
	 * ("roll 3: %s" around an error from below). */
	vsnprintf(message, sizeof message, _(fmt), ap);
	va_end(ap);
	err->status = status;
	err->line = line;
	err->column = column;
	memcpy(err->message, message, sizeof message);
	/* One line, always: a message quoting input must not break it. Nor
	 * may it carry the input's controls to the terminal (a colour
	 * "\e]0;title\a" would retitle the window, a bidi override turn
	 * the line around): text-guard.h says which, and they become '?'. */
	pc_text_defang(err->message);
	return status;
}

void
pc_error_clear(struct pc_error *err)
{
	memset(err, 0, sizeof *err);
}

int
pc_status_exit_code(enum pc_status status)
{
	switch (status) {
	case PC_OK:
		return EX_OK;
	case PC_ERR_RULES:
		return 1;
	case PC_ERR_USAGE:
		return EX_USAGE;
	case PC_ERR_DATA:
		return EX_DATAERR;
	case PC_ERR_NOINPUT:
		return EX_NOINPUT;
	case PC_ERR_CREATE:
		return EX_CANTCREAT;
	case PC_ERR_IO:
		return EX_IOERR;
	case PC_ERR_NOMEM:
		return EX_OSERR;
	case PC_ERR_UNAVAILABLE:
		return EX_UNAVAILABLE;
	}
	return EX_SOFTWARE;
}
