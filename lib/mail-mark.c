/* mail-mark.c: marks and resignation codes of the referee address, and
 * the Message-IDs that carry them (mail-mark.h). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "crypto.h"
#include "mail-mark.h"

/* The first PC_MAIL_MARK_HEX hex digits of HMAC-SHA256(key, message). */
static void
keyed_hex(const char *key, const char *message, char out[PC_MAIL_MARK_HEX + 1])
{
	unsigned char mac[PC_SHA256_BYTES];
	struct pc_hmac state;

	pc_hmac_init(&state, key, strlen(key));
	pc_hmac_update(&state, message, strlen(message));
	pc_hmac_final(&state, mac);
	pc_hex(out, PC_MAIL_MARK_HEX + 1, mac, PC_MAIL_MARK_HEX / 2);
}

void
pc_mail_mark(const char *key, const char *game, uint32_t n,
	     const char *colour, char out[PC_MAIL_MARK_HEX + 1])
{
	char message[160];

	snprintf(message, sizeof message, "parchis:v1:mark:%s:%u:%s", game,
		 (unsigned)n, colour);
	keyed_hex(key, message, out);
}

void
pc_mail_resign_code(const char *key, const char *game, const char *colour,
		    char out[PC_MAIL_MARK_HEX + 1])
{
	char message[160];

	snprintf(message, sizeof message, "parchis:v1:resign:%s:%s", game,
		 colour);
	keyed_hex(key, message, out);
}

void
pc_mail_undo_code(const char *key, const char *game, const char *colour,
		  uint32_t to, uint32_t at, char out[PC_MAIL_MARK_HEX + 1])
{
	char message[200];

	snprintf(message, sizeof message, "parchis:v1:undo:%s:%s:%u:%u", game,
		 colour, (unsigned)to, (unsigned)at);
	keyed_hex(key, message, out);
}

bool
pc_mail_mark_equal(const char *text, size_t len, const char *expected)
{
	char lower[PC_MAIL_MARK_HEX];

	if (len != PC_MAIL_MARK_HEX || strlen(expected) != PC_MAIL_MARK_HEX)
		return false;
	for (size_t i = 0; i < len; i++)
		lower[i] = (char)(text[i] >= 'A' && text[i] <= 'F'
					  ? text[i] - 'A' + 'a'
					  : text[i]);
	return pc_secret_equal(lower, expected, PC_MAIL_MARK_HEX);
}

void
pc_mail_ref_format(const char *game, uint32_t n, const char *tag,
		   const char *rand, const char *domain,
		   char out[PC_MESSAGE_ID_MAX])
{
	snprintf(out, PC_MESSAGE_ID_MAX, "parchis.%u.%s.%s.%s@%s", (unsigned)n,
		 tag, rand, game, domain);
}

static bool
is_id_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
}

bool
pc_mail_ref_parse(const char *id, size_t len, struct pc_mail_ref *out)
{
	const char *end = id + len, *p, *at, *field[3];
	size_t flen[3];
	unsigned long n = 0;

	while (id < end && (*id == ' ' || *id == '\t' || *id == '<'))
		id++;
	while (end > id && (end[-1] == ' ' || end[-1] == '\t' ||
			    end[-1] == '>' || end[-1] == '\r' ||
			    end[-1] == '\n'))
		end--;
	at = memchr(id, '@', (size_t)(end - id));
	if (at == NULL || (size_t)(at - id) < 8 ||
	    memcmp(id, "parchis.", 8) != 0)
		return false;
	p = id + 8;
	/* N, TAG and RAND, each up to the next dot; the game is the rest. */
	for (int k = 0; k < 3; k++) {
		field[k] = p;
		while (p < at && *p != '.')
			p++;
		flen[k] = (size_t)(p - field[k]);
		if (p == at || flen[k] == 0)
			return false;
		p++;
	}
	if (flen[0] > 9 || flen[1] > PC_MAIL_MARK_HEX + 1 ||
	    (size_t)(at - p) < 1 || (size_t)(at - p) > 64)
		return false;
	for (size_t i = 0; i < flen[0]; i++) {
		if (field[0][i] < '0' || field[0][i] > '9')
			return false;
		n = n * 10 + (unsigned long)(field[0][i] - '0');
	}
	for (const char *q = p; q < at; q++)
		if (!is_id_char(*q))
			return false;
	for (size_t i = 0; i < flen[1]; i++)
		if (!is_id_char(field[1][i]) || field[1][i] == '.')
			return false;
	out->n = (uint32_t)n;
	memcpy(out->tag, field[1], flen[1]);
	out->tag[flen[1]] = '\0';
	memcpy(out->game, p, (size_t)(at - p));
	out->game[at - p] = '\0';
	return true;
}

void
pc_mail_subject_parse(const char *subject, struct pc_mail_subject *out)
{
	const char *p = subject != NULL ? strstr(subject, "parchis ") : NULL;
	const char *id, *roll, *mark;
	size_t len;

	memset(out, 0, sizeof *out);
	if (p == NULL)
		return;
	id = p + 8;
	len = strcspn(id, ": ");
	if (id[len] != ':' || len >= sizeof out->game ||
	    strspn(id, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
		       "0123456789._-") < len || len == 0 || id[0] == '.')
		return;
	memcpy(out->game, id, len);
	out->game[len] = '\0';
	roll = strstr(id + len, ": roll ");
	if (roll != NULL) {
		unsigned long n = strtoul(roll + 7, NULL, 10);

		out->roll = n <= UINT32_MAX ? (uint32_t)n : 0;
	}
	mark = strchr(id + len, '[');
	if (mark != NULL &&
	    strspn(mark + 1, "0123456789abcdefABCDEF") == PC_MAIL_MARK_HEX &&
	    mark[1 + PC_MAIL_MARK_HEX] == ']')
		memcpy(out->mark, mark + 1, PC_MAIL_MARK_HEX);
}
