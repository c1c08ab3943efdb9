/* dice.c: seeded dice with libsodium's HMAC-SHA256. */
#include <config.h>

#include <sodium.h>
#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "record.h"

enum pc_status
pc_dice_roll(const void *seed, size_t seed_len, const char *game, uint32_t n,
	     int count, uint8_t *out, struct pc_error *err)
{
	crypto_auth_hmacsha256_state state;
	unsigned char mac[crypto_auth_hmacsha256_BYTES];
	char message[PC_GAME_ID_MAX + 48];
	int made = 0, length;

	if (sodium_init() < 0)
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0,
				    "cannot start the crypto library");
	for (unsigned long k = 0; made < count; k++) {
		length = k == 0 ? snprintf(message, sizeof message,
					   "parchis:v1:%s:%lu", game,
					   (unsigned long)n)
				: snprintf(message, sizeof message,
					   "parchis:v1:%s:%lu:%lu", game,
					   (unsigned long)n, k);
		crypto_auth_hmacsha256_init(&state, seed, seed_len);
		crypto_auth_hmacsha256_update(&state,
					      (const unsigned char *)message,
					      (unsigned long long)length);
		crypto_auth_hmacsha256_final(&state, mac);
		/* 252 = 42 * 6: skipping the bytes above keeps every face
		 * equally likely. */
		for (size_t i = 0; i < sizeof mac && made < count; i++)
			if (mac[i] < 252)
				out[made++] = (uint8_t)(mac[i] % 6 + 1);
	}
	sodium_memzero(&state, sizeof state);
	return PC_OK;
}
