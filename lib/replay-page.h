/* replay-page.h: a self-contained web page of a whole game (parchis html,
 * and the attachment of the mail that ends a game by mail). */
#ifndef PARCHIS_REPLAY_PAGE_H
#define PARCHIS_REPLAY_PAGE_H

#include "buffer.h"
#include "error.h"
#include "record.h"
#include "referee.h"

/* Appends to page the page of rec, a record the referee has completed
 * (secret and secret_mac as for pc_referee_run: a game with secret
 * dice needs them). rec is replayed once for each roll and left as it
 * was. Errors: PC_ERR_USAGE for a record without a roll, the referee's
 * errors, PC_ERR_NOMEM. */
enum pc_status pc_replay_page(struct pc_record *rec, const char *secret,
			      int secret_mac, struct pc_buffer *page,
			      struct pc_error *err);

#endif
