/* robot-store.c: the robot's own files: its key, what it remembers of
 * each game, its log and its outbox (robot.h). */
#include <config.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "crypto.h"
#include "gettext.h"
#include "file-io.h"
#include "key-file.h"
#include "record-write.h"
#include "robot.h"

bool
robot_path(const struct robot *r, bool own, const char *name,
	   char out[ROBOT_PATH_MAX])
{
	int n = snprintf(out, ROBOT_PATH_MAX, "%s/%s%s", r->games,
			 own ? ".robot/" : "", name);

	return n > 0 && n < ROBOT_PATH_MAX;
}

void
robot_set_domain(struct robot *r)
{
	const char *at = r->sender != NULL ? strrchr(r->sender, '@') : NULL;
	size_t n = 0;

	if (at != NULL)
		for (at++; at[n] != '\0' && at[n] != '>' && at[n] != ' ' &&
			   n + 1 < sizeof r->domain;
		     n++)
			r->domain[n] = at[n];
	r->domain[n] = '\0';
	if (n == 0 && gethostname(r->domain, sizeof r->domain) != 0)
		r->domain[0] = '\0';
	r->domain[sizeof r->domain - 1] = '\0';
	for (char *p = r->domain; *p != '\0'; p++)
		if (!(*p == '.' || *p == '-' || (*p >= '0' && *p <= '9') ||
		      (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
			*p = '-';
	if (r->domain[0] == '\0')
		snprintf(r->domain, sizeof r->domain, "parchis.invalid");
}

enum pc_status
robot_open(struct robot *r, struct pc_error *err)
{
	char path[ROBOT_PATH_MAX], key[PC_SECRET_HEX + 1];
	struct stat st;

	robot_set_domain(r);
	if (stat(r->games, &st) != 0 || !S_ISDIR(st.st_mode))
		return pc_error_set(err, PC_ERR_NOINPUT, 0, 0,
				    "%s: no such folder of games", r->games);
	if (!robot_path(r, true, "outbox", path))
		return pc_error_set(err, PC_ERR_NOINPUT, 0, 0,
				    "%s: the path is too long", r->games);
	if (!robot_path(r, true, "", path) ||
	    (mkdir(path, 0700) != 0 && errno != EEXIST) ||
	    !robot_path(r, true, "outbox", path) ||
	    (mkdir(path, 0700) != 0 && errno != EEXIST))
		return pc_error_set(err, PC_ERR_CREATE, 0, 0, "%s: %s", path,
				    strerror(errno));
	robot_path(r, true, "key", path);
	if (access(path, F_OK) != 0) {
		/* The first message: a key of its own. Two first messages
		 * at once: the second finds the first's key. */
		if (pc_key_generate(key, err) != PC_OK)
			return err->status;
		(void)pc_key_write(path, key, err);
		pc_wipe(key, sizeof key);
	}
	return pc_key_read(path, r->key, err);
}

static bool
state_path(const struct robot *r, const char *game, char out[ROBOT_PATH_MAX])
{
	char name[PC_GAME_ID_MAX + 16];

	snprintf(name, sizeof name, "%s.state", game);
	return robot_path(r, true, name, out);
}

enum pc_status
robot_state_read(const struct robot *r, const char *game,
		 struct robot_state *s, struct pc_error *err)
{
	struct pc_buffer text = PC_BUFFER_INIT;
	char path[ROBOT_PATH_MAX], word[16], value[32];
	const char *line;
	unsigned long long v;

	memset(s, 0, sizeof *s);
	if (!state_path(r, game, path))
		return pc_error_set(err, PC_ERR_NOINPUT, 0, 0,
				    "the path is too long");
	if (access(path, F_OK) != 0)
		return PC_OK;
	if (pc_file_read(path, &text, err) != PC_OK)
		return err->status;
	s->exists = true;
	for (line = text.data; line != NULL && *line != '\0';
	     line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
		if (sscanf(line, "%15s %31s", word, value) != 2)
			continue;
		if (strcmp(word, "seen") == 0 && strlen(value) == 16)
			robot_state_add_seen(s, value);
		else if (sscanf(value, "%llu", &v) != 1)
			continue;
		else if (strcmp(word, "mailed") == 0)
			s->mailed = (uint32_t)v;
		else if (strcmp(word, "reminded") == 0)
			s->reminded = (uint32_t)v;
		else if (strcmp(word, "announced") == 0)
			s->announced = (int64_t)v;
		else if (strcmp(word, "undo-to") == 0)
			s->undo_to = (uint32_t)v;
		else if (strcmp(word, "undo-at") == 0)
			s->undo_at = (uint32_t)v;
		else if (strcmp(word, "undo-agreed") == 0)
			s->undo_agreed = (unsigned)v;
	}
	pc_buffer_free(&text);
	return PC_OK;
}

enum pc_status
robot_state_write(const struct robot *r, const char *game,
		  const struct robot_state *s, struct pc_error *err)
{
	struct pc_buffer text = PC_BUFFER_INIT;
	char path[ROBOT_PATH_MAX], line[64];
	enum pc_status status = PC_OK;
	bool ok;

	if (!state_path(r, game, path))
		return pc_error_set(err, PC_ERR_CREATE, 0, 0,
				    "the path is too long");
	snprintf(line, sizeof line, "mailed %lu\nreminded %lu\nannounced %lld\n",
		 (unsigned long)s->mailed, (unsigned long)s->reminded,
		 (long long)s->announced);
	ok = pc_buffer_append_str(&text, line);
	if (ok && s->undo_to != 0) {
		snprintf(line, sizeof line, "undo-to %lu\nundo-at %lu\n"
			 "undo-agreed %u\n", (unsigned long)s->undo_to,
			 (unsigned long)s->undo_at, s->undo_agreed);
		ok = pc_buffer_append_str(&text, line);
	}
	for (size_t i = 0; ok && i < s->nseen; i++) {
		snprintf(line, sizeof line, "seen %s\n", s->seen[i]);
		ok = pc_buffer_append_str(&text, line);
	}
	if (!ok)
		status = pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	else if (access(path, F_OK) == 0)
		status = pc_file_replace(path, text.data, text.len, err);
	else
		status = pc_file_create(path, text.data, text.len, err);
	pc_buffer_free(&text);
	return status;
}

void
robot_seen_hash(const char *id, size_t len, char out[17])
{
	unsigned char h[PC_SHA256_BYTES];

	pc_sha256(h, id, len);
	pc_hex(out, 17, h, 8);
}

bool
robot_state_seen(const struct robot_state *s, const char *hash)
{
	for (size_t i = 0; i < s->nseen; i++)
		if (strcmp(s->seen[i], hash) == 0)
			return true;
	return false;
}

void
robot_state_add_seen(struct robot_state *s, const char *hash)
{
	if (s->nseen == ROBOT_SEEN_MAX) {	/* the oldest goes */
		memmove(s->seen[0], s->seen[1],
			(ROBOT_SEEN_MAX - 1) * sizeof s->seen[0]);
		s->nseen--;
	}
	snprintf(s->seen[s->nseen++], sizeof s->seen[0], "%s", hash);
}

/* Keeps a field of the log on one line and in one word. */
static void
log_field(char *out, size_t size, const char *text)
{
	size_t n = 0;

	for (; text != NULL && *text != '\0' && n + 1 < size; text++)
		out[n++] = (unsigned char)*text <= ' ' || *text == 0x7f
				   ? '_' : *text;
	if (n == 0 && size > 1)
		out[n++] = '-';
	out[n] = '\0';
}

void
robot_log(const struct robot *r, const char *game, const char *sender,
	  const char *fmt, ...)
{
	char line[600], g[PC_GAME_ID_MAX + 1], s[PC_EMAIL_MAX * 2 + 1],
		verdict[400], at[PC_TIME_TEXT_MAX];
	va_list ap;
	int fd, n;

	if (r->log == NULL)
		return;
	va_start(ap, fmt);
	vsnprintf(verdict, sizeof verdict, fmt, ap);
	va_end(ap);
	for (char *p = verdict; *p != '\0'; p++)
		if ((unsigned char)*p < ' ' || *p == 0x7f)
			*p = ' ';
	log_field(g, sizeof g, game);
	log_field(s, sizeof s, sender);
	n = snprintf(line, sizeof line, "%s %s %s %s\n",
		     pc_time_format(r->now, at), g, s, verdict);
	if (n <= 0)
		return;
	if ((size_t)n >= sizeof line) {
		n = (int)sizeof line - 1;
		line[n - 1] = '\n';
	}
	fd = open(r->log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0640);
	if (fd < 0)
		return;
	(void)pc_fd_write_all(fd, line, (size_t)n);	/* O_APPEND: one line whole */
	close(fd);
}

enum pc_status
robot_random_hex(char *out, size_t nbytes, struct pc_error *err)
{
	unsigned char bytes[ROBOT_RANDOM_MAX];

	if (nbytes > sizeof bytes)
		nbytes = sizeof bytes;
	if (!pc_random_bytes(bytes, nbytes))
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "cannot draw "
				    "random bytes from the system: %s",
				    strerror(errno));
	pc_hex(out, 2 * nbytes + 1, bytes, nbytes);
	return PC_OK;
}

enum pc_status
robot_message_id(const struct robot *r, const char *game, uint32_t n,
		 const char *tag, char out[PC_MESSAGE_ID_MAX],
		 struct pc_error *err)
{
	char rand[11];
	enum pc_status status = robot_random_hex(rand, 5, err);

	if (status == PC_OK)
		pc_mail_ref_format(game, n, tag, rand, r->domain, out);
	return status;
}

enum pc_status
robot_outbox_put(const struct robot *r, const struct pc_buffer *mail,
		 struct pc_error *err)
{
	char rand[13], name[80], path[ROBOT_PATH_MAX];
	struct timespec ts;
	enum pc_status status = robot_random_hex(rand, 6, err);

	if (status != PC_OK)
		return status;
	/* Named by the clock, so that the oldest goes first. */
	clock_gettime(CLOCK_REALTIME, &ts);
	snprintf(name, sizeof name, "outbox/%012lld.%09ld-%s.eml",
		 (long long)ts.tv_sec, (long)ts.tv_nsec, rand);
	if (!robot_path(r, true, name, path))
		return pc_error_set(err, PC_ERR_CREATE, 0, 0,
				    "the path is too long");
	return pc_file_create(path, mail->data, mail->len, err);
}

/* Pipes len bytes of mail to the sendmail command; true when it took
 * them (exit status 0). Its PATH gains the folders where sendmail
 * lives, which a mail system's pipe leaves out. */
static bool
pipe_to_sendmail(const struct robot *r, const char *mail, size_t len)
{
	struct sigaction ignore = {.sa_handler = SIG_IGN}, old;
	int fds[2], status = 0;
	bool written;
	pid_t pid;

	if (pipe(fds) != 0)
		return false;
	pid = fork();
	if (pid < 0) {
		close(fds[0]);
		close(fds[1]);
		return false;
	}
	if (pid == 0) {
		const char *path = getenv("PATH");
		char full[ROBOT_PATH_MAX];
		int devnull = open("/dev/null", O_WRONLY);

		snprintf(full, sizeof full, "%s:/usr/sbin:/usr/lib:/sbin",
			 path != NULL && *path != '\0' ? path : "/usr/bin:/bin");
		setenv("PATH", full, 1);
		dup2(fds[0], STDIN_FILENO);
		if (devnull >= 0)
			dup2(devnull, STDOUT_FILENO);
		close(fds[0]);
		close(fds[1]);
		execl("/bin/sh", "sh", "-c", r->sendmail, (char *)NULL);
		_exit(127);
	}
	close(fds[0]);
	sigaction(SIGPIPE, &ignore, &old);
	written = pc_fd_write_all(fds[1], mail, len);
	close(fds[1]);
	sigaction(SIGPIPE, &old, NULL);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return false;
	return written && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

size_t
robot_outbox_flush(const struct robot *r)
{
	char dir[ROBOT_PATH_MAX], path[ROBOT_PATH_MAX * 2], lock_path[ROBOT_PATH_MAX];
	struct pc_buffer mail = PC_BUFFER_INIT;
	struct pc_error err;
	char **names = NULL;
	size_t n = 0, cap = 0, left = 0;
	struct dirent *e;
	DIR *d;
	int lock;

	if (!robot_path(r, true, "outbox", dir) ||
	    !robot_path(r, true, "outbox.lock", lock_path))
		return 0;
	/* One flusher at a time, or a mail goes out twice. */
	lock = open(lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (lock < 0)
		return 0;
	if (flock(lock, LOCK_EX) != 0) {
		close(lock);
		return 0;
	}
	d = opendir(dir);
	while (d != NULL && (e = readdir(d)) != NULL) {
		size_t len = strlen(e->d_name);
		char **grown;

		if (len < 5 || strcmp(e->d_name + len - 4, ".eml") != 0)
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 16;
			grown = realloc(names, cap * sizeof *names);
			if (grown == NULL)
				break;
			names = grown;
		}
		if ((names[n] = strdup(e->d_name)) != NULL)
			n++;
	}
	if (d != NULL)
		closedir(d);
	if (n > 0)
		qsort(names, n, sizeof *names, by_name);
	for (size_t i = 0; i < n; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		mail.len = 0;
		if (pc_file_read(path, &mail, &err) == PC_OK &&
		    pipe_to_sendmail(r, mail.data ? mail.data : "", mail.len))
			unlink(path);
		else
			left++;
		free(names[i]);
	}
	free(names);
	pc_buffer_free(&mail);
	close(lock);
	return left;
}

int
robot_lock(const struct robot *r, const char *game)
{
	char name[PC_GAME_ID_MAX + 16], path[ROBOT_PATH_MAX];
	int fd, waited = 0;

	snprintf(name, sizeof name, "%s.lock", game);
	if (!robot_path(r, true, name, path))
		return -1;
	fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	/* Deliveries for one game wait for each other, a minute at most:
	 * then the mail system keeps the mail and tries again. */
	while (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		if (errno != EWOULDBLOCK || waited >= r->lock_wait * 20) {
			close(fd);
			return -1;
		}
		usleep(50000);
		waited++;
	}
	return fd;
}

void
robot_speak(const char *lang)
{
#ifdef ENABLE_NLS
	char messages[64];
	const char *now = setlocale(LC_MESSAGES, NULL);

	setenv("LANGUAGE", lang != NULL && lang[0] != '\0' ? lang : "en", 1);
	/* gettext keeps the translations it found for the locale's name:
	 * a change of locale, there and back, makes it forget them. */
	snprintf(messages, sizeof messages, "%s", now != NULL ? now : "C.UTF-8");
	setlocale(LC_MESSAGES, "POSIX");
	setlocale(LC_MESSAGES, messages);
#else
	(void)lang;
#endif
}

void
robot_languages(void)
{
#ifdef ENABLE_NLS
	const char *now = setlocale(LC_MESSAGES, NULL);

	/* gettext ignores LANGUAGE in the C locale, which is what a mail
	 * system's pipe runs in; mail is UTF-8 whatever the locale. */
	if (now == NULL || strcmp(now, "C") == 0 || strcmp(now, "POSIX") == 0)
		setlocale(LC_MESSAGES, "C.UTF-8");
	bind_textdomain_codeset(PACKAGE, "UTF-8");
#endif
	robot_speak("en");
}
