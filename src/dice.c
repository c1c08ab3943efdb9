/* dice.c: seeded dice with libsodium's HMAC-SHA256. */
#include <config.h>

#include <sodium.h>
#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "record.h"

enum pc_status
pc_dice_key_init(struct pc_dice_key *key, const void *seed, size_t seed_len,
		 struct pc_error *err)
{
	if (sodium_init() < 0)
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0,
				    "cannot start the crypto library");
	crypto_auth_hmacsha256_init(&key->keyed, seed, seed_len);
	return PC_OK;
}

void
pc_dice_key_roll(const struct pc_dice_key *key, const char *game, uint32_t n,
		 int count, uint8_t *out)
{
	crypto_auth_hmacsha256_state state;
	unsigned char mac[crypto_auth_hmacsha256_BYTES];
	char message[PC_GAME_ID_MAX + 48];
	int made = 0, length;

	for (unsigned long k = 0; made < count; k++) {
		length = k == 0 ? snprintf(message, sizeof message,
					   "parchis:v1:%s:%lu", game,
					   (unsigned long)n)
				: snprintf(message, sizeof message,
					   "parchis:v1:%s:%lu:%lu", game,
					   (unsigned long)n, k);
		/* A copy of the keyed state spares hashing the key again. */
		state = key->keyed;
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
}

enum pc_status
pc_dice_roll(const void *seed, size_t seed_len, const char *game, uint32_t n,
	     int count, uint8_t *out, struct pc_error *err)
{
	struct pc_dice_key key;

	if (pc_dice_key_init(&key, seed, seed_len, err) != PC_OK)
		return err->status;
	pc_dice_key_roll(&key, game, n, count, out);
	sodium_memzero(&key, sizeof key);
	return PC_OK;
}
