/* robot-deliver.h: one message to the referee address. */
#ifndef PARCHIS_ROBOT_DELIVER_H
#define PARCHIS_ROBOT_DELIVER_H

#include "robot.h"

/* Acts on the message in data (len bytes), the working folder being the
 * folder of games; cut: data is the beginning of a message too large to
 * read (its sender, when a player, is told so). Returns 0 when it was
 * handled (applied, refused with an answer, or only logged) and 75
 * (EX_TEMPFAIL) when the mail system should deliver it again later (the
 * game is locked for too long, the disk is full). */
int robot_deliver(struct robot *r, const char *data, size_t len, bool cut);

/* robot-tick.c: announces new games, reminds, plays overdue turns, and
 * sends what the outbox holds. salt_wait: seconds a game with secret
 * dice waits for its players' salts after the announcement. Returns 0,
 * or 75 when a game was busy or could not be written. */
int robot_tick(struct robot *r, int64_t salt_wait);

#endif
