/* referee-bot.c: a bot's choice for a turn of a record. */
#include <config.h>

#include <string.h>

#include "bot.h"
#include "referee.h"

size_t
pc_referee_bot_choice(const struct pc_record *rec, const char *secret,
		      const struct pc_game *game, const struct pc_turn *t,
		      enum pc_bot_level level, const struct pc_play *plays,
		      size_t n)
{
	char seed[PC_SEED_TEXT_MAX + PC_GAME_ID_MAX + 1];
	size_t len = 0;
	enum pc_bot_level levels[PC_NCOLOURS];
	uint64_t rng;

	/* The game id goes in too: one seed may serve several games. */
	if (!pc_referee_seed(rec, secret, seed, &len))
		len = 0;
	memcpy(seed + len, rec->game, strlen(rec->game));
	len += strlen(rec->game);
	rng = pc_bot_rng_seed(seed, len, t->n);
	for (int c = 0; c < PC_NCOLOURS; c++)
		levels[c] = rec->players[c].bot;
	return pc_bot_choose(&game->engine, &game->pos, t->dice, t->ndice,
			     plays, n, level, levels, &rng);
}
