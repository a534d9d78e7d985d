/*
 * The binder emitter. Each parameter becomes a short commented block in the
 * binder; the scalar casts and the failure class live once at the bottom of
 * the file. DTO classes are collected while binders are written (a hydrator
 * may discover nested DTOs) and their hydrators are emitted afterwards,
 * each once, in discovery order, so the output is deterministic.
 */
#include "emit_binders.h"

#include "diag.h"
#include "names.h"
#include "phpgen.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef enum bind_kind {
    BIND_INT,
    BIND_FLOAT,
    BIND_BOOL,
    BIND_STRING,
    BIND_ARRAY,
    BIND_MIXED,
    BIND_CLASS,
    BIND_BAD,
    BIND_ENUM
} bind_kind_t;

static const char *const casts[] = {"toInt", "toFloat", "toBool", "toString", "toArray",
                                    NULL,    NULL,      NULL,     NULL};
static const char *const expected[] = {"an integer", "a number", "a boolean",
                                       "a string",   "an array", "",
                                       "",           "",         "one of the allowed values"};

typedef struct emitter {
    const vgen_graph_t *g;
    vgen_buf_t *out;
    const vgen_class_t **dtos;
    size_t ndtos, dtos_cap;
    int errors;
} emitter_t;

/* The backed enum a type names, or NULL. */
static const vgen_class_t *backed_enum(const emitter_t *e, const vgen_type_t *t)
{
    const vgen_class_t *c = vgen_app_find_class(e->g->app, vgen_type_class(t));
    return c && c->kind == VGEN_ENUM && c->backing ? c : NULL;
}

static bind_kind_t kind_of(const emitter_t *e, const vgen_type_t *t)
{
    if (t == NULL) {
        return BIND_MIXED;
    }
    if (vgen_type_class(t)) {
        return backed_enum(e, t) ? BIND_ENUM : BIND_CLASS;
    }
    const char *b = vgen_type_builtin(t);
    static const char *const names[] = {"int", "float", "bool", "string", "array", "mixed"};
    for (int i = 0; b && i < 6; i++) {
        if (strcmp(b, names[i]) == 0) {
            return (bind_kind_t)i;
        }
    }
    return BIND_BAD;
}

static void mangle(const char *prefix, const char *name, vgen_buf_t *out)
{
    char m[600];
    vgen_proxy_name(name, "", m, sizeof(m));
    vgen_buf_printf(out, "%s%s", prefix, m);
}

static void binder_name(const vgen_class_t *c, const vgen_method_t *m, vgen_buf_t *out)
{
    mangle("bind_", c->name, out);
    vgen_buf_printf(out, "__%s", m->name);
}

static bool is_placeholder(const vgen_route_t *r, const char *name)
{
    for (size_t i = 0; i < r->nparams; i++) {
        if (strcmp(r->params[i].name, name) == 0) {
            return true;
        }
    }
    return false;
}

static const char *attr_name(const vgen_param_t *p, const vgen_attr_t *a)
{
    const vgen_value_t *v = vgen_attr_arg(a, "name", 0);
    return v && v->kind == VGEN_VALUE_STRING ? v->str : p->name;
}

static void add_dto(emitter_t *e, const vgen_class_t *c)
{
    for (size_t i = 0; i < e->ndtos; i++) {
        if (e->dtos[i] == c) {
            return;
        }
    }
    VGEN_PUSH(e->dtos, e->ndtos, e->dtos_cap, c);
}

static void param_error(emitter_t *e, const vgen_class_t *c, const vgen_param_t *p, const char *why)
{
    vgen_diag_error(c->file->path, p->line, p->col, "cannot bind parameter $%s: %s", p->name, why);
    e->errors++;
}

/* Appends the expression casting `value` to the parameter's type (NULL on failure). */
static void emit_cast(emitter_t *e, const vgen_param_t *p, bind_kind_t k, const char *value)
{
    if (k == BIND_ENUM) {
        const vgen_class_t *en = backed_enum(e, p->type);
        bool number = strcmp(en->backing, "int") == 0;
        vgen_buf_printf(e->out, "\\%s::tryFrom(self::%s(%s) ?? %s)", en->name,
                        number ? "toInt" : "toString", value, number ? "\\PHP_INT_MIN" : "''");
    } else if (casts[k]) {
        vgen_buf_printf(e->out, "self::%s(%s)", casts[k], value);
    } else {
        vgen_buf_puts(e->out, value);
    }
}

/* Emits "$value = SOURCE;" handling plus the cast into $args[name]. */
static void emit_sourced(emitter_t *e, const vgen_param_t *p, bind_kind_t k, const char *source,
                         const char *label, int status)
{
    vgen_buf_t *o = e->out;
    vgen_buf_printf(
        o,
        "        $value = %s;\n        if ($value !== null) {\n            $args['%s'] = ", source,
        p->name);
    emit_cast(e, p, k, "$value");
    if (casts[k] || k == BIND_ENUM) {
        vgen_buf_printf(o, " ?? throw new BindFailure(%d, [", status);
        vgen_php_str(o, label);
        vgen_buf_printf(o, " => 'must be %s']);\n", expected[k]);
    } else {
        vgen_buf_puts(o, ";\n");
    }
    if (p->def) {
        vgen_buf_puts(o, "        }\n");
    } else if (p->type == NULL || p->type->nullable) {
        vgen_buf_printf(o, "        } else {\n            $args['%s'] = null;\n        }\n",
                        p->name);
    } else {
        vgen_buf_printf(o, "        } else {\n            throw new BindFailure(%d, [", status);
        vgen_php_str(o, label);
        vgen_buf_puts(o, " => 'is required']);\n        }\n");
    }
}

static void emit_path_param(emitter_t *e, const vgen_param_t *p, bind_kind_t k)
{
    vgen_buf_printf(e->out, "        // $%s: path parameter {%s}\n", p->name, p->name);
    if ((casts[k] && k != BIND_STRING) || k == BIND_ENUM) {
        char source[300];
        snprintf(source, sizeof(source), "$request->param('%s')", p->name);
        vgen_buf_printf(e->out, "        $args['%s'] = ", p->name);
        emit_cast(e, p, k, source);
        vgen_buf_printf(e->out, " ?? throw new BindFailure(404, ['%s' => 'must be %s']);\n",
                        p->name, expected[k]);
    } else {
        vgen_buf_printf(e->out, "        $args['%s'] = (string) $request->param('%s');\n", p->name,
                        p->name);
    }
}

static bool emit_body(emitter_t *e, const vgen_class_t *c, const vgen_param_t *p, bind_kind_t k)
{
    const char *cls = vgen_type_class(p->type);
    const vgen_class_t *dto = cls ? vgen_app_find_class(e->g->app, cls) : NULL;
    vgen_buf_printf(e->out, "        // $%s: #[Body]\n", p->name);
    if (k == BIND_ARRAY || k == BIND_MIXED) {
        emit_sourced(e, p, k, "self::body($request)", "body", 422);
        return true;
    }
    if (dto == NULL || dto->kind != VGEN_CLASS || (dto->modifiers & VGEN_MOD_ABSTRACT)) {
        param_error(e, c, p, "#[Body] needs a DTO class declared in the app, or array");
        return false;
    }
    add_dto(e, dto);
    vgen_buf_printf(e->out, "        $args['%s'] = self::", p->name);
    mangle("hydrate_", dto->name, e->out);
    vgen_buf_puts(e->out, "(self::body($request), '', $errors);\n");
    return true;
}

/* A class-typed action parameter: the request itself, or a service. */
static bool emit_object_param(emitter_t *e, const vgen_class_t *c, const vgen_param_t *p,
                              const char *cls)
{
    if (vgen_name_eq(cls, "Vela\\Http\\Request")) {
        vgen_buf_printf(e->out, "        // $%s: the request\n        $args['%s'] = $request;\n",
                        p->name, p->name);
        return true;
    }
    if (vgen_graph_find(e->g, cls) == NULL && strncasecmp(cls, "Vela\\", 5) != 0) {
        param_error(e, c, p, "its class is not a service, the request or a #[Body] DTO");
        return false;
    }
    vgen_buf_printf(e->out, "        // $%s: service\n        $args['%s'] = $container->get(",
                    p->name, p->name);
    vgen_php_str(e->out, cls);
    vgen_buf_puts(e->out, ");\n");
    return true;
}

static bool emit_action_param(emitter_t *e, const vgen_route_t *r, const vgen_param_t *p)
{
    const vgen_class_t *c = r->cls;
    bind_kind_t k = kind_of(e, p->type);
    const vgen_attr_t *query = vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Query"));
    const vgen_attr_t *header = vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Header"));
    const char *cls = vgen_type_class(p->type);
    vgen_buf_t src = {0};
    if (vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Body"))) {
        return emit_body(e, c, p, k);
    }
    if (k == BIND_BAD || p->variadic || p->by_ref) {
        param_error(e, c, p,
                    "only int, float, bool, string, array, mixed or class types can be bound, and "
                    "not variadic or by reference");
        return false;
    }
    if (is_placeholder(r, p->name) && !query && !header && k != BIND_CLASS) {
        emit_path_param(e, p, k);
        return true;
    }
    if (k == BIND_CLASS) {
        return emit_object_param(e, c, p, cls);
    }
    const char *what = header ? "header" : "query parameter";
    const char *key = header ? attr_name(p, header) : query ? attr_name(p, query) : p->name;
    vgen_buf_printf(e->out, "        // $%s: %s '%s'\n", p->name, what, key);
    vgen_buf_printf(&src, "$request->%s(", header ? "header" : "query");
    vgen_php_str(&src, key);
    vgen_buf_putc(&src, ')');
    emit_sourced(e, p, k, vgen_buf_str(&src), key, 400);
    vgen_buf_free(&src);
    return true;
}

static void emit_binder(emitter_t *e, const vgen_route_t *r)
{
    vgen_buf_t *o = e->out;
    vgen_buf_printf(o, "    /** %s::%s() — %s:%d */\n    public static function ", r->cls->name,
                    r->action->name, r->cls->file->path, r->action->line);
    binder_name(r->cls, r->action, o);
    vgen_buf_puts(o,
                  "(object $request, Container $container): array\n    {\n        $args = [];\n");
    bool body = false;
    for (size_t i = 0; i < r->action->nparams; i++) {
        const vgen_param_t *p = &r->action->params[i];
        body |= vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Body")) != NULL;
    }
    if (body) {
        vgen_buf_puts(o, "        $errors = [];\n");
    }
    for (size_t i = 0; i < r->action->nparams; i++) {
        emit_action_param(e, r, &r->action->params[i]);
    }
    if (body) {
        vgen_buf_puts(o, "        if ($errors) {\n            throw new BindFailure(422, "
                         "$errors);\n        }\n");
    }
    vgen_buf_puts(o, "        return $args;\n    }\n\n");
}

/* ---- DTO hydrators ------------------------------------------------------------ */

static void emit_field_missing(emitter_t *e, const vgen_param_t *p)
{
    if (p->def) {
        return;
    }
    vgen_buf_puts(e->out, "        } else {\n");
    if (p->type == NULL || p->type->nullable) {
        vgen_buf_printf(e->out, "            $args['%s'] = null;\n", p->name);
    } else {
        vgen_buf_printf(e->out, "            $errors[$path . '%s'] = 'is required';\n", p->name);
    }
}

static bool emit_field(emitter_t *e, const vgen_class_t *dto, const vgen_param_t *p)
{
    bind_kind_t k = kind_of(e, p->type);
    const char *cls = vgen_type_class(p->type);
    const vgen_class_t *nested = cls ? vgen_app_find_class(e->g->app, cls) : NULL;
    vgen_buf_t *o = e->out;
    if (k == BIND_BAD || (k == BIND_CLASS && (nested == NULL || nested->kind != VGEN_CLASS))) {
        param_error(e, dto, p,
                    "a #[Body] DTO field must be int, float, bool, string, array, mixed or another "
                    "DTO class of the app");
        return false;
    }
    vgen_buf_printf(o, "        // %s $%s\n", p->type ? p->type->php : "mixed", p->name);
    vgen_buf_printf(o, "        if (isset($data['%s'])) {\n            $args['%s'] = ", p->name,
                    p->name);
    if (k == BIND_CLASS) {
        add_dto(e, nested);
        mangle("self::hydrate_", nested->name, o);
        vgen_buf_printf(o, "($data['%s'], $path . '%s.', $errors);\n", p->name, p->name);
    } else if (k == BIND_ARRAY) {
        vgen_buf_printf(o,
                        "self::toScalarList($data['%s']) ?? self::invalid($errors, $path . '%s', "
                        "'must be a list of scalars');\n",
                        p->name, p->name);
    } else if (k == BIND_MIXED) {
        vgen_buf_printf(o, "$data['%s'];\n", p->name);
    } else {
        char source[300];
        snprintf(source, sizeof(source), "$data['%s']", p->name);
        emit_cast(e, p, k, source);
        vgen_buf_printf(o, " ?? self::invalid($errors, $path . '%s', 'must be %s');\n", p->name,
                        expected[k]);
    }
    emit_field_missing(e, p);
    vgen_buf_puts(o, "        }\n");
    return true;
}

static void emit_hydrator(emitter_t *e, const vgen_class_t *dto)
{
    vgen_buf_t *o = e->out;
    vgen_buf_printf(
        o, "    /** Builds a %s from decoded input, adding errors under $path — %s:%d */\n",
        dto->name, dto->file->path, dto->line);
    vgen_buf_puts(o, "    private static function ");
    mangle("hydrate_", dto->name, o);
    vgen_buf_printf(o, "(mixed $data, string $path, array &$errors): ?\\%s\n    {\n", dto->name);
    vgen_buf_puts(
        o,
        "        if (!\\is_array($data)) {\n"
        "            $errors[$path === '' ? 'body' : \\rtrim($path, '.')] = 'must be an object';\n"
        "            return null;\n        }\n"
        "        $before = \\count($errors);\n        $args = [];\n");
    const vgen_class_t *owner;
    const vgen_method_t *ctor = vgen_class_constructor(e->g->app, dto, &owner);
    for (size_t i = 0; ctor && i < ctor->nparams; i++) {
        emit_field(e, owner, &ctor->params[i]);
    }
    vgen_buf_printf(
        o, "        return \\count($errors) === $before ? new \\%s(...$args) : null;\n    }\n\n",
        dto->name);
}

static const char *const helpers =
    "    /** The parsed body: JSON when the Content-Type says so (invalid JSON: null), else the "
    "form. */\n"
    "    private static function body(object $request): mixed\n"
    "    {\n"
    "        if (!\\str_contains(\\strtolower((string) $request->header('content-type', '')), "
    "'json')) {\n"
    "            return $request->form();\n"
    "        }\n"
    "        try {\n"
    "            return $request->json();\n"
    "        } catch (\\Throwable) {\n"
    "            return null;\n"
    "        }\n"
    "    }\n"
    "\n"
    "    /** @param array<string, string> $errors */\n"
    "    private static function invalid(array &$errors, string $field, string $message): null\n"
    "    {\n"
    "        $errors[$field] = $message;\n"
    "        return null;\n"
    "    }\n"
    "\n"
    "    private static function toInt(mixed $value): ?int\n"
    "    {\n"
    "        return \\is_int($value) ? $value\n"
    "            : (\\is_string($value) ? \\filter_var($value, \\FILTER_VALIDATE_INT, "
    "\\FILTER_NULL_ON_FAILURE) : null);\n"
    "    }\n"
    "\n"
    "    private static function toFloat(mixed $value): ?float\n"
    "    {\n"
    "        return \\is_float($value) || \\is_int($value) ? (float) $value\n"
    "            : (\\is_string($value) ? \\filter_var($value, \\FILTER_VALIDATE_FLOAT, "
    "\\FILTER_NULL_ON_FAILURE) : null);\n"
    "    }\n"
    "\n"
    "    private static function toBool(mixed $value): ?bool\n"
    "    {\n"
    "        return \\is_bool($value) ? $value\n"
    "            : (\\is_string($value) || \\is_int($value) ? \\filter_var($value, "
    "\\FILTER_VALIDATE_BOOL, \\FILTER_NULL_ON_FAILURE) : null);\n"
    "    }\n"
    "\n"
    "    private static function toString(mixed $value): ?string\n"
    "    {\n"
    "        return \\is_string($value) ? $value : (\\is_int($value) || \\is_float($value) ? "
    "(string) $value : null);\n"
    "    }\n"
    "\n"
    "    private static function toArray(mixed $value): ?array\n"
    "    {\n"
    "        return \\is_array($value) ? $value : null;\n"
    "    }\n"
    "\n"
    "    private static function toScalarList(mixed $value): ?array\n"
    "    {\n"
    "        if (!\\is_array($value)) {\n"
    "            return null;\n"
    "        }\n"
    "        foreach ($value as $item) {\n"
    "            if (!\\is_scalar($item)) {\n"
    "                return null;\n"
    "            }\n"
    "        }\n"
    "        return $value;\n"
    "    }\n";

static const char *const preamble = VGEN_PHP_HEADER
    "\n"
    "declare(strict_types=1);\n"
    "\n"
    "namespace Vela\\Generated;\n"
    "\n"
    "/**\n"
    " * A request that cannot become an action's arguments: 404 for a path parameter\n"
    " * of the wrong type, 400 for a missing or malformed query parameter or header,\n"
    " * 422 for body validation. $errors maps each field path to a message.\n"
    " */\n"
    "final class BindFailure extends \\RuntimeException\n"
    "{\n"
    "    /** @param array<string, string> $errors */\n"
    "    public function __construct(public readonly int $status, public readonly array $errors)\n"
    "    {\n"
    "        $parts = [];\n"
    "        foreach ($errors as $field => $message) {\n"
    "            $parts[] = \"$field $message\";\n"
    "        }\n"
    "        parent::__construct(\\implode('; ', $parts), $status);\n"
    "    }\n"
    "}\n"
    "\n"
    "/** Argument binders: request → the action's named arguments, decided at compile time. */\n"
    "final class Binders\n"
    "{\n";

/*
 * first[i] is true when route i is the first with its action: an action
 * gets one binder whatever its routes. Found through a table of action
 * pointers (scanning the earlier routes was quadratic: 11% of regenerating
 * 3,000 routes). Heap; the caller frees it.
 */
static bool *first_of_action(const vgen_routes_t *rs)
{
    size_t size = 16;
    while (size < 2 * rs->count) {
        size *= 2;
    }
    const vgen_method_t **seen = vgen_xcalloc(size, sizeof(*seen));
    bool *first = vgen_xcalloc(rs->count + 1, sizeof(*first));
    for (size_t i = 0; i < rs->count; i++) {
        const vgen_method_t *action = rs->items[i].action;
        size_t h = ((size_t)(uintptr_t)action >> 4) * 0x9E3779B97F4A7C15ULL & (size - 1);
        while (seen[h] && seen[h] != action) {
            h = (h + 1) & (size - 1);
        }
        first[i] = seen[h] == NULL;
        seen[h] = action;
    }
    free(seen);
    return first;
}

static void emit_table(const vgen_routes_t *rs, const bool *first, vgen_buf_t *o)
{
    vgen_buf_puts(
        o,
        "    /** Action (\"Class::method\") => binder method. */\n    public const ACTIONS = [\n");
    for (size_t i = 0; i < rs->count; i++) {
        const vgen_route_t *r = &rs->items[i];
        if (!first[i]) {
            continue;
        }
        char *action = vgen_route_action(r->cls, r->action);
        vgen_buf_puts(o, "        ");
        vgen_php_str(o, action);
        vgen_buf_puts(o, " => '");
        binder_name(r->cls, r->action, o);
        vgen_buf_puts(o, "',\n");
        free(action);
    }
    vgen_buf_puts(o, "    ];\n\n"
                     "    /** @return array<string, mixed> named arguments for $action */\n"
                     "    public static function bind(string $action, object $request, Container "
                     "$container): array\n"
                     "    {\n"
                     "        $binder = self::ACTIONS[$action] ?? throw new "
                     "\\OutOfBoundsException(\"vgen: no binder for '$action'\");\n"
                     "        return self::$binder($request, $container);\n"
                     "    }\n\n");
}

int vgen_emit_binders(const vgen_graph_t *g, const vgen_routes_t *rs, vgen_buf_t *out)
{
    emitter_t e = {g, out, NULL, 0, 0, 0};
    bool *first = first_of_action(rs);
    vgen_buf_puts(out, preamble);
    emit_table(rs, first, out);
    for (size_t i = 0; i < rs->count; i++) {
        if (first[i]) {
            emit_binder(&e, &rs->items[i]);
        }
    }
    free(first);
    for (size_t i = 0; i < e.ndtos; i++) {
        emit_hydrator(&e, e.dtos[i]);
    }
    vgen_buf_puts(out, helpers);
    vgen_buf_puts(out, "}\n");
    free(e.dtos);
    return e.errors;
}
