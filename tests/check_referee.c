/* check_referee.c: the referee over records in memory -- opening rolls and
 * ties, forced turns played and marked, a partly written move left
 * pending, the third 6, rolls checked against the seed, manual dice. */
#include <config.h>

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check-util.h"
#include "record-read.h"
#include "referee.h"

static struct pc_game game;

static void
load(const char *yaml, struct pc_record *rec)
{
	struct pc_error err;

	ck_assert_msg(pc_record_read(yaml, strlen(yaml), rec, &err) == PC_OK,
		      "%lu:%lu: %s", err.line, err.column, err.message);
}

static enum pc_status
referee(struct pc_record *rec, bool autoplay, bool roll, struct pc_error *err)
{
	struct pc_referee_options options = {.autoplay = autoplay,
					     .roll = roll};

	return pc_referee_run(rec, &options, &game, err);
}

/* The steps of turn i as text ("1+5 2+20"). */
static const char *
steps_of(const struct pc_record *rec, size_t i)
{
	static char text[PC_MAX_STEPS * (PC_STEP_TEXT_MAX + 1)];
	char step[PC_STEP_TEXT_MAX];
	const struct pc_turn *t = &rec->turns[i];

	text[0] = '\0';
	for (int s = 0; s < t->nsteps; s++) {
		if (s > 0)
			strcat(text, " ");
		strcat(text, pc_step_format(&t->steps[s], step));
	}
	return text;
}

#define MANUAL_HEAD                                                       \
	"parchis: 1\ngame: t\ndice: manual\n"                             \
	"players: [{colour: yellow}, {colour: red}]\n"

/* Seed tie30 gives the opening [2, 2, 1]: yellow and blue tie and roll
 * again ([4, 1]: yellow first). Computed with Python's hmac module. */
START_TEST(test_opening_tie_rolls_again_among_the_tied)
{
	static const char yaml[] =
		"parchis: 1\ngame: ties\ndice: {seed: tie30}\n"
		"players: [{colour: yellow}, {colour: blue}, {colour: red}]\n";
	struct pc_record rec;
	struct pc_error err;

	load(yaml, &rec);
	ck_assert_int_eq(referee(&rec, false, true, &err), PC_OK);
	ck_assert_uint_ge(rec.nturns, 3);
	ck_assert_int_eq(rec.turns[0].kind, PC_TURN_OPENING);
	ck_assert_int_eq(rec.turns[0].opening, 0x7);
	ck_assert_int_eq(rec.turns[0].opening_ndice, 1);
	ck_assert_int_eq(rec.turns[0].opening_dice[PC_YELLOW][0], 2);
	ck_assert_int_eq(rec.turns[0].opening_dice[PC_BLUE][0], 2);
	ck_assert_int_eq(rec.turns[0].opening_dice[PC_RED][0], 1);
	ck_assert_int_eq(rec.turns[1].kind, PC_TURN_OPENING);
	ck_assert_int_eq(rec.turns[1].opening,
			 (1 << PC_YELLOW) | (1 << PC_BLUE));
	ck_assert_int_eq(rec.turns[1].opening_dice[PC_YELLOW][0], 4);
	ck_assert_int_eq(rec.turns[1].opening_dice[PC_BLUE][0], 1);
	ck_assert_int_eq(rec.turns[2].player, PC_YELLOW);
	/* Without autoplay the first roll waits even when it is a pass. */
	ck_assert_int_eq(game.state, PC_GAME_MOVE);
	ck_assert_uint_eq(game.pending, 2);
	pc_record_free(&rec);
}
END_TEST

START_TEST(test_forced_turns_are_played_and_marked_auto)
{
	static const char yaml[] = MANUAL_HEAD
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [3]}\n";
	struct pc_record rec;
	struct pc_error err;

	load(yaml, &rec);
	ck_assert_int_eq(referee(&rec, false, false, &err), PC_OK);
	ck_assert_int_eq(game.state, PC_GAME_MOVE);
	ck_assert_uint_eq(game.nlegal, 1);
	ck_assert(!rec.turns[0].has_move);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_OK);
	ck_assert(rec.turns[0].has_move && rec.turns[0].autoplayed);
	ck_assert_str_eq(steps_of(&rec, 0), "pass");
	/* Manual dice: the referee waits for red's roll. */
	ck_assert_int_eq(game.state, PC_GAME_ROLL);
	ck_assert_int_eq(game.pos.to_move, PC_RED);
	pc_record_free(&rec);
}
END_TEST

/* Yellow on 30 takes red on 33 with a 3 and must count 20 with piece 1
 * (33 -> 53) or piece 2 (40 -> 60): the move "1+3" leaves that choice. */
START_TEST(test_partly_written_move_stays_pending_with_its_completions)
{
	static const char yaml[] = MANUAL_HEAD
		"setup:\n  yellow: [30, 40, nest, nest]\n"
		"  red: [33, nest, nest, nest]\n"
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [3], move: [1+3]}\n";
	struct pc_record rec;
	struct pc_error err;

	load(yaml, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_OK);
	ck_assert_int_eq(game.state, PC_GAME_MOVE);
	ck_assert_uint_eq(game.nlegal, 2);
	ck_assert_uint_eq(rec.turns[0].nsteps, 1);
	/* The player finishes it; the referee writes every amount. */
	rec.turns[0].steps[1] = (struct pc_step){.piece = 2};
	rec.turns[0].nsteps = 2;
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_OK);
	ck_assert_str_eq(steps_of(&rec, 0), "1+3 2+20");
	ck_assert_int_eq(game.state, PC_GAME_ROLL);
	ck_assert_int_eq(game.pos.to_move, PC_RED);
	pc_record_free(&rec);
}
END_TEST

/* Third 6 in a row: the roll is not played and the piece moved last
 * (piece 1, on the ring) goes home; the turn passes. */
START_TEST(test_third_six_sends_the_last_moved_piece_home)
{
	static const char yaml[] = MANUAL_HEAD
		"setup:\n  yellow: [10, 20, 30, 40]\n"
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [6], move: [1+7]}\n"
		"  - {player: yellow, roll: [6], move: [1+7]}\n"
		"  - {player: yellow, roll: [6]}\n";
	struct pc_record rec;
	struct pc_error err;

	load(yaml, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_OK);
	ck_assert(rec.turns[2].autoplayed);
	ck_assert_str_eq(steps_of(&rec, 2), "pass");
	ck_assert_int_eq(pc_position_place(&game.engine, &game.pos, PC_YELLOW,
					   0), PC_NEST);
	ck_assert_int_eq(pc_position_place(&game.engine, &game.pos, PC_YELLOW,
					   1), 20);
	ck_assert_int_eq(game.pos.to_move, PC_RED);
	pc_record_free(&rec);
}
END_TEST

START_TEST(test_rolls_are_checked_against_the_seed)
{
	static const char yaml[] =
		"parchis: 1\ngame: club-2026-17\ndice: {seed: k3v9q2}\n"
		"players: [{colour: yellow}, {colour: red}]\n"
		"turns:\n"
		"  - {opening: {yellow: 3, red: 6}}\n"
		"  - {player: red, roll: [5]}\n";
	struct pc_record rec;
	struct pc_error err;

	load(yaml, &rec);
	ck_assert_int_eq(referee(&rec, true, true, &err), PC_ERR_RULES);
	ck_assert_str_eq(err.message, "roll 2: the seed gives [4], not [5]");
	ck_assert_uint_eq(err.line, 7);
	ck_assert_uint_eq(err.column, 5);
	pc_record_free(&rec);
}
END_TEST

START_TEST(test_salts_join_the_seed_in_colour_order)
{
	static const char yaml[] =
		"parchis: 1\ngame: g\ndice: {seed: s}\n"
		"players: [{colour: red, salt: r1}, {colour: yellow, salt: y1},"
		" {colour: blue}]\n";
	struct pc_record rec;
	char seed[PC_SEED_TEXT_MAX];
	size_t len;

	load(yaml, &rec);
	ck_assert(pc_referee_seed(&rec, NULL, seed, &len));
	ck_assert_str_eq(seed, "s:y1:r1");
	ck_assert_uint_eq(len, 7);
	pc_record_free(&rec);
}
END_TEST

START_TEST(test_out_of_turn_and_after_the_end)
{
	static const char out_of_turn[] = MANUAL_HEAD
		"first: yellow\nturns:\n"
		"  - {player: red, roll: [3]}\n";
	static const char after_end[] = MANUAL_HEAD
		"setup:\n  yellow: [goal, goal, goal, c6]\n"
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [2], move: [4+2]}\n"
		"  - {player: red, roll: [3]}\n";
	struct pc_record rec;
	struct pc_error err;

	load(out_of_turn, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_ERR_RULES);
	ck_assert_str_eq(err.message, "roll 1: it is yellow's turn, not red's");
	pc_record_free(&rec);
	load(after_end, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_ERR_RULES);
	ck_assert_str_eq(err.message, "roll 2: the game is over: yellow won");
	pc_record_free(&rec);
}
END_TEST

/* Issue 16, case 5: an entry without a move that left no choice may
 * come before the last (parchis-record(5), TURNS): a third 6, a pass, a forced
 * come-out. The referee plays each, writes its steps back and marks it
 * auto, even without autoplay; the last stays pending. */
START_TEST(test_forced_entries_without_a_move_before_the_last_are_played)
{
	static const char yaml[] = MANUAL_HEAD
		"setup:\n  yellow: [10, goal, goal, goal]\n"
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [6], move: [1+7]}\n"
		"  - {player: yellow, roll: [6], move: [1]}\n"
		"  - {n: 3, player: yellow, roll: [6]}\n"
		"  - {n: 4, player: red, roll: [3]}\n"
		"  - {player: yellow, roll: [5]}\n"
		"  - {player: red, roll: [4]}\n";
	struct pc_record rec;
	struct pc_error err;

	load(yaml, &rec);
	ck_assert_int_eq(referee(&rec, false, false, &err), PC_OK);
	ck_assert_str_eq(steps_of(&rec, 1), "1+7");
	ck_assert(!rec.turns[1].autoplayed);
	ck_assert_str_eq(steps_of(&rec, 2), "pass");
	ck_assert(rec.turns[2].has_move && rec.turns[2].autoplayed);
	ck_assert_str_eq(steps_of(&rec, 3), "pass");
	ck_assert(rec.turns[3].has_move && rec.turns[3].autoplayed);
	ck_assert_str_eq(steps_of(&rec, 4), "1+5");
	ck_assert(rec.turns[4].has_move && rec.turns[4].autoplayed);
	/* The last entry waits for its player (or autoplay). */
	ck_assert(!rec.turns[5].has_move);
	ck_assert_int_eq(game.state, PC_GAME_MOVE);
	ck_assert_uint_eq(game.pending, 5);
	ck_assert_int_eq(game.pos.progress[PC_YELLOW][0], 1);
	pc_record_free(&rec);
}
END_TEST

/* Issue 16, case 5: an entry without a move whose roll left a choice,
 * before the last, is refused by the rules (not as malformed), and the
 * message names the choice; a long one is cut short. */
START_TEST(test_an_entry_without_a_move_that_had_a_choice_is_refused)
{
	static const char yaml[] = MANUAL_HEAD
		"setup:\n  yellow: [10, 20, goal, goal]\n"
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [3]}\n"
		"  - {player: red, roll: [3]}\n";
	static const char many[] =
		"parchis: 1\ngame: t\ndice: manual\nrules: superparchis\n"
		"players: [{colour: yellow}, {colour: red}]\n"
		"setup:\n  yellow: [10, 20, 30, 40]\n"
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [1, 2]}\n"
		"  - {player: red, roll: [3, 4]}\n";
	struct pc_record rec;
	struct pc_error err;

	load(yaml, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_ERR_RULES);
	ck_assert_str_eq(err.message, "roll 1 has no move, but later rolls "
			 "follow it, and yellow had a choice: 1+3 or 2+3");
	ck_assert_uint_eq(err.line, 9);
	ck_assert_uint_eq(err.column, 5);
	pc_record_free(&rec);
	load(many, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_ERR_RULES);
	ck_assert_str_eq(err.message, "roll 1 has no move, but later rolls "
			 "follow it, and yellow had a choice: 1+1 1+2, 1+1 2+2, "
			 "1+1 3+2, 1+1 4+2, 2+1 1+2, 2+1 2+2, 2+1 3+2, 2+1 4+2, "
			 "3+1 1+2, 3+1 2+2, 3+1 3+2 or 5 more");
	pc_record_free(&rec);
}
END_TEST

/* Issue 16, case 6: nothing follows the end of a game, nor a roll of a
 * player who has finished, also when the setup puts them all home. */
START_TEST(test_no_roll_after_the_end_nor_for_a_finished_player)
{
	static const char over[] = MANUAL_HEAD
		"setup:\n  yellow: [goal, goal, goal, goal]\n"
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [3]}\n";
	static const char none[] = MANUAL_HEAD
		"setup:\n  yellow: [goal, goal, goal, goal]\n";
	static const char places[] =
		"parchis: 1\ngame: t\ndice: manual\n"
		"rules: {preset: classic, places: 2}\n"
		"players: [{colour: yellow}, {colour: red}, {colour: green}]\n"
		"setup:\n  yellow: [goal, goal, goal, goal]\n"
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [3]}\n";
	static const char opening[] =
		"parchis: 1\ngame: t\ndice: manual\n"
		"rules: {preset: classic, places: 2}\n"
		"players: [{colour: yellow}, {colour: red}, {colour: green}]\n"
		"setup:\n  yellow: [goal, goal, goal, goal]\n"
		"turns:\n"
		"  - {opening: {red: 2, green: 4}}\n"
		"  - {player: green, roll: [3]}\n";
	struct pc_record rec;
	struct pc_error err;

	load(over, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_ERR_RULES);
	ck_assert_str_eq(err.message, "roll 1: the game is over: yellow won");
	pc_record_free(&rec);
	load(none, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_OK);
	ck_assert_int_eq(game.state, PC_GAME_OVER);
	ck_assert_int_eq(game.pos.nfinished, 1);
	ck_assert_int_eq(game.pos.finished[0], PC_YELLOW);
	pc_record_free(&rec);
	load(places, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_ERR_RULES);
	ck_assert_str_eq(err.message,
			 "roll 1: yellow has finished and rolls no more");
	pc_record_free(&rec);
	/* The opening is for those still playing. */
	load(opening, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_OK);
	ck_assert_int_eq(game.pos.to_move, PC_RED);
	pc_record_free(&rec);
}
END_TEST

/* Issue 16, case 7: what parchis moves says of a third 6 (third
 * doubles): the roll is not played, and the piece moved last goes back
 * to the nest; another pass is a roll no piece can move. */
START_TEST(test_a_third_six_is_described_as_not_played)
{
	static const char six[] = MANUAL_HEAD
		"setup:\n  yellow: [10, 30, goal, goal]\n"
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [6], move: [1+7]}\n"
		"  - {player: yellow, roll: [6], move: [2+7]}\n"
		"  - {player: yellow, roll: [6]}\n";
	static const char doubles[] =
		"parchis: 1\ngame: t\ndice: manual\nrules: superparchis\n"
		"players: [{colour: yellow}, {colour: red}]\n"
		"setup:\n  yellow: [10, c2, goal, goal]\n"
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [1, 1], move: [1+1, 1+1]}\n"
		"  - {player: yellow, roll: [2, 2], move: [2+2, 2+2]}\n"
		"  - {player: yellow, roll: [3, 3]}\n";
	static const char pass[] = MANUAL_HEAD
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [3]}\n";
	struct pc_buffer text = PC_BUFFER_INIT;
	struct pc_record rec;
	struct pc_error err;

	load(six, &rec);
	ck_assert_int_eq(referee(&rec, false, false, &err), PC_OK);
	ck_assert_int_eq(game.state, PC_GAME_MOVE);
	ck_assert_uint_eq(game.nlegal, 1);
	ck_assert(pc_referee_describe_pending(&rec, &game, &game.legal[0],
					      false, &text));
	ck_assert_str_eq(text.data, "the roll is not played: the third 6 in "
			 "a row; piece 2 goes back to the nest from 37");
	pc_buffer_free(&text);
	pc_record_free(&rec);
	/* Piece 2, moved last, is in its corridor: it stays. */
	load(doubles, &rec);
	ck_assert_int_eq(referee(&rec, false, false, &err), PC_OK);
	ck_assert(pc_referee_describe_pending(&rec, &game, &game.legal[0],
					      false, &text));
	ck_assert_str_eq(text.data, "the roll is not played: the third "
			 "doubles in a row");
	pc_buffer_free(&text);
	pc_record_free(&rec);
	load(pass, &rec);
	ck_assert_int_eq(referee(&rec, false, false, &err), PC_OK);
	ck_assert(pc_referee_describe_pending(&rec, &game, &game.legal[0],
					      false, &text));
	ck_assert_str_eq(text.data, "no piece can move");
	pc_buffer_free(&text);
	pc_record_free(&rec);
}
END_TEST

/* Seed ev, game g, computed with Python's hmac module: the opening
 * gives yellow [5, 6, 6, 5] (22) and red [3, 1, 5, 1] (10), so yellow
 * starts; roll 2 is [5, 1, 2, 3], one die a piece: only piece 1 can
 * move (out with its 5), and the referee plays it. */
START_TEST(test_event_rolls_a_die_a_piece)
{
	static const char yaml[] =
		"parchis: 1\ngame: g\nrules: event\ndice: {seed: ev}\n"
		"players: [{colour: yellow}, {colour: red}]\n";
	static const uint8_t yellow[] = {5, 6, 6, 5}, red[] = {3, 1, 5, 1};
	static const uint8_t roll[] = {5, 1, 2, 3};
	struct pc_record rec;
	struct pc_error err;

	load(yaml, &rec);
	ck_assert_int_eq(referee(&rec, true, true, &err), PC_OK);
	ck_assert_uint_ge(rec.nturns, 2);
	ck_assert_int_eq(rec.turns[0].kind, PC_TURN_OPENING);
	ck_assert_int_eq(rec.turns[0].opening_ndice, 4);
	ck_assert_mem_eq(rec.turns[0].opening_dice[PC_YELLOW], yellow, 4);
	ck_assert_mem_eq(rec.turns[0].opening_dice[PC_RED], red, 4);
	ck_assert_int_eq(rec.turns[1].player, PC_YELLOW);
	ck_assert_int_eq(rec.turns[1].ndice, 4);
	ck_assert_mem_eq(rec.turns[1].dice, roll, 4);
	ck_assert(rec.turns[1].autoplayed);
	ck_assert_int_eq(rec.turns[1].nsteps, 1);
	ck_assert_int_eq(rec.turns[1].steps[0].piece, 1);
	ck_assert_int_eq(rec.turns[1].steps[0].amount, 5);
	pc_record_free(&rec);
}
END_TEST

#define EVENT_HEAD                                                        \
	"parchis: 1\ngame: g\nrules: event\ndice: manual\n"               \
	"players: [{colour: red}, {colour: blue}]\n"

/* Seed 003: a person leaves with nobody of the team home: the piece goes
 * to its exit square (red's is 39) and its dice are not played until a
 * piece of the team is home; then it moves again. */
START_TEST(test_event_leave_waits_for_a_teammate_home)
{
	static const char yaml[] = EVENT_HEAD
		"setup:\n  red: [c6, 20, nest, nest]\n"
		"first: red\nturns:\n"
		"  - {leave: red, piece: 2}\n"
		"  - {player: red, roll: [1, 3, 2, 2], move: [1+1]}\n"
		"  - {player: blue, roll: [1, 1, 1, 1], move: [pass]}\n"
		"  - {player: red, roll: [1, 3, 5, 2]}\n";
	struct pc_record rec;
	struct pc_error err;
	struct pc_referee_options options = {.autoplay = true,
					     .stop_after = 1};

	load(yaml, &rec);
	ck_assert_int_eq(pc_referee_run(&rec, &options, &game, &err), PC_OK);
	ck_assert_int_eq(pc_position_place(&game.engine, &game.pos, PC_RED, 1),
			 39);
	ck_assert(pc_piece_waits(&game.engine, &game.pos, PC_RED, 1));
	pc_record_free(&rec);
	load(yaml, &rec);
	options.stop_after = 2;
	ck_assert_int_eq(pc_referee_run(&rec, &options, &game, &err), PC_OK);
	ck_assert_str_eq(steps_of(&rec, 1), "1+1");
	ck_assert_int_eq(pc_position_place(&game.engine, &game.pos, PC_RED, 1),
			 39);
	pc_record_free(&rec);
	load(yaml, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_OK);
	ck_assert(!pc_piece_waits(&game.engine, &game.pos, PC_RED, 1));
	ck_assert_int_eq(pc_position_place(&game.engine, &game.pos, PC_RED, 1),
			 52);
	pc_record_free(&rec);
}
END_TEST

/* Outside the event a leave is refused at its entry; in the event a
 * piece home or a person gone already cannot leave. */
START_TEST(test_leave_is_refused_where_it_cannot_be)
{
	static const char classic[] =
		"parchis: 1\ngame: g\ndice: manual\n"
		"players: [{colour: red}, {colour: blue}]\n"
		"first: red\nturns:\n"
		"  - {leave: red, piece: 2}\n";
	static const char home[] = EVENT_HEAD
		"setup:\n  red: [goal, 20, nest, nest]\n"
		"first: red\nturns:\n"
		"  - {leave: red, piece: 1}\n";
	static const char twice[] = EVENT_HEAD
		"first: red\nturns:\n"
		"  - {leave: red, piece: 3}\n"
		"  - {leave: red, piece: 3}\n";
	struct pc_record rec;
	struct pc_error err;

	load(classic, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_ERR_RULES);
	ck_assert_str_eq(err.message, "roll 1: only the team event has "
				      "people leaving (teams: event)");
	ck_assert_uint_eq(err.line, 7);
	ck_assert_uint_eq(err.column, 5);
	pc_record_free(&rec);
	load(home, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_ERR_RULES);
	ck_assert_str_eq(err.message, "roll 1: piece 1 of red is already home");
	pc_record_free(&rec);
	load(twice, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_ERR_RULES);
	/* A leave takes no roll number: both carry the first roll's. */
	ck_assert_str_eq(err.message, "roll 1: the person playing piece 3 of "
				      "red has left already");
	ck_assert_uint_eq(err.line, 9);
	pc_record_free(&rec);
}
END_TEST

/* A team of two people: pieces 3 and 4 wait in the nest from the start;
 * the same members mean nothing outside the event. */
START_TEST(test_members_short_of_four_wait_from_the_start)
{
	static const char event[] =
		"parchis: 1\ngame: g\nrules: event\ndice: manual\n"
		"players: [{colour: red, members: [Ana, Luis]}, "
		"{colour: blue}]\nfirst: red\n";
	static const char classic[] =
		"parchis: 1\ngame: g\ndice: manual\n"
		"players: [{colour: red, members: [Ana, Luis]}, "
		"{colour: blue}]\nfirst: red\n";
	struct pc_record rec;
	struct pc_error err;

	load(event, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_OK);
	ck_assert_int_eq(game.pos.left[PC_RED], 0xC);
	ck_assert_int_eq(game.pos.left[PC_BLUE], 0);
	ck_assert_int_eq(pc_position_place(&game.engine, &game.pos, PC_RED, 2),
			 PC_NEST);
	ck_assert_int_eq(pc_position_place(&game.engine, &game.pos, PC_RED, 3),
			 PC_NEST);
	ck_assert(pc_piece_waits(&game.engine, &game.pos, PC_RED, 2));
	ck_assert_int_eq(pc_position_place(&game.engine, &game.pos, PC_RED, 0),
			 PC_NEST);
	pc_record_free(&rec);
	load(classic, &rec);
	ck_assert_int_eq(referee(&rec, true, false, &err), PC_OK);
	ck_assert_int_eq(game.pos.left[PC_RED], 0);
	pc_record_free(&rec);
}
END_TEST

/* A resignation takes the pending roll's place: the roll is withdrawn and
 * the new turn appended; refused for a colour without a seat, one that
 * has left, and once the game is over. */
START_TEST(test_a_seat_turn_withdraws_the_pending_roll)
{
	static const char yaml[] = MANUAL_HEAD
		"first: yellow\nturns:\n"
		"  - {player: yellow, roll: [3], move: [pass]}\n"
		"  - {player: red, roll: [5]}\n";
	struct pc_record rec;
	struct pc_error err;
	struct pc_turn *t = NULL;

	load(yaml, &rec);
	ck_assert_int_eq(referee(&rec, false, false, &err), PC_OK);
	ck_assert_int_eq(game.state, PC_GAME_MOVE);
	ck_assert_int_eq(pc_referee_add_seat_turn(&rec, &game, PC_BLUE,
						  PC_TURN_RESIGN, &t, &err),
			 PC_ERR_RULES);
	ck_assert_str_eq(err.message, "blue is not playing");
	ck_assert_uint_eq(rec.nturns, 2);
	ck_assert_int_eq(pc_referee_add_seat_turn(&rec, &game, PC_RED,
						  PC_TURN_RESIGN, &t, &err),
			 PC_OK);
	ck_assert_uint_eq(rec.nturns, 2);
	ck_assert_ptr_eq(t, &rec.turns[1]);
	ck_assert_int_eq(t->kind, PC_TURN_RESIGN);
	ck_assert_int_eq(t->player, PC_RED);
	/* Red has left and yellow is alone: over, yellow wins. */
	ck_assert_int_eq(referee(&rec, false, false, &err), PC_OK);
	ck_assert_int_eq(game.state, PC_GAME_OVER);
	ck_assert_int_eq(pc_referee_add_seat_turn(&rec, &game, PC_RED,
						  PC_TURN_RESIGN, &t, &err),
			 PC_ERR_RULES);
	ck_assert_str_eq(err.message, "red is not playing");
	ck_assert_int_eq(pc_referee_add_seat_turn(&rec, &game, PC_YELLOW,
						  PC_TURN_RESIGN, &t, &err),
			 PC_ERR_RULES);
	ck_assert_str_eq(err.message, "the game is over");
	pc_record_free(&rec);
}
END_TEST

/* The mac of a leave covers "leave;red;2;" (Python's hmac module). */
START_TEST(test_leave_mac)
{
	struct pc_turn t;
	char mac[PC_MAC_HEX + 1];

	memset(&t, 0, sizeof t);
	t.kind = PC_TURN_LEAVE;
	t.n = 5;
	t.player = PC_RED;
	t.piece = 1;
	pc_turn_mac("k", "g", &t, 0, "0123456789abcdef", mac);
	ck_assert_str_eq(mac, "4e9e9e1f87e03807");
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("referee");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_opening_tie_rolls_again_among_the_tied);
	tcase_add_test(tc, test_forced_turns_are_played_and_marked_auto);
	tcase_add_test(tc,
		       test_partly_written_move_stays_pending_with_its_completions);
	tcase_add_test(tc, test_third_six_sends_the_last_moved_piece_home);
	tcase_add_test(tc, test_rolls_are_checked_against_the_seed);
	tcase_add_test(tc, test_salts_join_the_seed_in_colour_order);
	tcase_add_test(tc, test_out_of_turn_and_after_the_end);
	tcase_add_test(tc,
		       test_forced_entries_without_a_move_before_the_last_are_played);
	tcase_add_test(tc,
		       test_an_entry_without_a_move_that_had_a_choice_is_refused);
	tcase_add_test(tc, test_no_roll_after_the_end_nor_for_a_finished_player);
	tcase_add_test(tc, test_a_third_six_is_described_as_not_played);
	tcase_add_test(tc, test_event_rolls_a_die_a_piece);
	tcase_add_test(tc, test_event_leave_waits_for_a_teammate_home);
	tcase_add_test(tc, test_leave_is_refused_where_it_cannot_be);
	tcase_add_test(tc, test_members_short_of_four_wait_from_the_start);
	tcase_add_test(tc, test_leave_mac);
	tcase_add_test(tc, test_a_seat_turn_withdraws_the_pending_roll);
	suite_add_tcase(s, tc);
	return util_run_suite(s);
}
