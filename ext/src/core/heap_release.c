/*
 * Giving free heap pages back to the kernel (see heap_release.h for why and
 * how). The walk holds every page it takes until all are taken, since a
 * page handed back at once would be the next one handed out; their
 * addresses live in a malloc'd array, never in the pages themselves (writing
 * there would map again the pages an earlier walk released).
 */
#include "src/core/heap_release.h"

#include <php.h>

#include <malloc.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

struct taken {
    void **pages;
    size_t count, cap;
};

static bool remember(struct taken *t, void *page)
{
    if (t->count == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 256;
        void **grown = realloc(t->pages, cap * sizeof(*grown));
        if (!grown) {
            return false;
        }
        t->pages = grown;
        t->cap = cap;
    }
    t->pages[t->count++] = page;
    return true;
}

/* True when one more chunk fits under memory_limit (-1: no limit). */
static bool chunk_fits_limit(void)
{
    zend_long limit = PG(memory_limit);
    return limit < 0 || zend_memory_usage(true) + ZEND_MM_CHUNK_SIZE <= (size_t)limit;
}

/* Takes free pages until the allocator needs a new chunk for the next one. */
static void take_free_pages(struct taken *t)
{
    size_t real_size = zend_memory_usage(true);
    for (;;) {
        void *page = emalloc(ZEND_MM_PAGE_SIZE);
        if (zend_memory_usage(true) != real_size || !remember(t, page)) {
            efree(page);
            return;
        }
    }
}

static int by_address(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t) * (void *const *)a;
    uintptr_t y = (uintptr_t) * (void *const *)b;
    return (x > y) - (x < y);
}

/* One madvise per run of adjacent pages. */
static void drop_contents(struct taken *t)
{
    qsort(t->pages, t->count, sizeof(*t->pages), by_address);
    size_t first = 0;
    while (first < t->count) {
        size_t end = first + 1;
        while (end < t->count &&
               (char *)t->pages[end] == (char *)t->pages[end - 1] + ZEND_MM_PAGE_SIZE) {
            end++;
        }
        madvise(t->pages[first], (end - first) * ZEND_MM_PAGE_SIZE, MADV_DONTNEED);
        first = end;
    }
}

static size_t release_zend_pages(void)
{
    if (!is_zend_mm() || !chunk_fits_limit()) {
        return 0;
    }
    struct taken t = {0};
    take_free_pages(&t);
    drop_contents(&t);
    for (size_t i = 0; i < t.count; i++) {
        efree(t.pages[i]);
    }
    free(t.pages);
    return t.count * ZEND_MM_PAGE_SIZE;
}

size_t vela_heap_release(void)
{
    zend_mm_gc(zend_mm_get_heap());
    size_t released = release_zend_pages();
    malloc_trim(0);
    return released;
}
