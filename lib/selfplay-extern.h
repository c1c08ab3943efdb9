/* selfplay-extern.h: bots that are programs (selfplay --bots
 * cmd:PROGRAM), for tournaments against other people's bots.
 *
 * The protocol (parchis(6)): for each roll of its seat that leaves a
 * choice, PROGRAM runs once, through /bin/sh -c, with the record of the
 * game so far on standard input -- as parchis writes it, manual dice,
 * the last turn the pending roll, then the derived keys (position,
 * status with the legal plays) -- and prints its steps in the record's
 * notation ("1+4 3+20", "pass"), separated by white space, on standard
 * output, then exits 0. A program that takes longer than the timeout
 * (killed, with its process group), exits otherwise, prints more than
 * PC_EXTERN_OUTPUT_MAX bytes, or prints what is not a complete legal play
 * has a fault: the seat plays a random legal play instead and the fault
 * is counted. The game goes on either way. */
#ifndef PARCHIS_SELFPLAY_EXTERN_H
#define PARCHIS_SELFPLAY_EXTERN_H

#include <stdbool.h>
#include <stdint.h>

#include "buffer.h"
#include "engine.h"
#include "record.h"

enum {
	PC_EXTERN_OUTPUT_MAX = 4096,	/* bytes a program may print */
	PC_EXTERN_TIMEOUT_MS = 10000,	/* the default time for a move */
};

enum pc_extern_result {
	PC_EXTERN_OK,		/* a legal play */
	PC_EXTERN_TIMEOUT,	/* killed after the timeout */
	PC_EXTERN_CRASH,	/* exited with a status but 0, or a signal */
	PC_EXTERN_OUTPUT,	/* too long, unparseable or not legal */
	PC_EXTERN_ERROR,	/* ours: no memory, no process (errno) */
	PC_EXTERN_FORCED,	/* the roll had one distinct play: that one,
				 * the program not run */
};

struct pc_game;
struct pc_legal_text;

/* One game's record as it grows; pc_extern_open allocates, and
 * pc_extern_close frees. */
struct pc_extern {
	struct pc_record rec;
	struct pc_rule_choice rules;
	struct pc_game *game;
	struct pc_legal_text *legal;
	struct pc_buffer text;
	struct pc_play completions[2];
	char out[PC_EXTERN_OUTPUT_MAX + 1];
};

/* False (errno set) when memory runs out. */
bool pc_extern_open(struct pc_extern *x);
void pc_extern_close(struct pc_extern *x);

/* Starts game number index on rules with colours 0 .. seats-1, first to
 * roll first; names[c] is the name of colour c's player. */
bool pc_extern_start(struct pc_extern *x, const struct pc_rule_choice *rules,
		     uint64_t index, int seats, const char *const *names,
		     int first);

/* Appends the roll dice[0..ndice-1] of player as the pending turn. */
bool pc_extern_roll(struct pc_extern *x, int player, const uint8_t *dice,
		    int ndice);

/* Writes play as the pending turn's move; false when out of memory. */
bool pc_extern_move(struct pc_extern *x, const struct pc_engine *e,
		    const struct pc_play *play);

/* The record with its pending turn replayed and written for a program
 * (x->text): PC_EXTERN_OK, or _FORCED with the only distinct play in
 * *play, or _ERROR (errno set). */
enum pc_extern_result pc_extern_prepare(struct pc_extern *x,
					struct pc_play *play);

/* A program's output text[0..len-1] read as steps for the pending roll
 * (after pc_extern_prepare): PC_EXTERN_OK with the complete legal play
 * in *play, or PC_EXTERN_OUTPUT. */
enum pc_extern_result pc_extern_reply(struct pc_extern *x, const char *text,
				      size_t len, struct pc_play *play);

/* pc_extern_prepare, then runs program on the record with its pending turn, waiting timeout_ms
 * at most, and on PC_EXTERN_OK leaves the play it chose in *play. */
enum pc_extern_result pc_extern_ask(struct pc_extern *x, const char *program,
				    int timeout_ms, struct pc_play *play);

#endif
