/* rules.h: the rule options of parchis(6) and the presets that set them.
 *
 * The engine reads a struct pc_rules and never a preset's name, so a new
 * preset is one more row of data in rules.c. Every option is an int; an
 * option with named values stores the index of the name (see the enums). */
#ifndef PARCHIS_RULES_H
#define PARCHIS_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum pc_exit_capture { PC_EXIT_CAPTURE_LAST_ARRIVED, PC_EXIT_CAPTURE_NOT_BARRIER,
		       PC_EXIT_CAPTURE_NONE, PC_EXIT_CAPTURE_SINGLE };
enum pc_three_sixes { PC_THREE_SIXES_NEST, PC_THREE_SIXES_NONE,
		      PC_THREE_SIXES_FURTHEST };
enum pc_barriers { PC_BARRIERS_SAME_COLOUR, PC_BARRIERS_MIXED,
		   PC_BARRIERS_SAFE_ONLY, PC_BARRIERS_NONE };
enum pc_blocked_move { PC_BLOCKED_FORBID, PC_BLOCKED_STOP };
enum pc_bonus_piece { PC_BONUS_PIECE_ANY, PC_BONUS_PIECE_MOVER };
enum pc_goal_entry { PC_GOAL_ENTRY_EXACT, PC_GOAL_ENTRY_BOUNCE };
enum pc_teams { PC_TEAMS_NONE, PC_TEAMS_PAIRS, PC_TEAMS_EVENT };
enum pc_turn_order { PC_TURN_ORDER_COUNTERCLOCKWISE, PC_TURN_ORDER_CLOCKWISE };
enum pc_bonus_order { PC_BONUS_ORDER_AT_ONCE, PC_BONUS_ORDER_WITH_DICE };
enum pc_barrier_scope { PC_BARRIER_SCOPE_TURN, PC_BARRIER_SCOPE_ROLL };

/* One field per option of parchis(6)'s RULE OPTIONS, in their order. Booleans
 * are 0 or 1. */
struct pc_rules {
	int dice_per_roll;	/* 1, 2 */
	int roll_per_piece;	/* bool */
	int start_in_play;	/* 0, 1 */
	int exit_roll;		/* 1..6 */
	int first_five_two;	/* bool */
	int exit_capture;	/* enum pc_exit_capture */
	int six_all_out;	/* 6, 7, 12 */
	int repeat_roll;	/* bool */
	int three_sixes;	/* enum pc_three_sixes */
	int barriers;		/* enum pc_barriers */
	int open_barrier_on_six; /* bool */
	int blocked_move;	/* enum pc_blocked_move */
	int capture_bonus;	/* 0..99 */
	int goal_bonus;		/* 0..99 */
	int bonus_piece;	/* enum pc_bonus_piece */
	int goal_entry;		/* enum pc_goal_entry */
	int teams;		/* enum pc_teams */
	int capture_partner;	/* bool */
	int turn_order;		/* enum pc_turn_order */
	int places;		/* 1..7 */
	int safe_share;		/* bool */
	int doubles_faces;	/* bool */
	int barrier_together;	/* bool */
	int barrier_scope;	/* enum pc_barrier_scope */
	int exit_first;		/* bool */
	int bonus_order;	/* enum pc_bonus_order */
	int most_dice;		/* bool */
	int turn_limit;		/* hours a player has to move; 0: none */
	int seats;		/* 4, 6, 8: the board */
};

/* PC_OPTION_SEATS is written in records only when it is not 4, so that
 * a 4-seat record reads as it always did. */
enum { PC_NOPTIONS = 29, PC_OPTION_SEATS = 28, PC_SEATS_DEFAULT = 4 };

enum pc_preset { PC_PRESET_CLASSIC, PC_PRESET_SUPERPARCHIS, PC_PRESET_PAIRS,
		 PC_PRESET_EVENT,
		 PC_PRESET_AMERICAN, PC_NPRESETS };

/* The rules a record chose: a preset and the options it overrides. */
struct pc_rule_choice {
	enum pc_preset preset;
	bool mapping;			/* written as {preset: ..., ...} */
	uint32_t overridden;		/* bit i: option i was set */
	int values[PC_NOPTIONS];	/* the overriding values */
};

/* Name of preset p ("classic"). */
const char *pc_preset_name(enum pc_preset p);

/* Looks up a preset by name (len bytes), in English or as Spanish
 * players name them (clásico, superparchís, parejas, equipos); false
 * when there is none. */
bool pc_preset_parse(const char *text, size_t len, enum pc_preset *out);

/* Name of option i, 0 <= i < PC_NOPTIONS, as in the record. */
const char *pc_option_name(int i);

/* Looks up an option by name (len bytes); -1 when there is none. */
int pc_option_find(const char *text, size_t len);

/* Parses a value of option i from text (len bytes). Returns false and
 * writes what the option accepts into expected (e.g. "6, 7 or 12") when
 * text is not one of its values. */
bool pc_option_parse_value(int i, const char *text, size_t len, int *out,
			   char *expected, size_t expected_size);

/* The text of value v of option i as the record writes it ("true", "12",
 * "last_arrived"); into buf of size at least 24. */
const char *pc_option_format_value(int i, int value, char buf[24]);

/* True when option i takes true or false. */
bool pc_option_is_bool(int i);

/* True when option i takes a number. */
bool pc_option_is_number(int i);

/* The value of option i in rules. */
int pc_rules_get(const struct pc_rules *rules, int i);

/* Sets option i in rules to value. */
void pc_rules_set(struct pc_rules *rules, int i, int value);

/* The options of preset p. */
void pc_rules_preset(enum pc_preset p, struct pc_rules *out);

/* Whether rules make sense together and for the colours seated (bit c:
 * colour c has a seat): false, with the reason in why, for a colour the
 * board has no seat for, pairs without every seat taken, the team event
 * off the 4-seat board, capture_partner without pairs, doubles_faces with one
 * die, first_five_two with two dice or a roll per piece, a roll per piece
 * with two dice, the team event without a roll per piece, bonus_order
 * with_dice but with two dice and any piece counting a bonus. */
bool pc_rules_check(const struct pc_rules *rules, unsigned seated, char *why,
		    size_t why_size);

/* The options a choice results in: its preset, then its overrides. */
void pc_rules_resolve(const struct pc_rule_choice *choice,
		      struct pc_rules *out);

#endif
