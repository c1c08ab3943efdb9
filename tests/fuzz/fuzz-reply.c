/* fuzz-reply.c: libFuzzer target for a player's reply checked against
 * the record the referee keeps, as "parchis play --reply" and the mail
 * robot do it: the kept record replayed, the reply read and checked by
 * pc_reply_check, and when it passes its move taken and played.
 *
 * The input is the kept record, a line holding only a form feed, and
 * the reply (tests/fuzz/corpus/reply holds such pairs: replies that
 * move, stale ones, forged ones, replies of another game). Whatever the
 * reply holds, the kept record's history is never changed by it, and
 * what the referee writes after a move it accepts is a record it
 * accepts again. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board-text.h"
#include "record-read.h"
#include "record-write.h"
#include "referee-reply.h"
#include "referee.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
fault(const char *what, const struct pc_error *err,
      const struct pc_buffer *text)
{
	if (text != NULL && text->data != NULL)
		fprintf(stderr, "%s", text->data);
	fprintf(stderr, "fuzz-reply: %s: %lu:%lu: %s\n", what, err->line,
		err->column, err->message);
	abort();
}

static struct pc_game game, replay;
static struct pc_legal_text legal;

/* The separator of the two records: a line of one form feed. */
static const char *
split(const char *text, size_t len)
{
	for (size_t i = 0; i + 3 <= len; i++)
		if (text[i] == '\n' && text[i + 1] == '\f' &&
		    text[i + 2] == '\n')
			return text + i;
	return NULL;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const struct pc_referee_options look = {.autoplay = false};
	static const struct pc_referee_options play = {.autoplay = true,
						       .roll = true};
	const char *text = (const char *)data, *sep = split(text, size);
	struct pc_buffer board = PC_BUFFER_INIT, out = PC_BUFFER_INIT;
	struct pc_record kept, reply, back;
	struct pc_reply_check check;
	struct pc_derived derived;
	struct pc_error err;
	size_t pending, kept_len;

	if (sep == NULL)
		return 0;
	kept_len = (size_t)(sep - text);
	if (pc_record_read(text, kept_len, &kept, &err) != PC_OK)
		return 0;
	pc_error_clear(&err);
	if (pc_referee_run(&kept, &look, &game, &err) != PC_OK ||
	    game.state != PC_GAME_MOVE) {
		pc_record_free(&kept);
		return 0;
	}
	pending = game.pending;
	if (pc_record_read(sep + 3, size - kept_len - 3, &reply, &err) !=
	    PC_OK) {
		pc_record_free(&kept);
		return 0;
	}
	if (pc_reply_check(&kept, pending, &reply, &check) != PC_REPLY_OK) {
		/* A refusal names rolls that exist. */
		if (check.verdict == PC_REPLY_FORGED && check.forged_n == 0)
			abort();
		if (check.pending_n != kept.turns[pending].n)
			abort();
		pc_record_free(&reply);
		pc_record_free(&kept);
		return 0;
	}
	if (check.pending_n != kept.turns[pending].n ||
	    reply.nturns != pending + 1 || !reply.turns[pending].has_move)
		abort();
	pc_reply_take(&kept, pending, &reply);
	pc_record_free(&reply);
	pc_error_clear(&err);
	if (pc_referee_run(&kept, &play, &game, &err) != PC_OK) {
		/* An illegal move is refused with its place. */
		if (err.status == PC_OK || err.message[0] == '\0')
			fault("a rejection without a message", &err, NULL);
		pc_record_free(&kept);
		return 0;
	}
	pc_referee_derive(&kept, &game, &legal, NULL, &derived);
	if (!pc_board_text(&kept, &derived, &board))
		abort();
	derived.board = board.data;
	if (pc_record_write_derived(&kept, &derived, &out, &err) != PC_OK)
		fault("writing the record with the reply's move", &err, NULL);
	if (pc_record_read(out.data, out.len, &back, &err) != PC_OK)
		fault("reading back the record with the reply's move", &err,
		      &out);
	pc_error_clear(&err);
	if (pc_referee_run(&back, &look, &replay, &err) != PC_OK)
		fault("replaying the record with the reply's move", &err, &out);
	pc_record_free(&back);
	pc_record_free(&kept);
	pc_buffer_free(&out);
	pc_buffer_free(&board);
	return 0;
}
