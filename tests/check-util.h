/* check-util.h: helpers shared by the Check unit tests. */
#ifndef PARCHIS_CHECK_UTIL_H
#define PARCHIS_CHECK_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <check.h>

#include "record.h"

/* Reads a whole file into a new NUL-terminated string (length in *len);
 * aborts the test on failure. The caller frees it. */
char *util_slurp(const char *path, size_t *len);

/* Writes len bytes to path, creating or truncating it; aborts on failure. */
void util_spit(const char *path, const char *data, size_t len);

/* True when two records hold the same data (marks aside). */
bool util_records_equal(const struct pc_record *a, const struct pc_record *b);

/* A new empty folder under /tmp, named after prefix; the caller removes
 * it with util_remove_tree. */
char *util_temp_folder(const char *prefix);

/* Removes a folder and the files in it (one level). */
void util_remove_tree(char *folder);

/* Runs suite s and returns the exit status for the harness: 0 when every
 * test passed. */
int util_run_suite(Suite *s);

/* The source folder of the tests ($srcdir/tests, or "tests"). */
const char *util_tests_folder(void);

#endif
