/* fuzz-record.c: libFuzzer target for the record reader and writer.
 *
 * Any input: pc_record_read must not crash, leak or read past the input
 * (which is not NUL-terminated here, as the reader allows). A record it
 * accepts must survive the round trip that every command relies on:
 * written in the canonical form, read back, and written again to the
 * same text. Anything else is a bug in the reader or the writer, so the
 * target aborts and libFuzzer keeps the input. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record-read.h"
#include "record-write.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
fault(const char *what, const struct pc_error *err)
{
	fprintf(stderr, "fuzz-record: %s: %lu:%lu: %s\n", what, err->line,
		err->column, err->message);
	abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pc_record rec, again;
	struct pc_buffer first = PC_BUFFER_INIT, second = PC_BUFFER_INIT;
	struct pc_error err;

	if (pc_record_read((const char *)data, size, &rec, &err) != PC_OK)
		return 0;
	if (pc_record_write(&rec, &first, &err) != PC_OK)
		fault("writing what was read", &err);
	if (pc_record_read(first.data, first.len, &again, &err) != PC_OK) {
		fprintf(stderr, "%s", first.data);
		fault("reading back what was written", &err);
	}
	if (pc_record_write(&again, &second, &err) != PC_OK)
		fault("writing what was read back", &err);
	if (first.len != second.len ||
	    memcmp(first.data, second.data, first.len) != 0) {
		fprintf(stderr, "first:\n%s\nsecond:\n%s\n", first.data,
			second.data);
		abort();
	}
	pc_record_free(&again);
	pc_record_free(&rec);
	pc_buffer_free(&second);
	pc_buffer_free(&first);
	return 0;
}
