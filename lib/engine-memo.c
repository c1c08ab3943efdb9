/* engine-memo.c: the search's transpositions. With four amounts to play
 * (the American game's doubles: two dice and their bottom faces) the
 * same moves made in another order reach the same place again, hundreds
 * of times a roll; what the search finds below a place it has searched
 * already is what it found there, so the plays are copied from there
 * instead of searched again (engine-plays.c).
 *
 * A place is what the rest of the search reads: where every piece
 * stands, which of two pieces on a square came later (the map's order
 * decides a capture on an exit square), the pairs barred for the turn,
 * the moves made and the phase. The arrival stamps themselves, the
 * clock and the piece moved last differ from one order to another and
 * are not read before the roll ends.
 *
 * Which came later can differ only between two pieces moved in the
 * roll: those of the player and, in pairs, the partner's. A piece of
 * another colour does not move in the roll (a captured one leaves the
 * board), so beside another it came before every piece moved since, and
 * after the others as it did before the roll. */
#include <config.h>

#include <string.h>

#include "engine-internal.h"

void
pc_memo_init(struct pc_memo *memo)
{
	memo->used = 0;
	memset(memo->slot, 0, sizeof memo->slot);
}

/* The bits of colour c's pieces that came after the other piece on
 * their square. */
static uint32_t
later(const struct pc_engine *e, const struct pc_position *pos,
      const struct pc_squares *sq, int c)
{
	const uint8_t *square_of = e->board.square_of[c];
	uint32_t bits = 0;

#pragma GCC unroll 4
	for (int i = 0; i < PC_PIECES; i++) {
		int s = square_of[pos->progress[c][i]];

		if (s != 0 && sq->n[s] > 1 && sq->who[s][1] == c * PC_PIECES + i)
			bits |= UINT32_C(1) << (c * PC_PIECES + i);
	}
	return bits;
}

/* The key of the place pos (its map sq), with phase ph not yet settled,
 * after nmoves moves of the roll. */
static inline __attribute__((always_inline)) void
memo_key(const struct pc_engine *e, const struct pc_position *pos,
	 const struct pc_squares *sq, const struct pc_phase *ph, int nmoves,
	 struct pc_memo_key *key)
{
	/* Every byte set: keys are compared whole, and have no padding
	 * (engine-internal.h), so setting each field is enough. */
	memcpy(key->progress, pos->progress, sizeof key->progress);
	/* With no square holding two pieces no piece came after another. */
	key->later = sq->full == 0 ? 0 : later(e, pos, sq, pos->to_move);
	/* Only pairs have partners: no call to ask, a probe at a time. */
	if (e->rules.teams == PC_TEAMS_PAIRS && sq->full != 0) {
		int partner = pc_partner(e, pos, pos->to_move);

		if (partner >= 0)
			key->later |= later(e, pos, sq, partner);
	}
	key->opened_pairs = pos->opened_pairs;
	key->nmoves = (uint8_t)nmoves;
	key->unused = 0;
	key->ph = *ph;
}

enum { KEY_WORDS = sizeof(struct pc_memo_key) / sizeof(uint64_t) };

/* Word k of key: loaded in place (a copy of the whole key into an array
 * of words is a copy GCC makes on the stack, word by word, before it
 * reads them). */
static inline uint64_t
key_word(const struct pc_memo_key *key, size_t k)
{
	uint64_t w;

	memcpy(&w, (const unsigned char *)key + k * sizeof w, sizeof w);
	return w;
}

/* FNV-1a over the key's 64-bit words, then the high bits mixed into
 * the low ones that pick a slot (a product's low bits see only the low
 * bits of what it multiplies). The loop over the words is unrolled:
 * their count is known, and a probe is a few dozen instructions. */
static uint32_t
hash_key(const struct pc_memo_key *key)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);

#pragma GCC unroll 16
	for (size_t k = 0; k < KEY_WORDS; k++)
		h = (h ^ key_word(key, k)) * UINT64_C(0x100000001b3);
	h ^= h >> 33;
	h *= UINT64_C(0xff51afd7ed558ccd);
	h ^= h >> 33;
	return (uint32_t)h;
}

/* Whether two keys are the same, word by word: a call of memcmp costs
 * more than the few words (KEY_WORDS, known to the compiler) it would
 * compare. */
static bool
same_key(const struct pc_memo_key *a, const struct pc_memo_key *b)
{
	uint64_t differ = 0;

#pragma GCC unroll 16
	for (size_t k = 0; k < KEY_WORDS; k++)
		differ |= key_word(a, k) ^ key_word(b, k);
	return differ == 0;
}

/* The slot of key, probing from slot h on (its hash, or a slot the
 * probe for it reached), as a number below PC_MEMO_SLOTS: its entry's,
 * or the empty one where it would go. */
static inline __attribute__((always_inline)) uint32_t
slot_of(const struct pc_memo *memo, const struct pc_memo_key *key,
	uint32_t h)
{
	for (uint32_t k = h % PC_MEMO_SLOTS;; k = (k + 1) % PC_MEMO_SLOTS) {
		uint16_t slot = memo->slot[k];

		if (slot == 0 || same_key(&memo->entry[slot - 1].key, key))
			return k;
	}
}

const struct pc_memo_entry *
pc_memo_find(struct pc_memo *memo, const struct pc_engine *e,
	     const struct pc_position *pos, const struct pc_squares *sq,
	     const struct pc_phase *ph, int nmoves, struct pc_memo_key *key,
	     uint32_t *where)
{
	uint32_t k;

	memo_key(e, pos, sq, ph, nmoves, key);
	k = slot_of(memo, key, hash_key(key));
	/* Where the probe stopped: the slots before it hold other keys,
	 * and keep them (nothing is taken out of a memo), so that adding
	 * the key probes on from there. */
	*where = k;
	return memo->slot[k] == 0 ? NULL : &memo->entry[memo->slot[k] - 1];
}

void
pc_memo_add(struct pc_memo *memo, const struct pc_memo_key *key,
	    uint32_t where, size_t first, size_t count)
{
	uint32_t k;
	struct pc_memo_entry *entry;

	/* Full: the places past it are searched, as without a memo. The
	 * slots stay at least half empty, so a probe ends. */
	if (memo->used == PC_MEMO_ENTRIES)
		return;
	k = slot_of(memo, key, where);
	if (memo->slot[k] != 0)
		return;
	entry = &memo->entry[memo->used++];
	entry->key = *key;
	entry->first = first;
	entry->count = count;
	memo->slot[k] = memo->used;
}
