/* key-file.h: the referee's secret for a game with secret dice, kept in a
 * file of its own outside the record (parchis-record(5), DICE). */
#ifndef PARCHIS_KEY_FILE_H
#define PARCHIS_KEY_FILE_H

#include <stddef.h>

#include "error.h"

enum {
	PC_SECRET_HEX = 64,	/* 32 random bytes as hex digits */
	PC_KEY_PATH_MAX = 4096,
};

/* The default key file of game: $XDG_DATA_HOME/parchis/GAME.key, or
 * $HOME/.local/share/parchis/GAME.key; into out. Fails with PC_ERR_NOINPUT
 * when neither variable is set or the path does not fit. */
enum pc_status pc_key_default_path(const char *game, char *out, size_t size,
				   struct pc_error *err);

/* Draws a new secret from the system: 64 lower-case hex digits into out. */
enum pc_status pc_key_generate(char out[PC_SECRET_HEX + 1],
			       struct pc_error *err);


/* Writes secret to a new key file at path, readable by its owner only,
 * creating the folders above it (mode 0700) as needed: the secret on a
 * line, then "mac: 2" (PC_MAC_VERSION), the mac version of the game's
 * record, which must then be sealed (pc_referee_seal). Fails with
 * PC_ERR_CREATE if the file exists: a key is never overwritten. */
enum pc_status pc_key_write(const char *path, const char *secret,
			    struct pc_error *err);

/* Reads the secret in the key file at path into out, and into *mac the
 * mac version it holds its game to: 1 for a key file of an older parchis
 * (the secret alone), else its "mac: N" line. A key file that others may
 * read is refused, as ssh refuses such keys (PC_ERR_NOINPUT), and so is a
 * folder; one that holds anything else is refused with PC_ERR_DATA. */
enum pc_status pc_key_read_version(const char *path,
				   char out[PC_SECRET_HEX + 1], int *mac,
				   struct pc_error *err);

/* pc_key_read_version, the mac version aside. */
enum pc_status pc_key_read(const char *path, char out[PC_SECRET_HEX + 1],
			   struct pc_error *err);

#endif
