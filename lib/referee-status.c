/* referee-status.c: the position, status and board the referee writes. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "i18n.h"
#include "place.h"

#include "referee.h"

void
pc_referee_derive(const struct pc_record *rec, const struct pc_game *game,
		  struct pc_legal_text *legal, const char *board,
		  struct pc_derived *out)
{
	const struct pc_engine *e = &game->engine;
	const struct pc_turn *t;
	size_t n;

	memset(out, 0, sizeof *out);
	for (int c = 0; c < PC_NCOLOURS; c++)
		for (int p = 0; p < PC_PIECES; p++)
			out->places[c][p] =
				rec->players[c].playing
					? pc_position_place(e, &game->pos,
							    (enum pc_colour)c, p)
					: PC_NEST;
	out->to_move = game->pos.to_move;
	out->rollers = game->rollers;
	out->pairs = e->rules.teams == PC_TEAMS_PAIRS;
	out->seats = (uint8_t)e->board.seats;
	out->event = e->rules.teams == PC_TEAMS_EVENT;
	memcpy(out->left, game->pos.left, sizeof out->left);
	out->nfinished = game->pos.nfinished;
	out->blocked = game->blocked;
	memcpy(out->finished, game->pos.finished, sizeof out->finished);
	out->board = board;
	switch (game->state) {
	case PC_GAME_OPENING:
		out->awaiting = PC_AWAIT_OPENING;
		break;
	case PC_GAME_ROLL:
	case PC_GAME_STOPPED:
		out->awaiting = PC_AWAIT_ROLL;
		break;
	case PC_GAME_OVER:
		out->awaiting = PC_AWAIT_NOTHING;
		break;
	case PC_GAME_MOVE:
		out->awaiting = PC_AWAIT_MOVE;
		t = &rec->turns[game->pending];
		out->ndice = t->ndice;
		memcpy(out->dice, t->dice, sizeof out->dice);
		n = game->nlegal < PC_LEGAL_MAX ? game->nlegal : PC_LEGAL_MAX;
		for (size_t i = 0; i < n; i++)
			legal->lines[i] = pc_play_format(
				e, &game->legal[i], PC_NOTATION_RECORD,
				legal->text[i]);
		out->nlegal = n;
		out->legal = legal->lines;
		out->legal_more = game->nlegal > n;
		break;
	}
}

bool
pc_referee_describe(const struct pc_engine *e, const struct pc_play *play,
		    bool translate, struct pc_buffer *out)
{
	char from[PC_PLACE_TEXT_MAX], to[PC_PLACE_TEXT_MAX], text[96];
	bool ok = true;

	if (play->nmoves == 0)
		return pc_buffer_append_str(out, pc_tr(translate,
						      N_("no piece can move")));
	for (int k = 0; k < play->nmoves && ok; k++) {
		const struct pc_move *m = &play->moves[k];

		snprintf(text, sizeof text, "%s%s%s -> %s", k ? "; " : "",
			 m->bonus ? pc_tr(translate, N_("then ")) : "",
			 pc_place_format(pc_board_place(&e->board, m->colour,
							m->from), from),
			 pc_place_format(pc_board_place(&e->board, m->colour,
							m->to), to));
		ok = pc_buffer_append_str(out, text);
		if (ok && m->captured != PC_NO_PIECE) {
			snprintf(text, sizeof text,
				 pc_tr(translate, N_(", captures %s %d")),
				 pc_colour_text(m->captured / PC_PIECES,
						translate),
				 m->captured % PC_PIECES + 1);
			ok = pc_buffer_append_str(out, text);
		}
	}
	return ok;
}

bool
pc_referee_describe_pending(const struct pc_record *rec,
			    const struct pc_game *game,
			    const struct pc_play *play, bool translate,
			    struct pc_buffer *out)
{
	const struct pc_engine *e = &game->engine;
	const struct pc_turn *t = &rec->turns[game->pending];
	struct pc_position after = game->pos;
	struct pc_flow flow;
	char text[160], from[PC_PLACE_TEXT_MAX];
	const char *what;

	if (play->nmoves != 0 || game->state != PC_GAME_MOVE)
		return pc_referee_describe(e, play, translate, out);
	pc_apply_play(e, &after, t->dice, t->ndice, play, &flow);
	if (!flow.penalty)
		return pc_referee_describe(e, play, translate, out);
	what = t->ndice > 1 && !e->rules.roll_per_piece
		       ? pc_tr(translate,
			       N_("the roll is not played: the third doubles "
				  "in a row"))
		       : pc_tr(translate,
			       N_("the roll is not played: the third 6 in a "
				  "row"));
	if (flow.sent_home == PC_NO_PIECE)
		return pc_buffer_append_str(out, what);
	pc_place_format(pc_board_place(&e->board, flow.sent_colour,
				       game->pos.progress[flow.sent_colour]
							 [flow.sent_home]),
			from);
	if (flow.sent_colour == game->pos.to_move)
		snprintf(text, sizeof text,
			 pc_tr(translate,
			       N_("%s; piece %d goes back to the nest from "
				  "%s")),
			 what, flow.sent_home + 1, from);
	else
		snprintf(text, sizeof text,
			 pc_tr(translate,
			       N_("%s; %s's piece %d goes back to the nest "
				  "from %s")),
			 what,
			 pc_colour_text(flow.sent_colour, translate),
			 flow.sent_home + 1, from);
	return pc_buffer_append_str(out, text);
}
