/* i18n.h: text for people in their language, or in English for the
 * record. The record is written the same in every language; what the
 * terminal and the mails show is translated. */
#ifndef PARCHIS_I18N_H
#define PARCHIS_I18N_H

#include <stdbool.h>
#include <stddef.h>

#include "gettext.h"

/* text (marked with N_) in the user's language when translate is set,
 * as it is otherwise. */
static inline const char *pc_tr(bool translate, const char *text)
	__attribute__((format_arg(2)));

static inline const char *
pc_tr(bool translate, const char *text)
{
	return translate ? _(text) : text;
}

/* What goes before item k (from 0) of a list of count items: nothing
 * before the first, last (a translated " or " or " and ") before the
 * last, ", " between the others: "red, blue and green". */
static inline const char *
pc_list_sep(size_t k, size_t count, const char *last)
{
	return k == 0 ? "" : k + 1 == count ? last : ", ";
}

#endif
