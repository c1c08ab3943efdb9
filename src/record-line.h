/* record-line.h: a plain turn's line, as libyaml's emitter writes it. */
#ifndef PARCHIS_RECORD_LINE_H
#define PARCHIS_RECORD_LINE_H

#include <stddef.h>

#include "record.h"

/* Writes into buf (size bytes) the flow mapping that libyaml's emitter
 * writes for the roll t of colour (its name) from the events the record
 * writer makes of it: "{n: 12, player: red, roll: [5, 3], move: [2+5,
 * 4+3]}", with auto, timeout, at and mac when t has them, and a NUL. Returns its
 * length; 0 when t is not such a turn (an opening, a resignation, a
 * leave, a turn with a say, or one with a value libyaml would quote or
 * escape), or when it does not fit, and the writer must hand t to
 * libyaml. */
size_t pc_turn_line(const struct pc_turn *t, const char *colour, char *buf,
		    size_t size);

#endif
