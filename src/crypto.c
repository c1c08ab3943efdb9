/* crypto.c: libsodium behind the names of crypto.h. */
#include <config.h>

#include "crypto.h"

_Static_assert(crypto_auth_hmacsha256_BYTES == PC_SHA256_BYTES &&
		       crypto_hash_sha256_BYTES == PC_SHA256_BYTES,
	       "HMAC-SHA256 and SHA-256 give 32 bytes");

bool
pc_crypto_init(void)
{
	return sodium_init() >= 0;
}

void
pc_hmac_init(struct pc_hmac *h, const void *key, size_t len)
{
	crypto_auth_hmacsha256_init(&h->state, key, len);
}

void
pc_hmac_update(struct pc_hmac *h, const void *data, size_t len)
{
	crypto_auth_hmacsha256_update(&h->state, data,
				      (unsigned long long)len);
}

void
pc_hmac_final(struct pc_hmac *h, unsigned char out[PC_SHA256_BYTES])
{
	crypto_auth_hmacsha256_final(&h->state, out);
	sodium_memzero(h, sizeof *h);
}

void
pc_sha256(unsigned char out[PC_SHA256_BYTES], const void *data, size_t len)
{
	crypto_hash_sha256(out, data, (unsigned long long)len);
}

void
pc_hex(char *out, size_t size, const void *bin, size_t len)
{
	sodium_bin2hex(out, size, bin, len);
}

void
pc_base64(char *out, size_t size, const void *bin, size_t len)
{
	sodium_bin2base64(out, size, bin, len, sodium_base64_VARIANT_ORIGINAL);
}

void
pc_random_bytes(void *buf, size_t len)
{
	randombytes_buf(buf, len);
}

void
pc_wipe(void *p, size_t len)
{
	sodium_memzero(p, len);
}

bool
pc_secret_equal(const void *a, const void *b, size_t len)
{
	return sodium_memcmp(a, b, len) == 0;
}
