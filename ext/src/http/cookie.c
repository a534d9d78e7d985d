/*
 * The Cookie header (rules in the header file): one pass over the bytes,
 * each pair found with memchr, its value decoded into the scratch buffer at
 * the same offset it has in the header, so pairs never overlap there.
 */
#include "src/http/cookie.h"

#include <string.h>

#include "src/http/urlencoded.h"

int vela_cookie_parse(const char *header, size_t len, char *scratch,
                      vela_cookie_callback_t callback, void *data)
{
    const char *at = header, *end = header + len;

    while (at < end) {
        const char *semicolon = memchr(at, ';', (size_t)(end - at));
        const char *stop = semicolon ? semicolon : end, *equals;

        while (at < stop && (*at == ' ' || *at == '\t')) {
            at++;
        }
        equals = memchr(at, '=', (size_t)(stop - at));
        if (equals != NULL && equals > at) {
            char *value = scratch + (equals + 1 - header);
            size_t value_len =
                vela_urlencoded_decode(value, equals + 1, (size_t)(stop - equals - 1));
            int rc = callback(data, at, (size_t)(equals - at), value, value_len);

            if (rc != 0) {
                return rc;
            }
        }
        at = stop + 1;
    }
    return 0;
}
