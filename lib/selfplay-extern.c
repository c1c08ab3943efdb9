/* selfplay-extern.c: bots that are programs, for selfplay --bots
 * cmd:PROGRAM (selfplay-extern.h has the protocol).
 *
 * Each game keeps a record with manual dice, a turn a roll, which the
 * referee replays before each question: the program gets what parchis
 * itself would write (the legal plays among the derived keys), and a
 * record this file got wrong would be refused there rather than shown.
 *
 * Nothing the program does may hang or crash the run: it has its own
 * process group, killed at the timeout; its output is read into a fixed
 * buffer and more than fits is a fault; its input goes through a
 * non-blocking pipe while its output is read, so that neither side
 * waits for the other; a program that stops reading early is no fault
 * of its own (SIGPIPE must be ignored by the caller, as cmd-selfplay.c
 * does, and is restored to the default for the program). */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "record-write.h"
#include "referee.h"
#include "selfplay-extern.h"

enum { FDS_CLOSED = 1024 };	/* descriptors closed before the exec */

bool
pc_extern_open(struct pc_extern *x)
{
	memset(x, 0, sizeof *x);
	pc_record_init(&x->rec);
	x->game = malloc(sizeof *x->game);
	x->legal = malloc(sizeof *x->legal);
	if (x->game == NULL || x->legal == NULL) {
		pc_extern_close(x);
		errno = ENOMEM;
		return false;
	}
	return true;
}

void
pc_extern_close(struct pc_extern *x)
{
	pc_record_free(&x->rec);
	pc_buffer_free(&x->text);
	free(x->game);
	free(x->legal);
	x->game = NULL;
	x->legal = NULL;
}

bool
pc_extern_start(struct pc_extern *x, const struct pc_rule_choice *rules,
		uint64_t index, int seats, const char *const *names,
		int first)
{
	struct pc_record *rec = &x->rec;

	pc_record_free(rec);
	pc_record_init(rec);
	snprintf(rec->game, sizeof rec->game, "selfplay-%llu",
		 (unsigned long long)index);
	rec->rules = *rules;
	rec->dice.mode = PC_DICE_MANUAL;
	for (int c = 0; c < seats; c++) {
		rec->players[c].playing = true;
		rec->players[c].name = pc_strndup(names[c], strlen(names[c]));
		if (rec->players[c].name == NULL) {
			errno = ENOMEM;
			return false;
		}
		rec->seat_order[rec->nplayers++] = (uint8_t)c;
	}
	rec->has_first = true;
	rec->first = (uint8_t)first;
	return true;
}

bool
pc_extern_roll(struct pc_extern *x, int player, const uint8_t *dice,
	       int ndice)
{
	struct pc_turn *t = pc_record_add_turn(&x->rec);

	if (t == NULL) {
		errno = ENOMEM;
		return false;
	}
	t->player = (uint8_t)player;
	t->has_player = true;
	t->ndice = (uint8_t)ndice;
	memcpy(t->dice, dice, (size_t)ndice);
	return true;
}

bool
pc_extern_move(struct pc_extern *x, const struct pc_engine *e,
	       const struct pc_play *play)
{
	struct pc_turn *t = &x->rec.turns[x->rec.nturns - 1];
	struct pc_step steps[PC_PLAY_MOVES];
	size_t n = pc_play_steps(e, play, PC_NOTATION_RECORD, steps);

	if (!pc_turn_set_steps(&x->rec, t, steps, n)) {
		errno = ENOMEM;
		return false;
	}
	t->has_move = true;
	return true;
}

/* The record with its derived keys into x->text; false when the referee
 * refuses it (a fault of ours) or memory runs out. */
static bool
write_record(struct pc_extern *x)
{
	struct pc_referee_options options;
	struct pc_derived derived;
	struct pc_error err;

	memset(&options, 0, sizeof options);
	pc_error_clear(&err);
	if (pc_referee_run(&x->rec, &options, x->game, &err) != PC_OK ||
	    x->game->state != PC_GAME_MOVE)
		return false;
	pc_referee_derive(&x->rec, x->game, x->legal, NULL, &derived);
	x->text.len = 0;
	return pc_record_write_derived(&x->rec, &derived, &x->text, &err) ==
	       PC_OK;
}

static int64_t
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The child: program through the shell, in a process group of its own
 * so that the timeout kills whatever it starts. */
static void
child(const char *program, int in[2], int out[2])
{
	setpgid(0, 0);
	signal(SIGPIPE, SIG_DFL);
	if (dup2(in[0], STDIN_FILENO) < 0 || dup2(out[1], STDOUT_FILENO) < 0)
		_exit(127);
	/* Nothing else of ours goes with it: a job's pipe to the parent
	 * held open by a program that outlives its group would keep
	 * selfplay waiting. */
	for (int fd = STDERR_FILENO + 1; fd < FDS_CLOSED; fd++)
		close(fd);
	execl("/bin/sh", "sh", "-c", program, (char *)NULL);
	_exit(127);
}

/* Feeds x->text to the program and reads its output into x->out until
 * it closes its output, the output overflows or the time runs out.
 * Returns PC_EXTERN_OK (output complete), _OUTPUT (too long) or
 * _TIMEOUT. */
static enum pc_extern_result
talk(struct pc_extern *x, int to, int from, int64_t deadline, size_t *got)
{
	enum pc_extern_result result = PC_EXTERN_OK;
	size_t sent = 0;

	*got = 0;
	for (;;) {
		struct pollfd fds[2];
		int n = 0, wait = (int)(deadline - now_ms());
		ssize_t k;

		if (wait <= 0) {
			result = PC_EXTERN_TIMEOUT;
			break;
		}
		fds[n++] = (struct pollfd){.fd = from, .events = POLLIN};
		if (to >= 0)
			fds[n++] = (struct pollfd){.fd = to, .events = POLLOUT};
		if (poll(fds, (nfds_t)n, wait) < 0) {
			if (errno == EINTR)
				continue;
			result = PC_EXTERN_TIMEOUT;
			break;
		}
		if (n == 2 && fds[1].revents != 0) {
			k = write(to, x->text.data + sent, x->text.len - sent);
			if (k > 0)
				sent += (size_t)k;
			if ((k < 0 && errno != EAGAIN && errno != EINTR) ||
			    sent == x->text.len) {
				close(to);
				to = -1;
			}
		}
		if (fds[0].revents == 0)
			continue;
		k = read(from, x->out + *got, PC_EXTERN_OUTPUT_MAX + 1 - *got);
		if (k < 0 && (errno == EAGAIN || errno == EINTR))
			continue;
		if (k <= 0)
			break;
		*got += (size_t)k;
		if (*got > PC_EXTERN_OUTPUT_MAX) {
			result = PC_EXTERN_OUTPUT;
			break;
		}
	}
	if (to >= 0)
		close(to);
	return result;
}

/* Waits for pid until deadline; kills its group. PC_EXTERN_OK when it
 * exited 0 in time. */
static enum pc_extern_result
reap(pid_t pid, int64_t deadline, enum pc_extern_result so_far)
{
	enum pc_extern_result result = so_far;
	siginfo_t info;

	for (;;) {
		memset(&info, 0, sizeof info);
		if (so_far != PC_EXTERN_OK)
			break;
		if (waitid(P_PID, (id_t)pid, &info,
			   WEXITED | WNOHANG | WNOWAIT) == 0 &&
		    info.si_pid == pid)
			break;
		if (now_ms() >= deadline) {
			result = PC_EXTERN_TIMEOUT;
			break;
		}
		nanosleep(&(struct timespec){0, 1000000}, NULL);
	}
	/* The group goes, whatever it left running; then the zombie. */
	kill(-pid, SIGKILL);
	if (so_far == PC_EXTERN_OK && result == PC_EXTERN_OK &&
	    (info.si_code != CLD_EXITED || info.si_status != 0))
		result = PC_EXTERN_CRASH;
	while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
		;
	return result;
}

enum pc_extern_result
pc_extern_reply(struct pc_extern *x, const char *text, size_t len,
		struct pc_play *play)
{
	const struct pc_turn *t = &x->rec.turns[x->rec.nturns - 1];
	struct pc_step steps[PC_MAX_STEPS];
	struct pc_check check;
	size_t nsteps = 0, i = 0;
	char why[PC_WHY_MAX];

	if (len > PC_EXTERN_OUTPUT_MAX || memchr(text, '\0', len) != NULL)
		return PC_EXTERN_OUTPUT;
	if (text != x->out)
		memcpy(x->out, text, len);
	x->out[len] = '\0';
	while (i < len) {
		size_t word;

		i += strspn(x->out + i, " \t\r\n");
		word = strcspn(x->out + i, " \t\r\n");
		if (word == 0)
			break;
		if (nsteps == PC_MAX_STEPS ||
		    !pc_step_parse(x->out + i, word, &steps[nsteps], why,
				   sizeof why))
			return PC_EXTERN_OUTPUT;
		nsteps++;
		i += word;
	}
	if (nsteps == 0 ||
	    pc_check_steps(&x->game->engine, &x->game->pos, t->dice, t->ndice,
			   steps, nsteps, x->completions, 2, &check) !=
		    PC_PLAY_COMPLETE)
		return PC_EXTERN_OUTPUT;
	*play = check.play;
	return PC_EXTERN_OK;
}

enum pc_extern_result
pc_extern_prepare(struct pc_extern *x, struct pc_play *play)
{
	if (!write_record(x)) {
		errno = EPROTO;
		return PC_EXTERN_ERROR;
	}
	if (x->game->nlegal == 1) {
		*play = x->game->legal[0];
		return PC_EXTERN_FORCED;
	}
	return PC_EXTERN_OK;
}

enum pc_extern_result
pc_extern_ask(struct pc_extern *x, const char *program, int timeout_ms,
	      struct pc_play *play)
{
	int in[2] = {-1, -1}, out[2] = {-1, -1};
	enum pc_extern_result result = pc_extern_prepare(x, play);
	int64_t deadline;
	size_t len = 0;
	pid_t pid;

	if (result != PC_EXTERN_OK)
		return result;
	if (pipe(in) != 0 || pipe(out) != 0) {
		int saved = errno;

		for (int k = 0; k < 2; k++) {
			if (in[k] >= 0)
				close(in[k]);
			if (out[k] >= 0)
				close(out[k]);
		}
		errno = saved;
		return PC_EXTERN_ERROR;
	}
	deadline = now_ms() + timeout_ms;
	fflush(NULL);
	pid = fork();
	if (pid == 0)
		child(program, in, out);
	close(in[0]);
	close(out[1]);
	if (pid < 0) {
		close(in[1]);
		close(out[0]);
		return PC_EXTERN_ERROR;
	}
	/* The parent sets the group too: no race with a kill before the
	 * child has run. */
	setpgid(pid, pid);
	fcntl(in[1], F_SETFL, fcntl(in[1], F_GETFL) | O_NONBLOCK);
	fcntl(out[0], F_SETFL, fcntl(out[0], F_GETFL) | O_NONBLOCK);
	result = talk(x, in[1], out[0], deadline, &len);
	close(out[0]);
	result = reap(pid, deadline, result);
	return result == PC_EXTERN_OK ? pc_extern_reply(x, x->out, len, play)
				      : result;
}
