/* record.c: constructing and releasing records, and the bot levels a
 * record names by name. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "record.h"

/* A block's data starts aligned for the notes (malloc aligns the block
 * for any type), whatever the header's size on the machine. */
struct pc_store_block {
	struct pc_store_block *next;
	size_t size, used;
	_Alignas(struct pc_turn_notes) unsigned char data[];
};

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
	if (turn->notes == NULL)
		return;
	free(turn->notes->say);
	turn->notes->say = NULL;
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
	while (rec->store != NULL) {
		struct pc_store_block *next = rec->store->next;

		free(rec->store);
		rec->store = next;
	}
	pc_record_init(rec);
}

/* The steps of a turn that has none: never written (pc_turn_set_steps
 * makes room for any step), so that steps is never a null pointer. */
static struct pc_step no_steps[1];

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
	turn->steps = no_steps;
	turn->kind = PC_TURN_ROLL;
	turn->n = pc_record_next_n(rec);
	rec->nturns++;
	return turn;
}

enum { STORE_FIRST = 1024, STORE_LARGEST = 64 * 1024 };

/* size bytes of rec's store, zeroed, at a multiple of align (a power of
 * two, at most the notes' alignment, the block data's); NULL when out
 * of memory. Bytes (steps, dice) owe no alignment, the notes their
 * own (an int64_t's and a pointer's). Blocks double up to
 * STORE_LARGEST, so that a long record takes few. */
static void *
store_alloc(struct pc_record *rec, size_t size, size_t align)
{
	struct pc_store_block *b = rec->store;
	size_t pad = b == NULL ? 0 : (align - b->used % align) % align;
	void *p;

	if (b == NULL || b->size - b->used < pad + size) {
		size_t grown = b == NULL ? STORE_FIRST
			       : b->size < STORE_LARGEST ? b->size * 2
							 : STORE_LARGEST;

		if (grown < size)
			grown = size;
		b = malloc(sizeof *b + grown);
		if (b == NULL)
			return NULL;
		b->next = rec->store;
		b->size = grown;
		b->used = 0;
		rec->store = b;
		pad = 0;
	}
	p = b->data + b->used + pad;
	b->used += pad + size;
	memset(p, 0, size);
	return p;
}

bool
pc_turn_set_steps(struct pc_record *rec, struct pc_turn *t,
		  const struct pc_step *steps, size_t n)
{
	struct pc_step *room = t->steps;

	/* The referee writes every move it replays back in full: mostly
	 * as many steps as were read, which fit where they were. */
	if (n > t->nsteps || room == NULL) {
		room = store_alloc(rec, n * sizeof *steps, 1);
		if (room == NULL)
			return false;
	}
	if (n > 0)
		memcpy(room, steps, n * sizeof *steps);
	t->steps = room;
	t->nsteps = (uint8_t)n;
	return true;
}

bool
pc_turn_make_opening(struct pc_record *rec, struct pc_turn *t)
{
	uint8_t (*dice)[PC_MAX_DICE] =
		store_alloc(rec, PC_NCOLOURS * sizeof *dice, 1);

	if (dice == NULL)
		return false;
	t->kind = PC_TURN_OPENING;
	t->opening_dice = dice;
	return true;
}

struct pc_turn_notes *
pc_turn_notes(struct pc_record *rec, struct pc_turn *t)
{
	if (t->notes == NULL)
		t->notes = store_alloc(rec, sizeof *t->notes,
				       _Alignof(struct pc_turn_notes));
	return t->notes;
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

static const char *const level_names[PC_BOT_LEVELS] = {
	"none", "random", "strong", "expert",
};

const char *
pc_bot_level_name(enum pc_bot_level level)
{
	return level < PC_BOT_LEVELS ? level_names[level] : "?";
}

bool
pc_bot_level_parse(const char *text, size_t len, enum pc_bot_level *out)
{
	/* "none" is no level a record or a command may name: a seat
	 * without a bot simply has no bot key. */
	for (int i = PC_BOT_RANDOM; i < PC_BOT_LEVELS; i++) {
		if (strlen(level_names[i]) == len &&
		    memcmp(level_names[i], text, len) == 0) {
			*out = (enum pc_bot_level)i;
			return true;
		}
	}
	return false;
}
