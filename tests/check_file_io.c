/* check_file_io.c: reading records and replacing them atomically.
 *
 * Every failure must leave the original byte for byte and no temporary
 * file behind: a full disk (a file size limit makes the write fail as a
 * full disk would), a read-only folder, a missing file. */
#include <config.h>

#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <threads.h>
#include <unistd.h>

#include "check-util.h"
#include "file-io.h"

static const char original[] = "parchis: 1\ngame: old\n";

static char *folder;
static char path[4096];

static void
setup(void)
{
	folder = util_temp_folder("parchis-io");
	snprintf(path, sizeof path, "%s/game.yaml", folder);
	util_spit(path, original, strlen(original));
	ck_assert_int_eq(chmod(path, 0640), 0);
}

static void
teardown(void)
{
	chmod(folder, 0700);
	util_remove_tree(folder);
}

/* The number of entries in the test folder, . and .. aside. */
static int
entries(void)
{
	DIR *dir = opendir(folder);
	struct dirent *e;
	int n = 0;

	ck_assert_ptr_nonnull(dir);
	while ((e = readdir(dir)) != NULL)
		n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
	closedir(dir);
	return n;
}

static void
assert_original_untouched(void)
{
	char *now = util_slurp(path, NULL);
	struct stat st;

	ck_assert_str_eq(now, original);
	free(now);
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_int_eq(st.st_mode & 07777, 0640);
	ck_assert_int_eq(entries(), 1);
}

/* The record holds text now, with its permissions, and nothing is left
 * beside it. */
static void
assert_replaced_by(const char *text)
{
	char *now = util_slurp(path, NULL);
	struct stat st;

	ck_assert_str_eq(now, text);
	free(now);
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_int_eq(st.st_mode & 07777, 0640);
	ck_assert_int_eq(entries(), 1);
}

START_TEST(test_replace_writes_new_text_and_keeps_permissions)
{
	static const char text[] = "parchis: 1\ngame: new\n";
	struct pc_error err;

	ck_assert_int_eq(pc_file_replace(path, text, strlen(text), &err), PC_OK);
	assert_replaced_by(text);
}
END_TEST

START_TEST(test_replace_through_a_link_replaces_the_target)
{
	static const char text[] = "parchis: 1\ngame: linked\n";
	char link_path[4200];
	struct pc_error err;
	struct stat st;
	char *now;

	snprintf(link_path, sizeof link_path, "%s/link.yaml", folder);
	ck_assert_int_eq(symlink(path, link_path), 0);
	ck_assert_int_eq(pc_file_replace(link_path, text, strlen(text), &err),
			 PC_OK);
	ck_assert_int_eq(lstat(link_path, &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	now = util_slurp(path, NULL);
	ck_assert_str_eq(now, text);
	free(now);
}
END_TEST

/* Runs pc_file_replace in a child process under a file size limit, as a
 * disk that fills up after a few bytes; returns its status. */
static int
replace_on_full_disk(void)
{
	char big[8192];
	struct rlimit limit = {16, 16};
	struct pc_error err;
	pid_t pid;
	int status;

	memset(big, 'x', sizeof big);
	pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		signal(SIGXFSZ, SIG_IGN);
		if (setrlimit(RLIMIT_FSIZE, &limit) != 0)
			_exit(99);
		_exit(pc_file_replace(path, big, sizeof big, &err));
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert(WIFEXITED(status));
	return WEXITSTATUS(status);
}

START_TEST(test_full_disk_leaves_the_original)
{
	ck_assert_int_eq(replace_on_full_disk(), PC_ERR_IO);
	assert_original_untouched();
}
END_TEST

/* Runs pc_file_replace in a child that cannot write to the folder (root
 * gives up its rights first, since root writes anywhere). */
static int
replace_in_read_only_folder(void)
{
	struct pc_error err;
	pid_t pid;
	int status;

	ck_assert_int_eq(chmod(folder, 0555), 0);
	pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0))
			_exit(99);
		_exit(pc_file_replace(path, "x", 1, &err));
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_int_eq(chmod(folder, 0700), 0);
	ck_assert(WIFEXITED(status));
	return WEXITSTATUS(status);
}

START_TEST(test_read_only_folder_leaves_the_original)
{
	ck_assert_int_eq(chmod(path, 0644), 0);	/* readable by the child */
	ck_assert_int_eq(chmod(folder, 0755), 0);
	ck_assert_int_eq(replace_in_read_only_folder(), PC_ERR_CREATE);
	ck_assert_int_eq(chmod(path, 0640), 0);
	assert_original_untouched();
}
END_TEST

START_TEST(test_missing_files)
{
	struct pc_buffer buf = PC_BUFFER_INIT;
	struct pc_error err;
	char missing[4200];

	snprintf(missing, sizeof missing, "%s/none.yaml", folder);
	ck_assert_int_eq(pc_file_read(missing, &buf, &err), PC_ERR_NOINPUT);
	ck_assert_str_eq(err.message, "cannot open: No such file or directory");
	ck_assert_int_eq(pc_file_replace(missing, "x", 1, &err),
			 PC_ERR_CREATE);
	ck_assert_int_eq(entries(), 1);
}
END_TEST

START_TEST(test_create_refuses_an_existing_file)
{
	struct pc_error err;
	char fresh[4200];
	char *now;

	ck_assert_int_eq(pc_file_create(path, "x", 1, &err), PC_ERR_CREATE);
	assert_original_untouched();
	snprintf(fresh, sizeof fresh, "%s/fresh.yaml", folder);
	ck_assert_int_eq(pc_file_create(fresh, "new\n", 4, &err), PC_OK);
	now = util_slurp(fresh, NULL);
	ck_assert_str_eq(now, "new\n");
	free(now);
	ck_assert_int_eq(entries(), 2);
}
END_TEST

START_TEST(test_reading_refuses_more_than_the_limit)
{
	struct pc_buffer buf = PC_BUFFER_INIT;
	struct pc_error err;
	int fd;

	fd = open(path, O_WRONLY | O_TRUNC);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(ftruncate(fd, PC_INPUT_MAX + 1), 0);
	close(fd);
	ck_assert_int_eq(pc_file_read(path, &buf, &err), PC_ERR_DATA);
	ck_assert_str_eq(err.message, "the record is larger than 16 MiB");
	ck_assert_ptr_null(buf.data);
	fd = open(path, O_WRONLY | O_TRUNC);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(ftruncate(fd, PC_INPUT_MAX), 0);
	close(fd);
	ck_assert_int_eq(pc_file_read(path, &buf, &err), PC_OK);
	ck_assert_uint_eq(buf.len, PC_INPUT_MAX);
	pc_buffer_free(&buf);
}
END_TEST

/* A writer into a pipe, beside the reader. */
struct pipe_writer {
	const char *path;
	const char *data;
	size_t len;
	bool wrote_all;
};

static int
write_pipe(void *context)
{
	struct pipe_writer *w = context;
	int fd = open(w->path, O_WRONLY);

	w->wrote_all = fd >= 0 && pc_fd_write_all(fd, w->data, w->len);
	if (fd >= 0)
		close(fd);
	return 0;
}

/* A mail too large to read: its first PC_INPUT_MAX bytes are kept and
 * the rest read and dropped, from a file and from a pipe whose writer
 * must not be cut off (its write of everything succeeds). */
START_TEST(test_reading_cut_keeps_the_beginning)
{
	struct pc_buffer buf = PC_BUFFER_INIT;
	struct pc_error err;
	char fifo[4200];
	size_t total = PC_INPUT_MAX + 100000;
	struct pipe_writer job;
	thrd_t writer;
	bool cut;
	char *data = malloc(total);

	ck_assert_ptr_nonnull(data);
	for (size_t i = 0; i < total; i++)
		data[i] = (char)('a' + i % 26);
	util_spit(path, data, total);
	ck_assert_int_eq(pc_file_read_cut(path, &buf, &cut, &err), PC_OK);
	ck_assert(cut);
	ck_assert_uint_eq(buf.len, PC_INPUT_MAX);
	ck_assert_int_eq(memcmp(buf.data, data, PC_INPUT_MAX), 0);
	ck_assert_int_eq(buf.data[buf.len], '\0');
	pc_buffer_free(&buf);
	snprintf(fifo, sizeof fifo, "%s/pipe", folder);
	ck_assert_int_eq(mkfifo(fifo, 0600), 0);
	job = (struct pipe_writer){fifo, data, total, false};
	ck_assert_int_eq(thrd_create(&writer, write_pipe, &job), thrd_success);
	ck_assert_int_eq(pc_file_read_cut(fifo, &buf, &cut, &err), PC_OK);
	ck_assert_int_eq(thrd_join(writer, NULL), thrd_success);
	ck_assert(job.wrote_all);
	ck_assert(cut);
	ck_assert_uint_eq(buf.len, PC_INPUT_MAX);
	ck_assert_int_eq(memcmp(buf.data, data, PC_INPUT_MAX), 0);
	pc_buffer_free(&buf);
	/* The limit itself is whole. */
	util_spit(path, data, PC_INPUT_MAX);
	ck_assert_int_eq(pc_file_read_cut(path, &buf, &cut, &err), PC_OK);
	ck_assert(!cut);
	ck_assert_uint_eq(buf.len, PC_INPUT_MAX);
	pc_buffer_free(&buf);
	unlink(fifo);
	free(data);
}
END_TEST

START_TEST(test_writing_to_a_full_device_fails)
{
	FILE *full = fopen("/dev/full", "w");
	struct pc_error err;

	if (full == NULL)
		return;	/* no /dev/full here: nothing to show */
	ck_assert_int_eq(pc_stream_write(full, original, strlen(original),
					 &err), PC_ERR_IO);
	ck_assert_str_eq(err.message, "cannot write: No space left on device");
	fclose(full);
}
END_TEST

/* An empty file reads as an empty string, whatever the memory it is
 * read into held before. Here, bytes that are not zero, freed: glibc
 * serves a large block from memory freed before once a larger one was
 * freed (its threshold for fresh pages rises), as in a command that has
 * read and dropped a record. */
START_TEST(test_an_empty_file_reads_as_an_empty_string)
{
	struct pc_buffer buf = PC_BUFFER_INIT;
	struct pc_error err;
	char *large = malloc(1 << 20), *dirty;

	ck_assert_ptr_nonnull(large);
	large[0] = 'x';
	free(large);
	dirty = malloc(1 << 19);
	ck_assert_ptr_nonnull(dirty);
	memset(dirty, 'x', 1 << 19);
	free(dirty);
	util_spit(path, "", 0);
	ck_assert_int_eq(pc_file_read(path, &buf, &err), PC_OK);
	ck_assert_uint_eq(buf.len, 0);
	ck_assert_ptr_nonnull(buf.data);
	ck_assert_str_eq(buf.data, "");
	pc_buffer_free(&buf);
}
END_TEST

/* A file written a piece at a time: the original stands, beside one
 * temporary file, until the commit puts the whole new text in place. */
START_TEST(test_pieces_replace_only_at_the_commit)
{
	struct pc_file_out out;
	struct pc_error err;
	char *now;

	ck_assert_int_eq(pc_file_out_replace(path, &out, &err), PC_OK);
	ck_assert_int_eq(pc_file_out_write(&out, "parchis: 1\n", 11, &err),
			 PC_OK);
	ck_assert_int_eq(pc_file_out_write(&out, "game: new\n", 10, &err),
			 PC_OK);
	now = util_slurp(path, NULL);
	ck_assert_str_eq(now, original);
	free(now);
	ck_assert_int_eq(entries(), 2);
	ck_assert_int_eq(pc_file_out_commit(&out, &err), PC_OK);
	ck_assert_int_eq(out.fd, -1);
	assert_replaced_by("parchis: 1\ngame: new\n");
}
END_TEST

/* Dropped before its commit (the board could not be shown), the file
 * written leaves the original and nothing else; a second abort does
 * nothing. */
START_TEST(test_abort_leaves_the_original)
{
	struct pc_file_out out;
	struct pc_error err;
	char fresh[4200];

	ck_assert_int_eq(pc_file_out_replace(path, &out, &err), PC_OK);
	ck_assert_int_eq(pc_file_out_write(&out, "half", 4, &err), PC_OK);
	pc_file_out_abort(&out);
	pc_file_out_abort(&out);
	assert_original_untouched();
	snprintf(fresh, sizeof fresh, "%s/fresh.yaml", folder);
	ck_assert_int_eq(pc_file_out_create(fresh, &out, &err), PC_OK);
	ck_assert_int_eq(pc_file_out_write(&out, "half", 4, &err), PC_OK);
	pc_file_out_abort(&out);
	ck_assert_int_eq(access(fresh, F_OK), -1);
	assert_original_untouched();
}
END_TEST

/* A file created a piece at a time that someone else created meanwhile
 * is refused at the commit, theirs kept. */
START_TEST(test_created_in_pieces_refuses_one_made_meanwhile)
{
	struct pc_file_out out;
	struct pc_error err;
	char fresh[4200];
	char *now;

	snprintf(fresh, sizeof fresh, "%s/fresh.yaml", folder);
	ck_assert_int_eq(pc_file_out_create(fresh, &out, &err), PC_OK);
	ck_assert_int_eq(pc_file_out_write(&out, "ours\n", 5, &err), PC_OK);
	util_spit(fresh, "theirs\n", 7);
	ck_assert_int_eq(pc_file_out_commit(&out, &err), PC_ERR_CREATE);
	ck_assert_str_eq(err.message, "cannot create: File exists");
	now = util_slurp(fresh, NULL);
	ck_assert_str_eq(now, "theirs\n");
	free(now);
	ck_assert_int_eq(entries(), 2);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("file-io");
	TCase *tc = tcase_create("Core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_replace_writes_new_text_and_keeps_permissions);
	tcase_add_test(tc, test_replace_through_a_link_replaces_the_target);
	tcase_add_test(tc, test_full_disk_leaves_the_original);
	tcase_add_test(tc, test_read_only_folder_leaves_the_original);
	tcase_add_test(tc, test_missing_files);
	tcase_add_test(tc, test_create_refuses_an_existing_file);
	tcase_add_test(tc, test_reading_refuses_more_than_the_limit);
	tcase_add_test(tc, test_reading_cut_keeps_the_beginning);
	tcase_add_test(tc, test_writing_to_a_full_device_fails);
	tcase_add_test(tc, test_an_empty_file_reads_as_an_empty_string);
	tcase_add_test(tc, test_pieces_replace_only_at_the_commit);
	tcase_add_test(tc, test_abort_leaves_the_original);
	tcase_add_test(tc, test_created_in_pieces_refuses_one_made_meanwhile);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
