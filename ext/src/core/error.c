/*
 * The error table. Vela's own codes map to fixed names and messages; anything
 * else is a system or libuv error and is described by libuv.
 */
#include "src/core/error.h"

#include <stdio.h>
#include <stdlib.h>
#include <uv.h>

static const char *const names[VELA_E__COUNT] = {
#define VELA_ERROR_NAME(name, message) "VELA_E" #name,
    VELA_ERROR_MAP(VELA_ERROR_NAME)
#undef VELA_ERROR_NAME
};

static const char *const messages[VELA_E__COUNT] = {
#define VELA_ERROR_MESSAGE(name, message) message,
    VELA_ERROR_MAP(VELA_ERROR_MESSAGE)
#undef VELA_ERROR_MESSAGE
};

static int is_ours(int code)
{
    return code <= VELA_E__BASE && code > VELA_E__BASE - VELA_E__COUNT;
}

const char *vela_strerror(int code)
{
    if (code == 0) {
        return "success";
    }
    return is_ours(code) ? messages[VELA_E__BASE - code] : uv_strerror(code);
}

const char *vela_err_name(int code)
{
    if (code == 0) {
        return "OK";
    }
    return is_ours(code) ? names[VELA_E__BASE - code] : uv_err_name(code);
}
