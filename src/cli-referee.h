/* cli-referee.h: the referee as the commands use it. */
#ifndef PARCHIS_CLI_REFEREE_H
#define PARCHIS_CLI_REFEREE_H

#include "buffer.h"
#include "cli.h"
#include "record-write.h"
#include "referee.h"

/* What a referee run leaves for the commands: the game, its derived keys
 * and the board's text. Large (the legal plays), so it lives on the heap:
 * cli_outcome_new and cli_outcome_free. */
struct cli_outcome {
	const struct pc_buffer *text;	/* the record as read, when loaded
					 * by cli_with_game (empty after
					 * cli_play_file's load: its edits
					 * need it not) */
	const char *secret;		/* the game's secret, when known */
	int secret_mac;			/* the mac version its key file
					 * holds the game to, or 0 */
	struct pc_game game;
	struct pc_legal_text legal;
	struct pc_derived derived;
	struct pc_buffer board;
	struct pc_referee_resume resume;	/* where the first run stood
						 * before the last turn */
};

/* A zeroed outcome, or NULL (with a message) when memory runs out. */
struct cli_outcome *cli_outcome_new(void);

void cli_outcome_free(struct cli_outcome *out);

/* Runs the referee over rec (read from path) into out. Returns 0, or
 * prints the problem and returns the exit status. */
int cli_referee(const char *path, struct pc_record *rec,
		const struct pc_referee_options *options,
		struct cli_outcome *out);

/* Writes rec with the derived keys of out to path ("-": standard output,
 * else in place, atomically), then prints the board unless ui->quiet or
 * the record went to standard output. Returns 0 or the exit status. */
int cli_write_played(const char *path, const struct pc_record *rec,
		     const struct cli_outcome *out,
		     const struct cli_referee_options *ui);

/* Prints the board of out on standard output in the display's style.
 * Returns 0, or the exit status when memory runs out. */
int cli_show_board(const struct pc_record *rec, const struct cli_outcome *out,
		   const struct cli_display *display);

/* True when from ("Name <address>" or an address) is email, case aside;
 * false when email is NULL. */
bool cli_sender_is(const char *from, const char *email);

/* With --from: returns 0 when from names the e-mail address of the
 * player of the pending turn of first (case aside, "Name <address>" or
 * the address alone); otherwise says so and returns 1. Returns 0 when
 * from is NULL. */
int cli_check_sender(const char *path, const struct pc_record *rec,
		     const struct cli_outcome *first, const char *from);

/* Says that no move is pending in the game of rec and what it waits for
 * instead ("no move is pending: red to roll (manual dice: write the roll
 * into the record)"); returns 1. */
int cli_no_move_pending(const char *path, const struct pc_record *rec,
			const struct cli_outcome *out);

/* Writes steps[0..nsteps-1] into t, the pending turn of first, as the
 * player's move: after any steps written before (a move left
 * unfinished), unless they stand alone as the start of a play; t is one
 * of rec's turns. Returns 0, or says that a move has too many steps and
 * returns 1 (EX_OSERR out of memory). */
int cli_write_steps(const char *path, struct pc_record *rec,
		    const struct cli_outcome *first, struct pc_turn *t,
		    const struct pc_step *steps, size_t nsteps);

/* pc_referee_add_seat_turn for the command line: its refusal said, and
 * returned as the exit status (1; EX_OSERR out of memory), or 0. */
int cli_add_seat_turn(const char *path, struct pc_record *rec,
		      const struct cli_outcome *first, int colour,
		      enum pc_turn_kind kind, struct pc_turn **turn);

/* What a command does with a replayed game: returns 0 or prints the
 * problem and returns the exit status. */
typedef int (*cli_action_fn)(const char *path, struct pc_record *rec,
			     struct cli_outcome *out, void *context);

/* Loads the record at path, runs the referee over it with options (and
 * the secret from key_file or the game's default key file, when its dice
 * are secret), then action. With writes, the record stays locked from
 * before it is read until action has written it back. Returns the exit
 * status. */
int cli_with_game(const char *path, const struct pc_referee_options *options,
		  const char *key_file, bool writes, cli_action_fn action,
		  void *context);

/* An edit of the record between a first referee run (no forced turns
 * played, nothing rolled) and the real one: returns 0 or prints the
 * problem and returns the exit status. */
typedef int (*cli_edit_fn)(const char *path, struct pc_record *rec,
			   struct cli_outcome *first, void *context);

/* play and move: loads path, runs edit when it is not NULL, plays, writes
 * the record back and shows the board. Returns the exit status. */
int cli_play_file(const char *path, const struct cli_referee_options *ui,
		  cli_edit_fn edit, void *context);

/* move: cli_play_file for an edit that changes nothing in the record but
 * its last turn (the pending one: its move written in). The replay after
 * the edit starts where the first stood before that turn. */
int cli_play_file_last_turn(const char *path,
			    const struct cli_referee_options *ui,
			    cli_edit_fn edit, void *context);

/* salt and reveal: loads path, runs edit, checks the record again without
 * playing or rolling anything, writes it back and shows the board.
 * Returns the exit status. */
int cli_edit_file(const char *path, const struct cli_referee_options *ui,
		  cli_edit_fn edit, void *context);

/* cmd-undo.c: a take-back (parchis undo, and by mail once every player
 * has asked for it): cuts rec, whose referee run (no forced turns
 * played, nothing rolled) is out, back to before roll n
 * (pc_referee_undo), then runs the referee again into out, rolling
 * roll n anew where the seed or the secret gives it (the same dice) and,
 * with autoplay, playing forced turns. Returns 0, or says why and
 * returns the exit status (1: there is nothing to take back). The
 * caller writes rec back (cli_write_played). */
int cli_take_back(const char *path, struct pc_record *rec,
		  struct cli_outcome *out, uint32_t n, bool autoplay,
		  int64_t now);

/* The shared layer's steps with their problem as a value, for the mail
 * robot, which tells players in its own words (and the int functions
 * above are these with the problem printed about path, cli_report).
 * Each returns PC_OK, or a status with err filled: its message without
 * the file's name, its line and column in the record when it has them
 * (a move the rules refuse). None prints. */

/* A game held: loaded (locked first, when it is to be written), its
 * secret found, the referee run over it. cli_close_game releases it,
 * also after cli_open_game failed. */
struct cli_game {
	struct pc_buffer text;
	struct pc_file_lock lock;
	struct pc_record rec;
	struct cli_outcome *out;
	char secret[PC_SECRET_HEX + 1];
};
enum pc_status cli_open_game(const char *path,
			     const struct pc_referee_options *options,
			     const char *key_file, bool writes,
			     struct cli_game *g, struct pc_error *err);
void cli_close_game(struct cli_game *g);

/* cli_referee. */
enum pc_status cli_run(struct pc_record *rec,
		       const struct pc_referee_options *options,
		       struct cli_outcome *out, struct pc_error *err);

/* cli_write_played to a file, quiet: the record put in place, whole. */
enum pc_status cli_save(const char *path, const struct pc_record *rec,
			const struct cli_outcome *out, struct pc_error *err);

/* cli_write_steps. */
enum pc_status cli_put_steps(struct pc_record *rec,
			     const struct cli_outcome *first,
			     struct pc_turn *t, const struct pc_step *steps,
			     size_t nsteps, struct pc_error *err);

/* cli_no_move_pending: always PC_ERR_RULES, why in err. */
enum pc_status cli_no_move(const struct pc_record *rec,
			   const struct cli_outcome *out,
			   struct pc_error *err);

/* cli_add_seat_turn. */
enum pc_status cli_seat_turn(struct pc_record *rec,
			     const struct cli_outcome *first, int colour,
			     enum pc_turn_kind kind, struct pc_turn **turn,
			     struct pc_error *err);

/* cli_take_back. */
enum pc_status cli_rewind(struct pc_record *rec, struct cli_outcome *out,
			  uint32_t n, bool autoplay, int64_t now,
			  struct pc_error *err);

#endif
