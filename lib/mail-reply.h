/* mail-reply.h: what a player wrote in a short mail reply.
 *
 * A reply to the referee is the player's few lines and, above or below
 * them, the mail they answer: quoted with "> " (with an attribution line
 * such as "On Mon, 30 Nov 2026 at 10:00, Referee <r@x> wrote:" or "El
 * lun, ... escribió:"), or, as Outlook does, unquoted under a separator
 * ("-----Original Message-----", "________________" and a From:/Sent:/
 * To:/Subject: block, in the client's language). The player's lines
 * end there, or at their signature ("-- "), or at "Sent from my iPhone".
 * This module finds, in the decoded text of such a reply, the line that
 * is the command -- a move or a command word -- and the say written
 * after it. It reads text only: no mail headers, no MIME (mail-read.h
 * does that), no rules (the referee parses the move). */
#ifndef PARCHIS_MAIL_REPLY_H
#define PARCHIS_MAIL_REPLY_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"

struct pc_reply_text {
	char *command;	/* the first unquoted line that is a move or a
			 * command word (pc_reply_line_kind), trimmed and
			 * without a final "." or "!": "1+4", "2 20",
			 * "paso", "1+4, 2+20", "tablero"; or NULL */
	unsigned long command_line;	/* its line in the text, 1-based */
	char *say;	/* the lines after it up to the quote, an
			 * attribution, a separator, "Sent from my ...",
			 * or the signature, joined by "\n", trimmed; NULL
			 * when there are none */
	bool has_record; /* a record, quoted or not: a line ("> "
			  * removed) that starts "parchis:" or is "---" or
			  * "--- ..." */
};

/* What a line of a reply is, to the referee. */
enum pc_reply_kind {
	PC_REPLY_OTHER = 0,	/* anything else: a greeting, a remark */
	PC_REPLY_STEPS,		/* steps as "parchis move" takes them: "2",
				 * "r2", "2+5", "+5", "2 + 5", "2 20", one
				 * or more, apart by spaces, "," or ";" */
	PC_REPLY_PASS,		/* "pass", "paso", "pasar", "paso turno",
				 * "pasar turno" */
	PC_REPLY_WORD,		/* a mail command word, see below */
};

/* What the line [line, line + len) is (in any case, white space around
 * it and a final "." or "!" ignored). For PC_REPLY_WORD and
 * PC_REPLY_PASS, *word (when word is not NULL) is set to the English
 * name, static: "board" (also "tablero"), "moves" ("movimientos",
 * "jugadas"), "resign" ("abandono", "abandonar", "me rindo",
 * "rendirse"), "salt" ("sal"), "help" ("ayuda"), "undo" ("undo N",
 * "deshacer N"), or "pass"; else NULL. */
enum pc_reply_kind pc_reply_line_kind(const char *line, size_t len,
				      const char **word);

/* Reads the reply text [text, text + len) (UTF-8, LF or CRLF line ends;
 * a NUL byte ends it) into r. The command is the first line that is neither quoted nor
 * blank and that pc_reply_line_kind reads as a move or a command word;
 * lines before it that are not ("Hi,", "Hola:") are passed over, and so
 * is a quote above it (a bottom-posted reply). Nothing is read past the
 * signature, an Outlook separator or header block, or an unquoted
 * record. Returns PC_OK, or PC_ERR_NOMEM with err filled (r is then
 * freed). */
enum pc_status pc_reply_parse(const char *text, size_t len,
			      struct pc_reply_text *r, struct pc_error *err);

void pc_reply_text_free(struct pc_reply_text *r);

#endif
