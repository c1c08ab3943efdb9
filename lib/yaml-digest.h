/* yaml-digest.h: the value of a top-level key reduced to its content, so
 * that two texts can be compared whatever their layout (flow or block
 * style, quoting, line breaks, the order of a mapping's keys). */
#ifndef PARCHIS_YAML_DIGEST_H
#define PARCHIS_YAML_DIGEST_H

#include <stdbool.h>
#include <stddef.h>

#include "buffer.h"

/* Appends to out a digest of the value of top-level key in the YAML
 * document text (len bytes): its scalars and the shape of its lists and
 * mappings, whose entries are taken in the order of their keys' digests
 * (a list keeps its order). Nesting deeper than 64 levels does not
 * digest. Returns false when the text does not parse, is not a mapping
 * or has no such key (or memory runs out); *line is then 0, otherwise the
 * 1-based line of the key. */
bool pc_yaml_digest_key(const char *text, size_t len, const char *key,
			struct pc_buffer *out, unsigned long *line);

/* The most keys pc_yaml_digest_keys takes. */
enum { PC_DIGEST_KEYS_MAX = 8 };

/* pc_yaml_digest_key for each of the n (distinct, at most
 * PC_DIGEST_KEYS_MAX) keys, from one parse of the text: found[k],
 * lines[k] and what is appended to out[k] are what pc_yaml_digest_key
 * (text, len, keys[k], &out[k], &lines[k]) would give. Returns whether
 * any key was found. */
bool pc_yaml_digest_keys(const char *text, size_t len,
			 const char *const *keys, size_t n,
			 struct pc_buffer *out, unsigned long *lines,
			 bool *found);

#endif
