/* check-bot-util.c: helpers of the bots' unit tests. */
#include <config.h>

#include "check-bot-util.h"

enum { PLAYS = 512 };

const struct pc_play *
util_bot_choice(const struct pc_engine *e, const char *text, int roll,
		enum pc_bot_level level, uint64_t *rng)
{
	static struct pc_play plays[PLAYS];
	struct pc_position pos;
	uint8_t dice[PC_ROLL_DICE];
	int ndice = util_dice_of(roll, dice);
	size_t n, k;

	util_setup(e, &pos, text);
	n = pc_legal_plays(e, &pos, dice, ndice, plays, PLAYS);
	ck_assert_uint_ge(n, 2);	/* else there is nothing to choose */
	ck_assert_uint_le(n, PLAYS);
	k = pc_bot_choose(e, &pos, dice, ndice, plays, n, level, NULL, rng);
	ck_assert_uint_lt(k, n);
	return &plays[k];
}

const char *
util_play_text(const struct pc_engine *e, const struct pc_play *play)
{
	static char buf[PC_PLAY_TEXT_MAX];

	return pc_play_format(e, play, PC_NOTATION_SHORT, buf);
}

int
util_play_captures(const struct pc_play *play)
{
	int n = 0;

	for (int k = 0; k < play->nmoves; k++)
		n += play->moves[k].captured != PC_NO_PIECE;
	return n;
}
