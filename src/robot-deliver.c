/* robot-deliver.c: parchis robot with a message on standard input: find
 * the game and the roll it answers, check the sender and the mark, apply
 * the move or the command, and mail the players (robot.h).
 *
 * The checks go in the order of parchis(6), What is checked: the sender
 * and the game from the headers alone (a stranger's body is never read),
 * then the body, a stale reply (by roll numbers), a wrong sender or
 * mark, an illegal move. Each
 * refusal is mailed to the player's address as the record has it, with
 * what to do; the kept record is not written. A mail from an address no
 * game has gets no answer at all (no backscatter), only a log line. */
#include <config.h>

#include <dirent.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sysexits.h>
#include <unistd.h>

#include "gettext.h"
#include "cli-referee.h"
#include "file-io.h"
#include "mail-read.h"
#include "mail-reply.h"
#include "record-read.h"
#include "record-text.h"
#include "robot-deliver.h"
#include "robot-mails.h"
#include "robot-words.h"
#include "referee-reply.h"
#include "text-guard.h"
#include "mail-unwrap.h"

enum { MAX_TAGS = 16 };

struct delivery {
	struct robot *r;
	const char *data;		/* the mail as delivered */
	size_t len;
	bool cut;			/* data is the beginning of a mail
					 * too large to read */
	struct pc_mail_message *m;	/* its header fields; its text once
					 * the sender is known */
	struct pc_reply_text reply;	/* the text's command and say */
	const char *sender;
	const char *say;
	char game[PC_GAME_ID_MAX + 1];
	uint32_t roll;			/* the roll answered; 0: not known */
	char tags[MAX_TAGS][PC_MAIL_MARK_HEX + 2];
	size_t ntags;
	char hash[17];			/* of the message's id */
	struct robot_command cmd;
	struct pc_buffer record;	/* a record edited in the reply (the
					 * old way), unwrapped, or empty */
	int status;			/* the exit status */
};

static bool
valid_game_id(const char *s, size_t len)
{
	if (len == 0 || len > PC_GAME_ID_MAX)
		return false;
	for (size_t i = 0; i < len; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		      (s[i] >= 'A' && s[i] <= 'Z') ||
		      (s[i] >= '0' && s[i] <= '9') || s[i] == '.' ||
		      s[i] == '_' || s[i] == '-'))
			return false;
	return s[0] != '.';
}

static void
add_tag(struct delivery *d, const char *tag)
{
	if (d->ntags < MAX_TAGS && strlen(tag) < sizeof d->tags[0])
		snprintf(d->tags[d->ntags++], sizeof d->tags[0], "%s", tag);
}

/* Reads the robot's ids among the ids of a header (In-Reply-To first,
 * then References from the last, the mail answered, back). */
static void
read_ids(struct delivery *d, const char *ids, bool backwards)
{
	struct pc_mail_ref found[32];
	size_t n = 0;

	for (const char *p = ids; p != NULL && *p != '\0' && n < 32;) {
		const char *open = strchr(p, '<'), *close;

		if (open == NULL || (close = strchr(open, '>')) == NULL)
			break;
		if (pc_mail_ref_parse(open, (size_t)(close - open + 1),
				      &found[n]))
			n++;
		p = close + 1;
	}
	for (size_t k = 0; k < n; k++) {
		const struct pc_mail_ref *ref = &found[backwards ? n - 1 - k : k];

		if (d->game[0] == '\0' &&
		    valid_game_id(ref->game, strlen(ref->game)))
			snprintf(d->game, sizeof d->game, "%s", ref->game);
		if (strcmp(ref->game, d->game) != 0)
			continue;
		if (d->roll == 0 && ref->n > 0)
			d->roll = ref->n;
		add_tag(d, ref->tag);
	}
}

/* "parchis GAME: roll N, ... [MARK]" anywhere in the Subject. */
static void
read_subject(struct delivery *d, const char *subject)
{
	struct pc_mail_subject sub;
	char tag[PC_MAIL_MARK_HEX + 2];

	pc_mail_subject_parse(subject, &sub);
	if (sub.game[0] == '\0')
		return;
	if (d->game[0] == '\0')
		snprintf(d->game, sizeof d->game, "%s", sub.game);
	if (strcmp(d->game, sub.game) != 0)
		return;
	if (sub.roll != 0 && d->roll == 0)
		d->roll = sub.roll;
	if (sub.mark[0] != '\0') {
		snprintf(tag, sizeof tag, "m%s", sub.mark);
		add_tag(d, tag);
	}
}

/* Whether one of the mail's tags is kind followed by the expected mark. */
static bool
has_tag(const struct delivery *d, char kind, const char *expected)
{
	for (size_t i = 0; i < d->ntags; i++)
		if (d->tags[i][0] == kind &&
		    pc_mail_mark_equal(d->tags[i] + 1, strlen(d->tags[i] + 1),
				       expected))
			return true;
	return false;
}

/* The colour whose address sent the mail, or -1. */
static int
sender_colour(const struct pc_record *rec, const char *sender)
{
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (rec->players[c].playing && rec->players[c].email != NULL &&
		    strcasecmp(rec->players[c].email, sender) == 0)
			return c;
	return -1;
}

/* Queues an answer to the sender; its text ends with the board or what
 * else extra says. Exit status 75 when it cannot be kept. */
static void
answer(struct delivery *d, const struct pc_record *rec, int colour,
       const char *what, const char *text, const char *tag)
{
	char subject[200];
	struct pc_error err;

	snprintf(subject, sizeof subject, "Re: parchis %s: %s", rec->game,
		 _(what));
	if (robot_queue_answer(d->r, rec, colour, d->m->message_id, subject,
			       text, tag, &err) != PC_OK)
		d->status = EX_TEMPFAIL;
}

/* A refusal: the reason, what to do, and that nothing changed. */
static void
refuse(struct delivery *d, const struct pc_record *rec, int colour,
       const char *verdict, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* A refusal whose reason is text already in the reader's language. */
static void
refuse_text(struct delivery *d, const struct pc_record *rec, int colour,
	    const char *verdict, const char *reason)
{
	char text[1400];

	snprintf(text, sizeof text, _("Your mail was not applied: %s\n\n"
				      "Nothing was changed in game %s.\n"),
		 reason, rec->game);
	answer(d, rec, colour, N_("not applied"), text, NULL);
	robot_log(d->r, rec->game, d->sender, "refused (%s): %s", verdict,
		  reason);
}

static void
refuse(struct delivery *d, const struct pc_record *rec, int colour,
       const char *verdict, const char *fmt, ...)
{
	char reason[1200];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(reason, sizeof reason, _(fmt), ap);
	va_end(ap);
	refuse_text(d, rec, colour, verdict, reason);
}

static const char help_text[] = N_(
	"How to play by mail with this referee:\n"
	"\n"
	"When it is your turn you get a mail addressed to you alone. Reply to\n"
	"it with your move on the first line, the steps as parchis move takes\n"
	"them: a piece number (2), with the amount it moves (2+5, 2+20 for a\n"
	"capture's bonus), +5 to bring a piece out, or pass (paso). Several\n"
	"steps go on one line: 1+4 2+20. Whatever you write under that line\n"
	"goes to the table talk. Keep the Subject as it is.\n"
	"\n"
	"Other words you may send, on the first line, to any mail of the game:\n"
	"  board    (tablero)    the board as it stands\n"
	"  moves    (jugadas)    the moves of the roll pending\n"
	"  resign   (abandono)   leave the game (you are asked to confirm)\n"
	"  salt S   (sal S)      add your salt to the dice, before the first\n"
	"                        roll of a game with secret dice\n"
	"  undo N   (deshacer N) take the game back to before roll N, once\n"
	"                        every player has asked for it\n"
	"  help     (ayuda)      this text\n");

/* The board and whose turn it is, as text. */
static void
board_text(const struct cli_outcome *out, struct pc_buffer *text)
{
	struct pc_buffer line = PC_BUFFER_INIT;

	(void)pc_buffer_append_str(text, out->derived.board
						 ? out->derived.board : "");
	if (pc_status_text(&out->derived, &line))
		(void)pc_buffer_append_str(text, line.data);
	pc_buffer_free(&line);
}

static void
moves_text(const struct cli_outcome *out, struct pc_buffer *text)
{
	const struct pc_derived *dv = &out->derived;

	if (dv->awaiting != PC_AWAIT_MOVE) {
		board_text(out, text);
		return;
	}
	(void)pc_buffer_append_str(text, _("The moves of the roll pending:\n"));
	for (size_t i = 0; i < dv->nlegal; i++) {
		(void)pc_buffer_append_str(text, "  ");
		(void)pc_buffer_append_str(text, dv->legal[i]);
		(void)pc_buffer_append_str(text, ": ");
		(void)pc_referee_describe(&out->game.engine,
					  &out->game.legal[i], true, text);
		(void)pc_buffer_append_str(text, "\n");
	}
}

/* Writes the record and queues the mails of the game as it now stands;
 * remembers the message as applied. */
static int
save_and_mail(struct delivery *d, const char *path, struct pc_record *rec,
	      struct cli_outcome *out, const char *verdict)
{
	struct robot_state s;
	struct pc_error err;
	uint32_t n;

	if (robot_state_read(d->r, rec->game, &s, &err) != PC_OK)
		memset(&s, 0, sizeof s);
	if (cli_save(path, rec, out, &err) != PC_OK) {
		/* The disk is full or the folder is not writable: the MTA
		 * keeps the mail and tries again. */
		robot_log(d->r, rec->game, d->sender, "not saved: %s: retry",
			  err.message);
		d->status = EX_TEMPFAIL;
		return pc_status_exit_code(err.status);
	}
	s.exists = true;
	s.undo_to = s.undo_at = 0;	/* a move or a take-back: asked anew */
	s.undo_agreed = 0;
	if (s.announced == 0)
		s.announced = d->r->now;
	if (d->hash[0] != '\0')
		robot_state_add_seen(&s, d->hash);
	n = out->derived.awaiting == PC_AWAIT_NOTHING
		    ? UINT32_MAX
		    : rec->turns[rec->nturns - 1].n;
	if (robot_queue_turn_mails(d->r, rec, out, NULL, true, &err) == PC_OK)
		s.mailed = n;	/* else the next --tick mails it */
	(void)robot_state_write(d->r, rec->game, &s, &err);
	robot_log(d->r, rec->game, d->sender, "%s", verdict);
	return 0;
}

/* Plays the record after an edit; a move the rules refuse is answered
 * with the reason and the moves there are. */
static int
play_edited(struct delivery *d, const char *path, struct pc_record *rec,
	    struct cli_outcome *out, int colour, const char *verdict)
{
	struct pc_referee_options play = {.autoplay = true, .roll = true,
					  .secret = out->secret,
					  .now = d->r->now};
	struct pc_buffer said = PC_BUFFER_INIT, legal = PC_BUFFER_INIT;
	struct pc_error err;
	int status = 0;

	moves_text(out, &legal);	/* before the run overwrites them */
	if (cli_run(rec, &play, out, &err) == PC_OK) {
		status = save_and_mail(d, path, rec, out, verdict);
	} else if (err.status == PC_ERR_RULES) {
		/* The rules' reason, which names the roll and the step,
		 * without the file and the column, which mean nothing by
		 * mail; then the moves there are. */
		(void)pc_buffer_append_str(&said, err.message);
		(void)pc_buffer_append_str(&said, "\n\n");
		(void)pc_buffer_append_str(&said, legal.data ? legal.data : "");
		refuse_text(d, rec, colour, "illegal", said.data);
	} else {
		status = pc_status_exit_code(err.status);
		robot_log(d->r, rec->game, d->sender, "failed (%d): %s", status,
			  err.message);
	}
	pc_buffer_free(&said);
	pc_buffer_free(&legal);
	return status;
}

/* The checks of a move, after the game's: it answers the pending roll
 * (roll, 0 when the mail does not say), comes from the player to move
 * and carries the mark of their mail. False when it was refused. */
static bool
may_move(struct delivery *d, const char *path, struct pc_record *rec,
	 struct cli_outcome *out, int colour, uint32_t roll)
{
	char mark[PC_MAIL_MARK_HEX + 1];
	struct pc_error err;
	uint32_t n;
	int mover;

	(void)path;
	if (out->game.state == PC_GAME_OVER) {
		refuse(d, rec, colour, "stale", "game %s is over", rec->game);
		return false;
	}
	if (out->game.state != PC_GAME_MOVE) {
		(void)cli_no_move(rec, out, &err);
		refuse_text(d, rec, colour, "refused", err.message);
		return false;
	}
	n = rec->turns[out->game.pending].n;
	mover = rec->turns[out->game.pending].player;
	if (roll == 0) {
		refuse(d, rec, colour, "unknown roll",
		       "I cannot tell which roll your mail answers: reply to "
		       "the referee's mail for roll %u and keep its Subject",
		       n);
		return false;
	}
	if (roll != n) {
		refuse(d, rec, colour, "stale",
		       "your mail is stale: it answers roll %u, but roll %u "
		       "is pending (%s to move); reply to the latest mail",
		       roll, n, pc_colour_shown((enum pc_colour)mover));
		return false;
	}
	if (colour != mover) {
		refuse(d, rec, colour, "wrong sender",
		       "it is %s's turn (roll %u): only %s's own mail can move "
		       "for %s", pc_colour_shown((enum pc_colour)mover), n,
		       pc_colour_shown((enum pc_colour)mover),
		       pc_colour_shown((enum pc_colour)mover));
		return false;
	}
	pc_mail_mark(d->r->key, rec->game, n,
		     pc_colour_name((enum pc_colour)mover), mark);
	if (!has_tag(d, 'm', mark)) {
		refuse(d, rec, colour, "no mark",
		       "your mail does not carry the mark of the referee's "
		       "mail to you for roll %u: reply to that mail (the one "
		       "addressed to you alone, not a copy) and keep its "
		       "Subject", n);
		return false;
	}
	return true;
}

static int
apply_move(struct delivery *d, const char *path, struct pc_record *rec,
	   struct cli_outcome *out, int colour)
{
	char verdict[200], steps[160], *say = NULL;
	struct pc_error err;
	struct pc_turn *t;
	size_t say_len;
	uint32_t n;

	if (!may_move(d, path, rec, out, colour, d->roll))
		return 0;
	/* The table talk as the record will keep it, or a refusal that
	 * says what to shorten: nothing is stored that the reader would
	 * refuse (record-text.h). */
	if (d->say != NULL && pc_say_keep(d->say, strlen(d->say), &say,
					  &say_len, &err) != PC_OK) {
		if (err.status != PC_ERR_DATA)
			return EX_OSERR;
		refuse(d, rec, colour, "say too long",
		       "%s: shorten what you wrote under your move and send "
		       "the move again", err.message);
		return 0;
	}
	t = &rec->turns[out->game.pending];
	n = t->n;
	if (cli_put_steps(rec, out, t, d->cmd.steps, d->cmd.nsteps, &err) !=
	    PC_OK) {
		free(say);
		if (err.status != PC_ERR_RULES)
			return pc_status_exit_code(err.status);
		refuse_text(d, rec, colour, "illegal", err.message);
		return 0;
	}
	if (say != NULL) {
		if (pc_turn_notes(rec, t) == NULL) {
			free(say);
			return EX_OSERR;
		}
		free(t->notes->say);
		t->notes->say = say;
	}
	steps[0] = '\0';
	for (size_t i = 0; i < d->cmd.nsteps; i++) {
		char one[PC_STEP_TEXT_MAX];

		snprintf(steps + strlen(steps), sizeof steps - strlen(steps),
			 "%s%s", i ? " " : "",
			 pc_step_format(&d->cmd.steps[i], one));
	}
	snprintf(verdict, sizeof verdict, "applied roll %u: %s", n, steps);
	return play_edited(d, path, rec, out, colour, verdict);
}

/* Whether a command of colour's is confirmed: the mail answers the
 * robot's question to colour's address (a tag of kind and code), or it
 * carries the mark of the mail to colour as the player to move. */
static bool
confirmed_by(const struct delivery *d, const struct pc_record *rec,
	     const struct cli_outcome *out, int colour, char kind,
	     const char *code)
{
	char mark[PC_MAIL_MARK_HEX + 1];
	const struct pc_turn *t;

	if (has_tag(d, kind, code))
		return true;
	if (out->game.state != PC_GAME_MOVE)
		return false;
	t = &rec->turns[out->game.pending];
	if (t->player != colour)
		return false;
	pc_mail_mark(d->r->key, rec->game, t->n,
		     pc_colour_name((enum pc_colour)colour), mark);
	return has_tag(d, 'm', mark);
}

static int
apply_resign(struct delivery *d, const char *path, struct pc_record *rec,
	     struct cli_outcome *out, int colour)
{
	const char *name = pc_colour_name((enum pc_colour)colour);
	char code[PC_MAIL_MARK_HEX + 1],
		tag[PC_MAIL_MARK_HEX + 2], text[600];
	struct pc_error err;
	bool confirmed;
	struct pc_turn *t;

	pc_mail_resign_code(d->r->key, rec->game, name, code);
	confirmed = confirmed_by(d, rec, out, colour, 'x', code);
	if (!confirmed) {
		/* Asked at the address the game has: a forged From: gets
		 * the question to the real player, who will not confirm. */
		snprintf(tag, sizeof tag, "x%s", code);
		snprintf(text, sizeof text,
			 _("You asked to leave game %s (%s). To confirm, reply "
			   "to this mail\nwith the word resign (abandono) on the "
			   "first line. If you did not ask,\nignore this mail: "
			   "nothing changes.\n"), rec->game,
			 pc_colour_shown((enum pc_colour)colour));
		answer(d, rec, colour, N_("confirm that you resign"), text,
		       tag);
		robot_log(d->r, rec->game, d->sender,
			  "resign: confirmation asked");
		return 0;
	}
	if (cli_seat_turn(rec, out, colour, PC_TURN_RESIGN, &t, &err) !=
	    PC_OK) {
		if (err.status != PC_ERR_RULES)
			return pc_status_exit_code(err.status);
		refuse_text(d, rec, colour, "refused", err.message);
		return 0;
	}
	snprintf(text, sizeof text, "%s resigned", name);
	return play_edited(d, path, rec, out, colour, text);
}

static int
apply_salt(struct delivery *d, const char *path, struct pc_record *rec,
	   struct cli_outcome *out, int colour)
{
	const struct pc_referee_options look = {.secret = out->secret};
	struct pc_player *p = &rec->players[colour];
	char why[PC_TEXT_FIT_WHY_MAX];
	struct pc_error err;

	if (rec->nturns > 0) {
		refuse(d, rec, colour, "refused", "the dice of game %s have "
		       "been rolled: a salt comes before the first roll",
		       rec->game);
		return 0;
	}
	if (!pc_text_fits(PC_TEXT_SALT, d->cmd.word, strlen(d->cmd.word),
			  why)) {
		refuse(d, rec, colour, "bad salt", "%s: write your salt "
		       "again with letters, digits and spaces only", why);
		return 0;
	}
	free(p->salt);
	p->salt = pc_strndup(d->cmd.word, strlen(d->cmd.word));
	if (p->salt == NULL)
		return EX_OSERR;
	if (cli_run(rec, &look, out, &err) != PC_OK) {
		refuse_text(d, rec, colour, "refused", err.message);
		return 0;
	}
	if (cli_save(path, rec, out, &err) != PC_OK) {
		robot_log(d->r, rec->game, d->sender, "not saved: %s: retry",
			  err.message);
		d->status = EX_TEMPFAIL;
		return pc_status_exit_code(err.status);
	}
	answer(d, rec, colour, N_("salt added"),
	       _("Your salt was added to the dice of the game.\n"), NULL);
	robot_log(d->r, rec->game, d->sender, "salt added for %s",
		  pc_colour_name((enum pc_colour)colour));
	return 0;
}

/* A reply the old way: the record quoted with the move written into its
 * pending turn. Only that move and its say are taken, and only from the
 * record as the referee keeps it (referee-reply.h). */
static int
apply_record(struct delivery *d, const char *path, struct pc_record *rec,
	     struct cli_outcome *out, int colour)
{
	struct pc_record reply;
	struct pc_reply_check check;
	struct pc_error err;
	char verdict[80];
	int status = 0;

	pc_record_init(&reply);
	if (pc_record_read(d->record.data, d->record.len, &reply, &err) !=
	    PC_OK) {
		refuse(d, rec, colour, "malformed",
		       "the record in your mail cannot be read: line %lu, "
		       "column %lu of it: %s; write just your move on the "
		       "first line of your reply", err.line, err.column,
		       err.message);
		pc_record_free(&reply);
		return 0;
	}
	if (out->game.state == PC_GAME_MOVE)
		(void)pc_reply_check(rec, out->game.pending, &reply, &check);
	else
		check.verdict = PC_REPLY_OK;	/* may_move says why */
	switch (check.verdict) {
	case PC_REPLY_OTHER_GAME:
		refuse(d, rec, colour, "other game", "the record in your mail "
		       "is of game %s, not %s", reply.game, rec->game);
		break;
	case PC_REPLY_STALE:
		refuse(d, rec, colour, "stale", "your mail is stale: its "
		       "record answers roll %u, but roll %u is pending; reply "
		       "to the latest mail", check.reply_n, check.pending_n);
		break;
	case PC_REPLY_FORGED:
		refuse(d, rec, colour, "forged", "roll %u of the record in "
		       "your mail is not as the referee's record has it",
		       check.forged_n);
		break;
	case PC_REPLY_NO_MOVE:
		refuse(d, rec, colour, "no move", "the record in your mail "
		       "has no move for roll %u: write your move on the first "
		       "line of your reply", check.pending_n);
		break;
	case PC_REPLY_OK:
		if (!may_move(d, path, rec, out, colour,
			      d->roll != 0 ? d->roll : check.reply_n))
			break;
		if (!pc_reply_take(rec, out->game.pending, &reply)) {
			status = EX_OSERR;
			break;
		}
		snprintf(verdict, sizeof verdict, "applied roll %u from the "
			 "record", check.pending_n);
		status = play_edited(d, path, rec, out, colour, verdict);
		break;
	}
	pc_record_free(&reply);
	return status;
}

/* The players whose consent a take-back needs: those seated, still in
 * the game, with an address and no bot. */
static unsigned
undo_needed(const struct pc_record *rec, const struct cli_outcome *out)
{
	unsigned need = 0;

	for (int c = 0; c < PC_NCOLOURS; c++)
		if (rec->players[c].playing && rec->players[c].email != NULL &&
		    rec->players[c].bot == PC_BOT_NONE &&
		    !(out->game.resigned & (1u << c)))
			need |= 1u << c;
	return need;
}

/* "undo N": a take-back to before roll N, once every player has asked
 * for it, each from their own address: confirmed by a reply to a mail
 * sent there (or with the mover's mark). A move clears the asking. */
static int
apply_undo(struct delivery *d, const char *path, struct pc_record *rec,
	   struct cli_outcome *out, int colour)
{
	const char *name = pc_colour_name((enum pc_colour)colour);
	char code[PC_MAIL_MARK_HEX + 1],
		tag[PC_MAIL_MARK_HEX + 2], text[600], missing[200] = "";
	uint32_t to = (uint32_t)d->cmd.roll, at;
	struct robot_state s;
	struct pc_error err;
	unsigned need;
	bool confirmed;

	if (out->game.state != PC_GAME_MOVE) {
		refuse(d, rec, colour, "refused", "a take-back needs a roll "
		       "pending in game %s", rec->game);
		return 0;
	}
	at = rec->turns[out->game.pending].n;
	if (to > at) {
		refuse(d, rec, colour, "refused", "roll %u has not been made: "
		       "roll %u is pending", to, at);
		return 0;
	}
	pc_mail_undo_code(d->r->key, rec->game, name, to, at, code);
	confirmed = confirmed_by(d, rec, out, colour, 'u', code);
	if (!confirmed) {
		snprintf(tag, sizeof tag, "u%s", code);
		snprintf(text, sizeof text,
			 _("You asked to take game %s back to before roll %u. "
			   "To confirm, reply\nto this mail with undo %u on the "
			   "first line. The take-back is made\nwhen every player "
			   "has asked for it, before the next move.\n"),
			 rec->game, to, to);
		answer(d, rec, colour, N_("confirm the take-back"), text, tag);
		robot_log(d->r, rec->game, d->sender,
			  "undo %u: confirmation asked", to);
		return 0;
	}
	if (robot_state_read(d->r, rec->game, &s, &err) != PC_OK)
		memset(&s, 0, sizeof s);
	if (s.undo_to != to || s.undo_at != at) {
		s.undo_to = to;
		s.undo_at = at;
		s.undo_agreed = 0;
	}
	s.undo_agreed |= 1u << colour;
	need = undo_needed(rec, out);
	if ((need & ~s.undo_agreed) != 0) {
		for (int c = 0; c < PC_NCOLOURS; c++)
			if (need & ~s.undo_agreed & (1u << c))
				snprintf(missing + strlen(missing),
					 sizeof missing - strlen(missing),
					 "%s%s", missing[0] ? ", " : "",
					 pc_colour_shown((enum pc_colour)c));
		if (d->hash[0] != '\0')
			robot_state_add_seen(&s, d->hash);
		if (robot_state_write(d->r, rec->game, &s, &err) != PC_OK) {
			d->status = EX_TEMPFAIL;
			return 0;
		}
		snprintf(text, sizeof text,
			 _("Your take-back of game %s to before roll %u is "
			   "noted. It waits for: %s.\n"), rec->game, to,
			 missing);
		answer(d, rec, colour, N_("take-back noted"), text, NULL);
		robot_log(d->r, rec->game, d->sender, "undo %u: agreed, waiting "
			  "for %s", to, missing);
		return 0;
	}
	if (robot_state_write(d->r, rec->game, &s, &err) != PC_OK) {
		d->status = EX_TEMPFAIL;
		return 0;
	}
	if (cli_rewind(rec, out, to, true, d->r->now, &err) != PC_OK) {
		if (err.status != PC_ERR_RULES)
			return pc_status_exit_code(err.status);
		refuse_text(d, rec, colour, "refused", err.message);
		return 0;
	}
	snprintf(text, sizeof text, "undone to before roll %u", to);
	return save_and_mail(d, path, rec, out, text);
}

/* Reads the mail's text, now that its sender is a player of the game:
 * the command on its first line, the say under it, or a record edited
 * in it (the old way). False when it cannot be read: the player is told
 * why (d->status is set when the answer cannot be kept). */
static bool
read_body(struct delivery *d, const struct pc_record *rec, int colour)
{
	struct pc_mail_message *m = d->m;
	struct pc_error err;

	if (d->cut) {
		refuse(d, rec, colour, "too large", "your mail is larger than "
		       "%d MiB, and I read none of it: send your move in a "
		       "short mail, without attachments",
		       PC_INPUT_MAX / (1024 * 1024));
		return false;
	}
	if (pc_mail_read_text(d->data, d->len, m, &err) != PC_OK) {
		if (err.status == PC_ERR_NOMEM) {
			d->status = EX_TEMPFAIL;
			robot_log(d->r, rec->game, d->sender,
				  "out of memory: retry");
		} else {
			refuse(d, rec, colour, "unreadable", "I cannot read "
			       "your mail: %s", err.message);
		}
		return false;
	}
	if (pc_reply_parse(m->text.data ? m->text.data : "", m->text.len,
			   &d->reply, &err) != PC_OK) {
		robot_log(d->r, rec->game, d->sender, "out of memory: retry");
		d->status = EX_TEMPFAIL;
		return false;
	}
	if (d->reply.command != NULL)
		robot_command_parse(d->reply.command,
				    strlen(d->reply.command), &d->cmd);
	d->say = d->reply.say;
	if (d->cmd.verb == ROBOT_NONE && d->cmd.why[0] == '\0' &&
	    d->reply.has_record) {
		struct pc_unwrap map;

		if (!pc_mail_unwrap(m->text.data ? m->text.data : "",
				    m->text.len, &d->record, &map) ||
		    !map.found)
			d->record.len = 0;
		else if (map.whole)	/* the text is the record itself */
			(void)pc_buffer_append(&d->record, m->text.data,
					       m->text.len);
	}
	return true;
}

/* The action on the kept record, locked, once the referee has looked. */
static int
act(const char *path, struct pc_record *rec, struct cli_outcome *out,
    void *context)
{
	struct delivery *d = context;
	struct pc_buffer text = PC_BUFFER_INIT;
	struct robot_state s;
	struct pc_error err;
	int colour = sender_colour(rec, d->sender), status = 0;

	if (colour < 0) {
		robot_log(d->r, rec->game, d->sender, "stranger: no answer");
		return 0;
	}
	robot_speak(rec->players[colour].lang);
	if (robot_state_read(d->r, rec->game, &s, &err) == PC_OK &&
	    d->hash[0] != '\0' && robot_state_seen(&s, d->hash)) {
		robot_log(d->r, rec->game, d->sender,
			  "duplicate: applied before");
		return 0;
	}
	if (!read_body(d, rec, colour))
		return 0;
	switch (d->cmd.verb) {
	case ROBOT_MOVE:
		return apply_move(d, path, rec, out, colour);
	case ROBOT_RESIGN:
		return apply_resign(d, path, rec, out, colour);
	case ROBOT_SALT:
		return apply_salt(d, path, rec, out, colour);
	case ROBOT_UNDO:
		return apply_undo(d, path, rec, out, colour);
	case ROBOT_BOARD:
		board_text(out, &text);
		answer(d, rec, colour, N_("the board"), text.data, NULL);
		break;
	case ROBOT_MOVES:
		moves_text(out, &text);
		answer(d, rec, colour, N_("the moves"), text.data, NULL);
		break;
	case ROBOT_HELP:
		answer(d, rec, colour, N_("help"), _(help_text), NULL);
		break;
	case ROBOT_NONE:
		if (d->record.len > 0)
			return apply_record(d, path, rec, out, colour);
		(void)pc_buffer_append_str(&text, d->cmd.why[0] != '\0'
						  ? _("I could not read the move "
						      "on the first line of your "
						      "mail: ")
						  : _("The first line of your "
						      "mail is neither a move "
						      "nor a command."));
		(void)pc_buffer_append_str(&text, d->cmd.why);
		(void)pc_buffer_append_str(&text,
					   _("\n\nNothing was changed.\n\n"));
		(void)pc_buffer_append_str(&text, _(help_text));
		answer(d, rec, colour, N_("not applied"), text.data, NULL);
		break;
	}
	robot_log(d->r, rec->game, d->sender, "%s%s%s",
		  robot_verb_name(d->cmd.verb), d->cmd.why[0] ? ": " : "",
		  d->cmd.why);
	pc_buffer_free(&text);
	return status;
}

/* Whether address is a player's in any game of the folder: a mail for
 * an unknown game is answered only then. */
static bool
known_address(const struct robot *r, const char *address)
{
	struct pc_buffer text = PC_BUFFER_INIT;
	struct pc_record rec;
	struct pc_error err;
	struct dirent *e;
	bool known = false;
	DIR *dir = opendir(".");

	(void)r;
	while (dir != NULL && !known && (e = readdir(dir)) != NULL) {
		size_t len = strlen(e->d_name);

		if (len < 6 || e->d_name[0] == '.' ||
		    strcmp(e->d_name + len - 5, ".yaml") != 0)
			continue;
		text.len = 0;
		pc_record_init(&rec);
		if (pc_file_read(e->d_name, &text, &err) == PC_OK &&
		    pc_record_read(text.data ? text.data : "", text.len, &rec,
				   &err) == PC_OK)
			known = sender_colour(&rec, address) >= 0;
		pc_record_free(&rec);
	}
	if (dir != NULL)
		closedir(dir);
	pc_buffer_free(&text);
	return known;
}

/* A mail for no game this robot keeps: answered when the address plays
 * here, else only logged. */
static void
unknown_game(struct delivery *d)
{
	struct pc_record stub;
	char text[400], email[PC_EMAIL_MAX + 1];

	if (!known_address(d->r, d->sender)) {
		robot_log(d->r, d->game, d->sender, "stranger: no answer");
		return;
	}
	pc_record_init(&stub);
	snprintf(stub.game, sizeof stub.game, "%s",
		 d->game[0] ? d->game : "?");
	stub.players[0].playing = true;
	snprintf(email, sizeof email, "%s", d->sender);
	stub.players[0].email = email;
	snprintf(text, sizeof text,
		 _("Your mail was not applied: %s.\n\nReply to a mail of the "
		   "referee about your game and keep its Subject, which names "
		   "the game.\n"), d->game[0] ? _("this referee keeps no game "
						 "of that name")
					      : _("it names no game"));
	answer(d, &stub, 0, N_("unknown game"), text, NULL);
	stub.players[0].email = NULL;
	robot_log(d->r, d->game, d->sender, "unknown game");
}

int
robot_deliver(struct robot *r, const char *data, size_t len, bool cut)
{
	struct delivery d = {.r = r, .data = data, .len = len, .cut = cut};
	struct pc_mail_message m;
	struct pc_error err;
	char path[PC_GAME_ID_MAX + 8], key[PC_GAME_ID_MAX + 8];
	const struct pc_referee_options look = {.now = r->now};
	struct cli_game game;
	int lock, status = 0;

	/* The headers alone: who sent it and what it answers. The body is
	 * read only once the sender is a player of the game it names. */
	if (pc_mail_read_head(data, len, &m, &err) != PC_OK) {
		robot_log(r, NULL, NULL, "unreadable mail: %s", err.message);
		return 0;
	}
	d.m = &m;
	d.sender = m.from_address;
	if (d.sender == NULL ||
	    !pc_text_fits(PC_TEXT_EMAIL, d.sender, strlen(d.sender), NULL)) {
		robot_log(r, NULL, d.sender, "no usable sender: no answer");
		goto done;
	}
	if (m.auto_generated) {
		robot_log(r, NULL, d.sender, "automatic mail: no answer");
		goto done;
	}
	if (m.message_id != NULL)
		robot_seen_hash(m.message_id, strlen(m.message_id), d.hash);
	read_ids(&d, m.in_reply_to, false);
	read_ids(&d, m.references, true);
	read_subject(&d, m.subject);
	snprintf(path, sizeof path, "%s.yaml", d.game);
	if (d.game[0] == '\0' || access(path, F_OK) != 0) {
		unknown_game(&d);
		goto done;
	}
	lock = robot_lock(r, d.game);
	if (lock < 0) {
		robot_log(r, d.game, d.sender, "busy: retry later");
		status = EX_TEMPFAIL;
		goto done;
	}
	snprintf(key, sizeof key, "%s.key", d.game);
	if (cli_open_game(path, &look, access(key, F_OK) == 0 ? key : NULL,
			  true, &game, &err) != PC_OK) {
		/* A kept record that is broken is the organiser's to mend
		 * (logged); a file that cannot be locked or written is
		 * worth another try. */
		robot_log(r, d.game, d.sender, "failed: %s", err.message);
		if (err.status == PC_ERR_CREATE || err.status == PC_ERR_IO)
			d.status = EX_TEMPFAIL;
	} else if ((status = act(path, &game.rec, game.out, &d)) != 0 &&
		   d.status == 0) {
		robot_log(r, d.game, d.sender, "failed (%d)", status);
	}
	cli_close_game(&game);
	close(lock);
	status = d.status;
done:
	robot_outbox_flush(r);
	pc_buffer_free(&d.record);
	pc_reply_text_free(&d.reply);
	pc_mail_message_free(&m);
	return status;
}
