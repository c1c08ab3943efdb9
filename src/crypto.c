/* crypto.c: libsodium behind the names of crypto.h, loaded when first
 * needed.
 *
 * A record with manual dice, and most commands (board, rules, moves of
 * such a record, --help), use no cryptography at all; loading libsodium
 * at every start cost some 0.1 ms of CPU and 380 KB of resident memory
 * (issue 20). So parchis is not linked with it: its functions are
 * reached through a table that dlopen and dlsym fill, and sodium_init
 * run, on the first call here, as mail-libs.h does for GMime. The
 * library's types and sizes still come from <sodium.h>. */
#include <config.h>

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "dl-symbol.h"

#include "crypto.h"

_Static_assert(crypto_auth_hmacsha256_BYTES == PC_SHA256_BYTES &&
		       crypto_hash_sha256_BYTES == PC_SHA256_BYTES,
	       "HMAC-SHA256 and SHA-256 give 32 bytes");

/* The functions. */
#define SODIUM_FUNCTIONS(X) \
	X(sodium_init) \
	X(crypto_auth_hmacsha256_init) \
	X(crypto_auth_hmacsha256_update) \
	X(crypto_auth_hmacsha256_final) \
	X(crypto_hash_sha256) \
	X(sodium_bin2hex) \
	X(sodium_bin2base64) \
	X(randombytes_buf) \
	X(sodium_memzero) \
	X(sodium_memcmp)

#define SODIUM_MEMBER(f) __typeof__(f) *f;

static struct {
	SODIUM_FUNCTIONS(SODIUM_MEMBER)
} lib;
static bool loaded;
static once_flag load_once = ONCE_FLAG_INIT;

static void
load(void)
{
	void *sodium = dlopen(PC_SODIUM_SONAME, RTLD_NOW | RTLD_LOCAL);

	if (sodium == NULL)
		return;
#define SODIUM_FIND(f) \
	if (!pc_dl_symbol(sodium, #f, &lib.f, sizeof lib.f)) \
		return;
	SODIUM_FUNCTIONS(SODIUM_FIND)
	loaded = lib.sodium_init() >= 0;
}

bool
pc_crypto_init(void)
{
	call_once(&load_once, load);
	return loaded;
}

/* The library, for the functions that have no way to fail: libsodium is
 * a dependency of parchis, and one that cannot be loaded (a broken
 * installation) ends the program, as a missing library did when it was
 * linked. Where failing is possible (the dice), pc_crypto_init asks
 * first. */
static void
need(void)
{
	if (!pc_crypto_init())
		abort();
}

void
pc_hmac_init(struct pc_hmac *h, const void *key, size_t len)
{
	need();
	lib.crypto_auth_hmacsha256_init(&h->state, key, len);
}

void
pc_hmac_update(struct pc_hmac *h, const void *data, size_t len)
{
	need();
	lib.crypto_auth_hmacsha256_update(&h->state, data,
					  (unsigned long long)len);
}

void
pc_hmac_final(struct pc_hmac *h, unsigned char out[PC_SHA256_BYTES])
{
	need();
	lib.crypto_auth_hmacsha256_final(&h->state, out);
	lib.sodium_memzero(h, sizeof *h);
}

void
pc_sha256(unsigned char out[PC_SHA256_BYTES], const void *data, size_t len)
{
	need();
	lib.crypto_hash_sha256(out, data, (unsigned long long)len);
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
