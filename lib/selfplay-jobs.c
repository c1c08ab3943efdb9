/* selfplay-jobs.c: self-play games split over processes.
 *
 * Job j of J plays the games whose index is j modulo J and sends its
 * tally so far down a pipe now and then, the last one when it is done.
 * Tallies are sums of counts, so the parent's total is the same for any
 * J. Processes rather than threads: the engine and bots share nothing,
 * and a crash in one job cannot corrupt another's counts. */
#include <config.h>

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "file-io.h"
#include "selfplay.h"

enum { JOBS_MAX = 256, REPORTS = 100 };

/* Plays job j's games, calling back every step games. */
static bool
play_share(const struct pc_selfplay_config *config, uint64_t games, int j,
	   int jobs, uint64_t step,
	   void (*report)(const struct pc_selfplay_tally *, void *),
	   void *context, struct pc_selfplay_tally *tally)
{
	struct pc_selfplay_work *work = pc_selfplay_work_new(config);
	bool ok = work != NULL;

	memset(tally, 0, sizeof *tally);
	for (uint64_t g = (uint64_t)j; ok && g < games; g += (uint64_t)jobs) {
		ok = pc_selfplay_game(config, g, work, tally);
		if (tally->games % step == 0)
			report(tally, context);
	}
	pc_selfplay_work_free(work);
	return ok;
}

struct local {
	pc_selfplay_progress_fn progress;
	void *context;
	uint64_t games;
};

static void
report_local(const struct pc_selfplay_tally *tally, void *context)
{
	const struct local *l = context;

	if (l->progress != NULL)
		l->progress(tally->games, l->games, l->context);
}

static void
report_pipe(const struct pc_selfplay_tally *tally, void *context)
{
	/* A job whose parent is gone has nobody to tell. */
	(void)pc_fd_write_all(*(const int *)context, tally, sizeof *tally);
}

/* A job's share of games. */
static uint64_t
share(uint64_t games, int j, int jobs)
{
	return games / (uint64_t)jobs + ((uint64_t)j < games % (uint64_t)jobs);
}

struct job {
	pid_t pid;
	int fd;			/* -1 once at its end */
	size_t got;		/* bytes of the tally being read */
	struct pc_selfplay_tally last, reading;
};

/* Starts job j: a child that plays its share and exits. The child frees
 * all (the parent's table of jobs, which it inherited) before it exits,
 * so that leak checkers see no loss in it. */
static bool
start_job(const struct pc_selfplay_config *config, uint64_t games, int j,
	  int jobs, struct job *all)
{
	struct job *job = &all[j];
	int fds[2];
	uint64_t step = share(games, j, jobs) / REPORTS + 1;

	if (pipe(fds) != 0)
		return false;
	job->pid = fork();
	if (job->pid < 0) {
		close(fds[0]);
		close(fds[1]);
		return false;
	}
	if (job->pid == 0) {
		struct pc_selfplay_tally tally;
		bool ok;

		close(fds[0]);
		ok = play_share(config, games, j, jobs, step, report_pipe,
				&fds[1], &tally) &&
		     pc_fd_write_all(fds[1], &tally, sizeof tally);
		free(all);
		_exit(ok ? 0 : 1);
	}
	close(fds[1]);
	job->fd = fds[0];
	return true;
}

/* Reads what job has sent; at its end, marks it done. */
static void
read_job(struct job *job)
{
	ssize_t n = read(job->fd, (char *)&job->reading + job->got,
			 sizeof job->reading - job->got);

	if (n < 0 && errno == EINTR)
		return;
	if (n <= 0) {
		close(job->fd);
		job->fd = -1;
		return;
	}
	job->got += (size_t)n;
	if (job->got == sizeof job->reading) {
		job->last = job->reading;
		job->got = 0;
	}
}

/* Waits for every job's pipe to close, telling progress as tallies come;
 * false when poll fails. */
static bool
collect(struct job *jobs, int njobs, uint64_t games,
	pc_selfplay_progress_fn progress, void *context)
{
	struct pollfd fds[JOBS_MAX];
	int open = njobs;

	while (open > 0) {
		uint64_t done = 0;
		int n = 0;

		for (int j = 0; j < njobs; j++) {
			done += jobs[j].last.games;
			if (jobs[j].fd >= 0)
				fds[n++] = (struct pollfd){.fd = jobs[j].fd,
							   .events = POLLIN};
		}
		if (progress != NULL)
			progress(done, games, context);
		if (poll(fds, (nfds_t)n, -1) < 0 && errno != EINTR)
			return false;
		for (int j = 0; j < njobs; j++)
			if (jobs[j].fd >= 0)
				for (int k = 0; k < n; k++)
					if (fds[k].fd == jobs[j].fd &&
					    fds[k].revents != 0)
						read_job(&jobs[j]);
		open = 0;
		for (int j = 0; j < njobs; j++)
			open += jobs[j].fd >= 0;
	}
	return true;
}

/* Reaps the jobs; true when each exited 0 having played its share. */
static bool
finish(struct job *jobs, int njobs, uint64_t games,
       struct pc_selfplay_tally *tally)
{
	bool ok = true;

	for (int j = 0; j < njobs; j++) {
		int status = 0;

		if (jobs[j].fd >= 0)
			close(jobs[j].fd);
		while (waitpid(jobs[j].pid, &status, 0) < 0 && errno == EINTR)
			;
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
		    jobs[j].last.games != share(games, j, njobs))
			ok = false;
		pc_selfplay_add(tally, &jobs[j].last);
	}
	if (!ok)
		errno = ECHILD;
	return ok;
}

static bool
run_forked(const struct pc_selfplay_config *config, uint64_t games,
	   int njobs, pc_selfplay_progress_fn progress, void *context,
	   struct pc_selfplay_tally *tally)
{
	struct job *jobs = calloc((size_t)njobs, sizeof *jobs);
	int started = 0;
	bool ok = jobs != NULL;

	while (ok && started < njobs) {
		ok = start_job(config, games, started, njobs, jobs);
		started += ok;
	}
	if (!ok)
		for (int j = 0; j < started; j++)
			kill(jobs[j].pid, SIGTERM);
	if (ok)
		ok = collect(jobs, started, games, progress, context);
	if (jobs != NULL)
		ok = finish(jobs, started, games, tally) && ok;
	free(jobs);
	return ok;
}

bool
pc_selfplay_run(const struct pc_selfplay_config *config, uint64_t games,
		int jobs, pc_selfplay_progress_fn progress, void *context,
		struct pc_selfplay_tally *tally)
{
	struct local local = {progress, context, games};

	memset(tally, 0, sizeof *tally);
	if (jobs < 1 || jobs > JOBS_MAX) {
		errno = EINVAL;
		return false;
	}
	if (jobs == 1 || games < 2)
		return play_share(config, games, 0, 1,
				  games / REPORTS + 1, report_local, &local,
				  tally);
	if ((uint64_t)jobs > games)
		jobs = (int)games;
	return run_forked(config, games, jobs, progress, context, tally);
}
