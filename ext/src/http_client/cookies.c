/*
 * The cookie jar (cookies.h) on a CURLSH sharing CURL_LOCK_DATA_COOKIE. The
 * jar is read and cleared through a short-lived easy handle attached to the
 * share, since libcurl reaches a share's cookies only through one. No lock
 * callbacks: one thread uses the jar.
 */
#include "src/http_client/cookies.h"

#include <stdlib.h>

#include "src/core/error.h"
#include "src/http_client/libcurl.h"

struct vela_http_cookie_jar {
    CURLSH *share;
};

int vela_http_cookie_jar_new(vela_http_cookie_jar_t **out)
{
    int loaded = vela_libcurl_load();
    if (loaded < 0) {
        return loaded;
    }
    vela_http_cookie_jar_t *jar = calloc(1, sizeof(*jar));
    if (!jar || !(jar->share = curl_share_init())) {
        free(jar);
        return VELA_ENOMEM;
    }
    curl_share_setopt(jar->share, CURLSHOPT_SHARE, CURL_LOCK_DATA_COOKIE);
    *out = jar;
    return 0;
}

void vela_http_cookie_jar_free(vela_http_cookie_jar_t *jar)
{
    if (jar) {
        curl_share_cleanup(jar->share);
        free(jar);
    }
}

void vela_http_cookie_jar_attach(vela_http_cookie_jar_t *jar, CURL *easy)
{
    curl_easy_setopt(easy, CURLOPT_SHARE, jar->share);
    curl_easy_setopt(easy, CURLOPT_COOKIEFILE, ""); /* turns the cookie engine on, reads no file */
}

/* An easy handle attached to the jar, for reaching its cookies; NULL when out of memory. */
static CURL *handle(vela_http_cookie_jar_t *jar)
{
    CURL *easy = curl_easy_init();
    if (easy) {
        vela_http_cookie_jar_attach(jar, easy);
    }
    return easy;
}

int vela_http_cookie_jar_each(vela_http_cookie_jar_t *jar, void (*fn)(void *arg, const char *line),
                              void *arg)
{
    CURL *easy = handle(jar);
    struct curl_slist *list = NULL;
    if (!easy || curl_easy_getinfo(easy, CURLINFO_COOKIELIST, &list) != CURLE_OK) {
        curl_easy_cleanup(easy);
        return VELA_ENOMEM;
    }
    int count = 0;
    for (struct curl_slist *l = list; l; l = l->next, count++) {
        fn(arg, l->data);
    }
    curl_slist_free_all(list);
    curl_easy_cleanup(easy);
    return count;
}

int vela_http_cookie_jar_clear(vela_http_cookie_jar_t *jar)
{
    CURL *easy = handle(jar);
    if (!easy) {
        return VELA_ENOMEM;
    }
    curl_easy_setopt(easy, CURLOPT_COOKIELIST, "ALL");
    curl_easy_cleanup(easy);
    return 0;
}
