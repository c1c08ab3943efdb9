/* mail-record.h: a record from what a user hands the referee. */
#ifndef PARCHIS_MAIL_RECORD_H
#define PARCHIS_MAIL_RECORD_H

#include "buffer.h"
#include "error.h"
#include "record.h"

/* Reads rec (initialised) from text: a record, or a mail with the record
 * as its body, attached or quoted in a reply (text then becomes the
 * record's text). An error's place is in the text as the user has it:
 * the mail's lines, or, where a transfer encoding changed them, the
 * line and column of the decoded text, in the message. On failure text
 * is released. */
enum pc_status pc_mail_record_load(struct pc_buffer *text,
				   struct pc_record *rec,
				   struct pc_error *err);

#endif
