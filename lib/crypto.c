/* crypto.c: Nettle's HMAC-SHA256, SHA-256, hex and base64, and the
 * system's random source, behind the names of crypto.h.
 *
 * Every roll of seeded or secret dice is an HMAC, and every turn of
 * secret dice a second one. Nettle, as Debian builds it, picks at run
 * time the processor's SHA instructions where it has them; the same
 * digests everywhere. It is linked as pkg-config says.
 *
 * Random bytes come from getrandom(2), the kernel's own source, which
 * needs no library and no file (issue 52: one cryptography library). */
#include <config.h>

#include <errno.h>
#include <nettle/base16.h>
#include <nettle/base64.h>
#include <nettle/memops.h>
#include <nettle/sha2.h>
#include <string.h>
#include <sys/random.h>

#include "crypto.h"

_Static_assert(SHA256_DIGEST_SIZE == PC_SHA256_BYTES,
	       "HMAC-SHA256 and SHA-256 give 32 bytes");

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

/* Nettle's base16 writes lower-case digits, as the record, the key files
 * and the mail marks spell them. */
void
pc_hex(char *out, size_t size, const void *bin, size_t len)
{
	if (size == 0)
		return;
	/* A short out takes the whole bytes that fit, not a half of one:
	 * what is written is always hex of a prefix. */
	if (len > (size - 1) / 2)
		len = (size - 1) / 2;
	base16_encode_update(out, len, bin);
	out[BASE16_ENCODE_LENGTH(len)] = '\0';
}

void
pc_base64(char *out, size_t size, const void *bin, size_t len)
{
	if (size == 0)
		return;
	/* Padding comes only at the very end: a short out takes whole
	 * groups of three bytes. */
	if (len > (size - 1) / 4 * 3)
		len = (size - 1) / 4 * 3;
	base64_encode_raw(out, len, bin);
	out[BASE64_ENCODE_RAW_LENGTH(len)] = '\0';
}

/* getrandom(2) gives up to 256 bytes whole once the kernel's source is
 * ready, and may be cut short by a signal before that or for more: it is
 * asked again for the rest. A failure (ENOSYS where the kernel or a
 * sandbox has no getrandom) has no good fallback: /dev/urandom may be
 * missing where getrandom is, and anything weaker would make guessable
 * keys. The caller is told, and says why. */
bool
pc_random_bytes(void *buf, size_t len)
{
	unsigned char *at = buf;
	size_t left = len;
	ssize_t n;
	int saved;

	while (left > 0) {
		n = getrandom(at, left, 0);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			saved = n < 0 ? errno : EIO;
			pc_wipe(buf, len);
			errno = saved;
			return false;
		}
		at += n;
		left -= (size_t)n;
	}
	return true;
}

void
pc_wipe(void *p, size_t len)
{
	/* The C library's, which the compiler may not drop either. */
	explicit_bzero(p, len);
}

bool
pc_secret_equal(const void *a, const void *b, size_t len)
{
	return memeql_sec(a, b, len) != 0;
}
