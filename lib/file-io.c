/* file-io.c: reading records and replacing them atomically. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file-io.h"

enum { READ_STEP = 65536 };	/* growth of the buffer for a pipe */

/* Room left in buf for bytes read, keeping one for the NUL and reading no
 * further than one byte past PC_INPUT_MAX, which is enough to refuse. */
static size_t
read_room(const struct pc_buffer *buf)
{
	size_t room = buf->cap > buf->len + 1 ? buf->cap - buf->len - 1 : 0;
	size_t limit = PC_INPUT_MAX + 1 - buf->len;

	return room < limit ? room : limit;
}

/* pc_file_read; with cut not NULL, bytes past PC_INPUT_MAX are read and
 * dropped, and *cut says whether there were any. */
static enum pc_status
read_all(const char *path, struct pc_buffer *out, bool *cut,
	 struct pc_error *err)
{
	char probe[4096];
	struct stat st;
	int fd;
	ssize_t got;
	enum pc_status status = PC_OK;
	bool is_stdin = strcmp(path, "-") == 0, sized = false;

	fd = is_stdin ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return pc_error_set(err, PC_ERR_NOINPUT, 0, 0, "cannot open: %s",
				    strerror(errno));
	/* One allocation of the right size for a file (not for a pipe):
	 * growing by doubling copies a long record several times. The
	 * bytes are read straight into it, not through a chunk on the
	 * stack: no copy, and no stack pages that stay resident. */
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
	    st.st_size <= PC_INPUT_MAX)
		sized = pc_buffer_reserve(out, (size_t)st.st_size);
	while (status == PC_OK) {
		size_t room = read_room(out);
		char *to;

		/* A file read to its size (or grown since) ends with a read
		 * of nothing, asked of a small probe rather than of a buffer
		 * doubled for it; a pipe's buffer grows. */
		if (room == 0 && !sized && out->len <= PC_INPUT_MAX) {
			if (!pc_buffer_reserve(out, READ_STEP)) {
				status = pc_error_set(err, PC_ERR_NOMEM, 0, 0,
						      "out of memory");
				break;
			}
			room = read_room(out);
		}
		if (room == 0 || (cut != NULL && *cut)) {
			to = probe;
			room = sizeof probe;
		} else {
			to = out->data + out->len;
		}
		got = read(fd, to, room);
		if (got < 0 && errno == EINTR)
			continue;
		if (got == 0)
			break;
		if (got < 0)
			status = pc_error_set(err, PC_ERR_NOINPUT, 0, 0,
					      "cannot read: %s",
					      strerror(errno));
		else if (cut != NULL && out->len + (size_t)got > PC_INPUT_MAX) {
			/* The first PC_INPUT_MAX bytes kept, the rest read
			 * to its end and dropped. */
			size_t keep = PC_INPUT_MAX - out->len;

			if (keep > 0 && to == probe &&
			    !pc_buffer_append(out, probe, keep))
				status = pc_error_set(err, PC_ERR_NOMEM, 0, 0,
						      "out of memory");
			else if (keep > 0 && to != probe)
				out->len += keep;
			if (out->data != NULL)
				out->data[out->len] = '\0';
			*cut = true;
			sized = true;	/* no more room: the probe reads */
		} else if (out->len + (size_t)got > PC_INPUT_MAX)
			status = pc_error_set(err, PC_ERR_DATA, 0, 0,
					      "the record is larger than %d MiB",
					      PC_INPUT_MAX / (1024 * 1024));
		else if (to == probe) {
			if (!pc_buffer_append(out, probe, (size_t)got))
				status = pc_error_set(err, PC_ERR_NOMEM, 0, 0,
						      "out of memory");
			sized = false;
		} else {
			out->len += (size_t)got;
			out->data[out->len] = '\0';
		}
	}
	if (!is_stdin)
		close(fd);
	/* An empty file still gets a terminating NUL for the parser. */
	if (status == PC_OK && out->data == NULL &&
	    !pc_buffer_append(out, "", 0))
		status = pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	if (status != PC_OK)
		pc_buffer_free(out);
	return status;
}

enum pc_status
pc_file_read(const char *path, struct pc_buffer *out, struct pc_error *err)
{
	return read_all(path, out, NULL, err);
}

enum pc_status
pc_file_read_cut(const char *path, struct pc_buffer *out, bool *cut,
		 struct pc_error *err)
{
	*cut = false;
	return read_all(path, out, cut, err);
}

bool
pc_fd_write_all(int fd, const void *bytes, size_t len)
{
	const char *data = bytes;
	ssize_t put;

	while (len > 0) {
		put = write(fd, data, len);
		if (put < 0 && errno == EINTR)
			continue;
		if (put <= 0)
			return false;
		data += put;
		len -= (size_t)put;
	}
	return true;
}

/* Syncs the folder so that a rename in it survives a crash. Folders that
 * cannot be synced (some file systems refuse) are not an error. */
static void
sync_folder(const char *folder)
{
	int fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd >= 0) {
		(void)fsync(fd);
		close(fd);
	}
}

/* Splits target into its folder (into folder, of size PATH_MAX) and the
 * template of a temporary file beside it (into temp). */
static bool
temp_name(const char *target, char *folder, char *temp)
{
	const char *slash = strrchr(target, '/');
	size_t flen = slash ? (size_t)(slash - target) : 1;
	const char *base = slash ? slash + 1 : target;

	if (slash == NULL)
		memcpy(folder, ".", 2);
	else if (flen == 0)
		memcpy(folder, "/", 2);
	else {
		memcpy(folder, target, flen);
		folder[flen] = '\0';
	}
	return snprintf(temp, PATH_MAX, "%s/.%s.XXXXXX",
			strcmp(folder, "/") == 0 ? "" : folder, base) < PATH_MAX;
}

/* Opens out: a new temporary file beside target, with mode (and,
 * when keep_owner, owner's owner), to be renamed over target or, when
 * exclusive, linked to it. */
static enum pc_status
open_temp(struct pc_file_out *out, const char *target, mode_t mode,
	  bool keep_owner, const struct stat *owner, bool exclusive,
	  struct pc_error *err)
{
	out->fd = -1;
	out->exclusive = exclusive;
	if (strlen(target) >= sizeof out->target ||
	    !temp_name(target, out->folder, out->temp))
		return pc_error_set(err, PC_ERR_CREATE, 0, 0,
				    "the file name is too long");
	strcpy(out->target, target);
	out->fd = mkstemp(out->temp);
	if (out->fd < 0)
		return pc_error_set(err, PC_ERR_CREATE, 0, 0,
				    "cannot create a temporary file in %s: %s",
				    out->folder, strerror(errno));
	if (fchmod(out->fd, mode) != 0) {
		enum pc_status status = pc_error_set(
			err, PC_ERR_IO, 0, 0, "cannot set the permissions: %s",
			strerror(errno));

		pc_file_out_abort(out);
		return status;
	}
	if (keep_owner && (owner->st_uid != geteuid() ||
			   owner->st_gid != getegid())) {
		/* Only root can give the file back to its owner; others keep
		 * it as theirs, as any editor would. */
		(void)!fchown(out->fd, owner->st_uid, owner->st_gid);
	}
	return PC_OK;
}

enum pc_status
pc_file_out_replace(const char *path, struct pc_file_out *out,
		    struct pc_error *err)
{
	char target[PATH_MAX];
	struct stat st;

	out->fd = -1;
	if (realpath(path, target) == NULL || stat(target, &st) != 0)
		return pc_error_set(err, PC_ERR_CREATE, 0, 0,
				    "cannot replace: %s", strerror(errno));
	if (!S_ISREG(st.st_mode))
		return pc_error_set(err, PC_ERR_CREATE, 0, 0,
				    "cannot replace: not a regular file");
	return open_temp(out, target, st.st_mode & 07777, true, &st, false,
			 err);
}

enum pc_status
pc_file_out_create(const char *path, struct pc_file_out *out,
		   struct pc_error *err)
{
	mode_t mask = umask(0);

	umask(mask);
	return open_temp(out, path, 0666 & ~mask, false, NULL, true, err);
}

enum pc_status
pc_file_out_write(struct pc_file_out *out, const void *data, size_t len,
		  struct pc_error *err)
{
	if (!pc_fd_write_all(out->fd, data, len))
		return pc_error_set(err, PC_ERR_IO, 0, 0, "cannot write: %s",
				    strerror(errno));
	return PC_OK;
}

enum pc_status
pc_file_out_commit(struct pc_file_out *out, struct pc_error *err)
{
	enum pc_status status = PC_OK;

	if (fsync(out->fd) != 0)
		status = pc_error_set(err, PC_ERR_IO, 0, 0,
				      "cannot sync: %s", strerror(errno));
	if (close(out->fd) != 0 && status == PC_OK)
		status = pc_error_set(err, PC_ERR_IO, 0, 0, "cannot write: %s",
				      strerror(errno));
	out->fd = -1;
	if (status == PC_OK && out->exclusive &&
	    link(out->temp, out->target) != 0)
		status = pc_error_set(err, PC_ERR_CREATE, 0, 0,
				      "cannot create: %s", strerror(errno));
	else if (status == PC_OK && !out->exclusive &&
		 rename(out->temp, out->target) != 0)
		status = pc_error_set(err, PC_ERR_IO, 0, 0,
				      "cannot replace: %s", strerror(errno));
	if (status != PC_OK || out->exclusive)
		(void)unlink(out->temp);
	if (status == PC_OK)
		sync_folder(out->folder);
	return status;
}

void
pc_file_out_abort(struct pc_file_out *out)
{
	if (out->fd < 0)
		return;
	close(out->fd);
	out->fd = -1;
	(void)unlink(out->temp);
}

/* Writes len bytes of data into out, opened, and commits it. */
static enum pc_status
write_whole(struct pc_file_out *out, const void *data, size_t len,
	    struct pc_error *err)
{
	enum pc_status status = pc_file_out_write(out, data, len, err);

	if (status != PC_OK) {
		pc_file_out_abort(out);
		return status;
	}
	return pc_file_out_commit(out, err);
}

enum pc_status
pc_file_replace(const char *path, const void *data, size_t len,
		struct pc_error *err)
{
	struct pc_file_out out;
	enum pc_status status = pc_file_out_replace(path, &out, err);

	if (status != PC_OK)
		return status;
	return write_whole(&out, data, len, err);
}

enum pc_status
pc_file_create(const char *path, const void *data, size_t len,
	       struct pc_error *err)
{
	struct pc_file_out out;
	enum pc_status status = pc_file_out_create(path, &out, err);

	if (status != PC_OK)
		return status;
	return write_whole(&out, data, len, err);
}

enum pc_status
pc_stream_write(FILE *stream, const void *data, size_t len,
		struct pc_error *err)
{
	if ((len > 0 && fwrite(data, 1, len, stream) != len) ||
	    fflush(stream) != 0)
		return pc_error_set(err, PC_ERR_IO, 0, 0, "cannot write: %s",
				    strerror(errno));
	return PC_OK;
}

enum pc_status
pc_file_lock(const char *path, struct pc_file_lock *lock,
	     struct pc_error *err)
{
	struct stat held, named;

	lock->fd = -1;
	for (;;) {
		int fd = open(path, O_RDONLY | O_CLOEXEC);

		if (fd < 0)
			return pc_error_set(err, PC_ERR_NOINPUT, 0, 0,
					    "cannot open: %s", strerror(errno));
		if (flock(fd, LOCK_EX) != 0 || fstat(fd, &held) != 0) {
			close(fd);
			return pc_error_set(err, PC_ERR_NOINPUT, 0, 0,
					    "cannot lock: %s", strerror(errno));
		}
		/* Another referee may have replaced the file while we
		 * waited: then lock the new one. */
		if (stat(path, &named) == 0 && named.st_ino == held.st_ino &&
		    named.st_dev == held.st_dev) {
			lock->fd = fd;
			return PC_OK;
		}
		close(fd);
	}
}

void
pc_file_unlock(struct pc_file_lock *lock)
{
	if (lock->fd >= 0)
		close(lock->fd);	/* closing releases the lock */
	lock->fd = -1;
}
