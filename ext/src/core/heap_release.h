/*
 * Giving a burst's memory back to the kernel: the free pages of PHP's
 * allocator (Zend MM) and of libc's malloc.
 *
 * Why. Both allocators keep what they once touched. glibc has
 * malloc_trim(); PHP has zend_mm_gc(), which only turns empty small-block
 * runs into free pages of its 2 MB chunks and frees chunks with nothing
 * left in them: the free pages inside a chunk that is still in use stay
 * resident and dirty for the life of the process. A long-running worker's
 * one chunk then keeps whatever the largest burst touched (a coroutine's VM
 * stack page, its request's objects: about 5 KB per concurrent request,
 * 0.7 MB after 128 of them) although nothing uses it.
 *
 * How, with the allocator's public API only. After zend_mm_gc(), page-sized
 * emalloc() calls take the free pages one at a time (a "large" block is a
 * run of whole pages, found by best fit, and neither allocating nor freeing
 * one writes to its pages), madvise(MADV_DONTNEED) drops their contents and
 * efree() hands them back, now unmapped until the next touch (which maps a
 * zero page, a fraction of a microsecond). The walk stops at the first page
 * that needed a new chunk (the heap's real size grew): that page is freed
 * and the chunk with it. It is skipped entirely when PHP runs on the system
 * malloc (USE_ZEND_ALLOC=0, custom heaps) or when one more chunk would pass
 * memory_limit (the allocator would raise a fatal error rather than fail).
 *
 * The cost: one emalloc/efree pair per free page (at most 511 per chunk)
 * and one madvise per run of adjacent pages, a few hundred microseconds,
 * which is why it is for an idle moment after a burst (coro.c's idle tick),
 * never per request. memory_get_peak_usage(false) sees the pages held
 * during the walk (it rises to at most the heap's real size).
 */
#ifndef VELA_HEAP_RELEASE_H
#define VELA_HEAP_RELEASE_H

#include <stddef.h>

/*
 * Collects PHP's allocator (zend_mm_gc), gives the free pages of its chunks
 * back to the kernel as above, then trims libc's heaps (malloc_trim).
 * Returns the bytes of PHP's free pages released (0 when skipped). From the
 * PHP thread only, outside any allocation (a loop callback, not a hook of
 * the allocator).
 */
size_t vela_heap_release(void);

#endif
