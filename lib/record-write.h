/* record-write.h: writing a game record as YAML text. */
#ifndef PARCHIS_RECORD_WRITE_H
#define PARCHIS_RECORD_WRITE_H

#include "buffer.h"
#include "error.h"
#include "record.h"
#include "record-derived.h"
#include "time-rfc3339.h"

/* Appends rec to out in the record's canonical form: block style at the top
 * level, keys in the order of parchis-record(5), one flow-style line per
 * player and per turn, lines kept under 78 columns, and every string that a
 * YAML 1.1 reader would take for another type quoted. Reading the text back
 * gives the same record. Fails when memory runs out, and with PC_ERR_DATA
 * (nothing written) when a text of rec is one the reader would refuse
 * (pc_record_text_check of record-text.h). */
enum pc_status pc_record_write(const struct pc_record *rec,
			       struct pc_buffer *out, struct pc_error *err);

/* The time of an at: as the record writes it: pc_time_format, of
 * time-rfc3339.h, which this header includes for it. */

/* pc_record_write, then the derived keys position, status and board. */
enum pc_status pc_record_write_derived(const struct pc_record *rec,
				       const struct pc_derived *derived,
				       struct pc_buffer *out,
				       struct pc_error *err);

/* Where pc_record_write_derived_to hands the text, a piece at a time:
 * write takes len bytes of data, the next, and returns PC_OK, or sets
 * err and returns its status. */
struct pc_record_sink {
	enum pc_status (*write)(void *context, const void *data, size_t len,
				struct pc_error *err);
	void *context;
};

/* pc_record_write_derived, the text handed to sink as it is written
 * instead of kept: a record of any length takes pieces of some tens of
 * kilobytes of memory. On failure what sink was handed is not the whole
 * record, and a failure of sink's is returned as it set it. */
enum pc_status pc_record_write_derived_to(const struct pc_record *rec,
					  const struct pc_derived *derived,
					  const struct pc_record_sink *sink,
					  struct pc_error *err);

/* The derived keys of pc_record_write_derived alone, as a mapping of
 * their own: the same values, written the same way. */
enum pc_status pc_record_write_derived_keys(const struct pc_record *rec,
					    const struct pc_derived *derived,
					    struct pc_buffer *out,
					    struct pc_error *err);

#endif
