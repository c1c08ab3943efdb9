/* record.h: the game record of parchis-record(5), in memory.
 *
 * A struct pc_record owns everything it points to; pc_record_free releases
 * it. Strings are NUL-terminated UTF-8 with their lengths bounded by the
 * PC_*_MAX limits below. The derived keys (position, status, board) are
 * not part of the record: the referee computes them. */
#ifndef PARCHIS_RECORD_H
#define PARCHIS_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "buffer.h"
#include "colour.h"
#include "rules.h"
#include "step.h"

enum {
	PC_FORMAT_VERSION = 1,	/* the record's "parchis:" */
	PC_GAME_ID_MAX = 64,	/* [A-Za-z0-9._-]{1,64} */
	PC_NAME_MAX = 64,	/* bytes of a player's name */
	PC_EMAIL_MAX = 64,	/* bytes of an address: keeps lines short */
	PC_SALT_MAX = 64,
	PC_SEED_MAX = 64,
	PC_SAY_MAX = 1000,	/* bytes of a turn's free text */
	PC_MAX_DICE = 4,	/* the team event rolls one die per piece */
	PC_MAX_STEPS = 24,	/* steps in one turn, bonus chains included */
	PC_MAC_HEX = 16,
	PC_MAC_VERSION = 2,	/* of the macs new games get */
	PC_COMMITMENT_HEX = 64,
	PC_MAX_TURNS = 1000000,
};

/* The levels of the computer players a record may name for a seat (bot:
 * strong); the bots themselves (bot.h) build on the record. */
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

/* Where an element of the input began, for messages (1-based). */
struct pc_mark {
	uint32_t line;
	uint32_t column;
};

enum pc_dice_mode { PC_DICE_SEED, PC_DICE_COMMITMENT, PC_DICE_MANUAL };

struct pc_dice {
	enum pc_dice_mode mode;
	char *seed;		/* NULL when not given (commitment before reveal) */
	bool has_commitment;
	char commitment[PC_COMMITMENT_HEX + 1]; /* lower-case hex */
	uint8_t mac_version;	/* of the macs: 1 (no "mac:" key, records
				 * before the seal), or 2 ("mac: 2"): the
				 * seal covers the header, and the first
				 * turn's mac chains from it */
	bool has_seal;
	char seal[PC_MAC_HEX + 1];	/* mac version 2: "seal:", lower-case
					 * hex (pc_header_seal) */
	struct pc_mark mark;	/* of the dice value */
};

struct pc_player {
	bool playing;		/* this colour has a seat */
	char *name;		/* NULL when not given */
	char *email;		/* NULL when not given */
	char *salt;		/* NULL when not given */
	char lang[3];		/* the language of their mail: "es", "en",
				 * or "" when not given */
	enum pc_bot_level bot;	/* PC_BOT_NONE when a person plays */
	char *members[PC_PIECES]; /* the team event: the people playing
				   * pieces 1.. (members:), NULL after
				   * nmembers */
	uint8_t nmembers;	/* 0 when not given */
	struct pc_mark mark;	/* of the players entry */
};

/* A turn is an opening roll, a roll of one player, a player leaving
 * the game (resign: COLOUR), or in the team event one person of a team
 * leaving (leave: COLOUR, piece: N). */
enum pc_turn_kind { PC_TURN_OPENING, PC_TURN_ROLL, PC_TURN_RESIGN,
		    PC_TURN_LEAVE };

/* What only some turns have, beside their steps: a time (with a turn
 * limit), a say, a mac (with secret dice). A turn with any has them in
 * the record's store (pc_turn_notes). */
struct pc_turn_notes {
	int64_t at;			/* when the turn has_at: when it was
					 * rolled, seconds since 1970 UTC
					 * (at: RFC 3339) */
	char *say;			/* NULL when not given; the turn's
					 * own (pc_turn_free) */
	char mac[PC_MAC_HEX + 1];	/* when the turn has_mac: PC_MAC_HEX
					 * digits and a NUL */
};

/* A record keeps tens of thousands of turns in memory, so a turn is kept
 * small (48 bytes): what only some turns have (steps, opening dice,
 * notes) is in the record's store (pc_turn_set_steps and the like), the
 * flags are bits, and the kind and colours bytes. */
struct pc_turn {
	union {
		struct pc_step *steps;	/* PC_TURN_ROLL: nsteps steps, in
					 * the record's store (see
					 * pc_turn_set_steps) */
		uint8_t (*opening_dice)[PC_MAX_DICE];	/* PC_TURN_OPENING:
					 * PC_NCOLOURS rows, the dice each
					 * colour rolled, in the store */
	};
	struct pc_turn_notes *notes;	/* NULL until it has an at:, a say:
					 * or a mac: (pc_turn_notes) */
	struct pc_mark mark;		/* of the turn entry */
	struct pc_mark move_mark;	/* of its move, when has_move */
	uint32_t n;			/* roll number, from 1 */
	uint8_t kind;			/* enum pc_turn_kind */
	uint8_t player;			/* enum pc_colour; PC_TURN_ROLL, and
					 * PC_TURN_RESIGN, PC_TURN_LEAVE:
					 * who leaves */
	uint8_t piece;			/* PC_TURN_LEAVE: the piece, 0..3,
					 * whose person leaves */
	uint8_t ndice;			/* 0 when the roll is not written */
	uint8_t dice[PC_MAX_DICE];	/* PC_TURN_ROLL: the roll in order */
	uint8_t opening;		/* bit c: colour c rolled (opening) */
	uint8_t opening_ndice;		/* dice each colour rolled: 1, or
					 * in the team event one a piece */
	uint8_t nsteps;
	bool has_player : 1;
	bool has_move : 1;
	bool autoplayed : 1;		/* auto: true */
	bool has_mac : 1;
	bool timeout : 1;		/* timeout: true -- the referee played
					 * it for a player out of time */
	bool has_at : 1;
};

_Static_assert(sizeof(struct pc_turn) <= 48, "a turn stays small");

/* The say of t, or NULL. */
static inline const char *
pc_turn_say(const struct pc_turn *t)
{
	return t->notes != NULL ? t->notes->say : NULL;
}

/* When t was rolled (seconds since 1970 UTC), or 0 without has_at. */
static inline int64_t
pc_turn_at(const struct pc_turn *t)
{
	return t->has_at ? t->notes->at : 0;
}

/* The record's store: blocks that what some turns have is copied into,
 * released with the record. */
struct pc_store_block;

struct pc_record {
	int version;
	char game[PC_GAME_ID_MAX + 1];
	struct pc_rule_choice rules;
	struct pc_dice dice;
	struct pc_player players[PC_NCOLOURS];	/* indexed by colour */
	uint8_t seat_order[PC_NCOLOURS];	/* colours as listed */
	uint8_t nplayers;
	bool has_setup;
	bool setup_given[PC_NCOLOURS];
	int setup[PC_NCOLOURS][PC_PIECES];	/* places, see place.h */
	uint8_t setup_order[PC_NCOLOURS];	/* colours as listed: a piece
						 * listed later arrived later */
	uint8_t nsetup;
	bool has_first;
	uint8_t first;				/* enum pc_colour */
	struct pc_turn *turns;
	size_t nturns;
	size_t turns_capacity;
	struct pc_store_block *store;		/* newest first */
};

/* Makes rec an empty record (version 1, classic, no players, no turns). */
void pc_record_init(struct pc_record *rec);

/* Releases what rec owns and leaves it empty. */
void pc_record_free(struct pc_record *rec);

/* Appends a zeroed turn and returns it; NULL when out of memory or past
 * PC_MAX_TURNS. Its number is the next roll's: one more than the turn
 * before, unless that was a resignation or a leave, which take none of
 * their own. */
struct pc_turn *pc_record_add_turn(struct pc_record *rec);

/* The number the next turn of rec takes (see pc_record_add_turn). */
uint32_t pc_record_next_n(const struct pc_record *rec);

/* The seats of the board rec's rules choose (4, 6 or 8). */
int pc_record_seats(const struct pc_record *rec);

/* Sets t's steps to a copy of steps[0..n-1] (n at most PC_MAX_STEPS),
 * made in rec's store, where t is one of rec's turns: in the room t's
 * steps had when there are no more of them than before. False when out
 * of memory, and t is left as it was. */
bool pc_turn_set_steps(struct pc_record *rec, struct pc_turn *t,
		       const struct pc_step *steps, size_t n);

/* Makes t an opening roll with every die 0 (PC_NCOLOURS rows made in
 * rec's store, for the caller to fill). False when out of memory. */
bool pc_turn_make_opening(struct pc_record *rec, struct pc_turn *t);

/* The notes of t, one of rec's turns: made in rec's store, all zero,
 * when it has none yet. NULL when out of memory, and t is left as it
 * was. has_at and has_mac are the caller's to set. */
struct pc_turn_notes *pc_turn_notes(struct pc_record *rec,
				    struct pc_turn *t);

/* Releases a turn's own strings (its say). */
void pc_turn_free(struct pc_turn *turn);

#endif
