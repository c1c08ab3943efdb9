/* record-text.c: what a record's text from players may be (record-text.h):
 * one rule a kind, for the reader, the writer and whoever stores a
 * player's text. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gettext.h"
#include "record-text.h"
#include "text-guard.h"

static const struct {
	const char *name;	/* in messages, before _() */
	size_t max;		/* bytes */
} kinds[] = {
	[PC_TEXT_GAME] = {N_("a game id"), PC_GAME_ID_MAX},
	[PC_TEXT_NAME] = {N_("the name"), PC_NAME_MAX},
	[PC_TEXT_MEMBER] = {N_("a member's name"), PC_NAME_MAX},
	[PC_TEXT_EMAIL] = {N_("the e-mail address"), PC_EMAIL_MAX},
	[PC_TEXT_SALT] = {N_("the salt"), PC_SALT_MAX},
	[PC_TEXT_SEED] = {N_("the seed"), PC_SEED_MAX},
	[PC_TEXT_SAY] = {"say", PC_SAY_MAX},	/* the key's name */
};

const char *
pc_text_kind_name(enum pc_text_kind kind)
{
	return kinds[kind].name;
}

static bool
game_id_chars(const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!((text[i] >= 'a' && text[i] <= 'z') ||
		      (text[i] >= 'A' && text[i] <= 'Z') ||
		      (text[i] >= '0' && text[i] <= '9') || text[i] == '.' ||
		      text[i] == '_' || text[i] == '-'))
			return false;
	return true;
}

bool
pc_text_fits(enum pc_text_kind kind, const char *text, size_t len,
	     char why[PC_TEXT_FIT_WHY_MAX])
{
	char bad[PC_TEXT_WHY_MAX];
	/* "say" is the key's own name, in every language. */
	const char *name = kind == PC_TEXT_SAY ? kinds[kind].name
					       : _(kinds[kind].name);

	if (kind == PC_TEXT_GAME) {
		if (len >= 1 && len <= PC_GAME_ID_MAX &&
		    game_id_chars(text, len))
			return true;
		if (why != NULL)
			snprintf(why, PC_TEXT_FIT_WHY_MAX,
				 _("a game id is 1 to %d letters, digits, '.', "
				   "'_' or '-'"), PC_GAME_ID_MAX);
		return false;
	}
	if (len == 0) {
		if (why != NULL)
			snprintf(why, PC_TEXT_FIT_WHY_MAX, _("%s is empty"),
				 name);
		return false;
	}
	if (len > kinds[kind].max) {
		if (why != NULL)
			snprintf(why, PC_TEXT_FIT_WHY_MAX,
				 _("%s is longer than %zu bytes"), name,
				 kinds[kind].max);
		return false;
	}
	if (pc_text_check(text, len, bad) != len) {
		if (why != NULL)
			snprintf(why, PC_TEXT_FIT_WHY_MAX, _("%s holds %s"),
				 name, bad);
		return false;
	}
	if (kind == PC_TEXT_EMAIL) {
		char address[PC_EMAIL_MAX + 1];	/* text need not end in NUL */

		snprintf(address, sizeof address, "%.*s", (int)len, text);
		if (strlen(address) == len && pc_email_valid(address))
			return true;
		if (why != NULL)
			snprintf(why, PC_TEXT_FIT_WHY_MAX,
				 _("\"%s\" is not an e-mail address"), address);
		return false;
	}
	return true;
}

enum pc_status
pc_say_keep(const char *text, size_t len, char **out, size_t *out_len,
	    struct pc_error *err)
{
	char *say = pc_say_neutralise(text, len, out_len);

	*out = NULL;
	if (say == NULL)
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	if (*out_len == 0 || *out_len > PC_SAY_MAX) {
		free(say);
		if (*out_len == 0)
			return pc_error_set(err, PC_ERR_DATA, 0, 0,
					    "the table talk is empty");
		return pc_error_set(err, PC_ERR_DATA, 0, 0,
				    "the table talk is %zu bytes as kept, "
				    "more than %d", *out_len, PC_SAY_MAX);
	}
	*out = say;
	return PC_OK;
}

bool
pc_game_id_servable(const char *id)
{
	return pc_text_fits(PC_TEXT_GAME, id, strlen(id), NULL) && id[0] != '.';
}

/* Checks one text of rec; owner names whose it is ("red", "roll 12").
 * The error has no place: it is about a record being written. */
static enum pc_status
check_one(enum pc_text_kind kind, const char *text, const char *owner,
	  struct pc_error *err)
{
	char why[PC_TEXT_FIT_WHY_MAX];

	if (text == NULL || pc_text_fits(kind, text, strlen(text), why))
		return PC_OK;
	return pc_error_set(err, PC_ERR_DATA, 0, 0,
			    "cannot write the record: %s: %s", owner, why);
}

static enum pc_status
check_player(const struct pc_player *p, enum pc_colour c,
	     struct pc_error *err)
{
	const char *owner = pc_colour_shown(c);
	enum pc_status status = PC_OK;

	status = check_one(PC_TEXT_NAME, p->name, owner, err);
	if (status == PC_OK)
		status = check_one(PC_TEXT_EMAIL, p->email, owner, err);
	if (status == PC_OK)
		status = check_one(PC_TEXT_SALT, p->salt, owner, err);
	for (int m = 0; status == PC_OK && m < p->nmembers; m++)
		status = check_one(PC_TEXT_MEMBER, p->members[m], owner, err);
	return status;
}

enum pc_status
pc_record_text_check(const struct pc_record *rec, struct pc_error *err)
{
	enum pc_status status;
	char owner[32];

	status = check_one(PC_TEXT_GAME, rec->game, "game", err);
	if (status == PC_OK)
		status = check_one(PC_TEXT_SEED, rec->dice.seed, "dice", err);
	for (int c = 0; status == PC_OK && c < PC_NCOLOURS; c++)
		if (rec->players[c].playing)
			status = check_player(&rec->players[c],
					      (enum pc_colour)c, err);
	for (size_t i = 0; status == PC_OK && i < rec->nturns; i++) {
		const char *say = pc_turn_say(&rec->turns[i]);

		if (say == NULL)
			continue;
		snprintf(owner, sizeof owner, _("roll %u"),
			 (unsigned)rec->turns[i].n);
		status = check_one(PC_TEXT_SAY, say, owner, err);
	}
	return status;
}
