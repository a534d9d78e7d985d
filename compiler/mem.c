/*
 * Allocation helpers and the arena. Blocks are at least 64 KiB; a request
 * larger than that gets a block of its own, so no request ever fails for
 * size. Each block keeps a bump offset; alignment is that of max_align_t.
 */
#include "mem.h"

#include <stdalign.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BLOCK_SIZE (64 * 1024)

struct vgen_arena_block {
    vgen_arena_block_t *next;
    size_t used;
    size_t size;
    alignas(max_align_t) unsigned char data[];
};

static void out_of_memory(size_t size)
{
    fprintf(stderr, "vgen: out of memory (%zu bytes)\n", size);
    exit(1);
}

void *vgen_xmalloc(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (p == NULL) {
        out_of_memory(size);
    }
    return p;
}

void *vgen_xcalloc(size_t count, size_t size)
{
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (p == NULL) {
        out_of_memory(count * size);
    }
    return p;
}

void *vgen_xrealloc(void *ptr, size_t size)
{
    void *p = realloc(ptr, size ? size : 1);
    if (p == NULL) {
        out_of_memory(size);
    }
    return p;
}

char *vgen_xstrndup(const char *s, size_t len)
{
    char *p = vgen_xmalloc(len + 1);
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

char *vgen_xstrdup(const char *s)
{
    return vgen_xstrndup(s, strlen(s));
}

void *vgen_arena_alloc(vgen_arena_t *arena, size_t size)
{
    size_t align = alignof(max_align_t);
    size = (size + align - 1) & ~(align - 1);
    vgen_arena_block_t *b = arena->head;
    if (b == NULL || b->size - b->used < size) {
        size_t want = size > BLOCK_SIZE ? size : BLOCK_SIZE;
        b = vgen_xmalloc(sizeof(*b) + want);
        b->next = arena->head;
        b->used = 0;
        b->size = want;
        arena->head = b;
    }
    void *p = b->data + b->used;
    b->used += size;
    memset(p, 0, size);
    return p;
}

char *vgen_arena_strndup(vgen_arena_t *arena, const char *s, size_t len)
{
    char *p = vgen_arena_alloc(arena, len + 1);
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

char *vgen_arena_strdup(vgen_arena_t *arena, const char *s)
{
    return vgen_arena_strndup(arena, s, strlen(s));
}

void vgen_arena_free(vgen_arena_t *arena)
{
    if (arena == NULL) {
        return;
    }
    while (arena->head) {
        vgen_arena_block_t *next = arena->head->next;
        free(arena->head);
        arena->head = next;
    }
}
