/* time-rfc3339.h: times as RFC 3339 writes them, read and written in one
 * place: --now, the record's at:, and whatever else takes a time.
 *
 * A time is seconds since 1970-01-01T00:00:00Z, from 0 to PC_TIME_MAX
 * (9999-12-31T23:59:59Z): the years RFC 3339 can write, from the epoch
 * on. Every value in that range can be added to a turn limit of any size
 * a rule allows without overflow. */
#ifndef PARCHIS_TIME_RFC3339_H
#define PARCHIS_TIME_RFC3339_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { PC_TIME_TEXT_MAX = 24 };

/* 9999-12-31T23:59:59Z */
#define PC_TIME_MAX INT64_C(253402300799)

/* Reads an RFC 3339 date-time of len bytes (no NUL needed):
 * YYYY-MM-DDTHH:MM:SS, an optional fraction of a second (ignored), then
 * Z or an offset +HH:MM or -HH:MM (T and Z may be lower case). Every
 * field is range-checked (the day against its month, February 29 in leap
 * years only, second 60 only as a leap second: 23:59:60 UTC on the last
 * day of a month, taken as the second after 23:59:59). False when text is
 * not such a time or lies outside 0..PC_TIME_MAX; *out is then
 * untouched. */
bool pc_time_parse(const char *text, size_t len, int64_t *out);

/* Reads a time given on the command line (--now): an RFC 3339 time as
 * pc_time_parse reads it, or @SECONDS, a decimal count of seconds since
 * 1970 without sign; either from 1 to PC_TIME_MAX (0 stands for "the
 * clock" where the time is kept). False otherwise. */
bool pc_time_parse_arg(const char *arg, int64_t *out);

/* t in RFC 3339 UTC ("2026-11-30T18:05:00Z"), into buf, which it
 * returns; a t outside 0..PC_TIME_MAX is written as the nearest end of
 * that range. */
const char *pc_time_format(int64_t t, char buf[PC_TIME_TEXT_MAX]);

#endif
