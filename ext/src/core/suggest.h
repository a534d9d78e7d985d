/*
 * "Did you mean": the hint an error about an unknown name gives, written
 * once for every options table (Vela\Http\Server, Vela\Pg\Pool,
 * Vela\Redis\Pool and Cluster). Plain C: no I/O, no allocation.
 *
 * The hint names one known name when it is clearly what was meant, else
 * lists them all:
 *   1. a name other servers and pools use for one of ours (SQLAlchemy's
 *      pool_size, Hyperf's max_connections, Swoole's worker_num...) names
 *      ours, when ours is among the known names;
 *   2. else the known name nearest by edit distance (Damerau-Levenshtein,
 *      adjacent swaps count 1, ASCII case ignored), when the distance is at
 *      most a third of the given name's length (at least 1), as Cargo does;
 *      the first of equally near names wins;
 *   3. else every known name, in the caller's order.
 */
#ifndef VELA_SUGGEST_H
#define VELA_SUGGEST_H

#include <stddef.h>

/*
 * Writes the hint for `given`, a name not among known[0..count), into buf:
 * `did you mean "max"?` or `known: min, max, ...` (no parentheses),
 * NUL-terminated and cut to size (size >= 1). Returns buf. Any context.
 */
const char *vela_suggest_hint(const char *given, const char *const *known, size_t count, char *buf,
                              size_t size);

/* The edit distance between a and b as used above (exposed for its tests). */
size_t vela_suggest_distance(const char *a, const char *b);

#endif
