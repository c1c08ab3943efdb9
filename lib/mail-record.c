/* mail-record.c: a record from the bytes a user hands the referee: the
 * record itself, or a mail (any transfer encoding) that carries it, as
 * is or quoted in a reply. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "mail-read.h"
#include "mail-unwrap.h"
#include "mail-record.h"
#include "record-read.h"

/* Reads the text as a mail (mail-read.h): a mail is replaced by the
 * text of its body, anything else stays as it is. */
static enum pc_status
read_mail(struct pc_buffer *text, struct pc_mail_message *mail,
	  struct pc_error *err)
{
	const unsigned char *b = (const unsigned char *)text->data;

	memset(mail, 0, sizeof *mail);
	if (text->len >= 2 && ((b[0] == 0xFF && b[1] == 0xFE) ||
			       (b[0] == 0xFE && b[1] == 0xFF)))
		return pc_error_set(err, PC_ERR_DATA, 1, 1, "the record is "
				    "UTF-16: save it as UTF-8");
	/* Anything but a mail stays as it is: pc_mail_read would only copy
	 * it (CRLF made LF, which the record reader takes alike), and the
	 * copy would be dropped. */
	if (!pc_mail_is_mail(text->data ? text->data : "", text->len))
		return PC_OK;
	if (pc_mail_read(text->data ? text->data : "", text->len, mail,
			 err) != PC_OK)
		return err->status;
	if (mail->is_mail) {
		pc_buffer_free(text);
		*text = mail->text;
		mail->text = (struct pc_buffer)PC_BUFFER_INIT;
	} else {
		pc_buffer_free(&mail->text);
	}
	return PC_OK;
}

/* Replaces text with the record inside it: the text itself, or the
 * record quoted in a mail reply (errors still name the mail's lines and
 * columns, through map). Says why when there is none. */
static enum pc_status
find_record(struct pc_buffer *text, struct pc_unwrap *map,
	    struct pc_error *err)
{
	struct pc_buffer record = PC_BUFFER_INIT;

	memset(map, 0, sizeof *map);
	if (pc_mail_unwrap(text->data ? text->data : "", text->len, &record,
			   map)) {
		if (map->whole)
			return PC_OK;
		pc_buffer_free(text);
		*text = record;
		if (map->broken_line > 0)
			return pc_error_set(err, PC_ERR_DATA, map->broken_line,
					    1, "this line lost its quote prefix, "
					    "but the quoted record goes on after "
					    "it: quote every line of the record");
		return PC_OK;
	}
	pc_buffer_free(&record);
	if (text->data == NULL || strspn(text->data, " \t\r\n") == text->len)
		return PC_OK;	/* empty: the reader says so */
	if (strstr(text->data, "&gt;") != NULL)
		return pc_error_set(err, PC_ERR_DATA, 0, 0, "no record found: "
				    "the mail quotes with &gt; -- an HTML "
				    "mail? reply in plain text");
	return pc_error_set(err, PC_ERR_DATA, 0, 0, "no record found: no "
			    "line starts with \"parchis:\" or \"---\"");
}

/* Places an error of the text in the mail: in the mail's own lines when
 * they are the same, else in the decoded text's words (quoted-printable
 * joins lines, base64 has none to point at). */
static enum pc_status
place_in_mail(const struct pc_mail_message *mail, struct pc_error *err)
{
	char message[PC_ERROR_MAX];

	if (!mail->is_mail || err->line == 0)
		return err->status;
	if (mail->same_lines) {
		err->line += mail->first_line - 1;
		return err->status;
	}
	snprintf(message, sizeof message, "%s", err->message);
	return pc_error_set(err, err->status, 0, 0,
			    "line %lu, column %lu of the mail's %s text: %s",
			    err->line, err->column, mail->text_kind, message);
}

enum pc_status
pc_mail_record_load(struct pc_buffer *text, struct pc_record *rec,
		    struct pc_error *err)
{
	struct pc_mail_message mail;
	struct pc_unwrap map;
	enum pc_status status = PC_OK;

	if (read_mail(text, &mail, err) != PC_OK) {
		pc_buffer_free(text);
		return err->status;
	}
	if (find_record(text, &map, err) != PC_OK) {
		pc_buffer_free(text);
		status = place_in_mail(&mail, err);
	} else if (pc_record_read(text->data ? text->data : "", text->len,
				  rec, err) != PC_OK) {
		pc_buffer_free(text);
		if (map.found && err->line > 0) {
			err->line += map.first_line - 1;
			err->column += map.prefix;
		}
		status = place_in_mail(&mail, err);
	}
	pc_mail_message_free(&mail);
	return status;
}
