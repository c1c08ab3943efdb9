/* key-file.c: reading and writing the referee's key files. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "crypto.h"
#include "key-file.h"
#include "record.h"

enum pc_status
pc_key_default_path(const char *game, char *out, size_t size,
		    struct pc_error *err)
{
	const char *data = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
	int n;

	if (data != NULL && data[0] == '/')
		n = snprintf(out, size, "%s/parchis/%s.key", data, game);
	else if (home != NULL && home[0] != '\0')
		n = snprintf(out, size, "%s/.local/share/parchis/%s.key", home,
			     game);
	else
		return pc_error_set(err, PC_ERR_NOINPUT, 0, 0, "no place for "
				    "key files: set HOME or XDG_DATA_HOME, or "
				    "give --key-file");
	if (n < 0 || (size_t)n >= size)
		return pc_error_set(err, PC_ERR_NOINPUT, 0, 0,
				    "the key file's path is too long");
	return PC_OK;
}

enum pc_status
pc_key_generate(char out[PC_SECRET_HEX + 1], struct pc_error *err)
{
	unsigned char bytes[PC_SECRET_HEX / 2];

	if (!pc_random_bytes(bytes, sizeof bytes))
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "cannot draw a "
				    "secret from the system: %s",
				    strerror(errno));
	pc_hex(out, PC_SECRET_HEX + 1, bytes, sizeof bytes);
	pc_wipe(bytes, sizeof bytes);
	return PC_OK;
}

/* Creates the folders above path, each with mode 0700 when new. */
static enum pc_status
make_folders(const char *path, struct pc_error *err)
{
	char folder[PC_KEY_PATH_MAX];
	size_t n = strlen(path);

	if (n >= sizeof folder)
		return pc_error_set(err, PC_ERR_CREATE, 0, 0,
				    "the key file's path is too long");
	memcpy(folder, path, n + 1);
	for (char *p = folder + 1; *p != '\0'; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(folder, 0700) != 0 && errno != EEXIST)
			return pc_error_set(err, PC_ERR_CREATE, 0, 0,
					    "cannot create %s: %s", folder,
					    strerror(errno));
		*p = '/';
	}
	return PC_OK;
}

enum pc_status
pc_key_write(const char *path, const char *secret, struct pc_error *err)
{
	struct stat st;
	char version[16];
	int fd;
	bool ok;

	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		return pc_error_set(err, PC_ERR_CREATE, 0, 0,
				    "the key file %s is a folder: give a new "
				    "file's name", path);
	if (make_folders(path, err) != PC_OK)
		return err->status;
	fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0)
		return pc_error_set(err, PC_ERR_CREATE, 0, 0,
				    "cannot create the key file %s: %s", path,
				    strerror(errno));
	snprintf(version, sizeof version, "\nmac: %d\n", PC_MAC_VERSION);
	ok = write(fd, secret, strlen(secret)) == (ssize_t)strlen(secret) &&
	     write(fd, version, strlen(version)) == (ssize_t)strlen(version) &&
	     fsync(fd) == 0;
	if (close(fd) != 0 || !ok) {
		(void)unlink(path);
		return pc_error_set(err, PC_ERR_IO, 0, 0,
				    "cannot write the key file %s", path);
	}
	return PC_OK;
}

enum pc_status
pc_key_read_version(const char *path, char out[PC_SECRET_HEX + 1], int *mac,
		    struct pc_error *err)
{
	char text[PC_SECRET_HEX + 16];
	struct stat st;
	ssize_t got;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	bool ok;

	if (fd < 0)
		return pc_error_set(err, PC_ERR_NOINPUT, 0, 0,
				    "cannot open the key file %s: %s", path,
				    strerror(errno));
	if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
		close(fd);
		return pc_error_set(err, PC_ERR_NOINPUT, 0, 0,
				    "the key file %s is a folder: give the "
				    "file in it, or move it away", path);
	}
	if (fstat(fd, &st) != 0 || (st.st_mode & 077) != 0) {
		close(fd);
		return pc_error_set(err, PC_ERR_NOINPUT, 0, 0,
				    "the key file %s may be read by others: "
				    "chmod 600 %s", path, path);
	}
	got = read(fd, text, sizeof text - 1);
	close(fd);
	/* 64 hex digits, then nothing, a newline, or a newline and the
	 * mac version on a line of its own; a NUL byte would hide what
	 * follows it from the comparisons below. */
	ok = got >= PC_SECRET_HEX && memchr(text, '\0', (size_t)got) == NULL;
	for (ssize_t i = 0; ok && i < PC_SECRET_HEX; i++)
		ok = (text[i] >= '0' && text[i] <= '9') ||
		     (text[i] >= 'a' && text[i] <= 'f');
	if (ok) {
		text[got] = '\0';
		*mac = 1;
		if (strcmp(text + PC_SECRET_HEX, "\nmac: 2\n") == 0)
			*mac = 2;
		else
			ok = got == PC_SECRET_HEX ||
			     strcmp(text + PC_SECRET_HEX, "\n") == 0;
	}
	if (!ok) {
		pc_wipe(text, sizeof text);
		return pc_error_set(err, PC_ERR_DATA, 0, 0, "the key file %s "
				    "does not hold 64 hex digits (and its mac "
				    "version)", path);
	}
	memcpy(out, text, PC_SECRET_HEX);
	out[PC_SECRET_HEX] = '\0';
	pc_wipe(text, sizeof text);
	return PC_OK;
}

enum pc_status
pc_key_read(const char *path, char out[PC_SECRET_HEX + 1],
	    struct pc_error *err)
{
	int mac;

	return pc_key_read_version(path, out, &mac, err);
}
