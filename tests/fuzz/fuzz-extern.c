/* fuzz-extern.c: libFuzzer target for what a program seated by selfplay
 * --bots cmd:PROGRAM prints: any bytes, read as steps for the pending
 * roll of a game under way. Whatever they hold, the answer is a fault or
 * one legal play of the roll -- one that plays on a copy of the game. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "referee.h"
#include "selfplay-extern.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct pc_extern x;
static struct pc_engine engine;
static bool ready;

/* A classic game of four, 60 rolls in (the first legal play each time,
 * dice from a fixed stream), and a roll pending. */
static void
set_up(void)
{
	static const char *const names[] = {"a", "b", "c", "d"};
	static struct pc_play plays[PC_LEGAL_MAX];
	struct pc_rule_choice rules;
	struct pc_rules r;
	struct pc_error err;
	struct pc_position pos;
	struct pc_play play;
	uint64_t rng = 7;
	uint8_t die;

	memset(&rules, 0, sizeof rules);
	pc_rules_resolve(&rules, &r);
	pc_error_clear(&err);
	if (!pc_engine_init(&engine, &r, &err) || !pc_extern_open(&x) ||
	    !pc_extern_start(&x, &rules, 1, 4, names, 0))
		abort();
	pc_position_init(&engine, &pos, 0xf, 0);
	for (int i = 0; i < 60; i++) {
		die = (uint8_t)(pc_bot_rng_below(&rng, 6) + 1);
		if (pc_legal_plays(&engine, &pos, &die, 1, plays,
				   PC_LEGAL_MAX) == 0 ||
		    !pc_extern_roll(&x, pos.to_move, &die, 1))
			abort();
		pc_extern_move(&x, &engine, &plays[0]);
		pc_apply_play(&engine, &pos, &die, 1, &plays[0], NULL);
	}
	die = 4;
	if (!pc_extern_roll(&x, pos.to_move, &die, 1) ||
	    pc_extern_prepare(&x, &play) == PC_EXTERN_ERROR)
		abort();
	ready = true;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pc_play play;
	struct pc_position copy;
	uint8_t die = 4;

	if (!ready)
		set_up();
	switch (pc_extern_reply(&x, (const char *)data, size, &play)) {
	case PC_EXTERN_OK:
		if (play.player != x.game->pos.to_move)
			abort();
		copy = x.game->pos;
		pc_apply_play(&engine, &copy, &die, 1, &play, NULL);
		break;
	case PC_EXTERN_OUTPUT:
		break;
	default:
		abort();
	}
	return 0;
}
