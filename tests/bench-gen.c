/* bench-gen.c: writes a long game record for the play benchmark.
 *
 *   tests/bench-gen TURNS [SEED] > record.yaml
 *
 * A real game of four lasts some 300 to 500 rolls, so longer records are
 * made up: manual dice (the generator chooses the rolls, at random, but
 * never one that would end the game), play going on for three places, and
 * four players who capture when they can and otherwise keep away from the
 * goal. Once all but one piece of three players are home the rest is
 * passes. Every turn is legal and
 * written as the referee writes it, so parchis play replays it all. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>

#include "engine.h"

enum { PLAYS_CAP = 1024 };

static struct pc_play plays[PLAYS_CAP];
static uint64_t state = 1;

static uint64_t
rng_next(void)
{
	uint64_t z = (state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* Prefers a capture, then a play that keeps its pieces on the ring, then
 * one that reaches no goal; among equals the first found from a random
 * start. Pieces that stay on the ring get captured and go round again,
 * which keeps the made-up game going. */
static size_t
choose(const struct pc_engine *e, size_t n)
{
	size_t best = 0, start = (size_t)(rng_next() % n);
	int best_score = -1;

	for (size_t k = 0; k < n; k++) {
		size_t i = (start + k) % n;
		int score = 2, capture = 0;

		for (int m = 0; m < plays[i].nmoves; m++) {
			const struct pc_move *mv = &plays[i].moves[m];

			capture |= mv->captured != PC_NO_PIECE;
			if (mv->to >= e->board.goal)
				score = 0;
			else if (mv->to > e->board.ring_steps && score > 1)
				score = 1;
		}
		score = capture ? 3 : score;
		if (score > best_score) {
			best_score = score;
			best = i;
		}
	}
	return best;
}

/* A roll, and the play chosen for it, that does not end the game. */
static int
draw(const struct pc_engine *e, const struct pc_position *pos,
     struct pc_play *out)
{
	struct pc_position next;
	uint8_t roll = 1;

	for (int tries = 0; tries < 64; tries++) {
		size_t n;

		roll = (uint8_t)(rng_next() % 6 + 1);
		n = pc_legal_plays(e, pos, &roll, 1, plays, PLAYS_CAP);
		if (n > PLAYS_CAP)
			n = PLAYS_CAP;
		*out = plays[choose(e, n)];
		next = *pos;
		pc_apply_play(e, &next, &roll, 1, out, NULL);
		if (!next.over)
			return roll;
	}
	return roll;
}

int
main(int argc, char **argv)
{
	struct pc_engine engine;
	struct pc_rules rules;
	struct pc_position pos;
	struct pc_step steps[PC_PLAY_MOVES];
	struct pc_play play;
	char text[PC_STEP_TEXT_MAX];
	long turns = argc > 1 ? atol(argv[1]) : 1000;

	state = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
	pc_rules_preset(PC_PRESET_CLASSIC, &rules);
	rules.places = 3;	/* play on for second and third place */
	if (turns < 1 || !pc_engine_init(&engine, &rules, NULL))
		return EXIT_FAILURE;
	pc_position_init(&engine, &pos, 0xf, PC_YELLOW);
	printf("parchis: 1\ngame: bench-%ld\nrules: {preset: classic, places: 3}\n"
	       "dice: manual\n"
	       "players:\n  - {colour: yellow, name: Ana}\n"
	       "  - {colour: blue, name: Bea}\n  - {colour: red, name: Luis}\n"
	       "  - {colour: green, name: Gus}\nfirst: yellow\nturns:\n",
	       turns);
	for (long n = 1; n <= turns && !pos.over; n++) {
		uint8_t roll = (uint8_t)draw(&engine, &pos, &play);
		size_t nsteps =
			pc_play_steps(&engine, &play, PC_NOTATION_SHORT, steps);

		printf("  - {n: %ld, player: %s, roll: [%d], move: [", n,
		       pc_colour_name(pos.to_move), roll);
		for (size_t s = 0; s < nsteps; s++) {
			if (steps[s].piece == 0 && !steps[s].pass)
				steps[s].piece = (uint8_t)(play.moves[s].piece + 1);
			printf("%s%s", s ? ", " : "", pc_step_format(&steps[s], text));
		}
		printf("]}\n");
		pc_apply_play(&engine, &pos, &roll, 1, &play, NULL);
	}
	return EXIT_SUCCESS;
}
