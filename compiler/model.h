/*
 * vgen's model of an application: what the scanner records per file
 * (namespaces, use imports, classes with attributes, constructor parameters
 * and public methods) and the index over all files that the resolver and the
 * emitters read.
 *
 * Ownership: one vgen_app_t owns everything through its arena; strings and
 * nodes live until vgen_app_free(). The arrays inside nodes are arena copies
 * made when a node is finished, so they never move afterwards.
 *
 * Names: every class name stored here is fully qualified WITHOUT the leading
 * backslash ("App\Service\Mailer"), resolved as PHP resolves it; builtin type
 * names ("int", "self", "null") are stored lower-case.
 */
#ifndef VGEN_MODEL_H
#define VGEN_MODEL_H

#include "mem.h"

#include <stdbool.h>
#include <stddef.h>

/* The parsed form of a constant expression (attribute argument, default). */
typedef enum vgen_value_kind {
    VGEN_VALUE_NULL,
    VGEN_VALUE_BOOL,
    VGEN_VALUE_INT,
    VGEN_VALUE_FLOAT,
    VGEN_VALUE_STRING,      /* str holds the decoded bytes */
    VGEN_VALUE_ARRAY,       /* items[0..count) */
    VGEN_VALUE_CLASS,       /* Foo::class; str is the resolved class */
    VGEN_VALUE_CLASS_CONST, /* Foo::BAR; str is the class, member the constant */
    VGEN_VALUE_CONST,       /* a global or namespaced constant; str is its name */
    VGEN_VALUE_EXPR         /* anything else: only `source` is meaningful */
} vgen_value_kind_t;

typedef struct vgen_value vgen_value_t;

typedef struct vgen_value_item {
    vgen_value_t *key; /* NULL for a list item */
    vgen_value_t *value;
} vgen_value_item_t;

struct vgen_value {
    vgen_value_kind_t kind;
    const char *source; /* the expression as written in the file */
    const char *php;    /* re-emittable PHP with every class name fully qualified */
    const char *str;
    size_t str_len; /* STRING: bytes may contain NULs */
    const char *member;
    long long ival;
    double fval;
    bool bval;
    vgen_value_item_t *items;
    size_t count;
    int line, col; /* where the expression starts */
};

/* A call argument: attribute arguments may be named (`ttl: 60`). */
typedef struct vgen_arg {
    const char *name; /* NULL when positional */
    vgen_value_t *value;
} vgen_arg_t;

typedef struct vgen_attr {
    const char *name; /* resolved class name of the attribute */
    vgen_arg_t *args;
    size_t nargs;
    int line, col;
} vgen_attr_t;

/*
 * A declared type. names[] are its parts: builtins lower-case, classes
 * resolved. `php` is the type re-emittable anywhere ("?\App\Foo", "int|string").
 */
typedef struct vgen_type {
    const char *php;
    const char **names;
    size_t count;
    bool nullable;     /* ?T, or a union containing null */
    bool intersection; /* A&B (or a DNF type: then only `php` is exact) */
} vgen_type_t;

typedef struct vgen_param {
    const char *name;  /* without the '$' */
    vgen_type_t *type; /* NULL when untyped */
    vgen_value_t *def; /* default value, NULL when none */
    bool by_ref, variadic;
    const char *promoted; /* "public"/"protected"/"private" when promoted, else NULL */
    bool readonly;
    /* The item type a doc comment gives the parameter (`@var list<T>` before it, or the
     * constructor's `@param list<T> $name`; also T[], array<T>, array<int, T>): a builtin
     * ("int", "float", "bool", "string", "mixed") or a resolved class; NULL when none. */
    const char *list_of;
    vgen_attr_t *attrs;
    size_t nattrs;
    int line, col;
} vgen_param_t;

enum {
    VGEN_MOD_PUBLIC = 1 << 0,
    VGEN_MOD_PROTECTED = 1 << 1,
    VGEN_MOD_PRIVATE = 1 << 2,
    VGEN_MOD_STATIC = 1 << 3,
    VGEN_MOD_ABSTRACT = 1 << 4,
    VGEN_MOD_FINAL = 1 << 5,
    VGEN_MOD_READONLY = 1 << 6
};

typedef struct vgen_method {
    const char *name;
    int modifiers; /* VGEN_MOD_* (public when none is written) */
    bool by_ref_return;
    vgen_param_t *params;
    size_t nparams;
    vgen_type_t *returns; /* NULL when not declared */
    vgen_attr_t *attrs;
    size_t nattrs;
    int line, col;
} vgen_method_t;

/* A declared (not promoted) property: `public int $a = 1, $b;` gives two. */
typedef struct vgen_property {
    const char *name; /* without the '$' */
    int modifiers; /* VGEN_MOD_PUBLIC/PROTECTED/PRIVATE (public when none is written), STATIC, READONLY */
    int line, col;
} vgen_property_t;

typedef enum vgen_class_kind {
    VGEN_CLASS,
    VGEN_INTERFACE,
    VGEN_TRAIT,
    VGEN_ENUM
} vgen_class_kind_t;

typedef struct vgen_file vgen_file_t;

typedef struct vgen_class {
    vgen_class_kind_t kind;
    const char *name; /* fully qualified */
    const char *short_name;
    const char *ns;          /* its namespace ("" for the global one) */
    int modifiers;           /* VGEN_MOD_ABSTRACT/FINAL/READONLY */
    const char *extends;     /* a class's parent, NULL when none */
    const char *backing;     /* a backed enum's "int" or "string", else NULL */
    const char **implements; /* interfaces (for an interface: what it extends) */
    size_t nimplements;
    vgen_attr_t *attrs;
    size_t nattrs;
    vgen_method_t *ctor;    /* the constructor when declared, else NULL */
    vgen_method_t *methods; /* public methods, the constructor, and non-public methods
                               that carry attributes, in declaration order */
    size_t nmethods;
    vgen_property_t *props; /* declared properties (promoted ones are constructor params) */
    size_t nprops;
    vgen_file_t *file;
    int line, col;
} vgen_class_t;

typedef enum vgen_use_kind { VGEN_USE_CLASS, VGEN_USE_FUNCTION, VGEN_USE_CONST } vgen_use_kind_t;

typedef struct vgen_use {
    vgen_use_kind_t kind;
    const char *name;  /* the imported name, fully qualified */
    const char *alias; /* the local name (last segment when no `as`) */
    const char *ns;    /* the namespace block the import belongs to */
    int line;
} vgen_use_t;

struct vgen_file {
    const char *path;
    const char **namespaces; /* every namespace declared, in order */
    size_t nnamespaces;
    vgen_use_t *uses;
    size_t nuses;
    vgen_class_t **classes;
    size_t nclasses;
};

/* One bucket of the case-insensitive class index. */
typedef struct vgen_class_slot {
    const char *key;
    vgen_class_t *cls;
} vgen_class_slot_t;

typedef struct vgen_app {
    vgen_arena_t arena;
    vgen_file_t **files;
    size_t nfiles, files_cap;
    vgen_class_slot_t *index; /* open addressing, power-of-two size */
    size_t index_size, index_used;
} vgen_app_t;

/* Zero-initialises `app`. */
void vgen_app_init(vgen_app_t *app);
/* Frees everything the app owns. NULL-safe. */
void vgen_app_free(vgen_app_t *app);

/* Adds a file record (path copied); the scanner fills it. */
vgen_file_t *vgen_app_add_file(vgen_app_t *app, const char *path);

/*
 * Registers `cls` in the class index. Returns NULL, or the class already
 * registered under the same name (PHP class names are case-insensitive);
 * the index then keeps the first one.
 */
vgen_class_t *vgen_app_index_class(vgen_app_t *app, vgen_class_t *cls);

/* Looks a class up by fully qualified name (case-insensitive); NULL if absent. */
vgen_class_t *vgen_app_find_class(const vgen_app_t *app, const char *name);

/* The attribute named `name` (fully qualified) in attrs[], or NULL. */
const vgen_attr_t *vgen_attr_find(const vgen_attr_t *attrs, size_t n, const char *name);

/*
 * The argument of `attr` named `name`, else the positional argument at
 * `position` (0-based; -1 for none), else NULL.
 */
const vgen_value_t *vgen_attr_arg(const vgen_attr_t *attr, const char *name, int position);

/*
 * The constructor `new cls(...)` runs: its own, else the nearest one of its
 * app-declared parents (PHP inherits constructors). Sets *owner to the class
 * declaring it (cls when none is found). NULL when there is none in the app.
 */
const vgen_method_t *vgen_class_constructor(const vgen_app_t *app, const vgen_class_t *cls,
                                            const vgen_class_t **owner);

/* The methods of a class, each with the class declaring it (heap arrays). */
typedef struct vgen_method_list {
    const vgen_method_t **methods;
    const vgen_class_t **owners; /* owners[i] declares methods[i] */
    size_t count;
} vgen_method_list_t;

/*
 * The methods an instance of `cls` has, as far as the app declares them: its
 * own, then those of its app-declared parents that it does not override
 * (matched case-insensitively), nearest first, however many there are, into
 * *out (overwritten). The caller frees the list with vgen_method_list_free().
 */
void vgen_class_methods(const vgen_app_t *app, const vgen_class_t *cls, vgen_method_list_t *out);

/* Frees the arrays of a method list. NULL-safe. */
void vgen_method_list_free(vgen_method_list_t *list);

/* A property of an instance, with the class declaring it. */
typedef struct vgen_instance_property {
    const char *name;
    const vgen_class_t *owner;
    bool readonly;
} vgen_instance_property_t;

/*
 * The public instance (non-static) properties an instance of `cls` has, as
 * far as the app declares them: declared or promoted in the class, then in
 * its app-declared parents (a name once, nearest first), into a heap array
 * *out of *count items that the caller frees.
 */
void vgen_class_public_properties(const vgen_app_t *app, const vgen_class_t *cls,
                                  vgen_instance_property_t **out, size_t *count);

/* True when `m` is public. */
bool vgen_method_is_public(const vgen_method_t *m);

/* The method `name` of `cls` (case-insensitive), or NULL. */
const vgen_method_t *vgen_class_method(const vgen_class_t *cls, const char *name);

/* True when `name` is a PHP builtin type keyword (int, ?, self, mixed, …). */
bool vgen_is_builtin_type(const char *name, size_t len);

/* Case-insensitive equality of two names. */
bool vgen_name_eq(const char *a, const char *b);

/*
 * The single class a type names, ignoring `null` (so ?Foo and Foo|null name
 * Foo), or NULL for builtins, unions of several classes and untyped.
 */
const char *vgen_type_class(const vgen_type_t *type);

/* The single builtin a type names, ignoring null ("int" for ?int), or NULL. */
const char *vgen_type_builtin(const vgen_type_t *type);

#endif
