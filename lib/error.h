/* error.h: errors as values that carry their place in the input.
 *
 * Library code never prints and never exits: it fills a struct pc_error and
 * returns a status; the command line formats "FILE:LINE:COLUMN: message". */
#ifndef PARCHIS_ERROR_H
#define PARCHIS_ERROR_H

#include <stddef.h>

/* What went wrong, in the terms of sysexits(3) that the command line uses. */
enum pc_status {
	PC_OK = 0,
	PC_ERR_RULES,	/* a move or record was rejected by the rules (exit 1) */
	PC_ERR_USAGE,	/* bad arguments or options (exit 64) */
	PC_ERR_DATA,	/* malformed record (exit 65) */
	PC_ERR_NOINPUT,	/* cannot read the input (exit 66) */
	PC_ERR_CREATE,	/* cannot create the output (exit 73) */
	PC_ERR_IO,	/* cannot write the output (exit 74) */
	PC_ERR_NOMEM,	/* out of memory (exit 71, EX_OSERR) */
	PC_ERR_UNAVAILABLE, /* what the engine cannot play (exit 69) */
};

#define PC_ERROR_MAX 240

/* line and column are 1-based; line 0 means the error has no place. */
struct pc_error {
	enum pc_status status;
	unsigned long line;
	unsigned long column;
	char message[PC_ERROR_MAX];
};

/* Fills err (which may be NULL) and returns status. The message is lower
 * case, one line, without a trailing period. */
enum pc_status pc_error_set(struct pc_error *err, enum pc_status status,
			    unsigned long line, unsigned long column,
			    const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* Clears err to PC_OK with no place and no message. */
void pc_error_clear(struct pc_error *err);

/* The sysexits(3) exit status for a status. */
int pc_status_exit_code(enum pc_status status);

#endif
