/* robot.h: parchis robot, the referee address (parchis(6),
 * PLAYING BY MAIL). One message on standard input, or --tick from cron; the
 * games are DIR/GAME.yaml, the robot's own files DIR/.robot/:
 *
 *   key            the key the marks are derived from (mode 0600)
 *   GAME.state     what was mailed and seen for the game
 *   outbox/        mails the sendmail command did not take, resent by
 *                  the next --tick
 *
 * This is command-line code: it reads and writes files, runs the
 * sendmail command and logs; it prints nothing, since what a pipe of
 * the mail system prints may go back to the sender as a bounce. */
#ifndef PARCHIS_ROBOT_H
#define PARCHIS_ROBOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "buffer.h"
#include "error.h"
#include "mail-mark.h"

enum {
	ROBOT_SEEN_MAX = 64,	/* message ids kept per game for duplicates */
	ROBOT_LOCK_SECONDS = 60, /* then the MTA is asked to retry (75) */
	ROBOT_PATH_MAX = 4096,
};

struct robot {
	const char *games;	/* DIR */
	const char *sendmail;	/* a shell command that reads a mail */
	const char *sender;	/* the From: of its mails, or NULL */
	const char *log;	/* the log file, or NULL */
	int64_t now;
	int lock_wait;		/* seconds to wait for a game's lock */
	char key[PC_ROBOT_KEY_HEX + 1];
	char domain[128];	/* of its Message-IDs */
};

/* What the robot remembers of a game between runs. */
struct robot_state {
	bool exists;		/* the game was announced */
	uint32_t mailed;	/* the roll last mailed to its player (0:
				 * none; UINT32_MAX: the end) */
	uint32_t reminded;	/* the roll whose player was reminded */
	int64_t announced;	/* when the game was first mailed */
	uint32_t undo_to;	/* a take-back asked for: before this roll */
	uint32_t undo_at;	/* the roll pending when it was asked */
	unsigned undo_agreed;	/* bit c: colour c agreed */
	size_t nseen;
	char seen[ROBOT_SEEN_MAX][17]; /* hashes of applied message ids */
};

/* robot-store.c */

/* Sets up r for DIR: the folder DIR/.robot and its key (made on first
 * use), the domain of its ids (from sender, else the host's name). */
enum pc_status robot_open(struct robot *r, struct pc_error *err);

/* The domain of the robot's ids, into r->domain: the sender's, or the
 * host's name. */
void robot_set_domain(struct robot *r);

/* DIR/NAME or DIR/.robot/NAME into out; false when it does not fit. */
bool robot_path(const struct robot *r, bool own, const char *name,
		char out[ROBOT_PATH_MAX]);

enum pc_status robot_state_read(const struct robot *r, const char *game,
				struct robot_state *s, struct pc_error *err);
enum pc_status robot_state_write(const struct robot *r, const char *game,
				 const struct robot_state *s,
				 struct pc_error *err);

/* The short hash a message id is remembered by, into out. */
void robot_seen_hash(const char *id, size_t len, char out[17]);
bool robot_state_seen(const struct robot_state *s, const char *hash);
void robot_state_add_seen(struct robot_state *s, const char *hash);

/* Appends "TIME GAME SENDER VERDICT" to the log, when there is one. */
void robot_log(const struct robot *r, const char *game, const char *sender,
	       const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* Puts a mail into the outbox (atomically, under a new name). */
enum pc_status robot_outbox_put(const struct robot *r,
				const struct pc_buffer *mail,
				struct pc_error *err);

/* Pipes every mail of the outbox, oldest first, to the sendmail
 * command, removing those it took. Returns how many are left. */
size_t robot_outbox_flush(const struct robot *r);

/* Takes the robot's lock of game, waiting r->lock_wait seconds at most;
 * returns its descriptor (close it to release), or -1. */
int robot_lock(const struct robot *r, const char *game);

/* Sets up the messages of the robot's mails in any language, whatever
 * the locale it was started in; then English. */
void robot_languages(void);

/* The mails composed from now on are in lang ("es", "en"; "" or NULL:
 * English). */
void robot_speak(const char *lang);

/* A fresh id of the robot's, for a mail about roll n of game; fails
 * only when the system gives no random bytes (robot_random_hex). */
enum pc_status robot_message_id(const struct robot *r, const char *game,
				uint32_t n, const char *tag,
				char out[PC_MESSAGE_ID_MAX],
				struct pc_error *err);

/* nbytes (at most ROBOT_RANDOM_MAX) random bytes as lower-case hex and a
 * NUL into out (2 * nbytes + 1 bytes): what makes a mail's id, its file
 * in the outbox and its MIME boundary unlike any other's. Fails, saying
 * why, when the system gives none (pc_random_bytes): a mail that could
 * share its id or its boundary with another is not sent. */
enum { ROBOT_RANDOM_MAX = 16 };
enum pc_status robot_random_hex(char *out, size_t nbytes,
				struct pc_error *err);

#endif
