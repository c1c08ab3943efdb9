/* math-libs.c: libm loaded on first use (math-libs.h). */
#include <config.h>

#include <dlfcn.h>
#include <gnu/lib-names.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#define PC_MATH_LIBS_LOADER
#include "math-libs.h"

static struct pc_math_libs libs;
static once_flag load_once = ONCE_FLAG_INIT;

/* The address of name in handle into *to; false when missing. */
static bool
find(void *handle, const char *name, void *to, size_t size)
{
	void *p = dlsym(handle, name);

	if (p == NULL)
		return false;
	/* dlsym gives functions as void *: copied, not converted. */
	memcpy(to, &p, size);
	return true;
}

static void
load(void)
{
	void *m = dlopen(LIBM_SO, RTLD_NOW | RTLD_LOCAL);

	if (m == NULL)
		abort();
#define PC_MATH_LIBS_FIND(f) \
	if (!find(m, #f, &libs.f, sizeof libs.f)) \
		abort();
	PC_MATH_FUNCTIONS(PC_MATH_LIBS_FIND)
}

const struct pc_math_libs *
pc_math_libs(void)
{
	call_once(&load_once, load);
	return &libs;
}
