/* crypto.c: Nettle's HMAC-SHA256 and SHA-256, and libsodium for the
 * rest, behind the names of crypto.h.
 *
 * Every roll of seeded or secret dice is an HMAC, and every turn of
 * secret dice a second one: libsodium's portable SHA-256 was a fifth
 * of play on a secret-dice game (issue 20). Nettle, as Debian builds
 * it, picks at run time the processor's SHA instructions where it has
 * them, four times as fast here; the same digests everywhere.
 *
 * Nettle is linked into the program, from its static archive where
 * the system has one (configure.ac): loaded with dlopen at a game's
 * first roll, its 300 KB library and its relocations cost some 0.13 ms
 * of CPU, 7% of play on a real game of 320 rolls; linked, the few
 * functions used cost nothing until called.
 *
 * libsodium is not linked: a record with manual dice, and most
 * commands (board, rules, moves, --help), have no use for it, and
 * loading it at every start cost some 0.1 ms of CPU and 380 KB of
 * resident memory (issue 20). Its functions are reached through a table
 * that dlopen and dlsym fill, and sodium_init run, on the first call
 * that needs one, as mail-libs.h does for GMime: keys, mail marks and
 * ids. The types and sizes still come from the headers. */
#include <config.h>

#include <dlfcn.h>
#include <sodium.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "dl-symbol.h"

#include "crypto.h"

_Static_assert(SHA256_DIGEST_SIZE == PC_SHA256_BYTES,
	       "HMAC-SHA256 and SHA-256 give 32 bytes");

/* The functions of libsodium, by the names it exports. */
#define SODIUM_FUNCTIONS(X) \
	X(sodium_init) \
	X(sodium_bin2hex) \
	X(sodium_bin2base64) \
	X(randombytes_buf) \
	X(sodium_memcmp)

#define LIB_MEMBER(f) __typeof__(f) *f;

static struct {
	SODIUM_FUNCTIONS(LIB_MEMBER)
} lib;
static bool sodium_loaded;
static once_flag sodium_once = ONCE_FLAG_INIT;

#define LIB_FIND(table, handle, f) \
	if (!pc_dl_symbol(handle, #f, &table.f, sizeof table.f)) \
		return;

static void
load_sodium(void)
{
	void *sodium = dlopen(PC_SODIUM_SONAME, RTLD_NOW | RTLD_LOCAL);

	if (sodium == NULL)
		return;
#define SODIUM_FIND(f) LIB_FIND(lib, sodium, f)
	SODIUM_FUNCTIONS(SODIUM_FIND)
	sodium_loaded = lib.sodium_init() >= 0;
}

/* libsodium, for the functions that have no way to fail: it is a
 * dependency of parchis, and one that cannot be loaded (a broken
 * installation) or started (no entropy source) ends the program, as a
 * missing library did when it was linked. */
static void
need(void)
{
	call_once(&sodium_once, load_sodium);
	if (!sodium_loaded)
		abort();
}

void
pc_hmac_init(struct pc_hmac *h, const void *key, size_t len)
{
	hmac_sha256_set_key(&h->state, len, key);
}

void
pc_hmac_update(struct pc_hmac *h, const void *data, size_t len)
{
	hmac_sha256_update(&h->state, len, data);
}

void
pc_hmac_final(struct pc_hmac *h, unsigned char out[PC_SHA256_BYTES])
{
	hmac_sha256_digest(&h->state, PC_SHA256_BYTES, out);
	pc_wipe(h, sizeof *h);
}

void
pc_sha256(unsigned char out[PC_SHA256_BYTES], const void *data, size_t len)
{
	struct sha256_ctx ctx;

	sha256_init(&ctx);
	sha256_update(&ctx, len, data);
	sha256_digest(&ctx, PC_SHA256_BYTES, out);
	pc_wipe(&ctx, sizeof ctx);
}

void
pc_hex(char *out, size_t size, const void *bin, size_t len)
{
	need();
	lib.sodium_bin2hex(out, size, bin, len);
}

void
pc_base64(char *out, size_t size, const void *bin, size_t len)
{
	need();
	lib.sodium_bin2base64(out, size, bin, len,
			      sodium_base64_VARIANT_ORIGINAL);
}

void
pc_random_bytes(void *buf, size_t len)
{
	need();
	lib.randombytes_buf(buf, len);
}

void
pc_wipe(void *p, size_t len)
{
	/* The C library's, which the compiler may not drop either: every
	 * run wipes its copy of a secret, most with no secret and no other
	 * use for libsodium. */
	explicit_bzero(p, len);
}

bool
pc_secret_equal(const void *a, const void *b, size_t len)
{
	need();
	return lib.sodium_memcmp(a, b, len) == 0;
}
