/* american-cases.c: questions for Racket's Parcheesi
 * (tests/parcheesi-oracle.rkt) with the engine's own answers, for
 * tests/american-diff.sh.
 *
 *   american-cases positions N SEED QFILE AFILE
 *   american-cases games N SEED QFILE AFILE
 *
 * writes one question a line to QFILE and the engine's answer to the same
 * line of AFILE, in the oracle's language (see its header): "positions"
 * asks, for N positions met in random games, every board a roll of fresh
 * dice can end on; "games" plays N random games and asks, for each roll,
 * whether the play parchis chose is a legal turn that ends on parchis's
 * board, and for each third doubles where the penalty leaves the board.
 *
 * Seats: Racket's green, red, blue and yellow come out on its squares 5,
 * 22, 39 and 56 and turn in that order, as yellow, blue, red and green do
 * on parchis's squares 5, 22, 39 and 56; Racket's square 0 is 68. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "rules.h"

enum { OUTCOMES_MAX = 8192, BOARD_TEXT = 16 * 4 + 8 };

/* Racket's colours in its pawn order (blue, green, red, yellow) as
 * parchis colours, and parchis colours by Racket's names. */
static const int racket_order[4] = {PC_RED, PC_YELLOW, PC_BLUE, PC_GREEN};
static const char *const racket_name[4] = {
	[PC_YELLOW] = "green", [PC_BLUE] = "red", [PC_RED] = "blue",
	[PC_GREEN] = "yellow"};

static struct pc_play plays[OUTCOMES_MAX];
static struct pc_outcome seen[OUTCOMES_MAX];

static uint64_t rng;

static unsigned
next_random(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)((rng >> 11) % n);
}

/* Racket's token for a piece of colour c at progress p. */
static void
token(const struct pc_engine *e, int c, int p, char out[16])
{
	if (p == 0)
		strcpy(out, "S");
	else if (p >= e->board.goal)
		strcpy(out, "G");
	else if (p > e->board.ring_steps)
		snprintf(out, 16, "H%d", p - e->board.ring_steps - 1);
	else
		snprintf(out, 16, "%d",
			 (e->board.exit[c] + p - 1) % e->board.ring);
}

static int
compare_tokens(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* The board as the oracle writes it: pieces in order, or each colour's
 * sorted (its canonical form). */
static void
board_text(const struct pc_engine *e, const struct pc_position *pos,
	   int sorted, char *out)
{
	size_t n = 0;

	for (int k = 0; k < 4; k++) {
		char toks[PC_PIECES][16];
		int c = racket_order[k];

		for (int i = 0; i < PC_PIECES; i++)
			token(e, c, pos->progress[c][i], toks[i]);
		if (sorted)
			qsort(toks, PC_PIECES, sizeof *toks, compare_tokens);
		for (int i = 0; i < PC_PIECES; i++)
			n += (size_t)sprintf(out + n, "%s%s",
					     i ? "," : k ? "/" : "", toks[i]);
	}
}

static int
compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The roll's distinct outcomes into plays[]; how many (the tool stops
 * when they do not fit). */
static size_t
list_outcomes(const struct pc_engine *e, const struct pc_position *pos,
	      const uint8_t dice[2])
{
	size_t n = pc_legal_outcomes(e, pos, dice, 2, plays, seen,
				     OUTCOMES_MAX);

	if (n > OUTCOMES_MAX) {
		fprintf(stderr, "american-cases: more than %d outcomes\n",
			OUTCOMES_MAX);
		exit(1);
	}
	return n;
}

/* Every board a roll of dice can end on, as the oracle answers "Q". */
static void
answer_outcomes(const struct pc_engine *e, const struct pc_position *pos,
		const uint8_t dice[2], FILE *out)
{
	size_t n = list_outcomes(e, pos, dice);
	static char texts[OUTCOMES_MAX][BOARD_TEXT];
	static char *sorted[OUTCOMES_MAX];
	size_t distinct = 0;

	for (size_t k = 0; k < n; k++) {
		struct pc_position next = *pos;

		pc_apply_play(e, &next, dice, 2, &plays[k], NULL);
		board_text(e, &next, 1, texts[k]);
		sorted[k] = texts[k];
	}
	qsort(sorted, n, sizeof *sorted, compare_strings);
	for (size_t k = 0; k < n; k++)
		if (k == 0 || strcmp(sorted[k], sorted[k - 1]) != 0)
			sorted[distinct++] = sorted[k];
	fprintf(out, "%zu", distinct);
	for (size_t k = 0; k < distinct; k++)
		fprintf(out, " %s", sorted[k]);
	fputc('\n', out);
}

/* play in the oracle's moves. */
static void
moves_text(const struct pc_engine *e, const struct pc_play *play, FILE *out)
{
	for (int k = 0; k < play->nmoves; k++) {
		const struct pc_move *m = &play->moves[k];
		int c = m->colour;

		if (m->from == 0)
			fprintf(out, " e%d", m->piece);
		else if (m->from > e->board.ring_steps)
			fprintf(out, " h%d:%d:%d", m->piece,
				m->from - e->board.ring_steps - 1, m->amount);
		else
			fprintf(out, " m%d:%d:%d", m->piece,
				(e->board.exit[c] + m->from - 1) %
					e->board.ring,
				m->amount);
	}
}

static void
roll(uint8_t dice[2])
{
	dice[0] = (uint8_t)(1 + next_random(6));
	dice[1] = (uint8_t)(1 + next_random(6));
}

/* Rolls dice for pos and plays one of the roll's outcomes at random;
 * returns the play (in plays[]). */
static const struct pc_play *
random_play(const struct pc_engine *e, struct pc_position *pos,
	    uint8_t dice[2], struct pc_flow *flow)
{
	const struct pc_play *play;

	roll(dice);
	play = &plays[next_random((unsigned)list_outcomes(e, pos, dice))];
	pc_apply_play(e, pos, dice, 2, play, flow);
	return play;
}

/* A position met in a random game, at a random roll, with a fresh roll
 * to come: no 6s, no barrier opened yet. */
static void
random_position(const struct pc_engine *e, struct pc_position *pos)
{
	unsigned stop = next_random(400);

	pc_position_init(e, pos, 0xF, PC_YELLOW);
	for (unsigned r = 0; r < stop && !pos->over; r++) {
		uint8_t dice[2];

		random_play(e, pos, dice, NULL);
	}
	pos->sixes = 0;
	pos->last_moved = PC_NO_PIECE;
	pos->opened_pairs = 0;
}

static void
positions(const struct pc_engine *e, long count, FILE *q, FILE *a)
{
	for (long k = 0; k < count; k++) {
		struct pc_position pos;
		char text[BOARD_TEXT];
		uint8_t dice[2];

		do
			random_position(e, &pos);
		while (pos.over);
		roll(dice);
		board_text(e, &pos, 0, text);
		fprintf(q, "Q %s %s %d %d\n", racket_name[pos.to_move], text,
			dice[0], dice[1]);
		answer_outcomes(e, &pos, dice, a);
	}
}

static void
games(const struct pc_engine *e, long count, FILE *q, FILE *a)
{
	for (long g = 0; g < count; g++) {
		struct pc_position pos;

		pc_position_init(e, &pos, 0xF, PC_YELLOW);
		while (!pos.over) {
			char before[BOARD_TEXT], after[BOARD_TEXT];
			int c = pos.to_move;
			uint8_t dice[2];
			struct pc_flow flow;
			const struct pc_play *play;

			board_text(e, &pos, 0, before);
			play = random_play(e, &pos, dice, &flow);
			board_text(e, &pos, 1, after);
			if (flow.penalty) {
				fprintf(q, "P %s %s\n", racket_name[c], before);
				fprintf(a, "%s\n", after);
				continue;
			}
			fprintf(q, "T %s %s %d %d", racket_name[c], before,
				dice[0], dice[1]);
			moves_text(e, play, q);
			fputc('\n', q);
			fprintf(a, "ok %s\n", after);
		}
	}
}

int
main(int argc, char **argv)
{
	struct pc_rules rules;
	struct pc_engine e;
	struct pc_error err;
	FILE *q, *a;

	if (argc != 6 || (strcmp(argv[1], "positions") != 0 &&
			  strcmp(argv[1], "games") != 0)) {
		fprintf(stderr, "usage: american-cases positions|games N SEED "
				"QUESTIONS ANSWERS\n");
		return 2;
	}
	pc_rules_preset(PC_PRESET_AMERICAN, &rules);
	if (!pc_engine_init(&e, &rules, &err)) {
		fprintf(stderr, "american-cases: %s\n", err.message);
		return 1;
	}
	rng = strtoull(argv[3], NULL, 10) * 2654435761u + 1;
	q = fopen(argv[4], "w");
	a = fopen(argv[5], "w");
	if (q == NULL || a == NULL) {
		perror("american-cases");
		return 1;
	}
	if (strcmp(argv[1], "positions") == 0)
		positions(&e, strtol(argv[2], NULL, 10), q, a);
	else
		games(&e, strtol(argv[2], NULL, 10), q, a);
	return fclose(q) != 0 || fclose(a) != 0;
}
