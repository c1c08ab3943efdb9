/* robot-tick.c: parchis robot --tick, from cron: every game of the
 * folder is announced once, its player to move reminded once when half
 * of the turn_limit has passed, its overdue turns played (the strong bot
 * moves for a late player), and whoever must act next mailed. Then the
 * outbox is sent. Safe beside deliveries: each game is taken under its
 * lock, and a game busy now waits for the next tick. */
#include <config.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

#include "gettext.h"
#include "cli-referee.h"
#include "robot-deliver.h"
#include "robot-mails.h"

struct tick {
	struct robot *r;
	int64_t salt_wait;
	int status;
};

static bool
salts_missing(const struct pc_record *rec)
{
	for (int c = 0; c < PC_NCOLOURS; c++)
		if (rec->players[c].playing && rec->players[c].email != NULL &&
		    rec->players[c].salt == NULL)
			return true;
	return false;
}

/* The invitation of a game with secret dice: salts before the dice. */
static void
invite_salts(struct tick *k, const struct pc_record *rec)
{
	char text[900], subject[160];
	struct pc_error err;

	for (int c = 0; c < PC_NCOLOURS; c++) {
		if (!rec->players[c].playing || rec->players[c].email == NULL)
			continue;
		robot_speak(rec->players[c].lang);
		snprintf(subject, sizeof subject,
			 _("parchis %s: a new game, your salt"), rec->game);
		snprintf(text, sizeof text,
			 _("A new game, %s, is about to start. Its dice are "
			   "secret: the\nreferee committed to them with %s,\n"
			   "and reveals the secret when the game ends, so that "
			   "anyone can check\nevery roll.\n\n"
			   "So that the referee cannot choose dice that favour "
			   "anyone, you may\nadd a salt of your own: reply to "
			   "this mail with\n\n"
			   "    salt ANY WORDS YOU LIKE\n\n"
			   "The first roll is made when every player has sent "
			   "one, or in %lld hours.\n"), rec->game,
			 rec->dice.commitment, (long long)(k->salt_wait / 3600));
		if (robot_queue_answer(k->r, rec, c, NULL, subject, text, NULL,
				       &err) != PC_OK)
			k->status = EX_TEMPFAIL;
	}
}

/* The reminder's paragraph: the deadline. */
static void
reminder_note(const struct pc_record *rec, const struct cli_outcome *out,
	      char note[200])
{
	const struct pc_turn *t = &rec->turns[out->game.pending];
	int64_t limit = (int64_t)out->game.engine.rules.turn_limit * 3600;
	char at[PC_TIME_TEXT_MAX];

	robot_speak(rec->players[t->player].lang);
	snprintf(note, 200, _("Reminder: your move for roll %u is still "
			      "awaited.\nReply before %s (UTC), or the "
			      "computer moves for you."),
		 t->n, pc_time_format(pc_turn_at(t) + limit, at));
}

/* Announces, plays what is due in, mails and reminds one game; a game
 * that cannot be refereed gives its error (logged by the caller). */
static enum pc_status
tick_game(const char *path, struct pc_record *rec, struct cli_outcome *out,
	  struct tick *k, struct pc_error *fault)
{
	struct pc_referee_options play = {.autoplay = true, .roll = true,
					  .secret = out->secret,
					  .now = k->r->now};
	struct robot_state s;
	struct pc_error err;
	size_t before = rec->nturns;
	int64_t limit;
	uint32_t n;
	char note[200];

	/* Replies find a game by the id their Subject names, as GAME.yaml:
	 * a game kept under another name could be announced and then never
	 * found again. */
	if (strlen(path) != strlen(rec->game) + 5 ||
	    strncmp(path, rec->game, strlen(rec->game)) != 0) {
		robot_log(k->r, rec->game, NULL, "not refereed: %s holds game "
			  "%s, which replies would look for in %s.yaml", path,
			  rec->game, rec->game);
		return 0;
	}
	if (robot_state_read(k->r, rec->game, &s, &err) != PC_OK)
		return 0;
	if (rec->dice.mode == PC_DICE_MANUAL)
		return 0;	/* the players roll: nothing to referee */
	if (!s.exists) {
		s.exists = true;
		s.announced = k->r->now;
		if (rec->dice.has_commitment && rec->dice.seed == NULL &&
		    rec->nturns == 0 && k->salt_wait > 0 &&
		    salts_missing(rec)) {
			invite_salts(k, rec);
			robot_log(k->r, rec->game, NULL, "announced: salts asked");
			if (robot_state_write(k->r, rec->game, &s, &err) != PC_OK)
				k->status = EX_TEMPFAIL;
			return 0;
		}
	}
	if (rec->nturns == 0 && rec->dice.has_commitment && salts_missing(rec) &&
	    k->r->now < s.announced + k->salt_wait)
		return 0;	/* still waiting for salts */
	if (cli_run(rec, &play, out, fault) != PC_OK)
		return fault->status;
	if (rec->nturns != before && cli_save(path, rec, out, &err) != PC_OK) {
		robot_log(k->r, rec->game, NULL, "not saved: %s: retry",
			  err.message);
		k->status = EX_TEMPFAIL;
		return PC_OK;
	}
	n = out->derived.awaiting == PC_AWAIT_NOTHING
		    ? UINT32_MAX
		    : rec->turns[rec->nturns - 1].n;
	limit = (int64_t)out->game.engine.rules.turn_limit * 3600;
	if (n != s.mailed) {
		s.undo_to = s.undo_at = 0;	/* a new roll: asked anew */
		s.undo_agreed = 0;
		if (robot_queue_turn_mails(k->r, rec, out, NULL, true, &err) ==
		    PC_OK)
			s.mailed = n;
		else
			k->status = EX_TEMPFAIL;
		robot_log(k->r, rec->game, NULL, "mailed roll %u%s",
			  n == UINT32_MAX ? 0 : n,
			  rec->nturns != before ? " (played overdue or new)"
						: "");
	} else if (out->game.state == PC_GAME_MOVE && limit > 0 &&
		   rec->turns[out->game.pending].has_at && s.reminded != n &&
		   k->r->now >= pc_turn_at(&rec->turns[out->game.pending]) +
				   limit / 2) {
		reminder_note(rec, out, note);
		if (robot_queue_turn_mails(k->r, rec, out, note, false, &err) ==
		    PC_OK)
			s.reminded = n;
		robot_log(k->r, rec->game, NULL, "reminded roll %u", n);
	}
	if (robot_state_write(k->r, rec->game, &s, &err) != PC_OK)
		k->status = EX_TEMPFAIL;
	return PC_OK;
}

int
robot_tick(struct robot *r, int64_t salt_wait)
{
	struct tick k = {.r = r, .salt_wait = salt_wait};
	const struct pc_referee_options look = {.now = r->now};
	struct cli_game g;
	struct pc_error err;
	struct dirent *e;
	DIR *dir = opendir(".");
	int saved_wait = r->lock_wait;

	r->lock_wait = 0;	/* a busy game waits for the next tick */
	while (dir != NULL && (e = readdir(dir)) != NULL) {
		size_t len = strlen(e->d_name);
		char game[PC_GAME_ID_MAX + 1], key[PC_GAME_ID_MAX + 8];
		int lock;

		if (len < 6 || len - 5 > PC_GAME_ID_MAX ||
		    e->d_name[0] == '.' ||
		    strcmp(e->d_name + len - 5, ".yaml") != 0)
			continue;
		snprintf(game, sizeof game, "%.*s", (int)(len - 5), e->d_name);
		lock = robot_lock(r, game);
		if (lock < 0)
			continue;
		snprintf(key, sizeof key, "%s.key", game);
		if (cli_open_game(e->d_name, &look,
				  access(key, F_OK) == 0 ? key : NULL, true, &g,
				  &err) != PC_OK ||
		    tick_game(e->d_name, &g.rec, g.out, &k, &err) != PC_OK)
			robot_log(r, game, NULL, "not refereed (%d): %s",
				  pc_status_exit_code(err.status), err.message);
		cli_close_game(&g);
		close(lock);
	}
	if (dir != NULL)
		closedir(dir);
	r->lock_wait = saved_wait;
	robot_outbox_flush(r);
	return k.status;
}
