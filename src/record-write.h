/* record-write.h: writing a game record as YAML text. */
#ifndef PARCHIS_RECORD_WRITE_H
#define PARCHIS_RECORD_WRITE_H

#include "buffer.h"
#include "error.h"
#include "record.h"

/* Appends rec to out in the record's canonical form: block style at the
 * top level, keys in the order of SPEC.md, one flow-style line per player
 * and per turn, lines kept under 78 columns, and every string that a
 * YAML 1.1 reader would take for another type quoted. Reading the text
 * back gives the same record. Fails only when memory runs out. */
enum pc_status pc_record_write(const struct pc_record *rec,
			       struct pc_buffer *out, struct pc_error *err);

#endif
