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
#include "mail-record.h"

enum pc_status
cli_load_record(const char *path, struct pc_buffer *text,
		struct pc_record *rec, struct pc_error *err)
{
	pc_record_init(rec);
	if (pc_file_read(path, text, err) != PC_OK ||
	    pc_mail_record_load(text, rec, err) != PC_OK)
		return err->status;
	return PC_OK;
}

int
cli_load(const char *path, struct pc_buffer *text, struct pc_record *rec)
{
	struct pc_error err;

	if (cli_load_record(path, text, rec, &err) != PC_OK)
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

enum pc_status
cli_open_out(const char *path, struct pc_file_out *file,
	     struct pc_error *err)
{
	if (access(path, F_OK) == 0)
		return pc_file_out_replace(path, file, err);
	return pc_file_out_create(path, file, err);
}

int
cli_store_open(const char *path, struct pc_file_out *file)
{
	struct pc_error err;

	return cli_open_out(path, file, &err) == PC_OK
		       ? 0
		       : cli_report(path, &err);
}

int
cli_store_commit(const char *path, struct pc_file_out *file)
{
	struct pc_error err;

	if (pc_file_out_commit(file, &err) != PC_OK)
		return cli_report(path, &err);
	return 0;
}

int
cli_store(const char *path, const struct pc_buffer *data)
{
	struct pc_file_out file;
	struct pc_error err;
	int status;

	if (strcmp(path, "-") == 0) {
		if (pc_stream_write(stdout, data->data, data->len, &err) !=
		    PC_OK)
			return cli_report("<stdout>", &err);
		return 0;
	}
	status = cli_store_open(path, &file);
	if (status != 0)
		return status;
	if (pc_file_out_write(&file, data->data, data->len, &err) != PC_OK) {
		pc_file_out_abort(&file);
		return cli_report(path, &err);
	}
	return cli_store_commit(path, &file);
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
