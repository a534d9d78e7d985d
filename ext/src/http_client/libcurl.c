/*
 * libcurl on first use (see libcurl.h for why and how).
 *
 * `api` holds libcurl's functions once loaded; `loaded` says so. The
 * definitions below carry libcurl's names in parentheses, which keeps
 * curl.h's same-named type-checking macros from expanding there. A
 * function that creates something loads first and fails as libcurl would
 * when it cannot (NULL, or an error code); the others receive a handle, so
 * libcurl is loaded already.
 */
#include "src/http_client/libcurl.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "src/core/error.h"

#define LIBCURL_SONAME "libcurl.so.4"

static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *easy, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *easy, CURLINFO info, ...);
    void (*easy_cleanup)(CURL *easy);
    void (*easy_reset)(CURL *easy);
    const char *(*easy_strerror)(CURLcode code);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *easy);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *easy);
    CURLMcode (*multi_socket_action)(CURLM *multi, curl_socket_t s, int events, int *running);
    CURLMcode (*multi_assign)(CURLM *multi, curl_socket_t s, void *data);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *left);
    CURLMcode (*multi_cleanup)(CURLM *multi);
    CURLSH *(*share_init)(void);
    CURLSHcode (*share_setopt)(CURLSH *share, CURLSHoption option, ...);
    CURLSHcode (*share_cleanup)(CURLSH *share);
    CURLU *(*url)(void);
    CURLUcode (*url_get)(CURLU *u, CURLUPart what, char **part, unsigned int flags);
    CURLUcode (*url_set)(CURLU *u, CURLUPart what, const char *part, unsigned int flags);
    void (*url_cleanup)(CURLU *u);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *data);
    void (*slist_free_all)(struct curl_slist *list);
    void (*free)(void *p);
    time_t (*getdate)(const char *p, const time_t *unused);
} api;

#define SYMBOL(field)                                                                              \
    {                                                                                              \
        "curl_" #field, (void **)&api.field                                                        \
    }
static const struct {
    const char *name;
    void **slot;
} symbols[] = {
    SYMBOL(global_init),
    SYMBOL(easy_init),
    SYMBOL(easy_setopt),
    SYMBOL(easy_getinfo),
    SYMBOL(easy_cleanup),
    SYMBOL(easy_reset),
    SYMBOL(easy_strerror),
    SYMBOL(multi_init),
    SYMBOL(multi_setopt),
    SYMBOL(multi_add_handle),
    SYMBOL(multi_remove_handle),
    SYMBOL(multi_socket_action),
    SYMBOL(multi_assign),
    SYMBOL(multi_info_read),
    SYMBOL(multi_cleanup),
    SYMBOL(share_init),
    SYMBOL(share_setopt),
    SYMBOL(share_cleanup),
    SYMBOL(url),
    SYMBOL(url_get),
    SYMBOL(url_set),
    SYMBOL(url_cleanup),
    SYMBOL(slist_append),
    SYMBOL(slist_free_all),
    SYMBOL(free),
    SYMBOL(getdate),
};

static bool loaded;
static char failure[256];

static int fail(const char *what, const char *why)
{
    snprintf(failure, sizeof(failure), "%s: %s", what, why ? why : "unknown error");
    return VELA_ENOMEM;
}

int vela_libcurl_load(void)
{
    if (loaded) {
        return 0;
    }
    if (failure[0]) {
        return VELA_ENOMEM;
    }
    void *lib = dlopen(LIBCURL_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        return fail("dlopen " LIBCURL_SONAME, dlerror());
    }
    for (size_t i = 0; i < sizeof(symbols) / sizeof(symbols[0]); i++) {
        if (!(*symbols[i].slot = dlsym(lib, symbols[i].name))) {
            return fail(symbols[i].name, dlerror()); /* the library stays: its pages are mapped */
        }
    }
    if (api.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        return fail("curl_global_init", "failed");
    }
    loaded = true;
    return 0;
}

const char *vela_libcurl_error(void)
{
    return failure[0] ? failure : NULL;
}

/* ---- what creates something: loads first ----------------------------------- */

CURL *(curl_easy_init)(void)
{
    return vela_libcurl_load() < 0 ? NULL : api.easy_init();
}

CURLM *(curl_multi_init)(void)
{
    return vela_libcurl_load() < 0 ? NULL : api.multi_init();
}

CURLSH *(curl_share_init)(void)
{
    return vela_libcurl_load() < 0 ? NULL : api.share_init();
}

CURLU *(curl_url)(void)
{
    return vela_libcurl_load() < 0 ? NULL : api.url();
}

struct curl_slist *(curl_slist_append)(struct curl_slist *list, const char *data)
{
    return vela_libcurl_load() < 0 ? NULL : api.slist_append(list, data);
}

time_t(curl_getdate)(const char *p, const time_t *unused)
{
    return vela_libcurl_load() < 0 ? -1 : api.getdate(p, unused);
}

/* ---- options: one argument, forwarded with the type its range names -------- */

CURLcode(curl_easy_setopt)(CURL *easy, CURLoption option, ...)
{
    va_list ap;
    va_start(ap, option);
    CURLcode rc;
    if (option < CURLOPTTYPE_OBJECTPOINT) {
        rc = api.easy_setopt(easy, option, va_arg(ap, long));
    } else if (option >= CURLOPTTYPE_OFF_T && option < CURLOPTTYPE_BLOB) {
        rc = api.easy_setopt(easy, option, va_arg(ap, curl_off_t));
    } else { /* object, string, list, callback data, function, blob: a pointer */
        rc = api.easy_setopt(easy, option, va_arg(ap, void *));
    }
    va_end(ap);
    return rc;
}

CURLMcode(curl_multi_setopt)(CURLM *multi, CURLMoption option, ...)
{
    va_list ap;
    va_start(ap, option);
    CURLMcode rc;
    if (option < CURLOPTTYPE_OBJECTPOINT) {
        rc = api.multi_setopt(multi, option, va_arg(ap, long));
    } else if (option >= CURLOPTTYPE_OFF_T && option < CURLOPTTYPE_BLOB) {
        rc = api.multi_setopt(multi, option, va_arg(ap, curl_off_t));
    } else {
        rc = api.multi_setopt(multi, option, va_arg(ap, void *));
    }
    va_end(ap);
    return rc;
}

CURLSHcode(curl_share_setopt)(CURLSH *share, CURLSHoption option, ...)
{
    va_list ap;
    va_start(ap, option);
    CURLSHcode rc;
    if (option == CURLSHOPT_SHARE || option == CURLSHOPT_UNSHARE) {
        rc = api.share_setopt(share, option, va_arg(ap, int)); /* a curl_lock_data */
    } else {
        rc = api.share_setopt(share, option, va_arg(ap, void *));
    }
    va_end(ap);
    return rc;
}

CURLcode(curl_easy_getinfo)(CURL *easy, CURLINFO info, ...)
{
    va_list ap;
    va_start(ap, info);
    CURLcode rc = api.easy_getinfo(easy, info, va_arg(ap, void *)); /* always where to write */
    va_end(ap);
    return rc;
}

/* ---- the rest: given a handle, so libcurl is loaded (cleanups take NULL) --- */

void(curl_easy_cleanup)(CURL *easy)
{
    if (easy) {
        api.easy_cleanup(easy);
    }
}

void(curl_easy_reset)(CURL *easy)
{
    api.easy_reset(easy);
}

const char *(curl_easy_strerror)(CURLcode code)
{
    return loaded ? api.easy_strerror(code) : "libcurl is not loaded";
}

CURLMcode(curl_multi_add_handle)(CURLM *multi, CURL *easy)
{
    return api.multi_add_handle(multi, easy);
}

CURLMcode(curl_multi_remove_handle)(CURLM *multi, CURL *easy)
{
    return api.multi_remove_handle(multi, easy);
}

CURLMcode(curl_multi_socket_action)(CURLM *multi, curl_socket_t s, int events, int *running)
{
    return api.multi_socket_action(multi, s, events, running);
}

CURLMcode(curl_multi_assign)(CURLM *multi, curl_socket_t s, void *data)
{
    return api.multi_assign(multi, s, data);
}

CURLMsg *(curl_multi_info_read)(CURLM *multi, int *left)
{
    return api.multi_info_read(multi, left);
}

CURLMcode(curl_multi_cleanup)(CURLM *multi)
{
    return multi ? api.multi_cleanup(multi) : CURLM_BAD_HANDLE;
}

CURLSHcode(curl_share_cleanup)(CURLSH *share)
{
    return share ? api.share_cleanup(share) : CURLSHE_INVALID;
}

CURLUcode(curl_url_get)(CURLU *u, CURLUPart what, char **part, unsigned int flags)
{
    return api.url_get(u, what, part, flags);
}

CURLUcode(curl_url_set)(CURLU *u, CURLUPart what, const char *part, unsigned int flags)
{
    return api.url_set(u, what, part, flags);
}

void(curl_url_cleanup)(CURLU *u)
{
    if (u) {
        api.url_cleanup(u);
    }
}

void(curl_slist_free_all)(struct curl_slist *list)
{
    if (list) {
        api.slist_free_all(list);
    }
}

void(curl_free)(void *p)
{
    if (p) {
        api.free(p);
    }
}
