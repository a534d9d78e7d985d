/*
 * Vela\Exception and its subclasses, and the one mapping from engine error
 * codes (error.h) to exceptions. Every exception carries the engine code as
 * getCode() (a negative VELA_E* or uv value) and the engine's message.
 */
#include "php/core/binding.h"

#include "src/core/error.h"

#include <Zend/zend_exceptions.h>

zend_class_entry *vela_ce_exception;
zend_class_entry *vela_ce_coroutine_exception;
zend_class_entry *vela_ce_timeout_exception;
zend_class_entry *vela_ce_channel_closed_exception;

void vela_exception_register(zend_class_entry *base, zend_class_entry *coroutine,
                             zend_class_entry *timeout, zend_class_entry *channel_closed)
{
    vela_ce_exception = base;
    vela_ce_coroutine_exception = coroutine;
    vela_ce_timeout_exception = timeout;
    vela_ce_channel_closed_exception = channel_closed;
}

static zend_class_entry *class_for(int code)
{
    switch (code) {
    case VELA_ETIMEOUT:
        return vela_ce_timeout_exception;
    case VELA_ECLOSED:
        return vela_ce_channel_closed_exception;
    default:
        return vela_ce_coroutine_exception;
    }
}

void vela_throw(int code, const char *what)
{
    if (code == VELA_ECANCELED) {
        if (!EG(exception)) {
            zend_throw_graceful_exit();
        }
        return;
    }
    if (EG(exception)) {
        return;
    }
    zend_throw_exception_ex(class_for(code), code, "%s: %s", what, vela_strerror(code));
}
