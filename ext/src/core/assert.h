/*
 * The engine's one assertion macro: VELA_ASSERT(cond) states an invariant
 * of a state machine, h2o style: an entry point asserts the state it may be
 * entered in (a state enum), so a caller that breaks the protocol between
 * modules stops at the call, not later in a corrupted FIFO or pool.
 *
 * Design. Checked in debug builds only, those compiled with -DVELA_DEBUG:
 * the C unit tests, the fuzz targets, tests/asan (engine and extension),
 * and the extension when PHP itself is a debug build (ext/config.m4). A
 * false condition prints itself with file:line on stderr and aborts.
 * Otherwise it costs nothing and `cond` is not evaluated (only
 * type-checked, so a check cannot rot unseen). Header-only, so a fuzz
 * target or a test links nothing more for it. The binding (ext/php/) may
 * keep ZEND_ASSERT, PHP's own, for invariants of zvals and objects.
 */
#ifndef VELA_ASSERT_H
#define VELA_ASSERT_H

#ifdef VELA_DEBUG
#include <stdio.h>
#include <stdlib.h>

static inline _Noreturn void vela__assert_fail(const char *cond, const char *file, int line)
{
    fprintf(stderr, "Vela: assertion failed: %s (%s:%d)\n", cond, file, line);
    abort();
}

#define VELA_ASSERT(cond) ((cond) ? (void)0 : vela__assert_fail(#cond, __FILE__, __LINE__))
#else
#define VELA_ASSERT(cond) ((void)sizeof(cond))
#endif

#endif
