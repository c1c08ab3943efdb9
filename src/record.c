/* record.c: constructing and releasing records. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "record.h"

void
pc_record_init(struct pc_record *rec)
{
	memset(rec, 0, sizeof *rec);
	rec->version = PC_FORMAT_VERSION;
	rec->rules.preset = PC_PRESET_CLASSIC;
	rec->dice.mode = PC_DICE_SEED;
	rec->dice.mac_version = 1;
}

int
pc_record_seats(const struct pc_record *rec)
{
	struct pc_rules rules;

	pc_rules_resolve(&rec->rules, &rules);
	return rules.seats;
}

void
pc_turn_free(struct pc_turn *turn)
{
	free(turn->say);
	turn->say = NULL;
}

void
pc_record_free(struct pc_record *rec)
{
	free(rec->dice.seed);
	for (int c = 0; c < PC_NCOLOURS; c++) {
		free(rec->players[c].name);
		free(rec->players[c].email);
		free(rec->players[c].salt);
		for (int m = 0; m < PC_PIECES; m++)
			free(rec->players[c].members[m]);
	}
	for (size_t i = 0; i < rec->nturns; i++)
		pc_turn_free(&rec->turns[i]);
	free(rec->turns);
	pc_record_init(rec);
}

struct pc_turn *
pc_record_add_turn(struct pc_record *rec)
{
	struct pc_turn *turn, *grown;
	size_t capacity;

	if (rec->nturns >= PC_MAX_TURNS)
		return NULL;
	if (rec->nturns == rec->turns_capacity) {
		capacity = rec->turns_capacity ? rec->turns_capacity * 2 : 64;
		grown = realloc(rec->turns, capacity * sizeof *grown);
		if (grown == NULL)
			return NULL;
		rec->turns = grown;
		rec->turns_capacity = capacity;
	}
	turn = &rec->turns[rec->nturns];
	memset(turn, 0, sizeof *turn);
	turn->kind = PC_TURN_ROLL;
	turn->n = pc_record_next_n(rec);
	rec->nturns++;
	return turn;
}

uint32_t
pc_record_next_n(const struct pc_record *rec)
{
	const struct pc_turn *prev;

	if (rec->nturns == 0)
		return 1;
	/* Rolls are counted; a resignation or a person leaving is no roll
	 * and carries the number of the roll after it. */
	prev = &rec->turns[rec->nturns - 1];
	return prev->n + (prev->kind == PC_TURN_RESIGN ||
			  prev->kind == PC_TURN_LEAVE ? 0 : 1);
}

char *
pc_strndup(const char *text, size_t len)
{
	char *copy = malloc(len + 1);

	if (copy == NULL)
		return NULL;
	memcpy(copy, text, len);
	copy[len] = '\0';
	return copy;
}
