/* mail-address.c: the address in a From: or --sender value. */
#include <config.h>

#include <string.h>

#include "mail-address.h"

void
pc_mail_bare_address(const char *from, const char **at, size_t *len)
{
	const char *open = strrchr(from, '<');
	const char *close = open ? strchr(open, '>') : NULL;

	if (open != NULL && close != NULL) {
		*at = open + 1;
		*len = (size_t)(close - open - 1);
		return;
	}
	while (*from == ' ')
		from++;
	*at = from;
	*len = strcspn(from, " ");
}
