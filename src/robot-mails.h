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

/* Queues text, under subject, to colour's address in rec, as a reply to
 * their mail their_id (without angle brackets, or NULL); tag, when not
 * NULL, goes into the mail's id (a resignation's code). */
enum pc_status robot_queue_answer(const struct robot *r,
				  const struct pc_record *rec, int colour,
				  const char *their_id, const char *subject,
				  const char *text, const char *tag,
				  struct pc_error *err);

#endif
