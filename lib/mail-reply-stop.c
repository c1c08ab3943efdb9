/* mail-reply-stop.c: the lines where a player's text in a reply ends:
 * the quote, the attribution above it, the separators and header blocks
 * of Outlook, the signature, "Sent from my iPhone". The words are those
 * the clients write in English, Spanish, French, German, Italian and
 * Portuguese. */
#include <config.h>

#include <string.h>

#include "mail-reply-internal.h"

static bool
starts_any(const char *p, size_t n, const char *const *list)
{
	for (int i = 0; list[i] != NULL; i++)
		if (pc_reply_starts(p, n, list[i]))
			return true;
	return false;
}

static bool
ends_any(const char *p, size_t n, const char *const *list)
{
	for (int i = 0; list[i] != NULL; i++)
		if (pc_reply_ends(p, n, list[i]))
			return true;
	return false;
}

/* Whether [p, p + n) holds s, in any case. */
static bool
holds(const char *p, size_t n, const char *s)
{
	for (size_t k = strlen(s); n >= k; p++, n--)
		if (pc_reply_starts(p, n, s))
			return true;
	return false;
}

static bool
is_quote(const struct pc_reply_line *l)
{
	return l->len > 0 && l->text[0] == '>';
}

/* An attribution's first words: "On Mon, ...", "El lun, ...". */
static const char *const openers[] = {"On ", "El ", "Le ", "Am ", "Il ",
				      "Em ", "Op ", NULL};
/* Its last: "... wrote:". */
static const char *const closers[] = {"wrote:", "escribi\xC3\xB3:",
				      "a \xC3\xA9" "crit :",
				      "a \xC3\xA9" "crit:", "schrieb:",
				      "ha scritto:", "escreveu:",
				      "schreef:", NULL};
/* The verb inside, where the name and address follow it: German "Am
 * ... schrieb Referee <r@x>:". */
static const char *const verbs[] = {" wrote", " escribi\xC3\xB3",
				    " a \xC3\xA9" "crit", " schrieb",
				    " ha scritto", " escreveu", NULL};

static bool
closes_attribution(const char *p, size_t n)
{
	if (ends_any(p, n, closers))
		return true;
	for (int i = 0; verbs[i] != NULL; i++)
		if (holds(p, n, verbs[i]) && n > 0 && p[n - 1] == ':' &&
		    starts_any(p, n, openers))
			return true;
	return false;
}

/* The next line after i that is not blank, or NULL. */
static const struct pc_reply_line *
next_text(const struct pc_reply_line *lines, size_t count, size_t i)
{
	const char *p;
	size_t n;

	for (i++; i < count; i++) {
		p = lines[i].text;
		n = lines[i].len;
		pc_reply_trim(&p, &n);
		if (n > 0)
			return &lines[i];
	}
	return NULL;
}

/* "On ... wrote:" on line i, or starting there and ending on the next
 * line (a client wrapped it). Without its first words, it must stand
 * above the quote. */
static bool
is_attribution(const struct pc_reply_line *lines, size_t count, size_t i)
{
	const struct pc_reply_line *next;
	const char *p = lines[i].text, *q;
	size_t n = lines[i].len, m;
	bool opens;

	pc_reply_trim(&p, &n);
	opens = starts_any(p, n, openers);
	if (closes_attribution(p, n)) {
		next = opens ? NULL : next_text(lines, count, i);
		return opens || next == NULL || is_quote(next);
	}
	if (!opens || i + 1 >= count || is_quote(&lines[i + 1]))
		return false;
	q = lines[i + 1].text;
	m = lines[i + 1].len;
	pc_reply_trim(&q, &m);
	if (ends_any(q, m, closers))
		return true;
	for (int k = 0; verbs[k] != NULL; k++)
		if (holds(p, n, verbs[k]) && m > 0 && q[m - 1] == ':')
			return true;
	return false;
}

/* "-----Original Message-----" and its translations, Thunderbird's
 * "-------- Original Message --------", Gmail's forward. */
static bool
is_separator(const char *p, size_t n)
{
	static const char *const names[] = {
		"original message", "mensaje original", "message d'origine",
		"urspr\xC3\xBCngliche nachricht", "messaggio originale",
		"mensagem original", "forwarded message", "mensaje reenviado",
		"message transf\xC3\xA9r\xC3\xA9", "weitergeleitete nachricht", NULL};
	size_t a = 0, b = n;

	while (a < n && p[a] == '-')
		a++;
	while (b > a && p[b - 1] == '-')
		b--;
	if (a < 2 || n - b < 2)
		return false;
	p += a;
	n = b - a;
	pc_reply_trim(&p, &n);
	for (int i = 0; names[i] != NULL; i++)
		if (n == strlen(names[i]) && pc_reply_starts(p, n, names[i]))
			return true;
	return false;
}

static bool
is_underscores(const char *p, size_t n)
{
	size_t k = 0;

	while (k < n && p[k] == '_')
		k++;
	return k == n && n >= 10;
}

/* Outlook's header block above the original: "From: ..." and, a few
 * lines on, "Subject: ..." (Spanish "De:", "Asunto:", ...). */
static bool
is_header_block(const struct pc_reply_line *lines, size_t count, size_t i)
{
	static const char *const from[] = {"From:", "De:", "De :", "Von:",
					   "Da:", "Van:", NULL};
	static const char *const subject[] = {"Subject:", "Asunto:",
					      "Betreff:", "Objet :", "Objet:",
					      "Oggetto:", "Assunto:",
					      "Onderwerp:", NULL};
	const char *p = lines[i].text;
	size_t n = lines[i].len;

	pc_reply_trim(&p, &n);
	if (n > 0 && p[0] == '*') {	/* bold, in a text made from HTML */
		p++;
		n--;
	}
	if (!starts_any(p, n, from))
		return false;
	for (size_t k = i + 1; k < count && k <= i + 6; k++) {
		p = lines[k].text;
		n = lines[k].len;
		pc_reply_trim(&p, &n);
		if (n > 0 && p[0] == '*') {
			p++;
			n--;
		}
		if (starts_any(p, n, subject))
			return true;
	}
	return false;
}

static bool
is_signature(const char *p, size_t n)
{
	while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t' ||
			 p[n - 1] == '\r'))
		n--;
	return n == 2 && p[0] == '-' && p[1] == '-';
}

/* "Sent from my iPhone", "Enviado desde mi iPhone", "Get Outlook for
 * iOS", ... */
static bool
is_sent_from(const char *p, size_t n)
{
	static const char *const sent[] = {
		"Sent from ", "Enviado desde ", "Envoy\xC3\xA9 de ",
		"Von meinem ", "Gesendet von ", "Inviato da ", "Enviado do ",
		"Get Outlook for ", "Obtener Outlook para ", NULL};

	return starts_any(p, n, sent);
}

bool
pc_reply_record_start(const char *p, size_t n)
{
	return (n >= 8 && memcmp(p, "parchis:", 8) == 0) ||
	       (n >= 3 && memcmp(p, "---", 3) == 0 &&
		(n == 3 || p[3] == ' ' || p[3] == '\t' || p[3] == '\r'));
}

enum pc_reply_stop
pc_reply_stop_at(const struct pc_reply_line *lines, size_t count, size_t i)
{
	const char *p = lines[i].text;
	size_t n = lines[i].len;

	if (is_quote(&lines[i]))
		return PC_STOP_QUOTE;
	if (is_signature(p, n) || pc_reply_record_start(p, n))
		return PC_STOP_ALL;
	pc_reply_trim(&p, &n);
	if (is_separator(p, n) || is_underscores(p, n) ||
	    is_header_block(lines, count, i))
		return PC_STOP_ALL;
	if (is_attribution(lines, count, i) || is_sent_from(p, n))
		return PC_STOP_SAY;
	return PC_STOP_NONE;
}
