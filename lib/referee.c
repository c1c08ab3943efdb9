/* referee.c: replaying a record, turn by turn, through the engine. */
#include <config.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "dice.h"
#include "i18n.h"
#include "referee.h"

/* "yellow, blue, ... and pink" in any language. */
enum { COLOURS_TEXT_MAX = 160 };

struct run {
	struct pc_record *rec;
	const struct pc_referee_options *options;
	struct pc_game *game;
	struct pc_error *err;
	bool seeded;
	struct pc_dice_key key;
	const char *mac_key;	/* S, when the game has macs to check */
	struct pc_mac_key keyed;	/* S keyed in, once a game */
	int mac_version;	/* of the record's macs */
	char last_mac[PC_MAC_HEX + 1];	/* of the turn before */
	/* The turn whose mac check_mac found, with the steps it covered:
	 * while they stand, seal has nothing to compute. */
	size_t checked;		/* SIZE_MAX: none */
	int checked_nsteps;
	struct pc_step checked_steps[PC_MAX_STEPS];
	size_t given;		/* turns in the record as it came */
};

bool
pc_referee_seed(const struct pc_record *rec, const char *secret,
		char out[PC_SEED_TEXT_MAX], size_t *len)
{
	const char *seed = rec->dice.seed ? rec->dice.seed : secret;
	size_t n;

	if (rec->dice.mode == PC_DICE_MANUAL || seed == NULL)
		return false;
	n = (size_t)snprintf(out, PC_SEED_TEXT_MAX, "%s", seed);
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (rec->players[c].playing && rec->players[c].salt != NULL)
			pc_fixed_appendf(out, PC_SEED_TEXT_MAX, &n,
					      ":%s", rec->players[c].salt);
	*len = n;
	return true;
}

/* Rejects what stands at mark m: against the rules. (pc_error_set
 * translates the format; po/Makevars names reject to xgettext.) */
#define reject(r, m, ...)                                                  \
	pc_error_set((r)->err, PC_ERR_RULES, (m).line, (m).column, __VA_ARGS__)

/* "[3, 4]" */
static const char *
dice_text(const uint8_t *dice, int n, char buf[64])
{
	size_t len = 0;

	buf[len++] = '[';
	for (int i = 0; i < n && len < 60; i++)
		pc_fixed_appendf(buf, 64, &len, "%s%d", i ? ", " : "", dice[i]);
	snprintf(buf + len, 64 - len, "]");
	return buf;
}

/* "yellow and red", "blue, red and green" */
static const char *
colours_text(unsigned mask, char buf[COLOURS_TEXT_MAX])
{
	size_t len = 0;
	int count = 0, total = __builtin_popcount(mask);

	buf[0] = '\0';
	for (int c = 0; c < PC_NCOLOURS; c++) {
		if (!(mask & (1u << c)))
			continue;
		count++;
		pc_fixed_appendf(buf, COLOURS_TEXT_MAX, &len, "%s%s",
				 pc_list_sep(count - 1, total, _(" and ")),
				 pc_colour_shown(c));
	}
	return buf;
}

/* The dice roll n gives, count of them. */
static void
derive(struct run *r, uint32_t n, int count, uint8_t *out)
{
	pc_dice_key_roll(&r->key, r->rec->game, n, count, out);
}

/* In the team event a team of fewer than four people (members: lists
 * fewer names) has no person for its last pieces: they wait where they
 * stand, in the nest, until a teammate is home, and are then played (a
 * piece the setup puts home needs nobody). */
static enum pc_status
missing_members(struct run *r)
{
	struct pc_game *g = r->game;

	if (g->engine.rules.teams != PC_TEAMS_EVENT)
		return PC_OK;
	for (int c = 0; c < PC_NCOLOURS; c++) {
		const struct pc_player *p = &r->rec->players[c];

		for (int i = p->nmembers; p->nmembers > 0 && i < PC_PIECES;
		     i++) {
			if (g->pos.progress[c][i] < g->engine.board.goal)
				pc_position_unmanned(&g->pos,
						     (enum pc_colour)c, i);
		}
	}
	return PC_OK;
}

/* Sets up the engine and the starting position. */
static enum pc_status
start(struct run *r)
{
	struct pc_record *rec = r->rec;
	struct pc_game *g = r->game;
	struct pc_rules rules;
	unsigned playing = 0;
	char why[120];

	pc_rules_resolve(&rec->rules, &rules);
	for (int c = 0; c < PC_NCOLOURS; c++)
		playing |= rec->players[c].playing ? 1u << c : 0;
	if (!pc_rules_check(&rules, playing, why, sizeof why))
		return pc_error_set(r->err, PC_ERR_DATA, 0, 0, "%s", why);
	if (!pc_engine_init(&g->engine, &rules, r->err))
		return r->err->status;
	pc_position_init(&g->engine, &g->pos, playing,
			 rec->has_first ? rec->first : PC_YELLOW);
	for (int i = 0; i < rec->nsetup; i++) {
		int c = rec->setup_order[i];

		if (pc_position_set(&g->engine, &g->pos, c, rec->setup[c],
				    r->err) != PC_OK)
			return r->err->status;
	}
	/* A setup may put a side all home: it has finished, and nobody
	 * rolls after the end (issue 16). */
	pc_position_finish_setup(&g->engine, &g->pos);
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (pc_has_finished(&g->engine, &g->pos, c))
			playing &= ~(1u << c);
	g->rollers = (uint8_t)playing;
	g->state = rec->has_first ? PC_GAME_ROLL : PC_GAME_OPENING;
	if (g->state == PC_GAME_OPENING && __builtin_popcount(playing) == 1) {
		g->pos.to_move = (uint8_t)__builtin_ctz(playing);
		g->state = PC_GAME_ROLL;
	}
	if (g->pos.over)
		g->state = PC_GAME_OVER;
	return missing_members(r);
}

/* The dice each colour rolls in an opening roll: one, or in the team event
 * one a piece (the team whose dice add up highest: parchis(6), The team
 * event). */
static int
opening_dice(const struct pc_game *g)
{
	return g->engine.rules.roll_per_piece ? PC_PIECES : 1;
}

/* An opening roll: the colours still rolling, each its dice; the highest
 * sum moves first, a tie rolls again among the tied. */
static enum pc_status
opening(struct run *r, const struct pc_turn *t)
{
	struct pc_game *g = r->game;
	uint8_t dice[PC_NCOLOURS * PC_MAX_DICE];
	uint8_t written[PC_NCOLOURS * PC_MAX_DICE];
	char want[COLOURS_TEXT_MAX], got[COLOURS_TEXT_MAX], a[64], b[64];
	int count = 0, best = 0, each = opening_dice(g);
	unsigned tied = 0;

	if (t->kind != PC_TURN_OPENING)
		return reject(r, t->mark, "roll %u: an opening roll of %s "
			      "comes first", t->n, colours_text(g->rollers, want));
	if (t->opening != g->rollers)
		return reject(r, t->mark, "roll %u: the opening roll is for %s, "
			      "not %s", t->n, colours_text(g->rollers, want),
			      colours_text(t->opening, got));
	if (t->opening_ndice != each)
		return reject(r, t->mark, "roll %u: in the opening roll each "
			      "player rolls %d %s, not %d", t->n, each,
			      each == 1 ? _("die") : _("dice"),
			      t->opening_ndice);
	for (int c = 0; c < PC_NCOLOURS; c++)
		for (int d = 0; d < each && (g->rollers & (1u << c)); d++)
			written[count++] = t->opening_dice[c][d];
	if (r->seeded) {
		derive(r, t->n, count, dice);
		if (memcmp(dice, written, (size_t)count) != 0)
			return reject(r, t->mark, "roll %u: the seed gives %s "
				      "(in seat order), not %s", t->n,
				      dice_text(dice, count, a),
				      dice_text(written, count, b));
	}
	for (int c = 0; c < PC_NCOLOURS; c++) {
		int sum = 0;

		if (!(g->rollers & (1u << c)))
			continue;
		for (int d = 0; d < each; d++)
			sum += t->opening_dice[c][d];
		if (sum > best) {
			best = sum;
			tied = 0;
		}
		if (sum == best)
			tied |= 1u << c;
	}
	g->rollers = (uint8_t)tied;
	if (__builtin_popcount(tied) == 1) {
		g->pos.to_move = (uint8_t)__builtin_ctz(tied);
		g->state = PC_GAME_ROLL;
	}
	return PC_OK;
}

/* Checks who rolled and what against the game. */
static enum pc_status
check_roll(struct run *r, const struct pc_turn *t)
{
	struct pc_game *g = r->game;
	uint8_t dice[PC_MAX_DICE];
	char a[64], b[64];
	int want = pc_roll_ndice(&g->engine, &g->pos);

	if (t->kind == PC_TURN_OPENING)
		return reject(r, t->mark, "roll %u: the opening is over: %s "
			      "moves first", t->n,
			      pc_colour_shown(g->pos.to_move));
	if (pc_has_finished(&g->engine, &g->pos, t->player))
		return reject(r, t->mark, "roll %u: %s has finished and rolls "
			      "no more", t->n, pc_colour_shown(t->player));
	if (t->player != g->pos.to_move)
		return reject(r, t->mark, "roll %u: it is %s's turn, not %s's",
			      t->n, pc_colour_shown(g->pos.to_move),
			      pc_colour_shown(t->player));
	if (t->ndice != want)
		return reject(r, t->mark, "roll %u: a roll is %d %s, not %d",
			      t->n, want, want == 1 ? _("die") : _("dice"),
			      t->ndice);
	if (!r->seeded)
		return PC_OK;
	derive(r, t->n, want, dice);
	if (memcmp(dice, t->dice, (size_t)want) != 0)
		return reject(r, t->mark, "roll %u: the seed gives %s, not %s",
			      t->n, dice_text(dice, want, a),
			      dice_text(t->dice, want, b));
	return PC_OK;
}

/* Whether the player of a pending turn has let the turn_limit pass. */
static bool
overdue(const struct run *r, const struct pc_turn *t)
{
	int64_t limit = (int64_t)r->game->engine.rules.turn_limit * 3600;

	/* at and now come from pc_time_parse, but the options from any
	 * caller: no sum that could overflow. */
	return limit > 0 && t->has_at && r->options->now > 0 &&
	       pc_turn_at(t) <= INT64_MAX - limit &&
	       r->options->now >= pc_turn_at(t) + limit;
}

/* Writes play into turn as its move. */
static enum pc_status
write_move(struct run *r, struct pc_turn *t, const struct pc_play *play)
{
	struct pc_step steps[PC_PLAY_MOVES];
	size_t n = pc_play_steps(&r->game->engine, play, PC_NOTATION_RECORD,
				 steps);

	if (!pc_turn_set_steps(r->rec, t, steps, n))
		return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
				    "out of memory");
	t->has_move = true;
	return PC_OK;
}

/* The refusal of an entry without a move, before the last, whose roll
 * left the player a choice: the choice is named. */
static enum pc_status
unchosen(struct run *r, const struct pc_turn *t)
{
	const struct pc_game *g = r->game;
	size_t n = g->nlegal < PC_LEGAL_MAX ? g->nlegal : PC_LEGAL_MAX, k;
	char plays[112], text[PC_PLAY_TEXT_MAX];
	size_t len = 0;

	plays[0] = '\0';
	for (k = 0; k < n; k++) {
		pc_play_format(&g->engine, &g->legal[k], PC_NOTATION_RECORD,
			       text);
		/* Room for this one, and for the end: " or N more". */
		if (len + strlen(text) + 16 > sizeof plays)
			break;
		pc_fixed_appendf(plays, sizeof plays, &len, "%s%s",
				 pc_list_sep(k, g->nlegal, _(" or ")), text);
	}
	if (k < g->nlegal)
		snprintf(plays + len, sizeof plays - len, _(" or %zu more"),
			 g->nlegal - k);
	return reject(r, t->mark, "roll %u has no move, but later rolls "
		      "follow it, and %s had a choice: %s", t->n,
		      pc_colour_shown(t->player), plays);
}

/* Plays turn i, whose roll has been checked. A turn without a move is
 * played when forced and options allow, else it stays pending; before
 * the last, it must have been forced, and is played. A move the player
 * has not finished must be the last. */
static enum pc_status
play_turn(struct run *r, size_t i, bool *pending)
{
	struct pc_game *g = r->game;
	struct pc_turn *t = &r->rec->turns[i];
	enum pc_bot_level bot = r->rec->players[t->player].bot;
	struct pc_check check;

	*pending = false;
	if (t->has_move) {
		switch (pc_check_steps(&g->engine, &g->pos, t->dice, t->ndice,
				       t->steps, t->nsteps, g->legal,
				       PC_LEGAL_MAX, &check)) {
		case PC_PLAY_ILLEGAL:
			return reject(r, t->move_mark, "roll %u, step %d: %s",
				      t->n, check.bad_step + 1, check.why);
		case PC_PLAY_PARTIAL:
			if (i + 1 < r->rec->nturns)
				return reject(r, t->move_mark, "roll %u: the "
					      "move is not finished: the "
					      "player still has a choice",
					      t->n);
			g->nlegal = check.ncompletions;
			*pending = true;
			return PC_OK;
		case PC_PLAY_COMPLETE:
			if (write_move(r, t, &check.play) != PC_OK)
				return r->err->status;
			pc_apply_play(&g->engine, &g->pos, t->dice, t->ndice,
				      &check.play, NULL);
			return PC_OK;
		}
	}
	/* One play for each outcome: orders of the same moves are no choice,
	 * and a roll whose plays all come to one outcome is forced. */
	g->nlegal = pc_legal_outcomes(&g->engine, &g->pos, t->dice, t->ndice,
				      g->legal, g->seen, PC_LEGAL_MAX);
	/* An entry before the last may lack its move where the roll left no
	 * choice (parchis-record(5), TURNS): the referee writes it in. */
	if (i + 1 < r->rec->nturns) {
		if (g->nlegal != 1)
			return unchosen(r, t);
		bot = PC_BOT_NONE;
	}
	/* The referee plays the turn: a forced play, a bot's seat, or a
	 * player who let the turn_limit pass (the strong bot moves for
	 * them). A bot chooses among the plays kept, which are all of them
	 * but in a roll with over PC_LEGAL_MAX. */
	if (r->options->autoplay && g->nlegal > 1 && overdue(r, t)) {
		t->timeout = true;
		bot = PC_BOT_STRONG;
	}
	if (g->nlegal >= 1 &&
	    (r->options->autoplay || i + 1 < r->rec->nturns) &&
	    (g->nlegal == 1 || bot != PC_BOT_NONE)) {
		size_t k = g->nlegal == 1
				   ? 0
				   : pc_referee_bot_choice(
					     r->rec, r->options->secret, g, t,
					     bot, g->legal,
					     g->nlegal < PC_LEGAL_MAX
						     ? g->nlegal
						     : PC_LEGAL_MAX);

		if (write_move(r, t, &g->legal[k]) != PC_OK)
			return r->err->status;
		t->autoplayed = true;
		g->autoplayed++;
		pc_apply_play(&g->engine, &g->pos, t->dice, t->ndice,
			      &g->legal[k], NULL);
		return PC_OK;
	}
	*pending = true;
	return PC_OK;
}

/* Checks the mac of turn i as it came. The pending turn may hold steps
 * the player added after the referee wrote its mac: its mac must then
 * cover a first part of the steps (none, or those written before). */
static enum pc_status
check_mac(struct run *r, size_t i)
{
	const struct pc_turn *t = &r->rec->turns[i];
	char mac[PC_MAC_HEX + 1];
	int least = i + 1 == r->given ? 0 : t->nsteps;

	/* A resignation or a leave that parchis resign or parchis leave has
	 * just appended has no mac yet: it gets one when sealed. It says
	 * nothing the player could not say with the command. */
	if (!t->has_mac && i + 1 == r->given &&
	    (t->kind == PC_TURN_RESIGN || t->kind == PC_TURN_LEAVE))
		return PC_OK;
	if (!t->has_mac)
		return reject(r, t->mark, "roll %u has no mac: every turn of "
			      "a game with secret dice carries one", t->n);
	for (int n = t->nsteps; n >= least; n--) {
		pc_turn_mac_keyed(r->mac_version, &r->keyed, r->rec->game, t, n,
				  r->last_mac, mac);
		if (strcmp(mac, t->notes->mac) == 0) {
			r->checked = i;
			r->checked_nsteps = n;
			if (n > 0)
				memcpy(r->checked_steps, t->steps,
				       (size_t)n * sizeof *t->steps);
			return PC_OK;
		}
	}
	return reject(r, t->mark, "roll %u: the mac does not match: this "
		      "turn or one before it was changed", t->n);
}

/* Writes the mac of turn i as it now stands and chains it. */
static enum pc_status
seal(struct run *r, size_t i)
{
	struct pc_turn *t = &r->rec->turns[i];

	/* The mac check_mac found covers the turn as it stands (only its
	 * steps can have changed since, and they have not): it is the one
	 * computed here, and t's notes hold it already. */
	if (!(r->checked == i && t->nsteps == r->checked_nsteps &&
	      (t->nsteps == 0 ||
	       memcmp(t->steps, r->checked_steps,
		      (size_t)t->nsteps * sizeof *t->steps) == 0))) {
		if (pc_turn_notes(r->rec, t) == NULL)
			return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
					    "out of memory");
		pc_turn_mac_keyed(r->mac_version, &r->keyed, r->rec->game, t,
				  t->nsteps, r->last_mac, t->notes->mac);
	}
	t->has_mac = true;
	memcpy(r->last_mac, t->notes->mac, sizeof r->last_mac);
	return PC_OK;
}

static void skip_resigned(struct pc_game *g);

/* Replays turn i, checking and then renewing its mac when the game has
 * macs. */
static enum pc_status replay_turn_body(struct run *r, size_t i,
				       bool *pending);

static enum pc_status
replay_turn(struct run *r, size_t i, bool *pending)
{
	struct pc_position before = r->game->pos;

	if (r->mac_key != NULL && i < r->given && check_mac(r, i) != PC_OK)
		return r->err->status;
	if (replay_turn_body(r, i, pending) != PC_OK)
		return r->err->status;
	if (r->game->resigned != 0 && !*pending &&
	    r->game->state != PC_GAME_OVER)
		skip_resigned(r->game);
	if (r->mac_key != NULL && seal(r, i) != PC_OK)
		return r->err->status;
	if (r->options->observe != NULL)
		r->options->observe(r->options->observer, r->rec, r->game,
				    &before, i);
	return PC_OK;
}

/* The seat to move skips the players who have left (in pairs their
 * pieces stay, for the partner to play once home). */
static void
skip_resigned(struct pc_game *g)
{
	for (int k = 0; k < g->engine.board.seats &&
			(g->resigned & (1u << g->pos.to_move)); k++) {
		g->pos.to_move = (uint8_t)pc_next_player(&g->engine, &g->pos,
							 g->pos.to_move);
		g->pos.sixes = 0;
		g->pos.last_moved = PC_NO_PIECE;
	}
}

/* In pairs a player who leaves keeps their pieces in the game: the
 * partner plays on and, once home, plays them (parchis(6), teams). When
 * both partners have left their pair is out; when one pair is left that
 * has not finished, it wins (on 4 seats: the other pair). */
static void
resign_from_pair(struct pc_game *g, unsigned c)
{
	int seats = g->engine.board.seats;
	unsigned partner = (unsigned)pc_opposite(seats, (int)c);
	int in = -1, count = 0;

	skip_resigned(g);
	if (!(g->resigned & (1u << partner)))
		return;
	for (int k = 0; k < seats / 2; k++) {
		unsigned pair = (1u << k) | (1u << pc_opposite(seats, k));

		if ((g->resigned & pair) == pair ||
		    pc_has_finished(&g->engine, &g->pos, k))
			continue;
		in = k;
		count++;
	}
	if (count > 1)
		return;
	if (in >= 0)
		g->pos.finished[g->pos.nfinished++] = (uint8_t)in;
	g->pos.over = true;
	g->state = PC_GAME_OVER;
}

/* A player leaves (abandonment, parchis(6), resign): their pieces leave the
 * board for the nest and their seat the rotation; when one player is left,
 * they win. */
static enum pc_status
resign(struct run *r, const struct pc_turn *t)
{
	struct pc_game *g = r->game;
	struct pc_position *pos = &g->pos;
	unsigned c = t->player, left = pos->playing & ~(1u << c);

	if (g->resigned & (1u << c))
		return reject(r, t->mark, _("roll %u: %s has left the game "
					    "already"),
			      t->n, pc_colour_shown(c));
	g->resigned |= (uint8_t)(1u << c);
	g->rollers &= (uint8_t)~(1u << c);
	if (g->engine.rules.teams == PC_TEAMS_PAIRS) {
		resign_from_pair(g, c);
		return PC_OK;
	}
	if (pos->to_move == c && g->state != PC_GAME_OPENING) {
		pos->to_move = (uint8_t)pc_next_player(&g->engine, pos, c);
		pos->sixes = 0;
		pos->last_moved = PC_NO_PIECE;
	}
	pos->playing = (uint8_t)left;
	/* Off the board: back in the nest, where the board shows them. */
	for (int p = 0; p < PC_PIECES; p++)
		if (pos->progress[c][p] < g->engine.board.goal)
			pos->progress[c][p] = 0;
	for (int k = 0; k < pos->nfinished; k++)
		left &= ~(1u << pos->finished[k]);
	if (g->state == PC_GAME_OPENING && __builtin_popcount(g->rollers) == 1) {
		pos->to_move = (uint8_t)__builtin_ctz(g->rollers);
		g->state = PC_GAME_ROLL;
	}
	if (__builtin_popcount(left) <= 1) {
		if (left != 0)
			pos->finished[pos->nfinished++] =
				(uint8_t)__builtin_ctz(left);
		pos->over = true;
		g->state = PC_GAME_OVER;
	}
	return PC_OK;
}

/* In the team event one person of a team leaves (parchis(6), leave): the
 * engine hands their piece to a teammate already home, or sends it to its
 * exit square to wait for one. */
static enum pc_status
leave(struct run *r, const struct pc_turn *t)
{
	struct pc_game *g = r->game;

	if (g->engine.rules.teams != PC_TEAMS_EVENT)
		return reject(r, t->mark, "roll %u: only the team event has "
			      "people leaving (teams: event)", t->n);
	if (g->resigned & (1u << t->player))
		return reject(r, t->mark, _("roll %u: %s has left the game "
					    "already"),
			      t->n, pc_colour_shown(t->player));
	if (pc_position_leave(&g->engine, &g->pos, t->player, t->piece,
			      r->err) != PC_OK)
		return reject(r, t->mark, "roll %u: %s", t->n,
			      r->err->message);
	return PC_OK;
}

/* The players who still take turns: seated, not resigned, and not
 * finished (in pairs, whose pair has not). */
static unsigned
turn_takers(const struct pc_game *g)
{
	unsigned m = g->pos.playing & ~g->resigned;

	for (int k = 0; k < g->pos.nfinished; k++) {
		int f = g->pos.finished[k];

		m &= ~(1u << f);
		if (g->engine.rules.teams == PC_TEAMS_PAIRS)
			m &= ~(1u << pc_opposite(g->engine.board.seats, f));
	}
	return m;
}

/* Ends a game in which nobody can ever move again (the rules are silent:
 * every roll would be a pass for ever): over, blocked, with the places
 * taken so far. */
static void
end_if_stuck(struct pc_game *g)
{
	/* Only between turns: within one, a third 6 may still send the
	 * piece moved last home and change what can move. */
	if (g->state != PC_GAME_ROLL || g->pos.over || g->pos.sixes != 0 ||
	    !pc_position_stuck(&g->engine, &g->pos, turn_takers(g)))
		return;
	g->blocked = true;
	g->pos.over = true;
	g->state = PC_GAME_OVER;
}

/* The refusal of a turn after the end, with the end: who won (the first
 * to finish, with the partner in pairs, and every team placed in the
 * team event, as parchis standings counts them), or that nobody can
 * move any more. */
static enum pc_status
over(struct run *r, const struct pc_turn *t)
{
	const struct pc_game *g = r->game;
	const struct pc_position *pos = &g->pos;
	char who[COLOURS_TEXT_MAX];
	unsigned won;

	if (pos->nfinished == 0 && g->blocked)
		return reject(r, t->mark, "roll %u: the game is over: nobody "
			      "can move any more", t->n);
	if (pos->nfinished == 0)
		return reject(r, t->mark, "roll %u: the game is over", t->n);
	won = 1u << pos->finished[0];
	if (pc_partner(&g->engine, pos, pos->finished[0]) >= 0)
		won |= 1u << pc_partner(&g->engine, pos, pos->finished[0]);
	for (int k = 1; k < pos->nfinished &&
			g->engine.rules.teams == PC_TEAMS_EVENT; k++)
		won |= 1u << pos->finished[k];
	return reject(r, t->mark, "roll %u: the game is over: %s won", t->n,
		      colours_text(won, who));
}

/* Replays turn i. */
static enum pc_status
replay_turn_body(struct run *r, size_t i, bool *pending)
{
	struct pc_game *g = r->game;
	struct pc_turn *t = &r->rec->turns[i];

	*pending = false;
	if (g->state == PC_GAME_OVER)
		return over(r, t);
	if (t->kind == PC_TURN_RESIGN) {
		if (resign(r, t) != PC_OK)
			return r->err->status;
		end_if_stuck(g);
		return PC_OK;
	}
	if (t->kind == PC_TURN_LEAVE) {
		if (leave(r, t) != PC_OK)
			return r->err->status;
		end_if_stuck(g);
		return PC_OK;
	}
	if (g->state == PC_GAME_OPENING)
		return opening(r, t);
	if (check_roll(r, t) != PC_OK)
		return r->err->status;
	if (play_turn(r, i, pending) != PC_OK)
		return r->err->status;
	if (*pending) {
		g->state = PC_GAME_MOVE;
		g->pending = i;
	} else {
		g->state = g->pos.over ? PC_GAME_OVER : PC_GAME_ROLL;
		/* Only a pass can follow a position nobody moves from. */
		if (t->nsteps == 1 && t->steps[0].pass)
			end_if_stuck(g);
		g->auto_streak = t->autoplayed ? g->auto_streak + 1 : 0;
		if (g->auto_streak >= PC_AUTO_STREAK_MAX &&
		    g->state == PC_GAME_ROLL) {
			g->blocked = true;
			g->pos.over = true;
			g->state = PC_GAME_OVER;
		}
	}
	return PC_OK;
}

/* Rolls the dice for what the game waits for and appends the turn. */
static enum pc_status
roll_next(struct run *r)
{
	struct pc_game *g = r->game;
	struct pc_turn *t = pc_record_add_turn(r->rec);
	uint8_t dice[PC_NCOLOURS * PC_MAX_DICE];
	int count = 0, each = opening_dice(g);

	if (t == NULL)
		return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
				    "cannot add a turn");
	if (g->state == PC_GAME_OPENING) {
		if (!pc_turn_make_opening(r->rec, t))
			return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
					    "cannot add a turn");
		t->opening = g->rollers;
		t->opening_ndice = (uint8_t)each;
		count = __builtin_popcount(g->rollers) * each;
		derive(r, t->n, count, dice);
		count = 0;
		for (int c = 0; c < PC_NCOLOURS; c++)
			for (int d = 0; d < each && (g->rollers & (1u << c));
			     d++)
				t->opening_dice[c][d] = dice[count++];
	} else {
		t->player = g->pos.to_move;
		t->has_player = true;
		/* With a turn limit the roll is stamped: the clock starts. */
		if (g->engine.rules.turn_limit > 0 && r->options->now > 0) {
			if (pc_turn_notes(r->rec, t) == NULL)
				return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
						    "out of memory");
			t->notes->at = r->options->now;
			t->has_at = true;
		}
		t->ndice = (uint8_t)pc_roll_ndice(&g->engine, &g->pos);
		derive(r, t->n, t->ndice, t->dice);
	}
	g->rolled++;
	return PC_OK;
}

/* A game with a commitment: with its seed S (revealed, or the secret from
 * the key file) the dice and macs are checked; without, only the rules,
 * and nothing can be rolled. */
static enum pc_status
secret_dice(struct run *r, const char *seed)
{
	if (seed == NULL && r->options->roll)
		return pc_error_set(r->err, PC_ERR_NOINPUT, 0, 0,
				    "the dice of this game are secret: only "
				    "the referee with its key file can roll "
				    "them");
	if (seed == NULL)
		return PC_OK;
	if (!pc_commitment_matches(seed, r->rec->dice.commitment))
		return pc_error_set(r->err, PC_ERR_RULES, 0, 0,
				    "the seed does not match the game's "
				    "commitment");
	r->mac_key = seed;
	pc_mac_key_init(&r->keyed, seed);
	r->mac_version = r->rec->dice.mac_version;
	/* Version 2: the seal checked, the chain starts at the header. */
	return pc_mac_start(r->rec, seed, r->options->secret_mac, r->last_mac,
			    r->err);
}

/* Keeps where the run stands, before the record's last turn. */
static void
save(const struct run *r, struct pc_referee_resume *to)
{
	const struct pc_game *g = r->game;

	to->valid = true;
	to->nturns = r->rec->nturns;
	to->pos = g->pos;
	to->state = (int)g->state;
	to->rollers = g->rollers;
	to->resigned = g->resigned;
	to->blocked = g->blocked;
	to->auto_streak = g->auto_streak;
	to->autoplayed = g->autoplayed;
	to->rolled = g->rolled;
	memcpy(to->last_mac, r->last_mac, sizeof to->last_mac);
}

/* Takes the game up where options->resume left it, when it is to be;
 * returns the index of the first turn left to replay. The turns before
 * it would replay as they did in the run that saved it: they are the
 * same (the caller's word), and the options that differ between the two
 * runs (autoplay, roll, now) bear on the last turn alone, the only one
 * that can be pending, and on the rolls after it. */
static size_t
resume(struct run *r)
{
	const struct pc_referee_resume *from = r->options->resume;
	struct pc_game *g = r->game;

	if (from == NULL || !from->valid || from->nturns != r->rec->nturns ||
	    from->nturns == 0 || r->options->stop_after != 0 ||
	    r->options->observe != NULL)
		return 0;
	g->pos = from->pos;
	g->state = (enum pc_game_state)from->state;
	g->rollers = from->rollers;
	g->resigned = from->resigned;
	g->blocked = from->blocked;
	g->auto_streak = from->auto_streak;
	g->autoplayed = from->autoplayed;
	g->rolled = from->rolled;
	memcpy(r->last_mac, from->last_mac, sizeof r->last_mac);
	return from->nturns - 1;
}

/* pc_referee_run, r set up. */
static enum pc_status
referee_run(struct run *r)
{
	struct pc_record *rec = r->rec;
	const struct pc_referee_options *options = r->options;
	struct pc_game *game = r->game;
	struct pc_error *err = r->err;
	char seed[PC_SEED_TEXT_MAX];
	size_t seed_len;
	bool pending = false;
	size_t i;

	if (rec->dice.has_commitment &&
	    secret_dice(r, rec->dice.seed ? rec->dice.seed : options->secret) !=
		    PC_OK)
		return err->status;
	r->seeded = pc_referee_seed(rec, options->secret, seed, &seed_len);
	if (r->seeded)
		pc_dice_key_init(&r->key, seed, seed_len);
	if (start(r) != PC_OK)
		return err->status;
	i = resume(r);
	for (; i < rec->nturns && !pending; i++) {
		if (options->stop_after != 0 &&
		    rec->turns[i].n > options->stop_after) {
			game->state = PC_GAME_STOPPED;
			return PC_OK;
		}
		if (options->save != NULL && i + 1 == rec->nturns)
			save(r, options->save);
		if (replay_turn(r, i, &pending) != PC_OK)
			return err->status;
	}
	if (options->stop_after != 0)
		return PC_OK;	/* nothing is rolled in a look at the past */
	/* The referee rolls (and plays what is forced) until a player must
	 * decide or the game ends. */
	while (!pending && options->roll && r->seeded &&
	       game->state != PC_GAME_OVER) {
		if (roll_next(r) != PC_OK ||
		    replay_turn(r, rec->nturns - 1, &pending) != PC_OK)
			return err->status;
	}
	return PC_OK;
}

/* Zeroes game but for its lists of plays (120 KB, most of it), which
 * hold nothing until a search fills them and are read only as far as
 * it did (nlegal): zeroing them cost as much as replaying a hundred
 * turns, and touched every page of them. */
static void
clear_game(struct pc_game *game)
{
	size_t lists = offsetof(struct pc_game, legal),
	       after = offsetof(struct pc_game, blocked);

	memset(game, 0, lists);
	memset((char *)game + after, 0, sizeof *game - after);
}

enum pc_status
pc_referee_run(struct pc_record *rec, const struct pc_referee_options *options,
	       struct pc_game *game, struct pc_error *err)
{
	struct run r;
	enum pc_status status;

	memset(&r, 0, sizeof r);
	r.rec = rec;
	r.options = options;
	r.game = game;
	r.err = err;
	r.checked = SIZE_MAX;
	clear_game(game);
	r.given = rec->nturns;
	status = referee_run(&r);
	pc_mac_key_clear(&r.keyed);
	return status;
}
