/* dl-symbol.c: a function of a library loaded on first use
 * (dl-symbol.h). */
#include <config.h>

#include <dlfcn.h>
#include <string.h>

#include "dl-symbol.h"

bool
pc_dl_symbol(void *handle, const char *name, void *to, size_t size)
{
	void *p = dlsym(handle, name);

	if (p == NULL)
		return false;
	/* dlsym gives functions as void *: copied, not converted. */
	memcpy(to, &p, size);
	return true;
}
