/* cli-secret.c: the secret of a game with secret dice, from the key file
 * the referee keeps (--key-file, or the default place), checked against
 * what the record says of its dice. */
#include <config.h>

#include <string.h>
#include <unistd.h>

#include "crypto.h"
#include "gettext.h"
#include "cli.h"
#include "key-file.h"

int
cli_secret(const char *path, const struct pc_record *rec,
	   const char *key_file, char secret[PC_SECRET_HEX + 1], bool *found)
{
	int mac;

	return cli_secret_mac(path, rec, key_file, secret, found, &mac);
}

enum pc_status
cli_find_secret(const struct pc_record *rec, const char *key_file,
		char secret[PC_SECRET_HEX + 1], bool *found, int *mac,
		struct pc_error *err)
{
	char default_path[PC_KEY_PATH_MAX];
	bool same;

	*found = false;
	*mac = 0;
	if (key_file == NULL) {
		if (pc_key_default_path(rec->game, default_path,
					sizeof default_path, err) != PC_OK ||
		    access(default_path, F_OK) != 0)
			return PC_OK;
		key_file = default_path;
	}
	/* The referee holds a key for this game: its dice are secret,
	 * whatever the record now says. */
	if (!rec->dice.has_commitment)
		return pc_error_set(err, PC_ERR_RULES, 0, 0, "the dice of game "
				    "%s are secret (the referee holds its key "
				    "file, %s), but the record says they are "
				    "%s", rec->game, key_file,
				    rec->dice.mode == PC_DICE_MANUAL
					    ? _("manual")
					    : _("public"));
	if (pc_key_read_version(key_file, secret, mac, err) != PC_OK)
		return err->status;
	if (rec->dice.seed == NULL) {
		*found = true;
		return PC_OK;
	}
	/* Revealed: the seed must be the referee's, or anyone could
	 * write a whole new game with a seed of their own. */
	same = strcmp(secret, rec->dice.seed) == 0;
	pc_wipe(secret, PC_SECRET_HEX + 1);
	if (same)
		return PC_OK;
	return pc_error_set(err, PC_ERR_RULES, 0, 0, "the revealed seed of "
			    "game %s is not the secret in its key file, %s",
			    rec->game, key_file);
}

int
cli_secret_mac(const char *path, const struct pc_record *rec,
	       const char *key_file, char secret[PC_SECRET_HEX + 1], bool *found, int *mac)
{
	struct pc_error err;

	if (cli_find_secret(rec, key_file, secret, found, mac, &err) != PC_OK)
		return cli_report(path, &err);
	return 0;
}
