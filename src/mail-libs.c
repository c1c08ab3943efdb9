/* mail-libs.c: GMime and libxml2 loaded on first use (mail-libs.h). */
#include <config.h>

#include <dlfcn.h>
#include <threads.h>

#include "dl-symbol.h"

#define PC_MAIL_LIBS_LOADER
#include "mail-libs.h"

static struct pc_mail_libs libs;
static bool loaded;
static once_flag load_once = ONCE_FLAG_INIT;

static void
load(void)
{
	void *gmime = dlopen(PC_GMIME_SONAME, RTLD_NOW | RTLD_LOCAL);
	void *xml = dlopen(PC_LIBXML_SONAME, RTLD_NOW | RTLD_LOCAL);
	xmlMallocFunc malloc_fn;
	xmlReallocFunc realloc_fn;
	xmlStrdupFunc strdup_fn;

	if (gmime == NULL || xml == NULL)
		return;
#define PC_MAIL_LIBS_FIND(handle, f) \
	if (!pc_dl_symbol(handle, #f, &libs.f, sizeof libs.f)) \
		return;
#define PC_MAIL_LIBS_FIND_GMIME(f) PC_MAIL_LIBS_FIND(gmime, f)
#define PC_MAIL_LIBS_FIND_XML(f) PC_MAIL_LIBS_FIND(xml, f)
	PC_MAIL_GMIME_FUNCTIONS(PC_MAIL_LIBS_FIND_GMIME)
	PC_MAIL_XML_FUNCTIONS(PC_MAIL_LIBS_FIND_XML)
	if (libs.xmlMemGet(&libs.xml_free, &malloc_fn, &realloc_fn,
			   &strdup_fn) != 0 || libs.xml_free == NULL)
		return;
	loaded = true;
}

bool
pc_mail_libs_ready(void)
{
	call_once(&load_once, load);
	return loaded;
}

const struct pc_mail_libs *
pc_mail_libs(void)
{
	call_once(&load_once, load);
	return &libs;
}
