/* json-libs.c: jansson loaded on first use (json-libs.h). */
#include <config.h>

#include <dlfcn.h>
#include <threads.h>

#include "dl-symbol.h"

#define PC_JSON_LIBS_LOADER
#include "json-libs.h"

static struct pc_json_libs libs;
static bool loaded;
static once_flag load_once = ONCE_FLAG_INIT;

static void
load(void)
{
	void *jansson = dlopen(PC_JANSSON_SONAME, RTLD_NOW | RTLD_LOCAL);

	if (jansson == NULL)
		return;
#define PC_JSON_LIBS_FIND(f) \
	if (!pc_dl_symbol(jansson, #f, &libs.f, sizeof libs.f)) \
		return;
	PC_JSON_FUNCTIONS(PC_JSON_LIBS_FIND)
	loaded = true;
}

bool
pc_json_libs_ready(void)
{
	call_once(&load_once, load);
	return loaded;
}

const struct pc_json_libs *
pc_json_libs(void)
{
	call_once(&load_once, load);
	return &libs;
}

void
pc_json_decref(json_t *json)
{
	/* json_decref of <jansson.h>, its json_delete the table's. */
	if (json != NULL && json->refcount != (size_t)-1 &&
	    JSON_INTERNAL_DECREF(json) == 0)
		libs.json_delete(json);
}
