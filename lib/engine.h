/* engine.h: the rules engine: classic Parchís, Superparchís (two dice),
 * pairs and the team event (parchis(6), RULE OPTIONS).
 *
 * A pure engine: no I/O, no printing, no exit, no allocation. It knows a
 * position and the rule options, lists every legal way to play a roll,
 * checks the steps a player wrote, and applies a turn.
 *
 * Ownership: every struct here is plain data owned by the caller. The
 * engine writes only into the structs and buffers it is given; a buffer
 * too small is reported by a count larger than its capacity, never by an
 * overrun. Positions copy with '=' (about 130 bytes: arrays for the
 * eight colours of the largest board, in 16-bit arrival stamps so that
 * the 4-seat search copies little more than it used to).
 *
 * Vocabulary: a "roll" is one throw of the dice (one die, or two in
 * Superparchís), passed as an array of dice and their number. A "play" is
 * one complete way to play a roll: the move of each die, in the order the
 * player chose, each followed at once by the bonus counts it earned (20
 * after a capture, 10 after reaching the goal) and their chains; a play
 * with no moves is a pass. Pieces are numbered 0..3 inside the engine and
 * 1..4 in the record's notation.
 *
 * The board is the rules' seats: 4, 6 or 8 (engine-board.h); arrays are sized
 * for the eight colours of the largest, loops run over the board's seats.
 *
 * Pairs: partners sit opposite (yellow with red, blue with green on 4
 * seats; seat k with seat k + seats / 2). A player whose four
 * pieces are home moves the partner's pieces; such moves carry the
 * partner's colour, and the steps written for them its letter ("r2+4").
 *
 * A roll per piece (roll_per_piece, the team event): a roll has one die
 * for each piece in pos->rolling, in piece order (four at the start of a
 * turn; then one for each piece that rolled a 6). Each piece moves by its
 * own die, in piece order, compulsorily; the only choice left to a player
 * is which piece counts a goal's bonus. */
#ifndef PARCHIS_ENGINE_H
#define PARCHIS_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine-board.h"
#include "colour.h"
#include "error.h"
#include "rules.h"
#include "step.h"

enum {
	PC_PLAY_MOVES = 24,	/* moves in one play, bonus chains included */
	PC_WHY_MAX = 120,	/* an explanation, NUL included */
	PC_PLAY_TEXT_MAX = PC_PLAY_MOVES * PC_STEP_TEXT_MAX,
	PC_NO_PIECE = 0xff,
	PC_ROLL_DICE = 4,	/* the most dice a roll has: two, or one
				 * a piece with roll_per_piece */
};

/* The options and the board of one game; set once, then only read. */
struct pc_engine {
	struct pc_rules rules;
	struct pc_board board;
};

/* A game between rolls: where every piece is and whose roll comes next. */
struct pc_position {
	uint8_t progress[PC_NCOLOURS][PC_PIECES];  /* see engine-board.h */
	uint16_t arrived[PC_NCOLOURS][PC_PIECES];  /* when it reached its
						    * square: only the order
						    * of two counts */
	uint16_t clock;		/* ticks at every arrival; renumbered, the
				 * order kept, before a roll could make it
				 * wrap (engine-state.c) */
	uint8_t playing;	/* bit c: colour c has a seat */
	uint8_t to_move;	/* enum pc_colour */
	uint8_t sixes;		/* 6s (with two dice: doubles) rolled so far
				 * in this turn */
	uint8_t last_moved;	/* piece moved last in this turn, or PC_NO_PIECE */
	uint8_t last_colour;	/* its colour (a partner's, in pairs) */
	uint8_t rolling;	/* roll_per_piece: bit i, piece i of to_move
				 * rolls a die in the next roll */
	uint8_t piece_sixes[PC_PIECES];	/* roll_per_piece: the 6s each
					 * piece rolled in this turn */
	uint8_t left[PC_NCOLOURS];	/* bit i: the person playing piece i
					 * has left (the team event) */
	uint16_t opened_pairs;	/* barrier_together false: the pairs of
				 * pieces that opened a barrier in this turn
				 * (engine-move.c's pair bits) */
	uint8_t nfinished;
	uint8_t finished[PC_NCOLOURS];	/* colours in the order they finished;
					 * in pairs one entry a pair: the
					 * colour whose play finished it */
	bool over;
};

/* One move of a piece. */
struct pc_move {
	uint8_t colour;		/* whose piece moves */
	uint8_t piece;		/* 0..3 */
	uint8_t amount;		/* squares counted: the die (6 as 7), 20, 10 */
	uint8_t from, to;	/* progress before and after */
	uint8_t bonus;		/* 0 for the die's move; else the bonus counted */
	uint8_t captured;	/* colour * PC_PIECES + piece, or PC_NO_PIECE */
	uint8_t dice;		/* bit k: die k of the roll was counted (both
				 * when two dice adding up to 5 bring a piece
				 * out); 0 for a bonus */
};

/* One complete way to play a roll; nmoves == 0 is a pass. */
struct pc_play {
	uint8_t player;		/* who rolled: moves of another colour are
				 * the partner's pieces */
	uint8_t nmoves;
	struct pc_move moves[PC_PLAY_MOVES];
};

/* What checking a player's written steps found. */
enum pc_verdict {
	PC_PLAY_COMPLETE,	/* one legal play: *play holds it, completed */
	PC_PLAY_PARTIAL,	/* a legal start with choices left */
	PC_PLAY_ILLEGAL,	/* step bad_step is wrong, for reason why */
};

struct pc_check {
	enum pc_verdict verdict;
	struct pc_play play;	/* PC_PLAY_COMPLETE */
	size_t ncompletions;	/* PC_PLAY_PARTIAL: completions found */
	int bad_step;		/* PC_PLAY_ILLEGAL: 0-based */
	char why[PC_WHY_MAX];	/* PC_PLAY_ILLEGAL: lower case, no period */
};

/* What happens after a roll has been played. */
struct pc_flow {
	bool again;		/* the same player rolls again (a 6, or
				 * doubles with two dice) */
	bool penalty;		/* a third 6 (doubles): the roll was not
				 * played */
	uint8_t sent_home;	/* penalty: the piece sent to the nest, or
				 * PC_NO_PIECE (none: with three_sixes
				 * nest, one in its corridor or goal) */
	uint8_t sent_colour;	/* its colour */
	bool over;		/* the game has ended */
	uint8_t next;		/* who rolls next, when not over */
};

/* engine-state.c: setting up the engine and positions. */

/* Prepares e for rules on the board of rules->seats; false when the
 * options ask for what this engine does not play (more dice than
 * PC_ROLL_DICE, a board of another size), with PC_ERR_UNAVAILABLE and
 * the reason in err. */
bool pc_engine_init(struct pc_engine *e, const struct pc_rules *rules,
		    struct pc_error *err);

enum {
	/* Arrivals a roll may make at most: a move each, and the setting up
	 * of a colour's four pieces. */
	PC_CLOCK_ROOM = PC_PLAY_MOVES + PC_PIECES,
};

/* Renumbers the arrival stamps from 1, in the same order, when fewer
 * than PC_CLOCK_ROOM ticks are left before the clock wraps. The engine
 * calls it after every roll played and before every piece set, so that
 * every position it hands out has room for a roll, and the search and
 * the moves tick without a check. */
void pc_position_make_room(struct pc_position *pos);

/* Starts a game: the colours in the bitmask playing (bit c for colour c)
 * have all their pieces in the nest (one on the exit with start_in_play)
 * and first rolls first. */
void pc_position_init(const struct pc_engine *e, struct pc_position *pos,
		      unsigned playing, enum pc_colour first);

/* Puts colour c's pieces on places (place.h) and gives c a seat.
 * Pieces sharing a square arrive in call order, then in list order. Fails
 * with PC_ERR_DATA when a square holds more than two pieces or a place is
 * off the colour's path. */
enum pc_status pc_position_set(const struct pc_engine *e,
			       struct pc_position *pos, enum pc_colour c,
			       const int places[PC_PIECES],
			       struct pc_error *err);

/* The team event: the person playing piece 0..3 of colour c leaves. The piece
 * is played on by a teammate already home; with none it goes to its exit
 * square (when that has room and no other waiting piece of c) and waits there
 * until a piece of the team reaches the goal. Fails with PC_ERR_DATA when the
 * piece is home or its person has left already. */
enum pc_status pc_position_leave(const struct pc_engine *e,
				 struct pc_position *pos, enum pc_colour c,
				 int piece, struct pc_error *err);

/* The team event: piece 0..3 of colour c has no person (a team of fewer
 * than four): it waits where it stands, in the nest, until a piece of
 * the team is home. */
void pc_position_unmanned(struct pc_position *pos, enum pc_colour c,
			  int piece);

/* Whether piece i of colour c waits for a teammate (its person left and
 * no piece of c is home yet): it does not move. */
bool pc_piece_waits(const struct pc_engine *e, const struct pc_position *pos,
		    int c, int i);

/* How many dice the next roll of pos->to_move has: dice_per_roll, or with
 * roll_per_piece one for each piece in pos->rolling. */
int pc_roll_ndice(const struct pc_engine *e, const struct pc_position *pos);

/* The record's place (place.h) of piece 0..3 of colour c. */
int pc_position_place(const struct pc_engine *e, const struct pc_position *pos,
		      enum pc_colour c, int piece);

/* engine-plays.c: the legal plays of a roll. */

/* Lists every legal play of the roll dice[0..ndice-1] (each 1..6; ndice
 * is pc_roll_ndice) for pos->to_move into out (room for cap plays)
 * and returns how many there are, which may exceed cap. There is always
 * at least one (a pass when nothing may move), except when the game is
 * over or the roll is not one the rules allow (0). Plays come in the
 * order of the search (die order, then piece order at each move), not
 * sorted. */
size_t pc_legal_plays(const struct pc_engine *e, const struct pc_position *pos,
		      const uint8_t *dice, int ndice, struct pc_play *out,
		      size_t cap);

/* Where a play leaves the game: the squares of each colour's pieces
 * (pieces of a colour are alike: moving one or the other of two pieces on
 * a square is one outcome; in the team event pieces are people and stay
 * apart), and when the roll repeats where the piece moved last stands (a
 * third 6 or doubles may yet send it home) and the barriers its pieces
 * may not form again in the turn. */
struct pc_outcome {
	uint8_t progress[PC_NCOLOURS][PC_PIECES];	/* each colour's in
							 * order, but the
							 * event's */
	uint8_t last_colour;	/* the roll repeating: the colour moved
				 * last, or PC_NO_PIECE */
	uint8_t last_progress;	/* and where that piece stands */
	uint16_t opened_pairs;	/* barrier_together false, the roll
				 * repeating: the pairs barred for the turn */
};

/* As pc_legal_plays, but one play for each distinct outcome: a play
 * that leaves the game as a play listed before it (the same moves in
 * another order, or the other of two pieces on a square moved) is left
 * out. seen has room for cap outcomes, the
 * listed plays'. The count returned exceeds cap when more outcomes
 * exist; beyond cap it counts plays, an upper bound. */
size_t pc_legal_outcomes(const struct pc_engine *e,
			 const struct pc_position *pos, const uint8_t *dice,
			 int ndice, struct pc_play *out,
			 struct pc_outcome *seen, size_t cap);

/* The play a bot that picks by number alone (the random bot) chooses:
 * number choose(m, arg) (0 .. m-1) of the first m = min(n, cap) of the n
 * legal plays that pc_legal_plays would list into plays, in its order.
 * *chosen points at it, in plays (room for cap). Where that pays (two
 * dice or more and no goal to judge: the American game's hundreds of
 * plays of doubles) the plays are counted, not listed, and then searched
 * for only as far as the one chosen. Returns n, as pc_legal_plays does;
 * 0 chooses nothing. */
size_t pc_pick_play(const struct pc_engine *e, const struct pc_position *pos,
		    const uint8_t *dice, int ndice, struct pc_play *plays,
		    size_t cap, size_t (*choose)(size_t m, void *arg),
		    void *arg, const struct pc_play **chosen);

/* How many dice play used (0 to 4). */
int pc_play_dice(const struct pc_play *play);

/* Checks the steps a player wrote for the roll dice[0..ndice-1]. Amounts
 * may be omitted, and so may trailing steps the player had no choice
 * about; "+5" brings out the lowest-numbered piece in the nest. Fills
 * *res; for PC_PLAY_PARTIAL the completions go to out (room for cap;
 * res->ncompletions may exceed cap). Returns res->verdict. */
enum pc_verdict pc_check_steps(const struct pc_engine *e,
			       const struct pc_position *pos,
			       const uint8_t *dice, int ndice,
			       const struct pc_step *steps, size_t nsteps,
			       struct pc_play *out, size_t cap,
			       struct pc_check *res);

/* engine-flow.c: playing a roll and passing the turn. */

/* Applies play (one of the legal plays of the roll dice[0..ndice-1]) to
 * pos, then the turn flow: a third 6 (doubles), rolling again, finishing,
 * the end of the game. Fills *flow when it is not NULL. */
void pc_apply_play(const struct pc_engine *e, struct pc_position *pos,
		   const uint8_t *dice, int ndice, const struct pc_play *play,
		   struct pc_flow *flow);

/* Starts a game from a setup: the sides it puts all home have finished
 * (in seat order), the game is over when enough have, and when the
 * player to roll has finished the next player rolls. */
void pc_position_finish_setup(const struct pc_engine *e,
			      struct pc_position *pos);

/* Whether colour c's side (c, and its partner in pairs) has finished:
 * it takes no more turns. */
bool pc_has_finished(const struct pc_engine *e, const struct pc_position *pos,
		     int c);

/* The partner of colour c in pairs, when seated; else -1. */
/* The colours (bit c for colour c) that won the game pos ended: none
 * before anybody finished (a game blocked early); else the first home,
 * and in pairs its partner too (the pair wins, a partner who left
 * included). */
unsigned pc_winners(const struct pc_engine *e, const struct pc_position *pos);

int pc_partner(const struct pc_engine *e, const struct pc_position *pos,
	       int c);

/* The colour whose pieces pos->to_move moves now: their own, or in pairs
 * the partner's once their own four are home. */
int pc_mover(const struct pc_engine *e, const struct pc_position *pos);

/* The colour whose pieces player c moves on their turns (pc_mover for
 * any seat, not only the one to move). */
int pc_mover_of(const struct pc_engine *e, const struct pc_position *pos,
		int c);

/* Whether no player in the bitmask players (those who still take turns)
 * can ever move again: no piece that one of them moves can make a move
 * of any count a roll gives, so that every roll from now on is a pass
 * (barriers that face each other, or a resigned player's barrier that
 * nobody moves). Bonuses come only after a move, so they need no look;
 * a third 6 that sends an unmoved piece home (three_sixes furthest, or
 * a roll per piece) does change the position, so then no piece on the
 * ring may be left. */
bool pc_position_stuck(const struct pc_engine *e,
		       const struct pc_position *pos, unsigned players);

/* The seat after c that still plays, in the rules' turn order. */
enum pc_colour pc_next_player(const struct pc_engine *e,
			      const struct pc_position *pos, enum pc_colour c);

/* engine-notation.c: plays in the notation of parchis(6), MOVE NOTATION.
 *
 * Every step carries its amount ("2+4", "2+7" for a 6 counted as 7,
 * "2+20" for a bonus), "pass" is an empty play and a partner's piece
 * carries its colour ("r2+4"). Two forms differ only in a piece coming
 * out of the nest:
 *   PC_NOTATION_RECORD  named by its number, "1+5": what the referee
 *                       writes into records and lists as legal moves
 *                       (a bare "+5" would need quotes in YAML);
 *   PC_NOTATION_SHORT   unnamed when it is the lowest-numbered piece in
 *                       the nest, "+5" (the engine's tests write it so,
 *                       and players may). With a roll per piece the
 *                       piece is always named: the die is its own. */
enum pc_notation { PC_NOTATION_RECORD, PC_NOTATION_SHORT };

/* The steps of play in that form; returns how many (1 to
 * PC_PLAY_MOVES). */
size_t pc_play_steps(const struct pc_engine *e, const struct pc_play *play,
		     enum pc_notation form, struct pc_step out[PC_PLAY_MOVES]);

/* play as text in that form, steps separated by spaces ("1+4 3+20",
 * "pass"). */
const char *pc_play_format(const struct pc_engine *e,
			   const struct pc_play *play, enum pc_notation form,
			   char buf[PC_PLAY_TEXT_MAX]);

#endif
