/*
 * Debug-build checks of the HTTP engine's state machines, h2o style: an
 * entry point asserts the state it may be entered in, so a caller that
 * breaks the protocol between the modules stops at the call, not later in
 * a corrupted FIFO. VELA_HTTP_DEBUG turns them on (the unit tests, the
 * ASan build and the fuzz targets set it, and the extension when PHP is a
 * debug build); otherwise they compile to nothing. Not public.
 */
#ifndef VELA_HTTP_DEBUG_H
#define VELA_HTTP_DEBUG_H

#ifdef VELA_HTTP_DEBUG
#include <assert.h>
#define VELA__HTTP_ASSERT(condition) assert(condition)
#else
#define VELA__HTTP_ASSERT(condition) ((void)0)
#endif

#endif
