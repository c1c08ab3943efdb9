/* bot-level.h: the levels of the computer players, by name. A record
 * names a seat's level (bot: strong); the bots themselves are bot.h, which
 * a record does not need. */
#ifndef PARCHIS_BOT_LEVEL_H
#define PARCHIS_BOT_LEVEL_H

#include <stdbool.h>
#include <stddef.h>

enum pc_bot_level {
	PC_BOT_NONE,		/* a person plays */
	PC_BOT_RANDOM,
	PC_BOT_STRONG,
	PC_BOT_EXPERT,
	PC_BOT_LEVELS
};

/* Name of level ("random"; "none" for PC_BOT_NONE). */
const char *pc_bot_level_name(enum pc_bot_level level);

/* Looks up a level by name (len bytes): "random", "strong" or "expert";
 * false for anything else. */
bool pc_bot_level_parse(const char *text, size_t len, enum pc_bot_level *out);

#endif
