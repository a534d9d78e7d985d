/*
 * composer.json reader. Only the "autoload" section counts ("autoload-dev"
 * holds tests, which must not become services).
 */
#include "composer.h"

#include "diag.h"

#include <jansson.h>
#include <stdbool.h>
#include <string.h>

static int add_root(const char *path, vgen_arena_t *arena, vgen_psr4_t **roots, size_t *count,
                    size_t *cap, const char *prefix, json_t *dir)
{
    if (!json_is_string(dir)) {
        vgen_diag_error(path, 1, 1,
                        "autoload.psr-4 \"%s\" must map to a directory string or a list of them",
                        prefix);
        return -1;
    }
    if (*count == *cap) {
        *cap = *cap ? *cap * 2 : 4;
        vgen_psr4_t *grown = vgen_arena_alloc(arena, *cap * sizeof(**roots));
        if (*count) {
            memcpy(grown, *roots, *count * sizeof(**roots));
        }
        *roots = grown;
    }
    (*roots)[*count].prefix = vgen_arena_strdup(arena, prefix);
    (*roots)[*count].dir = vgen_arena_strdup(arena, json_string_value(dir));
    (*count)++;
    return 0;
}

static int read_psr4(const char *path, json_t *psr4, vgen_arena_t *arena, vgen_psr4_t **roots,
                     size_t *count)
{
    size_t cap = 0;
    const char *prefix;
    json_t *dirs;
    json_object_foreach(psr4, prefix, dirs)
    {
        if (!json_is_array(dirs)) {
            if (add_root(path, arena, roots, count, &cap, prefix, dirs) != 0) {
                return -1;
            }
            continue;
        }
        size_t i;
        json_t *dir;
        json_array_foreach(dirs, i, dir)
        {
            if (add_root(path, arena, roots, count, &cap, prefix, dir) != 0) {
                return -1;
            }
        }
    }
    return 0;
}

int vgen_composer_read(const char *path, vgen_arena_t *arena, vgen_psr4_t **roots, size_t *count,
                       bool *psr4_only)
{
    json_error_t err;
    *roots = NULL;
    *count = 0;
    json_t *doc = json_load_file(path, JSON_REJECT_DUPLICATES, &err);
    if (doc == NULL) {
        bool missing = err.line < 0 || strstr(err.text, "unable to open") != NULL;
        vgen_diag_error(
            path, missing ? 1 : err.line, missing ? 1 : err.column, "%s%s",
            missing ? "cannot read the app's composer.json: " : "malformed JSON: ", err.text);
        return -1;
    }
    json_t *autoload = json_object_get(doc, "autoload");
    json_t *psr4 = json_is_object(autoload) ? json_object_get(autoload, "psr-4") : NULL;
    if (psr4_only) {
        *psr4_only = json_is_object(autoload) && json_object_size(autoload) == 1;
    }
    int rc = -1;
    if (!json_is_object(psr4)) {
        vgen_diag_error(path, 1, 1,
                        "composer.json has no \"autoload\": {\"psr-4\": {…}} section; vgen scans "
                        "the psr-4 directories");
    } else {
        rc = read_psr4(path, psr4, arena, roots, count);
    }
    json_decref(doc);
    return rc;
}
