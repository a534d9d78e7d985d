/* Objects of one size on pages of their own (see slab.h). */
#include "src/core/slab.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#if defined(__SANITIZE_ADDRESS__)
#define SLAB_FROM_MALLOC 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SLAB_FROM_MALLOC 1
#endif
#endif

#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define SLAB_TELLS_MEMCHECK 1
#endif
#endif
#ifndef SLAB_TELLS_MEMCHECK
#define VALGRIND_MALLOCLIKE_BLOCK(addr, size, redzone, zeroed) ((void)0)
#define VALGRIND_FREELIKE_BLOCK(addr, redzone) ((void)0)
#define VALGRIND_MAKE_MEM_NOACCESS(addr, len) ((void)0)
#define VALGRIND_MAKE_MEM_DEFINED(addr, len) ((void)0)
#define VALGRIND_MAKE_MEM_UNDEFINED(addr, len) ((void)0)
#define VALGRIND_GET_VBITS(addr, bits, len) 0
#endif

#define ALIGN 16

#ifndef SLAB_FROM_MALLOC
/*
 * Whether memcheck watches this process, found when the first slab is
 * mapped: its client requests cost about ten instructions each even where
 * no tool listens (natively, or under callgrind), so they run only then.
 */
static bool memcheck;
static bool memcheck_known;

static bool running_on_memcheck(void)
{
#ifdef SLAB_TELLS_MEMCHECK
    unsigned char byte = 0, vbits = 0;
    return VALGRIND_GET_VBITS(&byte, &vbits, 1) == 1; /* 0 natively and under other tools */
#else
    return false;
#endif
}

#define TELL_MEMCHECK(request)                                                                     \
    do {                                                                                           \
        if (memcheck) {                                                                            \
            request;                                                                               \
        }                                                                                          \
    } while (0)
#endif

struct vela_slab {
    struct vela_slab *prev, *next; /* in the cache's partial list while it has a free object */
    void *free;                    /* freed objects, linked through their first word */
    size_t used;                   /* objects handed out */
    size_t fresh;                  /* objects from this index on were never handed out */
    bool listed;                   /* in the partial list */
};

#define HEADER ((sizeof(struct vela_slab) + ALIGN - 1) & ~(size_t)(ALIGN - 1))

#ifndef SLAB_FROM_MALLOC
static size_t stride(const vela_slab_cache_t *cache)
{
    return (cache->object_size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
}
#endif

size_t vela_slab_objects_per_slab(const vela_slab_cache_t *cache)
{
#ifdef SLAB_FROM_MALLOC
    (void)cache;
    return 0;
#else
    return (VELA_SLAB_BYTES - HEADER) / stride(cache);
#endif
}

#ifndef SLAB_FROM_MALLOC
/* A slab aligned to its size, so an object finds its slab by masking its address. */
static struct vela_slab *map_slab(vela_slab_cache_t *cache)
{
    char *raw =
        mmap(NULL, 2 * VELA_SLAB_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) {
        return NULL;
    }
    if (!memcheck_known) {
        memcheck = running_on_memcheck();
        memcheck_known = true;
    }
    uintptr_t start = ((uintptr_t)raw + VELA_SLAB_BYTES - 1) & ~(uintptr_t)(VELA_SLAB_BYTES - 1);
    size_t head = start - (uintptr_t)raw;
    if (head > 0) {
        munmap(raw, head);
    }
    munmap((char *)start + VELA_SLAB_BYTES, VELA_SLAB_BYTES - head);
    struct vela_slab *s = (struct vela_slab *)start;
    *s = (struct vela_slab){0};
    TELL_MEMCHECK(VALGRIND_MAKE_MEM_NOACCESS((char *)s + HEADER, VELA_SLAB_BYTES - HEADER));
    cache->slabs++;
    return s;
}

static struct vela_slab *slab_of(void *object)
{
    return (struct vela_slab *)((uintptr_t)object & ~(uintptr_t)(VELA_SLAB_BYTES - 1));
}

static void link_partial(vela_slab_cache_t *cache, struct vela_slab *s)
{
    s->prev = NULL;
    s->next = cache->partial;
    if (cache->partial) {
        cache->partial->prev = s;
    }
    cache->partial = s;
    s->listed = true;
}

static void unlink_partial(vela_slab_cache_t *cache, struct vela_slab *s)
{
    if (s->prev) {
        s->prev->next = s->next;
    } else {
        cache->partial = s->next;
    }
    if (s->next) {
        s->next->prev = s->prev;
    }
    s->prev = s->next = NULL;
    s->listed = false;
}
#endif

void *vela_slab_alloc(vela_slab_cache_t *cache)
{
#ifdef SLAB_FROM_MALLOC
    return malloc(cache->object_size);
#else
    struct vela_slab *s = cache->partial;
    if (!s) {
        s = cache->spare;
        cache->spare = NULL;
        if (!s && !(s = map_slab(cache))) {
            return NULL;
        }
        link_partial(cache, s);
    }
    void *object;
    if (s->free) {
        object = s->free;
        TELL_MEMCHECK(VALGRIND_MAKE_MEM_DEFINED(object, sizeof(void *)));
        s->free = *(void **)object;
    } else {
        object = (char *)s + HEADER + s->fresh * stride(cache);
        s->fresh++;
    }
    s->used++;
    if (!s->free && s->fresh == vela_slab_objects_per_slab(cache)) {
        unlink_partial(cache, s);
    }
    TELL_MEMCHECK(VALGRIND_MALLOCLIKE_BLOCK(object, cache->object_size, 0, 0));
    return object;
#endif
}

void vela_slab_free(vela_slab_cache_t *cache, void *object)
{
    if (!object) {
        return;
    }
#ifdef SLAB_FROM_MALLOC
    (void)cache;
    free(object);
#else
    struct vela_slab *s = slab_of(object);
    TELL_MEMCHECK(VALGRIND_FREELIKE_BLOCK(object, 0));
    TELL_MEMCHECK(VALGRIND_MAKE_MEM_UNDEFINED(object, sizeof(void *)));
    *(void **)object = s->free;
    TELL_MEMCHECK(VALGRIND_MAKE_MEM_NOACCESS(object, sizeof(void *)));
    s->free = object;
    s->used--;
    if (s->used > 0) {
        if (!s->listed) {
            link_partial(cache, s);
        }
        return;
    }
    if (s->listed) {
        unlink_partial(cache, s);
    }
    if (!cache->spare) {
        cache->spare = s;
        return;
    }
    munmap(s, VELA_SLAB_BYTES);
    cache->slabs--;
#endif
}
