/* robot-mails.c: the mails of the referee address, composed and put in
 * its outbox: the turn's mails (marked for the player to move, copies
 * for the others) and answers to a player's mail. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "crypto.h"
#include "mail-address.h"
#include "mail-compose.h"
#include "mail-header-write.h"
#include "record-read.h"
#include "record-write.h"
#include "replay-page.h"
#include "robot-mails.h"

/* The id of a game's thread root, which every mail of the game names. */
static void
root_reference(const struct robot *r, const char *game, char out[300])
{
	char id[PC_MESSAGE_ID_MAX];

	pc_mail_ref_format(game, 0, "root", "0", r->domain, id);
	snprintf(out, 300, "<%s>", id);
}

static unsigned
addressed(const struct pc_record *rec, unsigned who)
{
	unsigned with = 0;

	for (int c = 0; c < PC_NCOLOURS; c++)
		if ((who & (1u << c)) && rec->players[c].playing &&
		    rec->players[c].email != NULL)
			with |= 1u << c;
	return with;
}

/* The bare address of the robot's From: ("Referee <a@b>" gives "a@b"),
 * which the mailto: links of the moves write to; NULL when unknown. */
static const char *
referee_address(const struct robot *r, char out[256])
{
	const char *at;
	size_t len;

	if (r->sender == NULL)
		return NULL;
	pc_mail_bare_address(r->sender, &at, &len);
	if (len >= 256 || memchr(at, '@', len) == NULL)
		return NULL;
	snprintf(out, 256, "%.*s", (int)len, at);
	return out;
}

/* When the pending move is due under a turn_limit, or 0. */
static int64_t
deadline(const struct pc_record *rec, const struct cli_outcome *out)
{
	const struct pc_turn *t;
	int limit = out->game.engine.rules.turn_limit;

	if (out->derived.awaiting != PC_AWAIT_MOVE || limit <= 0 ||
	    rec->nturns == 0)
		return 0;
	t = &rec->turns[rec->nturns - 1];
	return t->has_at ? pc_turn_at(t) + (int64_t)limit * 3600 : 0;
}

/* The replay page of a finished game, in the language of the mail. */
static bool
replay_page(const struct cli_outcome *out, const char *record_text,
	    struct pc_buffer *page)
{
	struct pc_record *rec = malloc(sizeof *rec);
	struct pc_error err;
	bool ok = false;

	if (rec == NULL)
		return false;
	pc_record_init(rec);
	pc_error_clear(&err);
	ok = pc_record_read(record_text, strlen(record_text), rec, &err) ==
		     PC_OK &&
	     pc_replay_page(rec, out->secret, out->secret_mac, page, &err) ==
		     PC_OK;
	pc_record_free(rec);
	free(rec);
	return ok;
}

enum pc_status
robot_compose_turn(const struct robot *r, const struct pc_record *rec,
		   const struct cli_outcome *out, const char *record_text,
		   const struct robot_turn_mail *t, struct pc_buffer *mail,
		   struct pc_error *err)
{
	struct pc_buffer what[PC_LEGAL_MAX];
	const char *described[PC_LEGAL_MAX];
	const struct pc_derived *d = &out->derived;
	size_t i;
	char id[PC_MESSAGE_ID_MAX], root[PC_MESSAGE_ID_MAX], refs[300],
		tag[PC_MAIL_MARK_HEX + 2], boundary[40];
	struct pc_mail_thread th;
	struct pc_news news;
	struct pc_buffer page = PC_BUFFER_INIT;
	struct pc_mail_turn m = {.described = described,
				 .record_text = record_text, .mark = t->mark,
				 .mover = t->mover, .cc = t->cc,
				 .note = t->note};
	char referee[256];
	enum pc_status status = PC_OK;

	/* What happened since the mover's last turn, in the mail's
	 * language; a mail goes without it rather than not at all. */
	if (pc_news_make(record_text, out->secret, out->secret_mac, &news,
			 err) == PC_OK)
		m.news = &news;
	m.deadline = deadline(rec, out);
	m.referee = referee_address(r, referee);
	if (d->awaiting == PC_AWAIT_NOTHING && replay_page(out, record_text,
							   &page))
		m.replay_page = page.data;
	/* What each move does, in the mail's language. */
	for (i = 0; i < d->nlegal; i++) {
		what[i] = (struct pc_buffer)PC_BUFFER_INIT;
		if (!pc_referee_describe(&out->game.engine, &out->game.legal[i],
					 true, &what[i]))
			status = PC_ERR_NOMEM;
		described[i] = what[i].data ? what[i].data : "";
	}
	snprintf(tag, sizeof tag, "%s%s", t->mark != NULL ? "m" : "c",
		 t->mark != NULL ? t->mark : "");
	pc_mail_ref_format(rec->game, 0, "root", "0", r->domain, root);
	root_reference(r, rec->game, refs);
	strcpy(boundary, "=_parchis_");
	if (status != PC_OK)	/* a move not described */
		status = pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	if (status == PC_OK)
		status = robot_message_id(r, rec->game, t->n, tag, id, err);
	if (status == PC_OK)
		status = robot_random_hex(boundary + strlen(boundary), 8, err);
	th = (struct pc_mail_thread){.sender = r->sender, .date = (time_t)r->now,
				     .message_id = id, .in_reply_to = root,
				     .references = refs, .boundary = boundary};
	if (status == PC_OK &&
	    !pc_mail_compose_turn(rec, &out->derived, &th, t->to, &m, mail))
		status = pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	for (size_t k = 0; k < i; k++)
		pc_buffer_free(&what[k]);
	pc_buffer_free(&page);
	pc_news_free(&news);
	return status;
}

/* Composes one turn mail for the colours of to and queues it. */
static enum pc_status
queue_turn(const struct robot *r, const struct pc_record *rec,
	   const struct cli_outcome *out, const char *record_text,
	   unsigned to, const char *mark, const char *note, uint32_t n,
	   struct pc_error *err)
{
	struct pc_buffer mail = PC_BUFFER_INIT;
	const struct robot_turn_mail t = {.to = to, .mark = mark,
					  .mover = mark != NULL, .note = note,
					  .n = n};
	enum pc_status status;

	if (to == 0)
		return PC_OK;
	status = robot_compose_turn(r, rec, out, record_text, &t, &mail, err);
	if (status == PC_OK)
		status = robot_outbox_put(r, &mail, err);
	pc_buffer_free(&mail);
	return status;
}

enum pc_status
robot_queue_turn_mails(const struct robot *r, const struct pc_record *rec,
		       const struct cli_outcome *out, const char *note,
		       bool copies, struct pc_error *err)
{
	struct pc_buffer record = PC_BUFFER_INIT;
	const struct pc_derived *d = &out->derived;
	char mark[PC_MAIL_MARK_HEX + 1];
	unsigned all = addressed(rec, 0xffu), mover = 0;
	enum pc_status status = PC_OK;
	uint32_t n = rec->nturns > 0 ? rec->turns[rec->nturns - 1].n : 0;

	status = pc_record_write_derived(rec, d, &record, err);
	if (status == PC_OK && d->awaiting == PC_AWAIT_MOVE) {
		mover = addressed(rec, 1u << d->to_move);
		pc_mail_mark(r->key, rec->game, n, pc_colour_name(d->to_move),
			     mark);
		robot_speak(rec->players[d->to_move].lang);
		status = queue_turn(r, rec, out, record.data, mover, mark,
				    note, n, err);
	}
	/* A copy for the others in each language they read. */
	for (int l = 0; status == PC_OK && copies && l < 2; l++) {
		unsigned to = 0;

		for (int c = 0; c < PC_NCOLOURS; c++)
			if ((all & ~mover & (1u << c)) &&
			    (strcmp(rec->players[c].lang, "es") == 0) == (l == 1))
				to |= 1u << c;
		robot_speak(l == 1 ? "es" : "en");
		status = queue_turn(r, rec, out, record.data, to, NULL, NULL, n,
				    err);
	}
	robot_speak("en");
	pc_buffer_free(&record);
	return status;
}

enum pc_status
robot_queue_answer(const struct robot *r, const struct pc_record *rec,
		   int colour, const char *their_id, const char *subject,
		   const char *text, const char *tag, struct pc_error *err)
{
	const struct pc_player *p = &rec->players[colour];
	struct pc_buffer mail = PC_BUFFER_INIT;
	char id[PC_MESSAGE_ID_MAX], refs[600], root[300];
	struct pc_mail_thread th;
	enum pc_status status;

	if (p->email == NULL)
		return PC_OK;
	robot_speak(p->lang);
	status = robot_message_id(r, rec->game,
				  rec->nturns > 0
					  ? rec->turns[rec->nturns - 1].n
					  : 0,
				  tag != NULL ? tag : "a", id, err);
	if (status != PC_OK)
		return status;
	root_reference(r, rec->game, root);
	/* Their id goes back only when it is one (RFC 5322): a header
	 * with a control or an 8-bit byte may be refused on the way, and
	 * the answer lost. */
	if (their_id != NULL && pc_mail_id_usable(their_id))
		snprintf(refs, sizeof refs, "%s <%s>", root, their_id);
	else
		their_id = NULL, snprintf(refs, sizeof refs, "%s", root);
	th = (struct pc_mail_thread){.sender = r->sender, .date = (time_t)r->now,
				     .message_id = id,
				     .in_reply_to = their_id,
				     .references = refs};
	if (!pc_mail_compose_note(p->name, p->email, subject, &th, text, &mail))
		status = pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	else
		status = robot_outbox_put(r, &mail, err);
	pc_buffer_free(&mail);
	return status;
}
