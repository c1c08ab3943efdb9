/* robot-mails.h: the referee address's mails, into its outbox. */
#ifndef PARCHIS_ROBOT_MAILS_H
#define PARCHIS_ROBOT_MAILS_H

#include "cli-referee.h"
#include "robot.h"

/* Queues the mails of the game as out leaves it: to the player to move,
 * marked, with a note first when not NULL (a reminder); with copies,
 * a copy to the other players (everyone, when the game is over). */
enum pc_status robot_queue_turn_mails(const struct robot *r,
				      const struct pc_record *rec,
				      const struct cli_outcome *out,
				      const char *note, bool copies,
				      struct pc_error *err);

/* One turn mail of the robot's: to the colours of to (and in Cc those
 * of cc); for the player to move when mover (their moves and how to
 * reply), with mark in the Subject when not NULL; note, when not NULL,
 * put first; n the roll it is about, for its id. */
struct robot_turn_mail {
	unsigned to;
	unsigned cc;
	const char *mark;
	bool mover;
	const char *note;
	uint32_t n;
};

/* Composes the turn mail t of the game as out leaves it (record_text
 * its record, written with the derived keys) into mail, in the language
 * set (robot_speak), as the robot sends it: the news, the board, the
 * moves, an HTML part, the record attached. parchis mail writes it
 * too. */
enum pc_status robot_compose_turn(const struct robot *r,
				  const struct pc_record *rec,
				  const struct cli_outcome *out,
				  const char *record_text,
				  const struct robot_turn_mail *t,
				  struct pc_buffer *mail,
				  struct pc_error *err);

/* Queues text, under subject, to colour's address in rec, as a reply to
 * their mail their_id (without angle brackets, or NULL); tag, when not
 * NULL, goes into the mail's id (a resignation's code). */
enum pc_status robot_queue_answer(const struct robot *r,
				  const struct pc_record *rec, int colour,
				  const char *their_id, const char *subject,
				  const char *text, const char *tag,
				  struct pc_error *err);

#endif
