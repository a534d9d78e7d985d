/*
 * application/x-www-form-urlencoded with PHP's parse_str() rules (see the
 * header for the rules themselves).
 *
 * A pair is decoded into the scratch buffer (name, a NUL, value), and
 * its name is walked level by level: the base name is the first pending
 * key; each bracket level enters the array of the pending key and makes its
 * own key pending; the value is stored under the last pending key. This is
 * the order in which PHP's php_register_variable_ex() touches the arrays, so
 * what a dropped pair leaves behind (an entered, empty array) is the same.
 */
#include "src/http/urlencoded.h"

#include "src/core/ascii.h"

#include <stdbool.h>
#include <string.h>

#include "src/core/error.h"

/* One field being stored: the options, the builder and what the name's prefix was. */
typedef struct walk {
    const vela_urlencoded_options_t *options;
    const vela_urlencoded_builder_t *builder;
    void *data;
    bool sent_host_prefix;   /* the name as sent starts with "__Host-" */
    bool sent_secure_prefix; /* ... with "__Secure-" */
} walk_t;

size_t vela_urlencoded_decode(char *dst, const char *src, size_t len)
{
    size_t out = 0;

    for (size_t i = 0; i < len; i++) {
        int high, low;

        if (src[i] == '+') {
            dst[out++] = ' ';
        } else if (src[i] == '%' && i + 2 < len && (high = vela_hex_value(src[i + 1])) >= 0 &&
                   (low = vela_hex_value(src[i + 2])) >= 0) {
            dst[out++] = (char)(high * 16 + low);
            i += 2;
        } else {
            dst[out++] = src[i];
        }
    }
    return out;
}

static bool starts_with(const char *s, size_t len, const char *prefix)
{
    size_t prefix_len = strlen(prefix);

    return len >= prefix_len && memcmp(s, prefix, prefix_len) == 0;
}

/* A key that became "__Host-..." / "__Secure-..." without being sent so (cookie tossing). */
static bool is_forbidden(const walk_t *walk, const char *key, size_t len)
{
    return (starts_with(key, len, "__Host-") && !walk->sent_host_prefix) ||
           (starts_with(key, len, "__Secure-") && !walk->sent_secure_prefix);
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

/* Enters the array under a pending key; *inner stays NULL when the pair is dropped. */
static int enter(const walk_t *walk, void *array, const char *key, size_t key_len, void **inner)
{
    *inner = NULL;
    if (key && is_forbidden(walk, key, key_len)) {
        return 0;
    }
    return walk->builder->enter(walk->data, array, key, key_len, inner);
}

static int store(const walk_t *walk, void *array, const char *key, size_t key_len,
                 const void *value, size_t value_len)
{
    if (key && is_forbidden(walk, key, key_len)) {
        return 0;
    }
    return walk->builder->set(walk->data, array, key, key_len, value, value_len);
}

/*
 * The bracket level opened at name[open]: its key (NULL for "[]" or "[ ]")
 * and the position of its ']'. False when no ']' closes it.
 */
static bool bracket(const char *name, size_t len, size_t open, const char **key, size_t *key_len,
                    size_t *close)
{
    size_t at = open + 1;
    const char *end;

    if (at < len && is_space(name[at])) {
        at++;
    }
    if (at < len && name[at] == ']') {
        *key = NULL;
        *key_len = 0;
        *close = at;
        return true;
    }
    end = at < len ? memchr(name + at, ']', len - at) : NULL;
    if (end == NULL) {
        return false;
    }
    *key = name + open + 1;
    *key_len = (size_t)(end - *key);
    *close = (size_t)(end - name);
    return true;
}

/* "a_" + the rest with space, dot and '[' as '_': a first '[' that no ']' closes. */
static void unbracket(char *name, size_t len, size_t open)
{
    for (size_t i = open; i < len; i++) {
        if (name[i] == ' ' || name[i] == '.' || name[i] == '[') {
            name[i] = '_';
        }
    }
}

/* The levels of "base[...]...": name[base_len] is the first '['. */
static int assign_levels(const walk_t *walk, void *root, char *name, size_t len, size_t base_len,
                         const void *value, size_t value_len)
{
    void *array = root;
    const char *key = name, *next;
    size_t key_len = base_len, next_len, open = base_len, close, depth = 0;
    int rc;

    for (;;) {
        if (++depth > walk->options->max_depth) {
            return walk->builder->remove(walk->data, root, name, base_len);
        }
        if (!bracket(name, len, open, &next, &next_len, &close)) {
            if (depth == 1) {
                unbracket(name, len, open);
                key_len = len;
            }
            break;
        }
        rc = enter(walk, array, key, key_len, &array);
        if (rc != 0 || array == NULL) {
            return rc;
        }
        key = next;
        key_len = next_len;
        open = close + 1;
        if (open >= len || name[open] != '[') {
            break;
        }
    }
    return store(walk, array, key, key_len, value, value_len);
}

int vela_urlencoded_assign(const vela_urlencoded_options_t *options,
                           const vela_urlencoded_builder_t *builder, void *data, void *root,
                           char *name, size_t name_len, const void *value, size_t value_len)
{
    walk_t walk = {options, builder, data, false, false};
    const char *nul = name_len > 0 ? memchr(name, '\0', name_len) : NULL;
    size_t len = nul ? (size_t)(nul - name) : name_len, base_len = 0;

    while (len > 0 && *name == ' ') {
        name++;
        len--;
    }
    walk.sent_host_prefix = starts_with(name, len, "__Host-");
    walk.sent_secure_prefix = starts_with(name, len, "__Secure-");
    for (; base_len < len && name[base_len] != '['; base_len++) {
        if (name[base_len] == ' ' || name[base_len] == '.') {
            name[base_len] = '_';
        }
    }
    if (base_len == 0) {
        return 0;
    }
    if (base_len == len) {
        return store(&walk, root, name, len, value, value_len);
    }
    return assign_levels(&walk, root, name, len, base_len, value, value_len);
}

/* Bytes before the first separator (or all of them). */
static size_t pair_length(const char *input, size_t len, const char *separators)
{
    const char *stop;

    if (separators[0] != '\0' && separators[1] == '\0') {
        stop = memchr(input, separators[0], len);
        return stop ? (size_t)(stop - input) : len;
    }
    for (size_t i = 0; i < len; i++) {
        if (strchr(separators, input[i]) != NULL) {
            return i;
        }
    }
    return len;
}

static int parse_pair(const vela_urlencoded_options_t *options,
                      const vela_urlencoded_builder_t *builder, void *data, void *root,
                      const char *pair, size_t len, char *scratch)
{
    const char *equals = memchr(pair, '=', len);
    size_t raw_name_len = equals ? (size_t)(equals - pair) : len;
    size_t name_len = vela_urlencoded_decode(scratch, pair, raw_name_len);
    char *value = scratch + name_len + 1; /* after a NUL: a key is never the scratch's last byte */
    size_t value_len =
        equals ? vela_urlencoded_decode(value, equals + 1, len - raw_name_len - 1) : 0;

    scratch[name_len] = '\0';
    return vela_urlencoded_assign(options, builder, data, root, scratch, name_len, value,
                                  value_len);
}

int vela_urlencoded_parse(const vela_urlencoded_options_t *options,
                          const vela_urlencoded_builder_t *builder, void *data, void *root,
                          const char *input, size_t len, char *scratch)
{
    const char *nul = len > 0 ? memchr(input, '\0', len) : NULL;
    size_t at = 0, count = 0;

    len = nul ? (size_t)(nul - input) : len;
    while (at < len) {
        size_t pair_len = pair_length(input + at, len - at, options->separators);

        if (pair_len > 0) {
            int rc;

            if (++count > options->max_fields) {
                return VELA_ELIMIT;
            }
            rc = parse_pair(options, builder, data, root, input + at, pair_len, scratch);
            if (rc != 0) {
                return rc;
            }
        }
        at += pair_len + 1;
    }
    return 0;
}
