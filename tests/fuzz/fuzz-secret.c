/* fuzz-secret.c: libFuzzer target for a game with secret dice replayed
 * by the referee who holds its key: "parchis play" and "parchis verify"
 * with the secret, in memory. The seeds (tests/fuzz/corpus/secret) are
 * games committed to the secret below, of mac version 1 and 2, before
 * and after the first roll: the seal, the header's mac, the chain of
 * macs and the checks of a key file's version all run on them.
 *
 * The input's first byte says how: bit 0, the key file holds the game
 * to mac version 2 (else it is of an older parchis); bit 1, a game
 * without turns is sealed first, as new --commit does. What the referee
 * writes must be a record that it accepts again with the key, and that
 * anybody without it accepts as far as the rules go. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board-text.h"
#include "record-read.h"
#include "record-write.h"
#include "referee.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The secret of every seed; its commitment is SHA-256 of this text. */
static const char secret[] =
	"5ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2";

static void
fault(const char *what, const struct pc_error *err,
      const struct pc_buffer *text)
{
	if (text != NULL && text->data != NULL)
		fprintf(stderr, "%s", text->data);
	fprintf(stderr, "fuzz-secret: %s: %lu:%lu: %s\n", what, err->line,
		err->column, err->message);
	abort();
}

static struct pc_game game, replay;
static struct pc_legal_text legal;

/* A rejection says what and where, on one line. */
static void
check_rejection(const struct pc_error *err)
{
	if (err->status == PC_OK || err->message[0] == '\0' ||
	    strchr(err->message, '\n') != NULL)
		fault("a rejection without a message", err, NULL);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pc_referee_options play = {.autoplay = true, .roll = true,
					  .secret = secret};
	struct pc_referee_options look = {.autoplay = false, .secret = secret};
	static const struct pc_referee_options blind = {.autoplay = false};
	struct pc_buffer board = PC_BUFFER_INIT, out = PC_BUFFER_INIT;
	struct pc_record rec, back;
	struct pc_derived derived;
	struct pc_error err;
	uint8_t how;

	if (size < 1)
		return 0;
	how = data[0];
	play.secret_mac = look.secret_mac = how & 1 ? PC_MAC_VERSION : 0;
	if (pc_record_read((const char *)data + 1, size - 1, &rec, &err) !=
	    PC_OK)
		return 0;
	/* verify, with the key: a rejection is fine, a crash is not. */
	pc_error_clear(&err);
	if (pc_referee_run(&rec, &look, &game, &err) != PC_OK)
		check_rejection(&err);
	pc_record_free(&rec);
	if (pc_record_read((const char *)data + 1, size - 1, &rec, &err) !=
	    PC_OK)
		fault("reading the input again", &err, NULL);
	if ((how & 2) && rec.dice.has_commitment && rec.nturns == 0 &&
	    !pc_referee_seal(&rec, secret))
		abort();
	/* play, with the key. */
	pc_error_clear(&err);
	if (pc_referee_run(&rec, &play, &game, &err) != PC_OK) {
		check_rejection(&err);
		pc_record_free(&rec);
		return 0;
	}
	pc_referee_derive(&rec, &game, &legal, NULL, &derived);
	if (!pc_board_text(&rec, &derived, &board))
		abort();
	derived.board = board.data;
	if (pc_record_write_derived(&rec, &derived, &out, &err) != PC_OK)
		fault("writing the played record", &err, NULL);
	if (pc_record_read(out.data, out.len, &back, &err) != PC_OK)
		fault("reading back the played record", &err, &out);
	/* The referee accepts its own record with its key ... */
	pc_error_clear(&err);
	look.secret_mac = rec.dice.has_commitment ? rec.dice.mac_version : 0;
	if (pc_referee_run(&back, &look, &replay, &err) != PC_OK)
		fault("replaying the played record with the key", &err, &out);
	pc_record_free(&back);
	/* ... and a player without it, as far as the rules go. */
	if (pc_record_read(out.data, out.len, &back, &err) != PC_OK)
		fault("reading back the played record", &err, &out);
	pc_error_clear(&err);
	if (rec.dice.seed == NULL &&
	    pc_referee_run(&back, &blind, &replay, &err) != PC_OK)
		fault("replaying the played record without the key", &err,
		      &out);
	pc_record_free(&back);
	pc_record_free(&rec);
	pc_buffer_free(&out);
	pc_buffer_free(&board);
	return 0;
}
