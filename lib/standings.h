/* standings.h: a league table from finished games: the club points,
 * Plackett-Luce ratings over the places (rating.h) and head-to-head
 * counts. */
#ifndef PARCHIS_STANDINGS_H
#define PARCHIS_STANDINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "rating.h"
#include "record.h"

/* One person's line: found by e-mail address, or by name without one
 * (see pc_standings_finish). */
struct pc_standing {
	char name[PC_NAME_MAX + 1];
	char email[PC_EMAIL_MAX + 1];	/* "" when the player had none */
	int games;
	int wins;
	int points;
	struct pc_rating rating;	/* after pc_standings_finish */
	size_t into;			/* pc_standings_finish: the row it
					 * folds into */
};

/* How two people did against each other in the games where both played
 * on different sides: a (the row listed first) ahead, b ahead, or both
 * on one place. */
struct pc_head_to_head {
	size_t a, b;			/* rows, a < b after sorting */
	int a_ahead, b_ahead, tied;
};

/* A person's seat in a counted game. */
struct pc_league_seat {
	size_t row;			/* or PC_NO_ROW: nobody to credit */
	int team;			/* 0 .. nteams-1 */
};

enum { PC_LEAGUE_SEATS = PC_NCOLOURS * PC_PIECES, PC_GAME_DIGEST = 32 };
#define PC_NO_ROW ((size_t)-1)

/* A counted game, kept for the ratings, which go game by game. */
struct pc_league_game {
	char id[PC_GAME_ID_MAX + 1];
	unsigned char digest[PC_GAME_DIGEST];	/* of the record's text */
	size_t order;			/* counted as the order-th game */
	int nseats;
	struct pc_league_seat seats[PC_LEAGUE_SEATS];
	int nteams;
	int rank[PC_NCOLOURS];		/* of each team: lower is better,
					 * equal is a tie */
};

/* The table; owns its rows. */
struct pc_standings {
	struct pc_standing *rows;
	size_t nrows;
	size_t capacity;
	int games;
	struct pc_league_game *played;
	size_t nplayed, played_capacity;
	struct pc_head_to_head *h2h;
	size_t nh2h, h2h_capacity;
	struct pc_rating_model model;
};

/* How a finished game ended. */
struct pc_game_result {
	unsigned winners;	/* bit c: colour c won (both partners in
				 * pairs, both placed teams of the event);
				 * 0 for a game blocked before anybody
				 * finished */
	unsigned resigned;	/* bit c: colour c abandoned the game */
	bool pairs;		/* winners of pairs score 20 each */
	int seats;		/* of the board, for the partners of pairs
				 * (opposite); 0 is 4 */
	bool event;		/* the team event: a team's members (when
				 * the record names them) are its people */
	int place[PC_NCOLOURS];	/* of each seated colour: lower is better,
				 * equal is a shared place (in pairs, the
				 * pair's) */
	unsigned char digest[PC_GAME_DIGEST];	/* of the record's text:
						 * the same game read twice
						 * is counted once */
};

/* The places of a finished game from the order the colours finished in
 * (finished[0..nfinished-1], one a pair in pairs) and the resignations
 * (resigned, in the order they came: resign_order[0..nresigned-1]): the
 * finished in order, then those still playing on one shared place, then
 * those who left, the last to leave first. In pairs both partners take
 * their pair's place. Fills result->place. */
void pc_game_places(struct pc_game_result *result, unsigned seated,
		    const uint8_t *finished, int nfinished,
		    const uint8_t *resign_order, int nresigned);

void pc_standings_init(struct pc_standings *s);

void pc_standings_free(struct pc_standings *s);

/* Whether the game with this id and digest (of its record's text) has
 * been counted already: a folder and one of its files name it twice. */
bool pc_standings_has_game(const struct pc_standings *s, const char *id,
			   const unsigned char digest[PC_GAME_DIGEST]);

/* Counts the game of rec, which ended as result: 10 points a player
 * seated to each winner (20 in pairs), -10 to each loser, -20 to each
 * who abandoned; and keeps its places for the ratings. A seat with
 * neither name nor e-mail has nobody to credit: it is not counted (in the
 * ratings it stands for a newcomer), and its bit (1 << colour) is set in
 * *anonymous for the caller to say so. In the team event each member of
 * a team that names them is a person of the table and takes the team's
 * points. False when memory runs out. */
bool pc_standings_add(struct pc_standings *s, const struct pc_record *rec,
		      const struct pc_game_result *result,
		      unsigned *anonymous);

/* Once every game is added: folds each row known only by a name into the
 * row with an address and the same name (case counts), when exactly one
 * such row exists (with two or more it cannot tell whose, and keeps it
 * apart); rates the games in the order of their ids (games of one id in the
 * order they came), from a newcomer's
 * rating for everyone, under s->model; counts head to head; and orders
 * the rows by points, then wins, then name, then address. False when
 * memory runs out. */
bool pc_standings_finish(struct pc_standings *s);

#endif
