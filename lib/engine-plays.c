/* engine-plays.c: the complete legal plays of a roll, and checking the
 * steps a player wrote against them.
 *
 * A play is a walk through phases: a die's move, then bonus counts for
 * as long as moves earn them, then the other die. Listing plays is a
 * depth-first search over copies of the position; checking steps walks
 * the same tree along the player's steps and lists what is left below
 * the last one.
 *
 * With two dice some rules judge whole plays, not moves: the player uses
 * as many dice as can be used, and doubles must open a barrier if any
 * play does (parchis(6), dice_per_roll). A first search surveys every play of
 * the roll and sets these as goals in the starting phase; the searches
 * that list and check keep only the plays that meet them. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "engine-internal.h"

/* What a search does at the end of each play. */
enum mode {
	MODE_LIST,		/* keep the plays that meet the goals */
	MODE_SURVEY,		/* learn the goals: dice used, barriers opened */
	MODE_EXISTS,		/* stop at the first play that meets them */
	MODE_GATHER,		/* survey and keep every play at once */
	MODE_PICK,		/* count the plays that meet the goals, and
				 * keep the one numbered target */
};

/* Plays a gathering search keeps with their barrier flag; a roll with
 * more, when the goals may drop some, is listed by a survey and a second
 * search. */
enum { GATHER_MAX = 512, END_OPENED = 0x80 };

/* A search in progress. While a play has fewer moves than there are
 * written steps, its next move must fit the next step. */
struct search {
	const struct pc_engine *e;
	enum mode mode;
	struct pc_play *out;
	size_t cap;
	size_t count;		/* plays kept, or found in MODE_EXISTS */
	const struct pc_step *steps;
	size_t nsteps;
	size_t fitted;		/* the most steps a legal play starts with */
	struct pc_position at;	/* where the first such play stood after */
	struct pc_phase at_ph;	/* them, to explain the next step there */
	struct pc_outcome *seen;	/* distinct outcomes: those of out[] */
	bool again;		/* the roll repeats at all */
	int most_dice;		/* survey: the most dice a play uses */
	int most_opening;	/* survey: the same among plays that open */
	bool any_opening;	/* survey: some play opens a barrier */
	uint8_t *end_of;	/* gather: how each play kept ended
				 * (GATHER_MAX of them): the dice it used,
				 * and END_OPENED when it opened a barrier */
	struct pc_memo *memo;	/* four amounts: the places searched */
	size_t target;		/* pick: the number of the play wanted */
	bool picked;		/* pick: out[0] holds it */
	size_t kept;		/* pick: plays 0 .. kept-1 are in out[],
				 * kept as counted, until a place the memo
				 * knows is counted without its plays */
	const struct pick_root *root;	/* pick: the root's judgements */
	int ntouched;		/* pick: where the moves made (applied)
				 * left and landed, as progress */
	uint8_t touched[2 * PC_PLAY_MOVES];
};

static void search(struct search *s, const struct pc_position *pos,
		   struct pc_squares *sq, const struct pc_phase *ph,
		   struct pc_play *play);

/* A search in mode over the plays of a roll, keeping them in out[0..cap).
 * Only the fields every search reads are set: the explanation's place is
 * filled by pc_check_steps alone, and listing is the hot path. */
static void
search_init(struct search *s, const struct pc_engine *e, enum mode mode,
	    struct pc_play *out, size_t cap)
{
	s->e = e;
	s->mode = mode;
	s->out = out;
	s->cap = cap;
	s->count = 0;
	s->steps = NULL;
	s->nsteps = 0;
	s->fitted = 0;
	s->seen = NULL;
	s->again = false;
	s->most_dice = 0;
	s->most_opening = 0;
	s->any_opening = false;
	s->end_of = NULL;
	s->memo = NULL;
	s->target = SIZE_MAX;
	s->picked = false;
	s->kept = SIZE_MAX;
	s->root = NULL;
	s->ntouched = 0;
}

/* A memo for the search from phase ph when it has four amounts to play
 * (doubles_faces), where moves in another order reach the same places;
 * with fewer, or no memo given, the search is left without. */
static void
use_memo(struct search *s, const struct pc_phase *ph, struct pc_memo *memo)
{
	if (memo == NULL || ph->ndice <= 2)
		return;
	pc_memo_init(memo);
	s->memo = memo;
}

/* Sets the goals of the starting phase ph from a survey of the roll's
 * plays: a barrier opened when doubles oblige it and some play can, and
 * then as many dice used as any such play uses. */
static void
set_goals(struct pc_phase *ph, const struct search *survey)
{
	ph->goal_open = ph->must_open && survey->any_opening;
	ph->goal_dice = (uint8_t)(ph->goal_open ? survey->most_opening
						: survey->most_dice);
}

/* Whether a play of two dice that used dice dice and opened a barrier
 * or not meets the goals of ph (the dice only with most_dice). */
static bool
goals_met(const struct pc_engine *e, const struct pc_phase *ph, bool opened,
	  int dice)
{
	return (!ph->goal_open || opened) &&
	       (!e->rules.most_dice || dice == ph->goal_dice);
}

/* Whether a play finished with phase ph meets the goals the survey set:
 * its dice are those ph no longer has unused (pc_play_dice). */
static bool
meets_goals(const struct pc_engine *e, const struct pc_phase *ph)
{
	if (ph->ndice < 2 || e->rules.roll_per_piece)
		return true;
	return goals_met(e, ph, ph->opened, pc_phase_dice_used(ph));
}

/* Where play (ending on pos) leaves the game, for telling outcomes
 * apart. */
static void
outcome_of(const struct search *s, const struct pc_position *pos,
	   struct pc_outcome *o)
{
	memset(o, 0, sizeof *o);
	memcpy(o->progress, pos->progress, sizeof o->progress);
	o->last_colour = PC_NO_PIECE;
	/* A third 6 (doubles) would send the piece moved last home. */
	if (s->again && s->e->rules.three_sixes == PC_THREE_SIXES_NEST &&
	    pos->last_moved != PC_NO_PIECE) {
		o->last_colour = pos->last_colour;
		o->last_progress =
			pos->progress[pos->last_colour][pos->last_moved];
	}
	if (s->again && !s->e->rules.barrier_together)
		o->opened_pairs = pos->opened_pairs;
	/* Pieces of one colour are alike, the event's people excepted:
	 * which of two pieces on one square moved is no choice. The pairs
	 * barred for the turn name pieces, so then they stay apart. */
	if (s->e->rules.roll_per_piece || o->opened_pairs != 0)
		return;
	for (int c = 0; c < s->e->board.seats; c++) {
		uint8_t *p = o->progress[c];

		for (int i = 1; i < PC_PIECES; i++)
			for (int j = i; j > 0 && p[j - 1] > p[j]; j--) {
				uint8_t t = p[j];

				p[j] = p[j - 1];
				p[j - 1] = t;
			}
	}
}

/* Distinct outcomes: whether the play ending on pos reaches one that a
 * play kept already reaches; else it is noted as kept. */
static bool
seen_before(struct search *s, const struct pc_position *pos)
{
	struct pc_outcome o;
	size_t kept = s->count < s->cap ? s->count : s->cap;

	outcome_of(s, pos, &o);
	for (size_t k = 0; k < kept; k++)
		if (memcmp(&s->seen[k], &o, sizeof o) == 0)
			return true;
	if (s->count < s->cap)
		s->seen[s->count] = o;
	return false;
}

/* Whether barriers are judged at the end of the roll (barrier_together
 * false, barrier_scope roll: the American rule) and one stood when the
 * roll began: without one, no barrier can have moved. pc_phase_start
 * notes the pairs under that rule only, so they say both. */
static bool
roll_scope(const struct pc_phase *ph)
{
	return ph->start_pairs != 0;
}

/* barrier_scope roll: whether every move of moves[0..n) would leave a
 * barrier of the roll's start moved, so that none counts as one the
 * player could still make: the play may end here. */
static bool
only_moved_barriers(const struct pc_engine *e, const struct pc_position *pos,
		    const struct pc_phase *ph, const struct pc_move *moves,
		    size_t n)
{
	for (size_t k = 0; k < n; k++) {
		struct pc_position next = *pos;

		pc_move_apply(e, &next, &moves[k]);
		if (!pc_barrier_moved(e, &next, ph))
			return false;
	}
	return true;
}

/* Keeps a play: the moves made, not the whole array (a play is read to
 * nmoves). */
static void
copy_play(struct pc_play *to, const struct pc_play *from)
{
	to->player = from->player;
	to->nmoves = from->nmoves;
	/* Most plays are one move, or two with two dice: those are copied
	 * as they are (a pass's unused first move too), the compiler makes
	 * a call of the rest. */
	to->moves[0] = from->moves[0];
	if (from->nmoves > 1)
		to->moves[1] = from->moves[1];
	for (int k = 2; k < from->nmoves; k++)
		to->moves[k] = from->moves[k];
}

/* A play has ended with phase ph on pos. */
static inline __attribute__((always_inline)) void
finish(struct search *s, const struct pc_position *pos,
       const struct pc_phase *ph, const struct pc_play *play)
{
	/* barrier_scope roll: a play may not end with a barrier of the
	 * roll's start moved together. */
	if (roll_scope(ph) && pc_barrier_moved(s->e, pos, ph))
		return;
	if (s->mode == MODE_SURVEY || s->mode == MODE_GATHER) {
		int dice = pc_phase_dice_used(ph);

		if (dice > s->most_dice)
			s->most_dice = dice;
		if (ph->opened && (!s->any_opening || dice > s->most_opening))
			s->most_opening = dice;
		s->any_opening |= ph->opened;
		if (s->mode == MODE_SURVEY)
			return;
		if (s->count < s->cap)
			copy_play(&s->out[s->count], play);
		if (s->count < GATHER_MAX)
			s->end_of[s->count] =
				(uint8_t)(dice | (ph->opened ? END_OPENED : 0));
		s->count++;
		return;
	}
	if (!meets_goals(s->e, ph))
		return;
	if (s->seen != NULL && s->mode == MODE_LIST &&
	    seen_before(s, pos))
		return;
	/* A play ends here only once it has fitted every written step. */
	s->fitted = s->nsteps;
	if (s->mode == MODE_LIST && s->count < s->cap)
		copy_play(&s->out[s->count], play);
	s->count++;
}

/* Makes move m and searches on, with the map sq of pos brought up to
 * date rather than built again, and then taken back. */
static void
branch(struct search *s, const struct pc_position *pos,
       struct pc_squares *sq, const struct pc_phase *ph,
       struct pc_play *play, const struct pc_move *m)
{
	struct pc_phase after = *ph;

	pc_phase_next(s->e, pos, &after, m);
	play->moves[play->nmoves++] = *m;
	if (after.kind == PC_PHASE_DONE && s->seen == NULL &&
	    play->nmoves >= s->nsteps && !roll_scope(&after)) {
		/* The play ends with this move, and no outcome is compared:
		 * what search would do on the position after it, without
		 * making it (finish reads the position for outcomes only, and
		 * with barrier_scope roll for the barriers). */
		if (s->mode != MODE_EXISTS || s->count == 0)
			finish(s, pos, &after, play);
	} else {
		struct pc_position next = *pos;
		struct pc_squares_undo undo;

		pc_move_apply(s->e, &next, m);
		pc_squares_move(s->e, sq, m, &undo);
		search(s, &next, sq, &after, play);
		pc_squares_undo(sq, &undo);
	}
	play->nmoves--;
}

/* Searches from the start of a roll, on the map of pos built once. */
static void
search_root(struct search *s, const struct pc_position *pos,
	    const struct pc_phase *ph, struct pc_play *play)
{
	struct pc_squares sq;

	pc_squares_build(s->e, pos, &sq);
	search(s, pos, &sq, ph, play);
}

/* Whether some play that meets the goals continues play from here. */
static bool
can_finish(const struct pc_engine *e, const struct pc_position *pos,
	   struct pc_squares *sq, const struct pc_phase *ph,
	   struct pc_play *play)
{
	struct search s;

	search_init(&s, e, MODE_EXISTS, NULL, 0);
	search(&s, pos, sq, ph, play);
	return s.count > 0;
}

/* Whether legal move m is what step names. A piece in the nest names the
 * come-out only when it is the one that would come out. */
static bool
step_matches(const struct pc_step *step, const struct pc_move *m)
{
	if (step->has_amount && step->amount != m->amount)
		return false;
	if (step->has_colour && step->colour != m->colour)
		return false;
	if (step->piece == 0)
		return m->from == 0;
	return step->piece - 1 == m->piece;
}

/* Follows written step k from a settled phase with moves[0..n). The
 * first time a play reaches k steps on its way to a legal end, the place
 * is kept: an illegal step k is explained there. */
static void
follow(struct search *s, const struct pc_position *pos,
       struct pc_squares *sq, const struct pc_phase *ph,
       struct pc_play *play, const struct pc_move *moves, size_t n)
{
	const struct pc_step *step = &s->steps[play->nmoves];
	size_t k = play->nmoves;

	if (k > s->fitted && can_finish(s->e, pos, sq, ph, play)) {
		s->fitted = k;
		s->at = *pos;
		s->at_ph = *ph;
	}
	if (step->pass) {
		/* A pass is the play when no move can be made. */
		if (k != 0 || n != 0)
			return;
		s->fitted = 1;
		s->at_ph.kind = PC_PHASE_DONE;
		if (s->nsteps == 1)
			finish(s, pos, ph, play);
		return;
	}
	for (size_t i = 0; i < n; i++)
		if (step_matches(step, &moves[i]))
			branch(s, pos, sq, ph, play, &moves[i]);
}

/* The search comes to a place it has searched (memo entry m) by another
 * order of the same moves: the plays found there are found again, with
 * this play's moves before theirs (the same number: the place counts
 * them). A survey has its figures from them already; a search for one
 * play found none there, or has ended. */
static void
replay(struct search *s, const struct pc_memo_entry *m,
       const struct pc_play *play)
{
	int made = play->nmoves;

	if (s->mode == MODE_SURVEY || s->mode == MODE_EXISTS)
		return;
	for (size_t k = 0; k < m->count; k++) {
		/* Plays are kept in order: the one copied stands before the
		 * copy, so it was kept when the copy is. */
		size_t to = s->count, from = m->first + k;

		if (to < s->cap) {
			struct pc_play *copy = &s->out[to];
			const struct pc_play *found = &s->out[from];

			copy->player = play->player;
			copy->nmoves = found->nmoves;
			memcpy(copy->moves, play->moves,
			       (size_t)made * sizeof copy->moves[0]);
			memcpy(copy->moves + made, found->moves + made,
			       (size_t)(found->nmoves - made) *
				       sizeof copy->moves[0]);
		}
		if (s->mode == MODE_GATHER && to < GATHER_MAX)
			s->end_of[to] = s->end_of[from];
		s->count++;
	}
}

static void expand(struct search *s, const struct pc_position *pos,
		   struct pc_squares *sq, const struct pc_phase *ph,
		   struct pc_play *play);

/* Lists every play that continues play (already applied to pos) from
 * phase ph, or with a memo finds them where another order of the same
 * moves found them. */
static void
search(struct search *s, const struct pc_position *pos,
       struct pc_squares *sq, const struct pc_phase *ph,
       struct pc_play *play)
{
	struct pc_memo_key key;
	const struct pc_memo_entry *m;
	size_t before = s->count;
	uint32_t where;

	if (s->mode == MODE_EXISTS && s->count > 0)
		return;
	/* Two moves at least before another order can come here; written
	 * steps and distinct outcomes are searched without. */
	if (s->memo == NULL || play->nmoves < 2 ||
	    play->nmoves < (int)s->nsteps || s->seen != NULL) {
		expand(s, pos, sq, ph, play);
		return;
	}
	m = pc_memo_find(s->memo, s->e, pos, sq, ph, play->nmoves, &key,
			 &where);
	if (m != NULL) {
		replay(s, m, play);
		return;
	}
	expand(s, pos, sq, ph, play);
	pc_memo_add(s->memo, &key, where, before, s->count - before);
}

/* search without a memo. When nothing is left to move the play ends: a
 * die's move that cannot be made is a pass. */
static void
expand(struct search *s, const struct pc_position *pos,
       struct pc_squares *sq, const struct pc_phase *ph,
       struct pc_play *play)
{
	struct pc_move moves[PC_PHASE_MOVES];
	struct pc_phase now = *ph;
	size_t n;

	n = pc_phase_settle_on(s->e, pos, sq, &now, moves);
	if (play->nmoves < s->nsteps) {
		follow(s, pos, sq, &now, play, moves, n);
		return;
	}
	/* PC_PLAY_MOVES exceeds the longest chain four pieces can make
	 * (two dice, twelve captures, four goals); the test only guards. */
	if (n == 0 || play->nmoves == PC_PLAY_MOVES) {
		finish(s, pos, &now, play);
		return;
	}
	/* A barrier that may not move together: a move that would move it
	 * is not one the player must make, but may be on the way to
	 * another end. */
	if (roll_scope(&now) &&
	    only_moved_barriers(s->e, pos, &now, moves, n))
		finish(s, pos, &now, play);
	for (size_t k = 0; k < n; k++)
		branch(s, pos, sq, &now, play, &moves[k]);
}

/* The phase a roll starts with, and with two dice the goals a play must
 * meet: a barrier opened when doubles oblige it and some play can, and
 * then as many dice used as any such play uses. The survey uses memo
 * (NULL: none). */
static void
begin(const struct pc_engine *e, const struct pc_position *pos,
      const uint8_t *dice, int ndice, struct pc_phase *ph,
      struct pc_play *play, struct pc_memo *memo)
{
	struct search s;

	pc_phase_start(e, pos, dice, ndice, ph);
	play->player = pos->to_move;
	play->nmoves = 0;
	/* With a roll per piece every die is compulsory: no goals. */
	if (ndice < 2 || e->rules.roll_per_piece)
		return;
	search_init(&s, e, MODE_SURVEY, NULL, 0);
	use_memo(&s, ph, memo);
	search_root(&s, pos, ph, play);
	set_goals(ph, &s);
}

/* Whether the roll repeats for its player (a 6, or doubles). */
static bool
roll_repeats(const struct pc_engine *e, const uint8_t *dice, int ndice)
{
	bool again = ndice == 1 ? dice[0] == 6 : dice[0] == dice[1];

	return again && e->rules.repeat_roll && !e->rules.roll_per_piece;
}

/* The legal plays of two dice in one search instead of two: every play
 * is kept, with its dice and whether it opened a barrier, while the survey's figures
 * are gathered; then the plays that miss the goals begin would set are
 * dropped, in order. The same plays as a survey and a listing search
 * (both walk the same tree; the goals only judge plays at its ends), or
 * SIZE_MAX when they did not all fit in out or in GATHER_MAX, unless the
 * goals drop none (no barrier to open, most_dice false: the American
 * game's many plays of doubles), when the count is every play's and out
 * holds the first cap. The search uses memo. */
static size_t
gather_plays(const struct pc_engine *e, const struct pc_position *pos,
	     const uint8_t *dice, int ndice, struct pc_play *out, size_t cap,
	     struct pc_memo *memo)
{
	struct search s;
	struct pc_phase ph;
	struct pc_play play;
	uint8_t end[GATHER_MAX];
	size_t kept = 0;

	pc_phase_start(e, pos, dice, ndice, &ph);
	play.player = pos->to_move;
	play.nmoves = 0;
	search_init(&s, e, MODE_GATHER, out, cap);
	s.end_of = end;
	use_memo(&s, &ph, memo);
	search_root(&s, pos, &ph, &play);
	set_goals(&ph, &s);
	if (!ph.goal_open && !e->rules.most_dice)
		return s.count;
	if (s.count > cap || s.count > GATHER_MAX)
		return SIZE_MAX;
	for (size_t k = 0; k < s.count; k++) {
		if (!goals_met(e, &ph, end[k] & END_OPENED,
			       end[k] & ~END_OPENED))
			continue;
		if (kept < k)
			copy_play(&out[kept], &out[k]);
		kept++;
	}
	return kept;
}

/* The legal plays of one die (no roll per piece), the common roll: the
 * search's root without its carrying on where a move ends the roll (no
 * bonus earned, pc_phase_ends), which is what search would keep there:
 * the play of that one move. A move that earns a bonus is searched on as
 * ever, in its place, so that the order is the search's. */
static size_t
one_die_plays(const struct pc_engine *e, const struct pc_position *pos,
	      const uint8_t *dice, struct pc_play *out, size_t cap)
{
	struct search s;
	struct pc_phase ph;
	struct pc_play play;
	struct pc_squares sq;
	struct pc_move moves[PC_PHASE_MOVES];
	size_t n;

	begin(e, pos, dice, 1, &ph, &play, NULL);
	search_init(&s, e, MODE_LIST, out, cap);
	pc_squares_build(e, pos, &sq);
	/* barrier_scope roll judges a play's end: the whole search. */
	if (roll_scope(&ph)) {
		search(&s, pos, &sq, &ph, &play);
		return s.count;
	}
	/* A roll phase settles as it is: no bonus is due yet. */
	n = pc_phase_moves_on(e, pos, &sq, &ph, moves);
	if (n == 0)
		finish(&s, pos, &ph, &play);
	for (size_t k = 0; k < n; k++) {
		if (!pc_phase_ends(e, &ph, &moves[k])) {
			branch(&s, pos, &sq, &ph, &play, &moves[k]);
			continue;
		}
		if (s.count < cap) {
			out[s.count].player = play.player;
			out[s.count].nmoves = 1;
			out[s.count].moves[0] = moves[k];
		}
		s.count++;
	}
	return s.count;
}

/* Every legal play of a roll, by searching the phases from its start;
 * with seen, one a distinct outcome. */
static size_t
list_plays(const struct pc_engine *e, const struct pc_position *pos,
	   const uint8_t *dice, int ndice, struct pc_play *out,
	   struct pc_outcome *seen, size_t cap)
{
	struct search s;
	struct pc_phase ph;
	struct pc_play play;
	struct pc_memo memo;

	if (pos->over || !pc_roll_valid(e, pos, dice, ndice))
		return 0;
	if (seen == NULL && ndice == 1 && !e->rules.roll_per_piece)
		return one_die_plays(e, pos, dice, out, cap);
	if (seen == NULL && ndice >= 2 && !e->rules.roll_per_piece) {
		size_t n = gather_plays(e, pos, dice, ndice, out, cap, &memo);

		if (n != SIZE_MAX)
			return n;
	}
	begin(e, pos, dice, ndice, &ph, &play, &memo);
	search_init(&s, e, MODE_LIST, out, cap);
	s.seen = seen;
	if (seen == NULL)
		use_memo(&s, &ph, &memo);
	/* When the roll repeats, the turn goes on: the piece moved last
	 * (a third 6 sends it home) and the barriers opened count too. */
	s.again = seen != NULL && roll_repeats(e, dice, ndice);
	search_root(&s, pos, &ph, &play);
	return s.count;
}

size_t
pc_legal_plays(const struct pc_engine *e, const struct pc_position *pos,
	       const uint8_t *dice, int ndice, struct pc_play *out,
	       size_t cap)
{
	return list_plays(e, pos, dice, ndice, out, NULL, cap);
}

size_t
pc_legal_outcomes(const struct pc_engine *e, const struct pc_position *pos,
		  const uint8_t *dice, int ndice, struct pc_play *out,
		  struct pc_outcome *seen, size_t cap)
{
	return list_plays(e, pos, dice, ndice, out, seen, cap);
}

/* Counting the plays and picking one (pc_pick_play): the search as
 * listing makes it, keeping nothing but the count and the first play;
 * then, asked for another play, searching again only as far as that
 * one. The count of a place the memo knows is taken from it at once,
 * both times, and the root's moves and the count after each are kept,
 * so that the second search goes down only the move that holds the play
 * wanted. */

/* Plays the first search keeps as it counts them, while no place the
 * memo knows is counted without its plays: one of those chosen needs no
 * second search. Enough for every play of most rolls of two dice. */
enum { PICK_KEEP = 64 };

/* The root of a roll being counted: its settled phase, its moves, and
 * how many plays were counted once each move's were. */
struct pick_root {
	struct pc_phase now;
	struct pc_move moves[PC_PHASE_MOVES];
	size_t n;
	size_t ends[PC_PHASE_MOVES];
	/* The root's judgement of each die (by the face it shows) for each
	 * piece, for the last dice below (pick_last): known when the root
	 * tried every open die on every piece on the board (table). */
	bool table;
	uint8_t progress[PC_PIECES];	/* where the pieces stood */
	uint8_t amount[7];		/* by face: what it counted, 0: not
					 * tried */
	int8_t move[PC_PIECES][7];	/* by piece and face: its move in
					 * moves[], or -1: refused */
};

static void pick_search(struct search *s, const struct pc_position *pos,
			struct pc_squares *sq, const struct pc_phase *ph,
			struct pc_play *play);

/* The play numbered s->count is play followed by move m (NULL: play
 * alone): kept when it comes next of those the first search keeps or is
 * the one wanted, and counted. */
static inline __attribute__((always_inline)) void
pick_count(struct search *s, struct pc_play *play, const struct pc_move *m)
{
	struct pc_play *to = NULL;

	if (s->count == s->kept && s->kept < s->cap) {
		to = &s->out[s->kept++];
	} else if (s->count == s->target) {
		to = s->out;
		s->picked = true;
	}
	if (to != NULL) {
		copy_play(to, play);
		if (m != NULL)
			to->moves[to->nmoves++] = *m;
	}
	s->count++;
}

/* A play has ended with phase ph on pos: counted when it meets the goals
 * (finish's judgement). */
static inline __attribute__((always_inline)) void
pick_finish(struct search *s, const struct pc_position *pos,
	    const struct pc_phase *ph, struct pc_play *play)
{
	if (roll_scope(ph) && pc_barrier_moved(s->e, pos, ph))
		return;
	if (!meets_goals(s->e, ph))
		return;
	pick_count(s, play, NULL);
}

/* Whether a play that ends with move m (not yet made on pos, of phase
 * ph) leaves a barrier of the roll's start moved, which barrier_scope
 * roll forbids (pc_barrier_moved): judged on a copy with the move made,
 * without the square map, the memo or a phase settled, which a place
 * where a play ends does not need. Only that rule reads the place. */
static inline __attribute__((always_inline)) bool
ends_moved(const struct search *s, const struct pc_position *pos,
	   const struct pc_phase *ph, const struct pc_move *m)
{
	struct pc_position next;

	if (!roll_scope(ph))
		return false;
	next = *pos;
	pc_move_apply(s->e, &next, m);
	return pc_barrier_moved(s->e, &next, ph);
}

/* Whether the search is over: the play wanted found, and no count to
 * finish (the second search). */
static inline bool
pick_over(const struct search *s)
{
	return s->picked && s->target != 0;
}

static void pick_expand(struct search *s, const struct pc_position *pos,
			struct pc_squares *sq, const struct pc_phase *ph,
			struct pc_play *play);

/* Whether die move m of roll phase ph leaves another die to play and
 * nothing else owed: no bonus earned, no barrier to open, no second
 * piece out. pc_phase_next would only mark its dice used: a roll phase
 * owes no bonus (one owed is counted before a die), unless bonus_order
 * with_dice keeps it in the roll's phase, which goes on. */
static inline __attribute__((always_inline)) bool
another_die(const struct pc_engine *e, const struct pc_phase *ph,
	    const struct pc_move *m)
{
	return ph->kind == PC_PHASE_ROLL && !ph->must_open && m->bonus == 0 &&
	       (ph->unused & ~m->dice) != 0 && pc_phase_ends(e, ph, m);
}

/* What pc_phase_next leaves of phase ph after move m when another_die:
 * its dice used. */
static inline void
die_used(struct pc_phase *ph, const struct pc_move *m)
{
	ph->unused &= (uint8_t)~m->dice;
	ph->mover = PC_NO_PIECE;
}

/* Makes move m (the last of play) on a copy of pos and on the map sq,
 * counts on from phase after (not DONE), and takes it back: by
 * pick_search, or when expand (the roll's first move: no memo asks of
 * one move made) by pick_expand at once. */
static inline __attribute__((always_inline)) void
pick_made(struct search *s, const struct pc_position *pos,
	  struct pc_squares *sq, const struct pc_phase *after,
	  struct pc_play *play, const struct pc_move *m, bool expand)
{
	struct pc_position next = *pos;
	struct pc_squares_undo undo;

	pc_move_apply(s->e, &next, m);
	pc_squares_move(s->e, sq, m, &undo);
	s->touched[s->ntouched++] = m->from;
	s->touched[s->ntouched++] = m->to;
	if (expand)
		pick_expand(s, &next, sq, after, play);
	else
		pick_search(s, &next, sq, after, play);
	s->ntouched -= 2;
	pc_squares_undo(sq, &undo);
}

/* branch for counting: makes move m and counts on. */
static void
pick_branch(struct search *s, const struct pc_position *pos,
	    struct pc_squares *sq, const struct pc_phase *ph,
	    struct pc_play *play, const struct pc_move *m)
{
	struct pc_phase after = *ph;

	if (another_die(s->e, ph, m)) {
		die_used(&after, m);
	} else {
		pc_phase_next(s->e, pos, &after, m);
	}
	play->moves[play->nmoves++] = *m;
	if (after.kind == PC_PHASE_DONE) {
		/* As branch: the play ends with this move, judged as
		 * pick_finish would on the place it leaves. */
		if (!ends_moved(s, pos, &after, m) && meets_goals(s->e, &after))
			pick_count(s, play, NULL);
	} else {
		pick_made(s, pos, sq, &after, play, m, false);
	}
	play->nmoves--;
}

/* Whether phase ph (settled) is the last die of two or more, with no
 * bonus owed and no goal a play could miss by it: a move ends the roll
 * unless it earns a bonus (pc_phase_ends), and a play that ends so is
 * kept (it has used every die), unless barrier_scope roll finds a
 * barrier of the roll's start moved (pick_end). */
static inline __attribute__((always_inline)) bool
last_die(const struct pc_engine *e, const struct pc_phase *ph)
{
	return ph->kind == PC_PHASE_ROLL && ph->ndice >= 2 &&
	       !e->rules.roll_per_piece && ph->unused != 0 &&
	       (ph->unused & (ph->unused - 1)) == 0 &&
	       ph->owed_captures == 0 && ph->owed_goals == 0 &&
	       !ph->goal_open;
}

/* Whether phase ph (settled) has one amount left to count: its last die
 * (last_die), or with no die left (bonus_order with_dice) one bonus
 * owed. Its moves end the roll as a last die's do (pc_phase_ends). */
static inline __attribute__((always_inline)) bool
last_amount(const struct pc_engine *e, const struct pc_phase *ph)
{
	return last_die(e, ph) ||
	       (ph->kind == PC_PHASE_ROLL && ph->unused == 0 &&
		!e->rules.roll_per_piece &&
		ph->owed_captures + ph->owed_goals == 1 && !ph->goal_open);
}

/* Move m of the last amount of ph ends the roll: the play of it is
 * counted, as pick_finish would count it on the place after it (the
 * goals are met: every die is used). */
static inline __attribute__((always_inline)) void
pick_end(struct search *s, const struct pc_position *pos,
	 const struct pc_phase *ph, struct pc_play *play,
	 const struct pc_move *m)
{
	if (!ends_moved(s, pos, ph, m))
		pick_count(s, play, m);
}

/* The moves[0..n) of phase ph: when ph has one amount left (ends,
 * last_amount), a move that ends the roll is one play, counted without
 * a phase carried on; the others are searched on. */
static void
pick_moves(struct search *s, const struct pc_position *pos,
	   struct pc_squares *sq, const struct pc_phase *ph,
	   struct pc_play *play, const struct pc_move *moves, size_t n,
	   bool ends)
{
	for (size_t k = 0; k < n && !pick_over(s); k++) {
		if (ends && pc_phase_ends(s->e, ph, &moves[k]))
			pick_end(s, pos, ph, play, &moves[k]);
		else
			pick_branch(s, pos, sq, ph, play, &moves[k]);
	}
}

/* Whether the squares of a move of amount from progress from (its
 * walk, its landing, the square it leaves) are as they were at the
 * root: no move made since left or landed there. A piece's squares are
 * its colour's progress, one to one (engine-board.h). */
static bool
untouched(const struct search *s, int from, int amount)
{
	for (int k = 0; k < s->ntouched; k++)
		if (s->touched[k] >= from && s->touched[k] <= from + amount)
			return false;
	return true;
}

/* The moves of last die ph (last_die, not yet settled: a roll phase
 * settles as it is) on pos, as dice_moves lists them, into moves; the
 * root's judgement of a piece that has not moved is taken when nothing
 * on its way has changed. False (nothing listed) when the rules ask
 * more than pc_move_check of it (which the root's moves do not tell):
 * a barrier that may not form again, exit_first with a piece to bring
 * out, a partner's pieces, a bounce or a stop at a barrier. */
static bool
last_moves(const struct search *s, const struct pc_position *pos,
	   const struct pc_squares *sq, const struct pc_phase *ph,
	   struct pc_move moves[PC_PHASE_MOVES], size_t *n)
{
	const struct pc_engine *e = s->e;
	const struct pick_root *r = s->root;
	int c = pos->to_move, nest = pc_lowest_in_nest(pos, c);
	int k = __builtin_ctz(ph->unused), face = ph->dice[k], amount;

	if (r == NULL || !r->table || pos->opened_pairs != 0 ||
	    ph->third_six || pos->over || (e->rules.exit_first && nest >= 0))
		return false;
	amount = face == 6 && nest < 0 ? e->rules.six_all_out : face;
	if (r->amount[face] != amount)
		return false;
	*n = 0;
	for (int i = 0; i < PC_PIECES; i++) {
		int p = pos->progress[c][i];
		struct pc_move *m = &moves[*n];

		/* may_move: home stays, the nest only by the exit roll. */
		if (p >= e->board.goal ||
		    (p == 0 && (i != nest || amount != e->rules.exit_roll)))
			continue;
		if (p != 0 && p == r->progress[i] && untouched(s, p, amount)) {
			if (r->move[i][face] < 0)
				continue;
			*m = r->moves[r->move[i][face]];
		} else if (pc_move_check(e, pos, sq, c, i, amount, false, m,
					 NULL) != PC_WHY_OK) {
			continue;
		}
		m->dice = (uint8_t)(1u << k);
		(*n)++;
	}
	return true;
}

/* expand for counting. */
static void
pick_expand(struct search *s, const struct pc_position *pos,
	    struct pc_squares *sq, const struct pc_phase *ph,
	    struct pc_play *play)
{
	struct pc_move moves[PC_PHASE_MOVES];
	struct pc_phase now = *ph;
	size_t n;

	if (last_die(s->e, ph) && play->nmoves < PC_PLAY_MOVES &&
	    last_moves(s, pos, sq, ph, moves, &n)) {
		/* As below, a roll phase settling as it is. */
		if (n == 0 || (roll_scope(ph) &&
			       only_moved_barriers(s->e, pos, ph, moves, n)))
			pick_finish(s, pos, ph, play);
		pick_moves(s, pos, sq, ph, play, moves, n, true);
		return;
	}
	n = pc_phase_settle_on(s->e, pos, sq, &now, moves);

	if (n == 0 || play->nmoves == PC_PLAY_MOVES) {
		pick_finish(s, pos, &now, play);
		return;
	}
	if (roll_scope(&now) &&
	    only_moved_barriers(s->e, pos, &now, moves, n))
		pick_finish(s, pos, &now, play);
	pick_moves(s, pos, sq, &now, play, moves, n, last_amount(s->e, &now));
}

/* search for counting: a place the memo knows adds its count, unless
 * the play wanted lies below it. */
static void
pick_search(struct search *s, const struct pc_position *pos,
	    struct pc_squares *sq, const struct pc_phase *ph,
	    struct pc_play *play)
{
	struct pc_memo_key key;
	const struct pc_memo_entry *m;
	size_t before = s->count;
	uint32_t where;

	if (pick_over(s))
		return;
	if (s->memo == NULL || play->nmoves < 2) {
		pick_expand(s, pos, sq, ph, play);
		return;
	}
	m = pc_memo_find(s->memo, s->e, pos, sq, ph, play->nmoves, &key,
			 &where);
	/* Past target the difference wraps round: every place is added. */
	if (m != NULL && s->target - s->count >= m->count) {
		s->count += m->count;
		return;
	}
	pick_expand(s, pos, sq, ph, play);
	if (m == NULL && !pick_over(s))
		pc_memo_add(s->memo, &key, where, before, s->count - before);
}

/* pick_branch for root move m of r when it leaves another die to play
 * (another_die). */
static void
pick_root_move(struct search *s, const struct pc_position *pos,
	       struct pc_squares *sq, const struct pick_root *r,
	       struct pc_play *play, const struct pc_move *m)
{
	struct pc_phase after = r->now;

	die_used(&after, m);
	play->moves[play->nmoves++] = *m;
	pick_made(s, pos, sq, &after, play, m, true);
	play->nmoves--;
}

/* The root of the count: the plays of each move one after another, the
 * count after move k's kept in r->ends[k]; or when skip (the second
 * search) a move whose plays all come before target passed over. */
static void
pick_root(struct search *s, const struct pc_position *pos,
	  struct pc_squares *sq, struct pick_root *r, struct pc_play *play,
	  bool skip)
{
	bool ends = last_die(s->e, &r->now);

	if (r->n == 0) {
		pick_finish(s, pos, &r->now, play);
		return;
	}
	if (roll_scope(&r->now) &&
	    only_moved_barriers(s->e, pos, &r->now, r->moves, r->n))
		pick_finish(s, pos, &r->now, play);
	for (size_t k = 0; k < r->n && !pick_over(s); k++) {
		if (skip && r->ends[k] <= s->target)
			s->count = r->ends[k];
		else if (another_die(s->e, &r->now, &r->moves[k]))
			pick_root_move(s, pos, sq, r, play, &r->moves[k]);
		else
			pick_moves(s, pos, sq, &r->now, play, &r->moves[k], 1,
				   ends);
		r->ends[k] = s->count;
	}
}

/* The root's judgements of r: every die of two or more open at the
 * start of a roll is tried on every piece on the board, in dice_moves,
 * unless exit_first brings a piece out instead or a barrier may not
 * form again (drop_reforming drops moves that pass the check). */
static void
root_table(const struct pc_engine *e, const struct pc_position *pos,
	   struct pick_root *r)
{
	const struct pc_phase *ph = &r->now;
	int c = pos->to_move, nest = pc_lowest_in_nest(pos, c);

	r->table = ph->kind == PC_PHASE_ROLL && ph->ndice >= 2 &&
		   !e->rules.roll_per_piece && !ph->third_six &&
		   e->rules.teams != PC_TEAMS_PAIRS &&
		   e->rules.goal_entry == PC_GOAL_ENTRY_EXACT &&
		   e->rules.blocked_move == PC_BLOCKED_FORBID &&
		   pos->opened_pairs == 0 &&
		   (!e->rules.exit_first || nest < 0);
	if (!r->table)
		return;
	memcpy(r->progress, pos->progress[c], sizeof r->progress);
	memset(r->amount, 0, sizeof r->amount);
	memset(r->move, -1, sizeof r->move);
	for (int k = 0; k < ph->ndice; k++)
		if (ph->unused & (1u << k))
			r->amount[ph->dice[k]] = (uint8_t)(
				ph->dice[k] == 6 && nest < 0 ? e->rules.six_all_out
							     : ph->dice[k]);
	for (size_t j = 0; j < r->n; j++) {
		const struct pc_move *m = &r->moves[j];

		/* One die's move: the two adding up to the exit roll, and
		 * the bonuses, say nothing of a die alone. */
		if (m->bonus == 0 && (m->dice & (m->dice - 1)) == 0 &&
		    m->from != 0)
			r->move[m->piece][ph->dice[__builtin_ctz(m->dice)]] =
				(int8_t)j;
	}
}

/* Whether counting pays before the roll's phase is known: with two
 * dice or more, no roll per piece and no goal of most dice (nor, the
 * phase will say, of a barrier to open) that a play may miss. One die's
 * few plays are listed as quickly as counted, and goals would be
 * surveyed first. */
static bool
counting_pays(const struct pc_engine *e, int ndice)
{
	return ndice >= 2 && !e->rules.roll_per_piece && !e->rules.most_dice;
}

size_t
pc_pick_play(const struct pc_engine *e, const struct pc_position *pos,
	     const uint8_t *dice, int ndice, struct pc_play *plays,
	     size_t cap, size_t (*choose)(size_t n, void *arg), void *arg,
	     const struct pc_play **chosen)
{
	struct search s;
	struct pick_root root;
	struct pc_play play;
	struct pc_squares sq;
	struct pc_memo memo;
	size_t n, k;
	bool count;

	if (pos->over || !pc_roll_valid(e, pos, dice, ndice))
		return 0;
	count = counting_pays(e, ndice) && cap > 0;
	if (count) {
		pc_phase_start(e, pos, dice, ndice, &root.now);
		count = !root.now.must_open;
	}
	if (!count) {
		n = list_plays(e, pos, dice, ndice, plays, NULL, cap);
		if (n > 0)
			*chosen = &plays[choose(n < cap ? n : cap, arg)];
		return n;
	}
	play.player = pos->to_move;
	play.nmoves = 0;
	/* The first search counts, and keeps play 0 on its way. */
	search_init(&s, e, MODE_PICK, plays, cap < PICK_KEEP ? cap : PICK_KEEP);
	s.target = 0;
	s.kept = 0;
	use_memo(&s, &root.now, &memo);
	pc_squares_build(e, pos, &sq);
	root.n = pc_phase_settle_on(e, pos, &sq, &root.now, root.moves);
	root_table(e, pos, &root);
	s.root = &root;
	pick_root(&s, pos, &sq, &root, &play, false);
	n = s.count;
	*chosen = plays;
	if (n == 0)
		return 0;
	k = choose(n < cap ? n : cap, arg);
	if (k < s.kept) {
		*chosen = &plays[k];
		return n;
	}
	s.count = 0;
	s.kept = SIZE_MAX;
	s.target = k;
	s.picked = false;
	pick_root(&s, pos, &sq, &root, &play, true);
	return n;
}

/* The verdict on a roll that is not one the rules allow. */
static enum pc_verdict
bad_roll(const struct pc_engine *e, const struct pc_position *pos,
	 const uint8_t *dice, int ndice, struct pc_check *res)
{
	int n = pc_roll_ndice(e, pos);

	if (ndice == 1 && n == 1)
		snprintf(res->why, sizeof res->why,
			 _("a roll is 1 to 6, not %d"), dice[0]);
	else
		snprintf(res->why, sizeof res->why,
			 _("a roll is %d %s of 1 to 6"), n,
			 n == 1 ? _("die") : _("dice"));
	res->verdict = PC_PLAY_ILLEGAL;
	return res->verdict;
}

enum { CHOICE_PLAYS = 64 };	/* plays a roll per piece is searched for */

/* Whether the steps name moves of play in order, others between them. */
static bool
names_moves_of(const struct pc_play *play, const struct pc_step *steps,
	       size_t nsteps)
{
	size_t k = 0;

	for (int i = 0; i < play->nmoves && k < nsteps; i++)
		if (step_matches(&steps[k], &play->moves[i]))
			k++;
	return k == nsteps;
}

/* roll_per_piece: every die's move is forced, so a team may write only
 * its choices ("3+10": which piece counts the goal's 10). The plays
 * whose moves include the steps, in order, stand for them: one is the
 * play, several leave the move unfinished. False when no play has them
 * (or the roll has more plays than are searched). */
static bool
choices_only(const struct pc_engine *e, const struct pc_position *pos,
	     const uint8_t *dice, int ndice, const struct pc_step *steps,
	     size_t nsteps, struct pc_play *out, size_t cap,
	     struct pc_check *res)
{
	struct pc_play plays[CHOICE_PLAYS];
	size_t n = pc_legal_plays(e, pos, dice, ndice, plays, CHOICE_PLAYS);
	size_t found = 0;

	if (n > CHOICE_PLAYS || nsteps == 0 || steps[0].pass)
		return false;
	for (size_t i = 0; i < n; i++) {
		if (!names_moves_of(&plays[i], steps, nsteps))
			continue;
		if (found < cap)
			out[found] = plays[i];
		if (found == 0)
			res->play = plays[i];
		found++;
	}
	if (found == 0)
		return false;
	res->ncompletions = found;
	res->verdict = found == 1 ? PC_PLAY_COMPLETE : PC_PLAY_PARTIAL;
	res->why[0] = '\0';
	res->bad_step = 0;
	return true;
}

/* The written steps, followed down the tree of plays: illegal at the
 * first step no legal play fits, else complete when exactly one play
 * starts with them and partial otherwise. With a roll per piece, steps
 * no play starts with may still name a play's choices. */
enum pc_verdict
pc_check_steps(const struct pc_engine *e, const struct pc_position *pos,
	       const uint8_t *dice, int ndice, const struct pc_step *steps,
	       size_t nsteps, struct pc_play *out, size_t cap,
	       struct pc_check *res)
{
	struct search s;
	struct pc_phase ph;
	struct pc_play play, first;

	memset(res, 0, sizeof *res);
	if (!pc_roll_valid(e, pos, dice, ndice))
		return bad_roll(e, pos, dice, ndice, res);
	begin(e, pos, dice, ndice, &ph, &play, NULL);
	/* Find the first completion even when the caller gave no room. */
	search_init(&s, e, MODE_LIST, cap > 0 ? out : &first,
		    cap > 0 ? cap : 1);
	s.steps = steps;
	s.nsteps = nsteps < PC_PLAY_MOVES ? nsteps : PC_PLAY_MOVES;
	s.at = *pos;
	s.at_ph = ph;
	if (!pos->over)
		search_root(&s, pos, &ph, &play);
	if (!pos->over && s.fitted < nsteps && e->rules.roll_per_piece &&
	    choices_only(e, pos, dice, ndice, steps, nsteps, out, cap, res))
		return res->verdict;
	if (pos->over || s.fitted < nsteps) {
		pc_explain_step(e, &s.at, &s.at_ph,
				nsteps > 0 && !pos->over ? &steps[s.fitted] : NULL,
				res->why, sizeof res->why);
		res->bad_step = pos->over ? 0 : (int)s.fitted;
		res->verdict = PC_PLAY_ILLEGAL;
		return res->verdict;
	}
	res->ncompletions = s.count;
	if (s.count == 1) {
		res->play = s.out[0];
		res->verdict = PC_PLAY_COMPLETE;
	} else {
		res->verdict = PC_PLAY_PARTIAL;
	}
	return res->verdict;
}
