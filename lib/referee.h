/* referee.h: the referee of parchis-record(5) -- a record replayed through the
 * engine, every roll and move checked, forced turns played, the next
 * dice rolled.
 *
 * The referee works on a struct pc_record in memory: it completes the
 * steps players wrote (every amount filled in), appends the turns it
 * plays or rolls itself, and leaves in a struct pc_game where the game
 * stands. It never prints and never touches files. */
#ifndef PARCHIS_REFEREE_H
#define PARCHIS_REFEREE_H

#include <stdbool.h>
#include <stddef.h>

#include "buffer.h"
#include "crypto.h"
#include "engine.h"
#include "error.h"
#include "record.h"
#include "record-derived.h"

enum {
	/* A game whose last this many rolls the referee played, nobody
	 * having a choice, is blocked: pieces that move only in circles
	 * behind barriers nobody will open (a game nobody can win). */
	PC_AUTO_STREAK_MAX = 10000,
	PC_LEGAL_MAX = 512,	/* legal plays kept for the status: each
				 * distinct outcome of a Superparchís roll
				 * (at most about 320) */
	PC_SEED_TEXT_MAX = PC_SEED_MAX + PC_NCOLOURS * (PC_SALT_MAX + 1) + 1,
};

struct pc_game;
struct pc_position;

/* Told of turn i of rec once the referee has replayed it, with the
 * position before it (parchis log). */
typedef void (*pc_referee_observe_fn)(void *context,
				      const struct pc_record *rec,
				      const struct pc_game *game,
				      const struct pc_position *before,
				      size_t i);

struct pc_referee_resume;

struct pc_referee_options {
	bool autoplay;		/* play forced turns: a pass, one legal play */
	bool roll;		/* roll the next dice (seeded dice only) */
	const char *secret;	/* the secret seed S of a game with a
				 * commitment, from the referee's key file;
				 * NULL when not known */
	int secret_mac;		/* the mac version the referee's key file
				 * for the game holds it to
				 * (pc_key_read_version), or 0 without one:
				 * a record of a lower one is refused (its
				 * seal was taken away) */
	uint32_t stop_after;	/* 0, or replay only up to this roll (and
				 * roll nothing) */
	int64_t now;		/* the time, seconds since 1970 UTC, or 0:
				 * with a turn_limit, rolls are stamped
				 * with it and overdue turns played */
	pc_referee_observe_fn observe;	/* or NULL */
	void *observer;		/* observe's context */
	/* A run from the start: when save is not NULL, where the run stood
	 * just before it replayed the record's last turn goes there. A run
	 * from resume, which an earlier run over the same record saved:
	 * the turns before the record's last are taken as replayed, and the
	 * run starts at the last one. The caller vouches that nothing but
	 * that last turn has changed since (the pending turn's move written
	 * in); with stop_after or observe, or when the record has not the
	 * turns it had, resume is not used. */
	struct pc_referee_resume *save;
	const struct pc_referee_resume *resume;
};

/* What pc_referee_run saves for resume: the game as it stood before the
 * record's last turn, but the engine, which is set up again from the
 * rules. */
struct pc_referee_resume {
	bool valid;
	size_t nturns;			/* the record's turns */
	struct pc_position pos;
	int state;			/* enum pc_game_state */
	uint8_t rollers, resigned;
	bool blocked;
	uint32_t auto_streak;
	size_t autoplayed, rolled;
	char last_mac[PC_MAC_HEX + 1];	/* of the turn before */
};

/* What the game waits for once the record has been replayed. */
enum pc_game_state {
	PC_GAME_OPENING,	/* an opening roll of game->rollers */
	PC_GAME_ROLL,		/* a roll of pos.to_move (manual dice) */
	PC_GAME_MOVE,		/* the move of the pending turn */
	PC_GAME_OVER,		/* nothing: the game has ended */
	PC_GAME_STOPPED,	/* options.stop_after was reached */
};

struct pc_game {
	struct pc_engine engine;
	struct pc_position pos;
	enum pc_game_state state;
	uint8_t rollers;	/* PC_GAME_OPENING: bit c, colour c rolls */
	uint8_t resigned;	/* bit c: colour c has left the game */
	size_t pending;		/* PC_GAME_MOVE: index of the pending turn */
	size_t nlegal;		/* PC_GAME_MOVE: ways to play (or finish) it,
				 * which may exceed PC_LEGAL_MAX; one a
				 * distinct outcome (pc_legal_outcomes) */
	/* legal and seen, side by side before blocked, are left as they
	 * were by pc_referee_run until a search fills them. */
	struct pc_play legal[PC_LEGAL_MAX];
	struct pc_outcome seen[PC_LEGAL_MAX];
	bool blocked;		/* over because nobody can ever move again */
	uint32_t auto_streak;	/* rolls in a row the referee played */
	size_t autoplayed;	/* turns the referee played in this run */
	size_t rolled;		/* rolls the referee made in this run */
};

/* Replays rec under options into game (which need not be initialised).
 * On success rec holds the completed and extended record. A roll that the
 * seed does not give, a move the rules forbid, a turn out of turn or after
 * the end is rejected with PC_ERR_RULES and its place in err; a game the
 * engine cannot play yet gives PC_ERR_UNAVAILABLE. rec is then in an
 * unspecified but valid state, to be released. */
enum pc_status pc_referee_run(struct pc_record *rec,
			      const struct pc_referee_options *options,
			      struct pc_game *game, struct pc_error *err);

/* referee-status.c: what the referee writes after the record. */

/* Text of the legal plays of a game, for struct pc_derived. */
struct pc_legal_text {
	char text[PC_LEGAL_MAX][PC_PLAY_TEXT_MAX];
	const char *lines[PC_LEGAL_MAX];
};

/* Fills out (and legal, which out then borrows) from the game that
 * pc_referee_run left; board is the board's text or NULL. */
void pc_referee_derive(const struct pc_record *rec,
		       const struct pc_game *game, struct pc_legal_text *legal,
		       const char *board, struct pc_derived *out);

/* Appends what play does to out: "39 -> 42, captures yellow 1; then
 * 42 -> 62" ("no piece can move" for a pass); with translate, its words
 * in the user's language (parchis moves), else in English (the mail,
 * which goes to other players). False when memory runs out. */
bool pc_referee_describe(const struct pc_engine *e, const struct pc_play *play,
			 bool translate, struct pc_buffer *out);

/* pc_referee_describe for play, one of the legal plays of game's
 * pending turn (of rec): a third 6 in a row (third doubles), which is
 * not played, says so and which piece goes back to the nest, where a
 * pass of another roll says that no piece can move. */
bool pc_referee_describe_pending(const struct pc_record *rec,
				 const struct pc_game *game,
				 const struct pc_play *play, bool translate,
				 struct pc_buffer *out);

/* The seed the dice use: the record's seed (or, before the reveal, the
 * secret S) followed by ":" and each player's salt, in seat order
 * (yellow, blue, red, green). False when there is none (manual dice, or
 * a commitment whose secret is not known). */
bool pc_referee_seed(const struct pc_record *rec, const char *secret,
		     char out[PC_SEED_TEXT_MAX], size_t *len);

/* referee-bot.c: the computer players of a record. */

/* The index among plays[0..n-1] (the legal plays, or completions, of
 * turn t's roll in game->pos) that a bot of level chooses for turn t.
 * The random bot's PRNG is seeded from the game's dice seed (the record's
 * seed, or the secret known to the referee; the game id with manual
 * dice) and the roll number, so that anyone can replay the choice. */
size_t pc_referee_bot_choice(const struct pc_record *rec, const char *secret,
			     const struct pc_game *game,
			     const struct pc_turn *t, enum pc_bot_level level,
			     const struct pc_play *plays, size_t n);

/* referee-mac.c: the macs of a game with secret dice. */

/* The mac of turn t covering its first nsteps steps, chained to the
 * previous turn's mac ("" for the first), with the secret S; into out.
 * pc_turn_mac is version 1's (records before the seal). */
void pc_turn_mac(const char *secret, const char *game, const struct pc_turn *t,
		 int nsteps, const char *previous, char out[PC_MAC_HEX + 1]);
void pc_turn_mac_version(int version, const char *secret, const char *game,
			 const struct pc_turn *t, int nsteps,
			 const char *previous, char out[PC_MAC_HEX + 1]);

/* The secret S keyed into HMAC-SHA256 once, for the macs of a whole game
 * (pc_turn_mac_keyed gives what pc_turn_mac_version gives with S). It
 * holds what S can be found from: pc_mac_key_clear wipes it. */
struct pc_mac_key {
	struct pc_hmac keyed;
};

void pc_mac_key_init(struct pc_mac_key *key, const char *secret);
void pc_mac_key_clear(struct pc_mac_key *key);
void pc_turn_mac_keyed(int version, const struct pc_mac_key *key,
		       const char *game, const struct pc_turn *t, int nsteps,
		       const char *previous, char out[PC_MAC_HEX + 1]);

/* The header of rec as its seal and its mac cover it (mac version 2),
 * appended to out: one "key=value" line each, in this order: game;
 * rules (the preset, then ";option=value" for each option set, in the
 * order parchis rules lists them); dice ("commitment:HEX"); for each
 * seated colour in colour order (yellow, blue, red, green) "player=",
 * then those of name, email, salt (only with salts), bot and one
 * "member=" a member that it has; "setup=colour:p1,p2,p3,p4" for each
 * colour of the setup, in the order listed; first, when given. False
 * when memory runs out. */
bool pc_header_text(const struct pc_record *rec, bool salts,
		    struct pc_buffer *out);

/* The seal of rec's header: HMAC-SHA256(S, "parchis:v2:seal:" text),
 * text without the salts, which players add after it; into out (16 hex
 * digits). False when memory runs out. */
bool pc_header_seal(const char *secret, const struct pc_record *rec,
		    char out[PC_MAC_HEX + 1]);

/* The mac of rec's header, salts included, that the first turn's mac
 * chains from in mac version 2: HMAC-SHA256(S, "parchis:v2:header:"
 * text); into out. False when memory runs out. */
bool pc_header_mac(const char *secret, const struct pc_record *rec,
		   char out[PC_MAC_HEX + 1]);

/* Makes rec, a new game with a commitment to secret, one of the current
 * mac version: "mac: 2" and the seal of its header. Call it once the
 * header is complete (salts aside) and before the first referee run; a
 * key file written by pc_key_write then expects it. False when memory
 * runs out. */
bool pc_referee_seal(struct pc_record *rec, const char *secret);

/* referee-seat.c: a turn that takes a seat's place (a resignation, a
 * person leaving the event), for colour in game, the replay of rec:
 * refused (PC_ERR_RULES) when colour is not playing or the game is over;
 * else the pending roll, if any, is withdrawn (its number goes to the new
 * turn and the referee rolls anew after it) and a turn of kind for colour
 * is appended into *turn, for the caller to fill in. */
enum pc_status pc_referee_add_seat_turn(struct pc_record *rec,
					const struct pc_game *game, int colour,
					enum pc_turn_kind kind,
					struct pc_turn **turn,
					struct pc_error *err);

/* Where the chain of macs of rec starts, with its secret S: checks the
 * seal of a record of mac version 2 and puts its header's mac into
 * previous (for version 1, ""). A record of a lower mac version than
 * key_mac (what its key file says, or 0) or whose seal does not match is
 * refused with PC_ERR_RULES at its dice. */
enum pc_status pc_mac_start(const struct pc_record *rec, const char *secret,
			    int key_mac, char previous[PC_MAC_HEX + 1],
			    struct pc_error *err);

/* The commitment to a secret seed: SHA-256 of its text, as 64 hex
 * digits, as a record's dice: commitment writes it. */
void pc_commitment(const char *seed, char out[PC_COMMITMENT_HEX + 1]);

/* True when SHA-256 of seed (its text) is the hex commitment. */
bool pc_commitment_matches(const char *seed, const char *commitment);

#endif
