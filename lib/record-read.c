/* record-read.c: the record's schema: its keys, what each holds, and the
 * record they make, read through the pull of record-pull.h; the checks
 * across keys are record-check.c's. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gettext.h"
#include "engine-board.h"
#include "place.h"
#include "record-pull.h"
#include "record-read.h"
#include "text-fold.h"
#include "record-text.h"
#include "text-guard.h"
#include "time-rfc3339.h"

/* A text from players of kind (record-text.h) into a new string (*out
 * is released first): refused, where it stands, when it does not fit. */
static enum pc_status
read_text(struct reader *r, enum pc_text_kind kind, char **out)
{
	char why[PC_TEXT_FIT_WHY_MAX];

	if (rd_expect(r, YAML_SCALAR_EVENT, pc_text_kind_name(kind)) != PC_OK)
		return PC_ERR_DATA;
	if (!pc_text_fits(kind, rd_text(r), rd_len(r), why))
		return FAIL(r, "%s", why);
	free(*out);
	*out = pc_strndup(rd_text(r), rd_len(r));
	if (*out == NULL)
		return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
				    "out of memory");
	return PC_OK;
}

/* say: free text, at most PC_SAY_MAX bytes, kept neutralised
 * (pc_say_neutralise): what could reach a terminal or a mail as a
 * control becomes U+FFFD, line breaks become spaces, long words are cut;
 * at most PC_SAY_MAX bytes of that are kept. */
static enum pc_status
read_say(struct reader *r, char **out)
{
	size_t n;
	char *say;

	if (rd_expect(r, YAML_SCALAR_EVENT, "say") != PC_OK)
		return PC_ERR_DATA;
	if (rd_len(r) == 0)
		return FAIL(r, "%s is empty", "say");
	if (rd_len(r) > PC_SAY_MAX)
		return FAIL(r, "%s is longer than %zu bytes", "say",
			    (size_t)PC_SAY_MAX);
	say = pc_say_neutralise(rd_text(r), rd_len(r), &n);
	if (say == NULL)
		return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
				    "out of memory");
	/* What neutralising added (a U+FFFD for a byte, the spaces that
	 * cut a long word) may take it past the limit: its first
	 * PC_SAY_MAX bytes are kept, whole characters. */
	if (n > PC_SAY_MAX) {
		n = PC_SAY_MAX;
		while (n > 0 && ((unsigned char)say[n] & 0xC0) == 0x80)
			n--;
		say[n] = '\0';
	}
	free(*out);
	*out = say;
	return PC_OK;
}

/* The seats of the board: the rules' once read (they come before the
 * keys that name colours), else the default board. A record that sets
 * seats writes rules before players, setup, first and turns. They are
 * found once, when the rules are read: every colour of every turn asks. */
static int
board_seats(const struct reader *r)
{
	return r->rules_read ? r->seats : PC_SEATS_DEFAULT;
}

static enum pc_status
read_colour(struct reader *r, const char *what, enum pc_colour *out)
{
	/* The colours of the board the rules (when read already: they
	 * come first when the referee writes) choose. */
	int seats = board_seats(r);
	bool known;

	if (rd_expect(r, YAML_SCALAR_EVENT, what) != PC_OK)
		return PC_ERR_DATA;
	known = pc_colour_parse(rd_text(r), rd_len(r), out);

	if (seats == 4 && (!known || *out >= 4))
		return FAIL(r, "bad colour \"%.*s\": expected yellow, blue, "
			    "red or green",
			    SHOWN(r));
	if (seats == 6 && (!known || *out >= 6))
		return FAIL(r, "bad colour \"%.*s\": expected yellow, blue, "
			    "red, green, orange or purple",
			    SHOWN(r));
	if (!known)
		return FAIL(r, "bad colour \"%.*s\": expected yellow, blue, "
			    "red, green, orange, purple, cyan or pink",
			    SHOWN(r));
	return PC_OK;
}

enum { K_PARCHIS, K_GAME, K_RULES, K_DICE, K_PLAYERS, K_SETUP, K_FIRST,
       K_TURNS, K_POSITION, K_STATUS, K_BOARD };
DEFINE_KEYS(top_key, "parchis", "game", "rules", "dice", "players", "setup",
	    "first", "turns", "position", "status", "board")

enum { D_SEED, D_COMMITMENT, D_MAC, D_SEAL };

DEFINE_KEYS(dice_key, "seed", "commitment", "mac", "seal")

enum { P_COLOUR, P_NAME, P_EMAIL, P_SALT, P_BOT, P_MEMBERS, P_LANG };

DEFINE_KEYS(player_key, "colour", "name", "email", "salt", "bot", "members",
	    "lang")

enum { T_N, T_OPENING, T_PLAYER, T_ROLL, T_MOVE, T_AUTO, T_SAY, T_MAC,
       T_RESIGN, T_AT, T_TIMEOUT, T_LEAVE, T_PIECE };
DEFINE_KEYS(turn_key, "n", "opening", "player", "roll", "move", "auto",
	    "say", "mac", "resign", "at", "timeout", "leave", "piece")

/* A colour of the 4-, 6- or 8-seat board as a key; -1 for any other
 * word. */
static int
colour_key_of(const char *t, size_t n, int seats)
{
	enum pc_colour c;

	return pc_colour_parse(t, n, &c) && (int)c < seats ? (int)c : -1;
}

static int
colour_key4(const char *t, size_t n)
{
	return colour_key_of(t, n, 4);
}

static int
colour_key6(const char *t, size_t n)
{
	return colour_key_of(t, n, 6);
}

static int
colour_key8(const char *t, size_t n)
{
	return colour_key_of(t, n, 8);
}

static int (*colour_key(const struct reader *r))(const char *, size_t)
{
	int seats = board_seats(r);

	return seats == 8 ? colour_key8 : seats == 6 ? colour_key6 : colour_key4;
}

/* A rules key: "preset" is PC_NOPTIONS, an option its index. */
static int
rules_key(const char *t, size_t n)
{
	if (n == 6 && memcmp(t, "preset", 6) == 0)
		return PC_NOPTIONS;
	return pc_option_find(t, n);
}

static enum pc_status
read_preset(struct reader *r, enum pc_preset *out)
{
	if (rd_expect(r, YAML_SCALAR_EVENT, N_("a preset")) != PC_OK)
		return PC_ERR_DATA;
	if (!pc_preset_parse(rd_text(r), rd_len(r), out))
		return FAIL(r, "unknown preset \"%.*s\": expected classic, "
			    "superparchis, pairs, event or american",
			    SHOWN(r));
	return PC_OK;
}

/* rules: a preset name, or {preset: P, option: value, ...}. */
static enum pc_status
read_rules(struct reader *r)
{
	struct pc_rule_choice *choice = &r->rec->rules;
	struct key_iter it = {0, PC_OK};
	char expected[120];
	int key, value;

	memset(choice, 0, sizeof *choice);
	if (rd_is(r, YAML_SCALAR_EVENT))
		return read_preset(r, &choice->preset);
	if (rd_expect(r, YAML_MAPPING_START_EVENT,
		   N_("a preset or a mapping of rule options")) != PC_OK)
		return PC_ERR_DATA;
	choice->mapping = true;
	while (rd_next_key(r, &it, rules_key, &key, N_(" in rules"))) {
		if (key == PC_NOPTIONS) {
			if (read_preset(r, &choice->preset) != PC_OK)
				return PC_ERR_DATA;
			continue;
		}
		if (rd_expect(r, YAML_SCALAR_EVENT, N_("a value")) != PC_OK)
			return PC_ERR_DATA;
		if (!pc_option_parse_value(key, rd_text(r), rd_len(r), &value,
					   expected, sizeof expected))
			return FAIL(r, "rule %s takes %s, not \"%.*s\"",
				    pc_option_name(key), expected,
				    SHOWN(r));
		choice->overridden |= UINT32_C(1) << key;
		choice->values[key] = value;
	}
	return it.status;
}

/* dice: manual, {seed: S}, {commitment: "sha256:HEX"} or both keys. */
static enum pc_status
read_dice(struct reader *r)
{
	struct pc_dice *dice = &r->rec->dice;
	struct key_iter it = {0, PC_OK};
	struct pc_mark start = rd_here(r);
	long version;
	int key;

	dice->mark = start;
	if (rd_is(r, YAML_SCALAR_EVENT) && strcmp(rd_text(r), "manual") == 0) {
		dice->mode = PC_DICE_MANUAL;
		return PC_OK;
	}
	if (!rd_is(r, YAML_MAPPING_START_EVENT))
		return FAIL(r, "dice must be manual, {seed: S} or "
			    "{commitment: \"sha256:HEX\"}");
	while (rd_next_key(r, &it, dice_key, &key, N_(" in dice"))) {
		if (key == D_SEED &&
		    read_text(r, PC_TEXT_SEED, &dice->seed) != PC_OK)
			return PC_ERR_DATA;
		if (key == D_COMMITMENT) {
			if (rd_hex(r, "sha256:", PC_COMMITMENT_HEX,
				     N_("the commitment"),
				     dice->commitment) != PC_OK)
				return PC_ERR_DATA;
			dice->has_commitment = true;
		}
		if (key == D_MAC) {
			if (rd_int(r, 1, PC_MAC_VERSION,
				     N_("the mac version"), &version) != PC_OK)
				return PC_ERR_DATA;
			dice->mac_version = (uint8_t)version;
		}
		if (key == D_SEAL) {
			if (rd_hex(r, "", PC_MAC_HEX, N_("the seal"),
				     dice->seal) != PC_OK)
				return PC_ERR_DATA;
			dice->has_seal = true;
		}
	}
	if (it.status != PC_OK)
		return it.status;
	if (dice->seed == NULL && !dice->has_commitment)
		return fail_at(r, start, "dice needs a seed or a commitment");
	if (!dice->has_commitment &&
	    (it.seen & ((1u << D_MAC) | (1u << D_SEAL))))
		return fail_at(r, start, "a mac version and a seal go with a "
			       "commitment only");
	if (dice->has_seal && dice->mac_version < 2)
		return fail_at(r, start, "a seal goes with mac: 2");
	if (!dice->has_seal && dice->mac_version >= 2)
		return fail_at(r, start, "mac: 2 needs the seal of the game");
	dice->mode = dice->has_commitment ? PC_DICE_COMMITMENT : PC_DICE_SEED;
	return PC_OK;
}

/* bot: the level of the computer player on this seat. */
static enum pc_status
read_bot(struct reader *r, enum pc_bot_level *out)
{
	if (rd_expect(r, YAML_SCALAR_EVENT, N_("a bot level")) != PC_OK)
		return PC_ERR_DATA;
	if (!pc_bot_level_parse(rd_text(r), rd_len(r), out))
		return FAIL(r, "unknown bot \"%.*s\": expected random, "
			    "strong or expert", SHOWN(r));
	return PC_OK;
}

/* lang: the language of a player's mail, es or en. */
static enum pc_status
read_lang(struct reader *r, char lang[3])
{
	char *text = NULL;
	enum pc_status status = rd_string(r, 2, N_("a language (es or en)"),
					    &text);

	if (status == PC_OK && strcmp(text, "es") != 0 &&
	    strcmp(text, "en") != 0)
		status = FAIL(r, "lang is es or en, not \"%s\"", text);
	if (status == PC_OK)
		memcpy(lang, text, 3);
	free(text);
	return status;
}

/* members: the names of the people of a team, in piece order (1 to
 * PC_PIECES of them, each like a name). */
static enum pc_status
read_members(struct reader *r, struct pc_player *p)
{
	struct pc_mark start = rd_here(r);
	enum pc_status status;

	if (rd_expect(r, YAML_SEQUENCE_START_EVENT,
		   N_("a list of names ([Ana, Luis])")) != PC_OK)
		return PC_ERR_DATA;
	while (rd_next_item(r, &status)) {
		if (p->nmembers == PC_PIECES)
			return FAIL(r, "a team has at most %d members",
				    PC_PIECES);
		if (read_text(r, PC_TEXT_MEMBER, &p->members[p->nmembers]) !=
		    PC_OK)
			return PC_ERR_DATA;
		p->nmembers++;
	}
	if (status != PC_OK)
		return status;
	if (p->nmembers == 0)
		return fail_at(r, start, "members is empty: name at least "
			       "one person");
	return PC_OK;
}

static enum pc_status
read_player(struct reader *r)
{
	struct pc_record *rec = r->rec;
	struct pc_player p = {0};
	struct key_iter it = {0, PC_OK};
	struct pc_mark start = rd_here(r);
	enum pc_colour colour = PC_YELLOW;
	bool has_colour = false;
	int key;
	enum pc_status status = PC_OK;

	p.mark = start;
	if (rd_expect(r, YAML_MAPPING_START_EVENT,
		   N_("a player ({colour: red, name: Luis})")) != PC_OK)
		return PC_ERR_DATA;
	while (status == PC_OK &&
	       rd_next_key(r, &it, player_key, &key, N_(" in a player"))) {
		switch (key) {
		case P_COLOUR:
			status = read_colour(r, N_("a colour"), &colour);
			if (status == PC_OK && rec->players[colour].playing)
				status = FAIL(r, "%s has two seats",
					      pc_colour_shown(colour));
			has_colour = true;
			break;
		case P_NAME:
			status = read_text(r, PC_TEXT_NAME, &p.name);
			break;
		case P_EMAIL:
			status = read_text(r, PC_TEXT_EMAIL, &p.email);
			break;
		case P_SALT:
			status = read_text(r, PC_TEXT_SALT, &p.salt);
			break;
		case P_BOT:
			status = read_bot(r, &p.bot);
			break;
		case P_MEMBERS:
			status = read_members(r, &p);
			break;
		case P_LANG:
			status = read_lang(r, p.lang);
			break;
		}
	}
	if (status == PC_OK)
		status = it.status;
	if (status == PC_OK && !has_colour)
		status = fail_at(r, start, "a player needs a colour");
	if (status != PC_OK) {
		free(p.name);
		free(p.email);
		free(p.salt);
		for (int m = 0; m < PC_PIECES; m++)
			free(p.members[m]);
		return status;
	}
	p.playing = true;
	rec->players[colour] = p;
	rec->seat_order[rec->nplayers++] = (uint8_t)colour;
	return PC_OK;
}

static enum pc_status
read_players(struct reader *r)
{
	enum pc_status status;

	r->players_mark = rd_here(r);
	if (rd_expect(r, YAML_SEQUENCE_START_EVENT, N_("a list of players")) !=
	    PC_OK)
		return PC_ERR_DATA;
	while (rd_next_item(r, &status))
		if (read_player(r) != PC_OK)
			return PC_ERR_DATA;
	if (status != PC_OK)
		return status;
	if (r->rec->nplayers < 2)
		return fail_at(r, r->players_mark,
			       "a game needs at least two players");
	return PC_OK;
}

/* Reads a list of exactly PC_PIECES places. */
static enum pc_status
read_places(struct reader *r, enum pc_colour colour, int places[PC_PIECES])
{
	struct pc_mark start = rd_here(r);
	int count = 0, place;
	enum pc_status status;

	if (rd_expect(r, YAML_SEQUENCE_START_EVENT,
		   N_("a list of four places ([nest, 34, c2, goal])")) != PC_OK)
		return PC_ERR_DATA;
	while (rd_next_item(r, &status)) {
		if (rd_expect(r, YAML_SCALAR_EVENT, N_("a place")) != PC_OK)
			return PC_ERR_DATA;
		if (!pc_place_parse(rd_text(r), rd_len(r),
				    PC_SEAT_SQUARES * board_seats(r), &place))
			return FAIL(r, "bad position \"%.*s\": expected nest, "
				    "goal, 1 to %d or c1 to c%d",
				    SHOWN(r), PC_SEAT_SQUARES * board_seats(r),
				    PC_CORRIDOR_SQUARES);
		if (count == PC_PIECES)
			return FAIL(r, "%s has only %d pieces",
				    pc_colour_shown(colour), PC_PIECES);
		places[count++] = place;
	}
	if (status != PC_OK)
		return status;
	if (count != PC_PIECES)
		return fail_at(r, start, "%s needs a place for each of its %d "
			       "pieces, not %d", pc_colour_shown(colour),
			       PC_PIECES, count);
	return PC_OK;
}

static enum pc_status
read_setup(struct reader *r)
{
	struct pc_record *rec = r->rec;
	struct key_iter it = {0, PC_OK};
	int key;

	if (rd_expect(r, YAML_MAPPING_START_EVENT,
		   N_("a mapping of colours to places")) != PC_OK)
		return PC_ERR_DATA;
	rec->has_setup = true;
	while (rd_next_key(r, &it, colour_key(r), &key,
			   N_(" in setup: expected a colour"))) {
		r->setup_mark[key] = rd_here(r);
		if (read_places(r, (enum pc_colour)key, rec->setup[key]) !=
		    PC_OK)
			return PC_ERR_DATA;
		rec->setup_order[rec->nsetup++] = (uint8_t)key;
		rec->setup_given[key] = true;
	}
	return it.status;
}

/* One colour's opening dice: a die (3), or in the team event a list of
 * one die a piece ([3, 5, 1, 6]); every colour rolls as many. */
static enum pc_status
read_opening_dice(struct reader *r, struct pc_turn *turn, int colour)
{
	enum pc_status status;
	uint8_t n = 0;
	long die;

	if (r->event.type != YAML_SEQUENCE_START_EVENT) {
		if (rd_int(r, 1, 6, N_("a die"), &die) != PC_OK)
			return PC_ERR_DATA;
		turn->opening_dice[colour][n++] = (uint8_t)die;
	} else {
		if (rd_expect(r, YAML_SEQUENCE_START_EVENT,
			      N_("a list of dice")) != PC_OK)
			return PC_ERR_DATA;
		while (rd_next_item(r, &status)) {
			if (n == PC_MAX_DICE)
				return FAIL(r, "an opening roll has at most %d "
					    "dice a player", PC_MAX_DICE);
			if (rd_int(r, 1, 6, N_("a die"), &die) != PC_OK)
				return PC_ERR_DATA;
			turn->opening_dice[colour][n++] = (uint8_t)die;
		}
		if (status != PC_OK)
			return status;
		if (n == 0)
			return FAIL(r, "an opening roll needs at least one die");
	}
	if (turn->opening != 0 && n != turn->opening_ndice)
		return FAIL(r, "every player rolls as many dice in an opening "
			    "roll");
	turn->opening_ndice = n;
	return PC_OK;
}

static enum pc_status
read_opening(struct reader *r, struct pc_turn *turn)
{
	struct key_iter it = {0, PC_OK};
	int key;

	if (rd_expect(r, YAML_MAPPING_START_EVENT,
		   N_("a mapping of colours to dice ({yellow: 3, red: 5})")) !=
	    PC_OK)
		return PC_ERR_DATA;
	if (!pc_turn_make_opening(r->rec, turn))
		return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
				    "out of memory");
	while (rd_next_key(r, &it, colour_key(r), &key,
			   N_(" in opening: expected a colour"))) {
		if (read_opening_dice(r, turn, key) != PC_OK)
			return PC_ERR_DATA;
		turn->opening |= (uint8_t)(1u << key);
	}
	if (it.status == PC_OK && turn->opening == 0)
		return FAIL(r, "an opening roll needs the dice of the players");
	return it.status;
}

static enum pc_status
read_roll(struct reader *r, struct pc_turn *turn)
{
	long die;
	enum pc_status status;

	if (rd_expect(r, YAML_SEQUENCE_START_EVENT,
		      N_("a list of dice ([5])")) != PC_OK)
		return PC_ERR_DATA;
	while (rd_next_item(r, &status)) {
		if (rd_int(r, 1, 6, N_("a die"), &die) != PC_OK)
			return PC_ERR_DATA;
		if (turn->ndice == PC_MAX_DICE)
			return FAIL(r, "a roll has at most %d dice",
				    PC_MAX_DICE);
		turn->dice[turn->ndice++] = (uint8_t)die;
	}
	if (status != PC_OK)
		return status;
	if (turn->ndice == 0)
		return FAIL(r, "a roll needs at least one die");
	return PC_OK;
}

/* One step into steps[*n]: the move so far. */
static enum pc_status
read_step(struct reader *r, struct pc_step steps[PC_MAX_STEPS], size_t *n)
{
	char why[120];

	if (rd_expect(r, YAML_SCALAR_EVENT, N_("a step")) != PC_OK)
		return PC_ERR_DATA;
	if (*n == PC_MAX_STEPS)
		return FAIL(r, "a move has at most %d steps", PC_MAX_STEPS);
	if (!pc_step_parse(rd_text(r), rd_len(r), &steps[*n], why,
			   sizeof why))
		return FAIL(r, "%s", why);
	(*n)++;
	return PC_OK;
}

/* move: a list of steps, or a single step. The steps are read here and
 * kept in the record's store once all are known. */
static enum pc_status
read_move(struct reader *r, struct pc_turn *turn)
{
	struct pc_step steps[PC_MAX_STEPS];
	size_t n = 0;
	enum pc_status status = PC_OK;

	turn->has_move = true;
	turn->move_mark = rd_here(r);
	if (rd_is(r, YAML_SCALAR_EVENT)) {
		if (read_step(r, steps, &n) != PC_OK)
			return PC_ERR_DATA;
	} else {
		if (rd_expect(r, YAML_SEQUENCE_START_EVENT,
			      N_("a list of steps ([2+5])")) != PC_OK)
			return PC_ERR_DATA;
		while (rd_next_item(r, &status))
			if (read_step(r, steps, &n) != PC_OK)
				return PC_ERR_DATA;
		if (status != PC_OK)
			return status;
		if (n == 0)
			return fail_at(r, turn->move_mark, "an empty move: "
				       "write [pass] to pass");
	}
	if (!pc_turn_set_steps(r->rec, turn, steps, n))
		return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
				    "out of memory");
	return PC_OK;
}

/* at: a time in RFC 3339 ("2026-11-30T18:05:00Z", or with an offset),
 * kept as seconds since 1970 and written back in UTC. */
static enum pc_status
read_time(struct reader *r, int64_t *out, bool *has)
{
	if (rd_expect(r, YAML_SCALAR_EVENT, N_("a time")) != PC_OK)
		return PC_ERR_DATA;
	if (!pc_time_parse(rd_text(r), rd_len(r), out))
		return FAIL(r, "a time is RFC 3339, from 1970 to 9999, such as "
			    "\"2026-11-30T18:05:00Z\", not \"%.*s\"",
			    SHOWN(r));
	*has = true;
	return PC_OK;
}

/* Records written before resignations and leaves stopped taking a roll
 * number of their own number the entry after one a roll further on:
 * read as written, so that their dice stay what they were. */
static bool
counted_leave(const struct pc_record *rec, const struct pc_turn *turn,
	      long n)
{
	const struct pc_turn *prev;

	if (rec->nturns < 2 || turn != &rec->turns[rec->nturns - 1])
		return false;
	prev = &rec->turns[rec->nturns - 2];
	return (prev->kind == PC_TURN_RESIGN || prev->kind == PC_TURN_LEAVE) &&
	       (uint32_t)n == prev->n + 1;
}

/* Makes turn's notes (pc_turn_notes) for an at:, a say: or a mac:. */
static enum pc_status
need_notes(struct reader *r, struct pc_turn *turn)
{
	if (pc_turn_notes(r->rec, turn) == NULL)
		return pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
				    "out of memory");
	return PC_OK;
}

static enum pc_status
read_turn_key(struct reader *r, struct pc_turn *turn, int key)
{
	long n;
	enum pc_colour colour;
	bool flag = false;

	switch (key) {
	case T_N:
		if (rd_int(r, 1, PC_MAX_TURNS, N_("a roll number"), &n) !=
		    PC_OK)
			return PC_ERR_DATA;
		if ((uint32_t)n != turn->n && !counted_leave(r->rec, turn, n))
			return FAIL(r, "this is roll %u, not %ld", turn->n, n);
		turn->n = (uint32_t)n;
		return PC_OK;
	case T_OPENING:
		return read_opening(r, turn);
	case T_PLAYER:
		if (read_colour(r, N_("a colour"), &colour) != PC_OK)
			return PC_ERR_DATA;
		turn->player = (uint8_t)colour;
		turn->has_player = true;
		return PC_OK;
	case T_ROLL:
		return read_roll(r, turn);
	case T_MOVE:
		return read_move(r, turn);
	case T_AUTO:
		if (rd_bool(r, "auto", &flag) != PC_OK)
			return PC_ERR_DATA;
		turn->autoplayed = flag;
		return PC_OK;
	case T_SAY:
		if (need_notes(r, turn) != PC_OK)
			return PC_ERR_NOMEM;
		return read_say(r, &turn->notes->say);
	case T_AT:
		if (need_notes(r, turn) != PC_OK)
			return PC_ERR_NOMEM;
		if (read_time(r, &turn->notes->at, &flag) != PC_OK)
			return PC_ERR_DATA;
		turn->has_at = flag;
		return PC_OK;
	case T_TIMEOUT:
		if (rd_bool(r, "timeout", &flag) != PC_OK)
			return PC_ERR_DATA;
		turn->timeout = flag;
		return PC_OK;
	case T_RESIGN:
	case T_LEAVE:
		if (read_colour(r, N_("a colour"), &colour) != PC_OK)
			return PC_ERR_DATA;
		turn->kind = key == T_LEAVE ? PC_TURN_LEAVE : PC_TURN_RESIGN;
		turn->player = (uint8_t)colour;
		return PC_OK;
	case T_PIECE:
		if (rd_int(r, 1, PC_PIECES, N_("a piece number"), &n) !=
		    PC_OK)
			return PC_ERR_DATA;
		turn->piece = (uint8_t)(n - 1);
		return PC_OK;
	case T_MAC:
		if (need_notes(r, turn) != PC_OK)
			return PC_ERR_NOMEM;
		/* Where the first mac stands, for rd_check_references:
		 * the dice may come after the turns. */
		if (r->mac_turn == 0) {
			r->mac_turn = r->rec->nturns;
			r->mac_mark = rd_here(r);
		}
		if (rd_hex(r, "", PC_MAC_HEX, N_("the mac"),
			   turn->notes->mac) !=
		    PC_OK)
			return PC_ERR_DATA;
		turn->has_mac = true;
		return PC_OK;
	}
	return PC_OK;
}

/* Checks that a turn has the keys its kind needs and no others. */
static enum pc_status
check_turn_shape(struct reader *r, const struct pc_turn *turn, uint32_t seen)
{
	uint32_t roll_keys = (1u << T_PLAYER) | (1u << T_ROLL) |
			     (1u << T_MOVE) | (1u << T_AUTO);
	uint32_t kinds = seen & ((1u << T_OPENING) | (1u << T_RESIGN) |
				 (1u << T_LEAVE));

	if ((seen & (1u << T_OPENING)) && (seen & (1u << T_RESIGN)))
		return fail_at(r, turn->mark, "roll %u: a turn is an opening "
			       "roll or a resignation, not both", turn->n);
	if (kinds & (kinds - 1))
		return fail_at(r, turn->mark, "roll %u: a turn is an opening "
			       "roll, a resignation or a leave, one of them",
			       turn->n);
	if ((seen & (1u << T_PIECE)) && turn->kind != PC_TURN_LEAVE)
		return fail_at(r, turn->mark, "roll %u: piece goes only with "
			       "leave ({leave: red, piece: 2})", turn->n);
	if (turn->kind == PC_TURN_LEAVE && !(seen & (1u << T_PIECE)))
		return fail_at(r, turn->mark, "roll %u: a leave needs the "
			       "piece whose person leaves ({leave: red, "
			       "piece: 2})", turn->n);
	if (turn->kind == PC_TURN_LEAVE && (seen & roll_keys))
		return fail_at(r, turn->mark, "roll %u: a leave has no "
			       "player, roll, move or auto", turn->n);
	if (turn->kind == PC_TURN_OPENING && (seen & roll_keys))
		return fail_at(r, turn->mark, "roll %u: an opening roll has "
			       "no player, roll, move or auto", turn->n);
	if (turn->kind == PC_TURN_RESIGN && (seen & roll_keys))
		return fail_at(r, turn->mark, "roll %u: a resignation has no "
			       "player, roll, move or auto", turn->n);
	if (turn->kind != PC_TURN_ROLL)
		return PC_OK;
	if (!turn->has_player)
		return fail_at(r, turn->mark, "roll %u has no player "
			       "(nor opening)", turn->n);
	if (turn->ndice == 0)
		return fail_at(r, turn->mark, "roll %u has no roll", turn->n);
	return PC_OK;
}

static enum pc_status
read_turn(struct reader *r)
{
	struct pc_turn *turn;
	struct key_iter it = {0, PC_OK};
	int key;

	if (rd_expect(r, YAML_MAPPING_START_EVENT,
		   N_("a turn ({n: 2, player: red, roll: [5], move: [1]})")) !=
	    PC_OK)
		return PC_ERR_DATA;
	turn = pc_record_add_turn(r->rec);
	if (turn == NULL)
		return r->rec->nturns >= PC_MAX_TURNS
			       ? FAIL(r, "more than %d turns", PC_MAX_TURNS)
			       : pc_error_set(r->err, PC_ERR_NOMEM, 0, 0,
					      "out of memory");
	turn->mark = rd_here(r);
	while (rd_next_key(r, &it, turn_key, &key, N_(" in a turn")))
		if (read_turn_key(r, turn, key) != PC_OK)
			return PC_ERR_DATA;
	if (it.status != PC_OK)
		return it.status;
	return check_turn_shape(r, turn, it.seen);
}

static enum pc_status
read_turns(struct reader *r)
{
	enum pc_status status;

	/* "turns:" with nothing after it, as a player may leave it before
	 * writing the first turn, is an empty list. */
	if (rd_is(r, YAML_SCALAR_EVENT) && rd_plain(r) &&
	    (rd_len(r) == 0 || strcmp(rd_text(r), "~") == 0 ||
	     strcmp(rd_text(r), "null") == 0))
		return PC_OK;
	if (rd_expect(r, YAML_SEQUENCE_START_EVENT, N_("a list of turns")) !=
	    PC_OK)
		return PC_ERR_DATA;
	while (rd_next_item(r, &status))
		if (read_turn(r) != PC_OK)
			return PC_ERR_DATA;
	return status;
}

static enum pc_status
read_game_id(struct reader *r)
{
	char why[PC_TEXT_FIT_WHY_MAX];
	const char *t;
	size_t n;

	if (rd_expect(r, YAML_SCALAR_EVENT, N_("a game id")) != PC_OK)
		return PC_ERR_DATA;
	t = rd_text(r);
	n = rd_len(r);
	if (!pc_text_fits(PC_TEXT_GAME, t, n, why))
		return FAIL(r, "%s", why);
	memcpy(r->rec->game, t, n);
	r->rec->game[n] = '\0';
	return PC_OK;
}

static enum pc_status
read_top_key(struct reader *r, int key)
{
	enum pc_status status;
	long version;
	enum pc_colour colour;

	switch (key) {
	case K_PARCHIS:
		if (rd_int(r, 0, 999999, N_("a format version"), &version) !=
		    PC_OK)
			return PC_ERR_DATA;
		if (version != PC_FORMAT_VERSION)
			return FAIL(r, "record format version %ld is not "
				    "supported: this parchis reads version %d",
				    version, PC_FORMAT_VERSION);
		r->rec->version = (int)version;
		return PC_OK;
	case K_GAME:
		return read_game_id(r);
	case K_RULES:
		status = read_rules(r);
		if (status == PC_OK) {
			r->rules_read = true;
			r->seats = pc_record_seats(r->rec);
		}
		return status;
	case K_DICE:
		return read_dice(r);
	case K_PLAYERS:
		return read_players(r);
	case K_SETUP:
		return read_setup(r);
	case K_FIRST:
		r->first_mark = rd_here(r);
		if (read_colour(r, N_("a colour"), &colour) != PC_OK)
			return PC_ERR_DATA;
		r->rec->has_first = true;
		r->rec->first = (uint8_t)colour;
		return PC_OK;
	case K_TURNS:
		return read_turns(r);
	default:	/* position, status, board: the referee's own */
		return rd_skip(r);
	}
}

/* The keys every record has. */
static enum pc_status
check_required(struct reader *r, uint32_t seen)
{
	static const int required[] = {K_PARCHIS, K_GAME, K_DICE, K_PLAYERS};
	const struct pc_mark top = {1, 1};

	/* (A variable, not a compound literal: xgettext counts the commas
	 * of one as arguments and would miss the message.) */
	for (size_t i = 0; i < sizeof required / sizeof *required; i++)
		if (!(seen & (1u << required[i])))
			return fail_at(r, top,
				       "the record has no \"%s\" key",
				       top_key_names[required[i]]);
	return PC_OK;
}

static enum pc_status
read_document(struct reader *r)
{
	struct key_iter it = {0, PC_OK};
	int key;

	if (rd_next(r) != PC_OK || rd_next(r) != PC_OK)	/* stream, document */
		return PC_ERR_DATA;
	if (rd_is(r, YAML_STREAM_END_EVENT))
		return FAIL(r, "the record is empty");
	if (rd_next(r) != PC_OK)
		return PC_ERR_DATA;
	if (!rd_is(r, YAML_MAPPING_START_EVENT))
		return FAIL(r, "a record is a mapping of keys (parchis: 1, "
			    "game: ..., ...), not %s", rd_kind_name(&r->event));
	while (rd_next_key(r, &it, top_key, &key, ""))
		if (read_top_key(r, key) != PC_OK)
			return PC_ERR_DATA;
	if (it.status != PC_OK)
		return it.status;
	if (rd_next(r) != PC_OK || rd_next(r) != PC_OK)	/* document end */
		return PC_ERR_DATA;
	if (!rd_is(r, YAML_STREAM_END_EVENT))
		return FAIL(r, "a second document: a record is one document");
	return check_required(r, it.seen) != PC_OK ? PC_ERR_DATA
						   : rd_check_references(r);
}

enum pc_status
pc_record_read(const char *data, size_t len, struct pc_record *rec,
	       struct pc_error *err)
{
	struct reader r;
	enum pc_status status;
	struct pc_error scratch;

	memset(&r, 0, sizeof r);
	r.data = data;
	r.len = len;
	r.rec = rec;
	r.err = err != NULL ? err : &scratch;
	pc_error_clear(r.err);
	pc_record_init(rec);
	if (!yaml_parser_initialize(&r.parser))
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	yaml_parser_set_input_string(&r.parser, (const unsigned char *)data,
				     len);
	status = read_document(&r);
	if (r.have_event)
		yaml_event_delete(&r.event);
	yaml_parser_delete(&r.parser);
	if (status != PC_OK) {
		if (r.err->status == PC_OK)	/* cannot happen; be safe */
			pc_error_set(r.err, status, 0, 0, "unreadable record");
		pc_record_free(rec);
	}
	return status;
}
