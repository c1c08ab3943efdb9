/* standings.h: a league table from finished games (seed 001's points). */
#ifndef PARCHIS_STANDINGS_H
#define PARCHIS_STANDINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "record.h"

/* One player's line: found by e-mail address, or by name without one
 * (see pc_standings_merge). */
struct pc_standing {
	char name[PC_NAME_MAX + 1];
	char email[PC_EMAIL_MAX + 1];	/* "" when the player had none */
	int games;
	int wins;
	int points;
};

/* The table; owns its rows. */
struct pc_standings {
	struct pc_standing *rows;
	size_t nrows;
	size_t capacity;
	int games;
};

/* How a finished game ended. */
struct pc_game_result {
	unsigned winners;	/* bit c: colour c won (both partners in
				 * pairs); 0 for a game blocked before
				 * anybody finished */
	unsigned resigned;	/* bit c: colour c abandoned the game */
	bool pairs;		/* winners of pairs score 20 each */
};

void pc_standings_init(struct pc_standings *s);

void pc_standings_free(struct pc_standings *s);

/* Counts the game of rec, which ended as result: 10 points a player
 * seated to each winner (20 in pairs), -10 to each loser, -20 to each
 * who abandoned. A seat with neither name nor e-mail has nobody to
 * credit: it is not counted, and its bit (1 << colour) is set in
 * *anonymous for the caller to say so. False when memory runs out. */
bool pc_standings_add(struct pc_standings *s, const struct pc_record *rec,
		      const struct pc_game_result *result,
		      unsigned *anonymous);

/* Once every game is added: folds each row known only by a name into the
 * row with an address and the same name (case counts), when exactly one
 * such row exists; with two or more it cannot tell whose, and keeps it
 * apart. */
void pc_standings_merge(struct pc_standings *s);

/* Orders the rows by points, then wins, then name, then address. */
void pc_standings_sort(struct pc_standings *s);

#endif
