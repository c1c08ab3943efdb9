/* record-check.c: what one key of a record says about another, checked
 * once the whole record is read: the colours that first, setup and the
 * turns name have seats, turns carry macs only with secret dice, and no
 * square of the setup is crowded. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "engine-board.h"
#include "place.h"
#include "record-pull.h"

/* At most two pieces on a ring square (all colours together) and on a
 * corridor square (each colour has its own corridor). */
static enum pc_status
check_setup_crowding(struct reader *r)
{
	const struct pc_record *rec = r->rec;
	uint8_t ring[PC_RING_MAX + 1] = {0};
	uint8_t corridor[PC_CORRIDOR_SQUARES + 1];
	int place;

	for (int c = 0; c < PC_NCOLOURS; c++) {
		if (!rec->setup_given[c])
			continue;
		memset(corridor, 0, sizeof corridor);
		for (int p = 0; p < PC_PIECES; p++) {
			place = rec->setup[c][p];
			if (pc_place_is_ring(place) && ++ring[place] > 2)
				return fail_at(r, r->setup_mark[c], "square %d "
					       "holds more than two pieces",
					       place);
			if (pc_place_is_corridor(place) &&
			    ++corridor[place - PC_CORRIDOR] > 2)
				return fail_at(r, r->setup_mark[c], "c%d of %s "
					       "holds more than two pieces",
					       place - PC_CORRIDOR,
					       pc_colour_shown(c));
		}
	}
	return PC_OK;
}

static enum pc_status
check_seated(struct reader *r, struct pc_mark m, int colour, const char *what)
{
	if (!r->rec->players[colour].playing)
		return fail_at(r, m, "%s names %s, who has no seat in this "
			       "game", what, pc_colour_shown(colour));
	return PC_OK;
}

/* Macs go with a commitment: with dice public or manual nobody holds a
 * secret to check them with, and a record whose secret dice were
 * rewritten so, its macs kept, would pass for a checked one
 * (parchis-record(5), SEAL). */
static enum pc_status
check_macs(struct reader *r)
{
	const struct pc_record *rec = r->rec;

	if (r->mac_turn == 0 || rec->dice.mode == PC_DICE_COMMITMENT)
		return PC_OK;
	return fail_at(r, r->mac_mark, "roll %u: a mac goes with a "
		       "commitment only", rec->turns[r->mac_turn - 1].n);
}

/* Checks what one key says about another: colours that must be seated,
 * macs that need secret dice. (An entry without a move may come before
 * the last: the referee plays it when it was forced, and refuses it when
 * it was not.) */
enum pc_status
rd_check_references(struct reader *r)
{
	const struct pc_record *rec = r->rec;
	char what[40];

	if (rec->has_first &&
	    check_seated(r, r->first_mark, rec->first, "first") != PC_OK)
		return PC_ERR_DATA;
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (rec->setup_given[c] &&
		    check_seated(r, r->setup_mark[c], c, "setup") != PC_OK)
			return PC_ERR_DATA;
	for (size_t i = 0; i < rec->nturns; i++) {
		const struct pc_turn *t = &rec->turns[i];
		unsigned named = t->kind == PC_TURN_OPENING ? t->opening
							    : 1u << t->player;

		/* The message is made only for a colour without a seat:
		 * this loop runs over every turn of the record. */
		for (int c = 0; c < PC_NCOLOURS; c++) {
			if (!(named & (1u << c)) || rec->players[c].playing)
				continue;
			snprintf(what, sizeof what, _("roll %u"), t->n);
			return check_seated(r, t->mark, c, what);
		}
	}
	if (check_macs(r) != PC_OK)
		return PC_ERR_DATA;
	return check_setup_crowding(r);
}
