/*
 * vgen's memory helpers: allocation that cannot fail (vgen is a short-lived
 * command; running out of memory prints a message and exits 1) and an arena
 * from which the whole model of one run is allocated and freed at once.
 *
 * Invariant: nothing allocated from an arena is freed individually; the
 * arena owns it until vgen_arena_free().
 */
#ifndef VGEN_MEM_H
#define VGEN_MEM_H

#include <stddef.h>

/* malloc/calloc/realloc that exit(1) with a message instead of failing. */
void *vgen_xmalloc(size_t size);
void *vgen_xcalloc(size_t count, size_t size);
void *vgen_xrealloc(void *ptr, size_t size);
/* A heap copy of s[0..len) plus a NUL; the caller frees it. */
char *vgen_xstrndup(const char *s, size_t len);
char *vgen_xstrdup(const char *s);

typedef struct vgen_arena_block vgen_arena_block_t;

/* A bump allocator. Zero-initialise it ({0}); free with vgen_arena_free(). */
typedef struct vgen_arena {
    vgen_arena_block_t *head;
} vgen_arena_t;

/* Returns `size` zeroed bytes aligned for any type, owned by the arena. */
void *vgen_arena_alloc(vgen_arena_t *arena, size_t size);
/* Copies s[0..len) plus a NUL into the arena. */
char *vgen_arena_strndup(vgen_arena_t *arena, const char *s, size_t len);
char *vgen_arena_strdup(vgen_arena_t *arena, const char *s);
/* Releases every block; the arena can be reused afterwards. NULL-safe. */
void vgen_arena_free(vgen_arena_t *arena);

/*
 * Appends `item` to a growable array: `arr` is a T*, `count` and `cap` are
 * size_t lvalues. Memory comes from the heap (vgen_xrealloc); whoever owns
 * the array frees it.
 */
#define VGEN_PUSH(arr, count, cap, item)                                                           \
    do {                                                                                           \
        if ((count) == (cap)) {                                                                    \
            (cap) = (cap) ? (cap)*2 : 8;                                                           \
            (arr) = vgen_xrealloc((arr), (cap) * sizeof(*(arr)));                                  \
        }                                                                                          \
        (arr)[(count)++] = (item);                                                                 \
    } while (0)

/* qsort() that accepts an empty array whose pointer is NULL (which qsort
 * itself does not). */
#define VGEN_SORT(base, count, size, compare)                                                      \
    do {                                                                                           \
        if ((count) > 1) {                                                                         \
            qsort((base), (count), (size), (compare));                                             \
        }                                                                                          \
    } while (0)

#endif
