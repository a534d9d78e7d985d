/*
 * Preloaded by tests/asan/run in front of clang's ASan runtime when Debian's
 * php runs the extension built with -fsanitize=address.
 *
 * php dlopen()s extensions with RTLD_DEEPBIND, which the sanitizer runtime
 * refuses outright (it would let a library bind its own malloc instead of the
 * interceptors: google/sanitizers#611). This dlopen() drops that flag and
 * calls the next one in the search order, the runtime's interceptor. Without
 * DEEPBIND, vela.so's undefined symbols resolve against php first, which is
 * what they name anyway: nothing in the extension shadows a php symbol.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

void *dlopen(const char *file, int flags)
{
    static void *(*next_dlopen)(const char *file, int flags);

    if (next_dlopen == NULL) {
        next_dlopen = (void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");
    }
    return next_dlopen(file, flags & ~RTLD_DEEPBIND);
}
