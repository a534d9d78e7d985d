/*
 * Vela\WebSocket\Message: one message's bytes and whether they are binary.
 * Immutable; received messages are made here from the session's buffer,
 * and send() reads one back without a call through the VM.
 */
#include "php/ws/ws.h"

#include <Zend/zend_exceptions.h>

#include "src/core/utf8.h"

zend_class_entry *vela_ce_ws_message;

typedef struct message {
    zend_string *data;
    bool binary;
    zend_object std;
} message_t;

static zend_object_handlers message_handlers;

static inline message_t *message_from_obj(zend_object *obj)
{
    return (message_t *)((char *)obj - XtOffsetOf(message_t, std));
}

#define THIS_MESSAGE() message_from_obj(Z_OBJ_P(ZEND_THIS))

static zend_object *create(zend_class_entry *ce)
{
    message_t *message = zend_object_alloc(sizeof(message_t), ce);

    zend_object_std_init(&message->std, ce);
    object_properties_init(&message->std, ce);
    message->std.handlers = &message_handlers;
    message->data = ZSTR_EMPTY_ALLOC();
    return &message->std;
}

static void free_message(zend_object *obj)
{
    zend_string_release(message_from_obj(obj)->data);
    zend_object_std_dtor(obj);
}

void vela_php_ws_message_create(zval *out, zend_string *data, bool binary)
{
    message_t *message;

    object_init_ex(out, vela_ce_ws_message);
    message = message_from_obj(Z_OBJ_P(out));
    zend_string_release(message->data);
    message->data = zend_string_copy(data);
    message->binary = binary;
}

zend_string *vela_php_ws_message_data(zend_object *obj, bool *binary)
{
    message_t *message = message_from_obj(obj);

    *binary = message->binary;
    return message->data;
}

/* A text message must be UTF-8 (RFC 6455 §5.6): checked when it is made, not when sent. */
static bool set(message_t *message, zend_string *data, bool binary)
{
    if (!binary && vela_utf8_validate((const uint8_t *)ZSTR_VAL(data), ZSTR_LEN(data)) != 0) {
        zend_throw_exception(vela_ce_ws_exception,
                             "Vela\\WebSocket\\Message: a text message must be valid UTF-8 "
                             "(send bytes as Message::binary())",
                             0);
        return false;
    }
    zend_string_release(message->data);
    message->data = zend_string_copy(data);
    message->binary = binary;
    return true;
}

PHP_METHOD(Vela_WebSocket_Message, __construct)
{
    zend_string *data;
    bool binary = false;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(data)
    Z_PARAM_OPTIONAL
    Z_PARAM_BOOL(binary)
    ZEND_PARSE_PARAMETERS_END();
    if (!set(THIS_MESSAGE(), data, binary)) {
        RETURN_THROWS();
    }
}

static void make(INTERNAL_FUNCTION_PARAMETERS, bool binary)
{
    zend_string *data;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(data)
    ZEND_PARSE_PARAMETERS_END();
    object_init_ex(return_value, vela_ce_ws_message);
    if (!set(message_from_obj(Z_OBJ_P(return_value)), data, binary)) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_WebSocket_Message, text)
{
    make(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

PHP_METHOD(Vela_WebSocket_Message, binary)
{
    make(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}

PHP_METHOD(Vela_WebSocket_Message, data)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR_COPY(THIS_MESSAGE()->data);
}

PHP_METHOD(Vela_WebSocket_Message, __toString)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR_COPY(THIS_MESSAGE()->data);
}

PHP_METHOD(Vela_WebSocket_Message, isBinary)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_BOOL(THIS_MESSAGE()->binary);
}

PHP_METHOD(Vela_WebSocket_Message, isText)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_BOOL(!THIS_MESSAGE()->binary);
}

void vela_php_ws_message_register(zend_class_entry *ce)
{
    vela_ce_ws_message = ce;
    ce->create_object = create;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE; /* its payload lives in C */
    memcpy(&message_handlers, zend_get_std_object_handlers(), sizeof(message_handlers));
    message_handlers.offset = XtOffsetOf(message_t, std);
    message_handlers.free_obj = free_message;
    message_handlers.clone_obj = NULL;
}
