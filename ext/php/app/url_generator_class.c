/*
 * Vela\Http\UrlGenerator: the named routes' URLs for code that has no
 * Vela\App at hand (a controller building a Location header). Vela\App
 * makes one at construction and hands it to the container, which injects
 * it into any constructor that asks for it. It holds the app (a reference)
 * and answers as Vela\App::url() does.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>

#include "php/app/app.h"
#include "php/core/binding.h"

zend_class_entry *vela_ce_http_url_generator;
static zend_object_handlers url_generator_handlers;

typedef struct vela_php_url_generator {
    zend_object *app; /* owned reference */
    zend_object std;
} vela_php_url_generator_t;

static inline vela_php_url_generator_t *from_obj(zend_object *obj)
{
    return (vela_php_url_generator_t *)((char *)obj - XtOffsetOf(vela_php_url_generator_t, std));
}

PHP_METHOD(Vela_Http_UrlGenerator, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_throw_error(NULL, "Vela\\Http\\UrlGenerator is created by Vela\\App only");
}

PHP_METHOD(Vela_Http_UrlGenerator, url)
{
    zend_string *name;
    HashTable *params = NULL;
    vela_php_url_generator_t *generator = from_obj(Z_OBJ_P(ZEND_THIS));

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(params)
    ZEND_PARSE_PARAMETERS_END();
    if (generator->app == NULL) {
        zend_throw_exception(vela_ce_exception, "this UrlGenerator belongs to no app", 0);
        RETURN_THROWS();
    }
    zend_string *url = vela_app_url(vela_app_from_obj(generator->app), name, params);
    if (url == NULL) {
        RETURN_THROWS();
    }
    RETURN_STR(url);
}

/* A generator for `app` into *out (app.h). */
void vela_url_generator_new(zend_object *app, zval *out)
{
    object_init_ex(out, vela_ce_http_url_generator);
    from_obj(Z_OBJ_P(out))->app = app;
    GC_ADDREF(app);
}

static zend_object *url_generator_create(zend_class_entry *ce)
{
    vela_php_url_generator_t *generator = zend_object_alloc(sizeof(*generator), ce);
    zend_object_std_init(&generator->std, ce);
    object_properties_init(&generator->std, ce);
    generator->std.handlers = &url_generator_handlers;
    return &generator->std;
}

static void url_generator_free(zend_object *obj)
{
    vela_php_url_generator_t *generator = from_obj(obj);
    if (generator->app) {
        OBJ_RELEASE(generator->app);
    }
    zend_object_std_dtor(obj);
}

static HashTable *url_generator_get_gc(zend_object *obj, zval **table, int *n)
{
    vela_php_url_generator_t *generator = from_obj(obj);
    zend_get_gc_buffer *buffer = zend_get_gc_buffer_create();
    if (generator->app) {
        zend_get_gc_buffer_add_obj(buffer, generator->app);
    }
    zend_get_gc_buffer_use(buffer, table, n);
    return zend_std_get_properties(obj);
}

void vela_url_generator_register(zend_class_entry *ce)
{
    vela_ce_http_url_generator = ce;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    ce->create_object = url_generator_create;
    memcpy(&url_generator_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    url_generator_handlers.offset = XtOffsetOf(vela_php_url_generator_t, std);
    url_generator_handlers.free_obj = url_generator_free;
    url_generator_handlers.get_gc = url_generator_get_gc;
    url_generator_handlers.clone_obj = NULL;
}
