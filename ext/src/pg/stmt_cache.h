/*
 * A connection's prepared statements, cached by SQL text with LRU eviction.
 *
 * Design. A statement is prepared once per connection, the first time its
 * SQL is run there, under a name this cache hands out ("vela_s<n>", unique
 * per cache); later runs of the same text bind the name. At capacity, adding
 * a statement evicts the least recently used one, and the caller deallocates
 * it on the server (its name is returned). A chained hash over the text and
 * a doubly linked recency list make find, add and evict O(1).
 *
 * Ownership: the cache owns its entries and their copies of the SQL. Entry
 * pointers are valid until the entry is evicted, removed or the cache freed.
 * Thread-safety: none.
 */
#ifndef VELA_PG_STMT_CACHE_H
#define VELA_PG_STMT_CACHE_H

#include <stddef.h>
#include <stdint.h>

#define VELA_PG_STMT_NAME_MAX 24

typedef struct vela_pg_stmt {
    char name[VELA_PG_STMT_NAME_MAX];
    char *sql;
    size_t len;
    uint64_t hash;
    struct vela_pg_stmt *chain;         /* next in the same hash bucket */
    struct vela_pg_stmt *newer, *older; /* recency list */
} vela_pg_stmt_t;

typedef struct vela_pg_stmt_cache {
    vela_pg_stmt_t **buckets;
    size_t bucket_count; /* a power of two */
    size_t count, capacity;
    uint64_t next_id;
    vela_pg_stmt_t *newest, *oldest;
} vela_pg_stmt_cache_t;

/*
 * Makes an empty cache for up to capacity statements (0: a cache that holds
 * nothing; add then always fails with VELA_EINVAL). Returns 0 or
 * VELA_ENOMEM.
 */
int vela_pg_stmt_cache_init(vela_pg_stmt_cache_t *cache, size_t capacity);

/* Releases every entry and the table. Safe on a zeroed cache. */
void vela_pg_stmt_cache_free(vela_pg_stmt_cache_t *cache);

/* The entry for this SQL text, made the most recent; NULL when absent. */
vela_pg_stmt_t *vela_pg_stmt_cache_find(vela_pg_stmt_cache_t *cache, const char *sql, size_t len);

/*
 * Adds the SQL text (absent: check with find first) under a new name and
 * stores the entry in *out. When the cache was full, the least recently used
 * entry is evicted first and its name copied into evicted (which must hold
 * VELA_PG_STMT_NAME_MAX bytes; set to "" when nothing was evicted). Returns
 * 0, VELA_ENOMEM, or VELA_EINVAL for a capacity-0 cache.
 */
int vela_pg_stmt_cache_add(vela_pg_stmt_cache_t *cache, const char *sql, size_t len,
                           vela_pg_stmt_t **out, char *evicted);

/*
 * Removes the entry named `name` if it is still cached (its prepare failed).
 * The SQL text finds it. Returns whether it was there.
 */
int vela_pg_stmt_cache_remove(vela_pg_stmt_cache_t *cache, const char *sql, size_t len,
                              const char *name);

#endif
