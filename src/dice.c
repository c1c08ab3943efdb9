/* dice.c: seeded dice with HMAC-SHA256 (crypto.h). */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "record.h"

enum pc_status
pc_dice_key_init(struct pc_dice_key *key, const void *seed, size_t seed_len,
		 struct pc_error *err)
{
	if (!pc_crypto_init())
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0,
				    "cannot start the crypto library");
	pc_hmac_init(&key->keyed, seed, seed_len);
	return PC_OK;
}

void
pc_dice_key_roll(const struct pc_dice_key *key, const char *game, uint32_t n,
		 int count, uint8_t *out)
{
	struct pc_hmac state;
	unsigned char mac[PC_SHA256_BYTES];
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
		pc_hmac_update(&state, message, (size_t)length);
		pc_hmac_final(&state, mac);
		/* 252 = 42 * 6: skipping the bytes above keeps every face
		 * equally likely. */
		for (size_t i = 0; i < sizeof mac && made < count; i++)
			if (mac[i] < 252)
				out[made++] = (uint8_t)(mac[i] % 6 + 1);
	}
	pc_wipe(mac, sizeof mac);
}

enum pc_status
pc_dice_roll(const void *seed, size_t seed_len, const char *game, uint32_t n,
	     int count, uint8_t *out, struct pc_error *err)
{
	struct pc_dice_key key;

	if (pc_dice_key_init(&key, seed, seed_len, err) != PC_OK)
		return err->status;
	pc_dice_key_roll(&key, game, n, count, out);
	pc_wipe(&key, sizeof key);
	return PC_OK;
}
