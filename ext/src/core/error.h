/*
 * Vela's error codes: one table for the whole engine.
 *
 * Engine functions return int: 0 on success, a negative code on failure.
 * Negative values above VELA_E__BASE are system errors exactly as libuv
 * reports them (-errno, UV_E*), so a libuv result can be returned as is.
 * Values at or below VELA_E__BASE are Vela's own, listed in VELA_ERROR_MAP.
 * Only the binding layer (ext/php/) turns a code into an exception.
 */
#ifndef VELA_ERROR_H
#define VELA_ERROR_H

#define VELA_E__BASE (-10000)

/* X(name, message): each becomes VELA_E<name>, in order from VELA_E__BASE down. */
#define VELA_ERROR_MAP(X)                                                                          \
    X(NOMEM, "out of memory")                                                                      \
    X(TIMEOUT, "operation timed out")                                                              \
    X(CLOSED, "the channel or connection is closed")                                               \
    X(CANCELED, "operation canceled")                                                              \
    X(NOTCORO, "not inside a coroutine")                                                           \
    X(BLOCKED, "cannot suspend here: switching is forbidden in destructors and GC")                \
    X(LIMIT, "limit reached")                                                                      \
    X(INVAL, "invalid argument")                                                                   \
    X(STATE, "operation not allowed in the current state")                                         \
    X(PROTOCOL, "protocol error")                                                                  \
    X(DEADLOCK, "every coroutine is suspended and nothing can wake them")                          \
    X(AUTH, "authentication failed")

enum vela_error_index {
#define VELA_ERROR_INDEX(name, message) VELA_E__INDEX_##name,
    VELA_ERROR_MAP(VELA_ERROR_INDEX)
#undef VELA_ERROR_INDEX
        VELA_E__COUNT
};

enum vela_error {
#define VELA_ERROR_VALUE(name, message) VELA_E##name = VELA_E__BASE - VELA_E__INDEX_##name,
    VELA_ERROR_MAP(VELA_ERROR_VALUE)
#undef VELA_ERROR_VALUE
};

/* The message for any code (ours or a system one). Never NULL; static storage. */
const char *vela_strerror(int code);

/* The symbolic name ("VELA_ETIMEOUT", "ECONNREFUSED"). Never NULL; static storage. */
const char *vela_err_name(int code);

#endif
