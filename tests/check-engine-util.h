/* check-engine-util.h: positions from text and plays as text, for the
 * engine's unit tests.
 *
 * A position is written as the record's setup lists, colour sections
 * separated by ';', e.g. "yellow: 10 10 nest; red: 29 goal". Missing
 * pieces are in the nest; colours not named have no seat; pieces sharing
 * a square arrived in the order written. The first colour named rolls,
 * unless a section "move: red" says otherwise; "sixes: 2" and "last: 3"
 * (1-based piece) set the turn's 6s so far and the piece moved last.
 *
 * A roll is written as one number: 1 to 6 is one die, two digits are two
 * dice in order (34 is a 3 then a 4); anything else is a roll the rules
 * refuse (7 is one die showing 7). With more dice (a roll per piece)
 * the *_dice functions take the dice as text, separated by spaces
 * ("5 1 2 3"). */
#ifndef PARCHIS_CHECK_ENGINE_UTIL_H
#define PARCHIS_CHECK_ENGINE_UTIL_H

#include <check.h>

#include "check-util.h"

#include "engine.h"

enum { TEXT_MAX = 4096 };

/* The classic preset (four seats). */
void util_classic(struct pc_engine *e);

/* The classic preset with option name set to value. */
void util_classic_with(struct pc_engine *e, const char *name, int value);

/* Preset p (enum pc_preset) with option name set to value, or as it is
 * when name is NULL. */
void util_preset_with(struct pc_engine *e, int p, const char *name, int value);

/* The dice of roll (see above) into dice; returns how many. */
int util_dice_of(int roll, uint8_t dice[PC_ROLL_DICE]);

/* The dice written as text ("5 1 2 3") into dice; returns how many. */
int util_dice_parse(const char *text, uint8_t dice[PC_ROLL_DICE]);

/* Builds pos from text (see above); fails the test on bad text. */
void util_setup(const struct pc_engine *e, struct pc_position *pos,
		const char *text);

/* Every legal play of roll, sorted, joined by "|" ("1+4|2+4"). */
const char *util_legal(const struct pc_engine *e,
		       const struct pc_position *pos, int roll);

/* util_legal() for dice written as text ("5 1 2 3"). */
const char *util_legal_dice(const struct pc_engine *e,
			    const struct pc_position *pos, const char *dice);

/* The seated colours' places, in setup form ("yellow: 14 50 nest nest;
 * red: nest nest nest nest"). */
const char *util_where(const struct pc_engine *e,
		       const struct pc_position *pos);

/* Checks the written steps (space-separated, "" for none). */
enum pc_verdict util_check_text(const struct pc_engine *e,
				const struct pc_position *pos, int roll,
				const char *steps, struct pc_check *res);

/* The completions of a partial check, sorted, joined by "|". */
const char *util_completions(const struct pc_engine *e,
			     const struct pc_position *pos, int roll,
			     const char *steps);

/* Plays the written steps, which must be a complete legal play, and
 * returns the flow. */
struct pc_flow util_play(const struct pc_engine *e, struct pc_position *pos,
			 int roll, const char *steps);

/* util_play() for dice written as text. */
struct pc_flow util_play_dice(const struct pc_engine *e,
			      struct pc_position *pos, const char *dice,
			      const char *steps);

/* The explanation for illegal steps; the bad step's index goes to *bad. */
const char *util_why(const struct pc_engine *e, const struct pc_position *pos,
		     int roll, const char *steps, int *bad);

/* util_why() for dice written as text. */
const char *util_why_dice(const struct pc_engine *e,
			  const struct pc_position *pos, const char *dice,
			  const char *steps, int *bad);

/* Whether pc_pick_play, choosing play number k (below n and cap) of
 * the roll dice (ndice of them) in pos, with room for cap plays in
 * scratch, counts the n plays that pc_legal_plays listed into listed
 * and chooses listed[k], the same play: the random bot's counting
 * (pc_pick_play) against the listing. */
bool util_pick_agrees(const struct pc_engine *e, const struct pc_position *pos,
		      const uint8_t *dice, int ndice,
		      const struct pc_play *listed, size_t n, size_t k,
		      struct pc_play *scratch, size_t cap);

#endif
