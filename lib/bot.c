/* bot.c: the bots' PRNG, and choosing by level. */
#include <config.h>

#include <string.h>

#include "bot.h"

uint64_t
pc_bot_rng_seed(const void *text, size_t len, uint64_t number)
{
	const unsigned char *p = text;
	uint64_t h = UINT64_C(0xcbf29ce484222325);	/* FNV-1a */
	uint64_t state;

	for (size_t i = 0; i < len; i++)
		h = (h ^ p[i]) * UINT64_C(0x100000001b3);
	/* FNV alone leaves nearby numbers with nearby states; two rounds of
	 * splitmix scatter them. */
	state = h ^ pc_bot_rng_next(&number);
	pc_bot_rng_next(&state);
	return state;
}

size_t
pc_bot_choose(const struct pc_engine *e, const struct pc_position *pos,
	      const uint8_t *dice, int ndice, const struct pc_play *plays,
	      size_t n, enum pc_bot_level level,
	      const enum pc_bot_level levels[PC_NCOLOURS], uint64_t *rng)
{
	if (n <= 1)
		return 0;
	if (level == PC_BOT_STRONG)
		return pc_bot_strong(e, pos, dice, ndice, plays, n);
	if (level == PC_BOT_EXPERT)
		return pc_bot_expert(e, pos, dice, ndice, plays, n, 0, levels);
	return pc_bot_random(n, rng);
}
