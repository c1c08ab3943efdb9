/* engine-internal.h: what the engine-*.c files share and nobody else uses.
 *
 * A play is built move by move: a phase says what is still to be played
 * of a roll (the die's move, a bonus count, nothing), the square map says
 * who stands where, and a reason says why a move is not allowed, so that
 * generation and explanation share one judgement. */
#ifndef PARCHIS_ENGINE_INTERNAL_H
#define PARCHIS_ENGINE_INTERNAL_H

#include <string.h>

#include "engine.h"

/* Who stands on each tracked square (engine-board.h), in order of arrival. */
struct pc_squares {
	uint8_t n[PC_SQUARES_MAX];
	uint8_t who[PC_SQUARES_MAX][2];	/* colour * PC_PIECES + piece */
	/* Squares holding two pieces, the only ones that can stop a piece
	 * on its way: with none (most places of most games) a walk need
	 * not look at the squares it passes. */
	uint8_t full;
};

enum {
	/* Moves one phase may offer: each die for each piece, and the two
	 * dice adding up to the exit roll. */
	PC_PHASE_MOVES = PC_ROLL_DICE * PC_PIECES + 1,
};

enum pc_phase_kind {
	PC_PHASE_ROLL,		/* a die's move */
	PC_PHASE_EXIT_AGAIN,	/* first_five_two: the second piece out */
	PC_PHASE_BONUS,		/* a bonus count */
	PC_PHASE_DONE,
};

/* What remains to be played of a roll. Bonuses earned while another is
 * due wait in the owed counts; each is then counted whole, or lost, before
 * a die not yet used. With two dice the player picks the die of each
 * move; the rules that judge whole plays (as many dice as can be used,
 * doubles open a barrier) are the goals the search sets. */
struct pc_phase {
	uint8_t kind;		/* enum pc_phase_kind */
	uint8_t roll;		/* one die: the die */
	uint8_t amount;		/* the count due: the die (a 6 as 7), 20, 10;
				 * with two dice, of a bonus only */
	uint8_t ndice;		/* dice in the roll: 1 or 2; with
				 * roll_per_piece 1 to 4 */
	uint8_t dice[PC_ROLL_DICE];
	uint8_t die_piece[PC_ROLL_DICE]; /* roll_per_piece: the piece of
					  * each die */
	uint8_t third_sixes;	/* roll_per_piece: bit i, piece i's third 6,
				 * not played */
	uint8_t unused;		/* bit k: die k is still to be used */
	bool doubles;		/* two dice showing the same */
	bool must_open;		/* two dice: doubles oblige opening a barrier */
	bool opened;		/* two dice: a die's move opened a barrier */
	bool goal_open;		/* search goal: the play must open a barrier */
	uint8_t goal_dice;	/* search goal: dice the play must use */
	uint8_t barrier_colour;	/* must_open: the colour moved at the start */
	uint8_t barrier_pieces;	/* must_open: bit i, piece i of that colour
				 * stood in a barrier before the roll and
				 * has not moved since */
	uint8_t mover;		/* bonus_piece mover: the piece that may
				 * count it, or PC_NO_PIECE */
	bool third_six;		/* roll phase: the roll is not played */
	bool first_five;	/* first_five_two: this 5 brings out two */
	uint8_t owed_captures;	/* capture bonuses still to count */
	uint8_t owed_goals;	/* goal bonuses still to count */
	uint8_t capturers;	/* bonus_piece mover: the piece owed each
				 * capture bonus still to count, two bits a
				 * bonus, the first owed lowest (else 0) */
	uint8_t start[PC_PIECES];	/* barrier_scope roll: where the
					 * barrier_colour's pieces stood when
					 * the roll began (else 0) */
	uint8_t start_pairs;	/* barrier_scope roll: bit i, piece i stood
				 * in a barrier of its own colour when the
				 * roll began (none: no barrier can move;
				 * always none under other rules) */
};

/* Why a move may not be made; PC_WHY_OK when it may. */
enum pc_reason {
	PC_WHY_OK,
	PC_WHY_GAME_OVER,
	PC_WHY_TURN_OVER,
	PC_WHY_NOT_YOURS,
	PC_WHY_NO_SUCH_PIECE,
	PC_WHY_MUST_MOVE,	/* a pass while a move exists */
	PC_WHY_THIRD_SIX,
	PC_WHY_WRONG_AMOUNT,
	PC_WHY_IN_GOAL,
	PC_WHY_IN_NEST,		/* a count other than the exit roll */
	PC_WHY_BONUS_FROM_NEST,
	PC_WHY_NEST_EMPTY,
	PC_WHY_NOT_EXIT_ROLL,	/* "+5" on another roll */
	PC_WHY_NOT_LOWEST,	/* another nest piece comes out first */
	PC_WHY_EXIT_OWN,	/* two of the player's pieces on the exit */
	PC_WHY_EXIT_BARRIER,	/* not_barrier: a foreign barrier on the exit */
	PC_WHY_EXIT_FULL,	/* exit_capture none: two pieces on the exit */
	PC_WHY_OVERSHOOT,	/* the goal needs an exact count */
	PC_WHY_BARRIER,		/* a barrier on the way or on the square */
	PC_WHY_FULL,		/* two pieces on the square already */
	PC_WHY_SAFE_HELD,	/* safe_share off: a foreign piece holds it */
	PC_WHY_MUST_EXIT,	/* the exit roll must bring a piece out */
	PC_WHY_MUST_EXIT_TWO,	/* first_five_two: a second piece comes out */
	PC_WHY_MUST_OPEN,	/* a 6 must open a barrier */
	PC_WHY_MOVER_ONLY,	/* bonus_piece mover */
	PC_WHY_NO_SUCH_DIE,	/* two dice: no die left counts the amount */
	PC_WHY_MUST_EXIT_SUM,	/* two dice adding up to 5 bring a piece out */
	PC_WHY_REFORM,		/* barrier_together false */
	PC_WHY_MUST_OPEN_DOUBLES, /* doubles must open a barrier */
	PC_WHY_MORE_DICE,	/* another order uses more dice */
};

/* A reason and the facts its message names. */
struct pc_why {
	enum pc_reason reason;
	int square;		/* tracked square concerned */
	int square2;		/* a second barrier the 6 may open, or 0 */
	int owner;		/* colour of the barrier there */
	int need;		/* overshoot: the exact count */
	int piece;		/* another piece the message names */
};

/* engine-state.c */
void pc_squares_build(const struct pc_engine *e, const struct pc_position *pos,
		      struct pc_squares *restrict sq);
/* The two squares of the map a move changes, as they were. */
struct pc_squares_undo {
	uint8_t square[2];	/* where the piece left, where it landed */
	uint8_t n[2];
	uint8_t who[2][2];
	uint8_t full;
};

/* Takes piece id off square s of the map (0, the nest or the goal, is
 * not mapped). */
static inline void
pc_squares_leave(struct pc_squares *sq, int s, uint8_t id)
{
	if (s == 0)
		return;
	if (sq->n[s] > 1) {
		if (sq->who[s][0] == id)
			sq->who[s][0] = sq->who[s][1];
		sq->full--;
	}
	sq->n[s]--;
}

/* Brings the map sq of a position up to date with move m made on it, as
 * pc_squares_build would rebuild it (the mover, the latest to arrive,
 * after a piece already there), keeping in *undo what it changed.
 * Inline, as the one below: the search makes and takes back every move
 * it tries. */
static inline void
pc_squares_move(const struct pc_engine *e, struct pc_squares *sq,
		const struct pc_move *m, struct pc_squares_undo *undo)
{
	const uint8_t *square_of = e->board.square_of[m->colour];
	int to = square_of[m->to];

	undo->square[0] = square_of[m->from];
	undo->square[1] = (uint8_t)to;
	for (int k = 0; k < 2; k++) {
		undo->n[k] = sq->n[undo->square[k]];
		memcpy(undo->who[k], sq->who[undo->square[k]],
		       sizeof undo->who[k]);
	}
	undo->full = sq->full;
	pc_squares_leave(sq, square_of[m->from],
			 (uint8_t)(m->colour * PC_PIECES + m->piece));
	/* A captured piece stood where the mover lands. */
	if (m->captured != PC_NO_PIECE)
		pc_squares_leave(sq, to, m->captured);
	if (to != 0) {
		if (sq->n[to] == 1)
			sq->full++;	/* a second piece there */
		sq->who[to][sq->n[to]++] =
			(uint8_t)(m->colour * PC_PIECES + m->piece);
	}
}

/* Takes back the pc_squares_move that filled undo. */
static inline void
pc_squares_undo(struct pc_squares *sq, const struct pc_squares_undo *undo)
{
	/* Both were kept before either changed: the same square twice
	 * comes back as it was either way. */
	for (int k = 1; k >= 0; k--) {
		sq->n[undo->square[k]] = undo->n[k];
		memcpy(sq->who[undo->square[k]], undo->who[k],
		       sizeof undo->who[k]);
	}
	sq->full = undo->full;
}

/* The small questions every move asks, inline: the search asks them at
 * every square a piece passes. */

/* Whether the two pieces on square block it, by the barriers option. */
static inline bool
pc_is_barrier(const struct pc_engine *e, const struct pc_squares *sq,
	      int square)
{
	bool same;

	if (sq->n[square] < 2)
		return false;
	same = sq->who[square][0] / PC_PIECES == sq->who[square][1] / PC_PIECES;
	switch (e->rules.barriers) {
	case PC_BARRIERS_SAME_COLOUR:
		return same;
	case PC_BARRIERS_MIXED:
		return true;
	case PC_BARRIERS_SAFE_ONLY:
		return same && pc_board_is_safe(&e->board, square);
	default:
		return false;
	}
}

/* The lowest-numbered piece of colour in the nest, the one "+5" brings
 * out; -1 when the nest is empty. */
static inline int
pc_lowest_in_nest(const struct pc_position *pos, int colour)
{
	for (int i = 0; i < PC_PIECES; i++)
		if (pos->progress[colour][i] == 0)
			return i;
	return -1;
}

/* Whether all of colour c's pieces are in the goal. */
static inline bool
pc_all_home(const struct pc_engine *e, const struct pc_position *pos, int c)
{
	for (int i = 0; i < PC_PIECES; i++)
		if (pos->progress[c][i] < e->board.goal)
			return false;
	return true;
}

/* Partners sit opposite: half the board apart (parchis(6), seats). */
static inline bool
pc_is_partner(const struct pc_engine *e, int a, int b)
{
	return e->rules.teams == PC_TEAMS_PAIRS && a != b &&
	       pc_opposite(e->board.seats, a) == b;
}

/* How many of the four dice bits are set: a nibble's count looked up
 * in one constant (without a popcnt instruction __builtin_popcount is a
 * call, and a play's dice are counted at every end of the search). */
static inline int
pc_dice_count(unsigned bits)
{
	return (int)((UINT64_C(0x4332322132212110) >> (4 * (bits & 0xf))) &
		     0xf);
}

/* The dice used so far in the roll of phase ph, the dice of the play that
 * reached it: those no longer unused. */
static inline int
pc_phase_dice_used(const struct pc_phase *ph)
{
	return pc_dice_count(~ph->unused & ((1u << ph->ndice) - 1));
}

/* pc_mover without a call when there are no pairs, the common case. */
static inline int
pc_mover_now(const struct pc_engine *e, const struct pc_position *pos)
{
	return e->rules.teams != PC_TEAMS_PAIRS ? pos->to_move
						: pc_mover(e, pos);
}

/* engine-move.c */
enum pc_reason pc_move_judge(const struct pc_engine *e,
			     const struct pc_position *pos,
			     const struct pc_squares *sq, int colour, int piece,
			     int amount, bool bonus, struct pc_move *out,
			     struct pc_why *why);

/* Records why a move is refused and returns the reason. */
static inline enum pc_reason
pc_refuse(struct pc_why *why, enum pc_reason reason, int square, int owner)
{
	if (why != NULL) {
		why->reason = reason;
		why->square = square;
		why->owner = owner;
	}
	return reason;
}

/* The colour of the barrier on square s, or -1 when two colours form it. */
static inline int
pc_barrier_owner(const struct pc_squares *sq, int s)
{
	int a = sq->who[s][0] / PC_PIECES, b = sq->who[s][1] / PC_PIECES;

	return a == b ? a : -1;
}

/* Whether a piece of colour may capture the piece id: any other colour's,
 * but a partner's only with capture_partner. */
static inline bool
pc_capturable(const struct pc_engine *e, int colour, int id)
{
	int other = id / PC_PIECES;

	return other != colour && (!pc_is_partner(e, colour, other) ||
				   e->rules.capture_partner);
}

/* Where a piece moving from progress `from` to `to` is stopped: the first
 * barrier on the way, or the landing square when it is full. */
static inline __attribute__((always_inline)) enum pc_reason
pc_walk(const struct pc_engine *e, const struct pc_squares *sq, int colour,
     int from, int to, struct pc_why *why)
{
	/* Looked up without pc_board_square's bounds: from < t < to <=
	 * goal, and the goal's entry is 0. */
	const uint8_t *square_of = e->board.square_of[colour];
	int s;

	/* Only a square holding two pieces can stop the piece on its way:
	 * with none on the board (sq->full) the walk is free. */
	for (int t = from + 1; t < to && sq->full != 0; t++) {
		s = square_of[t];
		if (pc_is_barrier(e, sq, s))
			return pc_refuse(why, PC_WHY_BARRIER, s,
				      pc_barrier_owner(sq, s));
	}
	s = square_of[to];
	if (s == 0 || sq->n[s] < 2)
		return PC_WHY_OK;
	if (pc_is_barrier(e, sq, s))
		return pc_refuse(why, PC_WHY_BARRIER, s, pc_barrier_owner(sq, s));
	return pc_refuse(why, PC_WHY_FULL, s, -1);
}

/* What landing on the square of m->to does to a lone foreign piece there:
 * on a plain ring square it is captured; on a safe square the two share
 * it, unless safe_share is off (the American rule), which keeps the
 * square for its holder. A partner's piece that may not be captured
 * shares a plain square as it would a safe one. */
static inline __attribute__((always_inline)) enum pc_reason
pc_land(const struct pc_engine *e, const struct pc_squares *sq, int colour,
     struct pc_move *m, struct pc_why *why)
{
	int s = pc_board_square(&e->board, colour, m->to);

	if (s == 0 || s > e->board.ring || sq->n[s] != 1 ||
	    sq->who[s][0] / PC_PIECES == colour)
		return PC_WHY_OK;
	if (!pc_capturable(e, colour, sq->who[s][0]))
		return PC_WHY_OK;
	if (!pc_board_is_safe(&e->board, s))
		m->captured = sq->who[s][0];
	else if (!e->rules.safe_share)
		return pc_refuse(why, PC_WHY_SAFE_HELD, s,
			      sq->who[s][0] / PC_PIECES);
	return PC_WHY_OK;
}

/* Judges moving piece of colour by amount on the board alone, without
 * the obligations of the roll; on success fills *out (which a refusal
 * may leave half written), else why (when not NULL). Inline, for the search asks it of every
 * piece at every place: the plain forward move, on the ring or in the
 * corridor and not past the goal, is judged here; the nest, the goal, a
 * count past it and blocked_move stop by pc_move_judge. */
static inline __attribute__((always_inline)) enum pc_reason
pc_move_check(const struct pc_engine *e, const struct pc_position *pos,
	      const struct pc_squares *sq, int colour, int piece, int amount,
	      bool bonus, struct pc_move *out, struct pc_why *why)
{
	int from = pos->progress[colour][piece];
	enum pc_reason r;

	/* A count past the goal without a bounce, and nothing to explain:
	 * the refusal pc_move_judge would give. */
	if (from + amount > e->board.goal && from != 0 &&
	    from < e->board.goal && why == NULL &&
	    e->rules.goal_entry != PC_GOAL_ENTRY_BOUNCE)
		return PC_WHY_OVERSHOOT;
	if (from == 0 || from >= e->board.goal ||
	    from + amount > e->board.goal ||
	    e->rules.blocked_move == PC_BLOCKED_STOP)
		return pc_move_judge(e, pos, sq, colour, piece, amount, bonus,
				     out, why);
	/* Written in place: a refused move leaves *out to be overwritten
	 * (no caller reads it then). */
	*out = (struct pc_move){(uint8_t)colour, (uint8_t)piece,
				(uint8_t)amount, (uint8_t)from,
				(uint8_t)(from + amount), 0, PC_NO_PIECE, 0};
	r = pc_walk(e, sq, colour, from, out->to, why);
	if (r == PC_WHY_OK)
		r = pc_land(e, sq, colour, out, why);
	return r;
}
bool pc_move_reforms(const struct pc_engine *e, const struct pc_position *pos,
		     const struct pc_squares *sq, const struct pc_move *m,
		     struct pc_why *why);
bool pc_pair_blocks(const struct pc_engine *e, int s);
void pc_move_apply(const struct pc_engine *e, struct pc_position *pos,
		   const struct pc_move *m);

/* engine-phase.c */
/* Whether the dice are a roll of the rules: pc_roll_ndice dice, 1 to 6.
 * Inline: every listing asks it first. */
static inline bool
pc_roll_valid(const struct pc_engine *e, const struct pc_position *pos,
	      const uint8_t *dice, int ndice)
{
	int want = e->rules.roll_per_piece ? __builtin_popcount(pos->rolling)
					   : e->rules.dice_per_roll;

	/* want is pc_roll_ndice, without the call. */
	if (ndice != want || ndice > PC_ROLL_DICE || ndice < 1)
		return false;
	for (int k = 0; k < ndice; k++)
		if (dice[k] < 1 || dice[k] > 6)
			return false;
	return true;
}

/* roll_per_piece: ties each die of ph to its piece, in piece order, and
 * marks the pieces whose die is their third 6 of the turn. */
void pc_piece_dice(const struct pc_engine *e, const struct pc_position *pos,
		   struct pc_phase *ph);

/* Whether the roll repeats: a 6, or with two dice doubles (with a roll
 * per piece each piece's 6 is its own: pc_piece_dice). */
static inline bool
pc_rolls_again(const struct pc_phase *ph)
{
	return ph->ndice == 1 ? ph->roll == 6 : ph->doubles;
}

/* The facts of the roll alone: its dice, doubles, a third 6 (or third
 * doubles) and with a roll per piece each die's piece. What applying a
 * play needs, without the rest of pc_phase_start. Inline: asked twice a
 * roll, listing and applying. */
static inline void
pc_phase_roll(const struct pc_engine *e, const struct pc_position *pos,
	      const uint8_t *dice, int ndice, struct pc_phase *ph)
{
	/* Every byte set, those of fields a rule leaves unused too: the
	 * search's memo compares phases whole (engine-memo.c). */
	memset(ph, 0, sizeof *ph);
	ph->kind = PC_PHASE_ROLL;
	ph->ndice = (uint8_t)ndice;
	for (int k = 0; k < ndice && k < PC_ROLL_DICE; k++)
		ph->dice[k] = dice[k];
	ph->unused = (uint8_t)((1u << ndice) - 1);
	ph->roll = dice[0];
	ph->doubles = ndice == 2 && dice[0] == dice[1] &&
		      !e->rules.roll_per_piece;
	ph->third_six = !e->rules.roll_per_piece && pc_rolls_again(ph) &&
			pos->sixes >= 2 &&
			e->rules.three_sixes != PC_THREE_SIXES_NONE;
	ph->third_sixes = 0;
	if (e->rules.roll_per_piece)
		pc_piece_dice(e, pos, ph);
}

void pc_phase_start(const struct pc_engine *e, const struct pc_position *pos,
		    const uint8_t *dice, int ndice, struct pc_phase *ph);
int pc_die_amount(const struct pc_engine *e, const struct pc_position *pos,
		  int die);
bool pc_opens_barrier(const struct pc_engine *e, const struct pc_position *pos,
		      const struct pc_phase *ph, const struct pc_move *m);
bool pc_barrier_moved(const struct pc_engine *e, const struct pc_position *pos,
		      const struct pc_phase *ph);
size_t pc_phase_moves(const struct pc_engine *e, const struct pc_position *pos,
		      const struct pc_phase *ph,
		      struct pc_move out[PC_PHASE_MOVES]);
size_t pc_phase_settle(const struct pc_engine *e,
		       const struct pc_position *pos, struct pc_phase *ph,
		       struct pc_move out[PC_PHASE_MOVES]);
/* pc_phase_moves on sq, the map of pos already built: a roll phase's
 * moves, as pc_phase_settle_on gives them (a roll phase settles as it
 * is). */
size_t pc_phase_moves_on(const struct pc_engine *e,
			 const struct pc_position *pos,
			 const struct pc_squares *sq,
			 const struct pc_phase *ph,
			 struct pc_move out[PC_PHASE_MOVES]);
/* pc_phase_settle on sq, the map of pos already built. */
size_t pc_phase_settle_on(const struct pc_engine *e,
			  const struct pc_position *pos,
			  const struct pc_squares *sq, struct pc_phase *ph,
			  struct pc_move out[PC_PHASE_MOVES]);
void pc_phase_next(const struct pc_engine *e, const struct pc_position *pos,
		   struct pc_phase *ph, const struct pc_move *m);

/* Whether die move m of a one-die roll's phase ph (neither yet changed by
 * it) ends the roll: what pc_phase_next would leave PC_PHASE_DONE, with
 * no bonus earned (a capture's, a goal's) and no second piece to bring
 * out. The listing of one die asks it of every move, most of which end
 * the roll, without a phase to copy and carry on: inline. */
static inline bool
pc_phase_ends(const struct pc_engine *e, const struct pc_phase *ph,
	      const struct pc_move *m)
{
	return (m->captured == PC_NO_PIECE || e->rules.capture_bonus == 0) &&
	       (m->to != e->board.goal || e->rules.goal_bonus == 0) &&
	       !(ph->first_five && m->from == 0);
}

/* engine-memo.c: places the search has been, and the plays it found
 * below each (the search's transpositions). */
struct pc_memo_key {
	uint8_t progress[PC_NCOLOURS][PC_PIECES];
	uint32_t later;		/* bit colour * PC_PIECES + piece: the piece
				 * came after the other on its square */
	uint16_t opened_pairs;
	uint8_t nmoves;		/* moves made in the roll */
	uint8_t unused;		/* zero */
	struct pc_phase ph;	/* the phase, not yet settled */
};
_Static_assert(sizeof(struct pc_memo_key) % sizeof(uint64_t) == 0,
	       "a memo key is hashed in 64-bit words");
_Static_assert(sizeof(struct pc_memo_key) ==
		       sizeof(((struct pc_memo_key *)0)->progress) +
			       sizeof(((struct pc_memo_key *)0)->later) +
			       sizeof(((struct pc_memo_key *)0)->opened_pairs) +
			       sizeof(((struct pc_memo_key *)0)->nmoves) +
			       sizeof(((struct pc_memo_key *)0)->unused) +
			       sizeof(((struct pc_memo_key *)0)->ph),
	       "a memo key has no padding: memo_key sets every byte");

struct pc_memo_entry {
	struct pc_memo_key key;
	size_t first;		/* the search's count when it came here */
	size_t count;		/* the plays it found below */
};

/* Entries enough for the places of nearly every roll; the slots twice
 * as many, so that probes stay short. */
enum { PC_MEMO_SLOTS = 2048, PC_MEMO_ENTRIES = 1024 };

struct pc_memo {
	uint16_t used;		/* entries filled */
	uint16_t slot[PC_MEMO_SLOTS];	/* open addressing: entry + 1, or 0 */
	struct pc_memo_entry entry[PC_MEMO_ENTRIES];
};

void pc_memo_init(struct pc_memo *memo);
/* The place pos (its map sq), with phase ph not yet settled, after
 * nmoves moves of the roll: its key into *key, and its entry or NULL;
 * in *where the slot its probe reached, for pc_memo_add. One call for
 * both, made at every place of the search. */
const struct pc_memo_entry *
pc_memo_find(struct pc_memo *memo, const struct pc_engine *e,
	     const struct pc_position *pos, const struct pc_squares *sq,
	     const struct pc_phase *ph, int nmoves, struct pc_memo_key *key,
	     uint32_t *where);
/* Notes that the search, coming to key (where, pc_memo_find's) with first
 * plays found, found count more below it; nothing when the memo is full
 * or has the key. */
void pc_memo_add(struct pc_memo *memo, const struct pc_memo_key *key,
		 uint32_t where, size_t first, size_t count);

/* engine-explain.c */
void pc_explain_step(const struct pc_engine *e, const struct pc_position *pos,
		     const struct pc_phase *ph, const struct pc_step *step,
		     char *buf, size_t size);

#endif
