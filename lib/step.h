/* step.h: one step of a move in the record's notation.
 *
 *   pass       the player passes
 *   2          piece 2 moves (the amount is the only one that fits)
 *   2+5        piece 2 moves 5 (a 6 counted as 7 is 2+7; a bonus is 2+20)
 *   r2, r2+5   piece 2 of red (a partner's piece in pairs)
 *   +5         a piece comes out of the nest (the lowest-numbered there) */
#ifndef PARCHIS_STEP_H
#define PARCHIS_STEP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "colour.h"

enum {
	PC_PIECES = 4,		/* pieces per colour */
	PC_AMOUNT_MAX = 99,	/* the largest amount a step may name */
	PC_STEP_TEXT_MAX = 8,	/* "r4+99" and a NUL, with room */
};

struct pc_step {
	bool pass;
	bool has_colour;
	bool has_amount;
	uint8_t colour;		/* enum pc_colour, when has_colour */
	uint8_t piece;		/* 1..PC_PIECES; 0 for "+5" (from the nest) */
	uint8_t amount;		/* 1..PC_AMOUNT_MAX, when has_amount */
};

/* Parses one step of len bytes ("paso", the Spanish word, is "pass").
 * On failure returns false and writes why ("piece 5 does not exist")
 * into why. */
bool pc_step_parse(const char *text, size_t len, struct pc_step *out,
		   char *why, size_t why_size);

/* Writes step in the record's notation into buf and returns buf. */
const char *pc_step_format(const struct pc_step *step,
			   char buf[PC_STEP_TEXT_MAX]);

#endif
