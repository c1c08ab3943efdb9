/* check_record_line.c: the lines the record writer puts for most turns
 * without libyaml's emitter (record-line.h).
 *
 * Lines: a roll's line holds what the turn has, in the writer's order and
 * quoting; a turn the line cannot hold (an opening, a resignation, a
 * leave, a say) is left to libyaml. A board is put as it is only when
 * libyaml would write its lines as they are.
 * The same text: every record of the examples and of tests/records (with
 * the derived keys and the board the referee draws for it: four, six and
 * eight seats, pairs, the team event), and records of thousands of
 * made-up turns of every shape (every colour, die, step, flag, time and
 * mac, the turns libyaml writes between them), written with the lines
 * and written with libyaml's emitter alone, are the same bytes, whole
 * and handed to a sink in pieces. */
#include <config.h>

#include <check.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "board-text.h"
#include "check-util.h"
#include "record-line.h"
#include "record-read.h"
#include "record-write.h"
#include "referee.h"

/* A record with two players and no turns, to add turns to. */
static void
empty_record(struct pc_record *rec)
{
	static const char yaml[] = "parchis: 1\n"
				   "game: g\n"
				   "rules: classic\n"
				   "dice: manual\n"
				   "players:\n"
				   "  - {colour: yellow}\n"
				   "  - {colour: red}\n"
				   "turns: []\n";
	struct pc_error err;

	ck_assert_int_eq(pc_record_read(yaml, strlen(yaml), rec, &err), PC_OK);
}

static struct pc_step
step_of(const char *text)
{
	struct pc_step step;
	char why[128];

	ck_assert_msg(pc_step_parse(text, strlen(text), &step, why, sizeof why),
		      "%s: %s", text, why);
	return step;
}

/* A roll of red with dice and steps (spelled as the record spells
 * them), the turn's line written into line. */
static size_t
roll_line(struct pc_record *rec, const char *dice, const char *const *steps,
	  char *line, size_t size)
{
	struct pc_turn *t = pc_record_add_turn(rec);
	struct pc_step s[PC_MAX_STEPS];
	size_t n = 0;

	ck_assert_ptr_nonnull(t);
	t->player = PC_RED;
	t->has_player = true;
	for (; dice[t->ndice] != '\0'; t->ndice++)
		t->dice[t->ndice] = (uint8_t)(dice[t->ndice] - '0');
	if (steps != NULL) {
		for (; steps[n] != NULL; n++)
			s[n] = step_of(steps[n]);
		ck_assert(pc_turn_set_steps(rec, t, s, n));
		t->has_move = true;
	}
	return pc_turn_line(t, "red", line, size);
}

START_TEST(test_a_roll_is_one_line_in_the_writers_order)
{
	static const char *const two[] = {"2+5", "4+3", NULL};
	static const char *const odd[] = {"+5", "pass", "r2+20", "3", NULL};
	struct pc_record rec;
	struct pc_turn *t;
	char line[256];

	empty_record(&rec);
	ck_assert_uint_eq(roll_line(&rec, "53", two, line, sizeof line),
			  strlen(line));
	ck_assert_str_eq(line, "{n: 1, player: red, roll: [5, 3], "
			       "move: [2+5, 4+3]}");
	/* "+5" reads as a number: quoted, as the writer quotes it. */
	roll_line(&rec, "6", odd, line, sizeof line);
	ck_assert_str_eq(line, "{n: 2, player: red, roll: [6], "
			       "move: [\"+5\", pass, r2+20, 3]}");
	/* A roll not yet played, and one not written. */
	roll_line(&rec, "12", NULL, line, sizeof line);
	ck_assert_str_eq(line, "{n: 3, player: red, roll: [1, 2]}");
	roll_line(&rec, "", NULL, line, sizeof line);
	ck_assert_str_eq(line, "{n: 4, player: red, roll: []}");

	t = &rec.turns[0];
	t->autoplayed = true;
	t->timeout = true;
	pc_turn_notes(&rec, t)->at = 1764525900;	/* 2025-11-30T18:05Z */
	t->has_at = true;
	strcpy(t->notes->mac, "0123456789abcdef");
	t->has_mac = true;
	ck_assert_uint_gt(pc_turn_line(t, "red", line, sizeof line), 0);
	ck_assert_str_eq(line, "{n: 1, player: red, roll: [5, 3], "
			       "move: [2+5, 4+3], auto: true, timeout: true, "
			       "at: \"2025-11-30T18:05:00Z\", "
			       "mac: 0123456789abcdef}");
	/* A mac that reads as a number is quoted, as the writer quotes it:
	 * 16 decimal digits, and "0b" then binary digits (YAML 1.1). */
	strcpy(t->notes->mac, "1234567890123456");
	pc_turn_line(t, "red", line, sizeof line);
	ck_assert_ptr_nonnull(strstr(line, "mac: \"1234567890123456\"}"));
	strcpy(t->notes->mac, "0b01010101010101");
	pc_turn_line(t, "red", line, sizeof line);
	ck_assert_ptr_nonnull(strstr(line, "mac: \"0b01010101010101\"}"));
	pc_record_free(&rec);
}
END_TEST

START_TEST(test_what_a_line_cannot_hold_is_left_to_libyaml)
{
	static const char *const two[] = {"2+5", "4+3", NULL};
	struct pc_record rec;
	struct pc_turn *t;
	char line[128];
	size_t n;

	empty_record(&rec);
	n = roll_line(&rec, "53", two, line, sizeof line);
	ck_assert_uint_eq(n, strlen("{n: 1, player: red, roll: [5, 3], "
				    "move: [2+5, 4+3]}"));
	t = &rec.turns[0];
	/* Too little room: nothing, and the buffer is not written past. */
	memset(line, 'x', sizeof line);
	ck_assert_uint_eq(pc_turn_line(t, "red", line, n), 0);
	ck_assert_uint_eq(pc_turn_line(t, "red", line, 0), 0);
	ck_assert_uint_eq(pc_turn_line(t, "red", line, n + 1), n);
	ck_assert_int_eq(line[n + 1], 'x');
	/* A say: libyaml chooses its quotes. */
	pc_turn_notes(&rec, t)->say = pc_strndup("hola", 4);
	ck_assert_uint_eq(pc_turn_line(t, "red", line, sizeof line), 0);
	free(t->notes->say);
	t->notes->say = NULL;
	ck_assert_uint_gt(pc_turn_line(t, "red", line, sizeof line), 0);
	/* Every other kind of turn. */
	t->kind = PC_TURN_RESIGN;
	ck_assert_uint_eq(pc_turn_line(t, "red", line, sizeof line), 0);
	t->kind = PC_TURN_LEAVE;
	ck_assert_uint_eq(pc_turn_line(t, "red", line, sizeof line), 0);
	t = pc_record_add_turn(&rec);
	ck_assert(pc_turn_make_opening(&rec, t));
	ck_assert_uint_eq(pc_turn_line(t, "red", line, sizeof line), 0);
	pc_record_free(&rec);
}
END_TEST

START_TEST(test_a_board_is_put_as_it_is_only_as_libyaml_writes_it)
{
	static const struct {
		const char *text;
		bool as_is;
	} cases[] = {
		{"+--+\n|  |  34\n    indented\n", true},
		{"one line\n", true},
		{" begins with a space\n", false},	/* "|2" */
		{"\nbegins with a newline\n", false},
		{"no newline at the end", false},	/* "|-" */
		{"two at the end\n\n", false},	/* "|+" */
		{"an empty\n\nline\n", false},
		{"a space at the end \nof a line\n", false},
		{"a tab\there\n", false},
		{"Tom\xc3\xa1s\n", false},		/* not ASCII */
		{"\n", false},
		{"", false},
	};

	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
		ck_assert_msg(pc_literal_as_is(cases[i].text,
					       strlen(cases[i].text)) ==
				      cases[i].as_is,
			      "case %zu", i);
}
END_TEST

/* Asserts that rec written with the lines, whole and to a sink, is the
 * text libyaml's emitter writes alone, and returns how many of its turns
 * had a line. */
struct pieces {
	struct pc_buffer text;
	size_t n;
};

static enum pc_status
keep_piece(void *context, const void *data, size_t len,
	   struct pc_error *err)
{
	struct pieces *p = context;

	(void)err;
	ck_assert(pc_buffer_append(&p->text, data, len));
	p->n++;
	return PC_OK;
}

static void
assert_first_difference(const char *a, const char *b, const char *what)
{
	size_t i = 0, line = 1, start = 0;

	for (; a[i] != '\0' && a[i] == b[i]; i++)
		if (a[i] == '\n') {
			line++;
			start = i + 1;
		}
	ck_assert_msg(a[i] == b[i],
		      "%s: line %zu differs:\nlines:   %.100s\nlibyaml: %.100s",
		      what, line, a + start, b + start);
}

static size_t
assert_same_text(const struct pc_record *rec, const struct pc_derived *d,
		 const char *what)
{
	struct pc_buffer lines = PC_BUFFER_INIT, emitted = PC_BUFFER_INIT;
	struct pieces p = {PC_BUFFER_INIT, 0};
	struct pc_record_sink sink = {keep_piece, &p};
	struct pc_error err;
	char line[128];
	size_t n = 0;

	ck_assert_int_eq(pc_record_write_derived(rec, d, &lines, &err), PC_OK);
	ck_assert_int_eq(pc_record_write_emitted(rec, d, &emitted, &err),
			 PC_OK);
	assert_first_difference(lines.data, emitted.data, what);
	ck_assert_int_eq(pc_record_write_derived_to(rec, d, &sink, &err),
			 PC_OK);
	assert_first_difference(p.text.data, emitted.data, what);
	for (size_t i = 1; i < rec->nturns; i++)
		n += pc_turn_line(&rec->turns[i],
				  pc_colour_name(rec->turns[i].player), line,
				  sizeof line) > 0;
	pc_buffer_free(&p.text);
	pc_buffer_free(&emitted);
	pc_buffer_free(&lines);
	return n;
}

/* The same text for rec with the derived keys and the board the referee
 * works out for it, when it does (a record the rules refuse has none);
 * returns whether the board was one put as it is. */
static int
same_text_derived(struct pc_record *rec, const char *path)
{
	struct pc_referee_options options = {.autoplay = false};
	struct pc_game *game = malloc(sizeof *game);
	struct pc_legal_text *legal = malloc(sizeof *legal);
	struct pc_buffer board = PC_BUFFER_INIT;
	struct pc_derived d;
	struct pc_error err;
	int as_is = 0;

	ck_assert(game != NULL && legal != NULL);
	if (pc_referee_run(rec, &options, game, &err) == PC_OK) {
		pc_referee_derive(rec, game, legal, NULL, &d);
		ck_assert(pc_board_text(rec, &d, &board));
		d.board = board.data;
		assert_same_text(rec, &d, path);
		as_is = pc_literal_as_is(board.data, board.len);
	}
	pc_buffer_free(&board);
	free(legal);
	free(game);
	return as_is;
}

/* The same text for every .yaml file the reader accepts under folder
 * and its folders; returns how many turns had a line, and counts the
 * records and the boards put as they are. */
static size_t
same_text_in(const char *folder, int *records, int *boards)
{
	DIR *dir = opendir(folder);
	struct dirent *entry;
	struct pc_record rec;
	struct pc_error err;
	struct stat st;
	char path[4096];
	size_t n = 0, len;
	char *text;

	ck_assert_msg(dir != NULL, "cannot open %s", folder);
	while ((entry = readdir(dir)) != NULL) {
		if (entry->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
		ck_assert_int_eq(stat(path, &st), 0);
		if (S_ISDIR(st.st_mode)) {
			n += same_text_in(path, records, boards);
			continue;
		}
		len = strlen(entry->d_name);
		if (len < 5 || strcmp(entry->d_name + len - 5, ".yaml") != 0)
			continue;
		text = util_slurp(path, &len);
		if (pc_record_read(text, len, &rec, &err) == PC_OK) {
			n += assert_same_text(&rec, NULL, path);
			*boards += same_text_derived(&rec, path);
			pc_record_free(&rec);
			++*records;
		}
		free(text);
	}
	closedir(dir);
	return n;
}

START_TEST(test_every_record_is_written_as_libyaml_writes_it)
{
	char folder[4096];
	int records = 0, boards = 0;
	size_t lines;

	snprintf(folder, sizeof folder, "%s/../examples", util_tests_folder());
	lines = same_text_in(folder, &records, &boards);
	snprintf(folder, sizeof folder, "%s/records", util_tests_folder());
	lines += same_text_in(folder, &records, &boards);
	ck_assert_int_ge(records, 30);
	ck_assert_int_ge(boards, 20);
	ck_assert_uint_ge(lines, 5000);
}
END_TEST

/* splitmix64: the made-up turns, the same every run. */
static uint64_t
next(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));

	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

static unsigned
below(uint64_t *state, unsigned n)
{
	return (unsigned)(next(state) % n);
}

/* A random step: any piece, colour and amount the notation has room
 * for, whether or not a game could play it. */
static struct pc_step
random_step(uint64_t *state)
{
	struct pc_step s = {0};

	if (below(state, 8) == 0) {
		s.pass = true;
		return s;
	}
	s.piece = (uint8_t)below(state, PC_PIECES + 1);
	if (below(state, 4) == 0) {
		s.has_colour = true;
		s.colour = (uint8_t)below(state, PC_NCOLOURS);
	}
	if (s.piece == 0 || below(state, 4) != 0) {
		s.has_amount = true;
		s.amount = (uint8_t)(1 + below(state, PC_AMOUNT_MAX));
	}
	return s;
}

/* Macs that YAML 1.1 reads as numbers, and any other. */
static void
random_mac(uint64_t *state, char mac[PC_MAC_HEX + 1])
{
	static const char *const odd[] = {
		"0000000000000000", "1234567890123456", "0b01010101010101",
		"1e10000000000000", "0123456789abcdef", "deadbeefdeadbeef",
	};

	if (below(state, 4) == 0) {
		strcpy(mac, odd[below(state, sizeof odd / sizeof *odd)]);
		return;
	}
	for (int i = 0; i < PC_MAC_HEX; i++)
		mac[i] = "0123456789abcdef"[below(state, 16)];
	mac[PC_MAC_HEX] = '\0';
}

/* A made-up turn of any shape at the end of rec. */
static void
random_turn(struct pc_record *rec, uint64_t *state)
{
	static const uint32_t numbers[] = {1, 9, 10, 99, 100, 9999, 100000,
					   UINT32_MAX};
	struct pc_turn *t = pc_record_add_turn(rec);
	struct pc_step steps[PC_MAX_STEPS];
	unsigned kind = below(state, 40), n;

	ck_assert_ptr_nonnull(t);
	t->player = (uint8_t)below(state, PC_NCOLOURS);
	t->has_player = true;
	if (below(state, 10) == 0)
		t->n = numbers[below(state, sizeof numbers / sizeof *numbers)];
	if (kind == 0) {
		ck_assert(pc_turn_make_opening(rec, t));
		t->opening = (uint8_t)(1 + below(state, 255));
		t->opening_ndice = (uint8_t)(below(state, 2) ? 1 : PC_MAX_DICE);
		for (int c = 0; c < PC_NCOLOURS; c++)
			for (int d = 0; d < PC_MAX_DICE; d++)
				t->opening_dice[c][d] =
					(uint8_t)(1 + below(state, 6));
		return;
	}
	if (kind == 1 || kind == 2) {
		t->kind = kind == 1 ? PC_TURN_RESIGN : PC_TURN_LEAVE;
		t->piece = (uint8_t)below(state, PC_PIECES);
		return;
	}
	t->ndice = (uint8_t)below(state, PC_MAX_DICE + 1);
	for (int d = 0; d < t->ndice; d++)
		t->dice[d] = (uint8_t)below(state, 10);
	if (below(state, 8) != 0) {
		/* Mostly a few steps; now and then a long chain, which does
		 * not fit on a line. */
		n = below(state, 10) ? below(state, 4) : below(state, PC_MAX_STEPS);
		for (unsigned i = 0; i < n; i++)
			steps[i] = random_step(state);
		ck_assert(pc_turn_set_steps(rec, t, steps, n));
		t->has_move = true;
	}
	t->autoplayed = below(state, 3) == 0;
	t->timeout = below(state, 6) == 0;
	if (below(state, 4) == 0) {
		/* From 1970 to 2100, and before and after. */
		pc_turn_notes(rec, t)->at = (int64_t)below(state, 4102444800u) -
					    (below(state, 20) ? 0 : 86400 * 400);
		t->has_at = true;
	}
	if (below(state, 3) == 0) {
		random_mac(state, pc_turn_notes(rec, t)->mac);
		t->has_mac = true;
	}
	if (below(state, 20) == 0) {
		static const char *const says[] = {
			"hola", "¡Bien!", "ya: voy", "- no", "1+5", "yes",
			"a say long enough to leave no room on the turn's "
			"line, so that it is written in block style",
		};
		const char *say = says[below(state, sizeof says / sizeof *says)];

		pc_turn_notes(rec, t)->say = pc_strndup(say, strlen(say));
		ck_assert_ptr_nonnull(t->notes->say);
	}
}

START_TEST(test_turns_of_every_shape_are_written_as_libyaml_writes_them)
{
	static const char board[] = "  a board\n  of two lines\n";
	static const char *const boards[] = {
		"a board\n  as it is\n", "a board\n\nwith an empty line\n",
		"two newlines\n\n", "none", "a space \nat the end\n",
		"Tom\xc3\xa1s\n", "a\ttab\n", "\n",
	};
	static const char *const legal[] = {"1+5 2+3", "pass"};
	struct pc_derived d;
	struct pc_record rec;
	uint64_t state = (uint64_t)_i;
	size_t lines;

	empty_record(&rec);
	for (int i = 0; i < 3000; i++)
		random_turn(&rec, &state);
	memset(&d, 0, sizeof d);
	d.awaiting = PC_AWAIT_MOVE;
	d.to_move = PC_RED;
	d.ndice = 2;
	d.dice[0] = 5;
	d.dice[1] = 3;
	d.nlegal = 2;
	d.legal = legal;
	d.board = board;
	lines = assert_same_text(&rec, NULL, "made-up turns");
	ck_assert_uint_ge(lines, 1500);
	assert_same_text(&rec, &d, "made-up turns and derived keys");
	/* Boards that libyaml writes its own way, and one it does not. */
	for (size_t i = 0; i < sizeof boards / sizeof *boards; i++) {
		d.board = boards[i];
		assert_same_text(&rec, &d, boards[i]);
	}
	pc_record_free(&rec);
}
END_TEST

/* The turns' list begins and ends with lines, or with turns libyaml
 * writes, or has one turn: the text is libyaml's all the same. */
START_TEST(test_the_list_begins_and_ends_as_libyaml_writes_it)
{
	static const char *const one[] = {"1+5", NULL};
	struct pc_record rec;
	char line[128];

	empty_record(&rec);
	assert_same_text(&rec, NULL, "no turns");
	roll_line(&rec, "5", one, line, sizeof line);
	assert_same_text(&rec, NULL, "one turn");
	roll_line(&rec, "5", one, line, sizeof line);
	ck_assert_uint_eq(assert_same_text(&rec, NULL, "two turns"), 1);
	pc_record_add_turn(&rec)->kind = PC_TURN_RESIGN;
	assert_same_text(&rec, NULL, "ending with a resignation");
	roll_line(&rec, "5", one, line, sizeof line);
	ck_assert_uint_eq(assert_same_text(&rec, NULL, "a line after it"), 2);
	pc_record_free(&rec);
}
END_TEST

static Suite *
record_line_suite(void)
{
	Suite *s = suite_create("record-line");
	TCase *lines = tcase_create("lines");
	TCase *same = tcase_create("same text");

	tcase_add_test(lines, test_a_roll_is_one_line_in_the_writers_order);
	tcase_add_test(lines, test_what_a_line_cannot_hold_is_left_to_libyaml);
	tcase_add_test(lines,
		       test_a_board_is_put_as_it_is_only_as_libyaml_writes_it);
	tcase_add_test(same, test_every_record_is_written_as_libyaml_writes_it);
	tcase_add_loop_test(
		same, test_turns_of_every_shape_are_written_as_libyaml_writes_them,
		1, 9);
	tcase_add_test(same, test_the_list_begins_and_ends_as_libyaml_writes_it);
	tcase_set_timeout(same, 60);
	suite_add_tcase(s, lines);
	suite_add_tcase(s, same);
	return s;
}

int
main(void)
{
	return util_run_suite(record_line_suite());
}
