/* crypto.h: the one door to Nettle and the system's random source. Dice,
 * macs, key files, mail marks and ids hash, key, encode and draw through
 * here; no other file calls them.
 *
 * The HMAC state is Nettle's own type, so this header includes
 * <nettle/hmac.h> for it; nothing else of Nettle is used outside
 * crypto.c. */
#ifndef PARCHIS_CRYPTO_H
#define PARCHIS_CRYPTO_H

#include <nettle/hmac.h>
#include <stdbool.h>
#include <stddef.h>

enum { PC_SHA256_BYTES = 32 };

/* HMAC-SHA256 as it runs: keyed, then fed, then finished. A keyed state
 * may be copied to go on with several texts under one key. */
struct pc_hmac {
	struct hmac_sha256_ctx state;
};

/* Only pc_random_bytes can fail; the others are Nettle's or plain code,
 * and cannot. */
void pc_hmac_init(struct pc_hmac *h, const void *key, size_t len);
void pc_hmac_update(struct pc_hmac *h, const void *data, size_t len);

/* The mac, into out; h is wiped. */
void pc_hmac_final(struct pc_hmac *h, unsigned char out[PC_SHA256_BYTES]);

void pc_sha256(unsigned char out[PC_SHA256_BYTES], const void *data,
	       size_t len);

/* len bytes as lower-case hex digits and a NUL, into out (size at least
 * 2 * len + 1; a smaller out gets as many whole bytes as fit). */
void pc_hex(char *out, size_t size, const void *bin, size_t len);

/* len bytes in standard base64 with padding and a NUL, into out (size at
 * least 4 * ((len + 2) / 3) + 1; a smaller out gets as many whole groups
 * of three bytes as fit). */
void pc_base64(char *out, size_t size, const void *bin, size_t len);

/* Fills buf with len bytes from the system's random source
 * (getrandom(2)). False, with errno set and buf's contents not to be
 * used, when the system has none to give (no getrandom: an old kernel,
 * or a sandbox that refuses it); a caller that cannot go on without
 * them fails with that error. */
bool pc_random_bytes(void *buf, size_t len)
	__attribute__((warn_unused_result));

/* Clears len bytes at p in a way the compiler cannot drop. */
void pc_wipe(void *p, size_t len);

/* Whether a and b (len bytes each) are equal, in constant time. */
bool pc_secret_equal(const void *a, const void *b, size_t len);

#endif
