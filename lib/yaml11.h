/* yaml11.h: how a YAML 1.1 reader would take a plain scalar.
 *
 * The record is read by other tools too (PyYAML, Ruby's Psych), which
 * resolve plain scalars by the YAML 1.1 type regexps: "0123" is an octal
 * number, "No" a boolean, "2026-11-29" a date. A string that would be taken
 * for anything but a string must be written quoted. */
#ifndef PARCHIS_YAML11_H
#define PARCHIS_YAML11_H

#include <stdbool.h>
#include <stddef.h>

/* True when a YAML 1.1 reader would resolve the plain scalar text (len
 * bytes) to a string: neither null, boolean, integer, float, timestamp,
 * merge key nor value key. */
bool pc_yaml11_plain_is_string(const char *text, size_t len);

#endif
