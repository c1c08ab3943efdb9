/* referee-mac.c: the macs of a game with secret dice (parchis-record(5),
 * SEAL).
 *
 * Each turn the referee writes carries the first 16 hex digits of
 * HMAC-SHA256(S, "parchis:vV:mac:" G ":" n ":" TURN ":" previous mac),
 * V the game's mac version and TURN "player;dice;steps" ("red;6;1+6",
 * dice and steps joined by commas) and, for an opening roll,
 * "opening;yellow=3,red=5;" (in the team event each colour's dice joined
 * by "+": "red=3+5+1+6"), for a resignation "resign;red;", and for a
 * person of a team leaving the team event "leave;red;2;" (the colour,
 * then the piece, 1 to 4). Without S nobody can change a turn and mend
 * the chain after it.
 *
 * Version 1 (records made before the seal): the first turn's previous
 * mac is empty, and the header is not covered. Version 2 ("mac: 2" in
 * dice): the game's seal, made when the game is, covers its header but
 * the salts, which players add before the first roll; and the first
 * turn's previous mac is the header's mac, which covers the salts too.
 * Both are of the header's text, pc_header_text. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "crypto.h"
#include "decimal.h"
#include "place.h"
#include "referee.h"

/* Appends s to the message being built. */
static void
add(struct pc_hmac *state, const char *s)
{
	pc_hmac_update(state, s, strlen(s));
}

/* The first 16 hex digits of the mac in state, into out. */
static void
finish(struct pc_hmac *state, char out[PC_MAC_HEX + 1])
{
	unsigned char mac[PC_SHA256_BYTES];

	pc_hmac_final(state, mac);
	pc_hex(out, PC_MAC_HEX + 1, mac, PC_MAC_HEX / 2);
}

/* Appends "key=value\n" to the header's text. */
static bool
line(struct pc_buffer *out, const char *key, const char *value)
{
	return pc_buffer_append_str(out, key) &&
	       pc_buffer_append(out, "=", 1) &&
	       pc_buffer_append_str(out, value) &&
	       pc_buffer_append(out, "\n", 1);
}

bool
pc_header_text(const struct pc_record *rec, bool salts, struct pc_buffer *out)
{
	const struct pc_rule_choice *rules = &rec->rules;
	char buf[32], place[PC_PLACE_TEXT_MAX];
	struct pc_buffer list = PC_BUFFER_INIT;
	bool ok = line(out, "game", rec->game);

	/* rules: the preset, then each option set, in the table's order. */
	ok = ok && pc_buffer_append_str(&list, pc_preset_name(rules->preset));
	for (int i = 0; ok && i < PC_NOPTIONS; i++)
		if (rules->overridden & (UINT32_C(1) << i))
			ok = pc_buffer_append(&list, ";", 1) &&
			     pc_buffer_append_str(&list, pc_option_name(i)) &&
			     pc_buffer_append(&list, "=", 1) &&
			     pc_buffer_append_str(
				     &list, pc_option_format_value(
						    i, rules->values[i], buf));
	ok = ok && line(out, "rules", list.data);
	list.len = 0;
	ok = ok && pc_buffer_append_str(&list, "commitment:") &&
	     pc_buffer_append_str(&list, rec->dice.commitment) &&
	     line(out, "dice", list.data);
	/* players: by colour (the order they are listed in is no part of
	 * the game), each field that is given. */
	for (int c = 0; ok && c < PC_NCOLOURS; c++) {
		const struct pc_player *p = &rec->players[c];

		if (!p->playing)
			continue;
		ok = line(out, "player", pc_colour_name(c));
		if (ok && p->name != NULL)
			ok = line(out, "name", p->name);
		if (ok && p->email != NULL)
			ok = line(out, "email", p->email);
		if (ok && salts && p->salt != NULL)
			ok = line(out, "salt", p->salt);
		if (ok && p->bot != PC_BOT_NONE)
			ok = line(out, "bot", pc_bot_level_name(p->bot));
		for (int m = 0; ok && m < p->nmembers; m++)
			ok = line(out, "member", p->members[m]);
		if (ok && p->lang[0] != '\0')
			ok = line(out, "lang", p->lang);
	}
	/* setup: in the order listed, which decides who arrived later. */
	for (int i = 0; ok && i < rec->nsetup; i++) {
		int c = rec->setup_order[i];

		list.len = 0;
		ok = pc_buffer_append_str(&list, pc_colour_name(c)) &&
		     pc_buffer_append(&list, ":", 1);
		for (int p = 0; ok && p < PC_PIECES; p++)
			ok = pc_buffer_append_str(
				     &list, p ? "," : "") &&
			     pc_buffer_append_str(
				     &list,
				     pc_place_format(rec->setup[c][p], place));
		ok = ok && line(out, "setup", list.data);
	}
	if (ok && rec->has_first)
		ok = line(out, "first", pc_colour_name(rec->first));
	pc_buffer_free(&list);
	return ok;
}

/* The mac of the header's text under prefix, into out. */
static bool
header_mac(const char *secret, const struct pc_record *rec, bool salts,
	   const char *prefix, char out[PC_MAC_HEX + 1])
{
	struct pc_hmac state;
	struct pc_buffer text = PC_BUFFER_INIT;

	if (!pc_header_text(rec, salts, &text)) {
		pc_buffer_free(&text);
		return false;
	}
	pc_hmac_init(&state, secret, strlen(secret));
	add(&state, prefix);
	pc_hmac_update(&state, text.data, text.len);
	finish(&state, out);
	pc_buffer_free(&text);
	return true;
}

bool
pc_header_seal(const char *secret, const struct pc_record *rec,
	       char out[PC_MAC_HEX + 1])
{
	return header_mac(secret, rec, false, "parchis:v2:seal:", out);
}

bool
pc_header_mac(const char *secret, const struct pc_record *rec,
	      char out[PC_MAC_HEX + 1])
{
	return header_mac(secret, rec, true, "parchis:v2:header:", out);
}

bool
pc_referee_seal(struct pc_record *rec, const char *secret)
{
	if (!pc_header_seal(secret, rec, rec->dice.seal))
		return false;
	rec->dice.mac_version = PC_MAC_VERSION;
	rec->dice.has_seal = true;
	return true;
}

enum pc_status
pc_mac_start(const struct pc_record *rec, const char *secret, int key_mac,
	     char previous[PC_MAC_HEX + 1], struct pc_error *err)
{
	const struct pc_dice *d = &rec->dice;
	char seal[PC_MAC_HEX + 1];

	previous[0] = '\0';
	/* A key file made for a sealed game: a record without the seal
	 * had it taken away (and with it the check of the header). */
	if (key_mac > d->mac_version)
		return pc_error_set(err, PC_ERR_RULES, d->mark.line,
				    d->mark.column, "the dice were changed: "
				    "the key file of game %s is for a game "
				    "sealed with mac: %d, and this record has "
				    "no seal", rec->game, key_mac);
	if (d->mac_version < 2)
		return PC_OK;
	if (!pc_header_seal(secret, rec, seal) ||
	    !pc_header_mac(secret, rec, previous))
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	if (strcmp(seal, d->seal) != 0)
		return pc_error_set(err, PC_ERR_RULES, d->mark.line,
				    d->mark.column, "the seal does not match: "
				    "the game, its rules, dice, players, setup "
				    "or first were changed");
	return PC_OK;
}

void
pc_turn_mac(const char *secret, const char *game, const struct pc_turn *t,
	    int nsteps, const char *previous, char out[PC_MAC_HEX + 1])
{
	pc_turn_mac_version(1, secret, game, t, nsteps, previous, out);
}

void
pc_mac_key_init(struct pc_mac_key *key, const char *secret)
{
	pc_hmac_init(&key->keyed, secret, strlen(secret));
}

void
pc_mac_key_clear(struct pc_mac_key *key)
{
	pc_wipe(key, sizeof *key);
}

void
pc_turn_mac_version(int version, const char *secret, const char *game,
		    const struct pc_turn *t, int nsteps, const char *previous,
		    char out[PC_MAC_HEX + 1])
{
	struct pc_mac_key key;

	pc_mac_key_init(&key, secret);
	pc_turn_mac_keyed(version, &key, game, t, nsteps, previous, out);
	pc_mac_key_clear(&key);
}

void
pc_turn_mac_keyed(int version, const struct pc_mac_key *key, const char *game,
		  const struct pc_turn *t, int nsteps, const char *previous,
		  char out[PC_MAC_HEX + 1])
{
	/* HMAC's state once the key is in: a copy goes on with the text. */
	struct pc_hmac state = key->keyed;
	char number[24], step[PC_STEP_TEXT_MAX];
	int first = 1;

	add(&state, version >= 2 ? "parchis:v2:mac:" : "parchis:v1:mac:");
	add(&state, game);
	add(&state, ":");
	pc_decimal(number, t->n);
	add(&state, number);
	add(&state, ":");
	if (t->kind == PC_TURN_RESIGN) {	/* "resign;red;" */
		add(&state, "resign;");
		add(&state, pc_colour_name(t->player));
		add(&state, ";");
		goto chain;
	}
	if (t->kind == PC_TURN_LEAVE) {		/* "leave;red;2;" */
		add(&state, "leave;");
		add(&state, pc_colour_name(t->player));
		add(&state, ";");
		pc_decimal(number, (unsigned long)t->piece + 1);
		add(&state, number);
		add(&state, ";");
		goto chain;
	}
	add(&state, t->kind == PC_TURN_OPENING ? "opening"
					       : pc_colour_name(t->player));
	add(&state, ";");
	for (int c = 0; c < PC_NCOLOURS && t->kind == PC_TURN_OPENING; c++) {
		if (!(t->opening & (1u << c)))
			continue;
		add(&state, first ? "" : ",");
		add(&state, pc_colour_name(c));
		add(&state, "=");
		for (int d = 0; d < t->opening_ndice; d++) {
			pc_decimal(number, t->opening_dice[c][d]);
			add(&state, d ? "+" : "");
			add(&state, number);
		}
		first = 0;
	}
	for (int d = 0; d < t->ndice && t->kind == PC_TURN_ROLL; d++) {
		pc_decimal(number, t->dice[d]);
		add(&state, d ? "," : "");
		add(&state, number);
	}
	add(&state, ";");
	for (int s = 0; s < nsteps; s++) {
		add(&state, s ? "," : "");
		add(&state, pc_step_format(&t->steps[s], step));
	}
chain:
	add(&state, ":");
	add(&state, previous);
	finish(&state, out);
}

void
pc_commitment(const char *seed, char out[PC_COMMITMENT_HEX + 1])
{
	unsigned char hash[PC_SHA256_BYTES];

	_Static_assert(PC_COMMITMENT_HEX == 2 * PC_SHA256_BYTES,
		       "a commitment is a SHA-256 in hex");
	pc_sha256(hash, seed, strlen(seed));
	pc_hex(out, PC_COMMITMENT_HEX + 1, hash, sizeof hash);
}

bool
pc_commitment_matches(const char *seed, const char *commitment)
{
	char hex[PC_COMMITMENT_HEX + 1];

	pc_commitment(seed, hex);
	return strcmp(hex, commitment) == 0;
}
