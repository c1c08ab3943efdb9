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

#endif
