/* TEMPORARY stand-in until the mime branch lands. */
#ifndef PARCHIS_MAIL_REPLY_H
#define PARCHIS_MAIL_REPLY_H
#include <stdbool.h>
#include <stddef.h>
#include "error.h"
struct pc_reply_text {
	char *command;
	unsigned long command_line;
	char *say;
	bool has_record;
};
enum pc_status pc_reply_parse(const char *text, size_t len, struct pc_reply_text *out, struct pc_error *err);
void pc_reply_text_free(struct pc_reply_text *r);
#endif
