/* check-bot-util.h: helpers of the bots' unit tests. */
#ifndef PARCHIS_CHECK_BOT_UTIL_H
#define PARCHIS_CHECK_BOT_UTIL_H

#include <stdint.h>

#include "bot.h"
#include "check-engine-util.h"

/* The play a bot of level chooses for roll (as dice_of reads it) in the
 * position text (as setup reads it); the roll must have at least two
 * legal plays, else the test fails. *rng is the bot's PRNG state. The
 * play lives in a buffer that the next call reuses. */
const struct pc_play *util_bot_choice(const struct pc_engine *e,
				      const char *text, int roll,
				      enum pc_bot_level level, uint64_t *rng);

/* play in the short notation ("+5 1+20"), in a buffer the next call
 * reuses. */
const char *util_play_text(const struct pc_engine *e,
			   const struct pc_play *play);

/* How many pieces play captures. */
int util_play_captures(const struct pc_play *play);

#endif
