/* mail-address.h: the address in a From: or --sender value. Pure. */
#ifndef PARCHIS_MAIL_ADDRESS_H
#define PARCHIS_MAIL_ADDRESS_H

#include <stddef.h>

/* The address in "Name <address>" or in a bare address (leading blanks
 * skipped, up to the next blank): [*at, *at + *len) of from. */
void pc_mail_bare_address(const char *from, const char **at, size_t *len);

#endif
