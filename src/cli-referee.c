/* cli-referee.c: what play, move, moves, board, verify and new share: the
 * referee run over a loaded record, and the record written back. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sysexits.h>

#include "crypto.h"
#include "gettext.h"
#include "board-text.h"
#include "cli-referee.h"
#include "mail-address.h"
#include "record-write.h"

struct cli_outcome *
cli_outcome_new(void)
{
	struct cli_outcome *out = calloc(1, sizeof *out);

	if (out == NULL)
		cli_warn("out of memory");
	return out;
}

void
cli_outcome_free(struct cli_outcome *out)
{
	if (out == NULL)
		return;
	pc_buffer_free(&out->board);
	free(out);
}

/* cli_run, with the record's board drawn only when board is true. */
static enum pc_status
run_referee(struct pc_record *rec, const struct pc_referee_options *options,
	    struct cli_outcome *out, bool board, struct pc_error *err)
{
	pc_error_clear(err);
	if (pc_referee_run(rec, options, &out->game, err) != PC_OK)
		return err->status;
	pc_referee_derive(rec, &out->game, &out->legal, NULL, &out->derived);
	pc_buffer_free(&out->board);
	if (!board)
		return PC_OK;
	if (!pc_board_text(rec, &out->derived, &out->board))
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	out->derived.board = out->board.data;
	return PC_OK;
}

enum pc_status
cli_run(struct pc_record *rec, const struct pc_referee_options *options,
	struct cli_outcome *out, struct pc_error *err)
{
	return run_referee(rec, options, out, true, err);
}

int
cli_referee(const char *path, struct pc_record *rec,
	    const struct pc_referee_options *options, struct cli_outcome *out)
{
	struct pc_error err;

	if (cli_run(rec, options, out, &err) != PC_OK)
		return cli_report(path, &err);
	return 0;
}

/* cli_write_played for standard output: the record, with its board. */
static int
write_played_out(const struct pc_record *rec, const struct cli_outcome *out)
{
	struct pc_buffer text = PC_BUFFER_INIT;
	struct pc_error err;
	int status;

	if (pc_record_write_derived(rec, &out->derived, &text, &err) != PC_OK)
		return cli_report("-", &err);
	status = cli_store("-", &text);
	pc_buffer_free(&text);
	return status;
}

/* A sink of the record writer: a file being written. */
static enum pc_status
to_file(void *context, const void *data, size_t len, struct pc_error *err)
{
	return pc_file_out_write(context, data, len, err);
}

/* Opens the file that will replace path and writes the record into it,
 * not kept whole in memory; on failure the file is dropped. */
static enum pc_status
write_out(const char *path, const struct pc_record *rec,
	  const struct cli_outcome *out, struct pc_file_out *file,
	  struct pc_error *err)
{
	struct pc_record_sink sink = {to_file, file};

	if (cli_open_out(path, file, err) != PC_OK)
		return err->status;
	if (pc_record_write_derived_to(rec, &out->derived, &sink, err) !=
	    PC_OK) {
		pc_file_out_abort(file);
		return err->status;
	}
	return PC_OK;
}

enum pc_status
cli_save(const char *path, const struct pc_record *rec,
	 const struct cli_outcome *out, struct pc_error *err)
{
	struct pc_file_out file;

	if (write_out(path, rec, out, &file, err) != PC_OK)
		return err->status;
	return pc_file_out_commit(&file, err);
}

int
cli_write_played(const char *path, const struct pc_record *rec,
		 const struct cli_outcome *out,
		 const struct cli_referee_options *ui)
{
	struct pc_file_out file;
	struct pc_error err;
	int status = 0;

	if (strcmp(path, "-") == 0)
		return write_played_out(rec, out);
	if (write_out(path, rec, out, &file, &err) != PC_OK)
		return cli_report(path, &err);
	/* The board is shown before the record is put in place: when
	 * standard output fails the record stays as it was, so that any
	 * exit status but 0 means nothing was saved and a script can run
	 * the same command again. */
	if (!ui->quiet) {
		status = cli_show_board(rec, out, &ui->display);
		if (status == 0)
			status = cli_flush_stdout(path);
	}
	if (status != 0) {
		pc_file_out_abort(&file);
		return status;
	}
	return cli_store_commit(path, &file);
}

/* cli_open_game; the first run draws the board when board is true and
 * saves where it stood before the last turn when save is; the text as
 * read is kept (g->out->text) when keep_text is, else dropped once
 * read, for the memory. */
static enum pc_status
open_game(const char *path, const struct pc_referee_options *options,
	  const char *key_file, bool writes, bool board, bool save,
	  bool keep_text, struct cli_game *g, struct pc_error *err)
{
	struct pc_referee_options with_secret = *options;
	bool found = false;

	memset(g, 0, sizeof *g);
	g->lock.fd = -1;
	pc_record_init(&g->rec);
	if (writes && strcmp(path, "-") != 0 &&
	    pc_file_lock(path, &g->lock, err) != PC_OK)
		return err->status;
	if (cli_load_record(path, &g->text, &g->rec, err) != PC_OK)
		return err->status;
	if (!keep_text)
		pc_buffer_free(&g->text);
	if (cli_find_secret(&g->rec, key_file, g->secret, &found,
			    &with_secret.secret_mac, err) != PC_OK)
		return err->status;
	with_secret.secret = found ? g->secret : NULL;
	g->out = calloc(1, sizeof *g->out);
	if (g->out == NULL)
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	g->out->text = &g->text;
	g->out->secret = with_secret.secret;
	g->out->secret_mac = with_secret.secret_mac;
	with_secret.save = save ? &g->out->resume : NULL;
	return run_referee(&g->rec, &with_secret, g->out, board, err);
}

enum pc_status
cli_open_game(const char *path, const struct pc_referee_options *options,
	      const char *key_file, bool writes, struct cli_game *g,
	      struct pc_error *err)
{
	return open_game(path, options, key_file, writes, true, false, true,
			 g, err);
}

void
cli_close_game(struct cli_game *g)
{
	pc_wipe(g->secret, sizeof g->secret);
	cli_outcome_free(g->out);
	g->out = NULL;
	pc_record_free(&g->rec);
	pc_buffer_free(&g->text);
	pc_file_unlock(&g->lock);
}

/* cli_with_game; board, save and keep_text as open_game's. */
static int
with_game(const char *path, const struct pc_referee_options *options,
	  const char *key_file, bool writes, bool board, bool save,
	  bool keep_text, cli_action_fn action, void *context)
{
	struct cli_game g;
	struct pc_error err;
	int status;

	if (open_game(path, options, key_file, writes, board, save, keep_text,
		      &g, &err) != PC_OK)
		status = cli_report(path, &err);
	else
		status = action(path, &g.rec, g.out, context);
	cli_close_game(&g);
	return status;
}

int
cli_with_game(const char *path, const struct pc_referee_options *options,
	      const char *key_file, bool writes, cli_action_fn action,
	      void *context)
{
	return with_game(path, options, key_file, writes, true, false, true,
			 action, context);
}

struct play_job {
	const struct cli_referee_options *ui;
	cli_edit_fn edit;
	void *context;
	bool play;	/* play and roll after the edit, or only check */
	bool last_turn;	/* the edit changes the last turn alone */
};

/* Edits the record when asked, plays it and writes it back. */
static int
edit_and_play(const char *path, struct pc_record *rec,
	      struct cli_outcome *out, void *context)
{
	const struct play_job *job = context;
	struct pc_referee_options play = {.autoplay = job->play &&
							  !job->ui->no_auto,
					  .roll = job->play,
					  .secret = out->secret,
					  .secret_mac = out->secret_mac,
					  .now = cli_now(job->ui),
					  .resume = job->last_turn
							    ? &out->resume
							    : NULL};
	int status = 0;

	if (job->edit != NULL) {
		status = cli_check_sender(path, rec, out, job->ui->from);
		if (status == 0)
			status = job->edit(path, rec, out, job->context);
		if (status == 0)
			status = cli_referee(path, rec, &play, out);
		/* Steps that leave a choice keep the turn pending: say so,
		 * or a player takes the unchanged board for a lost move. */
		if (status == 0 && job->play && out->game.state == PC_GAME_MOVE &&
		    rec->turns[out->game.pending].has_move)
			cli_warn(_("%s: the move of roll %u is not finished: "
				   "parchis moves lists the ways to finish it"),
				 cli_display_name(path),
				 rec->turns[out->game.pending].n);
	}
	if (status == 0)
		status = cli_write_played(path, rec, out, job->ui);
	return status;
}

/* cli_play_file; last_turn: cli_play_file_last_turn. */
static int
play_file(const char *path, const struct cli_referee_options *ui,
	  cli_edit_fn edit, void *context, bool last_turn)
{
	struct pc_referee_options look = {.autoplay = false};
	struct pc_referee_options play = {.autoplay = !ui->no_auto,
					  .roll = true, .now = cli_now(ui)};
	struct play_job job = {ui, edit, context, true, last_turn};

	/* Before an edit the record is only looked at: the player's steps
	 * belong to the turn pending now, not to one the referee rolls.
	 * That look draws no board: the run after the edit draws it. */
	return with_game(path, edit != NULL ? &look : &play, ui->key_file,
			 true, edit == NULL, edit != NULL && last_turn, false,
			 edit_and_play, &job);
}

int
cli_play_file(const char *path, const struct cli_referee_options *ui,
	      cli_edit_fn edit, void *context)
{
	return play_file(path, ui, edit, context, false);
}

int
cli_play_file_last_turn(const char *path,
			const struct cli_referee_options *ui, cli_edit_fn edit,
			void *context)
{
	return play_file(path, ui, edit, context, true);
}

/* Whether the steps given make a legal start of the pending turn on
 * their own: then they are the whole move so far, and replace any steps
 * kept from before (a player pasting a line of parchis moves). */
static bool
stands_alone(const struct cli_outcome *first, const struct pc_turn *t,
	     const struct pc_step *steps, size_t nsteps)
{
	struct pc_check check;

	return pc_check_steps(&first->game.engine, &first->game.pos, t->dice,
			      t->ndice, steps, nsteps, NULL, 0,
			      &check) != PC_PLAY_ILLEGAL;
}

enum pc_status
cli_put_steps(struct pc_record *rec, const struct cli_outcome *first,
	      struct pc_turn *t, const struct pc_step *steps, size_t nsteps,
	      struct pc_error *err)
{
	struct pc_step move[PC_MAX_STEPS];
	size_t kept = t->nsteps;

	if (t->nsteps + nsteps > PC_MAX_STEPS)
		return pc_error_set(err, PC_ERR_RULES, 0, 0, "a move has at "
				    "most %d steps", PC_MAX_STEPS);
	if (t->nsteps > 0 && stands_alone(first, t, steps, nsteps))
		kept = 0;
	if (kept > 0)
		memcpy(move, t->steps, kept * sizeof *move);
	memcpy(&move[kept], steps, nsteps * sizeof *steps);
	if (!pc_turn_set_steps(rec, t, move, kept + nsteps))
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	t->has_move = true;
	t->move_mark = t->mark;
	return PC_OK;
}

int
cli_write_steps(const char *path, struct pc_record *rec,
		const struct cli_outcome *first, struct pc_turn *t,
		const struct pc_step *steps, size_t nsteps)
{
	struct pc_error err;

	if (cli_put_steps(rec, first, t, steps, nsteps, &err) != PC_OK)
		return cli_report(path, &err);
	return 0;
}

enum pc_status
cli_no_move(const struct pc_record *rec, const struct cli_outcome *out,
	    struct pc_error *err)
{
	struct pc_buffer line = PC_BUFFER_INIT;
	const char *hint = "";

	if (pc_status_text_shown(&out->derived, &line))
		line.data[line.len - 1] = '\0';
	if (out->game.state == PC_GAME_ROLL || out->game.state == PC_GAME_OPENING)
		hint = rec->dice.mode == PC_DICE_MANUAL
			       ? _(" (manual dice: write the roll into the "
				   "record)")
			       : _(" (parchis play rolls)");
	pc_error_set(err, PC_ERR_RULES, 0, 0, "no move is pending: %s%s",
		     line.data ? line.data : "", hint);
	pc_buffer_free(&line);
	return PC_ERR_RULES;
}

int
cli_no_move_pending(const char *path, const struct pc_record *rec,
		    const struct cli_outcome *out)
{
	struct pc_error err;

	cli_no_move(rec, out, &err);
	return cli_report(path, &err);
}

/* Whether the user's language is the record's: no message catalogue is
 * in use (gettext gives every message as it is, and a catalogue's header,
 * the translation of "", is not there). */
static bool
messages_untranslated(void)
{
	static const char *const header = "";

	return gettext(header)[0] == '\0';
}

int
cli_show_board(const struct pc_record *rec, const struct cli_outcome *out,
	       const struct cli_display *display)
{
	struct pc_board_style style = cli_board_style(display);
	struct pc_buffer shown = PC_BUFFER_INIT;

	/* The record's copy, out->board, is the board drawn without colour
	 * or box-drawing characters in English: when that is the style
	 * asked for, it is the board to show. */
	if (!style.colour && !style.unicode && out->board.data != NULL &&
	    out->derived.board == out->board.data && messages_untranslated()) {
		fputs(out->board.data, stdout);
		return 0;
	}
	/* Otherwise drawn again: the one on the terminal is in the user's
	 * language (style.translate), coloured or in box drawing. */
	if (!pc_board_render(rec, &out->derived, &style, &shown)) {
		cli_warn("out of memory");
		return EX_OSERR;
	}
	fputs(shown.data, stdout);
	pc_buffer_free(&shown);
	return 0;
}

int
cli_edit_file(const char *path, const struct cli_referee_options *ui,
	      cli_edit_fn edit, void *context)
{
	struct pc_referee_options look = {.autoplay = false};
	struct play_job job = {ui, edit, context, false, false};

	return cli_with_game(path, &look, ui->key_file, true, edit_and_play,
			     &job);
}

bool
cli_sender_is(const char *from, const char *email)
{
	const char *at;
	size_t len;

	pc_mail_bare_address(from, &at, &len);
	return email != NULL && strlen(email) == len &&
	       strncasecmp(email, at, len) == 0;
}

int
cli_check_sender(const char *path, const struct pc_record *rec,
		 const struct cli_outcome *first, const char *from)
{
	const char *at;
	size_t len;
	int c;

	if (from == NULL)
		return 0;
	if (first->game.state != PC_GAME_MOVE)
		return cli_no_move_pending(path, rec, first);
	c = rec->turns[first->game.pending].player;
	if (cli_sender_is(from, rec->players[c].email))
		return 0;
	pc_mail_bare_address(from, &at, &len);
	cli_warn("%s: %.*s may not move for %s: the move must come from %s's "
		 "own address", cli_display_name(path), (int)len, at,
		 pc_colour_shown(c), pc_colour_shown(c));
	return 1;
}

enum pc_status
cli_seat_turn(struct pc_record *rec, const struct cli_outcome *first,
	      int colour, enum pc_turn_kind kind, struct pc_turn **turn,
	      struct pc_error *err)
{
	return pc_referee_add_seat_turn(rec, &first->game, colour, kind, turn,
					err);
}

int
cli_add_seat_turn(const char *path, struct pc_record *rec,
		  const struct cli_outcome *first, int colour,
		  enum pc_turn_kind kind, struct pc_turn **turn)
{
	struct pc_error err;

	if (cli_seat_turn(rec, first, colour, kind, turn, &err) == PC_OK)
		return 0;
	if (err.status == PC_ERR_NOMEM)
		cli_warn("%s", err.message);
	else
		cli_warn("%s: %s", cli_display_name(path), err.message);
	return pc_status_exit_code(err.status);
}
