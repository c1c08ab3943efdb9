/* fuzz-robot.c: libFuzzer target for parchis robot, the first code a
 * stranger's mail reaches: the message read, its ids and Subject, the
 * first line taken for a move or a command, the kept record looked at,
 * and the move applied when the input carries the right mark (the text
 * @MARK@ in the input is replaced by the roll's real mark, so that the
 * fuzzer reaches the moves too). Every input runs on fresh copies of two
 * games, with sendmail a command that takes the mail and exits: fz-1,
 * a move pending, and fz-2, secret dice waiting for the players' salts.
 *
 * After every input both games must still be records the referee reads
 * and replays (with fz-2's key): no mail whatsoever may leave a game
 * that every later command refuses. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "cli-referee.h"
#include "file-io.h"
#include "mail-mark.h"
#include "robot-deliver.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char game[] =
	"parchis: 1\n"
	"game: fz-1\n"
	"rules: classic\n"
	"dice: {seed: fixtures}\n"
	"players:\n"
	"  - {colour: yellow, name: Ana, email: ana@example.org}\n"
	"  - {colour: blue, name: Bruno, email: bruno@example.org}\n"
	"turns: []\n";

static struct robot robot;
static struct pc_buffer played = PC_BUFFER_INIT, waiting = PC_BUFFER_INIT;
static char mark[PC_MAIL_MARK_HEX + 1];

static void
die(const char *what)
{
	fprintf(stderr, "fuzz-robot: %s\n", what);
	abort();
}

/* A folder with the game, rolled once by a tick: a move is pending. */
static void
set_up(void)
{
	char folder[] = "/tmp/parchis-fuzz-robot.XXXXXX";
	struct pc_error err;
	const char *at;

	if (mkdtemp(folder) == NULL || chdir(folder) != 0)
		die("no folder");
	if (pc_file_create("fz-1.yaml", game, strlen(game), &err) != PC_OK)
		die(err.message);
	robot.games = ".";
	robot.sendmail = "exec cat >/dev/null";
	robot.now = 1796119200;	/* 2026-12-01T10:00:00Z */
	if (robot_open(&robot, &err) != PC_OK)
		die(err.message);
	if (robot_tick(&robot, 0) != 0 ||
	    pc_file_read("fz-1.yaml", &played, &err) != PC_OK)
		die("the first tick");
	at = strstr(played.data, "to_move: ");
	if (at == NULL)
		die("no move pending");
	/* The pending roll is the last turn's. */
	{
		const char *n = played.data, *p;
		unsigned long roll = 0;

		while ((p = strstr(n, "{n: ")) != NULL) {
			roll = strtoul(p + 4, NULL, 10);
			n = p + 4;
		}
		pc_mail_mark(robot.key, "fz-1", (uint32_t)roll,
			     strncmp(at + 9, "yellow", 6) == 0 ? "yellow"
							       : "blue",
			     mark);
	}
	/* After the tick, which would roll it: a game waiting for salts. */
	{
		static char args[][32] = {
			"new", "-q", "--commit", "--game", "fz-2",
			"--key-file", "fz-2.key", "-o", "fz-2.yaml",
			"yellow=Ana,ana@example.org",
			"blue=Bruno,bruno@example.org"};
		char *argv[12] = {NULL};

		for (int i = 0; i < 11; i++)
			argv[i] = args[i];
		if (cli_find_command("new")->run(11, argv) != 0 ||
		    pc_file_read("fz-2.yaml", &waiting, &err) != PC_OK)
			die("new fz-2");
	}
}

/* The game at path is one the referee reads and replays. */
static void
still_sound(const char *path, const char *key)
{
	const struct pc_referee_options look = {.now = robot.now};
	struct cli_game g;
	struct pc_error err;

	if (cli_open_game(path, &look, key, false, &g, &err) != PC_OK) {
		fprintf(stderr, "fuzz-robot: %s no longer sound: %lu:%lu: %s\n",
			path, err.line, err.column, err.message);
		abort();
	}
	cli_close_game(&g);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pc_buffer mail = PC_BUFFER_INIT;
	struct pc_error err;
	const char *p = (const char *)data, *end = p + size, *hit;
	int status;

	if (played.data == NULL)
		set_up();
	/* The game as the tick left it, and no memory of earlier inputs. */
	if (pc_file_replace("fz-1.yaml", played.data, played.len, &err) !=
		    PC_OK ||
	    pc_file_replace("fz-2.yaml", waiting.data, waiting.len, &err) !=
		    PC_OK)
		die(err.message);
	(void)unlink(".robot/fz-1.state");
	(void)unlink(".robot/fz-2.state");
	while ((hit = memmem(p, (size_t)(end - p), "@MARK@", 6)) != NULL) {
		pc_buffer_append(&mail, p, (size_t)(hit - p));
		pc_buffer_append(&mail, mark, PC_MAIL_MARK_HEX);
		p = hit + 6;
	}
	pc_buffer_append(&mail, p, (size_t)(end - p));
	status = robot_deliver(&robot, mail.data ? mail.data : "", mail.len,
			       false);
	if (status != 0 && status != 75)
		die("an exit status that is neither 0 nor 75");
	still_sound("fz-1.yaml", NULL);
	still_sound("fz-2.yaml", "fz-2.key");
	pc_buffer_free(&mail);
	return 0;
}
