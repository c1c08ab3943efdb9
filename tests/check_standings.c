/* check_standings.c: the league table (standings.c) -- the points of each
 * kind of game, the places, a game counted once, seats nobody holds,
 * rows folded by name, head-to-head counts and the order of the rows. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check-util.h"
#include "colour.h"
#include "record-read.h"
#include "standings.h"

/* A record of game id with the given players lines (YAML). */
static void
read_game(const char *id, const char *rules, const char *players,
	  struct pc_record *rec)
{
	char text[2048];
	struct pc_error err;

	snprintf(text, sizeof text, "parchis: 1\ngame: %s\nrules: %s\n"
		 "dice: {seed: \"s\"}\nplayers:\n%sturns: []\n", id, rules,
		 players);
	ck_assert_msg(pc_record_read(text, strlen(text), rec, &err) == PC_OK,
		      "%lu:%lu: %s", err.line, err.column, err.message);
}

static const char four[] =
	"  - {colour: yellow, name: Ana, email: ana@example.org}\n"
	"  - {colour: blue, name: Bea, email: bea@example.org}\n"
	"  - {colour: red, name: Luis, email: luis@example.org}\n"
	"  - {colour: green, name: Gus, email: gus@example.org}\n";

/* A result: winners and resigned as colour bits, places of the four
 * colours, a digest that is all byte d. */
static struct pc_game_result
result_of(unsigned winners, unsigned resigned, int p0, int p1, int p2,
	  int p3, unsigned char d)
{
	struct pc_game_result r;

	memset(&r, 0, sizeof r);
	r.winners = winners;
	r.resigned = resigned;
	r.place[0] = p0;
	r.place[1] = p1;
	r.place[2] = p2;
	r.place[3] = p3;
	memset(r.digest, d, sizeof r.digest);
	return r;
}

static const struct pc_standing *
row_named(const struct pc_standings *s, const char *name)
{
	for (size_t i = 0; i < s->nrows; i++)
		if (strcmp(s->rows[i].name, name) == 0)
			return &s->rows[i];
	ck_abort_msg("no row for %s", name);
	return NULL;
}

static size_t
index_named(const struct pc_standings *s, const char *name)
{
	return (size_t)(row_named(s, name) - s->rows);
}

static void
has_line(const struct pc_standings *s, const char *name, int games,
	 int wins, int points)
{
	const struct pc_standing *r = row_named(s, name);

	ck_assert_msg(r->games == games && r->wins == wins &&
			      r->points == points,
		      "%s: %d games, %d wins, %d points; wanted %d, %d, %d",
		      name, r->games, r->wins, r->points, games, wins, points);
}

START_TEST(test_winner_gets_ten_a_player_losers_lose_ten)
{
	struct pc_standings s;
	struct pc_record rec;
	struct pc_game_result r = result_of(1u << PC_RED, 0, 2, 3, 1, 4, 1);
	unsigned anonymous = 99;

	pc_standings_init(&s);
	read_game("g1", "classic", four, &rec);
	ck_assert(pc_standings_add(&s, &rec, &r, &anonymous));
	ck_assert_uint_eq(anonymous, 0);
	ck_assert_int_eq(s.games, 1);
	ck_assert(pc_standings_finish(&s));
	ck_assert_uint_eq(s.nrows, 4);
	/* Sorted by points: Luis first, then the losers by name. */
	ck_assert_str_eq(s.rows[0].name, "Luis");
	ck_assert_str_eq(s.rows[0].email, "luis@example.org");
	ck_assert_str_eq(s.rows[1].name, "Ana");
	ck_assert_str_eq(s.rows[2].name, "Bea");
	ck_assert_str_eq(s.rows[3].name, "Gus");
	has_line(&s, "Luis", 1, 1, 40);
	has_line(&s, "Ana", 1, 0, -10);
	has_line(&s, "Bea", 1, 0, -10);
	has_line(&s, "Gus", 1, 0, -10);
	pc_record_free(&rec);
	pc_standings_free(&s);
}
END_TEST

START_TEST(test_who_abandoned_loses_twenty)
{
	struct pc_standings s;
	struct pc_record rec;
	struct pc_game_result r = result_of(1u << PC_YELLOW, 1u << PC_GREEN,
					    1, 2, 2, 1000, 1);
	unsigned anonymous;

	pc_standings_init(&s);
	read_game("g1", "classic", four, &rec);
	ck_assert(pc_standings_add(&s, &rec, &r, &anonymous));
	ck_assert(pc_standings_finish(&s));
	has_line(&s, "Ana", 1, 1, 40);
	has_line(&s, "Bea", 1, 0, -10);
	has_line(&s, "Luis", 1, 0, -10);
	has_line(&s, "Gus", 1, 0, -20);
	ck_assert_str_eq(s.rows[3].name, "Gus");
	pc_record_free(&rec);
	pc_standings_free(&s);
}
END_TEST

START_TEST(test_a_blocked_game_costs_only_who_left)
{
	struct pc_standings s;
	struct pc_record rec;
	struct pc_game_result r = result_of(0, 1u << PC_BLUE, 100, 1000, 100,
					    100, 1);
	unsigned anonymous;

	pc_standings_init(&s);
	read_game("g1", "classic", four, &rec);
	ck_assert(pc_standings_add(&s, &rec, &r, &anonymous));
	ck_assert(pc_standings_finish(&s));
	has_line(&s, "Ana", 1, 0, 0);
	has_line(&s, "Bea", 1, 0, -20);
	has_line(&s, "Luis", 1, 0, 0);
	has_line(&s, "Gus", 1, 0, 0);
	pc_record_free(&rec);
	pc_standings_free(&s);
}
END_TEST

START_TEST(test_winners_of_pairs_get_twenty_each)
{
	struct pc_standings s;
	struct pc_record rec;
	struct pc_game_result r = result_of(1u << PC_BLUE | 1u << PC_GREEN, 0,
					    0, 0, 0, 0, 1);
	uint8_t finished[] = {PC_GREEN};
	unsigned anonymous;

	r.pairs = true;
	/* Green finished the blue-green pair: both take first place. */
	pc_game_places(&r, 0xf, finished, 1, NULL, 0);
	ck_assert_int_eq(r.place[PC_BLUE], 1);
	ck_assert_int_eq(r.place[PC_GREEN], 1);
	ck_assert_int_eq(r.place[PC_YELLOW], r.place[PC_RED]);
	ck_assert_int_gt(r.place[PC_YELLOW], 1);
	pc_standings_init(&s);
	read_game("p1", "pairs", four, &rec);
	ck_assert(pc_standings_add(&s, &rec, &r, &anonymous));
	/* Two teams: the pairs. */
	ck_assert_int_eq(s.played[0].nteams, 2);
	ck_assert(pc_standings_finish(&s));
	has_line(&s, "Bea", 1, 1, 20);
	has_line(&s, "Gus", 1, 1, 20);
	has_line(&s, "Ana", 1, 0, -10);
	has_line(&s, "Luis", 1, 0, -10);
	/* Partners meet nobody; each opponent of the other pair once, the
	 * winners ahead. */
	ck_assert_uint_eq(s.nh2h, 4);
	for (size_t i = 0; i < s.nh2h; i++) {
		const struct pc_head_to_head *h = &s.h2h[i];
		bool a_won = s.rows[h->a].wins == 1;

		ck_assert(a_won != (s.rows[h->b].wins == 1));
		ck_assert_int_eq(h->a_ahead, 1);
		ck_assert_int_eq(h->b_ahead, 0);
		ck_assert_int_eq(h->tied, 0);
	}
	pc_record_free(&rec);
	pc_standings_free(&s);
}
END_TEST

START_TEST(test_places_from_finishing_and_leaving_order)
{
	struct pc_game_result r;
	uint8_t finished[] = {PC_RED, PC_YELLOW};
	uint8_t left[] = {PC_GREEN, PC_BLUE};

	memset(&r, 0, sizeof r);
	/* Three seated (green empty): red, then yellow finished; blue
	 * still playing. */
	pc_game_places(&r, 1u << PC_YELLOW | 1u << PC_BLUE | 1u << PC_RED,
		       finished, 2, NULL, 0);
	ck_assert_int_eq(r.place[PC_RED], 1);
	ck_assert_int_eq(r.place[PC_YELLOW], 2);
	ck_assert_int_gt(r.place[PC_BLUE], 2);
	ck_assert_int_eq(r.place[PC_GREEN], 0);
	/* Those who left come after those still playing, the last to
	 * leave first. */
	pc_game_places(&r, 0xf, finished, 1, left, 2);
	ck_assert_int_eq(r.place[PC_RED], 1);
	ck_assert_int_gt(r.place[PC_YELLOW], 1);
	ck_assert_int_lt(r.place[PC_YELLOW], r.place[PC_BLUE]);
	ck_assert_int_lt(r.place[PC_BLUE], r.place[PC_GREEN]);
}
END_TEST

START_TEST(test_the_team_event_credits_each_member)
{
	struct pc_standings s;
	struct pc_record rec;
	struct pc_game_result r = result_of(1u << PC_BLUE, 0, 2, 1, 0, 0, 1);
	unsigned anonymous;

	r.event = true;
	pc_standings_init(&s);
	read_game("e1", "event",
		  "  - {colour: yellow, name: Rojos, members: [Ana, Luis]}\n"
		  "  - {colour: blue, name: Azules, members: [Bea, Eva, Jon]}\n",
		  &rec);
	ck_assert(pc_standings_add(&s, &rec, &r, &anonymous));
	ck_assert(pc_standings_finish(&s));
	/* The people are the members, not the teams; two teams seated. */
	ck_assert_uint_eq(s.nrows, 5);
	has_line(&s, "Bea", 1, 1, 20);
	has_line(&s, "Eva", 1, 1, 20);
	has_line(&s, "Jon", 1, 1, 20);
	has_line(&s, "Ana", 1, 0, -10);
	has_line(&s, "Luis", 1, 0, -10);
	ck_assert_str_eq(s.rows[0].name, "Bea");
	ck_assert_str_eq(s.rows[4].name, "Luis");
	/* Members of a team do not meet each other: 3 x 2 meetings. */
	ck_assert_uint_eq(s.nh2h, 6);
	pc_record_free(&rec);
	pc_standings_free(&s);
}
END_TEST

START_TEST(test_a_game_is_counted_once)
{
	struct pc_standings s;
	struct pc_record rec;
	struct pc_game_result r = result_of(1u << PC_RED, 0, 2, 3, 1, 4, 7);
	unsigned char other[PC_GAME_DIGEST];
	unsigned anonymous;

	pc_standings_init(&s);
	read_game("g1", "classic", four, &rec);
	ck_assert(!pc_standings_has_game(&s, "g1", r.digest));
	ck_assert(pc_standings_add(&s, &rec, &r, &anonymous));
	ck_assert(pc_standings_has_game(&s, "g1", r.digest));
	/* Another text of the same id, or the same text under another
	 * id, is another game. */
	memcpy(other, r.digest, sizeof other);
	other[PC_GAME_DIGEST - 1] ^= 1;
	ck_assert(!pc_standings_has_game(&s, "g1", other));
	ck_assert(!pc_standings_has_game(&s, "g2", r.digest));
	ck_assert(pc_standings_finish(&s));
	ck_assert(pc_standings_has_game(&s, "g1", r.digest));
	pc_record_free(&rec);
	pc_standings_free(&s);
}
END_TEST

START_TEST(test_a_seat_without_name_or_address_is_left_out)
{
	struct pc_standings s;
	struct pc_record rec;
	struct pc_game_result r = result_of(1u << PC_YELLOW, 0, 1, 2, 3, 0, 1);
	unsigned anonymous = 0;

	pc_standings_init(&s);
	read_game("g1", "classic",
		  "  - {colour: yellow, name: Ana}\n"
		  "  - {colour: blue}\n"
		  "  - {colour: red, email: luis@example.org}\n", &rec);
	ck_assert(pc_standings_add(&s, &rec, &r, &anonymous));
	ck_assert_uint_eq(anonymous, 1u << PC_BLUE);
	ck_assert(pc_standings_finish(&s));
	ck_assert_uint_eq(s.nrows, 2);
	/* The winner gets 10 for each of the three seated. */
	has_line(&s, "Ana", 1, 1, 30);
	ck_assert_str_eq(s.rows[0].email, "");
	/* Known by address alone: the address is the name. */
	has_line(&s, "luis@example.org", 1, 0, -10);
	ck_assert_uint_eq(s.nh2h, 1);
	pc_record_free(&rec);
	pc_standings_free(&s);
}
END_TEST

START_TEST(test_rows_fold_by_name_and_meet_head_to_head)
{
	struct pc_standings s;
	struct pc_record rec1, rec2, rec3;
	struct pc_game_result r1 = result_of(1u << PC_YELLOW, 0, 1, 2, 0, 0, 1);
	struct pc_game_result r2 = result_of(1u << PC_BLUE, 0, 2, 1, 0, 0, 2);
	struct pc_game_result r3 = result_of(0, 0, 100, 100, 0, 0, 3);
	const struct pc_head_to_head *h;
	size_t ana, bea;
	unsigned anonymous;

	pc_standings_init(&s);
	/* Ana first without her address, which a later game gives; the
	 * address's case does not count. */
	read_game("a", "classic",
		  "  - {colour: yellow, name: Ana}\n"
		  "  - {colour: blue, name: Bea, email: bea@example.org}\n",
		  &rec1);
	read_game("b", "classic",
		  "  - {colour: yellow, name: Ana, email: ana@example.org}\n"
		  "  - {colour: blue, name: Bea, email: BEA@example.org}\n",
		  &rec2);
	read_game("c", "classic",
		  "  - {colour: yellow, name: Ana, email: ana@example.org}\n"
		  "  - {colour: blue, name: Bea, email: bea@example.org}\n",
		  &rec3);
	ck_assert(pc_standings_add(&s, &rec1, &r1, &anonymous));
	ck_assert(pc_standings_add(&s, &rec2, &r2, &anonymous));
	ck_assert(pc_standings_add(&s, &rec3, &r3, &anonymous));
	ck_assert_uint_eq(s.nrows, 3);
	ck_assert_int_eq(s.games, 3);
	ck_assert(pc_standings_finish(&s));
	ck_assert_uint_eq(s.nrows, 2);
	has_line(&s, "Ana", 3, 1, 10);
	has_line(&s, "Bea", 3, 1, 10);
	ck_assert_str_eq(row_named(&s, "Ana")->email, "ana@example.org");
	/* Equal points and wins: by name. */
	ck_assert_str_eq(s.rows[0].name, "Ana");
	ana = index_named(&s, "Ana");
	bea = index_named(&s, "Bea");
	ck_assert_uint_eq(s.nh2h, 1);
	h = &s.h2h[0];
	ck_assert_uint_eq(h->a, ana);
	ck_assert_uint_eq(h->b, bea);
	ck_assert_int_eq(h->a_ahead, 1);
	ck_assert_int_eq(h->b_ahead, 1);
	ck_assert_int_eq(h->tied, 1);
	pc_record_free(&rec1);
	pc_record_free(&rec2);
	pc_record_free(&rec3);
	pc_standings_free(&s);
}
END_TEST

START_TEST(test_a_name_two_addresses_share_stays_apart)
{
	struct pc_standings s;
	struct pc_record rec;
	struct pc_game_result r = result_of(1u << PC_YELLOW, 0, 1, 2, 3, 0, 1);
	unsigned anonymous;

	pc_standings_init(&s);
	read_game("g", "classic",
		  "  - {colour: yellow, name: Ana}\n"
		  "  - {colour: blue, name: Ana, email: ana1@example.org}\n"
		  "  - {colour: red, name: Ana, email: ana2@example.org}\n",
		  &rec);
	ck_assert(pc_standings_add(&s, &rec, &r, &anonymous));
	ck_assert(pc_standings_finish(&s));
	ck_assert_uint_eq(s.nrows, 3);
	ck_assert_int_eq(s.rows[0].points, 30);
	ck_assert_str_eq(s.rows[0].email, "");
	/* Then by address. */
	ck_assert_str_eq(s.rows[1].email, "ana1@example.org");
	ck_assert_str_eq(s.rows[2].email, "ana2@example.org");
	pc_record_free(&rec);
	pc_standings_free(&s);
}
END_TEST

/* Adds a game of two or four players, the winner given by colour. */
static void
add_game(struct pc_standings *s, const char *id, const char *players,
	 int winner, unsigned char d)
{
	struct pc_record rec;
	struct pc_game_result r = result_of(1u << winner, 0, 2, 2, 2, 2, d);
	unsigned anonymous;

	r.place[winner] = 1;
	read_game(id, "classic", players, &rec);
	ck_assert(pc_standings_add(s, &rec, &r, &anonymous));
	pc_record_free(&rec);
}

START_TEST(test_more_wins_come_first_on_equal_points)
{
	struct pc_standings s;

	pc_standings_init(&s);
	/* Ana wins among four: +40, the others -10. */
	add_game(&s, "a", "  - {colour: yellow, name: Zed}\n"
		 "  - {colour: blue, name: Ana}\n"
		 "  - {colour: red, name: Cy}\n"
		 "  - {colour: green, name: Di}\n", PC_BLUE, 1);
	/* Zed beats Cy twice (+20 each), Di beats Ana (Ana -10). */
	add_game(&s, "b", "  - {colour: yellow, name: Zed}\n"
		 "  - {colour: blue, name: Cy}\n", PC_YELLOW, 2);
	add_game(&s, "c", "  - {colour: yellow, name: Zed}\n"
		 "  - {colour: blue, name: Cy}\n", PC_YELLOW, 3);
	add_game(&s, "d", "  - {colour: yellow, name: Ana}\n"
		 "  - {colour: blue, name: Di}\n", PC_BLUE, 4);
	ck_assert(pc_standings_finish(&s));
	has_line(&s, "Zed", 3, 2, 30);
	has_line(&s, "Ana", 2, 1, 30);
	has_line(&s, "Di", 2, 1, 10);
	has_line(&s, "Cy", 3, 0, -30);
	/* Equal points: more wins first, whatever the names. */
	ck_assert_str_eq(s.rows[0].name, "Zed");
	ck_assert_str_eq(s.rows[1].name, "Ana");
	ck_assert_str_eq(s.rows[2].name, "Di");
	ck_assert_str_eq(s.rows[3].name, "Cy");
	/* Ratings follow the places: the unbeaten Zed above Cy. */
	ck_assert(s.rows[0].rating.mu > s.rows[3].rating.mu);
	pc_standings_free(&s);
}
END_TEST

static Suite *
standings_suite(void)
{
	Suite *s = suite_create("standings");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_winner_gets_ten_a_player_losers_lose_ten);
	tcase_add_test(tc, test_who_abandoned_loses_twenty);
	tcase_add_test(tc, test_a_blocked_game_costs_only_who_left);
	tcase_add_test(tc, test_winners_of_pairs_get_twenty_each);
	tcase_add_test(tc, test_places_from_finishing_and_leaving_order);
	tcase_add_test(tc, test_the_team_event_credits_each_member);
	tcase_add_test(tc, test_a_game_is_counted_once);
	tcase_add_test(tc, test_a_seat_without_name_or_address_is_left_out);
	tcase_add_test(tc, test_rows_fold_by_name_and_meet_head_to_head);
	tcase_add_test(tc, test_a_name_two_addresses_share_stays_apart);
	tcase_add_test(tc, test_more_wins_come_first_on_equal_points);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(standings_suite());
}
