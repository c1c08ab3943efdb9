/* record-read.h: reading a game record from YAML text. */
#ifndef PARCHIS_RECORD_READ_H
#define PARCHIS_RECORD_READ_H

#include <stddef.h>

#include "error.h"
#include "record.h"

/* Reads the record in data (len bytes; a NUL need not follow) into rec,
 * which need not be initialised. Types, values and cross-references are
 * checked: on the first problem rec is left empty, err carries the line
 * and column and the status is PC_ERR_DATA (PC_ERR_NOMEM when memory runs
 * out). The derived keys position, status and board are skipped. On
 * success the caller owns rec and releases it with pc_record_free. */
enum pc_status pc_record_read(const char *data, size_t len,
			      struct pc_record *rec, struct pc_error *err);

#endif
