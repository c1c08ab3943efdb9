/* json-libs.h: jansson, loaded when a command first writes JSON.
 *
 * Only --json writes JSON, and loading jansson at every start cost some
 * 0.1 ms of CPU, a twentieth of what parchis play does with a short
 * record (issue 20). So parchis is not linked with it: cli-output.h
 * includes this header instead of <jansson.h>, and every call to the
 * library goes through a pointer that pc_json_libs fills, with dlopen
 * and dlsym, on first use. A command asks pc_json_libs_ready when it is
 * told to write JSON and fails when the library cannot be loaded. */
#ifndef PARCHIS_JSON_LIBS_H
#define PARCHIS_JSON_LIBS_H

#include <jansson.h>
#include <stdbool.h>

/* The functions. */
#define PC_JSON_FUNCTIONS(X) \
	X(json_array) \
	X(json_array_append_new) \
	X(json_delete) \
	X(json_dumpf) \
	X(json_false) \
	X(json_integer) \
	X(json_null) \
	X(json_object) \
	X(json_object_set_new) \
	X(json_pack) \
	X(json_real) \
	X(json_sprintf) \
	X(json_string) \
	X(json_true)

#define PC_JSON_LIBS_MEMBER(f) __typeof__(f) *f;

struct pc_json_libs {
	PC_JSON_FUNCTIONS(PC_JSON_LIBS_MEMBER)
};

/* Loads jansson once; true when every function was found. */
bool pc_json_libs_ready(void);

/* The functions; only after pc_json_libs_ready has said true. */
const struct pc_json_libs *pc_json_libs(void);

/* json_decref, which <jansson.h> defines inline around json_delete:
 * with the same reference count, through the table. */
void pc_json_decref(json_t *json);

#ifndef PC_JSON_LIBS_LOADER
/* Every call to the library through the table. */
#define json_array (pc_json_libs()->json_array)
#define json_array_append_new (pc_json_libs()->json_array_append_new)
#define json_delete (pc_json_libs()->json_delete)
#define json_dumpf (pc_json_libs()->json_dumpf)
#define json_false (pc_json_libs()->json_false)
#define json_integer (pc_json_libs()->json_integer)
#define json_null (pc_json_libs()->json_null)
#define json_object (pc_json_libs()->json_object)
#define json_object_set_new (pc_json_libs()->json_object_set_new)
#define json_pack (pc_json_libs()->json_pack)
#define json_real (pc_json_libs()->json_real)
#define json_sprintf (pc_json_libs()->json_sprintf)
#define json_string (pc_json_libs()->json_string)
#define json_true (pc_json_libs()->json_true)
#define json_decref pc_json_decref
#endif

#endif
