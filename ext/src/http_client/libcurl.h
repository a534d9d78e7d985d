/*
 * libcurl, loaded when the outbound HTTP client is first used rather than
 * with the extension.
 *
 * Why. Linked to vela.so, libcurl and the libraries only it needs (libssh2,
 * librtmp, libnghttp2, libbrotlidec, libpsl) are mapped and relocated in
 * every process, and curl_global_init() at MINIT ran their start-up code:
 * about 0.7 MB of pages in a server that never makes an outbound request
 * (the TechEmpower entry: 0.69 MB of file pages, 2026-12-03), in the master,
 * the worker template and every worker.
 *
 * How. vela.so does not link libcurl. libcurl.c defines, hidden inside
 * vela.so, the libcurl functions the client calls, under libcurl's own
 * names and prototypes (so the rest of src/http_client/ is written against
 * curl.h as documented, its compile-time type checks included); each
 * forwards to the function of the same name in libcurl.so.4 (its SONAME
 * since 7.16), which the first call that creates something (an easy, multi
 * or share handle, a URL handle, a header list) dlopen()s with RTLD_LOCAL
 * before calling curl_global_init(). The variadic setopt functions forward
 * their one argument with the type libcurl reads for that option's range
 * (CURLOPTTYPE_*). A function that needs a handle never loads: only a
 * loaded libcurl hands one out.
 *
 * Thread-safety: the loader runs on the PHP thread only (libcurl's own
 * threads never call these functions).
 */
#ifndef VELA_HTTP_CLIENT_LIBCURL_H
#define VELA_HTTP_CLIENT_LIBCURL_H

/*
 * Loads libcurl and runs curl_global_init() once per process; later calls
 * return at once. Returns 0, or VELA_ENOMEM when libcurl cannot be loaded
 * (then vela_libcurl_error() says why, and every later call fails the same
 * way). PHP thread only.
 */
int vela_libcurl_load(void);

/* Why the load failed (dlerror()'s words, or curl_global_init's); NULL if it did not. */
const char *vela_libcurl_error(void);

#endif
