/* mail-headers.c: a mail's sender, subject and thread (RFC 5322, with
 * RFC 2047 encoded words and RFC 2231 parameters decoded by GMime), and
 * whether a machine sent it. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mail-internal.h"

bool
pc_mail_copy(const char *s, char **out)
{
	gchar *valid;

	*out = NULL;
	if (s == NULL || *s == '\0')
		return true;
	valid = g_utf8_make_valid(s, -1);	/* GMime's are, but surely */
	*out = strdup(valid);
	g_free(valid);
	return *out != NULL;
}

/* A copy of a header's value with white space around it removed and
 * any line break left by folding made a space. */
static bool
copy_unfolded(const char *value, char **out)
{
	char *s;
	size_t n;

	if (!pc_mail_copy(value, out))
		return false;
	if (*out == NULL)
		return true;
	s = *out;
	for (char *p = s; *p != '\0'; p++)
		if (*p == '\r' || *p == '\n' || *p == '\t')
			*p = ' ';
	n = strspn(s, " ");
	memmove(s, s + n, strlen(s + n) + 1);
	for (n = strlen(s); n > 0 && s[n - 1] == ' '; n--)
		s[n - 1] = '\0';
	if (*s == '\0') {
		free(s);
		*out = NULL;
	}
	return true;
}

/* The first mailbox of a From: list, a group's first member too. */
static InternetAddressMailbox *
first_mailbox(InternetAddressList *list, int depth)
{
	InternetAddress *a;

	if (list == NULL || internet_address_list_length(list) == 0)
		return NULL;
	a = internet_address_list_get_address(list, 0);
	if (INTERNET_ADDRESS_IS_MAILBOX(a))
		return INTERNET_ADDRESS_MAILBOX(a);
	if (INTERNET_ADDRESS_IS_GROUP(a) && depth < 2)
		return first_mailbox(internet_address_group_get_members(
				INTERNET_ADDRESS_GROUP(a)), depth + 1);
	return NULL;
}

static bool
sender_fields(GMimeMessage *msg, struct pc_mail_message *m)
{
	InternetAddressMailbox *box = first_mailbox(
		g_mime_message_get_from(msg), 0);
	char *at;

	if (box == NULL)
		return true;
	if (!pc_mail_copy(internet_address_mailbox_get_addr(box),
			  &m->from_address) ||
	    !pc_mail_copy(internet_address_get_name(INTERNET_ADDRESS(box)),
			  &m->from_name))
		return false;
	at = m->from_address != NULL ? strrchr(m->from_address, '@') : NULL;
	for (; at != NULL && *at != '\0'; at++)
		*at = g_ascii_tolower(*at);
	return true;
}

/* The first word of a header's value, lower case, into buf. */
static const char *
first_word(GMimeObject *obj, const char *name, char *buf, size_t size)
{
	const char *v = g_mime_object_get_header(obj, name);
	size_t n = 0;

	if (v == NULL)
		return NULL;
	while (*v == ' ' || *v == '\t')
		v++;
	while (*v != '\0' && *v != ' ' && *v != '\t' && *v != ';' &&
	       n + 1 < size)
		buf[n++] = g_ascii_tolower(*v++);
	buf[n] = '\0';
	return buf;
}

/* Whether an address (or a Return-Path, "<...>") is a mail system's. */
static bool
is_daemon(const char *address)
{
	static const char *const daemons[] = {"mailer-daemon", "postmaster",
					      NULL};
	size_t n;

	if (address == NULL)
		return false;
	address += strspn(address, " \t<");
	n = strcspn(address, "@>");
	for (int i = 0; daemons[i] != NULL; i++)
		if (n == strlen(daemons[i]) &&
		    g_ascii_strncasecmp(address, daemons[i], n) == 0)
			return true;
	return false;
}

/* RFC 3834's Auto-Submitted, the older Precedence and X-Autoreply, a
 * bounce's empty return path or daemon sender, a delivery report. */
static bool
machine_sent(GMimeMessage *msg, const struct pc_mail_message *m)
{
	static const char *const bulk[] = {"bulk", "junk", "list",
					   "auto_reply", NULL};
	GMimeObject *obj = GMIME_OBJECT(msg), *body;
	const char *v, *path;
	char word[32];

	v = first_word(obj, "Auto-Submitted", word, sizeof word);
	if (v != NULL && *v != '\0' && strcmp(v, "no") != 0)
		return true;
	v = first_word(obj, "Precedence", word, sizeof word);
	for (int i = 0; v != NULL && bulk[i] != NULL; i++)
		if (strcmp(v, bulk[i]) == 0)
			return true;
	if (g_mime_object_get_header(obj, "X-Autoreply") != NULL ||
	    g_mime_object_get_header(obj, "X-Autorespond") != NULL)
		return true;
	path = g_mime_object_get_header(obj, "Return-Path");
	if (path != NULL) {
		path += strspn(path, " \t");
		if (*path == '\0' || strncmp(path, "<>", 2) == 0 ||
		    is_daemon(path))
			return true;
	}
	if (is_daemon(m->from_address))
		return true;
	body = g_mime_message_get_mime_part(msg);
	return body != NULL &&
	       g_mime_content_type_is_type(g_mime_object_get_content_type(body),
					   "multipart", "report");
}

enum pc_status
pc_mail_headers(GMimeMessage *msg, struct pc_mail_message *m,
		struct pc_error *err)
{
	GMimeObject *obj = GMIME_OBJECT(msg);

	if (!sender_fields(msg, m) ||
	    !pc_mail_copy(g_mime_message_get_subject(msg), &m->subject) ||
	    !pc_mail_copy(g_mime_message_get_message_id(msg),
			  &m->message_id) ||
	    !copy_unfolded(g_mime_object_get_header(obj, "In-Reply-To"),
			   &m->in_reply_to) ||
	    !copy_unfolded(g_mime_object_get_header(obj, "References"),
			   &m->references))
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	m->auto_generated = machine_sent(msg, m);
	return PC_OK;
}

/* Appends the ids of refs to list (*n of them), in order or from the
 * last, skipping those it holds. */
static bool
add_ids(GMimeReferences *refs, bool backwards, char **list, size_t *n)
{
	int count = refs != NULL ? g_mime_references_length(refs) : 0;
	const char *id;
	bool seen;

	for (int k = 0; k < count; k++) {
		id = g_mime_references_get_message_id(refs, backwards ?
						      count - 1 - k : k);
		seen = id == NULL || *id == '\0';
		for (size_t i = 0; i < *n && !seen; i++)
			seen = strcmp(list[i], id) == 0;
		if (seen)
			continue;
		list[*n] = strdup(id);
		if (list[*n] == NULL)
			return false;
		++*n;
	}
	return true;
}

enum pc_status
pc_mail_thread_ids(const struct pc_mail_message *m, char ***ids,
		   size_t *count, struct pc_error *err)
{
	GMimeReferences *reply = NULL, *refs = NULL;
	size_t max = 0, n = 0;
	char **list;
	bool ok;

	pc_gmime_init();
	if (m->in_reply_to != NULL)
		reply = g_mime_references_parse(NULL, m->in_reply_to);
	if (m->references != NULL)
		refs = g_mime_references_parse(NULL, m->references);
	max += reply != NULL ? (size_t)g_mime_references_length(reply) : 0;
	max += refs != NULL ? (size_t)g_mime_references_length(refs) : 0;
	list = calloc(max + 1, sizeof *list);
	ok = list != NULL && add_ids(reply, false, list, &n) &&
	     add_ids(refs, true, list, &n);
	if (reply != NULL)
		g_mime_references_free(reply);
	if (refs != NULL)
		g_mime_references_free(refs);
	if (!ok) {
		pc_mail_ids_free(list);
		*ids = NULL;
		*count = 0;
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	}
	*ids = list;
	*count = n;
	return PC_OK;
}

void
pc_mail_ids_free(char **ids)
{
	for (size_t i = 0; ids != NULL && ids[i] != NULL; i++)
		free(ids[i]);
	free(ids);
}
