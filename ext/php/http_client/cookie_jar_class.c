/*
 * Vela\Http\Client\CookieJar: owns one engine jar (src/http_client/
 * cookies.h). A client given the jar holds a reference to this object, so
 * the jar outlives every transfer that uses it. all() reads libcurl's
 * Netscape-format lines into arrays.
 */
#include "php/core/binding.h"
#include "php/http_client/http_client.h"
#include "src/core/error.h"
#include "src/http_client/cookies.h"
#include "src/http_client/libcurl.h"

typedef struct jar {
    vela_http_cookie_jar_t *engine;
    zend_object std;
} jar_t;

static zend_object_handlers handlers;

static inline jar_t *from_obj(zend_object *obj)
{
    return (jar_t *)((char *)obj - XtOffsetOf(jar_t, std));
}

struct vela_http_cookie_jar *vela_php_http_client_cookie_jar(zend_object *jar)
{
    return from_obj(jar)->engine;
}

static zend_object *create(zend_class_entry *ce)
{
    jar_t *j = zend_object_alloc(sizeof(jar_t), ce);
    zend_object_std_init(&j->std, ce);
    object_properties_init(&j->std, ce);
    j->std.handlers = &handlers;
    if (vela_http_cookie_jar_new(&j->engine) < 0) {
        const char *why = vela_libcurl_error();
        zend_error_noreturn(E_ERROR, "Vela\\Http\\Client\\CookieJar: %s%s",
                            why ? "libcurl could not be loaded: " : "out of memory",
                            why ? why : "");
    }
    return &j->std;
}

static void free_obj(zend_object *obj)
{
    vela_http_cookie_jar_free(from_obj(obj)->engine);
    zend_object_std_dtor(obj);
}

void vela_php_http_client_cookie_jar_register(zend_class_entry *ce)
{
    ce->create_object = create;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    memcpy(&handlers, zend_get_std_object_handlers(), sizeof(handlers));
    handlers.offset = XtOffsetOf(jar_t, std);
    handlers.free_obj = free_obj;
    handlers.clone_obj = NULL;
}

ZEND_METHOD(Vela_Http_Client_CookieJar, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
}

/* One Netscape cookie line as an array appended to the list `arg`. */
static void add_cookie(void *arg, const char *line)
{
    const char *f[7];
    size_t len[7], n = 0;
    for (const char *p = line; n < 7; n++) {
        const char *tab = n < 6 ? strchr(p, '\t') : NULL;
        f[n] = p;
        len[n] = tab ? (size_t)(tab - p) : strlen(p);
        if (n < 6 && !tab) {
            return; /* not a cookie line */
        }
        p = tab ? tab + 1 : p + len[n];
    }
    bool httponly = len[0] >= 10 && !strncmp(f[0], "#HttpOnly_", 10);
    zval cookie;
    array_init(&cookie);
    add_assoc_stringl(&cookie, "name", f[5], len[5]);
    add_assoc_stringl(&cookie, "value", f[6], len[6]);
    add_assoc_stringl(&cookie, "domain", f[0] + (httponly ? 10 : 0), len[0] - (httponly ? 10 : 0));
    add_assoc_stringl(&cookie, "path", f[2], len[2]);
    add_assoc_long(&cookie, "expires", ZEND_STRTOL(f[4], NULL, 10));
    add_assoc_bool(&cookie, "secure", len[3] == 4 && !strncmp(f[3], "TRUE", 4));
    add_assoc_bool(&cookie, "httponly", httponly);
    add_assoc_bool(&cookie, "subdomains", len[1] == 4 && !strncmp(f[1], "TRUE", 4));
    add_next_index_zval((zval *)arg, &cookie);
}

ZEND_METHOD(Vela_Http_Client_CookieJar, all)
{
    ZEND_PARSE_PARAMETERS_NONE();
    array_init(return_value);
    if (vela_http_cookie_jar_each(from_obj(Z_OBJ_P(ZEND_THIS))->engine, add_cookie, return_value) <
        0) {
        zend_throw_exception(vela_ce_http_client_exception, "CookieJar::all(): out of memory",
                             VELA_ENOMEM);
    }
}

/* Counts a line. */
static void count_line(void *arg, const char *line)
{
    (void)line;
    (*(zend_long *)arg)++;
}

ZEND_METHOD(Vela_Http_Client_CookieJar, count)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_long n = 0;
    vela_http_cookie_jar_each(from_obj(Z_OBJ_P(ZEND_THIS))->engine, count_line, &n);
    RETURN_LONG(n);
}

ZEND_METHOD(Vela_Http_Client_CookieJar, clear)
{
    ZEND_PARSE_PARAMETERS_NONE();
    if (vela_http_cookie_jar_clear(from_obj(Z_OBJ_P(ZEND_THIS))->engine) < 0) {
        zend_throw_exception(vela_ce_http_client_exception, "CookieJar::clear(): out of memory",
                             VELA_ENOMEM);
    }
}
