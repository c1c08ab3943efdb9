/* bot-random.c: the random bot, a uniformly random legal play. It is the
 * yardstick the strong bot is measured against, and a fast opponent for
 * self-play. */
#include <config.h>

#include "bot.h"

size_t
pc_bot_random(size_t n, uint64_t *rng)
{
	return n <= 1 ? 0 : (size_t)pc_bot_rng_below(rng, n);
}
