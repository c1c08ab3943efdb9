/* math-libs.c: libm loaded on first use (math-libs.h). */
#include <config.h>

#include <dlfcn.h>
#include <gnu/lib-names.h>
#include <stdbool.h>
#include <stdlib.h>
#include <threads.h>

#include "dl-symbol.h"

#define PC_MATH_LIBS_LOADER
#include "math-libs.h"

static struct pc_math_libs libs;
static once_flag load_once = ONCE_FLAG_INIT;

static void
load(void)
{
	void *m = dlopen(LIBM_SO, RTLD_NOW | RTLD_LOCAL);

	if (m == NULL)
		abort();
#define PC_MATH_LIBS_FIND(f) \
	if (!pc_dl_symbol(m, #f, &libs.f, sizeof libs.f)) \
		abort();
	PC_MATH_FUNCTIONS(PC_MATH_LIBS_FIND)
}

const struct pc_math_libs *
pc_math_libs(void)
{
	call_once(&load_once, load);
	return &libs;
}
