/* referee-mac.c: the macs of a game with secret dice (SPEC.md, dice).
 *
 * Each turn the referee writes carries the first 16 hex digits of
 * HMAC-SHA256(S, "parchis:v1:mac:" G ":" n ":" TURN ":" previous mac),
 * TURN being "player;dice;steps" ("red;6;1+6", dice and steps joined by
 * commas) and, for an opening roll, "opening;yellow=3,red=5;" (in the
 * team event each colour's dice joined by "+": "red=3+5+1+6"), for a
 * resignation "resign;red;", and for a person of a team leaving the team
 * event "leave;red;2;" (the colour, then the piece, 1 to 4). Without S
 * nobody can change a turn and mend the chain after it. */
#include <config.h>

#include <sodium.h>
#include <stdio.h>
#include <string.h>

#include "decimal.h"
#include "key-file.h"
#include "referee.h"

/* Appends s to the message being built. */
static void
add(crypto_auth_hmacsha256_state *state, const char *s)
{
	crypto_auth_hmacsha256_update(state, (const unsigned char *)s,
				      strlen(s));
}

void
pc_turn_mac(const char *secret, const char *game, const struct pc_turn *t,
	    int nsteps, const char *previous, char out[PC_MAC_HEX + 1])
{
	crypto_auth_hmacsha256_state state;
	unsigned char mac[crypto_auth_hmacsha256_BYTES];
	char number[24], step[PC_STEP_TEXT_MAX];
	int first = 1;

	crypto_auth_hmacsha256_init(&state, (const unsigned char *)secret,
				    strlen(secret));
	add(&state, "parchis:v1:mac:");
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
	crypto_auth_hmacsha256_final(&state, mac);
	for (int i = 0; i < PC_MAC_HEX / 2; i++)
		snprintf(out + 2 * i, 3, "%02x", mac[i]);
	sodium_memzero(&state, sizeof state);
}

bool
pc_commitment_matches(const char *seed, const char *commitment)
{
	char hex[PC_SECRET_HEX + 1];

	pc_key_commitment(seed, hex);
	return strcmp(hex, commitment) == 0;
}
