/* time-rfc3339.c: RFC 3339 times, read and written without the C
 * library's struct tm, whose timegm() normalises what it should refuse
 * (month 13 day 45 is a date in February) and whose time_t may be 32
 * bits wide. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "time-rfc3339.h"

/* Days from 1970-01-01 to y-m-d of the proleptic Gregorian calendar
 * (H. Hinnant's days_from_civil), for years 0 to 9999. */
static int64_t
days_from_civil(int64_t y, int m, int d)
{
	int64_t era, yoe, doy, doe;

	y -= m <= 2;
	era = y / 400;	/* y >= -1 here: the division floors but at -1 */
	if (y < 0)
		era = -1;
	yoe = y - era * 400;
	doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

/* The date of day z after 1970-01-01, z >= 0 (civil_from_days). */
static void
civil_from_days(int64_t z, int64_t *y, int *m, int *d)
{
	int64_t era, doe, yoe, doy, mp;

	z += 719468;
	era = z / 146097;
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	*d = (int)(doy - (153 * mp + 2) / 5 + 1);
	*m = (int)(mp < 10 ? mp + 3 : mp - 9);
	*y = yoe + era * 400 + (*m <= 2);
}

static bool
leap_year(int64_t y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static int
days_in_month(int64_t y, int m)
{
	static const int days[] = {31, 28, 31, 30, 31, 30,
				   31, 31, 30, 31, 30, 31};

	return m == 2 && leap_year(y) ? 29 : days[m - 1];
}

/* Reads exactly n digits at *p (within end) into *out. */
static bool
digits(const char **p, const char *end, int n, int *out)
{
	int v = 0;

	if (end - *p < n)
		return false;
	for (int i = 0; i < n; i++) {
		char c = (*p)[i];

		if (c < '0' || c > '9')
			return false;
		v = v * 10 + (c - '0');
	}
	*p += n;
	*out = v;
	return true;
}

/* Reads the character c (or its lower case, when fold) at *p. */
static bool
literal(const char **p, const char *end, char c, bool fold)
{
	if (*p >= end ||
	    !(**p == c || (fold && **p == (char)(c - 'A' + 'a'))))
		return false;
	(*p)++;
	return true;
}

bool
pc_time_parse(const char *text, size_t len, int64_t *out)
{
	const char *p = text, *end = text + len;
	int year, month, day, hour, minute, second, oh = 0, om = 0;
	int sign = 0;
	int64_t days, t;

	if (!digits(&p, end, 4, &year) || !literal(&p, end, '-', false) ||
	    !digits(&p, end, 2, &month) || !literal(&p, end, '-', false) ||
	    !digits(&p, end, 2, &day) || !literal(&p, end, 'T', true) ||
	    !digits(&p, end, 2, &hour) || !literal(&p, end, ':', false) ||
	    !digits(&p, end, 2, &minute) || !literal(&p, end, ':', false) ||
	    !digits(&p, end, 2, &second))
		return false;
	if (p < end && *p == '.') {	/* a fraction: at least one digit */
		p++;
		if (p >= end || *p < '0' || *p > '9')
			return false;
		while (p < end && *p >= '0' && *p <= '9')
			p++;
	}
	if (p < end && (*p == '+' || *p == '-')) {
		sign = *p++ == '+' ? 1 : -1;
		if (!digits(&p, end, 2, &oh) || !literal(&p, end, ':', false) ||
		    !digits(&p, end, 2, &om) || oh > 23 || om > 59)
			return false;
	} else if (!literal(&p, end, 'Z', true)) {
		return false;
	}
	if (p != end || month < 1 || month > 12 || day < 1 ||
	    day > days_in_month(year, month) || hour > 23 || minute > 59 ||
	    second > 60)
		return false;
	days = days_from_civil(year, month, day);
	t = days * 86400 + hour * 3600 + minute * 60 + second -
	    sign * (oh * 3600 + om * 60);
	/* A leap second is 23:59:60 UTC at the end of a month: t is then
	 * the first second of the next day, which must be a month's first. */
	if (second == 60) {
		int64_t y;
		int m, d;

		if (t < 0 || t % 86400 != 0)
			return false;
		civil_from_days(t / 86400, &y, &m, &d);
		if (d != 1)
			return false;
	}
	if (t < 0 || t > PC_TIME_MAX)
		return false;
	*out = t;
	return true;
}

bool
pc_time_parse_arg(const char *arg, int64_t *out)
{
	int64_t t = 0;
	size_t n;

	if (arg[0] != '@') {
		if (!pc_time_parse(arg, strlen(arg), &t) || t == 0)
			return false;
		*out = t;
		return true;
	}
	n = strlen(arg + 1);
	/* At most 12 digits: PC_TIME_MAX has 12, and no sum overflows. */
	if (n == 0 || n > 12 || strspn(arg + 1, "0123456789") != n)
		return false;
	for (size_t i = 1; i <= n; i++)
		t = t * 10 + (arg[i] - '0');
	if (t < 1 || t > PC_TIME_MAX)
		return false;
	*out = t;
	return true;
}

const char *
pc_time_format(int64_t t, char buf[PC_TIME_TEXT_MAX])
{
	int64_t y, s;
	int m, d;

	if (t < 0)
		t = 0;
	if (t > PC_TIME_MAX)
		t = PC_TIME_MAX;
	civil_from_days(t / 86400, &y, &m, &d);
	s = t % 86400;
	/* y is 1970 to 9999 and m, d a month and a day, by the clamp
	 * above; the remainders say so to GCC, which at -O1 cannot see it
	 * and warns that the text may not fit. */
	snprintf(buf, PC_TIME_TEXT_MAX, "%04u-%02u-%02uT%02u:%02u:%02uZ",
		 (unsigned)(y % 10000), (unsigned)m % 100u,
		 (unsigned)d % 100u, (unsigned)(s / 3600),
		 (unsigned)(s / 60 % 60), (unsigned)(s % 60));
	return buf;
}
