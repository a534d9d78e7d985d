/*
 * Unit tests for ext/src/core/slab.c: objects are distinct, aligned and
 * whole; freed ones are handed out again; a slab with no object left is
 * unmapped at once, but for the one kept empty. Under AddressSanitizer the
 * objects come from malloc() and there are no slabs to count: the cases
 * then check the objects only (ASan checks every access).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/slab.h"
#include "unit.h"

#define SIZE 400 /* about a PostgreSQL query's (src/pg/conn.c) */

static bool counted(const vela_slab_cache_t *cache)
{
    return vela_slab_objects_per_slab(cache) > 0;
}

static void objects_are_distinct_aligned_and_whole(void)
{
    vela_slab_cache_t cache = VELA_SLAB_CACHE(SIZE);
    size_t n = counted(&cache) ? 3 * vela_slab_objects_per_slab(&cache) + 5 : 500;
    unsigned char **objects = calloc(n, sizeof(*objects));
    for (size_t i = 0; i < n; i++) {
        objects[i] = vela_slab_alloc(&cache);
        EXPECT(objects[i] != NULL);
        EXPECT_INT((uintptr_t)objects[i] % 16, 0);
        memset(objects[i], (int)(i & 0xff), SIZE);
    }
    size_t damaged = 0;
    for (size_t i = 0; i < n; i++) {
        for (size_t b = 0; b < SIZE; b++) {
            damaged += objects[i][b] != (unsigned char)(i & 0xff);
        }
    }
    EXPECT_INT(damaged, 0);
    if (counted(&cache)) {
        EXPECT_INT(cache.slabs, 4);
    }
    for (size_t i = 0; i < n; i++) {
        vela_slab_free(&cache, objects[i]);
    }
    if (counted(&cache)) {
        EXPECT_INT(cache.slabs, 1); /* the one kept empty */
        EXPECT(cache.spare != NULL);
        EXPECT(cache.partial == NULL);
    }
    free(objects);
}

static void a_freed_object_is_the_next_handed_out(void)
{
    vela_slab_cache_t cache = VELA_SLAB_CACHE(SIZE);
    void *keep = vela_slab_alloc(&cache);
    void *a = vela_slab_alloc(&cache);
    vela_slab_free(&cache, a);
    void *b = vela_slab_alloc(&cache);
    if (counted(&cache)) {
        EXPECT(a == b);
    }
    vela_slab_free(&cache, b);
    vela_slab_free(&cache, keep);
    vela_slab_free(&cache, NULL); /* nothing */
}

/* The burst's shape: many objects, freed in order, a few survivors. */
static void a_burst_gives_its_slabs_back_but_for_its_survivors(void)
{
    vela_slab_cache_t cache = VELA_SLAB_CACHE(SIZE);
    size_t n = 2560;
    void **objects = calloc(n, sizeof(*objects));
    for (size_t i = 0; i < n; i++) {
        objects[i] = vela_slab_alloc(&cache);
    }
    size_t per = vela_slab_objects_per_slab(&cache);
    if (counted(&cache)) {
        EXPECT_INT(cache.slabs, (n + per - 1) / per);
    }
    /* Two survivors, at the start and the middle of the burst: two slabs stay. */
    for (size_t i = 0; i < n; i++) {
        if (i != 1 && i != n / 2) {
            vela_slab_free(&cache, objects[i]);
        }
    }
    if (counted(&cache)) {
        EXPECT_INT(cache.slabs, 3); /* the survivors' two and the one kept empty */
    }
    vela_slab_free(&cache, objects[1]);
    vela_slab_free(&cache, objects[n / 2]);
    if (counted(&cache)) {
        EXPECT_INT(cache.slabs, 1);
    }
    free(objects);
}

static void a_load_at_a_slab_edge_keeps_one_empty_slab(void)
{
    vela_slab_cache_t cache = VELA_SLAB_CACHE(SIZE);
    size_t per = counted(&cache) ? vela_slab_objects_per_slab(&cache) : 64;
    void **full = calloc(per, sizeof(*full));
    for (size_t i = 0; i < per; i++) {
        full[i] = vela_slab_alloc(&cache);
    }
    void *first_extra = NULL;
    for (int round = 0; round < 1000; round++) {
        void *extra = vela_slab_alloc(&cache);
        EXPECT(extra != NULL);
        if (round == 0) {
            first_extra = extra;
        } else if (counted(&cache) && extra != first_extra) {
            EXPECT(extra == first_extra); /* the kept slab, not a new one */
            break;
        }
        vela_slab_free(&cache, extra);
        if (counted(&cache)) {
            EXPECT_INT(cache.slabs, 2);
        }
    }
    for (size_t i = 0; i < per; i++) {
        vela_slab_free(&cache, full[i]);
    }
    if (counted(&cache)) {
        EXPECT_INT(cache.slabs, 1);
    }
    free(full);
}

static void objects_as_large_as_a_slab_allows(void)
{
    vela_slab_cache_t cache = VELA_SLAB_CACHE(VELA_SLAB_BYTES / 2 + 64);
    void *a = vela_slab_alloc(&cache), *b = vela_slab_alloc(&cache);
    EXPECT(a != NULL && b != NULL);
    memset(a, 1, cache.object_size);
    memset(b, 2, cache.object_size);
    EXPECT_INT(((unsigned char *)a)[cache.object_size - 1], 1);
    if (counted(&cache)) {
        EXPECT_INT(vela_slab_objects_per_slab(&cache), 1);
        EXPECT_INT(cache.slabs, 2);
    }
    vela_slab_free(&cache, a);
    vela_slab_free(&cache, b);
    if (counted(&cache)) {
        EXPECT_INT(cache.slabs, 1);
    }
}

UNIT_MAIN(UNIT_TEST(objects_are_distinct_aligned_and_whole),
          UNIT_TEST(a_freed_object_is_the_next_handed_out),
          UNIT_TEST(a_burst_gives_its_slabs_back_but_for_its_survivors),
          UNIT_TEST(a_load_at_a_slab_edge_keeps_one_empty_slab),
          UNIT_TEST(objects_as_large_as_a_slab_allows))
