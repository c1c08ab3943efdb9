/* record-write.c: the record writer, driving libyaml's emitter through
 * its public API (yaml.h): every byte of a record is the emitter's,
 * indented as parchis-record(5) shows it (yaml-emit.h). */
#include <config.h>

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "engine-board.h"
#include "decimal.h"
#include "place.h"
#include "record-text.h"
#include "record-write.h"
#include "text-guard.h"
#include "yaml-emit.h"
#include "yaml11.h"

/* Lines stay under 78 columns. A player, a turn or the rules go on one
 * flow-style line when they fit in LINE_ROOM columns (78 less the two
 * spaces of the sequence indent and one for safety); then libyaml must
 * not break the line, so its width is lifted. Otherwise they are written
 * in block style, one key a line, with libyaml breaking long text and
 * lists past BLOCK_WIDTH. libyaml has no per-node width, but it handles
 * the events of one entry before the next entry's first event arrives,
 * so setting best_width between entries takes effect where meant. */
enum { LINE_ROOM = 75, BLOCK_WIDTH = 60, NO_BREAKS = 1 << 20 };
/* About what a record has but its turns: the header, the players, the
 * derived keys with the board. */
enum { TEXT_BESIDE_TURNS = 16 * 1024 };

/* Bytes of text a sink is handed at a time (pc_record_write_derived_to). */
enum { SINK_PIECE = 64 * 1024 };

struct writer {
	yaml_emitter_t emitter;
	bool failed;
	bool not_utf8;		/* failed on a string that is not UTF-8 */
	struct pc_buffer *out;
	struct pc_yaml_indent indent;	/* into out */
	const struct pc_record_sink *sink;	/* NULL: out keeps it all */
	struct pc_error *err;	/* for the sink */
	enum pc_status sink_status;	/* PC_OK, or how the sink failed */
};

/* Hands what out holds to the sink, and empties it; false when the sink
 * fails. */
static bool
hand_over(struct writer *w)
{
	enum pc_status status = w->sink->write(w->sink->context, w->out->data,
					       w->out->len, w->err);

	/* Emptied, and still a string, as every buffer is (buffer.h). */
	w->out->len = 0;
	w->out->data[0] = '\0';
	if (status == PC_OK)
		return true;
	w->sink_status = status;
	return false;
}

/* Takes the emitter's output, indented (yaml-emit.h), handing it to the
 * sink when a piece is full. */
static int
append_output(void *data, unsigned char *bytes, size_t size)
{
	struct writer *w = data;

	if (!pc_yaml_indent(&w->indent, bytes, size))
		return 0;
	return w->sink == NULL || w->out->len < SINK_PIECE || hand_over(w);
}

/* Emits event, made by yaml_*_event_initialize when made is not 0: after
 * a failure nothing more is emitted (yaml-emit.h). */
static void
emit(struct writer *w, yaml_event_t *event, int made)
{
	pc_yaml_emit(&w->emitter, &w->failed, event, made);
}

/* value, len bytes long, in style. libyaml copies it into the event,
 * which the emitter releases (yaml_event_delete, as emit does after a
 * failure). */
static void
scalar_len(struct writer *w, const char *value, size_t len,
	   yaml_scalar_style_t style)
{
	yaml_event_t event;
	int made = len <= INT_MAX &&
		   yaml_scalar_event_initialize(&event, NULL, NULL,
						(const yaml_char_t *)value,
						(int)len, 1, 1, style);

	/* libyaml refuses a value that is not UTF-8 (or memory ran out). */
	if (!made)
		w->not_utf8 = w->not_utf8 || !pc_text_is_utf8(value, len);
	emit(w, &event, made);
}

static void
scalar_styled(struct writer *w, const char *value, yaml_scalar_style_t style)
{
	scalar_len(w, value, strlen(value), style);
}

/* A word or number that is meant as what a YAML reader makes of it:
 * always one this program spells (a key, a colour, a number, a place,
 * a rule's value). */
static void
plain(struct writer *w, const char *value)
{
	scalar_len(w, value, strlen(value), YAML_PLAIN_SCALAR_STYLE);
}

/* A string: plain where every YAML 1.1 reader takes it for a string,
 * double-quoted otherwise. */
static void
string(struct writer *w, const char *value)
{
	size_t len = strlen(value);

	scalar_len(w, value, len,
		   pc_yaml11_plain_is_string(value, len)
			   ? YAML_PLAIN_SCALAR_STYLE
			   : YAML_DOUBLE_QUOTED_SCALAR_STYLE);
}

static void
number(struct writer *w, unsigned long n)
{
	char buf[24];

	scalar_len(w, buf, pc_decimal(buf, n), YAML_PLAIN_SCALAR_STYLE);
}

/* The start (flow or block style) and the end of a mapping or a list. */
#define begin_mapping(w, flow) \
	pc_yaml_collection(&(w)->emitter, &(w)->failed, \
			   YAML_MAPPING_START_EVENT, flow)
#define end_mapping(w) \
	pc_yaml_collection(&(w)->emitter, &(w)->failed, \
			   YAML_MAPPING_END_EVENT, false)
#define begin_sequence(w, flow) \
	pc_yaml_collection(&(w)->emitter, &(w)->failed, \
			   YAML_SEQUENCE_START_EVENT, flow)
#define end_sequence(w) \
	pc_yaml_collection(&(w)->emitter, &(w)->failed, \
			   YAML_SEQUENCE_END_EVENT, false)

/* The most columns that a string takes when written: its length, and
 * quotes and escapes unless it is surely written plain. */
static size_t
string_room(const char *s)
{
	size_t len = strlen(s), n = len + 2, astral = 0;

	/* libyaml writes a character past U+FFFF (4 bytes) as \UXXXXXXXX,
	 * in double quotes: 10 columns. */
	for (size_t i = 0; i < len; i++)
		astral += (unsigned char)s[i] >= 0xF0;
	if (len > 0 && astral == 0 && pc_yaml11_plain_is_string(s, len) &&
	    s[0] != '-' && s[0] != ' ' && s[len - 1] != ' ' &&
	    strpbrk(s, ",[]{}:#'\"\\&*!|>%@`?") == NULL)
		return len;
	for (; *s != '\0'; s++)
		n += *s == '\'' || *s == '"' || *s == '\\';
	return n + 6 * astral;
}

/* Starts an entry (a flow or block mapping) that takes room columns when
 * written on one line, choosing its style and the emitter's width. */
static void
begin_entry(struct writer *w, size_t room)
{
	bool flow = room <= LINE_ROOM;

	w->emitter.best_width = flow ? NO_BREAKS : BLOCK_WIDTH;
	begin_mapping(w, flow);
}

static void
write_rules(struct writer *w, const struct pc_rule_choice *choice)
{
	char buf[24];
	size_t room;

	plain(w, "rules");
	if (!choice->mapping) {
		plain(w, pc_preset_name(choice->preset));
		return;
	}
	room = strlen("rules: {preset: }") +
	       strlen(pc_preset_name(choice->preset));
	for (int i = 0; i < PC_NOPTIONS; i++)
		if (choice->overridden & (UINT32_C(1) << i))
			room += strlen(", : ") + strlen(pc_option_name(i)) +
				strlen(pc_option_format_value(
					i, choice->values[i], buf));
	begin_entry(w, room);
	plain(w, "preset");
	plain(w, pc_preset_name(choice->preset));
	for (int i = 0; i < PC_NOPTIONS; i++) {
		if (!(choice->overridden & (UINT32_C(1) << i)))
			continue;
		plain(w, pc_option_name(i));
		plain(w, pc_option_format_value(i, choice->values[i], buf));
	}
	end_mapping(w);
}

static void
write_dice(struct writer *w, const struct pc_dice *dice)
{
	char commitment[PC_COMMITMENT_HEX + 8];

	plain(w, "dice");
	if (dice->mode == PC_DICE_MANUAL) {
		plain(w, "manual");
		return;
	}
	/* A commitment does not fit on one line with anything else. */
	begin_mapping(w, !dice->has_commitment);
	if (dice->seed != NULL) {
		plain(w, "seed");
		scalar_styled(w, dice->seed, YAML_DOUBLE_QUOTED_SCALAR_STYLE);
	}
	if (dice->has_commitment) {
		snprintf(commitment, sizeof commitment, "sha256:%s",
			 dice->commitment);
		plain(w, "commitment");
		scalar_styled(w, commitment, YAML_DOUBLE_QUOTED_SCALAR_STYLE);
	}
	if (dice->has_commitment && dice->mac_version >= 2) {
		plain(w, "mac");
		number(w, dice->mac_version);
		plain(w, "seal");
		scalar_styled(w, dice->seal, YAML_DOUBLE_QUOTED_SCALAR_STYLE);
	}
	end_mapping(w);
}

/* members: a flow list, which libyaml breaks past the width when the
 * entry is written in block style. */
static void
write_members(struct writer *w, const struct pc_player *p)
{
	if (p->nmembers == 0)
		return;
	plain(w, "members");
	begin_sequence(w, true);
	for (int m = 0; m < p->nmembers; m++)
		string(w, p->members[m]);
	end_sequence(w);
}

static void
write_players(struct writer *w, const struct pc_record *rec)
{
	plain(w, "players");
	begin_sequence(w, false);
	for (int i = 0; i < rec->nplayers; i++) {
		const struct pc_player *p = &rec->players[rec->seat_order[i]];
		size_t room = strlen("- {colour: yellow}");

		room += p->name ? strlen(", name: ") + string_room(p->name) : 0;
		room += p->email ? strlen(", email: ") + string_room(p->email)
				 : 0;
		room += p->salt ? strlen(", salt: ") + string_room(p->salt) : 0;
		room += p->lang[0] ? strlen(", lang: es") : 0;
		room += p->bot != PC_BOT_NONE
				? strlen(", bot: ") +
					  strlen(pc_bot_level_name(p->bot))
				: 0;
		for (int m = 0; m < p->nmembers; m++)
			room += (m ? strlen(", ") : strlen(", members: []")) +
				string_room(p->members[m]);
		begin_entry(w, room);
		plain(w, "colour");
		plain(w, pc_colour_name(rec->seat_order[i]));
		if (p->name != NULL) {
			plain(w, "name");
			string(w, p->name);
		}
		if (p->email != NULL) {
			plain(w, "email");
			string(w, p->email);
		}
		if (p->lang[0] != '\0') {
			plain(w, "lang");
			plain(w, p->lang);
		}
		if (p->salt != NULL) {
			plain(w, "salt");
			string(w, p->salt);
		}
		if (p->bot != PC_BOT_NONE) {
			plain(w, "bot");
			plain(w, pc_bot_level_name(p->bot));
		}
		write_members(w, p);
		end_mapping(w);
	}
	end_sequence(w);
}

static void
write_setup(struct writer *w, const struct pc_record *rec)
{
	char buf[PC_PLACE_TEXT_MAX];

	plain(w, "setup");
	begin_mapping(w, false);
	for (int i = 0; i < rec->nsetup; i++) {
		int c = rec->setup_order[i];

		plain(w, pc_colour_name(c));
		begin_sequence(w, true);
		for (int p = 0; p < PC_PIECES; p++)
			plain(w, pc_place_format(rec->setup[c][p], buf));
		end_sequence(w);
	}
	end_mapping(w);
}

static void
write_step(struct writer *w, const struct pc_step *step)
{
	char buf[PC_STEP_TEXT_MAX];

	pc_step_format(step, buf);
	/* A bare piece number reads as the number, which means the same
	 * step; "+5" would read as 5 and must be quoted. */
	if (strspn(buf, "0123456789") == strlen(buf))
		plain(w, buf);
	else
		string(w, buf);
}

/* The columns a turn takes on one line, at most. */
static size_t
turn_room(const struct pc_turn *t)
{
	char buf[PC_STEP_TEXT_MAX], digits[24];
	const char *say = pc_turn_say(t);
	size_t room = strlen("- {n: }") + pc_decimal(digits, t->n), steps = 0;

	if (t->kind == PC_TURN_OPENING) {
		room += strlen(", opening: {}");
		for (int c = 0; c < PC_NCOLOURS; c++)
			if (t->opening & (1u << c))
				room += strlen(pc_colour_name(c)) +
					strlen(": [], ") +
					t->opening_ndice * strlen("6, ");
	} else {
		room += strlen(", player: , roll: []") +
			strlen(pc_colour_name(t->player)) +
			(size_t)t->ndice * strlen("6, ");
	}
	if (t->has_move)
		room += strlen(", move: []");
	room += t->autoplayed ? strlen(", auto: true") : 0;
	room += t->timeout ? strlen(", timeout: true") : 0;
	room += t->has_at ? strlen(", at: \"2026-11-30T18:05:00Z\"") : 0;
	room += say ? strlen(", say: ") + string_room(say) : 0;
	room += t->has_mac ? strlen(", mac: ") + string_room(t->notes->mac)
			   : 0;
	/* A step is letters, digits and a '+' (pc_step_format): written
	 * plain, or in double quotes two columns wider. The room is only
	 * ever compared with LINE_ROOM, so the steps' exact room is asked
	 * only when the wider one would not fit; most turns fit by far. */
	for (int i = 0; i < t->nsteps; i++)
		steps += strlen(pc_step_format(&t->steps[i], buf)) + 2 +
			 (i > 0 ? strlen(", ") : 0);
	if (room + steps <= LINE_ROOM)
		return room + steps;
	for (int i = 0; i < t->nsteps; i++)
		room += string_room(pc_step_format(&t->steps[i], buf)) +
			(i > 0 ? strlen(", ") : 0);
	return room;
}

/* The emitter's width for a turn in block style whose say libyaml
 * folds at its spaces: a line breaks at the first space past the width,
 * so it ends at most a word (and a closing quote) later. Three columns
 * less than 78 for the indent this writer adds and for safety: a say's
 * lines stay under 75 columns, whatever its words (at most
 * PC_SAY_WORD_MAX characters: pc_say_neutralise). */
static int
say_width(const char *say)
{
	size_t widest = pc_say_widest_word(say);

	return widest + 20 >= 70 ? 20
	       : 70 - (int)widest < BLOCK_WIDTH ? 70 - (int)widest
						: BLOCK_WIDTH;
}

static void
write_turn(struct writer *w, const struct pc_turn *t)
{
	char at[PC_TIME_TEXT_MAX];
	const char *say = pc_turn_say(t);
	size_t room = turn_room(t);
	bool flow = room <= LINE_ROOM;

	begin_entry(w, room);
	if (!flow && say != NULL)
		w->emitter.best_width = say_width(say);
	plain(w, "n");
	number(w, t->n);
	if (t->kind == PC_TURN_OPENING) {
		plain(w, "opening");
		/* The event's lists of four dice a team: a line a team when
		 * they do not fit on one. */
		begin_mapping(w, room <= LINE_ROOM || t->opening_ndice == 1);
		for (int c = 0; c < PC_NCOLOURS; c++) {
			if (!(t->opening & (1u << c)))
				continue;
			plain(w, pc_colour_name(c));
			if (t->opening_ndice == 1) {
				number(w, t->opening_dice[c][0]);
				continue;
			}
			begin_sequence(w, true);
			for (int d = 0; d < t->opening_ndice; d++)
				number(w, t->opening_dice[c][d]);
			end_sequence(w);
		}
		end_mapping(w);
	} else if (t->kind == PC_TURN_RESIGN) {
		plain(w, "resign");
		plain(w, pc_colour_name(t->player));
	} else if (t->kind == PC_TURN_LEAVE) {
		plain(w, "leave");
		plain(w, pc_colour_name(t->player));
		plain(w, "piece");
		number(w, (unsigned long)t->piece + 1);
	} else {
		plain(w, "player");
		plain(w, pc_colour_name(t->player));
		plain(w, "roll");
		begin_sequence(w, true);
		for (int d = 0; d < t->ndice; d++)
			number(w, t->dice[d]);
		end_sequence(w);
	}
	if (t->has_move) {
		plain(w, "move");
		begin_sequence(w, true);
		for (int s = 0; s < t->nsteps; s++)
			write_step(w, &t->steps[s]);
		end_sequence(w);
	}
	if (t->autoplayed) {
		plain(w, "auto");
		plain(w, "true");
	}
	if (t->timeout) {
		plain(w, "timeout");
		plain(w, "true");
	}
	if (t->has_at) {
		plain(w, "at");
		string(w, pc_time_format(pc_turn_at(t), at));
	}
	if (say != NULL) {
		/* Folded by libyaml at its spaces when it does not fit on
		 * its line, in double quotes: whatever the say holds, it
		 * reads back the same from there (say_width keeps the
		 * lines short). */
		plain(w, "say");
		if (flow || strlen("    say: ") + string_room(say) <= LINE_ROOM)
			string(w, say);
		else
			scalar_styled(w, say,
				      YAML_DOUBLE_QUOTED_SCALAR_STYLE);
	}
	if (t->has_mac) {
		plain(w, "mac");
		string(w, t->notes->mac);
	}
	end_mapping(w);
}

static void
write_position(struct writer *w, const struct pc_record *rec,
	       const struct pc_derived *d)
{
	char buf[PC_PLACE_TEXT_MAX];

	plain(w, "position");
	begin_mapping(w, false);
	for (int c = 0; c < PC_NCOLOURS; c++) {
		if (!rec->players[c].playing)
			continue;
		plain(w, pc_colour_name(c));
		begin_sequence(w, true);
		for (int p = 0; p < PC_PIECES; p++)
			plain(w, pc_place_format(d->places[c][p], buf));
		end_sequence(w);
	}
	end_mapping(w);
}

/* A play as a flow list of steps: "1+4 3+20" becomes [1+4, 3+20]. */
static void
write_play(struct writer *w, const char *play)
{
	char step[PC_STEP_TEXT_MAX + 1];
	size_t n;

	begin_sequence(w, true);
	while (*play != '\0') {
		n = strcspn(play, " ");
		if (n > 0 && n < sizeof step) {
			memcpy(step, play, n);
			step[n] = '\0';
			if (strspn(step, "0123456789") == n)
				plain(w, step);
			else
				string(w, step);
		}
		play += n + (play[n] == ' ');
	}
	end_sequence(w);
}

static void
write_colours(struct writer *w, const uint8_t *colours, int n)
{
	begin_sequence(w, true);
	for (int i = 0; i < n; i++)
		plain(w, pc_colour_name(colours[i]));
	end_sequence(w);
}

static void
write_status(struct writer *w, const struct pc_derived *d)
{
	uint8_t rollers[PC_NCOLOURS];
	int n = 0;

	plain(w, "status");
	begin_mapping(w, false);
	switch (d->awaiting) {
	case PC_AWAIT_MOVE:
	case PC_AWAIT_ROLL:
		plain(w, "to_move");
		plain(w, pc_colour_name(d->to_move));
		break;
	case PC_AWAIT_OPENING:
		for (int c = 0; c < PC_NCOLOURS; c++)
			if (d->rollers & (1u << c))
				rollers[n++] = (uint8_t)c;
		plain(w, "opening");
		write_colours(w, rollers, n);
		break;
	case PC_AWAIT_NOTHING:
		plain(w, "over");
		plain(w, "true");
		if (d->blocked) {
			plain(w, "blocked");
			plain(w, "true");
		}
		if (d->nfinished == 0) {
			/* blocked before anybody finished: no winner */
		} else if (d->pairs) {	/* partners sit opposite */
			uint8_t pair[2] = {d->finished[0],
					   (uint8_t)pc_opposite(
						   d->seats ? d->seats : 4,
						   d->finished[0])};

			plain(w, "winners");
			write_colours(w, pair, 2);
		} else {
			plain(w, "winner");
			plain(w, pc_colour_name(d->finished[0]));
		}
		break;
	}
	if (d->awaiting == PC_AWAIT_ROLL) {
		plain(w, "roll");
		plain(w, "awaited");
	}
	if (d->awaiting == PC_AWAIT_MOVE) {
		plain(w, "roll");
		begin_sequence(w, true);
		for (int i = 0; i < d->ndice; i++)
			number(w, d->dice[i]);
		end_sequence(w);
		plain(w, "legal");
		begin_sequence(w, true);
		for (size_t i = 0; i < d->nlegal; i++)
			write_play(w, d->legal[i]);
		end_sequence(w);
		if (d->legal_more) {
			plain(w, "legal_more");
			plain(w, "true");
		}
	}
	if (d->nfinished > 0) {
		plain(w, "places");
		write_colours(w, d->finished, d->nfinished);
	}
	end_mapping(w);
}

/* The board, the last key of the record and of the derived keys' own
 * document: a literal block of its lines. */
static void
write_board(struct writer *w, const char *board)
{
	plain(w, "board");
	scalar_styled(w, board, YAML_LITERAL_SCALAR_STYLE);
}

static void
write_derived(struct writer *w, const struct pc_record *rec,
	      const struct pc_derived *d)
{
	w->emitter.best_width = BLOCK_WIDTH;
	write_position(w, rec, d);
	write_status(w, d);
	if (d->board != NULL)
		write_board(w, d->board);
}

/* The top mapping, the document and the stream ended. */
static void
end_document(struct writer *w)
{
	yaml_event_t event;

	end_mapping(w);
	emit(w, &event, yaml_document_end_event_initialize(&event, 1));
	emit(w, &event, yaml_stream_end_event_initialize(&event));
}

/* The stream, its one document and the document's top mapping begun. */
static void
begin_document(struct writer *w)
{
	yaml_event_t event;

	emit(w, &event,
	     yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING));
	emit(w, &event,
	     yaml_document_start_event_initialize(&event, NULL, NULL, NULL, 1));
	begin_mapping(w, false);
}

static void
write_record(struct writer *w, const struct pc_record *rec,
	     const struct pc_derived *derived)
{
	begin_document(w);
	plain(w, "parchis");
	number(w, rec->version);
	plain(w, "game");
	string(w, rec->game);
	write_rules(w, &rec->rules);
	write_dice(w, &rec->dice);
	write_players(w, rec);
	if (rec->has_setup)
		write_setup(w, rec);
	if (rec->has_first) {
		plain(w, "first");
		plain(w, pc_colour_name(rec->first));
	}
	plain(w, "turns");
	begin_sequence(w, rec->nturns == 0);
	for (size_t i = 0; i < rec->nturns; i++)
		write_turn(w, &rec->turns[i]);
	end_sequence(w);
	if (derived != NULL)
		write_derived(w, rec, derived);
	end_document(w);
}

enum pc_status
pc_record_write(const struct pc_record *rec, struct pc_buffer *out,
		struct pc_error *err)
{
	return pc_record_write_derived(rec, NULL, out, err);
}

/* Writes with write (the whole record, or the derived keys alone) into
 * out, or through it to sink when sink is not NULL. */
static enum pc_status
write_with(void (*write)(struct writer *, const struct pc_record *,
			 const struct pc_derived *),
	   const struct pc_record *rec, const struct pc_derived *derived,
	   struct pc_buffer *out, const struct pc_record_sink *sink,
	   struct pc_error *err)
{
	struct writer w = {.failed = false, .out = out,
			   .indent = PC_YAML_INDENT_INIT(out), .sink = sink,
			   .err = err, .sink_status = PC_OK};

	/* Nothing is written that the reader would refuse (record-text.h):
	 * a record that cannot be read back would end its game. */
	if (write == write_record && pc_record_text_check(rec, err) != PC_OK)
		return PC_ERR_DATA;
	if (!yaml_emitter_initialize(&w.emitter))
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	yaml_emitter_set_output(&w.emitter, append_output, &w);
	yaml_emitter_set_width(&w.emitter, BLOCK_WIDTH);
	yaml_emitter_set_unicode(&w.emitter, 1);
	yaml_emitter_set_break(&w.emitter, YAML_LN_BREAK);
	write(&w, rec, derived);
	if (!w.failed && !yaml_emitter_flush(&w.emitter))
		w.failed = true;
	if (!w.failed && sink != NULL && out->len > 0 && !hand_over(&w))
		w.failed = true;
	yaml_emitter_delete(&w.emitter);
	/* The sink has said what went wrong. */
	if (w.sink_status != PC_OK)
		return w.sink_status;
	/* libyaml refuses a string that is not UTF-8: that is no lack of
	 * memory (the reader and new let none through). */
	if (w.failed && w.not_utf8)
		return pc_error_set(err, PC_ERR_DATA, 0, 0,
				    "cannot write the record: a string in it "
				    "is not UTF-8");
	if (w.failed)
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0,
				    "cannot write the record: out of memory");
	return PC_OK;
}

enum pc_status
pc_record_write_derived(const struct pc_record *rec,
			const struct pc_derived *derived,
			struct pc_buffer *out, struct pc_error *err)
{
	/* The whole text kept in out: room for it at once, about a line a
	 * turn and a board, so that a long record's text is not grown by
	 * doubling, each step a copy that leaves the pages it had behind
	 * in the process. A hint: without the room the text grows. */
	if (rec->nturns < SIZE_MAX / 2 / (LINE_ROOM + 5))
		(void)pc_buffer_reserve(out, (rec->nturns + 1) *
					(LINE_ROOM + 5) + TEXT_BESIDE_TURNS);
	return write_with(write_record, rec, derived, out, NULL, err);
}

enum pc_status
pc_record_write_derived_to(const struct pc_record *rec,
			   const struct pc_derived *derived,
			   const struct pc_record_sink *sink,
			   struct pc_error *err)
{
	struct pc_buffer piece = PC_BUFFER_INIT;
	enum pc_status status;

	status = write_with(write_record, rec, derived, &piece, sink, err);
	pc_buffer_free(&piece);
	return status;
}

/* A document of the derived keys alone. */
static void
write_derived_document(struct writer *w, const struct pc_record *rec,
		       const struct pc_derived *derived)
{
	begin_document(w);
	write_derived(w, rec, derived);
	end_document(w);
}

enum pc_status
pc_record_write_derived_keys(const struct pc_record *rec,
			     const struct pc_derived *derived,
			     struct pc_buffer *out, struct pc_error *err)
{
	return write_with(write_derived_document, rec, derived, out, NULL,
			  err);
}

