/* cli.h: the command line: one table entry per command, and the helpers
 * the commands share. Only this layer prints and chooses exit statuses. */
#ifndef PARCHIS_CLI_H
#define PARCHIS_CLI_H

#include <argp.h>
#include <stdbool.h>
#include <stdint.h>

#include "board-text.h"
#include "buffer.h"
#include "file-io.h"
#include "error.h"
#include "key-file.h"
#include "record.h"

/* A command, tmux-style: its name, a one-line summary for parchis --help,
 * and the function that parses its arguments (argv[0] is "parchis NAME")
 * and returns the exit status. */
struct cli_command {
	const char *name;
	const char *summary;
	int (*run)(int argc, char **argv);
};

extern const struct cli_command cli_cmd_new;
extern const struct cli_command cli_cmd_play;
extern const struct cli_command cli_cmd_move;
extern const struct cli_command cli_cmd_moves;
extern const struct cli_command cli_cmd_board;
extern const struct cli_command cli_cmd_html;
extern const struct cli_command cli_cmd_verify;
extern const struct cli_command cli_cmd_rules;
extern const struct cli_command cli_cmd_format;
extern const struct cli_command cli_cmd_reveal;
extern const struct cli_command cli_cmd_salt;
extern const struct cli_command cli_cmd_mail;
extern const struct cli_command cli_cmd_standings;
extern const struct cli_command cli_cmd_selfplay;
extern const struct cli_command cli_cmd_resign;
extern const struct cli_command cli_cmd_leave;
extern const struct cli_command cli_cmd_robot;
extern const struct cli_command cli_cmd_log;
extern const struct cli_command cli_cmd_status;
extern const struct cli_command cli_cmd_undo;
extern const struct cli_command cli_cmd_hint;
extern const struct cli_command cli_cmd_analyse;

/* All commands, NULL-terminated, in the order parchis --help lists them. */
extern const struct cli_command *const cli_commands[];

/* Finds a command by name ("analyze" is analyse); NULL when there is
 * none. */
const struct cli_command *cli_find_command(const char *name);

/* argp's help filter of a command whose doc is N_("BEFORE") "\v"
 * N_("AFTER"): the two parts are messages of their own (xgettext refuses
 * a \v inside one), each translated here when --help prints it. */
char *cli_help_filter(int key, const char *text, void *input);

/* Prints "parchis: MESSAGE" on standard error. */
void cli_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* The name of path in messages: "<stdin>" for "-". */
const char *cli_display_name(const char *path);

/* Prints err about path ("parchis: FILE:LINE:COLUMN: message") and returns
 * its exit status. */
int cli_report(const char *path, const struct pc_error *err);

/* Reads and checks the record at path ("-" for standard input) into rec,
 * keeping its text in text. Returns 0, or prints the problem and returns
 * the exit status; then rec and text hold nothing. */
int cli_load(const char *path, struct pc_buffer *text, struct pc_record *rec);

/* cli_load, its problem in err (the file's name is the caller's to
 * add) rather than printed. */
enum pc_status cli_load_record(const char *path, struct pc_buffer *text,
			       struct pc_record *rec, struct pc_error *err);

/* Locks the record at path against other referees until cli_unlock, so
 * that a read-modify-write of it loses nothing; standard input ("-") is
 * not locked. Returns 0, or prints the problem and returns the exit
 * status. */
int cli_lock(const char *path, struct pc_file_lock *lock);

/* Writes data to path: standard output for "-", otherwise the file is
 * replaced (or created) atomically. Returns 0 or prints the problem and returns the
 * exit status. */
int cli_store(const char *path, const struct pc_buffer *data);

/* cli_store piece by piece, for a file (not "-"): opens file to replace
 * path, or to create it when there is none, and after the pieces are
 * written (pc_file_out_write) puts it in place; each returns 0 or prints
 * the problem and returns the exit status. A file not committed is
 * dropped with pc_file_out_abort, path left as it was. */
int cli_store_open(const char *path, struct pc_file_out *file);
/* The file that will replace path (or be path, when there is none yet),
 * opened; its problem in err. */
enum pc_status cli_open_out(const char *path, struct pc_file_out *file,
			    struct pc_error *err);
int cli_store_commit(const char *path, struct pc_file_out *file);

/* Flushes standard output before path is written: returns 0, or says
 * that path is left as it was and returns EX_IOERR. A command prints
 * what it prints first and stores the record last, so that a failed
 * output never hides a saved change. */
int cli_flush_stdout(const char *path);

/* An argp parser for commands whose one argument is a required FILE; its
 * input is a const char ** that receives it. */
error_t cli_parse_file_arg(int key, char *arg, struct argp_state *state);

/* The arguments FILE COLOUR [THIRD] of resign, leave and salt: the
 * index-th (from 0), arg, goes to *file, *colour or *third (NULL: the
 * command takes two); a bad colour or one more is a usage error. */
void cli_file_colour_arg(struct argp_state *state, int index, char *arg,
			 const char **file, enum pc_colour *colour,
			 const char **third);

/* Applies "OPTION=VALUE" to choice, or reports a usage error on state. */
void cli_parse_set(const char *arg, struct pc_rule_choice *choice,
		   struct argp_state *state);

/* When the board is coloured with ANSI escapes. */
enum cli_colour_mode { CLI_COLOUR_AUTO, CLI_COLOUR_ALWAYS, CLI_COLOUR_NEVER };

/* How the board is shown on the terminal (never in the record). */
struct cli_display {
	enum cli_colour_mode colour;
	bool unicode;
};

/* --color[=WHEN] and --unicode as an argp child; its input is a struct
 * cli_display. */
extern const struct argp cli_display_argp;

/* The board's style for standard output: colour when asked, or with
 * "auto" when standard output is a terminal, TERM is not "dumb" and
 * NO_COLOR is unset or empty (no-color.org). */
struct pc_board_style cli_board_style(const struct cli_display *display);

/* What play and move share: -q, --no-auto and --color, as an argp child
 * whose input is a struct cli_referee_options. */
struct cli_referee_options {
	bool quiet;
	bool no_auto;
	struct cli_display display;
	const char *key_file;	/* --key-file, or NULL */
	const char *from;	/* --from: the sender of the move, or NULL */
	int64_t now;		/* --now, or 0 for the clock */
};

/* Parses --now TIME with pc_time_parse_arg (time-rfc3339.h): RFC 3339
 * (2026-11-30T18:05:00Z) or @SECONDS since 1970, range-checked; reports a
 * usage error (exit 64) on state otherwise. */
int64_t cli_parse_now(const char *arg, struct argp_state *state);

/* The time a command takes as now: --now when given, else the clock. */
int64_t cli_now(const struct cli_referee_options *ui);
extern const struct argp cli_referee_argp;

/* The children of a command's argp that takes those options alone. */
extern const struct argp_child cli_referee_children[];

/* --key-file FILE as an argp child; its input is a const char ** that
 * receives FILE. */
extern const struct argp cli_key_argp;

/* Commands whose arguments are one FILE and --key-file (moves, verify):
 * their argp parser and children, with a struct cli_file_args as input. */
struct cli_file_args {
	const char *file;	/* first: cli_parse_file_arg fills it */
	const char *key_file;
};
error_t cli_parse_file_key(int key, char *arg, struct argp_state *state);
extern const struct argp_child cli_file_key_children[];

/* The secret of rec's game when its dice are secret (a commitment not yet
 * revealed): read from key_file, or from the game's default key file when
 * key_file is NULL. *found tells whether there was one; a default key file
 * that does not exist is no error (the caller cannot roll, only check the
 * rules), a given one is. Returns 0 or prints the problem and returns the
 * exit status. */
int cli_secret(const char *path, const struct pc_record *rec,
	       const char *key_file, char secret[PC_SECRET_HEX + 1], bool *found);

/* cli_secret, which also refuses a record whose dice are public or
 * manual while a key file for its game exists (exit 1: its dice were
 * secret), and a revealed seed that is not the key file's secret; *mac
 * is the mac version the key file holds the game to (0 without one),
 * for struct pc_referee_options.secret_mac. */
int cli_secret_mac(const char *path, const struct pc_record *rec,
		   const char *key_file, char secret[PC_SECRET_HEX + 1], bool *found,
		   int *mac);

/* cli_secret_mac, its problem an error (without the file's name) rather
 * than printed: PC_ERR_RULES for the two refusals, the key file's own
 * error else. */
enum pc_status cli_find_secret(const struct pc_record *rec,
			       const char *key_file,
			       char secret[PC_SECRET_HEX + 1], bool *found,
			       int *mac, struct pc_error *err);

/* Reads arg as a whole number from 1 to max into *n; false when it is
 * not one (a sign, trailing text, out of range). */
bool cli_parse_count(const char *arg, unsigned long max, unsigned long *n);

/* Parses a roll number for --turn or --at, or reports a usage error. */
unsigned long cli_parse_roll_number(const char *option, const char *arg,
				    struct argp_state *state);

/* argp's usage errors exit with EX_USAGE; call once at start. */
void cli_init(void);

#endif
