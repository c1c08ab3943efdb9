/* gettext.h: messages in the user's language (GNU gettext), or in English
 * when configure found no gettext (--disable-nls).
 *
 * _("text") translates where the text is used; N_("text") only marks a
 * text for po/parchis.pot where it is defined (a static table, an argp
 * option's doc, which argp translates itself) and leaves it as it is.
 * Not gnulib's gettext.h: the C library's gettext is all parchis needs. */
#ifndef PARCHIS_GETTEXT_H
#define PARCHIS_GETTEXT_H

#ifdef ENABLE_NLS
#include <libintl.h>
#define _(text) gettext(text)
#else
/* const char *, as gettext returns, whichever way parchis is built; the
 * compiler still checks a format string through the cast. */
#define _(text) ((const char *)(text))
#define gettext(text) ((const char *)(text))
#define ngettext(one, many, n) ((n) == 1 ? (const char *)(one) : \
				(const char *)(many))
#endif

#define N_(text) text

#endif
