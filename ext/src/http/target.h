/*
 * The request-target and Host grammar of HTTP/1.1 (RFC 9112 §3.2, RFC 9110
 * §7.2, RFC 3986): which form a target has, where its authority and its
 * path are, and whether a Host value is a host.
 *
 * Design. llhttp splits the request line but accepts more than the RFCs
 * allow: a target with a fragment or a broken percent-escape ("/a%zz"), an
 * absolute-form with any scheme or with userinfo, and it checks no Host
 * value. These checks are pure functions over bytes (no I/O, no allocation)
 * that the parser glue (parser.c) runs on a complete head; what is not
 * exactly the grammar is refused, so an application never sees it.
 *
 * Accepted here: origin-form "/path?query"; absolute-form with the scheme
 * http or https (any case), a non-empty host and no userinfo; asterisk-form
 * "*"; authority-form "host:port". Which method may use which form is the
 * caller's rule. In every path and query, '%' is followed by two hex digits
 * and '#' does not occur.
 */
#ifndef VELA_HTTP_TARGET_H
#define VELA_HTTP_TARGET_H

#include <stdbool.h>
#include <stddef.h>

enum vela_http_target_form {
    VELA_HTTP_TARGET_ORIGIN,    /* "/a/b?x=1" */
    VELA_HTTP_TARGET_ABSOLUTE,  /* "http://host:port/a/b?x=1" */
    VELA_HTTP_TARGET_AUTHORITY, /* "host:port", for CONNECT */
    VELA_HTTP_TARGET_ASTERISK,  /* "*", for OPTIONS */
};

/* A parsed request-target. Pointers are into the caller's target bytes. */
typedef struct vela_http_target {
    enum vela_http_target_form form;
    const char *authority; /* ABSOLUTE and AUTHORITY: "host[:port]"; else NULL */
    size_t authority_len;
    const char *path; /* ORIGIN and ABSOLUTE: from the path's '/' or the query's '?' on; may be
                       * empty for ABSOLUTE ("http://a"); the whole target otherwise */
    size_t path_len;
} vela_http_target_t;

/*
 * Parses the `len` bytes of `target` (as llhttp delimited it) into *out.
 * Returns true, or false with *reason set to a static sentence saying what
 * is wrong. Any context; allocates nothing.
 */
bool vela_http_target_parse(const char *target, size_t len, vela_http_target_t *out,
                            const char **reason);

/*
 * Checks the path and query of an origin-form or absolute-form target: no
 * '#', and every '%' followed by two hex digits. Returns NULL when they are
 * valid, or a static sentence saying what is wrong. The check
 * vela_http_target_parse() makes, alone: the fast path for a target that
 * starts with '/'. Any context.
 */
const char *vela_http_path_check(const char *path, size_t len);

/*
 * True when the `len` bytes of `value` are a Host field value: uri-host
 * [":" port] (RFC 9110 §7.2), where uri-host is an IP literal in brackets,
 * or a reg-name of unreserved, sub-delims and percent-escapes, and port is
 * digits. The empty value is valid (a target without authority). Any
 * context.
 */
bool vela_http_host_is_valid(const char *value, size_t len);

#endif
