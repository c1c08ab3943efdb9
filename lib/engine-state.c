/* engine-state.c: the engine's options, positions, and the square map. */
#include <config.h>

#include <string.h>

#include "gettext.h"
#include "engine-internal.h"

/* Takes the rule options, refusing a number of dice or seats the engine
 * cannot play, and lays out the board of rules->seats. */
bool
pc_engine_init(struct pc_engine *e, const struct pc_rules *rules,
	       struct pc_error *err)
{
	if (rules->dice_per_roll < 1 || rules->dice_per_roll > 2) {
		pc_error_set(err, PC_ERR_UNAVAILABLE, 0, 0,
			     "the engine does not play %d dice a roll",
			     rules->dice_per_roll);
		return false;
	}
	if (!pc_board_init(&e->board, rules->seats)) {
		pc_error_set(err, PC_ERR_UNAVAILABLE, 0, 0,
			     "there is no board for %d seats (4, 6 or 8)",
			     rules->seats);
		return false;
	}
	e->rules = *rules;
	return true;
}

/* An empty board with every piece in its nest (or one on its exit with
 * start_in_play) and first to roll. */
void
pc_position_init(const struct pc_engine *e, struct pc_position *pos,
		 unsigned playing, enum pc_colour first)
{
	memset(pos, 0, sizeof *pos);
	pos->playing = (uint8_t)(playing & ((1u << e->board.seats) - 1));
	pos->to_move = (uint8_t)first;
	pos->last_moved = PC_NO_PIECE;
	pos->last_colour = (uint8_t)first;
	pos->rolling = (1u << PC_PIECES) - 1;
	if (!e->rules.start_in_play)
		return;
	/* start_in_play: every player begins with piece 1 on its exit. */
	for (int c = 0; c < e->board.seats; c++) {
		if (pos->playing & (1u << c)) {
			pos->progress[c][0] = 1;
			pos->arrived[c][0] = ++pos->clock;
		}
	}
}

/* The stamps in order of value, ties kept equal: each becomes 1 + the
 * number of distinct smaller stamps, and the clock the largest. Runs
 * about once in 65000 arrivals. */
void
pc_position_make_room(struct pc_position *pos)
{
	uint16_t old[PC_NCOLOURS * PC_PIECES], top = 0;
	int n = PC_NCOLOURS * PC_PIECES;

	if (pos->clock <= UINT16_MAX - PC_CLOCK_ROOM)
		return;
	memcpy(old, pos->arrived, sizeof old);
	for (int a = 0; a < n; a++) {
		int rank = 1;

		for (int b = 0; b < n; b++) {
			bool first = true;

			for (int k = 0; k < b; k++)
				first &= old[k] != old[b];
			rank += first && old[b] < old[a];
		}
		pos->arrived[a / PC_PIECES][a % PC_PIECES] = (uint16_t)rank;
		if (rank > top)
			top = (uint16_t)rank;
	}
	pos->clock = top;
}

/* How many pieces stand on tracked square s. */
static int
crowd(const struct pc_engine *e, const struct pc_position *pos, int s)
{
	int n = 0;

	for (int c = 0; c < e->board.seats; c++)
		for (int i = 0; i < PC_PIECES; i++)
			n += pc_board_square(&e->board, c,
					     pos->progress[c][i]) == s;
	return n;
}

/* Places a colour's pieces as a record's setup does, on a copy, so that
 * a refused setup leaves pos as it was. */
enum pc_status
pc_position_set(const struct pc_engine *e, struct pc_position *pos,
		enum pc_colour c, const int places[PC_PIECES],
		struct pc_error *err)
{
	struct pc_position next = *pos;
	char buf[PC_PLACE_TEXT_MAX];

	pc_position_make_room(&next);
	for (int i = 0; i < PC_PIECES; i++) {
		int p = pc_board_progress(&e->board, (int)c, places[i]);

		if (p < 0)
			return pc_error_set(err, PC_ERR_DATA, 0, 0,
					    "a %s piece cannot stand on %s",
					    pc_colour_shown(c),
					    pc_place_format(places[i], buf));
		next.progress[c][i] = (uint8_t)p;
		next.arrived[c][i] = ++next.clock;
	}
	next.playing |= (uint8_t)(1u << c);
	/* The square map holds two a square: count before trusting it. */
	for (int i = 0; i < PC_PIECES; i++) {
		int s = pc_board_square(&e->board, (int)c, next.progress[c][i]);

		if (s != 0 && crowd(e, &next, s) > 2)
			return pc_error_set(err, PC_ERR_DATA, 0, 0,
					    "%s holds more than two pieces",
					    pc_place_format(places[i], buf));
	}
	*pos = next;
	return PC_OK;
}

bool
pc_piece_waits(const struct pc_engine *e, const struct pc_position *pos,
	       int c, int i)
{
	if (!(pos->left[c] & (1u << i)))
		return false;
	for (int k = 0; k < PC_PIECES; k++)
		if (pos->progress[c][k] >= e->board.goal)
			return false;
	return true;
}

enum pc_status
pc_position_leave(const struct pc_engine *e, struct pc_position *pos,
		  enum pc_colour c, int piece, struct pc_error *err)
{
	struct pc_squares sq;
	int exit = pc_board_square(&e->board, (int)c, 1);

	if (piece < 0 || piece >= PC_PIECES)
		return pc_error_set(err, PC_ERR_DATA, 0, 0,
				    "piece %d does not exist", piece + 1);
	if (pos->progress[c][piece] >= e->board.goal)
		return pc_error_set(err, PC_ERR_DATA, 0, 0,
				    "piece %d of %s is already home", piece + 1,
				    pc_colour_shown(c));
	if (pos->left[c] & (1u << piece))
		return pc_error_set(err, PC_ERR_DATA, 0, 0,
				    "the person playing piece %d of %s has "
				    "left already", piece + 1,
				    pc_colour_shown(c));
	pos->left[c] |= (uint8_t)(1u << piece);
	if (!pc_piece_waits(e, pos, (int)c, piece) ||
	    pos->progress[c][piece] == 1)
		return PC_OK;
	/* Seed 003: with no teammate home it waits on its exit square. One
	 * waiting piece there at most: two would block the exit for good,
	 * and the team could never bring a piece out to get one home. */
	for (int k = 0; k < PC_PIECES; k++)
		if (k != piece && pos->progress[c][k] == 1 &&
		    pc_piece_waits(e, pos, (int)c, k))
			return PC_OK;
	pc_squares_build(e, pos, &sq);
	if (sq.n[exit] < 2) {
		pos->progress[c][piece] = 1;
		pc_position_make_room(pos);
		pos->arrived[c][piece] = ++pos->clock;
	}
	return PC_OK;
}

void
pc_position_unmanned(struct pc_position *pos, enum pc_colour c, int piece)
{
	if (piece >= 0 && piece < PC_PIECES)
		pos->left[c] |= (uint8_t)(1u << piece);
}

int
pc_roll_ndice(const struct pc_engine *e, const struct pc_position *pos)
{
	if (!e->rules.roll_per_piece)
		return e->rules.dice_per_roll;
	return __builtin_popcount(pos->rolling);
}

/* Where a piece stands, as the record names it. */
int
pc_position_place(const struct pc_engine *e, const struct pc_position *pos,
		  enum pc_colour c, int piece)
{
	return pc_board_place(&e->board, (int)c, pos->progress[c][piece]);
}

/* Builds the map of who stands where. Two pieces on one square are kept
 * in order of arrival, which decides a capture on an exit square.
 *
 * The hot path of every generation. The map is restrict: its bytes
 * alias nothing of the board's or the position's, so that the compiler
 * keeps what it read of them in registers while it writes the map; the
 * square is pc_board_square's, looked up. */
void
pc_squares_build(const struct pc_engine *e, const struct pc_position *pos,
		 struct pc_squares *restrict sq)
{
	const struct pc_board *b = &e->board;
	const int seats = b->seats;
	const unsigned playing = pos->playing;

	/* The whole array in pieces of 64 bytes, a few vector stores each:
	 * GCC makes a memset of all 193 bytes a rep stosq, whose start-up
	 * costs more than the stores. */
	_Static_assert(sizeof sq->n > 128 && sizeof sq->n <= 192 + 64,
		       "the counts are cleared in three pieces");
	memset(sq->n, 0, 64);
	memset(sq->n + 64, 0, 64);
	memset(sq->n + 128, 0, sizeof sq->n - 128);
	sq->full = 0;
	for (int c = 0; c < seats; c++) {
		const uint8_t *square_of = b->square_of[c];

		if (!(playing & (1u << c)))
			continue;
		for (int i = 0; i < PC_PIECES; i++) {
			/* 0 for the nest and the goal (a progress stays
			 * within 0 .. goal). */
			unsigned s = square_of[pos->progress[c][i]];
			uint8_t id = (uint8_t)(c * PC_PIECES + i), first;

			if (s == 0)
				continue;
			if (sq->n[s]++ == 0) {
				sq->who[s][0] = id;
				continue;
			}
			sq->full++;
			first = sq->who[s][0];
			if (pos->arrived[c][i] >
			    pos->arrived[first / PC_PIECES][first % PC_PIECES]) {
				sq->who[s][1] = id;
			} else {
				sq->who[s][1] = first;
				sq->who[s][0] = id;
			}
		}
	}
}

int
pc_partner(const struct pc_engine *e, const struct pc_position *pos, int c)
{
	int p = pc_opposite(e->board.seats, c);

	if (e->rules.teams != PC_TEAMS_PAIRS || !(pos->playing & (1u << p)))
		return -1;
	return p;
}

unsigned
pc_winners(const struct pc_engine *e, const struct pc_position *pos)
{
	unsigned w;

	if (pos->nfinished == 0)
		return 0;
	w = 1u << pos->finished[0];
	if (e->rules.teams == PC_TEAMS_PAIRS)
		w |= 1u << pc_opposite(e->board.seats, pos->finished[0]);
	return w;
}

/* A player with all four home helps the partner home (parchis(6), teams). */
int
pc_mover_of(const struct pc_engine *e, const struct pc_position *pos, int c)
{
	int p;

	if (e->rules.teams != PC_TEAMS_PAIRS)
		return c;	/* the hot path: asked at every move */
	p = pc_partner(e, pos, c);
	return p >= 0 && pc_all_home(e, pos, c) ? p : c;
}

int
pc_mover(const struct pc_engine *e, const struct pc_position *pos)
{
	return pc_mover_of(e, pos, pos->to_move);
}
