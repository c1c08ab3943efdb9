/* file-io.h: reading a record and replacing it atomically.
 *
 * A record is replaced by writing a temporary file in the same folder,
 * flushing and syncing it, and renaming it over the original, so that the
 * file on disk is always either the old record or the new one, whole. */
#ifndef PARCHIS_FILE_IO_H
#define PARCHIS_FILE_IO_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "buffer.h"
#include "error.h"

enum { PC_INPUT_MAX = 16 * 1024 * 1024 };	/* bytes of a record */

/* Reads all of path ("-" for standard input) into out, which the caller
 * frees. Fails with PC_ERR_NOINPUT when it cannot be read and PC_ERR_DATA
 * when it holds more than PC_INPUT_MAX bytes. */
enum pc_status pc_file_read(const char *path, struct pc_buffer *out,
			    struct pc_error *err);

/* pc_file_read, but more than PC_INPUT_MAX bytes is no error: out holds
 * the first PC_INPUT_MAX, the rest is read to its end and dropped (a
 * pipe's writer is not cut off), and *cut is true. For a mail too large
 * to read, whose headers still say whom to tell. */
enum pc_status pc_file_read_cut(const char *path, struct pc_buffer *out,
				bool *cut, struct pc_error *err);

/* Replaces the file at path with len bytes of data, atomically, keeping
 * its permissions; a symbolic link is followed and its target replaced.
 * The file must exist. On any failure the original is left as it was and
 * no temporary file remains: PC_ERR_CREATE when the temporary file cannot
 * be made, PC_ERR_IO when writing, syncing or renaming fails. */
enum pc_status pc_file_replace(const char *path, const void *data,
			       size_t len, struct pc_error *err);

/* Creates path with len bytes of data, atomically, with mode 0644 less the
 * umask; fails with PC_ERR_CREATE if it exists already. */
enum pc_status pc_file_create(const char *path, const void *data, size_t len,
			      struct pc_error *err);

/* A file written a piece at a time, as pc_file_replace and
 * pc_file_create write one: into a temporary file beside it, which only
 * pc_file_out_commit puts in its place, whole. Until then the file named
 * is as it was. */
struct pc_file_out {
	int fd;			/* the temporary file; -1 when closed */
	bool exclusive;		/* created: linked to target, not renamed */
	char folder[PATH_MAX];
	char temp[PATH_MAX];
	char target[PATH_MAX];
};

/* Opens out to replace the file at path, as pc_file_replace replaces
 * it; on failure (its errors) out holds nothing to commit or abort. */
enum pc_status pc_file_out_replace(const char *path, struct pc_file_out *out,
				   struct pc_error *err);

/* Opens out to create path, as pc_file_create creates it. */
enum pc_status pc_file_out_create(const char *path, struct pc_file_out *out,
				  struct pc_error *err);

/* Appends len bytes of data to out's temporary file; PC_ERR_IO when
 * the disk takes no more (out is then still to be aborted). */
enum pc_status pc_file_out_write(struct pc_file_out *out, const void *data,
				 size_t len, struct pc_error *err);

/* Syncs out's temporary file and puts it in place: renamed over the file
 * replaced, or linked as the file created (PC_ERR_CREATE when it exists
 * by then). On failure no temporary file remains and the file named is
 * as it was. out is closed either way. */
enum pc_status pc_file_out_commit(struct pc_file_out *out,
				  struct pc_error *err);

/* Closes out and removes its temporary file; nothing when out is closed. */
void pc_file_out_abort(struct pc_file_out *out);

/* A lock that keeps other parchis processes from replacing a record
 * between reading and writing it (two mails arriving at once). */
struct pc_file_lock {
	int fd;		/* -1 when nothing is locked */
};

/* Waits for and takes the lock of the file at path. Since replacing a
 * file swaps in a new one, the lock is taken on the file the path names
 * once the lock is held: read the record after this. */
enum pc_status pc_file_lock(const char *path, struct pc_file_lock *lock,
			    struct pc_error *err);

/* Releases the lock, if any. */
void pc_file_unlock(struct pc_file_lock *lock);

/* Writes all len bytes to fd, retrying short writes and interruptions;
 * false when the descriptor takes no more (a full disk, a closed pipe). */
bool pc_fd_write_all(int fd, const void *data, size_t len);

/* Writes len bytes to stream and flushes it; PC_ERR_IO on failure. */
enum pc_status pc_stream_write(FILE *stream, const void *data, size_t len,
			       struct pc_error *err);

#endif
