/*
 * A cookie jar for the outbound client: cookies only when one is given
 * (issue 17). A jar is a libcurl share handle holding cookie data; every
 * transfer of a client configured with the jar reads and stores its
 * cookies there (libcurl's cookie engine: domain and path matching,
 * expiry, Secure, HttpOnly), so several clients may share one jar.
 *
 * Ownership: the binding owns the jar and keeps it alive while a client
 * configured with it lives (a transfer's handle is attached to it only
 * while it runs). Thread-safety: none; the loop's thread only.
 */
#ifndef VELA_HTTP_CLIENT_COOKIES_H
#define VELA_HTTP_CLIENT_COOKIES_H

#include <curl/curl.h>

typedef struct vela_http_cookie_jar vela_http_cookie_jar_t;

/* A new, empty jar into *out. Returns 0 or VELA_ENOMEM. */
int vela_http_cookie_jar_new(vela_http_cookie_jar_t **out);

/* Frees the jar (NULL-safe); no transfer may still use it. */
void vela_http_cookie_jar_free(vela_http_cookie_jar_t *jar);

/* Makes `easy`'s transfer read and store cookies in `jar`. */
void vela_http_cookie_jar_attach(vela_http_cookie_jar_t *jar, CURL *easy);

/*
 * Calls fn(arg, line) for each cookie of the jar, a line of the Netscape
 * cookie file format (domain, subdomains, path, secure, expires, name,
 * value, tab-separated; an HttpOnly cookie's domain starts "#HttpOnly_").
 * Returns the count, or VELA_ENOMEM.
 */
int vela_http_cookie_jar_each(vela_http_cookie_jar_t *jar, void (*fn)(void *arg, const char *line),
                              void *arg);

/* Forgets every cookie. Returns 0 or VELA_ENOMEM. */
int vela_http_cookie_jar_clear(vela_http_cookie_jar_t *jar);

#endif
