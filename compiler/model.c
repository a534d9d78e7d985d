/*
 * The model's index and queries. Class names are indexed case-insensitively
 * (PHP's rule) in an open-addressing table that grows at 50% load, so a
 * lookup during resolution is O(1) even for 10,000 classes.
 */
#include "model.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void vgen_app_init(vgen_app_t *app)
{
    memset(app, 0, sizeof(*app));
}

void vgen_app_free(vgen_app_t *app)
{
    if (app == NULL) {
        return;
    }
    free(app->files);
    free(app->index);
    vgen_arena_free(&app->arena);
    memset(app, 0, sizeof(*app));
}

vgen_file_t *vgen_app_add_file(vgen_app_t *app, const char *path)
{
    vgen_file_t *f = vgen_arena_alloc(&app->arena, sizeof(*f));
    f->path = vgen_arena_strdup(&app->arena, path);
    VGEN_PUSH(app->files, app->nfiles, app->files_cap, f);
    return f;
}

static uint64_t hash_name(const char *s)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (; *s; s++) {
        h ^= (unsigned char)tolower((unsigned char)*s);
        h *= 0x100000001b3ULL;
    }
    return h;
}

static vgen_class_slot_t *slot_for(vgen_class_slot_t *index, size_t size, const char *name)
{
    size_t i = (size_t)hash_name(name) & (size - 1);
    while (index[i].key && strcasecmp(index[i].key, name) != 0) {
        i = (i + 1) & (size - 1);
    }
    return &index[i];
}

static void grow_index(vgen_app_t *app)
{
    size_t size = app->index_size ? app->index_size * 2 : 1024;
    vgen_class_slot_t *index = vgen_xcalloc(size, sizeof(*index));
    for (size_t i = 0; i < app->index_size; i++) {
        if (app->index[i].key) {
            *slot_for(index, size, app->index[i].key) = app->index[i];
        }
    }
    free(app->index);
    app->index = index;
    app->index_size = size;
}

vgen_class_t *vgen_app_index_class(vgen_app_t *app, vgen_class_t *cls)
{
    if ((app->index_used + 1) * 2 > app->index_size) {
        grow_index(app);
    }
    vgen_class_slot_t *slot = slot_for(app->index, app->index_size, cls->name);
    if (slot->key) {
        return slot->cls;
    }
    slot->key = cls->name;
    slot->cls = cls;
    app->index_used++;
    return NULL;
}

vgen_class_t *vgen_app_find_class(const vgen_app_t *app, const char *name)
{
    if (app->index_size == 0 || name == NULL) {
        return NULL;
    }
    return slot_for(app->index, app->index_size, name)->cls;
}

const vgen_attr_t *vgen_attr_find(const vgen_attr_t *attrs, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++) {
        if (strcasecmp(attrs[i].name, name) == 0) {
            return &attrs[i];
        }
    }
    return NULL;
}

const vgen_value_t *vgen_attr_arg(const vgen_attr_t *attr, const char *name, int position)
{
    for (size_t i = 0; i < attr->nargs; i++) {
        if (attr->args[i].name && name && strcmp(attr->args[i].name, name) == 0) {
            return attr->args[i].value;
        }
    }
    if (position >= 0 && (size_t)position < attr->nargs && attr->args[position].name == NULL) {
        return attr->args[position].value;
    }
    return NULL;
}

const vgen_method_t *vgen_class_constructor(const vgen_app_t *app, const vgen_class_t *cls,
                                            const vgen_class_t **owner)
{
    *owner = cls;
    const vgen_class_t *c = cls;
    for (int depth = 0; c && depth < 64; depth++) { /* the bound stops an `extends` cycle */
        if (c->ctor) {
            *owner = c;
            return c->ctor;
        }
        c = c->extends ? vgen_app_find_class(app, c->extends) : NULL;
    }
    return NULL;
}

static bool has_method(const vgen_method_list_t *list, const char *name)
{
    for (size_t i = 0; i < list->count; i++) {
        if (strcasecmp(list->methods[i]->name, name) == 0) {
            return true;
        }
    }
    return false;
}

void vgen_class_methods(const vgen_app_t *app, const vgen_class_t *cls, vgen_method_list_t *out)
{
    size_t cap = 0;
    memset(out, 0, sizeof(*out));
    for (int depth = 0; cls && depth < 64; depth++) { /* the bound stops an `extends` cycle */
        for (size_t i = 0; i < cls->nmethods; i++) {
            if (has_method(out, cls->methods[i].name)) {
                continue;
            }
            if (out->count == cap) {
                cap = cap ? cap * 2 : 16;
                out->methods = vgen_xrealloc(out->methods, cap * sizeof(*out->methods));
                out->owners = vgen_xrealloc(out->owners, cap * sizeof(*out->owners));
            }
            out->owners[out->count] = cls;
            out->methods[out->count++] = &cls->methods[i];
        }
        cls = cls->extends ? vgen_app_find_class(app, cls->extends) : NULL;
    }
}

void vgen_method_list_free(vgen_method_list_t *list)
{
    if (list != NULL) {
        free(list->methods);
        free(list->owners);
        memset(list, 0, sizeof(*list));
    }
}

static void add_property(vgen_instance_property_t **out, size_t *count, size_t *cap,
                         const char *name, const vgen_class_t *owner, bool readonly)
{
    for (size_t i = 0; i < *count; i++) {
        if (strcmp((*out)[i].name, name) == 0) {
            return; /* a nearer class declares it */
        }
    }
    vgen_instance_property_t p = {name, owner, readonly};
    VGEN_PUSH(*out, *count, *cap, p);
}

void vgen_class_public_properties(const vgen_app_t *app, const vgen_class_t *cls,
                                  vgen_instance_property_t **out, size_t *count)
{
    size_t cap = 0;
    *out = NULL;
    *count = 0;
    for (int depth = 0; cls && depth < 64; depth++) { /* the bound stops an `extends` cycle */
        for (size_t i = 0; i < cls->nprops; i++) {
            const vgen_property_t *p = &cls->props[i];
            if (!(p->modifiers & (VGEN_MOD_STATIC | VGEN_MOD_PRIVATE | VGEN_MOD_PROTECTED))) {
                add_property(out, count, &cap, p->name, cls, p->modifiers & VGEN_MOD_READONLY);
            }
        }
        for (size_t i = 0; cls->ctor && i < cls->ctor->nparams; i++) {
            const vgen_param_t *p = &cls->ctor->params[i];
            if (p->promoted && strcmp(p->promoted, "public") == 0) {
                add_property(out, count, &cap, p->name, cls, p->readonly);
            }
        }
        cls = cls->extends ? vgen_app_find_class(app, cls->extends) : NULL;
    }
}

bool vgen_method_is_public(const vgen_method_t *m)
{
    return !(m->modifiers & (VGEN_MOD_PRIVATE | VGEN_MOD_PROTECTED));
}

const vgen_method_t *vgen_class_method(const vgen_class_t *cls, const char *name)
{
    for (size_t i = 0; i < cls->nmethods; i++) {
        if (strcasecmp(cls->methods[i].name, name) == 0) {
            return &cls->methods[i];
        }
    }
    return NULL;
}

bool vgen_is_builtin_type(const char *name, size_t len)
{
    static const char *const builtins[] = {
        "int",  "float", "string", "bool",  "array", "callable", "iterable", "object", "mixed",
        "void", "null",  "never",  "false", "true",  "self",     "static",   "parent", NULL,
    };
    for (int i = 0; builtins[i]; i++) {
        if (strlen(builtins[i]) == len && strncasecmp(builtins[i], name, len) == 0) {
            return true;
        }
    }
    return false;
}

bool vgen_name_eq(const char *a, const char *b)
{
    return a && b && strcasecmp(a, b) == 0;
}

static bool is_class_name(const char *name)
{
    return !vgen_is_builtin_type(name, strlen(name));
}

const char *vgen_type_class(const vgen_type_t *type)
{
    if (type == NULL || type->intersection) {
        return NULL;
    }
    const char *found = NULL;
    for (size_t i = 0; i < type->count; i++) {
        if (strcmp(type->names[i], "null") == 0) {
            continue;
        }
        if (found || !is_class_name(type->names[i])) {
            return NULL;
        }
        found = type->names[i];
    }
    return found;
}

const char *vgen_type_builtin(const vgen_type_t *type)
{
    if (type == NULL || type->intersection) {
        return NULL;
    }
    const char *found = NULL;
    for (size_t i = 0; i < type->count; i++) {
        if (strcmp(type->names[i], "null") == 0 && type->count > 1) {
            continue;
        }
        if (found || is_class_name(type->names[i])) {
            return NULL;
        }
        found = type->names[i];
    }
    return found;
}
