/* fuzz-play.c: libFuzzer target for the whole of "parchis play", in
 * memory: the record unwrapped from a mail reply, read, replayed by the
 * referee with forced turns played and dice rolled, the derived keys and
 * the board made, and the record written back with them. What the
 * referee writes must be a record it reads again: a player mails it
 * back, and the next "play" must not refuse the referee's own output. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board-text.h"
#include "mail-unwrap.h"
#include "record-read.h"
#include "record-write.h"
#include "referee.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
fault(const char *what, const struct pc_error *err,
      const struct pc_buffer *text)
{
	if (text != NULL && text->data != NULL)
		fprintf(stderr, "%s", text->data);
	fprintf(stderr, "fuzz-play: %s: %lu:%lu: %s\n", what, err->line,
		err->column, err->message);
	abort();
}

/* The game is large (the legal plays): one, reused, off the stack. */
static struct pc_game game, replay;
static struct pc_legal_text legal;

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* Named fields: the options grow (a secret, ...), and what is not
	 * named here stays off. */
	static const struct pc_referee_options play = {.autoplay = true,
						       .roll = true};
	static const struct pc_referee_options look = {.autoplay = false};
	struct pc_buffer unwrapped = PC_BUFFER_INIT, board = PC_BUFFER_INIT,
			 out = PC_BUFFER_INIT;
	struct pc_unwrap map;
	struct pc_record rec, back;
	struct pc_derived derived;
	struct pc_error err;
	const char *text = (const char *)data;
	size_t len = size;

	/* As cli_load: the record inside a mail, and none when a line of
	 * it lost its quote. */
	if (pc_mail_unwrap(text, len, &unwrapped, &map)) {
		if (map.broken_line > 0)
			goto done;
		text = unwrapped.data != NULL ? unwrapped.data : "";
		len = unwrapped.len;
	}
	if (pc_record_read(text, len, &rec, &err) != PC_OK)
		goto done;
	pc_error_clear(&err);
	if (pc_referee_run(&rec, &play, &game, &err) != PC_OK) {
		/* A rejection must say what and where, on one line. */
		if (err.status == PC_OK || err.message[0] == '\0' ||
		    strchr(err.message, '\n') != NULL)
			fault("a rejection without a message", &err, NULL);
		pc_record_free(&rec);
		goto done;
	}
	pc_referee_derive(&rec, &game, &legal, NULL, &derived);
	if (!pc_board_text(&rec, &derived, &board))
		abort();	/* out of memory: not expected here */
	derived.board = board.data;
	if (pc_record_write_derived(&rec, &derived, &out, &err) != PC_OK)
		fault("writing the played record", &err, NULL);
	if (pc_record_read(out.data, out.len, &back, &err) != PC_OK)
		fault("reading back the played record", &err, &out);
	/* The referee accepts its own record as it stands. */
	pc_error_clear(&err);
	if (pc_referee_run(&back, &look, &replay, &err) != PC_OK)
		fault("replaying the played record", &err, &out);
	pc_record_free(&back);
	pc_record_free(&rec);
done:
	pc_buffer_free(&out);
	pc_buffer_free(&board);
	pc_buffer_free(&unwrapped);
	return 0;
}
