/* check_record.c: the record reader and writer.
 *
 * Core: a record of parchis-record(5) is read with every key, derived keys
 * skipped.
 * Errors: each check of the reader, with the line and column it reports.
 * Round trip: every example and good test record, written and read back,
 * is the same record, and writing is idempotent and canonical.
 * Limits: the most turns a record may hold. */
#include <config.h>

#include <check.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check-util.h"
#include "record-read.h"
#include "record-write.h"
#include "place.h"
#include "yaml11.h"

/* Seven lines that make a valid record; errors are put after them. */
#define HEAD                                                              \
	"parchis: 1\n"                                                    \
	"game: g1\n"                                                      \
	"rules: classic\n"                                                \
	"dice: {seed: \"s\"}\n"                                           \
	"players:\n"                                                      \
	"  - {colour: yellow}\n"                                          \
	"  - {colour: red}\n"

static const char spec_example[] =
	"parchis: 1                    # record format version\n"
	"game: club-2026-17\n"
	"rules: classic\n"
	"dice: {seed: \"k3v9q2\"}\n"
	"players:\n"
	"  - {colour: yellow, name: Ana, email: ana@example.org}\n"
	"  - {colour: red, name: Luis}\n"
	"setup:\n"
	"  yellow: [nest, 34, c2, goal]\n"
	"first: yellow\n"
	"turns:\n"
	"  - {n: 1, opening: {yellow: 3, red: 5}}\n"
	"  - {n: 2, player: red, roll: [5], move: [1]}\n"
	"  - {n: 3, player: yellow, roll: [2], move: [pass], auto: true}\n"
	"  - {n: 4, player: red, roll: [6], move: [1+6]}\n"
	"  - {n: 5, player: red, roll: [4]}            # awaiting red\n"
	"position:\n"
	"  yellow: [nest, nest, nest, nest]\n"
	"  red: [45, nest, nest, nest]\n"
	"status: {to_move: red, roll: [4], legal: [[1+4]]}\n"
	"board: |\n"
	"  (the ASCII board)\n";

static void
read_ok(const char *yaml, struct pc_record *rec)
{
	struct pc_error err;

	ck_assert_msg(pc_record_read(yaml, strlen(yaml), rec, &err) == PC_OK,
		      "%lu:%lu: %s", err.line, err.column, err.message);
}

START_TEST(test_reads_every_key_of_the_spec_example)
{
	struct pc_record rec;
	const struct pc_turn *t;

	read_ok(spec_example, &rec);
	ck_assert_int_eq(rec.version, 1);
	ck_assert_str_eq(rec.game, "club-2026-17");
	ck_assert_int_eq(rec.rules.preset, PC_PRESET_CLASSIC);
	ck_assert(!rec.rules.mapping);
	ck_assert_int_eq(rec.dice.mode, PC_DICE_SEED);
	ck_assert_str_eq(rec.dice.seed, "k3v9q2");
	ck_assert_int_eq(rec.nplayers, 2);
	ck_assert_int_eq(rec.seat_order[0], PC_YELLOW);
	ck_assert_int_eq(rec.seat_order[1], PC_RED);
	ck_assert_str_eq(rec.players[PC_YELLOW].name, "Ana");
	ck_assert_str_eq(rec.players[PC_YELLOW].email, "ana@example.org");
	ck_assert_str_eq(rec.players[PC_RED].name, "Luis");
	ck_assert_ptr_null(rec.players[PC_RED].email);
	ck_assert(!rec.players[PC_BLUE].playing);
	ck_assert(rec.has_setup && rec.setup_given[PC_YELLOW]);
	ck_assert_int_eq(rec.setup[PC_YELLOW][0], PC_NEST);
	ck_assert_int_eq(rec.setup[PC_YELLOW][1], 34);
	ck_assert_int_eq(rec.setup[PC_YELLOW][2], PC_CORRIDOR + 2);
	ck_assert_int_eq(rec.setup[PC_YELLOW][3], PC_GOAL);
	ck_assert(rec.has_first);
	ck_assert_int_eq(rec.first, PC_YELLOW);
	ck_assert_uint_eq(rec.nturns, 5);
	t = &rec.turns[0];
	ck_assert_int_eq(t->kind, PC_TURN_OPENING);
	ck_assert_int_eq(t->opening, (1 << PC_YELLOW) | (1 << PC_RED));
	ck_assert_int_eq(t->opening_ndice, 1);
	ck_assert_int_eq(t->opening_dice[PC_YELLOW][0], 3);
	ck_assert_int_eq(t->opening_dice[PC_RED][0], 5);
	t = &rec.turns[2];
	ck_assert_int_eq(t->player, PC_YELLOW);
	ck_assert(t->autoplayed && t->has_move && t->steps[0].pass);
	t = &rec.turns[3];
	ck_assert_int_eq(t->steps[0].piece, 1);
	ck_assert_int_eq(t->steps[0].amount, 6);
	t = &rec.turns[4];
	ck_assert(!t->has_move);
	ck_assert_int_eq(t->dice[0], 4);
	ck_assert_uint_eq(t->mark.line, 16);
	ck_assert_uint_eq(t->mark.column, 5);
	pc_record_free(&rec);
}
END_TEST

START_TEST(test_reads_rule_mapping_commitment_salt_mac_and_say)
{
	static const char yaml[] =
		"parchis: 1\n"
		"game: g.1_x\n"
		"rules: {preset: superparchis, six_all_out: 12, "
		"open_barrier_on_six: false, barriers: mixed}\n"
		"dice: {commitment: \"sha256:"
		"ABCDEF0123456789abcdef0123456789abcdef0123456789abcdef0123456789"
		"\"}\n"
		"players:\n"
		"  - {colour: rojo, name: Luis, salt: x1}\n"
		"  - {colour: verde}\n"
		"turns:\n"
		"  - {player: red, roll: [3, 4], move: r2+3, say: \"hola: "
		"que tal\", mac: 0123456789ABCDEF}\n"
		"  - {n: 2, player: green, roll: [5, 5], move: [+5, 1+5]}\n";
	struct pc_record rec;
	struct pc_rules rules;

	read_ok(yaml, &rec);
	ck_assert(rec.rules.mapping);
	ck_assert_int_eq(rec.rules.preset, PC_PRESET_SUPERPARCHIS);
	pc_rules_resolve(&rec.rules, &rules);
	ck_assert_int_eq(rules.six_all_out, 12);
	ck_assert_int_eq(rules.open_barrier_on_six, 0);
	ck_assert_int_eq(rules.barriers, PC_BARRIERS_MIXED);
	ck_assert_int_eq(rules.dice_per_roll, 2);
	ck_assert_int_eq(rec.dice.mode, PC_DICE_COMMITMENT);
	ck_assert_str_eq(rec.dice.commitment, "abcdef0123456789abcdef0123456789"
					      "abcdef0123456789abcdef0123456789");
	ck_assert_ptr_null(rec.dice.seed);
	ck_assert_str_eq(rec.players[PC_RED].salt, "x1");
	ck_assert(rec.players[PC_GREEN].playing);
	ck_assert_str_eq(pc_turn_say(&rec.turns[0]), "hola: que tal");
	ck_assert_str_eq(rec.turns[0].notes->mac, "0123456789abcdef");
	ck_assert_int_eq(rec.turns[0].nsteps, 1);
	ck_assert(rec.turns[0].steps[0].has_colour);
	ck_assert_int_eq(rec.turns[0].steps[0].colour, PC_RED);
	ck_assert_int_eq(rec.turns[1].ndice, 2);
	ck_assert_int_eq(rec.turns[1].steps[0].piece, 0);
	ck_assert_int_eq(rec.turns[1].steps[0].amount, 5);
	pc_record_free(&rec);
}
END_TEST

START_TEST(test_manual_dice_crlf_and_byte_order_mark)
{
	static const char yaml[] =
		"\xEF\xBB\xBFparchis: 1\r\ngame: g\r\ndice: manual\r\n"
		"players: [{colour: blue}, {colour: green}]\r\nturns:\r\n";
	struct pc_record rec;

	read_ok(yaml, &rec);
	ck_assert_int_eq(rec.dice.mode, PC_DICE_MANUAL);
	ck_assert_int_eq(rec.rules.preset, PC_PRESET_CLASSIC);
	ck_assert_uint_eq(rec.nturns, 0);
	pc_record_free(&rec);
}
END_TEST

/* Each error the reader reports, where it reports it. */
static const struct bad_case {
	const char *name;
	const char *yaml;
	unsigned long line, column;
	const char *message;
} bad_cases[] = {
	{"empty record", "", 1, 1, "the record is empty"},
	{"comments only", "# nothing\n", 2, 1, "the record is empty"},
	{"not a mapping", "- a\n", 1, 1,
	 "a record is a mapping of keys (parchis: 1, game: ..., ...), not a "
	 "list"},
	{"future version", "parchis: 2\n", 1, 10,
	 "record format version 2 is not supported: this parchis reads "
	 "version 1"},
	{"quoted version", "parchis: \"1\"\n", 1, 10,
	 "expected a format version, found a quoted string"},
	{"unknown key", HEAD "colour: red\n", 8, 1, "unknown key \"colour\""},
	{"duplicate key", HEAD "game: g2\n", 8, 1,
	 "key \"game\" appears twice"},
	{"missing key", "parchis: 1\ngame: g\ndice: manual\n", 1, 1,
	 "the record has no \"players\" key"},
	{"bad game id", "parchis: 1\ngame: a b\n", 2, 7,
	 "a game id is 1 to 64 letters, digits, '.', '_' or '-'"},
	{"unknown preset", "parchis: 1\nrules: chess\n", 2, 8,
	 "unknown preset \"chess\": expected classic, superparchis, pairs, "
	 "event or american"},
	{"unknown rule option", "rules: {preset: classic, sixes: 3}\n", 1, 26,
	 "unknown key \"sixes\" in rules"},
	{"bad rule value", "rules: {six_all_out: 8}\n", 1, 22,
	 "rule six_all_out takes 6, 7 or 12, not \"8\""},
	{"bad rule name value", "rules: {barriers: strong}\n", 1, 19,
	 "rule barriers takes same_colour, mixed, safe_only or none, not "
	 "\"strong\""},
	{"dice neither", "dice: random\n", 1, 7,
	 "dice must be manual, {seed: S} or {commitment: \"sha256:HEX\"}"},
	{"dice empty", "dice: {}\n", 1, 7, "dice needs a seed or a commitment"},
	{"bad commitment", "dice: {commitment: \"sha256:xyz\"}\n", 1, 20,
	 "the commitment must be \"sha256:\" and 64 hex digits"},
	{"empty seed", "dice: {seed: \"\"}\n", 1, 14, "the seed is empty"},
	{"bad colour", "players:\n  - {colour: purple}\n", 2, 14,
	 "bad colour \"purple\": expected yellow, blue, red or green"},
	{"two seats", "players:\n  - {colour: red}\n  - {colour: rojo}\n", 3, 14,
	 "red has two seats"},
	{"one player", "players:\n  - {colour: red}\n", 2, 3,
	 "a game needs at least two players"},
	{"player unknown key", "players:\n  - {colour: red, age: 3}\n", 2, 19,
	 "unknown key \"age\" in a player"},
	{"player without colour", "players:\n  - {name: Ana}\n", 2, 5,
	 "a player needs a colour"},
	{"bad email", "players:\n  - {colour: red, email: ana.example.org}\n",
	 2, 26, "\"ana.example.org\" is not an e-mail address"},
	{"long name",
	 "players:\n  - {colour: red, name: "
	 "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa}\n",
	 2, 25, "the name is longer than 64 bytes"},
	{"control character", "players:\n  - {colour: red, name: \"a\\tb\"}\n",
	 2, 25, "the name holds U+0009, a control character"},
	{"players not a list", "players: red\n", 1, 10,
	 "expected a list of players, found a single value"},
	{"bad position", HEAD "setup:\n  yellow: [nest, 69, c2, goal]\n", 9, 18,
	 "bad position \"69\": expected nest, goal, 1 to 68 or c1 to c7"},
	{"bad corridor", HEAD "setup:\n  yellow: [c8, nest, nest, nest]\n", 9, 12, "bad position \"c8\": expected nest, goal, 1 to 68 or c1 to c7"},
	{"three pieces", HEAD "setup:\n  red: [nest, 34, goal]\n", 9, 8,
	 "red needs a place for each of its 4 pieces, not 3"},
	{"five pieces", HEAD "setup:\n  red: [nest, 34, goal, 1, 2]\n", 9, 28,
	 "red has only 4 pieces"},
	{"crowded square",
	 HEAD "setup:\n  yellow: [34, 34, nest, nest]\n"
	      "  red: [34, nest, nest, nest]\n", 10, 8,
	 "square 34 holds more than two pieces"},
	{"crowded corridor", HEAD "setup:\n  red: [c3, c3, c3, nest]\n", 9, 8,
	 "c3 of red holds more than two pieces"},
	{"setup unseated", HEAD "setup:\n  green: [nest, nest, nest, nest]\n",
	 9, 10, "setup names green, who has no seat in this game"},
	{"setup not colour", HEAD "setup:\n  pink: [nest, nest, nest, nest]\n",
	 9, 3, "unknown key \"pink\" in setup: expected a colour"},
	{"first unseated", HEAD "first: blue\n", 8, 8,
	 "first names blue, who has no seat in this game"},
	{"first bad colour", HEAD "first: purple\n", 8, 8,
	 "bad colour \"purple\": expected yellow, blue, red or green"},
	{"wrong roll number", HEAD "turns:\n  - {n: 2, player: red, roll: [5]}\n",
	 9, 9, "this is roll 1, not 2"},
	{"turn unseated",
	 HEAD "turns:\n  - {player: blue, roll: [5], move: [1]}\n", 9, 5,
	 "roll 1 names blue, who has no seat in this game"},
	{"die of seven", HEAD "turns:\n  - {player: red, roll: [7]}\n", 9, 26,
	 "a die must be from 1 to 6, not 7"},
	{"die of zero", HEAD "turns:\n  - {player: red, roll: [0]}\n", 9, 26,
	 "a die must be from 1 to 6, not 0"},
	{"five dice", HEAD "turns:\n  - {player: red, roll: [1, 2, 3, 4, 5]}\n",
	 9, 38, "a roll has at most 4 dice"},
	{"no dice", HEAD "turns:\n  - {player: red, roll: []}\n", 9, 26,
	 "a roll needs at least one die"},
	{"no such piece",
	 HEAD "turns:\n  - {player: red, roll: [5], move: [5]}\n", 9, 37,
	 "piece 5 does not exist (pieces are 1 to 4)"},
	{"bad step", HEAD "turns:\n  - {player: red, roll: [5], move: [x]}\n",
	 9, 37,
	 "bad step \"x\": expected pass, a piece number (2), with an amount "
	 "(2+5), a colour (r2) or +5"},
	{"big amount",
	 HEAD "turns:\n  - {player: red, roll: [5], move: [1+100]}\n", 9, 37,
	 "amount 100 is out of range (1 to 99)"},
	{"empty move", HEAD "turns:\n  - {player: red, roll: [5], move: []}\n",
	 9, 36, "an empty move: write [pass] to pass"},
	{"opening with roll",
	 HEAD "turns:\n  - {opening: {red: 3, yellow: 4}, roll: [3]}\n", 9, 5,
	 "roll 1: an opening roll has no player, roll, move or auto"},
	{"opening unseated", HEAD "turns:\n  - {opening: {red: 3, blue: 4}}\n",
	 9, 5, "roll 1 names blue, who has no seat in this game"},
	{"turn without player", HEAD "turns:\n  - {roll: [3]}\n", 9, 5,
	 "roll 1 has no player (nor opening)"},
	{"turn without roll", HEAD "turns:\n  - {player: red}\n", 9, 5,
	 "roll 1 has no roll"},
	{"auto yes",
	 HEAD "turns:\n  - {player: red, roll: [3], move: [1], auto: yes}\n", 9, 47, "auto must be true or false"},
	{"bad mac",
	 HEAD "turns:\n  - {player: red, roll: [3], move: [1], mac: abc}\n", 9, 46, "the mac must be 16 hex digits"},
	{"leave without piece", HEAD "turns:\n  - {leave: red}\n", 9, 5,
	 "roll 1: a leave needs the piece whose person leaves ({leave: red, "
	 "piece: 2})"},
	{"piece without leave",
	 HEAD "turns:\n  - {player: red, roll: [3], piece: 2}\n", 9, 5,
	 "roll 1: piece goes only with leave ({leave: red, piece: 2})"},
	{"piece five", HEAD "turns:\n  - {leave: red, piece: 5}\n", 9, 25,
	 "a piece number must be from 1 to 4, not 5"},
	{"leave and resign",
	 HEAD "turns:\n  - {leave: red, piece: 1, resign: red}\n", 9, 5,
	 "roll 1: a turn is an opening roll, a resignation or a leave, one "
	 "of them"},
	{"leave with roll",
	 HEAD "turns:\n  - {leave: red, piece: 1, roll: [3]}\n", 9, 5,
	 "roll 1: a leave has no player, roll, move or auto"},
	{"leave unseated", HEAD "turns:\n  - {leave: blue, piece: 1}\n", 9, 5,
	 "roll 1 names blue, who has no seat in this game"},
	{"five members",
	 "players:\n  - {colour: red, members: [a, b, c, d, e]}\n", 2, 41,
	 "a team has at most 4 members"},
	{"no members", "players:\n  - {colour: red, members: []}\n", 2, 28,
	 "members is empty: name at least one person"},
	{"member not a string",
	 "players:\n  - {colour: red, members: [[a]]}\n", 2, 29,
	 "expected a member's name, found a list"},
	{"anchor", "parchis: 1\ngame: &a g1\n", 2, 7,
	 "anchors (&name) are not allowed in a record"},
	{"alias", "parchis: 1\ngame: g1\nfirst: *a\n", 3, 8,
	 "aliases (*name) are not allowed in a record"},
	{"tag", "parchis: 1\ngame: !!str g1\n", 2, 7,
	 "tags (!name) are not allowed in a record"},
	{"anchored list", "parchis: 1\nplayers: &p [{colour: red}]\n", 2, 10,
	 "anchors (&name) are not allowed in a record"},
	{"tagged mapping", "parchis: 1\nrules: !r {preset: classic}\n", 2, 8,
	 "tags (!name) are not allowed in a record"},
	{"unclosed flow", "parchis: 1\nplayers: [{colour: red}\n", 3, 1,
	 "did not find expected ',' or ']' while parsing a flow sequence"},
	{"tab indentation", "parchis: 1\nplayers:\n\t- {colour: red}\n", 3, 1,
	 "a tab where YAML allows only spaces: indent with spaces"},
	{"invalid utf-8", "parchis: 1\ngame: g\xff\n", 2, 8,
	 "invalid leading UTF-8 octet (the record must be UTF-8 text)"},
	{"second document", HEAD "---\nparchis: 1\n", 8, 1,
	 "a second document: a record is one document"},
	{"deep derived key",
	 HEAD "board: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
	      "[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
	      "]]]]]]]]]]]]]\n", 8, 72, "nested deeper than 64 levels"},
};

START_TEST(test_reports_each_error_with_its_place)
{
	const struct bad_case *c = &bad_cases[_i];
	struct pc_record rec;
	struct pc_error err;

	ck_assert_msg(pc_record_read(c->yaml, strlen(c->yaml), &rec, &err) ==
			      PC_ERR_DATA,
		      "%s: accepted", c->name);
	ck_assert_int_eq(err.status, PC_ERR_DATA);
	ck_assert_msg(strcmp(err.message, c->message) == 0,
		      "%s: message \"%s\"", c->name, err.message);
	ck_assert_msg(err.line == c->line && err.column == c->column,
		      "%s: at %lu:%lu, expected %lu:%lu", c->name, err.line,
		      err.column, c->line, c->column);
	/* A rejected record holds nothing. */
	ck_assert_uint_eq(rec.nturns, 0);
	ck_assert_ptr_null(rec.turns);
}
END_TEST

START_TEST(test_derived_keys_are_skipped_whatever_they_hold)
{
	static const char yaml[] = HEAD
		"position: {anything: [1, {deep: [x]}]}\n"
		"status: 3\n"
		"board: |\n  free text: [ unbalanced\n";
	struct pc_record rec;

	read_ok(yaml, &rec);
	ck_assert_int_eq(rec.nplayers, 2);
	pc_record_free(&rec);
}
END_TEST

/* Writes rec and returns the text (caller frees). */
static char *
write_text(const struct pc_record *rec)
{
	struct pc_buffer out = PC_BUFFER_INIT;
	struct pc_error err;

	ck_assert_int_eq(pc_record_write(rec, &out, &err), PC_OK);
	return out.data;
}

/* Every line of text is shorter than 78 columns (counting characters),
 * but for a line holding a token too long to break (a commitment). */
static void
assert_short_lines(const char *text, const char *name)
{
	unsigned columns = 0, line = 1, run = 0, longest = 0;

	for (const char *p = text; *p != '\0'; p++) {
		if (*p == '\n') {
			ck_assert_msg(columns < 78 || longest >= 50,
				      "%s: line %u is too long", name, line);
			line++;
			columns = run = longest = 0;
		} else if (((unsigned char)*p & 0xC0) != 0x80) {
			columns++;
			run = *p == ' ' ? 0 : run + 1;
			longest = run > longest ? run : longest;
		}
	}
}

/* Reads text, writes it, reads that back: the same record, and writing
 * again gives the same text. */
static void
assert_round_trip(const char *text, const char *name)
{
	struct pc_record first, second;
	struct pc_error err;
	char *written, *rewritten;

	ck_assert_msg(pc_record_read(text, strlen(text), &first, &err) ==
			      PC_OK,
		      "%s:%lu:%lu: %s", name, err.line, err.column,
		      err.message);
	written = write_text(&first);
	ck_assert_msg(pc_record_read(written, strlen(written), &second,
				     &err) == PC_OK,
		      "%s rewritten:%lu:%lu: %s\n%s", name, err.line,
		      err.column, err.message, written);
	ck_assert_msg(util_records_equal(&first, &second),
		      "%s: not the same record after writing:\n%s", name,
		      written);
	rewritten = write_text(&second);
	ck_assert_str_eq(written, rewritten);
	assert_short_lines(written, name);
	free(written);
	free(rewritten);
	pc_record_free(&first);
	pc_record_free(&second);
}

/* Round-trips every .yaml file in folder; returns how many. */
static int
round_trip_folder(const char *folder)
{
	DIR *dir = opendir(folder);
	struct dirent *entry;
	char path[4096];
	char *text;
	int count = 0;
	size_t n;

	if (dir == NULL)
		return 0;
	while ((entry = readdir(dir)) != NULL) {
		n = strlen(entry->d_name);
		if (n < 5 || strcmp(entry->d_name + n - 5, ".yaml") != 0)
			continue;
		snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
		text = util_slurp(path, NULL);
		assert_round_trip(text, path);
		free(text);
		count++;
	}
	closedir(dir);
	return count;
}

START_TEST(test_round_trip_of_every_example_and_good_record)
{
	char folder[4096];
	int count;

	snprintf(folder, sizeof folder, "%s/../examples", util_tests_folder());
	count = round_trip_folder(folder);
	snprintf(folder, sizeof folder, "%s/records/good", util_tests_folder());
	count += round_trip_folder(folder);
	ck_assert_int_ge(count, 3);
	assert_round_trip(spec_example, "the SPEC example");
}
END_TEST

START_TEST(test_writes_canonical_form)
{
	static const char yaml[] =
		"turns:\n"
		"  - {player: red, roll: [6], move: [1+7], auto: true, n: 1}\n"
		"players: [{colour: red}, {colour: yellow, name: Ana}]\n"
		"dice: {seed: \"s\"}\n"
		"game: g\n"
		"parchis: 1\n";
	static const char expected[] =
		"parchis: 1\n"
		"game: g\n"
		"rules: classic\n"
		"dice: {seed: \"s\"}\n"
		"players:\n"
		"  - {colour: red}\n"
		"  - {colour: yellow, name: Ana}\n"
		"turns:\n"
		"  - {n: 1, player: red, roll: [6], move: [1+7], auto: true}\n";
	struct pc_record rec;
	char *text;

	read_ok(yaml, &rec);
	text = write_text(&rec);
	ck_assert_str_eq(text, expected);
	free(text);
	pc_record_free(&rec);
}
END_TEST

/* A leave and a team's members are read and written back as they came;
 * long members wrap in a block entry, every line under 78 columns. */
START_TEST(test_leave_and_members_round_trip)
{
	static const char yaml[] =
		"parchis: 1\n"
		"game: g\n"
		"rules: event\n"
		"dice: manual\n"
		"players:\n"
		"  - {colour: red, name: Rojos, members: [Ana, Luis, \"No\"]}\n"
		"  - colour: blue\n"
		"    members: [Bea Fernández de Córdoba y Figueroa, "
		"Carlos María,\n"
		"      Dora, Eloy]\n"
		"turns:\n"
		"  - {n: 1, leave: red, piece: 2}\n";
	struct pc_record rec;
	char *text;
	const char *line;

	read_ok(yaml, &rec);
	ck_assert_int_eq(rec.nturns, 1);
	ck_assert_int_eq(rec.turns[0].kind, PC_TURN_LEAVE);
	ck_assert_int_eq(rec.turns[0].player, PC_RED);
	ck_assert_int_eq(rec.turns[0].piece, 1);
	ck_assert_int_eq(rec.players[PC_RED].nmembers, 3);
	ck_assert_str_eq(rec.players[PC_RED].members[2], "No");
	ck_assert_ptr_null(rec.players[PC_RED].members[3]);
	ck_assert_int_eq(rec.players[PC_BLUE].nmembers, 4);
	ck_assert_str_eq(rec.players[PC_BLUE].members[1], "Carlos María");
	text = write_text(&rec);
	ck_assert_str_eq(text, yaml);
	for (line = text; *line != '\0'; line = strchr(line, '\n') + 1)
		ck_assert_int_lt(strcspn(line, "\n"), 78);
	free(text);
	pc_record_free(&rec);
}
END_TEST

/* Strings that YAML 1.1 tools would read as numbers, booleans, dates or
 * null are quoted; ordinary words are not. */
START_TEST(test_quotes_strings_that_yaml_tools_would_misread)
{
	static const char yaml[] =
		"parchis: 1\n"
		"game: 2026-11-29\n"
		"dice: {seed: 0123}\n"
		"players:\n"
		"  - {colour: red, name: No, salt: 1:20}\n"
		"  - {colour: green, name: \"~\", salt: 0x1F}\n"
		"  - {colour: blue, name: Begoña, salt: .5}\n"
		"turns:\n"
		"  - {player: red, roll: [5], move: [+5], say: \"yes\"}\n"
		"  - {player: green, roll: [5], move: [1+5], say: fine}\n";
	struct pc_record rec;
	char *text;

	read_ok(yaml, &rec);
	text = write_text(&rec);
	ck_assert_ptr_nonnull(strstr(text, "game: \"2026-11-29\"\n"));
	ck_assert_ptr_nonnull(strstr(text, "{seed: \"0123\"}"));
	ck_assert_ptr_nonnull(strstr(text, "name: \"No\", salt: \"1:20\"}"));
	ck_assert_ptr_nonnull(strstr(text, "name: \"~\", salt: \"0x1F\"}"));
	ck_assert_ptr_nonnull(strstr(text, "name: Begoña, salt: \".5\"}"));
	ck_assert_ptr_nonnull(strstr(text, "move: [\"+5\"], say: \"yes\"}"));
	ck_assert_ptr_nonnull(strstr(text, "move: [1+5], say: fine}"));
	free(text);
	pc_record_free(&rec);
}
END_TEST

START_TEST(test_yaml11_resolution)
{
	static const char *const strings[] = {
		"Ana", "k3v9q2", "1+5", "r2", "pass", "c2", "nest", "yess",
		"2026-11", "1e5", "0b2", "0x", "12:60", "-", "a:b",
	};
	static const char *const others[] = {
		"", "~", "null", "NULL", "yes", "No", "on", "OFF", "y", "n",
		"true", "False", "0", "17", "-3", "+5", "0123", "0b101", "0x1f",
		"1_000", "1:20", "190:20:30", "1.5", ".5", "1.", "1.0e+3",
		".inf", "-.Inf", ".NaN", "2026-11-29", "2026-1-2",
		"2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10 -5",
		"<<", "=",
	};

	for (size_t i = 0; i < sizeof strings / sizeof *strings; i++)
		ck_assert_msg(pc_yaml11_plain_is_string(strings[i],
							strlen(strings[i])),
			      "\"%s\" is a string", strings[i]);
	for (size_t i = 0; i < sizeof others / sizeof *others; i++)
		ck_assert_msg(!pc_yaml11_plain_is_string(others[i],
							 strlen(others[i])),
			      "\"%s\" is not a string", others[i]);
}
END_TEST

START_TEST(test_long_say_is_wrapped_and_kept)
{
	static const char yaml[] = HEAD
		"turns:\n"
		"  - {player: red, roll: [5], move: [1], say: \"Ana, that was a "
		"cruel capture on thirty-four; I will remember it when my "
		"barrier stands on your exit square, and you will see.\"}\n";
	struct pc_record rec;
	char *text;

	read_ok(yaml, &rec);
	text = write_text(&rec);
	assert_short_lines(text, "long say");
	assert_round_trip(text, "long say");
	free(text);
	pc_record_free(&rec);
}
END_TEST

/* Bytes that are not text, named with their place: a NUL (given by
 * length, as strlen would stop at it) and another C0 control. */
START_TEST(test_nul_and_control_bytes_are_named)
{
	static const char nul[] = HEAD "first: r\0ed\n";
	static const char bell[] = HEAD "first: r\aed\n";
	struct pc_record rec;
	struct pc_error err;

	ck_assert_int_eq(pc_record_read(nul, sizeof nul - 1, &rec, &err),
			 PC_ERR_DATA);
	ck_assert_str_eq(err.message,
			 "a NUL byte (0x00) is not allowed in a record");
	ck_assert_uint_eq(err.line, 8);
	ck_assert_uint_eq(err.column, 9);
	ck_assert_int_eq(pc_record_read(bell, sizeof bell - 1, &rec, &err),
			 PC_ERR_DATA);
	ck_assert_str_eq(err.message,
			 "control character 0x07 is not allowed in a record");
	ck_assert_uint_eq(err.column, 9);
}
END_TEST

/* A message that quotes the input carries none of its controls to the
 * terminal: C0 (an OSC sequence would retitle the window), DEL and C1
 * (U+009B is CSI) become '?'. */
START_TEST(test_messages_carry_no_control_characters)
{
	static const char *const yaml[] = {
		HEAD "first: \"\\e]0;pwned\\a\"\n",
		HEAD "first: \"\\x9b2J\\x7f\"\n",
	};
	static const char *const message[] = {
		"bad colour \"?]0;pwned?\": expected yellow, blue, red or green",
		"bad colour \"?2J?\": expected yellow, blue, red or green",
	};
	struct pc_record rec;
	struct pc_error err;

	for (size_t i = 0; i < sizeof yaml / sizeof *yaml; i++) {
		ck_assert_int_eq(pc_record_read(yaml[i], strlen(yaml[i]), &rec,
						&err),
				 PC_ERR_DATA);
		ck_assert_str_eq(err.message, message[i]);
	}
}
END_TEST

/* PC_MAX_TURNS: the reader refuses the turn past it. No file can hold
 * that many (PC_INPUT_MAX, 16 MiB, comes first), but the reader is a
 * library: 35 MB of the shortest turns, read in about a second. */
START_TEST(test_more_turns_than_the_limit)
{
	static const char head[] = "parchis: 1\ngame: g\ndice: manual\n"
				   "players: [{colour: red}, {colour: blue}]\n"
				   "turns: [\n";
	static const char turn[] = "{player: red, roll: [5], move: 1},\n";
	size_t count = (size_t)PC_MAX_TURNS + 1;
	size_t len = strlen(head) + count * strlen(turn) + 2;
	char *text = malloc(len + 1), *p = text, expected[40];
	struct pc_record rec;
	struct pc_error err;

	ck_assert_ptr_nonnull(text);
	p += sprintf(p, "%s", head);
	for (size_t i = 0; i < count; i++) {
		memcpy(p, turn, sizeof turn - 1);
		p += sizeof turn - 1;
	}
	p += sprintf(p, "]\n");
	ck_assert_int_eq(pc_record_read(text, (size_t)(p - text), &rec, &err),
			 PC_ERR_DATA);
	snprintf(expected, sizeof expected, "more than %d turns",
		 PC_MAX_TURNS);
	ck_assert_str_eq(err.message, expected);
	ck_assert_uint_eq(err.line, 5 + count);	/* the turn past the limit */
	ck_assert_uint_eq(err.column, 1);
	ck_assert_ptr_null(rec.turns);
	free(text);
}
END_TEST

/* A sink that keeps what it is handed, piece by piece, and fails at
 * piece fail_at (counted from 1; 0: never). */
struct pieces {
	struct pc_buffer text;
	size_t n, longest, fail_at;
};

static enum pc_status
keep_piece(void *context, const void *data, size_t len, struct pc_error *err)
{
	struct pieces *p = context;

	ck_assert_uint_gt(len, 0);
	if (++p->n == p->fail_at)
		return pc_error_set(err, PC_ERR_IO, 0, 0, "cannot write: %s",
				    "the disk is full");
	ck_assert(pc_buffer_append(&p->text, data, len));
	p->longest = len > p->longest ? len : p->longest;
	return PC_OK;
}

/* A record of count turns of manual dice, read (rec, caller frees). */
static void
long_record(size_t count, struct pc_record *rec)
{
	static const char head[] = "parchis: 1\ngame: g\ndice: manual\n"
				   "players: [{colour: red}, {colour: blue}]\n"
				   "turns:\n";
	static const char turn[] = "  - {player: red, roll: [5], move: 1}\n";
	struct pc_buffer text = PC_BUFFER_INIT;
	struct pc_error err;

	ck_assert(pc_buffer_append_str(&text, head));
	for (size_t i = 0; i < count; i++)
		ck_assert(pc_buffer_append_str(&text, turn));
	ck_assert_int_eq(pc_record_read(text.data, text.len, rec, &err),
			 PC_OK);
	pc_buffer_free(&text);
}

/* Handed to a sink, the record comes in pieces, none of them the whole,
 * that make the same text as the record written whole. */
START_TEST(test_a_sink_is_handed_the_text_in_pieces)
{
	struct pieces p = {PC_BUFFER_INIT, 0, 0, 0};
	struct pc_record_sink sink = {keep_piece, &p};
	struct pc_record rec;
	struct pc_error err;
	char *whole;

	long_record(5000, &rec);
	whole = write_text(&rec);
	ck_assert_int_eq(pc_record_write_derived_to(&rec, NULL, &sink, &err),
			 PC_OK);
	ck_assert_str_eq(p.text.data, whole);
	ck_assert_uint_ge(p.n, 3);
	ck_assert_uint_lt(p.longest, strlen(whole) / 2);
	free(whole);
	pc_buffer_free(&p.text);
	pc_record_free(&rec);
}
END_TEST

/* A sink that fails stops the writing: its error is the writer's, and
 * it is handed nothing more. */
START_TEST(test_a_failing_sink_stops_the_writing)
{
	struct pieces p = {PC_BUFFER_INIT, 0, 0, 2};
	struct pc_record_sink sink = {keep_piece, &p};
	struct pc_record rec;
	struct pc_error err;

	long_record(5000, &rec);
	ck_assert_int_eq(pc_record_write_derived_to(&rec, NULL, &sink, &err),
			 PC_ERR_IO);
	ck_assert_str_eq(err.message, "cannot write: the disk is full");
	ck_assert_uint_eq(p.n, 2);
	pc_buffer_free(&p.text);
	pc_record_free(&rec);
}
END_TEST

/* Only a turn with an at:, a say: or a mac: has notes; they sit in the
 * store aligned for their pointer, however many odd-sized steps came
 * before them, and a record with many is released whole (the leak
 * checks of valgrind and ASan). */
START_TEST(test_notes_only_where_a_turn_has_them)
{
	static const char yaml[] = HEAD
		"turns:\n"
		"  - {n: 1, opening: {yellow: 5, red: 3}}\n"
		"  - {n: 2, player: yellow, roll: [5], move: [1+5]}\n"
		"  - {n: 3, player: yellow, roll: [4], move: [1],"
		" at: \"2026-11-30T18:05:00Z\"}\n"
		"  - {n: 4, player: red, roll: [2], move: [pass], say: hola}\n";
	struct pc_record rec;
	struct pc_step steps[3];

	read_ok(yaml, &rec);
	ck_assert_uint_eq(rec.nturns, 4);
	ck_assert_ptr_null(rec.turns[1].notes);
	ck_assert_ptr_null(pc_turn_say(&rec.turns[1]));
	ck_assert(!rec.turns[1].has_at);
	ck_assert_int_eq(pc_turn_at(&rec.turns[1]), 0);
	ck_assert(rec.turns[2].has_at);
	ck_assert_int_eq(pc_turn_at(&rec.turns[2]), 1796061900);
	ck_assert_ptr_null(pc_turn_say(&rec.turns[2]));
	ck_assert(!rec.turns[3].has_at);
	ck_assert_str_eq(pc_turn_say(&rec.turns[3]), "hola");
	/* A step is 6 bytes: each turn's steps leave the store at another
	 * offset before its notes are made. */
	for (int k = 0; k < 3; k++)
		steps[k] = (struct pc_step){.piece = 1, .amount = 3,
					    .has_amount = true};
	for (int i = 0; i < 3000; i++) {
		struct pc_turn *t = pc_record_add_turn(&rec);
		struct pc_turn_notes *notes;

		ck_assert_ptr_nonnull(t);
		ck_assert(pc_turn_set_steps(&rec, t, steps, 1 + i % 3));
		notes = pc_turn_notes(&rec, t);
		ck_assert_ptr_nonnull(notes);
		ck_assert_ptr_eq(pc_turn_notes(&rec, t), notes);
		ck_assert_uint_eq((uintptr_t)notes %
					  _Alignof(struct pc_turn_notes),
				  0);
		notes->at = i;
		t->has_at = true;
		if (i % 2 == 0)
			notes->say = strdup("hola");
	}
	for (int i = 0; i < 3000; i++) {
		const struct pc_turn *t = &rec.turns[4 + i];

		ck_assert_int_eq(pc_turn_at(t), i);
		ck_assert_int_eq(t->steps[t->nsteps - 1].amount, 3);
		ck_assert(i % 2 ? pc_turn_say(t) == NULL
				: strcmp(pc_turn_say(t), "hola") == 0);
	}
	pc_record_free(&rec);
}
END_TEST

static Suite *
record_suite(void)
{
	Suite *s = suite_create("record");
	TCase *core = tcase_create("Core");
	TCase *errors = tcase_create("Errors");
	TCase *writing = tcase_create("Writing");
	TCase *limits = tcase_create("Limits");

	tcase_add_test(core, test_reads_every_key_of_the_spec_example);
	tcase_add_test(core, test_reads_rule_mapping_commitment_salt_mac_and_say);
	tcase_add_test(core, test_manual_dice_crlf_and_byte_order_mark);
	tcase_add_test(core, test_notes_only_where_a_turn_has_them);
	tcase_add_test(core, test_derived_keys_are_skipped_whatever_they_hold);
	tcase_add_loop_test(errors, test_reports_each_error_with_its_place, 0,
			    (int)(sizeof bad_cases / sizeof *bad_cases));
	tcase_add_test(writing, test_round_trip_of_every_example_and_good_record);
	tcase_add_test(writing, test_writes_canonical_form);
	tcase_add_test(writing, test_leave_and_members_round_trip);
	tcase_add_test(writing, test_quotes_strings_that_yaml_tools_would_misread);
	tcase_add_test(writing, test_yaml11_resolution);
	tcase_add_test(writing, test_long_say_is_wrapped_and_kept);
	tcase_add_test(writing, test_a_sink_is_handed_the_text_in_pieces);
	tcase_add_test(writing, test_a_failing_sink_stops_the_writing);
	tcase_add_test(errors, test_nul_and_control_bytes_are_named);
	tcase_add_test(errors, test_messages_carry_no_control_characters);
	tcase_add_test(limits, test_more_turns_than_the_limit);
	/* A million turns: a second here, several under the sanitizers. */
	tcase_set_timeout(limits, 120);
	/* 35 MB through the reader: seconds natively, minutes under
	 * valgrind, whose CI step leaves it out (CK_EXCLUDE_TAGS=slow). */
	tcase_set_tags(limits, "slow");
	suite_add_tcase(s, core);
	suite_add_tcase(s, errors);
	suite_add_tcase(s, writing);
	suite_add_tcase(s, limits);
	return s;
}

int
main(void)
{
	return util_run_suite(record_suite());
}
