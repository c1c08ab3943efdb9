/* record-line.h: what libyaml's emitter writes of a record as it is, for
 * the writer to put without it: a plain turn's line, and whether a board
 * is a literal block of its lines as they are. */
#ifndef PARCHIS_RECORD_LINE_H
#define PARCHIS_RECORD_LINE_H

#include <stdbool.h>
#include <stddef.h>

#include "record.h"

/* Writes into buf (size bytes) the flow mapping that libyaml's emitter
 * writes for the roll t of colour (its name) from the events the record
 * writer makes of it: "{n: 12, player: red, roll: [5, 3], move: [2+5,
 * 4+3]}", with auto, timeout, at and mac when t has them, and a NUL.
 * Returns its length; 0 when t is not such a turn (an opening, a
 * resignation, a leave, a turn with a say, or one with a value libyaml
 * would quote or escape), or when it does not fit, and the writer must
 * hand t to libyaml. */
size_t pc_turn_line(const struct pc_turn *t, const char *colour, char *buf,
		    size_t size);

/* Whether libyaml's emitter, given text (len bytes) as a scalar in
 * literal style, writes "|" and then text's lines as they are, each
 * indented: lines of printable ASCII, none empty and none ending in a
 * space, the first not beginning with one, and one newline at the end
 * (a board: board-text.h). Otherwise the emitter must write it: it adds
 * hints to the "|" (an indent, a chomping), or writes the scalar in
 * double quotes. */
bool pc_literal_as_is(const char *text, size_t len);

#endif
