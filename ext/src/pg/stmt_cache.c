/*
 * The statement cache (see stmt_cache.h). Invariants: every entry is in
 * exactly one bucket chain and in the recency list; count equals the list's
 * length and never exceeds capacity; bucket_count >= 2 * capacity.
 */
#include "src/pg/stmt_cache.h"

#include <stdlib.h>
#include <string.h>

#include "src/core/ascii.h"
#include "src/core/content_hash.h"
#include "src/core/error.h"

/* The SQL text's hash: eight bytes a step (FNV-1a, a byte a step, was most of a lookup). */
static uint64_t hash_text(const char *s, size_t len)
{
    return vela_content_hash(s, len);
}

int vela_pg_stmt_cache_init(vela_pg_stmt_cache_t *cache, size_t capacity)
{
    memset(cache, 0, sizeof(*cache));
    cache->capacity = capacity;
    if (capacity == 0) {
        return 0;
    }
    cache->bucket_count = 8;
    while (cache->bucket_count < capacity * 2) {
        cache->bucket_count *= 2;
    }
    cache->buckets = calloc(cache->bucket_count, sizeof(*cache->buckets));
    return cache->buckets ? 0 : VELA_ENOMEM;
}

static void unlink_recency(vela_pg_stmt_cache_t *cache, vela_pg_stmt_t *s)
{
    if (s->newer) {
        s->newer->older = s->older;
    } else {
        cache->newest = s->older;
    }
    if (s->older) {
        s->older->newer = s->newer;
    } else {
        cache->oldest = s->newer;
    }
    s->newer = s->older = NULL;
}

static void link_newest(vela_pg_stmt_cache_t *cache, vela_pg_stmt_t *s)
{
    s->newer = NULL;
    s->older = cache->newest;
    if (cache->newest) {
        cache->newest->newer = s;
    } else {
        cache->oldest = s;
    }
    cache->newest = s;
}

/* Unlinks s from its chain and the list, and frees it. */
static void drop(vela_pg_stmt_cache_t *cache, vela_pg_stmt_t *s)
{
    vela_pg_stmt_t **link = &cache->buckets[s->hash & (cache->bucket_count - 1)];
    while (*link != s) {
        link = &(*link)->chain;
    }
    *link = s->chain;
    unlink_recency(cache, s);
    cache->count--;
    free(s->sql);
    free(s);
}

void vela_pg_stmt_cache_free(vela_pg_stmt_cache_t *cache)
{
    while (cache->oldest) {
        drop(cache, cache->oldest);
    }
    free(cache->buckets);
    cache->buckets = NULL;
}

vela_pg_stmt_t *vela_pg_stmt_cache_find(vela_pg_stmt_cache_t *cache, const char *sql, size_t len)
{
    if (cache->capacity == 0) {
        return NULL;
    }
    uint64_t h = hash_text(sql, len);
    vela_pg_stmt_t *s = cache->buckets[h & (cache->bucket_count - 1)];
    for (; s; s = s->chain) {
        if (s->hash == h && s->len == len && memcmp(s->sql, sql, len) == 0) {
            unlink_recency(cache, s);
            link_newest(cache, s);
            return s;
        }
    }
    return NULL;
}

int vela_pg_stmt_cache_add(vela_pg_stmt_cache_t *cache, const char *sql, size_t len,
                           vela_pg_stmt_t **out, char *evicted)
{
    evicted[0] = '\0';
    if (cache->capacity == 0) {
        return VELA_EINVAL;
    }
    vela_pg_stmt_t *s = calloc(1, sizeof(*s));
    char *copy = malloc(len + 1);
    if (!s || !copy) {
        free(s);
        free(copy);
        return VELA_ENOMEM;
    }
    if (cache->count == cache->capacity) {
        memcpy(evicted, cache->oldest->name, VELA_PG_STMT_NAME_MAX);
        drop(cache, cache->oldest);
    }
    memcpy(copy, sql, len);
    copy[len] = '\0';
    s->sql = copy;
    s->len = len;
    s->hash = hash_text(sql, len);
    /* by hand, not snprintf(): a miss runs in a request's coroutine, and vfprintf's frame would
     * push its C stack past one page (docs/decisions.md, "A coroutine's C stack is one page") */
    char digits[20];
    size_t n = vela_ascii_decimal(digits, ++cache->next_id);
    n = n < VELA_PG_STMT_NAME_MAX - 7 ? n : VELA_PG_STMT_NAME_MAX - 7; /* ids never get there */
    memcpy(s->name, "vela_s", 6);
    memcpy(s->name + 6, digits, n);
    s->name[6 + n] = '\0';
    vela_pg_stmt_t **bucket = &cache->buckets[s->hash & (cache->bucket_count - 1)];
    s->chain = *bucket;
    *bucket = s;
    link_newest(cache, s);
    cache->count++;
    *out = s;
    return 0;
}

int vela_pg_stmt_cache_remove(vela_pg_stmt_cache_t *cache, const char *sql, size_t len,
                              const char *name)
{
    vela_pg_stmt_t *s = vela_pg_stmt_cache_find(cache, sql, len);
    if (!s || strcmp(s->name, name) != 0) {
        return 0;
    }
    drop(cache, s);
    return 1;
}
