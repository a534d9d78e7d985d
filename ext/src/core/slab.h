/*
 * Objects of one size on pages of their own, given back to the kernel as
 * soon as a page run holds none.
 *
 * Why. Objects made by the thousand in a burst and freed together (a
 * pipelined request's queries: 2,560 in flight per worker at
 * /queries?queries=20 with 256 connections) grew libc's heap by their total,
 * and the few long-lived allocations made in the same moments (libpq keeps
 * a connection's spent command entries for its whole life) landed between
 * them. Once the burst was over, malloc_trim() found almost no whole free
 * page among those survivors and each worker kept ~2.6 MB of the burst for
 * good (docs/decisions.md, "A burst's queries off libc's heap"). Here a slab
 * (VELA_SLAB_BYTES, mapped on its own, aligned to its size) holds objects of
 * one cache only; a slab whose objects are all free is unmapped at once,
 * except one kept empty so that a load hovering at a slab's edge does not map
 * and unmap per object. Objects are handed out from the slab freed into
 * last, and a new slab's pages are touched only as its objects are first
 * used.
 *
 * Under AddressSanitizer the objects come from malloc() (so it sees every
 * overflow and use after free); under valgrind, memcheck is told of each
 * object as a malloc-like block and of a free object as inaccessible.
 *
 * Thread-safety: none; the owner's thread only.
 */
#ifndef VELA_SLAB_H
#define VELA_SLAB_H

#include <stddef.h>

#define VELA_SLAB_BYTES (64 * 1024)

struct vela_slab;

typedef struct vela_slab_cache {
    size_t object_size;        /* as asked; each takes this rounded up to 16 */
    struct vela_slab *partial; /* slabs with a free object, the last freed into first */
    struct vela_slab *spare;   /* the one empty slab kept, or NULL */
    size_t slabs;              /* mapped now, the spare included */
} vela_slab_cache_t;

/* A cache of objects of `size` bytes (at most a slab's room less its header). */
#define VELA_SLAB_CACHE(size)                                                                      \
    {                                                                                              \
        .object_size = (size)                                                                      \
    }

/* An object of the cache's size, uninitialised; NULL when out of memory. */
void *vela_slab_alloc(vela_slab_cache_t *cache);

/* Gives back an object from vela_slab_alloc() of the same cache (NULL: nothing). */
void vela_slab_free(vela_slab_cache_t *cache, void *object);

/* How many objects one slab holds (0 under AddressSanitizer). */
size_t vela_slab_objects_per_slab(const vela_slab_cache_t *cache);

#endif
