/* tool-engine.h: the engine of a preset named on the command line, for
 * the expert's tools (tests/bench-expert, tests/train-expert). */
#ifndef PARCHIS_TOOL_ENGINE_H
#define PARCHIS_TOOL_ENGINE_H

#include "engine.h"

/* Sets up e for the preset named preset; an unknown name or rules the
 * engine refuses end the program (status 2) with a line naming tool. */
void tool_engine_setup(struct pc_engine *e, const char *preset,
		       const char *tool);

#endif
