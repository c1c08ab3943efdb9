/* check_time.c: the RFC 3339 reader and writer of time-rfc3339.h.
 *
 * Accepted: UTC, offsets, fractions, lower-case t and z, leap years and
 * leap seconds, each end of the range. Refused: every field out of its
 * range (the month 13 day 45 that timegm() used to turn into February),
 * dates before 1970 or after 9999, @SECONDS that strtoll saturated. */
#include <config.h>

#include <check.h>
#include <stdint.h>
#include <string.h>

#include "check-util.h"
#include "time-rfc3339.h"

static int64_t
parsed(const char *text)
{
	int64_t t = -1;

	ck_assert_msg(pc_time_parse(text, strlen(text), &t), "refused: %s",
		      text);
	return t;
}

static void
refused(const char *text)
{
	int64_t t = 12345;

	ck_assert_msg(!pc_time_parse(text, strlen(text), &t), "accepted: %s",
		      text);
	ck_assert_int_eq(t, 12345);
}

START_TEST(test_reads_utc_offsets_and_fractions)
{
	ck_assert_int_eq(parsed("1970-01-01T00:00:00Z"), 0);
	ck_assert_int_eq(parsed("2026-11-30T18:05:00Z"), 1796061900);
	ck_assert_int_eq(parsed("2026-11-30t18:05:00z"), 1796061900);
	ck_assert_int_eq(parsed("2026-11-30T19:05:00+01:00"), 1796061900);
	ck_assert_int_eq(parsed("2026-11-30T12:35:00-05:30"), 1796061900);
	ck_assert_int_eq(parsed("2026-11-30T18:05:00-00:00"), 1796061900);
	ck_assert_int_eq(parsed("2026-11-30T18:05:00.999Z"), 1796061900);
	ck_assert_int_eq(parsed("9999-12-31T23:59:59Z"), PC_TIME_MAX);
	ck_assert_int_eq(parsed("2024-02-29T00:00:00Z"), 1709164800);
	ck_assert_int_eq(parsed("2000-02-29T00:00:00Z"), 951782400);
	/* A leap second: the second after 23:59:59 UTC, at a month's end. */
	ck_assert_int_eq(parsed("2016-12-31T23:59:60Z"), 1483228800);
	ck_assert_int_eq(parsed("2017-01-01T00:59:60+01:00"), 1483228800);
	ck_assert_int_eq(parsed("2015-06-30T23:59:60Z"), 1435708800);
}
END_TEST

START_TEST(test_refuses_every_field_out_of_range)
{
	refused("2026-13-45T99:99:99Z");
	refused("2026-00-10T00:00:00Z");
	refused("2026-01-00T00:00:00Z");
	refused("2026-04-31T00:00:00Z");
	refused("2026-02-29T00:00:00Z");
	refused("1900-02-29T00:00:00Z");
	refused("2026-01-01T24:00:00Z");
	refused("2026-01-01T00:60:00Z");
	refused("2026-01-01T00:00:61Z");
	refused("2026-01-01T12:00:60Z");	/* no leap second at noon */
	refused("2016-12-30T23:59:60Z");	/* nor before a month's end */
	refused("2026-01-01T00:00:00+24:00");
	refused("2026-01-01T00:00:00+01:60");
	refused("1969-12-31T23:59:59Z");
	refused("1970-01-01T00:30:00+01:00");
	refused("10000-01-01T00:00:00Z");
	refused("9999-12-31T23:59:59-00:01");
}
END_TEST

START_TEST(test_refuses_what_is_not_rfc_3339)
{
	refused("");
	refused("2026-11-30");
	refused("2026-11-30T18:05Z");
	refused("2026-11-30T18:05:00");
	refused("2026-11-30 18:05:00Z");
	refused("2026-11-30T18:05:00ZZ");
	refused("2026-11-30T18:05:00.Z");
	refused("2026-11-30T18:05:00+0100");
	refused("2026-11-30T18:05:00+01");
	refused("+2026-11-30T18:05:00Z");
	refused("2026-1-30T18:05:00Z");
	refused(" 2026-11-30T18:05:00Z");
	refused("2026-11-30T18:05:00Z ");
	refused("２026-11-30T18:05:00Z");
}
END_TEST

START_TEST(test_command_line_times_are_range_checked)
{
	int64_t t = 7;

	ck_assert(pc_time_parse_arg("@1", &t));
	ck_assert_int_eq(t, 1);
	ck_assert(pc_time_parse_arg("@253402300799", &t));
	ck_assert_int_eq(t, PC_TIME_MAX);
	ck_assert(pc_time_parse_arg("2026-11-30T18:05:00Z", &t));
	ck_assert_int_eq(t, 1796061900);
	t = 7;
	ck_assert(!pc_time_parse_arg("@99999999999999999999", &t));
	ck_assert(!pc_time_parse_arg("@253402300800", &t));
	ck_assert(!pc_time_parse_arg("@0", &t));
	ck_assert(!pc_time_parse_arg("@", &t));
	ck_assert(!pc_time_parse_arg("@-5", &t));
	ck_assert(!pc_time_parse_arg("@+5", &t));
	ck_assert(!pc_time_parse_arg("@ 5", &t));
	ck_assert(!pc_time_parse_arg("@5x", &t));
	ck_assert(!pc_time_parse_arg("1970-01-01T00:00:00Z", &t));
	ck_assert(!pc_time_parse_arg("2026-13-45T99:99:99Z", &t));
	ck_assert_int_eq(t, 7);
}
END_TEST

START_TEST(test_writes_utc_and_reads_it_back)
{
	char buf[PC_TIME_TEXT_MAX];
	static const int64_t times[] = {0, 1, 59, 86399, 86400, 951782400,
					1796061900, PC_TIME_MAX};

	ck_assert_str_eq(pc_time_format(1796061900, buf),
			 "2026-11-30T18:05:00Z");
	ck_assert_str_eq(pc_time_format(0, buf), "1970-01-01T00:00:00Z");
	ck_assert_str_eq(pc_time_format(PC_TIME_MAX, buf),
			 "9999-12-31T23:59:59Z");
	ck_assert_str_eq(pc_time_format(-1, buf), "1970-01-01T00:00:00Z");
	ck_assert_str_eq(pc_time_format(INT64_MAX, buf),
			 "9999-12-31T23:59:59Z");
	for (size_t i = 0; i < sizeof times / sizeof *times; i++)
		ck_assert_int_eq(parsed(pc_time_format(times[i], buf)),
				 times[i]);
	/* Every day of four centuries, through each leap-year rule (1970
	 * to 2370), checked without Check's macros in the loop, which the
	 * sanitizers make slow. */
	for (int64_t day = 0; day < 146097; day++) {
		int64_t t = day * 86400 + 43210, back = -1;

		pc_time_format(t, buf);
		if (!pc_time_parse(buf, strlen(buf), &back) || back != t)
			ck_abort_msg("%s is not %lld", buf, (long long)t);
	}
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("time");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_reads_utc_offsets_and_fractions);
	tcase_add_test(tc, test_refuses_every_field_out_of_range);
	tcase_add_test(tc, test_refuses_what_is_not_rfc_3339);
	tcase_add_test(tc, test_command_line_times_are_range_checked);
	tcase_add_test(tc, test_writes_utc_and_reads_it_back);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
