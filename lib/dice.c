/* dice.c: seeded dice with HMAC-SHA256 (crypto.h). */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "decimal.h"
#include "dice.h"
#include "record.h"

void
pc_dice_key_init(struct pc_dice_key *key, const void *seed, size_t seed_len)
{
	pc_hmac_init(&key->keyed, seed, seed_len);
}

void
pc_dice_key_roll(const struct pc_dice_key *key, const char *game, uint32_t n,
		 int count, uint8_t *out)
{
	static const char prefix[] = "parchis:v1:";
	struct pc_hmac state;
	unsigned char mac[PC_SHA256_BYTES];
	char message[PC_GAME_ID_MAX + 48];
	size_t game_len = strnlen(game, PC_GAME_ID_MAX), start, length;
	int made = 0;

	/* "parchis:v1:" G ":" n, and ":" k after the first 32 bytes, put
	 * together by hand: snprintf was 2% of play on a seeded game. */
	memcpy(message, prefix, sizeof prefix - 1);
	memcpy(message + sizeof prefix - 1, game, game_len);
	start = sizeof prefix - 1 + game_len;
	message[start++] = ':';
	start += pc_decimal(message + start, (unsigned long)n);
	for (unsigned long k = 0; made < count; k++) {
		length = start;
		if (k > 0) {
			message[length++] = ':';
			length += pc_decimal(message + length, k);
		}
		/* A copy of the keyed state spares hashing the key again. */
		state = key->keyed;
		pc_hmac_update(&state, message, length);
		pc_hmac_final(&state, mac);
		/* 252 = 42 * 6: skipping the bytes above keeps every face
		 * equally likely. */
		for (size_t i = 0; i < sizeof mac && made < count; i++)
			if (mac[i] < 252)
				out[made++] = (uint8_t)(mac[i] % 6 + 1);
	}
	pc_wipe(mac, sizeof mac);
}

void
pc_dice_roll(const void *seed, size_t seed_len, const char *game, uint32_t n,
	     int count, uint8_t *out)
{
	struct pc_dice_key key;

	pc_dice_key_init(&key, seed, seed_len);
	pc_dice_key_roll(&key, game, n, count, out);
	pc_wipe(&key, sizeof key);
}
