/* turn-text.c: a turn of the record as people read it, one line. */
#include <config.h>

#include <string.h>

#include "gettext.h"
#include "board-text.h"
#include "i18n.h"
#include "place.h"
#include "turn-text.h"

/* A place in the reader's words: the nest and the goal translated, the
 * squares as the record numbers them. */
static const char *
place_text(const struct pc_engine *e, int colour, int progress,
	   char buf[PC_PLACE_TEXT_MAX])
{
	int place = pc_board_place(&e->board, colour, progress);

	if (place == PC_NEST)
		return _("nest");
	if (place == PC_GOAL)
		return _("goal");
	return pc_place_format(place, buf);
}

/* The dice of a roll: "3", "3 4". */
static bool
put_dice(struct pc_buffer *out, const uint8_t *dice, int n)
{
	bool ok = true;

	for (int i = 0; i < n && ok; i++)
		ok = pc_buffer_appendf(out, "%s%d", i ? " " : "", dice[i]);
	return ok;
}

/* "2 39→42 takes yellow 1; +20: 2 42→62" */
static bool
put_play(struct pc_buffer *out, const struct pc_engine *e,
	 const struct pc_play *play, struct pc_turn_facts *facts)
{
	char from[PC_PLACE_TEXT_MAX], to[PC_PLACE_TEXT_MAX];
	bool ok = true;

	if (play->nmoves == 0)
		return pc_buffer_append_str(out, _("no piece can move"));
	for (int k = 0; k < play->nmoves && ok; k++) {
		const struct pc_move *m = &play->moves[k];

		ok = (k == 0 || pc_buffer_append_str(out, "; ")) &&
		     (!m->bonus || pc_buffer_appendf(out, "+%d: ", m->bonus)) &&
		     (m->colour == play->player ||
		      pc_buffer_appendf(out, "%c", pc_colour_letter(m->colour))) &&
		     pc_buffer_appendf(out, "%d %s\u2192%s", m->piece + 1,
				       place_text(e, m->colour, m->from, from),
				       place_text(e, m->colour, m->to, to));
		facts->moved |= 1u << (m->colour * PC_PIECES + m->piece);
		if (ok && m->captured != PC_NO_PIECE) {
			int c = m->captured / PC_PIECES;
			int p = m->captured % PC_PIECES;

			ok = pc_buffer_appendf(out, _(" takes %s %d"),
					       pc_colour_shown(c), p + 1);
			facts->captured |= 1u << m->captured;
			facts->captured_at[c][p] =
				pc_board_place(&e->board, m->colour, m->to);
		}
	}
	return ok;
}

/* "1. opening: yellow 3, red 5; red begins" */
static bool
put_opening(struct pc_buffer *out, const struct pc_game *g,
	    const struct pc_turn *t)
{
	bool first = true, ok = pc_buffer_appendf(out, _("%u. opening:"), t->n);

	for (int c = 0; c < PC_NCOLOURS && ok; c++) {
		int sum = 0;

		if (!(t->opening & (1u << c)))
			continue;
		ok = pc_buffer_appendf(out, "%s %s ", first ? "" : ",",
				       pc_colour_shown(c)) &&
		     put_dice(out, t->opening_dice[c], t->opening_ndice);
		for (int d = 0; d < t->opening_ndice; d++)
			sum += t->opening_dice[c][d];
		if (ok && t->opening_ndice > 1)
			ok = pc_buffer_appendf(out, " (%d)", sum);
		first = false;
	}
	if (ok && g->state == PC_GAME_OPENING) {
		size_t k = 0, total = (size_t)__builtin_popcount(g->rollers);

		ok = pc_buffer_append_str(out, _("; a tie: they roll again:")) &&
		     pc_buffer_append_str(out, " ");
		for (int c = 0; c < PC_NCOLOURS && ok; c++)
			if (g->rollers & (1u << c))
				ok = pc_buffer_appendf(
					out, "%s%s",
					pc_list_sep(k++, total, _(" and ")),
					pc_colour_shown(c));
	} else if (ok) {
		ok = pc_buffer_appendf(out, _("; %s begins"),
				       pc_colour_shown(g->pos.to_move));
	}
	return ok;
}

/* A roll played: its play found again from the position before it. */
static bool
put_roll(struct pc_buffer *out, const struct pc_game *g,
	 const struct pc_position *before, const struct pc_turn *t,
	 struct pc_turn_facts *facts)
{
	const struct pc_engine *e = &g->engine;
	struct pc_position after = *before;
	struct pc_check check;
	struct pc_flow flow;
	bool ok = pc_buffer_appendf(out, "%u. %s ", t->n,
				    pc_colour_shown(t->player)) &&
		  put_dice(out, t->dice, t->ndice) &&
		  pc_buffer_append_str(out, ": ");

	if (!ok)
		return false;
	if (pc_check_steps(e, before, t->dice, t->ndice, t->steps, t->nsteps,
			   NULL, 0, &check) != PC_PLAY_COMPLETE)
		return pc_buffer_append_str(out, "?"); /* cannot happen */
	pc_apply_play(e, &after, t->dice, t->ndice, &check.play, &flow);
	if (flow.penalty) {
		ok = pc_buffer_append_str(
			     out, e->rules.dice_per_roll == 2
					  ? _("third doubles in a row, not played")
					  : _("third 6 in a row, not played")) &&
		     (flow.sent_home == PC_NO_PIECE ||
		      pc_buffer_appendf(out, _("; %s %d goes back to the nest"),
					pc_colour_shown(flow.sent_colour),
					flow.sent_home + 1));
	} else {
		ok = put_play(out, e, &check.play, facts);
	}
	facts->timeout = t->timeout;
	return ok && (!t->timeout ||
		      pc_buffer_append_str(
			      out, _(" (out of time: the referee moved)")));
}

bool
pc_turn_is_pending(const struct pc_game *game, size_t i)
{
	return game->state == PC_GAME_MOVE && game->pending == i;
}

bool
pc_turn_text(const struct pc_record *rec, const struct pc_game *g,
	     const struct pc_position *before, size_t i, struct pc_buffer *out,
	     struct pc_turn_facts *facts)
{
	const struct pc_turn *t = &rec->turns[i];
	const char *say = pc_turn_say(t);
	struct pc_turn_facts none;
	bool ok = true;

	if (facts == NULL)
		facts = &none;
	memset(facts, 0, sizeof *facts);
	switch (t->kind) {
	case PC_TURN_OPENING:
		ok = put_opening(out, g, t);
		break;
	case PC_TURN_RESIGN:
		/* No roll number of its own: it goes before the roll that
		 * carries it. */
		facts->resigned = true;
		ok = pc_buffer_appendf(out, _("    %s leaves the game"),
				       pc_colour_shown(t->player));
		break;
	case PC_TURN_LEAVE:
		ok = pc_buffer_appendf(out,
				       _("    %s: the person playing piece %d "
					 "leaves"),
				       pc_colour_shown(t->player),
				       t->piece + 1) &&
		     (t->piece >= rec->players[t->player].nmembers ||
		      pc_buffer_appendf(
			      out, " (%s)",
			      rec->players[t->player].members[t->piece]));
		break;
	case PC_TURN_ROLL:
		ok = put_roll(out, g, before, t, facts);
		break;
	}
	if (ok && say != NULL) {
		ok = pc_buffer_append_str(out, "  \"");
		for (const char *p = say; ok && *p != '\0'; p++)
			ok = pc_buffer_append(out, *p == '\n' ? " " : p, 1);
		ok = ok && pc_buffer_append_str(out, "\"");
	}
	return ok;
}
