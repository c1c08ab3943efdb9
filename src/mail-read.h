/* TEMPORARY stand-in until the mime branch lands. */
#ifndef PARCHIS_MAIL_READ_H
#define PARCHIS_MAIL_READ_H
#include <stdbool.h>
#include "buffer.h"
#include "error.h"
struct pc_mail_message {
	char *from_address, *from_name, *subject, *message_id, *in_reply_to,
		*references;
	bool auto_generated;
	struct pc_buffer text;
};
enum pc_status pc_mail_read(const char *data, size_t len,
			    struct pc_mail_message *m, struct pc_error *err);
void pc_mail_message_free(struct pc_mail_message *m);
#endif
