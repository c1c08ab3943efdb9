/* cli-files.c: records in and out for the commands: loaded, locked,
 * stored in place atomically or on standard output, errors reported. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

#include "gettext.h"
#include "cli.h"
#include "file-io.h"
#include "record-load.h"

int
cli_load(const char *path, struct pc_buffer *text, struct pc_record *rec)
{
	struct pc_error err;

	pc_record_init(rec);
	if (pc_file_read(path, text, &err) != PC_OK ||
	    pc_record_load(text, rec, &err) != PC_OK)
		return cli_report(path, &err);
	return 0;
}

int
cli_lock(const char *path, struct pc_file_lock *lock)
{
	struct pc_error err;

	lock->fd = -1;
	if (strcmp(path, "-") == 0)
		return 0;
	if (pc_file_lock(path, lock, &err) != PC_OK)
		return cli_report(path, &err);
	return 0;
}

int
cli_store(const char *path, const struct pc_buffer *data)
{
	struct pc_error err;
	enum pc_status status;

	if (strcmp(path, "-") == 0)
		status = pc_stream_write(stdout, data->data, data->len, &err);
	else if (access(path, F_OK) == 0)
		status = pc_file_replace(path, data->data, data->len, &err);
	else
		status = pc_file_create(path, data->data, data->len, &err);
	if (status != PC_OK)
		return cli_report(strcmp(path, "-") == 0 ? "<stdout>" : path,
				  &err);
	return 0;
}

int
cli_flush_stdout(const char *path)
{
	if (fflush(stdout) == 0 && !ferror(stdout))
		return 0;
	cli_warn("cannot write standard output: %s; nothing was saved to %s",
		 strerror(errno), cli_display_name(path));
	return EX_IOERR;
}
