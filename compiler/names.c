/*
 * Name resolution. Only class names are resolved here: function and
 * constant names fall back to the global namespace at run time, which a
 * compiler cannot decide, so they are kept as written.
 */
#include "names.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

static const char *join(vgen_arena_t *arena, const char *a, size_t alen, const char *b, size_t blen)
{
    if (alen == 0) {
        return vgen_arena_strndup(arena, b, blen);
    }
    char *s = vgen_arena_alloc(arena, alen + blen + 2);
    memcpy(s, a, alen);
    s[alen] = '\\';
    memcpy(s + alen + 1, b, blen);
    return s;
}

static const vgen_use_t *find_import(const vgen_scope_t *scope, const char *name, size_t len)
{
    for (size_t i = scope->nuses; i-- > 0;) {
        const vgen_use_t *u = &scope->uses[i];
        if (u->kind == VGEN_USE_CLASS && strlen(u->alias) == len &&
            strncasecmp(u->alias, name, len) == 0) {
            return u;
        }
    }
    return NULL;
}

static bool is_special(const char *name, size_t len)
{
    return (len == 4 && strncasecmp(name, "self", 4) == 0) ||
           (len == 6 && strncasecmp(name, "static", 6) == 0) ||
           (len == 6 && strncasecmp(name, "parent", 6) == 0);
}

static const char *lower(vgen_arena_t *arena, const char *name, size_t len)
{
    char *s = vgen_arena_strndup(arena, name, len);
    for (char *p = s; *p; p++) {
        *p = (char)tolower((unsigned char)*p);
    }
    return s;
}

const char *vgen_resolve_class(vgen_arena_t *arena, const vgen_scope_t *scope, const char *name,
                               size_t len, bool types)
{
    if (len > 0 && name[0] == '\\') {
        return vgen_arena_strndup(arena, name + 1, len - 1);
    }
    if (len > 10 && strncasecmp(name, "namespace\\", 10) == 0) {
        return join(arena, scope->ns, strlen(scope->ns), name + 10, len - 10);
    }
    const char *sep = memchr(name, '\\', len);
    size_t head = sep ? (size_t)(sep - name) : len;
    if (sep == NULL && (is_special(name, len) || (types && vgen_is_builtin_type(name, len)))) {
        return lower(arena, name, len);
    }
    const vgen_use_t *u = find_import(scope, name, head);
    if (u) {
        return sep ? join(arena, u->name, strlen(u->name), sep + 1, len - head - 1)
                   : vgen_arena_strdup(arena, u->name);
    }
    return join(arena, scope->ns, strlen(scope->ns), name, len);
}

const char *vgen_short_name(const char *name)
{
    const char *slash = strrchr(name, '\\');
    return slash ? slash + 1 : name;
}
