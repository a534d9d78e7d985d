/*
 * Vela\Http\UrlGenerator: the named routes' URLs for code that has no
 * Vela\App at hand (a controller building a Location header). Vela\App
 * makes one at construction and hands it to the container, which injects
 * it into any constructor that asks for it. It holds the app (a reference)
 * and answers as Vela\App::url() does.
 *
 * The URLs of both come from here (vela_php_app_url()): the route's path is the
 * engine's (src/router/url.h: segments, rawurlencoded values, each checked
 * against its placeholder's regex); this file finds the route by name,
 * hands the engine the parameters and PHP's regex cache, appends the unused
 * parameters as the query and turns a missing or refused value into
 * Vela\Exception.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <ext/pcre/php_pcre.h>
#include <zend_smart_str.h>

#include "php/app/app.h"
#include "php/core/binding.h"
#include "src/core/error.h"
#include "src/router/router.h"
#include "src/router/url.h"

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

/* The number of the route named `name`, or -1. */
static zend_long route_named(vela_php_app_t *app, zend_string *name)
{
    zend_ulong index;
    zval *route, *route_name;
    ZEND_HASH_FOREACH_NUM_KEY_VAL(Z_ARRVAL(app->routes), index, route)
    {
        route_name = zend_hash_str_find(Z_ARRVAL_P(route), "name", 4);
        if (route_name && Z_TYPE_P(route_name) == IS_STRING &&
            zend_string_equals(Z_STR_P(route_name), name)) {
            return (zend_long)index;
        }
    }
    ZEND_HASH_FOREACH_END();
    return -1;
}

/* Does `regex` (PCRE, anchored to the whole value as the router means it) match value? For
 * URL generation, which is not the per-request path: PHP's regex cache compiles it once. */
static bool regex_matches(const char *regex, size_t regex_len, const char *value, size_t len)
{
    zend_string *pattern = zend_strpprintf(0,
                                           "\x01^(?:%.*s)$\x01"
                                           "D",
                                           (int)regex_len, regex);
    pcre_cache_entry *pce = pcre_get_compiled_regex_cache(pattern);
    zend_string_release(pattern);
    if (pce == NULL) {
        return false; /* PHP warned about the bad regex; vgen rejects them at compile time */
    }
    pcre2_code *re = php_pcre_pce_re(pce);
    pcre2_match_data *md = php_pcre_create_match_data(0, re);
    int rc = md ? pcre2_match(re, (PCRE2_SPTR)value, len, 0, 0, md, php_pcre_mctx()) : -1;
    if (md) {
        php_pcre_free_match_data(md);
    }
    return rc >= 0;
}

/* What the engine's callbacks read: the parameters, those the path used, the last value. */
typedef struct fill {
    HashTable *params, *used;
    zend_string *value; /* the last placeholder's value as a string, for the error message */
} fill_t;

static const char *lookup(void *data, const char *name, size_t len, size_t *value_len)
{
    fill_t *fill = data;
    zval *value = zend_hash_str_find(fill->params, name, len);

    if (value == NULL) {
        return NULL;
    }
    if (fill->value) {
        zend_string_release(fill->value);
    }
    fill->value = zval_get_string(value);
    zend_hash_str_add_empty_element(fill->used, name, len);
    *value_len = ZSTR_LEN(fill->value);
    return ZSTR_VAL(fill->value);
}

static bool matches(void *data, const char *regex, size_t regex_len, const char *value, size_t len)
{
    (void)data;
    return regex_matches(regex, regex_len, value, len);
}

/* Throws why placeholder `segment` of route `text` has no usable value. */
static void throw_fill_error(const char *text, const vela_route_segment_t *segment,
                             const vela_route_url_error_t *error, const fill_t *fill)
{
    const vela_route_span_t *last = segment->regex.len ? &segment->regex : &segment->name;
    size_t start = segment->name.offset - 1; /* the placeholder as written, "{id:\\d+}" */
    int whole = (int)(last->offset + last->len + 1 - start);

    if (EG(exception)) {
        return; /* PHP refused the regex and said why */
    }
    if (error->missing) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "route '%s' needs a value for %.*s",
                                text, whole, text + start);
    } else {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "route '%s': '%s' is not a value for %.*s", text,
                                ZSTR_VAL(fill->value), whole, text + start);
    }
}

/* The path of route `route` (src/router/url.h); on a bad or missing value throws and returns NULL. */
static zend_string *fill_path(vela_php_app_t *app, int route, fill_t *fill)
{
    const char *text;
    const vela_route_pattern_t *pattern = vela_router_pattern(app->router, route, &text);
    const vela_route_url_values_t values = {lookup, matches, fill};
    vela_route_url_error_t error;
    char stack[256];
    size_t len;
    int rc = vela_route_url_path(pattern, text, &values, stack, sizeof(stack), &len, &error);

    if (rc == 0 && len < sizeof(stack)) {
        return zend_string_init(stack, len, 0);
    }
    if (rc == 0) {
        zend_string *path = zend_string_alloc(len, 0);
        rc = vela_route_url_path(pattern, text, &values, ZSTR_VAL(path), len + 1, &len, &error);
        if (rc == 0) {
            return path;
        }
        zend_string_efree(path);
    }
    if (rc == VELA_ENOMEM) {
        zend_throw_error(NULL, "Vela\\App::url(): out of memory");
    } else {
        throw_fill_error(text, &pattern->segments[error.segment], &error, fill);
    }
    return NULL;
}

/* Appends key=value, both rawurlencoded, after '?' or '&'. */
static void append_pair(smart_str *out, bool first, zend_string *key, zend_string *value)
{
    smart_str_appendc(out, first ? '?' : '&');
    smart_str_alloc(out, 3 * (ZSTR_LEN(key) + ZSTR_LEN(value)) + 1, 0);
    ZSTR_LEN(out->s) +=
        vela_url_encode_raw(ZSTR_VAL(key), ZSTR_LEN(key), ZSTR_VAL(out->s) + ZSTR_LEN(out->s));
    smart_str_appendc(out, '=');
    smart_str_alloc(out, 3 * ZSTR_LEN(value), 0);
    ZSTR_LEN(out->s) +=
        vela_url_encode_raw(ZSTR_VAL(value), ZSTR_LEN(value), ZSTR_VAL(out->s) + ZSTR_LEN(out->s));
}

/* Parameters the path did not use become the query string. */
static zend_string *append_query(zend_string *path, HashTable *params, HashTable *used)
{
    smart_str out = {0};
    zend_string *key;
    zval *value;
    smart_str_append(&out, path);
    ZEND_HASH_FOREACH_STR_KEY_VAL(params, key, value)
    {
        if (key == NULL || zend_hash_exists(used, key)) {
            continue;
        }
        zend_string *str = zval_get_string(value);
        append_pair(&out, ZSTR_LEN(out.s) == ZSTR_LEN(path), key, str);
        zend_string_release(str);
    }
    ZEND_HASH_FOREACH_END();
    smart_str_0(&out);
    zend_string_release(path);
    return out.s;
}

zend_string *vela_php_app_url(vela_php_app_t *app, zend_string *name, HashTable *params)
{
    zend_long route = app->router ? route_named(app, name) : -1;
    if (route < 0) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "no route is named '%s'",
                                ZSTR_VAL(name));
        return NULL;
    }
    HashTable empty, used;
    zend_hash_init(&empty, 0, NULL, NULL, 0);
    zend_hash_init(&used, 8, NULL, NULL, 0);
    fill_t fill = {params ? params : &empty, &used, NULL};
    zend_string *path = fill_path(app, (int)route, &fill);
    if (path != NULL) {
        path = append_query(path, fill.params, &used);
    }
    if (fill.value) {
        zend_string_release(fill.value);
    }
    zend_hash_destroy(&used);
    zend_hash_destroy(&empty);
    return path;
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
        zend_throw_exception(vela_ce_core_exception, "this UrlGenerator belongs to no app", 0);
        RETURN_THROWS();
    }
    zend_string *url = vela_php_app_url(vela_php_app_from_obj(generator->app), name, params);
    if (url == NULL) {
        RETURN_THROWS();
    }
    RETURN_STR(url);
}

/* A generator for `app` into *out (app.h). */
void vela_php_app_url_generator_new(zend_object *app, zval *out)
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

void vela_php_app_url_generator_register(zend_class_entry *ce)
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
