/* dice.h: the dice of parchis-record(5), DICE, derived from a seed.
 *
 * Roll n of game G with seed S reads the bytes of
 * HMAC-SHA256(key = S, message = "parchis:v1:" G ":" n), then of
 * HMAC-SHA256(S, "parchis:v1:" G ":" n ":" k) for k = 1, 2, ... when more
 * are needed; a byte of 252 or more is skipped, any other byte b gives the
 * die b mod 6 + 1. Anyone with Python's hmac module can check a record. */
#ifndef PARCHIS_DICE_H
#define PARCHIS_DICE_H

#include <stddef.h>
#include <stdint.h>


#include "crypto.h"
#include "error.h"

enum { PC_DICE_PER_ROLL_MAX = 64 };

/* A seed made ready for many rolls: HMAC's keyed state, computed once. */
struct pc_dice_key {
	struct pc_hmac keyed;
};

/* Prepares key from seed (seed_len bytes). */
void pc_dice_key_init(struct pc_dice_key *key, const void *seed,
		      size_t seed_len);

/* Writes count dice (1..PC_DICE_PER_ROLL_MAX) of roll n of game into out. */
void pc_dice_key_roll(const struct pc_dice_key *key, const char *game,
		      uint32_t n, int count, uint8_t *out);

/* Writes count dice (1..PC_DICE_PER_ROLL_MAX) of roll n of game into out.
 * seed is seed_len bytes; game is a NUL-terminated id. */
void pc_dice_roll(const void *seed, size_t seed_len, const char *game,
		  uint32_t n, int count, uint8_t *out);

#endif
