/* check_key_file.c: the referee's key files (key-file.c) -- a secret drawn
 * from the system, written and read back, and the files refused. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check-util.h"
#include "key-file.h"
#include "record.h"

static const char secret[] =
	"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

static bool
is_lower_hex(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!((s[i] >= '0' && s[i] <= '9') ||
		      (s[i] >= 'a' && s[i] <= 'f')))
			return false;
	return true;
}

/* A file at folder/name holding len bytes of data, with mode. */
static char *
file_with(const char *folder, const char *name, const char *data,
	  size_t len, mode_t mode)
{
	char *path;

	ck_assert_int_gt(asprintf(&path, "%s/%s", folder, name), 0);
	util_spit(path, data, len);
	ck_assert_int_eq(chmod(path, mode), 0);
	return path;
}

START_TEST(test_generate_gives_64_hex_digits_and_differs)
{
	char a[PC_SECRET_HEX + 1], b[PC_SECRET_HEX + 1];
	struct pc_error err;

	ck_assert_int_eq(pc_key_generate(a, &err), PC_OK);
	ck_assert_int_eq(pc_key_generate(b, &err), PC_OK);
	ck_assert_uint_eq(strlen(a), PC_SECRET_HEX);
	ck_assert_uint_eq(strlen(b), PC_SECRET_HEX);
	ck_assert(is_lower_hex(a, PC_SECRET_HEX));
	ck_assert(is_lower_hex(b, PC_SECRET_HEX));
	ck_assert_str_ne(a, b);
}
END_TEST

START_TEST(test_write_then_read_back)
{
	char *folder = util_temp_folder("check-key"), *sub, *path, *text;
	char got[PC_SECRET_HEX + 1];
	struct pc_error err;
	struct stat st;
	size_t len;
	int mac = 0;

	/* The folders above the file are made, owner only. */
	ck_assert_int_gt(asprintf(&sub, "%s/a", folder), 0);
	ck_assert_int_gt(asprintf(&path, "%s/a/g.key", folder), 0);
	ck_assert_int_eq(pc_key_write(path, secret, &err), PC_OK);
	ck_assert_int_eq(stat(sub, &st), 0);
	ck_assert_uint_eq(st.st_mode & 0777, 0700);
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_uint_eq(st.st_mode & 0777, 0600);
	text = util_slurp(path, &len);
	ck_assert_str_eq(text, "0123456789abcdef0123456789abcdef"
			       "0123456789abcdef0123456789abcdef\nmac: 2\n");
	free(text);
	ck_assert_int_eq(pc_key_read_version(path, got, &mac, &err), PC_OK);
	ck_assert_str_eq(got, secret);
	ck_assert_int_eq(mac, PC_MAC_VERSION);
	memset(got, 0, sizeof got);
	ck_assert_int_eq(pc_key_read(path, got, &err), PC_OK);
	ck_assert_str_eq(got, secret);
	/* A key is never overwritten. */
	ck_assert_int_eq(pc_key_write(path, "f" "00", &err), PC_ERR_CREATE);
	ck_assert_int_eq(pc_key_read(path, got, &err), PC_OK);
	ck_assert_str_eq(got, secret);
	/* Nor is a folder taken for a key file. */
	ck_assert_int_eq(pc_key_write(sub, secret, &err), PC_ERR_CREATE);
	ck_assert_int_eq(pc_key_read(sub, got, &err), PC_ERR_NOINPUT);
	unlink(path);
	rmdir(sub);
	free(path);
	free(sub);
	util_remove_tree(folder);
}
END_TEST

START_TEST(test_an_older_key_file_is_mac_version_1)
{
	char *folder = util_temp_folder("check-key"), *bare, *line;
	char got[PC_SECRET_HEX + 1], text[PC_SECRET_HEX + 2];
	struct pc_error err;
	int mac = 0;

	bare = file_with(folder, "bare.key", secret, PC_SECRET_HEX, 0600);
	ck_assert_int_eq(pc_key_read_version(bare, got, &mac, &err), PC_OK);
	ck_assert_str_eq(got, secret);
	ck_assert_int_eq(mac, 1);
	snprintf(text, sizeof text, "%s\n", secret);
	line = file_with(folder, "line.key", text, strlen(text), 0600);
	mac = 0;
	ck_assert_int_eq(pc_key_read_version(line, got, &mac, &err), PC_OK);
	ck_assert_str_eq(got, secret);
	ck_assert_int_eq(mac, 1);
	free(bare);
	free(line);
	util_remove_tree(folder);
}
END_TEST

START_TEST(test_a_missing_file_is_no_input)
{
	char *folder = util_temp_folder("check-key"), *path;
	char got[PC_SECRET_HEX + 1];
	struct pc_error err;

	ck_assert_int_gt(asprintf(&path, "%s/none.key", folder), 0);
	ck_assert_int_eq(pc_key_read(path, got, &err), PC_ERR_NOINPUT);
	ck_assert_int_eq(err.status, PC_ERR_NOINPUT);
	free(path);
	util_remove_tree(folder);
}
END_TEST

START_TEST(test_a_file_others_may_read_is_refused)
{
	char *folder = util_temp_folder("check-key"), *path, text[80];
	char got[PC_SECRET_HEX + 1];
	struct pc_error err;

	snprintf(text, sizeof text, "%s\nmac: 2\n", secret);
	path = file_with(folder, "open.key", text, strlen(text), 0644);
	ck_assert_int_eq(pc_key_read(path, got, &err), PC_ERR_NOINPUT);
	ck_assert_int_eq(chmod(path, 0640), 0);
	ck_assert_int_eq(pc_key_read(path, got, &err), PC_ERR_NOINPUT);
	ck_assert_int_eq(chmod(path, 0600), 0);
	ck_assert_int_eq(pc_key_read(path, got, &err), PC_OK);
	free(path);
	util_remove_tree(folder);
}
END_TEST

/* Each text is refused as not a key file. */
START_TEST(test_malformed_and_too_long_files_are_refused)
{
	static const struct {
		const char *text;
		size_t len;	/* 0: strlen */
	} bad[] = {
		{"", 0},
		{"0123456789abcdef", 0},
		/* 63 digits */
		{"0123456789abcdef0123456789abcdef0123456789abcdef"
		 "0123456789abcde\n", 0},
		/* upper case */
		{"0123456789ABCDEF0123456789abcdef0123456789abcdef"
		 "0123456789abcdef\n", 0},
		{"0123456789abcdef0123456789abcdef0123456789abcdef"
		 "0123456789abcdefx\n", 0},
		{"0123456789abcdef0123456789abcdef0123456789abcdef"
		 "0123456789abcdef\nmac: 3\n", 0},
		{"0123456789abcdef0123456789abcdef0123456789abcdef"
		 "0123456789abcdef\nmac: 2", 0},
		{"0123456789abcdef0123456789abcdef0123456789abcdef"
		 "0123456789abcdef\n\n", 0},
		/* too long: a second secret after the first */
		{"0123456789abcdef0123456789abcdef0123456789abcdef"
		 "0123456789abcdef\nmac: 2\n"
		 "0123456789abcdef0123456789abcdef0123456789abcdef"
		 "0123456789abcdef\n", 0},
		/* anything hidden after a NUL byte is still something else */
		{"0123456789abcdef0123456789abcdef0123456789abcdef"
		 "0123456789abcdef\n\0junk", 70},
		{"0123456789abcdef0123456789abcdef0123456789abcdef"
		 "0123456789abcdef\nmac: 2\n\0junk", 77},
	};
	char *folder = util_temp_folder("check-key");
	char got[PC_SECRET_HEX + 1];
	struct pc_error err;

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		size_t len = bad[i].len ? bad[i].len : strlen(bad[i].text);
		char *path = file_with(folder, "bad.key", bad[i].text, len,
				       0600);
		int mac = 0;

		ck_assert_msg(pc_key_read_version(path, got, &mac, &err) ==
				      PC_ERR_DATA,
			      "bad key file %zu was read", i);
		unlink(path);
		free(path);
	}
	util_remove_tree(folder);
}
END_TEST

START_TEST(test_default_path_from_the_environment)
{
	char *folder = util_temp_folder("check-key"), want[PC_KEY_PATH_MAX];
	char out[PC_KEY_PATH_MAX], small[16];
	struct pc_error err;

	/* XDG_DATA_HOME first, when it is an absolute path. */
	ck_assert_int_eq(setenv("HOME", "/nowhere", 1), 0);
	ck_assert_int_eq(setenv("XDG_DATA_HOME", folder, 1), 0);
	ck_assert_int_eq(pc_key_default_path("g1", out, sizeof out, &err),
			 PC_OK);
	snprintf(want, sizeof want, "%s/parchis/g1.key", folder);
	ck_assert_str_eq(out, want);
	/* A relative one is ignored, as the XDG spec says. */
	ck_assert_int_eq(setenv("XDG_DATA_HOME", "relative", 1), 0);
	ck_assert_int_eq(setenv("HOME", folder, 1), 0);
	ck_assert_int_eq(pc_key_default_path("g1", out, sizeof out, &err),
			 PC_OK);
	snprintf(want, sizeof want, "%s/.local/share/parchis/g1.key", folder);
	ck_assert_str_eq(out, want);
	ck_assert_int_eq(unsetenv("XDG_DATA_HOME"), 0);
	ck_assert_int_eq(pc_key_default_path("g1", out, sizeof out, &err),
			 PC_OK);
	ck_assert_str_eq(out, want);
	/* The path must fit. */
	ck_assert_int_eq(pc_key_default_path("g1", small, sizeof small, &err),
			 PC_ERR_NOINPUT);
	/* Neither variable: nowhere to put it. */
	ck_assert_int_eq(setenv("HOME", "", 1), 0);
	ck_assert_int_eq(pc_key_default_path("g1", out, sizeof out, &err),
			 PC_ERR_NOINPUT);
	ck_assert_int_eq(unsetenv("HOME"), 0);
	ck_assert_int_eq(pc_key_default_path("g1", out, sizeof out, &err),
			 PC_ERR_NOINPUT);
	util_remove_tree(folder);
}
END_TEST

static Suite *
key_file_suite(void)
{
	Suite *s = suite_create("key-file");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_generate_gives_64_hex_digits_and_differs);
	tcase_add_test(tc, test_write_then_read_back);
	tcase_add_test(tc, test_an_older_key_file_is_mac_version_1);
	tcase_add_test(tc, test_a_missing_file_is_no_input);
	tcase_add_test(tc, test_a_file_others_may_read_is_refused);
	tcase_add_test(tc, test_malformed_and_too_long_files_are_refused);
	tcase_add_test(tc, test_default_path_from_the_environment);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(key_file_suite());
}
