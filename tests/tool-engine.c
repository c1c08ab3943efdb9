/* tool-engine.c: the engine of a preset named on the command line. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "tool-engine.h"

void
tool_engine_setup(struct pc_engine *e, const char *preset, const char *tool)
{
	struct pc_rules rules;
	struct pc_error err;
	enum pc_preset p;

	if (!pc_preset_parse(preset, strlen(preset), &p)) {
		fprintf(stderr, "%s: unknown preset %s\n", tool, preset);
		exit(2);
	}
	pc_rules_preset(p, &rules);
	pc_error_clear(&err);
	if (!pc_engine_init(e, &rules, &err)) {
		fprintf(stderr, "%s: %s\n", tool, err.message);
		exit(2);
	}
}
