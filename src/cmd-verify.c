/* cmd-verify.c: parchis verify FILE -- replay a record and report its first
 * fault. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "cli-referee.h"
#include "board-text.h"
#include "yaml-digest.h"

static const struct argp argp = {
	NULL, cli_parse_file_key, N_("FILE"),
	N_("Replay the whole record: every roll against the seed, every move "
	   "against the rules, the derived keys against what the referee would "
	"write. Exit 1 at the first fault; 0 and a one-line summary when the "
	   "record is sound."),
	cli_file_key_children, NULL, NULL,
};

enum { NDERIVED = 3 };

static const char *const derived_keys[NDERIVED] = {"position", "status",
						   "board"};

/* Compares the derived keys the record holds with those the referee
 * writes (ours, the derived keys alone). A record without them (a
 * player's fresh edit) has nothing to compare; one with them must hold
 * what the referee writes. Each text is parsed once, for all the keys. */
static int
compare_derived(const char *path, const struct pc_buffer *theirs,
		const struct pc_buffer *ours, int *compared)
{
	struct pc_buffer a[NDERIVED] = {PC_BUFFER_INIT, PC_BUFFER_INIT,
					PC_BUFFER_INIT};
	struct pc_buffer b[NDERIVED] = {PC_BUFFER_INIT, PC_BUFFER_INIT,
					PC_BUFFER_INIT};
	unsigned long line[NDERIVED], ours_line[NDERIVED];
	bool found[NDERIVED], ours_found[NDERIVED], differ = false;
	size_t i;

	*compared = 0;
	if (pc_yaml_digest_keys(theirs->data, theirs->len, derived_keys,
				NDERIVED, a, line, found))
		pc_yaml_digest_keys(ours->data, ours->len, derived_keys,
				    NDERIVED, b, ours_line, ours_found);
	for (i = 0; i < NDERIVED && !differ; i++) {
		if (!found[i])
			continue;
		(*compared)++;
		differ = a[i].len != b[i].len ||
			 (a[i].len > 0 &&
			  memcmp(a[i].data, b[i].data, a[i].len) != 0);
	}
	for (size_t k = 0; k < NDERIVED; k++) {
		pc_buffer_free(&a[k]);
		pc_buffer_free(&b[k]);
	}
	if (!differ)
		return 0;
	cli_warn("%s:%lu:1: %s is not what the referee writes (parchis play "
		 "writes it anew)", cli_display_name(path), line[i - 1],
		 derived_keys[i - 1]);
	return 1;
}

static int
verify(const char *path, struct pc_record *rec, struct cli_outcome *out,
       void *context)
{
	struct pc_buffer ours = PC_BUFFER_INIT, line = PC_BUFFER_INIT;
	struct pc_error err;
	int status, compared = 0;

	(void)context;
	if (pc_record_write_derived_keys(rec, &out->derived, &ours, &err) !=
	    PC_OK)
		return cli_report(path, &err);
	status = compare_derived(path, out->text, &ours, &compared);
	if (status == 0 && pc_status_text_shown(&out->derived, &line))
		printf(_("%s: sound: %zu rolls checked%s, %s; %s"),
		       cli_display_name(path), rec->nturns,
		       rec->dice.has_commitment && rec->dice.seed == NULL &&
			       out->secret == NULL
			   ? _(" (the rules only: the dice stay secret until "
			       "the reveal)")
			   : "",
		       compared ? _("derived keys match")
				: _("no derived keys"),
		       line.data);
	pc_buffer_free(&ours);
	pc_buffer_free(&line);
	return status;
}

static int
run(int argc, char **argv)
{
	struct pc_referee_options look = {.autoplay = false};
	struct cli_file_args args = {NULL, NULL};

	argp_parse(&argp, argc, argv, 0, NULL, &args);
	return cli_with_game(args.file, &look, args.key_file, false, verify,
			     NULL);
}

const struct cli_command cli_cmd_verify = {
	.name = "verify",
	.summary = N_("replay a record; report its first fault"),
	.run = run,
};
