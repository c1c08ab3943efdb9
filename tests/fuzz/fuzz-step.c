/* fuzz-step.c: libFuzzer target for the step notation ("2+5", "r2",
 * "pass"). A step that parses must format to text that parses to the same
 * step: the referee writes every step back with pc_step_format, and a
 * player's record must read the same after that. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "step.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool
same_step(const struct pc_step *a, const struct pc_step *b)
{
	return a->pass == b->pass && a->has_colour == b->has_colour &&
	       a->has_amount == b->has_amount &&
	       (!a->has_colour || a->colour == b->colour) &&
	       a->piece == b->piece &&
	       (!a->has_amount || a->amount == b->amount);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pc_step step, again;
	char why[120], text[PC_STEP_TEXT_MAX];

	/* why must be one line of text whatever the input held. */
	if (!pc_step_parse((const char *)data, size, &step, why, sizeof why)) {
		if (memchr(why, '\0', sizeof why) == NULL)
			abort();
		return 0;
	}
	pc_step_format(&step, text);
	if (strlen(text) >= PC_STEP_TEXT_MAX)
		abort();
	if (!pc_step_parse(text, strlen(text), &again, why, sizeof why)) {
		fprintf(stderr, "fuzz-step: \"%s\" does not parse: %s\n", text,
			why);
		abort();
	}
	if (!same_step(&step, &again)) {
		fprintf(stderr, "fuzz-step: \"%s\" parses to another step\n",
			text);
		abort();
	}
	return 0;
}
