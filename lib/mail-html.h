/* mail-html.h: the text of an HTML mail, as its reader sees it.
 *
 * Some clients send a reply as HTML alone (Outlook can, and webmails on
 * phones). The text the player wrote is then in the HTML, and the mail
 * they answered is quoted by markup rather than by "> ": a blockquote,
 * Gmail's div.gmail_quote, Apple's and Thunderbird's blockquote
 * type=cite, Outlook's reply header (a div with a top border, or
 * div#divRplyFwdMsg) above the original, which Outlook leaves unquoted.
 * The text made from it quotes all of those with "> ", as a plain text
 * reply would, so that one reader of replies reads both. */
#ifndef PARCHIS_MAIL_HTML_H
#define PARCHIS_MAIL_HTML_H

#include <stddef.h>

#include "buffer.h"
#include "error.h"

/* Appends to out the text of the HTML document html (len bytes, UTF-8,
 * whatever its <meta> says), with LF line ends: <br>, <p>, <div>, <tr>,
 * <li> and the other blocks break lines, white space runs are one space
 * (literal spaces inside a text are kept, <pre> is kept as it is),
 * entities are decoded, &nbsp; is a space, <script>, <style> and <head>
 * are dropped, and quoted parts carry a "> " per level on every line.
 * libxml2 reads any HTML, broken or not: the only error is
 * PC_ERR_NOMEM (or PC_ERR_DATA for a document over 2 GB). */
enum pc_status pc_mail_html_text(const char *html, size_t len,
				 struct pc_buffer *out, struct pc_error *err);

#endif
