/* cmd-rules.c: parchis rules [PRESET] -- a preset's options, as YAML. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "gettext.h"
#include "cli.h"
#include "cli-output.h"

struct rules_args {
	struct pc_rule_choice choice;
	bool have_preset;
	bool json;
};

enum { OPT_JSON = 0x400 };

static const struct argp_option options[] = {
	{"set", 's', N_("OPTION=VALUE"), 0,
	 N_("Override a rule option (repeatable)"), 0},
	{"json", OPT_JSON, NULL, 0,
	 N_("Print the options as JSON, for scripts"), 0},
	{NULL, 0, NULL, 0, NULL, 0},
};

static error_t
parse_opt(int key, char *arg, struct argp_state *state)
{
	struct rules_args *args = state->input;

	switch (key) {
	case 's':
		cli_parse_set(arg, &args->choice, state);
		return 0;
	case OPT_JSON:
		args->json = true;
		return 0;
	case ARGP_KEY_ARG:
		if (args->have_preset)
			argp_error(state, _("one preset at most"));
		if (!pc_preset_parse(arg, strlen(arg), &args->choice.preset))
			argp_error(state,
				   _("unknown preset '%s' (classic, "
				     "superparchis, pairs, event or american)"),
				   arg);
		args->have_preset = true;
		return 0;
	default:
		return ARGP_ERR_UNKNOWN;
	}
}

static const struct argp argp = {
	options, parse_opt, N_("[PRESET]"),
	N_("Print every rule option of PRESET (default: classic) with its "
	   "value, as YAML that can stand as the rules: of a record.")
	"\v" N_("Presets: classic, superparchis, pairs, event, american."),
	NULL, cli_help_filter, NULL,
};

/* Every option is shown but seats on the 4-seat board, which records
 * leave out too. */
static bool
shown(int i, int value)
{
	return i != PC_OPTION_SEATS || value != PC_SEATS_DEFAULT;
}

/* The options as JSON: true and false for the booleans, numbers, and
 * the named values as strings. */
static int
print_json(const struct rules_args *args, const struct pc_rules *rules)
{
	json_t *all = json_pack("{s:s}", "preset",
				pc_preset_name(args->choice.preset));
	char value[24];

	for (int i = 0; all != NULL && i < PC_NOPTIONS; i++) {
		int v = pc_rules_get(rules, i);
		json_t *j;

		if (!shown(i, v))
			continue;
		j = pc_option_is_bool(i)     ? json_boolean(v)
		    : pc_option_is_number(i) ? json_integer(v)
					     : json_string(pc_option_format_value(
						       i, v, value));

		if (json_object_set_new(all, pc_option_name(i), j) != 0) {
			json_decref(all);
			all = NULL;
		}
	}
	return cli_json_print(all);
}

static int
run(int argc, char **argv)
{
	struct rules_args args;
	struct pc_rules rules;
	char value[24];

	memset(&args, 0, sizeof args);
	args.choice.preset = PC_PRESET_CLASSIC;
	argp_parse(&argp, argc, argv, 0, NULL, &args);
	pc_rules_resolve(&args.choice, &rules);
	if (args.json)
		return print_json(&args, &rules);
	printf("preset: %s\n", pc_preset_name(args.choice.preset));
	for (int i = 0; i < PC_NOPTIONS; i++)
		if (shown(i, pc_rules_get(&rules, i)))
			printf("%s: %s\n", pc_option_name(i),
			       pc_option_format_value(
				       i, pc_rules_get(&rules, i), value));
	return 0;
}

const struct cli_command cli_cmd_rules = {
	.name = "rules",
	.summary = N_("print a preset's rule options as YAML"),
	.run = run,
};
