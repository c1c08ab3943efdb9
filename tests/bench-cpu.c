/* bench-cpu.c: the CPU time commands take, for "make bench".
 *
 *   tests/bench-cpu ROUNDS RUNS PLAN
 *
 * PLAN holds one command a line, five fields separated by tabs:
 *
 *   GROUP  INPUT  FROM  TO  PROGRAM ARGUMENT...
 *
 * (the arguments separated by spaces; "-" for no INPUT, FROM or TO). A
 * command runs with INPUT (or /dev/null) as standard input and standard
 * output and error going to /dev/null; when FROM is given it is first
 * copied to TO, untimed (a command such as parchis move changes its
 * file). Each round runs every group's commands RUNS times, the groups
 * taking turns command by command: the first command of each group, then
 * the second of each, and so on, the groups in the plan's order one time
 * and in the reverse order the next, so that no group always comes first
 * or always follows the same one, and a burst of the machine's other work
 * (which CPU time does not leave out: the caches, the memory bus and the
 * processor are shared) falls on every group alike rather than on the one
 * whose turn it was. A group's time in a round is the user and system
 * time of its commands (as wait4 reports it, so that the time the machine
 * spends on other work is left out), summed over the group's commands and
 * averaged over RUNS.
 *
 * Prints a line a group, in the plan's order: the group, the median over
 * the rounds of its seconds, and the largest resident set (KiB) any of
 * its commands reached. Exit 1 when a command fails. */
#include <config.h>

#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

enum { ARGS_MAX = 32, LINE_MAX_ = 4096 };

struct command {
	char *line;
	const char *input, *from, *to;
	char *argv[ARGS_MAX + 1];
	size_t group;
};

struct group {
	const char *name;
	double *seconds;	/* one a round */
	double total;		/* this round's, so far */
	size_t *members;	/* its commands, as indices of commands[] */
	size_t nmembers;
	long maxrss;
};

static struct command *commands;
static size_t ncommands;
static struct group *groups;
static size_t ngroups;
static size_t longest;		/* the most commands a group has */

static void *
grow(void *p, size_t n, size_t size)
{
	p = realloc(p, n * size);
	if (p == NULL) {
		perror("bench-cpu");
		exit(1);
	}
	return p;
}

static const char *
field(char **s)
{
	char *f = strsep(s, "\t");

	if (f == NULL) {
		fprintf(stderr, "bench-cpu: a plan line has too few fields\n");
		exit(1);
	}
	return strcmp(f, "-") == 0 ? NULL : f;
}

static void
read_plan(const char *path)
{
	FILE *f = fopen(path, "r");
	char buf[LINE_MAX_];

	if (f == NULL) {
		perror(path);
		exit(1);
	}
	while (fgets(buf, sizeof buf, f) != NULL) {
		struct command *c;
		char *s, *arg;
		const char *name;
		size_t g, n = 0;

		buf[strcspn(buf, "\n")] = '\0';
		if (buf[0] == '\0')
			continue;
		commands = grow(commands, ncommands + 1, sizeof *commands);
		c = &commands[ncommands++];
		c->line = strdup(buf);
		if (c->line == NULL) {
			perror("bench-cpu");
			exit(1);
		}
		s = c->line;
		name = field(&s);
		c->input = field(&s);
		c->from = field(&s);
		c->to = field(&s);
		while ((arg = strsep(&s, " ")) != NULL && n < ARGS_MAX)
			if (arg[0] != '\0')
				c->argv[n++] = arg;
		c->argv[n] = NULL;
		if (name == NULL || n == 0) {
			fprintf(stderr, "bench-cpu: a plan line needs a group "
				"and a program\n");
			exit(1);
		}
		for (g = 0; g < ngroups && strcmp(groups[g].name, name); g++)
			;
		if (g == ngroups) {
			groups = grow(groups, ngroups + 1, sizeof *groups);
			groups[g].name = name;
			groups[g].seconds = NULL;
			groups[g].total = 0;
			groups[g].members = NULL;
			groups[g].nmembers = 0;
			groups[g].maxrss = 0;
			ngroups++;
		}
		c->group = g;
		groups[g].members = grow(groups[g].members,
					 groups[g].nmembers + 1,
					 sizeof *groups[g].members);
		groups[g].members[groups[g].nmembers++] = ncommands - 1;
		if (groups[g].nmembers > longest)
			longest = groups[g].nmembers;
	}
	fclose(f);
}

static void
copy_file(const char *from, const char *to)
{
	char buf[65536];
	size_t n;
	FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");

	if (in == NULL || out == NULL) {
		perror(in == NULL ? from : to);
		exit(1);
	}
	while ((n = fread(buf, 1, sizeof buf, in)) > 0)
		if (fwrite(buf, 1, n, out) != n) {
			perror(to);
			exit(1);
		}
	if (fclose(out) != 0) {
		perror(to);
		exit(1);
	}
	fclose(in);
}

/* Runs c once; returns its CPU seconds. */
static double
run(const struct command *c, long *maxrss)
{
	struct rusage ru;
	int status;
	pid_t pid;

	if (c->from != NULL)
		copy_file(c->from, c->to);
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		perror("bench-cpu: fork");
		exit(1);
	}
	if (pid == 0) {
		int in = open(c->input ? c->input : "/dev/null", O_RDONLY);
		int null = open("/dev/null", O_WRONLY);

		if (in < 0 || null < 0) {
			perror(in < 0 && c->input ? c->input : "/dev/null");
			_exit(126);
		}
		if (dup2(in, 0) < 0 || dup2(null, 1) < 0 || dup2(null, 2) < 0)
			_exit(126);
		execv(c->argv[0], c->argv);
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) != pid) {
		perror("bench-cpu: wait4");
		exit(1);
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "bench-cpu: %s (group %s) failed, status %d\n",
			c->argv[0], groups[c->group].name, status);
		exit(1);
	}
	if (ru.ru_maxrss > *maxrss)
		*maxrss = ru.ru_maxrss;
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
	       (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
}

static int
by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Runs the k-th command of every group that has one, the groups in the
 * plan's order when forward, else in the reverse order, adding each
 * command's time to its group's. */
static void
run_turn(size_t k, bool forward)
{
	for (size_t n = 0; n < ngroups; n++) {
		struct group *g = &groups[forward ? n : ngroups - 1 - n];

		if (k < g->nmembers)
			g->total += run(&commands[g->members[k]], &g->maxrss);
	}
}

int
main(int argc, char **argv)
{
	long rounds, runs;

	if (argc != 4 || (rounds = atol(argv[1])) < 1 ||
	    (runs = atol(argv[2])) < 1) {
		fprintf(stderr, "usage: bench-cpu ROUNDS RUNS PLAN\n");
		return 2;
	}
	read_plan(argv[3]);
	for (size_t g = 0; g < ngroups; g++)
		groups[g].seconds = grow(NULL, (size_t)rounds, sizeof(double));
	for (long r = 0; r < rounds; r++) {
		for (size_t g = 0; g < ngroups; g++)
			groups[g].total = 0;
		for (long i = 0; i < runs; i++)
			for (size_t k = 0; k < longest; k++)
				run_turn(k, (r + i + (long)k) % 2 == 0);
		for (size_t g = 0; g < ngroups; g++)
			groups[g].seconds[r] = groups[g].total / (double)runs;
	}
	for (size_t g = 0; g < ngroups; g++) {
		double *s = groups[g].seconds;
		double median;

		qsort(s, (size_t)rounds, sizeof *s, by_value);
		median = rounds % 2 ? s[rounds / 2]
				    : (s[rounds / 2 - 1] + s[rounds / 2]) / 2;
		printf("%s %.9f %ld\n", groups[g].name, median,
		       groups[g].maxrss);
	}
	return 0;
}
