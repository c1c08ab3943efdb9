/* mail-html.c: an HTML mail's text, through libxml2's HTML parser (the
 * tree it builds from any HTML, however broken, walked in order). */
#include <config.h>

#include <limits.h>
#include <string.h>

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#include "mail-html.h"
#include "mail-read.h"

/* Elements nested deeper than this are dropped: libxml2 builds trees of
 * any depth, and the walk is recursive. */
enum { HTML_DEPTH_MAX = 200 };

struct html_ctx {
	struct pc_buffer *out;
	unsigned level;		/* blockquotes around the text */
	bool outlook;		/* below Outlook's reply header: quoted */
	bool open;		/* the current line has begun */
	bool space;		/* a collapsed space is due before more text */
	unsigned pre;		/* inside <pre>: white space as it is */
	size_t line_begin;	/* where the current line starts in out */
	bool nomem;
	bool too_long;		/* the text passed PC_MAIL_TEXT_MAX (quote
				 * marks, 256 deep, can make it grow) */
};

static void
put(struct html_ctx *c, const char *s, size_t n)
{
	if (c->nomem || c->too_long)
		return;
	if (c->out->len + n > PC_MAIL_TEXT_MAX)
		c->too_long = true;
	else if (!pc_buffer_append(c->out, s, n))
		c->nomem = true;
}

/* Starts a line: its quote prefix, one "> " a level. */
static void
begin_line(struct html_ctx *c)
{
	unsigned depth = c->level + (c->outlook ? 1 : 0);

	if (c->open)
		return;
	c->line_begin = c->out->len;
	for (unsigned d = 0; d < depth; d++)
		put(c, "> ", 2);
	c->open = true;
	c->space = false;
}

/* Ends the line (an empty one when none had begun), without trailing
 * spaces. */
static void
end_line(struct html_ctx *c)
{
	begin_line(c);
	while (!c->nomem && c->out->len > c->line_begin &&
	       c->out->data[c->out->len - 1] == ' ')
		c->out->data[--c->out->len] = '\0';
	put(c, "\n", 1);
	c->open = false;
	c->space = false;
}

static void
ensure_break(struct html_ctx *c)
{
	if (c->open)
		end_line(c);
}

/* Text on the current line, after the space that is due. */
static void
put_text(struct html_ctx *c, const char *s, size_t n)
{
	bool fresh = !c->open;

	begin_line(c);
	if (c->space && !fresh)
		put(c, " ", 1);
	c->space = false;
	put(c, s, n);
}

static bool
is_space(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' ||
	       ch == '\f';
}

/* A text inside <pre>: its line breaks are the lines. */
static void
pre_text(struct html_ctx *c, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\n') {
			end_line(c);
		} else if (s[i] != '\r') {
			begin_line(c);
			put(c, s + i, 1);
		}
	}
}

/* A run of text without white space; U+00A0 (&nbsp;) is a space that
 * stays. */
static void
word(struct html_ctx *c, const char *s, size_t n)
{
	size_t i = 0, from = 0;

	for (; i + 1 < n; i++)
		if (s[i] == '\xC2' && s[i + 1] == '\xA0') {
			put_text(c, s + from, i - from);
			put_text(c, " ", 1);
			from = i + 2;
			i++;
		}
	put_text(c, s + from, n - from);
}

/* A text: runs of white space are one space, or nothing at the start or
 * end of a line; but a run of spaces alone before more of the same text
 * is kept, as a plain text quoted in HTML indents (a record). */
static void
text(struct html_ctx *c, const char *s)
{
	size_t n = strlen(s), i = 0, j;
	bool spaces;

	if (c->pre > 0) {
		pre_text(c, s, n);
		return;
	}
	while (i < n) {
		if (!is_space(s[i])) {
			for (j = i; j < n && !is_space(s[j]); j++)
				;
			word(c, s + i, j - i);
			i = j;
			continue;
		}
		spaces = true;
		for (j = i; j < n && is_space(s[j]); j++)
			spaces = spaces && s[j] == ' ';
		if (spaces && j < n)
			put_text(c, s + i, j - i);
		else if (c->open)
			c->space = true;
		i = j;
	}
}

static bool
named(const xmlNode *n, const char *name)
{
	return strcmp((const char *)n->name, name) == 0;
}

static bool
one_of(const xmlNode *n, const char *const *names)
{
	for (int i = 0; names[i] != NULL; i++)
		if (named(n, names[i]))
			return true;
	return false;
}

/* Whether attribute attr of n holds the word w (class="a b"). */
static bool
has_word(const xmlNode *n, const char *attr, const char *w)
{
	xmlChar *v = xmlGetProp(n, (const xmlChar *)attr);
	const char *p;
	size_t len = strlen(w);
	bool found = false;

	for (p = (const char *)v; p != NULL && *p != '\0' && !found;) {
		while (is_space(*p))
			p++;
		found = strncmp(p, w, len) == 0 &&
			(p[len] == '\0' || is_space(p[len]));
		while (*p != '\0' && !is_space(*p))
			p++;
	}
	xmlFree(v);
	return found;
}

/* Whether n holds a blockquote, at any depth. What is found is kept in
 * each element's _private (the application's field, which libxml2's
 * HTML parser leaves NULL), so that the quotes nested in quotes ask of
 * each element once: a stranger's hundreds of nested Gmail quotes
 * around a large body cost the body once, not once a level. */
static bool
holds_blockquote(xmlNode *n)
{
	static char yes, no;
	bool found = false;

	if (n->_private == &yes || n->_private == &no)
		return n->_private == &yes;
	for (xmlNode *k = n->children; k != NULL && !found; k = k->next)
		found = k->type == XML_ELEMENT_NODE &&
			(named(k, "blockquote") || holds_blockquote(k));
	n->_private = found ? &yes : &no;
	return found;
}

/* Whether the element quotes what it holds: a blockquote, or the quote
 * of Gmail or Yahoo when no blockquote inside does it. */
static bool
is_quote(xmlNode *n)
{
	if (named(n, "blockquote"))
		return true;
	return named(n, "div") &&
	       (has_word(n, "class", "gmail_quote") ||
		has_word(n, "class", "yahoo_quoted")) &&
	       !holds_blockquote(n);
}

enum {
	HEAD_BYTES = 8,		/* of an element's text, to find "From:" */
	HEAD_NODES = 32,	/* looked at for them: Outlook's header has
				 * its "From:" within a handful */
};

/* Gathers the first bytes of n's text after leading white space into
 * head (*len of HEAD_BYTES), looking at *budget nodes at most. */
static void
gather_head(const xmlNode *n, char head[HEAD_BYTES], size_t *len,
	    int *budget)
{
	for (const xmlNode *k = n->children;
	     k != NULL && *len < HEAD_BYTES && --*budget > 0; k = k->next) {
		if (k->type == XML_ELEMENT_NODE) {
			gather_head(k, head, len, budget);
			continue;
		}
		if (k->type != XML_TEXT_NODE || k->content == NULL)
			continue;
		for (const char *p = (const char *)k->content;
		     *p != '\0' && *len < HEAD_BYTES; p++) {
			if (*len == 0 && is_space(*p))
				continue;
			/* &nbsp; (C2 A0) before the text is white space. */
			if (*len == 0 && p[0] == '\xC2' && p[1] == '\xA0') {
				p++;
				continue;
			}
			head[(*len)++] = *p;
		}
	}
}

/* Whether the element's text starts with "From:" or its translation. */
static bool
starts_as_header(xmlNode *n)
{
	static const char *const from[] = {"From:", "De:", "De :", "Von:",
					   "Da:", "Van:", NULL};
	char head[HEAD_BYTES];
	size_t len = 0;
	int budget = HEAD_NODES;

	gather_head(n, head, &len, &budget);
	for (int i = 0; from[i] != NULL; i++)
		if (strlen(from[i]) <= len &&
		    strncmp(head, from[i], strlen(from[i])) == 0)
			return true;
	return false;
}

/* Whether the element is Outlook's header above the original it quotes
 * unquoted: everything from it on is the quote. */
static bool
is_outlook_header(xmlNode *n)
{
	xmlChar *style;
	bool found;

	if (!named(n, "div"))
		return false;
	if (has_word(n, "id", "divRplyFwdMsg") ||
	    has_word(n, "id", "appendonsend"))
		return true;
	style = xmlGetProp(n, (const xmlChar *)"style");
	found = style != NULL && strstr((const char *)style, "border-top") !=
		NULL && starts_as_header(n);
	xmlFree(style);
	return found;
}

static void walk(struct html_ctx *c, xmlNode *parent, int depth);

static void
element(struct html_ctx *c, xmlNode *n, int depth)
{
	static const char *const dropped[] = {"head", "script", "style",
					      "title", "template", NULL};
	static const char *const blocks[] = {
		"address", "article", "aside", "blockquote", "body",
		"caption", "center", "dd", "details", "div", "dl", "dt",
		"fieldset", "figcaption", "figure", "footer", "form", "h1",
		"h2", "h3", "h4", "h5", "h6", "header", "hr", "html", "li",
		"main", "nav", "ol", "p", "pre", "section", "summary",
		"table", "tr", "ul", NULL};
	bool block, quote, pre;

	if (one_of(n, dropped))
		return;
	if (named(n, "br")) {
		end_line(c);
		return;
	}
	if (!c->outlook && is_outlook_header(n)) {
		ensure_break(c);
		c->outlook = true;
	}
	block = one_of(n, blocks);
	quote = is_quote(n);
	pre = named(n, "pre");
	if (block || quote)
		ensure_break(c);
	if ((named(n, "td") || named(n, "th")) && c->open)
		c->space = true;
	c->level += quote;
	c->pre += pre;
	if (depth < HTML_DEPTH_MAX)
		walk(c, n, depth + 1);
	if (block || quote)
		ensure_break(c);
	c->level -= quote;
	c->pre -= pre;
}

static void
walk(struct html_ctx *c, xmlNode *parent, int depth)
{
	for (xmlNode *n = parent->children; n != NULL && !c->nomem;
	     n = n->next) {
		if (n->type == XML_TEXT_NODE ||
		    n->type == XML_CDATA_SECTION_NODE)
			text(c, (const char *)n->content);
		else if (n->type == XML_ELEMENT_NODE)
			element(c, n, depth);
	}
}

/* libxml2 reports what it mends to stderr unless told not to, and
 * library code never prints. */
static void
quiet(void *ctx, const char *msg, ...)
{
	(void)ctx;
	(void)msg;
}

static void
quiet_structured(void *ctx, xmlErrorPtr error)
{
	(void)ctx;
	(void)error;
}

enum pc_status
pc_mail_html_text(const char *html, size_t len, struct pc_buffer *out,
		  struct pc_error *err)
{
	struct html_ctx c = {.out = out};
	htmlDocPtr doc;

	if (len > INT_MAX)
		return pc_error_set(err, PC_ERR_DATA, 0, 0, "the mail's HTML "
				    "text is too long");
	xmlSetGenericErrorFunc(NULL, quiet);
	xmlSetStructuredErrorFunc(NULL, quiet_structured);
	doc = htmlReadMemory(html, (int)len, NULL, "UTF-8",
			     HTML_PARSE_RECOVER | HTML_PARSE_NOERROR |
			     HTML_PARSE_NOWARNING | HTML_PARSE_NONET |
			     HTML_PARSE_NODEFDTD | HTML_PARSE_IGNORE_ENC);
	if (doc == NULL)
		return PC_OK;	/* libxml2's word for an empty document */
	walk(&c, (xmlNode *)doc, 0);
	ensure_break(&c);
	xmlFreeDoc(doc);
	if (c.nomem)
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	if (c.too_long)
		return pc_error_set(err, PC_ERR_DATA, 0, 0, "the mail's HTML "
				    "makes more than %d bytes of text: send "
				    "your move in plain text", PC_MAIL_TEXT_MAX);
	return PC_OK;
}
