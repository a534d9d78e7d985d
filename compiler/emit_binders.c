/*
 * The binder emitter. Each parameter becomes a short commented block in the
 * binder; the scalar casts and the failure class live once in the extension
 * (Vela\Binder, Vela\BindFailure; bootstrap/vela-polyfill.php without it).
 * DTO classes are collected while binders are written (a hydrator may
 * discover nested DTOs) and their hydrators are emitted afterwards, each
 * once, in discovery order, so the output is deterministic. A DTO field is
 * one if/elseif chain (absent, null, type, each constraint, accepted): the
 * first failing branch records the field's error, and the chain reads in
 * the generated file as the rules it enforces.
 *
 * A #[WebSocket] class's route calls an adapter declared after Binders
 * (namespace Vela\Generated\WebSocket): its upgrade() takes the bound route
 * parameters and returns Response::webSocket() with a Vela\WebSocket\Handler
 * (an anonymous class keeping them) whose onOpen(), onMessage() and
 * onClose() call the class's, each with the route parameters it names,
 * passed by name. The event style holds no coroutine while a connection
 * waits (docs/websocket.md).
 */
#include "emit_binders.h"

#include "constraints.h"
#include "diag.h"
#include "names.h"
#include "phpgen.h"
#include "src/core/ascii.h"

#include <ctype.h>
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
    vgen_buf_t head, tail;  /* scratch for one statement, reused */
    vgen_buf_t literals[4]; /* lit()'s results, reused in turn */
    unsigned next_literal;
    const vgen_class_t **dtos;
    size_t ndtos, dtos_cap;
    bool collect; /* the binder being written records query and header failures in $errors */
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

/*
 * s as a PHP string literal (vgen_php_str), valid until four more calls: the
 * one way app data (parameter names, attribute values) enters the code below,
 * including where a name is known to be an identifier.
 */
static const char *lit(emitter_t *e, const char *s)
{
    vgen_buf_t *b = &e->literals[e->next_literal++ % 4];
    vgen_buf_reset(b);
    vgen_php_str(b, s);
    return vgen_buf_str(b);
}

/* lit() of s followed by suffix ("name" "." gives 'name.'). */
static const char *lit_with(emitter_t *e, const char *s, const char *suffix)
{
    vgen_buf_t joined = {0};
    vgen_buf_printf(&joined, "%s%s", s, suffix);
    vgen_buf_t *b = &e->literals[e->next_literal++ % 4];
    vgen_buf_reset(b);
    vgen_php_string(b, joined.data, joined.len);
    vgen_buf_free(&joined);
    return vgen_buf_str(b);
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

/* Whether s[0..len) is an HTTP token (RFC 9110 5.6.2), what a header name must be. */
static bool is_http_token(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if (!vela_ascii_is_token_char((unsigned char)s[i])) {
            return false;
        }
    }
    return len > 0;
}

/* Whether s[0..len) may name a query parameter: not empty, no control byte. */
static bool is_query_name(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if ((unsigned char)s[i] < 0x20 || s[i] == 0x7F) {
            return false;
        }
    }
    return len > 0;
}

/*
 * The name #[Query], #[Header] or #[Cookie] (`a`, for a `what`: "query parameter", "header",
 * "cookie") gives parameter p (its own name when the attribute names none), or NULL after
 * reporting an error: the name must be a string literal, a header's or a cookie's an HTTP token,
 * a query parameter's free of control bytes.
 */
static const char *attr_name(emitter_t *e, const vgen_class_t *c, const vgen_param_t *p,
                             const vgen_attr_t *a, const char *what)
{
    const vgen_value_t *v = vgen_attr_arg(a, "name", 0);
    bool token = strcmp(what, "query parameter") != 0;
    if (v == NULL) {
        return p->name;
    }
    const char *why = v->kind != VGEN_VALUE_STRING ? "must be a string literal"
                      : token && !is_http_token(v->str, v->str_len)
                          ? "must be an HTTP token (letters, digits and !#$%&'*+-.^_`|~)"
                      : !token && !is_query_name(v->str, v->str_len)
                          ? "must not be empty or hold a control character"
                          : NULL;
    if (why) {
        vgen_diag_error(c->file->path, v->line ? v->line : a->line, v->line ? v->col : a->col,
                        "#[%s] on $%s: the %s name %s", vgen_short_name(a->name), p->name, what,
                        why);
        e->errors++;
        return NULL;
    }
    return v->str;
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

/* Appends to `b` the expression casting `value` to the parameter's type (NULL on failure). */
static void emit_cast(emitter_t *e, vgen_buf_t *b, const vgen_param_t *p, bind_kind_t k,
                      const char *value)
{
    if (k == BIND_ENUM) {
        const vgen_class_t *en = backed_enum(e, p->type);
        bool number = strcmp(en->backing, "int") == 0;
        vgen_buf_printf(b, "\\%s::tryFrom(Binder::%s(%s) ?? %s)", en->name,
                        number ? "toInt" : "toString", value, number ? "\\PHP_INT_MIN" : "''");
    } else if (casts[k]) {
        vgen_buf_printf(b, "Binder::%s(%s)", casts[k], value);
    } else {
        vgen_buf_puts(b, value);
    }
}

/* "throw new BindFailure(STATUS, ['label' => 'MESSAGE'])" into `b`; the message is
 * `verb` followed by `what` ("must be " "an integer"). */
static void failure(vgen_buf_t *b, int status, const char *label, const char *verb,
                    const char *what)
{
    vgen_buf_printf(b, "throw new BindFailure(%d, [", status);
    vgen_php_str(b, label);
    vgen_buf_printf(b, " => '%s%s'])", verb, what);
}

/* Emits, at `indent`, "$args['name'] = CAST(value) ?? throw …;" (no tail when k has no cast). */
static void emit_assign(emitter_t *e, int indent, const vgen_param_t *p, bind_kind_t k,
                        const char *value, int status, const char *label)
{
    vgen_buf_t *head = &e->head, *tail = &e->tail;
    vgen_buf_reset(head);
    vgen_buf_reset(tail);
    vgen_buf_printf(head, "$args[%s] =", lit(e, p->name));
    if (!casts[k] && k != BIND_ENUM) {
        vgen_php_statement(e->out, indent, vgen_buf_str(head), value);
        return;
    }
    vgen_buf_putc(head, ' ');
    emit_cast(e, head, p, k, value);
    vgen_buf_puts(tail, "?? ");
    failure(tail, status, label, "must be ", expected[k]);
    vgen_php_statement(e->out, indent, vgen_buf_str(head), vgen_buf_str(tail));
}

/* Emits "$value = SOURCE;" handling plus the cast into $args[name]. */
static void emit_sourced(emitter_t *e, const vgen_param_t *p, bind_kind_t k, const char *source,
                         const char *label, int status)
{
    vgen_buf_t *o = e->out;
    vgen_buf_printf(o, "        $value = %s;\n        if ($value !== null) {\n", source);
    emit_assign(e, 12, p, k, "$value", status, label);
    if (p->def) {
        vgen_buf_puts(o, "        }\n");
    } else if (p->type == NULL || p->type->nullable) {
        vgen_buf_printf(o, "        } else {\n            $args[%s] = null;\n        }\n",
                        lit(e, p->name));
    } else {
        vgen_buf_t required = {0};
        vgen_buf_puts(o, "        } else {\n");
        failure(&required, status, label, "is required", "");
        vgen_buf_printf(o, "            %s;\n        }\n", vgen_buf_str(&required));
        vgen_buf_free(&required);
    }
}

/*
 * Emits a #[Query(lenient: true)] parameter: a value that is missing, empty or
 * does not cast is treated as absent, so the parameter keeps its default (or
 * gets null when it is nullable without one) and the action always runs.
 */
static void emit_lenient(emitter_t *e, const vgen_param_t *p, bind_kind_t k, const char *source)
{
    vgen_buf_t *o = e->out, *cast = &e->tail;
    vgen_buf_printf(o, "        $value = %s;\n", source);
    if (casts[k] || k == BIND_ENUM) {
        vgen_buf_reset(cast);
        emit_cast(e, cast, p, k, "$value");
        vgen_php_statement(
            o, 8, "$value = $value === null || $value === '' ? null :", vgen_buf_str(cast));
        vgen_buf_puts(o, "        if ($value !== null) {\n");
    } else {
        vgen_buf_puts(o, "        if ($value !== null && $value !== '') {\n");
    }
    vgen_buf_printf(o, "            $args[%s] = $value;\n        }", lit(e, p->name));
    if (!p->def) {
        vgen_buf_printf(o, " else {\n            $args[%s] = null;\n        }", lit(e, p->name));
    }
    vgen_buf_putc(o, '\n');
}

/*
 * Whether #[Query] `a` on p asks for lenient binding (lenient: true); reports
 * an error and returns false too when it does on a parameter with neither a
 * default nor a nullable type, which would have no value to fall back on.
 */
static bool is_lenient(emitter_t *e, const vgen_class_t *c, const vgen_param_t *p,
                       const vgen_attr_t *a)
{
    const vgen_value_t *v = a ? vgen_attr_arg(a, "lenient", 1) : NULL;
    if (v == NULL || (v->kind == VGEN_VALUE_BOOL && !v->bval)) {
        return false;
    }
    const char *why = v->kind != VGEN_VALUE_BOOL ? "must be true or false"
                      : !p->def && p->type && !p->type->nullable
                          ? "needs a default value (or a nullable type) to fall back on"
                          : NULL;
    if (why) {
        vgen_diag_error(c->file->path, v->line ? v->line : a->line, v->line ? v->col : a->col,
                        "#[Query] on $%s: lenient %s", p->name, why);
        e->errors++;
        return false;
    }
    return true;
}

static void emit_path_param(emitter_t *e, const vgen_param_t *p, bind_kind_t k)
{
    vgen_buf_t source = {0};
    bool cast = (casts[k] && k != BIND_STRING) || k == BIND_ENUM;
    vgen_buf_printf(e->out, "        // $%s: path parameter {%s}\n", p->name, p->name);
    vgen_buf_puts(&source, cast ? "$request->param(" : "(string) $request->param(");
    vgen_php_str(&source, p->name);
    vgen_buf_putc(&source, ')');
    emit_assign(e, 8, p, cast ? k : BIND_MIXED, vgen_buf_str(&source), 404, p->name);
    vgen_buf_free(&source);
}

static bool emit_body(emitter_t *e, const vgen_class_t *c, const vgen_param_t *p, bind_kind_t k)
{
    const char *cls = vgen_type_class(p->type);
    const vgen_class_t *dto = cls ? vgen_app_find_class(e->g->app, cls) : NULL;
    vgen_buf_printf(e->out, "        // $%s: #[Body]\n", p->name);
    if (k == BIND_ARRAY || k == BIND_MIXED) {
        emit_sourced(e, p, k, "Binder::body($request)", "body", 422);
        return true;
    }
    if (dto == NULL || dto->kind != VGEN_CLASS || (dto->modifiers & VGEN_MOD_ABSTRACT)) {
        param_error(e, c, p, "#[Body] needs a DTO class declared in the app, or array");
        return false;
    }
    add_dto(e, dto);
    const vgen_attr_t *body = vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Body"));
    const vgen_value_t *coerce = vgen_attr_arg(body, "coerce", 0);
    bool strict = coerce == NULL || coerce->kind != VGEN_VALUE_BOOL || !coerce->bval;
    vgen_buf_printf(e->out, "        $body = Binder::body($request%s);\n", strict ? ", $json" : "");
    vgen_buf_printf(e->out, "        $args[%s] = self::", lit(e, p->name));
    mangle("hydrate_", dto->name, e->out);
    vgen_buf_printf(e->out, "($body, '', $errors, %s);\n", strict ? "$json" : "false");
    return true;
}

/* A class-typed action parameter: the request itself, or a service. */
static bool emit_object_param(emitter_t *e, const vgen_class_t *c, const vgen_param_t *p,
                              const char *cls)
{
    if (vgen_name_eq(cls, "Vela\\Http\\Request")) {
        vgen_buf_printf(e->out, "        // $%s: the request\n        $args[%s] = $request;\n",
                        p->name, lit(e, p->name));
        return true;
    }
    if (vgen_name_eq(cls, "Psr\\Http\\Message\\ServerRequestInterface")) {
        vgen_buf_printf(e->out,
                        "        // $%s: the request as PSR-7 (made by the runtime's bridge)\n"
                        "        $args[%s] = $request;\n",
                        p->name, lit(e, p->name));
        return true;
    }
    if (vgen_name_eq(cls, "Vela\\Auth\\Principal")) {
        bool optional = p->type && p->type->nullable;
        vgen_buf_printf(e->out,
                        "        // $%s: who the route's authentication found (401 when none)\n"
                        "        $args[%s] = \\Vela\\Auth\\Principal::of($request%s);\n",
                        p->name, lit(e, p->name), optional ? ", true" : "");
        return true;
    }
    if (vgen_graph_find(e->g, cls) == NULL && strncasecmp(cls, "Vela\\", 5) != 0) {
        param_error(e, c, p, "its class is not a service, the request or a #[Body] DTO");
        return false;
    }
    vgen_buf_printf(e->out, "        // $%s: service\n        $args[%s] = $container->get(",
                    p->name, lit(e, p->name));
    vgen_php_str(e->out, cls);
    vgen_buf_puts(e->out, ");\n");
    return true;
}

static void emit_check(emitter_t *e, int indent, const char *condition, const char *key,
                       const char *message);
static vgen_target_t target_of(bind_kind_t k);

/* The branch of a checked parameter that is absent or empty: its default, null, or an error. */
static void emit_checked_absent(emitter_t *e, const vgen_param_t *p, const vgen_rules_t *rules,
                                const char *key)
{
    vgen_buf_t *o = e->out;
    if (p->def) {
        vgen_buf_puts(o, "            // absent or empty: the default\n");
    } else if (rules->blank_message) {
        vgen_buf_printf(o, "            $errors[%s] = %s;\n", key, rules->blank_message);
    } else if (p->type == NULL || p->type->nullable) {
        vgen_buf_printf(o, "            $args[%s] = null;\n", lit(e, p->name));
    } else {
        vgen_buf_printf(o, "            $errors[%s] = 'is required';\n", key);
    }
}

/*
 * A #[Query] or #[Header] parameter of an action that reports every failure together (one of
 * its parameters has constraints): absent or empty is the default; a value that does not cast
 * or fails a constraint is recorded in $errors under its name (422 at the end of the binder).
 * Constraints need a scalar type; false after an error.
 */
static bool emit_checked(emitter_t *e, const vgen_class_t *c, const vgen_param_t *p, bind_kind_t k,
                         const char *source, const char *name)
{
    vgen_rules_t rules = {0};
    bool scalar =
        k == BIND_INT || k == BIND_FLOAT || k == BIND_BOOL || k == BIND_STRING || k == BIND_ENUM;
    int errors =
        scalar ? vgen_rules_compile(c->file->path, p, target_of(k), VGEN_TARGET_NONE, NULL, &rules)
               : 0;
    if (!scalar || errors) {
        if (!scalar) {
            param_error(e, c, p,
                        "constraints on a #[Query], #[Header] or #[Cookie] parameter need an int, "
                        "float, bool, string or backed enum type");
        }
        e->errors += errors;
        vgen_rules_free(&rules);
        return false;
    }
    vgen_buf_t key = {0}, cast = {0}, condition = {0}, message = {0};
    vgen_php_str(&key, name);
    vgen_buf_printf(
        e->out, "        $value = %s;\n        if ($value === null || $value === '') {\n", source);
    emit_checked_absent(e, p, &rules, vgen_buf_str(&key));
    emit_cast(e, &cast, p, k, "$value");
    vgen_buf_printf(&condition, "($value = %s) === null", vgen_buf_str(&cast));
    vgen_buf_printf(&message, "'must be %s'", expected[k]);
    emit_check(e, 8, vgen_buf_str(&condition), vgen_buf_str(&key), vgen_buf_str(&message));
    for (size_t i = 0; i < rules.count; i++) {
        emit_check(e, 8, rules.items[i].condition, vgen_buf_str(&key), rules.items[i].message);
    }
    vgen_buf_printf(e->out, "        } else {\n            $args[%s] = $value;\n        }\n",
                    lit(e, p->name));
    vgen_buf_free(&key);
    vgen_buf_free(&cast);
    vgen_buf_free(&condition);
    vgen_buf_free(&message);
    vgen_rules_free(&rules);
    return true;
}

/* Whether `p` is a #[Query] or #[Header] parameter with constraints: its action's binder then
 * reports every failure together. */
static bool is_checked(const vgen_param_t *p)
{
    const vgen_attr_t *rule;
    return (vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Query")) ||
            vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Header")) ||
            vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Cookie"))) &&
           vgen_rules_any(p->attrs, p->nattrs, &rule);
}

static bool emit_action_param(emitter_t *e, const vgen_route_t *r, const vgen_param_t *p)
{
    const vgen_class_t *c = r->cls;
    bind_kind_t k = kind_of(e, p->type);
    const vgen_attr_t *query = vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Query"));
    const vgen_attr_t *cookie = vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Cookie"));
    const vgen_attr_t *header =
        cookie ? cookie : vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Header"));
    const char *cls = vgen_type_class(p->type);
    vgen_buf_t src = {0};
    const vgen_attr_t *rule;
    if (!query && !header && vgen_rules_any(p->attrs, p->nattrs, &rule)) {
        vgen_diag_error(c->file->path, rule->line, rule->col,
                        "#[%s] on $%s: validation constraints are checked on #[Query], "
                        "#[Header] and #[Cookie] parameters and on the fields of a #[Body] DTO "
                        "class, not on path parameters or services",
                        rule->name + strlen("Vela\\Validation\\"), p->name);
        e->errors++;
        return false;
    }
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
    const char *what = cookie ? "cookie" : header ? "header" : "query parameter";
    const char *key = header  ? attr_name(e, c, p, header, what)
                      : query ? attr_name(e, c, p, query, what)
                              : p->name;
    if (key == NULL) {
        return false;
    }
    int errors = e->errors;
    bool lenient = !header && is_lenient(e, c, p, query);
    if (e->errors != errors) {
        return false;
    }
    if (lenient && vgen_rules_any(p->attrs, p->nattrs, &rule)) {
        vgen_diag_error(c->file->path, rule->line, rule->col,
                        "#[%s] on $%s: a lenient #[Query] takes no constraints (a value that "
                        "fails is its default already)",
                        rule->name + strlen("Vela\\Validation\\"), p->name);
        e->errors++;
        return false;
    }
    vgen_buf_printf(e->out, "        // $%s: %s '", p->name, what);
    vgen_php_comment_str(e->out, key);
    vgen_buf_puts(e->out, lenient      ? "' (lenient: missing, empty or invalid is the default)\n"
                          : e->collect ? "' (checked: empty is the default)\n"
                                       : "'\n");
    vgen_buf_printf(&src, "$request->%s(", cookie ? "cookie" : header ? "header" : "query");
    vgen_php_str(&src, key);
    vgen_buf_putc(&src, ')');
    bool ok = true;
    if (lenient) {
        emit_lenient(e, p, k, vgen_buf_str(&src));
    } else if (e->collect && ((k != BIND_ARRAY && k != BIND_MIXED) || is_checked(p))) {
        ok = emit_checked(e, c, p, k, vgen_buf_str(&src), key);
    } else {
        emit_sourced(e, p, k, vgen_buf_str(&src), key, 400);
    }
    vgen_buf_free(&src);
    return ok;
}

static void emit_binder(emitter_t *e, const vgen_route_t *r)
{
    vgen_buf_t *o = e->out;
    static const char *const params[] = {"object $request", "Container $container"};
    vgen_buf_t prefix = {0};
    vgen_buf_printf(o, "    /** %s::%s() — ", r->cls->name, r->action->name);
    vgen_php_comment_str(o, r->cls->file->path);
    vgen_buf_printf(o, ":%d */\n", r->action->line);
    vgen_buf_puts(&prefix, "public static function ");
    binder_name(r->cls, r->action, &prefix);
    vgen_buf_putc(&prefix, '(');
    vgen_php_list(o, 4, vgen_buf_str(&prefix), params, 2, "): array");
    vgen_buf_free(&prefix);
    vgen_buf_puts(o, "    {\n        $args = [];\n");
    bool dto = false; /* DTO hydration and checked parameters collect errors */
    e->collect = false;
    for (size_t i = 0; i < r->action->nparams; i++) {
        const vgen_param_t *p = &r->action->params[i];
        dto |= vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Body")) != NULL &&
               kind_of(e, p->type) == BIND_CLASS;
        e->collect |= is_checked(p);
    }
    dto |= e->collect;
    if (dto) {
        vgen_buf_puts(o, "        $errors = [];\n");
    }
    for (size_t i = 0; i < r->action->nparams; i++) {
        emit_action_param(e, r, &r->action->params[i]);
    }
    if (dto) {
        vgen_buf_puts(o, "        if ($errors) {\n            throw new BindFailure(422, "
                         "$errors);\n        }\n");
    }
    vgen_buf_puts(o, "        return $args;\n    }\n\n");
}

/* ---- DTO hydrators ------------------------------------------------------------ */

/* A DTO field as the hydrator binds it. */
typedef struct field {
    const vgen_class_t *dto; /* the class declaring the constructor */
    const vgen_param_t *p;
    bind_kind_t kind;
    const vgen_class_t *nested; /* the DTO of a class field */
    bind_kind_t item;           /* a list's item kind; BIND_BAD when the field is no list */
    const char *item_type;      /* as written: "string", "App\Dto\Line" */
    const vgen_class_t *item_class;
    vgen_rules_t rules;
} field_t;

/* The kind of a list item type ("string", a class name): a DTO, a backed enum or a scalar. */
static bind_kind_t item_kind(const emitter_t *e, const char *name, const vgen_class_t **cls)
{
    static const char *const names[] = {"int", "float", "bool", "string", "array", "mixed"};
    for (int i = 0; i < 6; i++) {
        if (strcasecmp(name, names[i]) == 0) {
            return i == BIND_ARRAY ? BIND_BAD : (bind_kind_t)i;
        }
    }
    *cls = vgen_app_find_class(e->g->app, name);
    if (*cls && (*cls)->kind == VGEN_ENUM && (*cls)->backing) {
        return BIND_ENUM;
    }
    bool dto = *cls && (*cls)->kind == VGEN_CLASS && !((*cls)->modifiers & VGEN_MOD_ABSTRACT);
    return dto ? BIND_CLASS : BIND_BAD;
}

/* The item type #[ListOf] or the doc comment (list<T>, T[]) gives the field, or NULL. */
static const char *list_item_type(emitter_t *e, field_t *f)
{
    const vgen_attr_t *list_of =
        vgen_attr_find(f->p->attrs, f->p->nattrs, "Vela\\Validation\\ListOf");
    if (list_of == NULL) {
        return f->p->list_of;
    }
    const vgen_value_t *v = vgen_attr_arg(list_of, "type", 0);
    if (f->kind != BIND_ARRAY || v == NULL ||
        (v->kind != VGEN_VALUE_STRING && v->kind != VGEN_VALUE_CLASS)) {
        vgen_diag_error(f->dto->file->path, list_of->line, list_of->col, "#[ListOf] on $%s: %s",
                        f->p->name,
                        f->kind != BIND_ARRAY ? "applies to array fields"
                                              : "give the item type: 'string' or Dto::class");
        e->errors++;
        return NULL;
    }
    return v->str;
}

/* Fills f->item from the field's list item type; false after an error. */
static bool resolve_list(emitter_t *e, field_t *f)
{
    f->item = BIND_BAD;
    int before = e->errors;
    const char *type = list_item_type(e, f);
    if (type == NULL || f->kind != BIND_ARRAY) {
        return e->errors == before;
    }
    f->item_type = type;
    f->item = item_kind(e, type, &f->item_class);
    if (f->item == BIND_BAD) {
        char why[400];
        snprintf(why, sizeof(why),
                 "its list item type %s is not int, float, bool, string, mixed, a backed enum or a "
                 "DTO class of the app",
                 type);
        param_error(e, f->dto, f->p, why);
        return false;
    }
    return true;
}

static vgen_target_t target_of(bind_kind_t k)
{
    static const vgen_target_t targets[] = {
        [BIND_INT] = VGEN_TARGET_INT,     [BIND_FLOAT] = VGEN_TARGET_FLOAT,
        [BIND_BOOL] = VGEN_TARGET_OTHER,  [BIND_STRING] = VGEN_TARGET_STRING,
        [BIND_ARRAY] = VGEN_TARGET_ARRAY, [BIND_MIXED] = VGEN_TARGET_MIXED,
        [BIND_CLASS] = VGEN_TARGET_OTHER, [BIND_BAD] = VGEN_TARGET_NONE,
        [BIND_ENUM] = VGEN_TARGET_OTHER};
    return targets[k];
}

/* Resolves the field's type, list item type and constraints; false after an error. */
static bool resolve_field(emitter_t *e, field_t *f)
{
    const char *cls = vgen_type_class(f->p->type);
    f->kind = kind_of(e, f->p->type);
    f->nested = cls ? vgen_app_find_class(e->g->app, cls) : NULL;
    if (f->kind == BIND_BAD ||
        (f->kind == BIND_CLASS && (f->nested == NULL || f->nested->kind != VGEN_CLASS))) {
        param_error(e, f->dto, f->p,
                    "a #[Body] DTO field must be int, float, bool, string, array, mixed or another "
                    "DTO class of the app");
        return false;
    }
    if (!resolve_list(e, f)) {
        return false;
    }
    vgen_target_t item = f->item == BIND_BAD ? VGEN_TARGET_NONE : target_of(f->item);
    int errors = vgen_rules_compile(f->dto->file->path, f->p, target_of(f->kind), item,
                                    f->item_type, &f->rules);
    e->errors += errors;
    return errors == 0;
}

/* The expression converting `value` to `k` (NULL when it does not convert), into `b`. */
static void field_cast(vgen_buf_t *b, bind_kind_t k, const vgen_class_t *en, const char *value)
{
    if (k == BIND_ENUM) {
        bool number = strcmp(en->backing, "int") == 0;
        vgen_buf_printf(b, "\\%s::tryFrom(Binder::%s(%s, $strict) ?? %s)", en->name,
                        number ? "toInt" : "toString", value, number ? "\\PHP_INT_MIN" : "''");
    } else {
        vgen_buf_printf(b, "Binder::%s(%s, $strict)", casts[k], value);
    }
}

/* The branch taken when the field is absent: the default, null, or "is required". */
static void emit_absent(emitter_t *e, const field_t *f)
{
    const vgen_param_t *p = f->p;
    vgen_buf_printf(e->out, "        if (!\\array_key_exists(%s, $data)) {\n", lit(e, p->name));
    if (p->def) {
        vgen_buf_puts(e->out, "            // absent: the constructor's default\n");
    } else if ((p->type == NULL || p->type->nullable) && f->rules.blank_message == NULL) {
        vgen_buf_printf(e->out, "            $args[%s] = null;\n", lit(e, p->name));
    } else {
        vgen_buf_printf(e->out, "            $errors[$path . %s] = 'is required';\n",
                        lit(e, p->name));
    }
}

/* The branch taken when the field is null: null when its type allows it and NotBlank does not
 * forbid it, else an error. */
static void emit_null(emitter_t *e, const field_t *f)
{
    const vgen_param_t *p = f->p;
    bool nullable = p->type == NULL || p->type->nullable || f->kind == BIND_MIXED;
    vgen_buf_printf(e->out, "        } elseif (($value = $data[%s]) === null) {\n",
                    lit(e, p->name));
    if (f->rules.blank_message) {
        vgen_buf_printf(e->out, "            $errors[$path . %s] = %s;\n", lit(e, p->name),
                        f->rules.blank_message);
    } else if (nullable) {
        vgen_buf_printf(e->out, "            $args[%s] = null;\n", lit(e, p->name));
    } else {
        vgen_buf_printf(e->out, "            $errors[$path . %s] = 'must not be null';\n",
                        lit(e, p->name));
    }
}

/* One `elseif (condition) { $errors[key] = message; }` of a chain at `indent`. */
static void emit_check(emitter_t *e, int indent, const char *condition, const char *key,
                       const char *message)
{
    vgen_buf_t head = {0};
    vgen_buf_printf(&head, "} elseif (%s) {", condition);
    vgen_buf_indent(e->out, indent);
    vgen_buf_printf(e->out, "%s\n", vgen_buf_str(&head));
    vgen_buf_indent(e->out, indent + 4);
    vgen_buf_printf(e->out, "$errors[%s] = %s;\n", key, message);
    vgen_buf_free(&head);
}

/* The constraints of the field (on_item false) or of its items, as elseif branches. */
static void emit_rules(emitter_t *e, const field_t *f, bool on_item, int indent, const char *key)
{
    for (size_t i = 0; i < f->rules.count; i++) {
        const vgen_rule_t *rule = &f->rules.items[i];
        if (rule->on_item == on_item) {
            emit_check(e, indent, rule->condition, key, rule->message);
        }
    }
}

/* The loop converting and checking each item of a typed list into $value. */
static void emit_items(emitter_t *e, const field_t *f)
{
    vgen_buf_t *o = e->out;
    vgen_buf_t key_buf = {0};
    vgen_buf_printf(&key_buf, "$path . %s . $i", lit_with(e, f->p->name, "."));
    const char *key = vgen_buf_str(&key_buf);
    vgen_buf_puts(o, "            foreach ($value as $i => $item) {\n");
    if (f->item == BIND_CLASS) {
        add_dto(e, f->item_class);
        vgen_buf_puts(o, "                $value[$i] = ");
        mangle("self::hydrate_", f->item_class->name, o);
        vgen_buf_printf(o, "($item, %s . '.', $errors, $strict);\n            }\n", key);
        vgen_buf_free(&key_buf);
        return;
    }
    vgen_buf_t cast = {0};
    field_cast(&cast, f->item, f->item_class, "$item");
    vgen_buf_printf(o, "                if (($item = %s) === null) {\n", vgen_buf_str(&cast));
    vgen_buf_printf(o, "                    $errors[%s] = 'must be %s';\n", key, expected[f->item]);
    vgen_buf_free(&cast);
    emit_rules(e, f, true, 16, key);
    vgen_buf_puts(o, "                } else {\n                    $value[$i] = $item;\n"
                     "                }\n            }\n");
    vgen_buf_free(&key_buf);
}

/* The branch that checks the value's type (none for mixed and DTO fields). */
static void emit_type_check(emitter_t *e, const field_t *f, const char *key)
{
    vgen_buf_t cast = {0};
    const char *what = expected[f->kind];
    if (f->kind == BIND_ARRAY) {
        bool typed = f->item != BIND_BAD;
        vgen_buf_printf(&cast, "Binder::%s($value)", typed ? "toList" : "toScalarList");
        what = typed ? "a list" : "a list of scalars";
    } else if (f->kind != BIND_MIXED && f->kind != BIND_CLASS) {
        field_cast(&cast, f->kind, f->kind == BIND_ENUM ? backed_enum(e, f->p->type) : NULL,
                   "$value");
    }
    if (cast.len) {
        vgen_buf_t condition = {0}, message = {0};
        vgen_buf_printf(&condition, "($value = %s) === null", vgen_buf_str(&cast));
        vgen_buf_printf(&message, "'must be %s'", what);
        emit_check(e, 8, vgen_buf_str(&condition), key, vgen_buf_str(&message));
        vgen_buf_free(&condition);
        vgen_buf_free(&message);
    }
    vgen_buf_free(&cast);
}

/* The last branch: the value passed every check. */
static void emit_accept(emitter_t *e, const field_t *f)
{
    vgen_buf_t *o = e->out;
    vgen_buf_puts(o, "        } else {\n");
    if (f->kind == BIND_CLASS) {
        add_dto(e, f->nested);
        vgen_buf_printf(o, "            $args[%s] = ", lit(e, f->p->name));
        mangle("self::hydrate_", f->nested->name, o);
        vgen_buf_printf(o, "($value, $path . %s, $errors, $strict);\n",
                        lit_with(e, f->p->name, "."));
    } else {
        if (f->item != BIND_BAD && f->item != BIND_MIXED) {
            emit_items(e, f);
        }
        vgen_buf_printf(o, "            $args[%s] = $value;\n", lit(e, f->p->name));
    }
    vgen_buf_puts(o, "        }\n");
}

/*
 * One field's chain: absent → null → the type → each constraint → accepted;
 * the first branch that fails records the field's error under its path.
 */
static bool emit_field(emitter_t *e, const vgen_class_t *dto, const vgen_param_t *p)
{
    field_t f = {.dto = dto, .p = p};
    if (!resolve_field(e, &f)) {
        vgen_rules_free(&f.rules);
        return false;
    }
    vgen_buf_t key_buf = {0};
    vgen_buf_printf(&key_buf, "$path . %s", lit(e, p->name));
    const char *key = vgen_buf_str(&key_buf);
    vgen_buf_puts(e->out, "        // ");
    vgen_php_comment_str(e->out, p->type ? p->type->php : "mixed");
    vgen_buf_printf(e->out, " $%s\n", p->name);
    emit_absent(e, &f);
    emit_null(e, &f);
    emit_type_check(e, &f, key);
    emit_rules(e, &f, false, 8, key);
    emit_accept(e, &f);
    vgen_rules_free(&f.rules);
    vgen_buf_free(&key_buf);
    return true;
}

static void emit_hydrator(emitter_t *e, const vgen_class_t *dto)
{
    vgen_buf_t *o = e->out;
    vgen_buf_printf(o, "    /** Builds a %s from decoded input, adding errors under $path — ",
                    dto->name);
    vgen_php_comment_str(o, dto->file->path);
    vgen_buf_printf(o, ":%d */\n", dto->line);
    static const char *const params[] = {"mixed $data", "string $path", "array &$errors",
                                         "bool $strict"};
    vgen_buf_t prefix = {0}, suffix = {0};
    vgen_buf_puts(&prefix, "private static function ");
    mangle("hydrate_", dto->name, &prefix);
    vgen_buf_putc(&prefix, '(');
    vgen_buf_printf(&suffix, "): ?\\%s", dto->name);
    vgen_php_list(o, 4, vgen_buf_str(&prefix), params, 4, vgen_buf_str(&suffix));
    vgen_buf_free(&prefix);
    vgen_buf_free(&suffix);
    vgen_buf_puts(o, "    {\n");
    vgen_buf_puts(
        o,
        "        if (!\\is_array($data) || ($data !== [] && \\array_is_list($data))) {\n"
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

static const char *const preamble = VGEN_PHP_HEADER
    "\n"
    "declare(strict_types=1);\n"
    "\n"
    "namespace Vela\\Generated;\n"
    "\n"
    "use Vela\\Binder;\n"
    "use Vela\\BindFailure;\n"
    "\n"
    "/**\n"
    " * Argument binders: request → the action's named arguments, decided at compile time.\n"
    " * Vela\\Binder (the conversions) and Vela\\BindFailure come from the extension, or\n"
    " * from bootstrap/vela-polyfill.php without it.\n"
    " */\n"
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

/* ---- #[WebSocket] adapters ---------------------------------------------------------- */

/* upgrade()'s parameters: the route's, required ones first (they are passed by name). */
static void emit_upgrade_params(vgen_buf_t *o, const vgen_method_t *action)
{
    bool first = true;
    for (int pass = 0; pass < 2; pass++) {
        for (size_t i = 0; i < action->nparams; i++) {
            const vgen_param_t *p = &action->params[i];
            if ((p->def != NULL) != (pass == 1)) {
                continue;
            }
            vgen_buf_printf(o, "%s%s%s$%s", first ? "" : ", ", p->type ? p->type->php : "",
                            p->type ? " " : "", p->name);
            if (p->def) {
                vgen_buf_printf(o, " = %s", p->def->php);
            }
            first = false;
        }
    }
}

/* ", room: $this->room" for the route parameters handler m takes after its `fixed` ones. */
static void emit_handler_fields(vgen_buf_t *o, const vgen_method_t *m, size_t fixed)
{
    for (size_t i = fixed; i < m->nparams; i++) {
        vgen_buf_printf(o, ", %s: $this->%s", m->params[i].name, m->params[i].name);
    }
}

/* One method of the per-connection Handler: calls the class's handler when it has one. */
static void emit_handler_method(vgen_buf_t *o, const vgen_method_t *m, const char *name,
                                const char *params, const char *args, size_t fixed)
{
    vgen_buf_printf(o, "\n            public function %s(%s): void\n            {\n", name, params);
    if (m) {
        vgen_buf_printf(o, "                $this->vela_socket->%s(%s", name, args);
        emit_handler_fields(o, m, fixed);
        vgen_buf_puts(o, ");\n");
    }
    vgen_buf_puts(o, "            }\n");
}

/*
 * The connection's Vela\WebSocket\Handler (the event style: no coroutine
 * waits on an idle connection): an object per connection that keeps the
 * bound route parameters and forwards onOpen(), onMessage() and onClose()
 * to the class's handlers with the ones each names.
 */
static void emit_socket_handler(vgen_buf_t *o, const vgen_route_t *r)
{
    const vgen_class_t *c = r->cls;
    const vgen_method_t *action = r->socket;
    vgen_buf_puts(o, "new class ($this->socket");
    for (size_t i = 0; i < action->nparams; i++) {
        vgen_buf_printf(o, ", $%s", action->params[i].name);
    }
    vgen_buf_printf(o,
                    ") implements \\Vela\\WebSocket\\Handler {\n"
                    "            public function __construct(private \\%s $vela_socket",
                    c->name);
    for (size_t i = 0; i < action->nparams; i++) {
        vgen_buf_printf(o, ", private $%s", action->params[i].name);
    }
    vgen_buf_puts(o, ")\n            {\n            }\n");
    emit_handler_method(o, vgen_class_method(c, "onOpen"), "onOpen",
                        "\\Vela\\WebSocket\\Connection $vela_conn", "$vela_conn", 1);
    emit_handler_method(o, vgen_class_method(c, "onMessage"), "onMessage",
                        "\\Vela\\WebSocket\\Connection $vela_conn, \\Vela\\WebSocket\\Message "
                        "$vela_message",
                        "$vela_conn, $vela_message", 2);
    const vgen_method_t *close = vgen_class_method(c, "onClose");
    emit_handler_method(o, close, "onClose",
                        "\\Vela\\WebSocket\\Connection $vela_conn, int $vela_code",
                        close && close->nparams > 1 ? "$vela_conn, $vela_code" : "$vela_conn", 2);
    vgen_buf_puts(o, "        }");
}

static void emit_socket(const vgen_route_t *r, vgen_buf_t *o)
{
    vgen_buf_t adapter = {0};
    vgen_socket_adapter(r->cls, &adapter);
    const char *short_name = strrchr(vgen_buf_str(&adapter), '\\') + 1;
    const vgen_value_t *options = vgen_attr_arg(r->attr, "options", 2);
    vgen_buf_printf(o, "\n/** #[WebSocket] %s — ", r->cls->name);
    vgen_php_comment_str(o, r->cls->file->path);
    vgen_buf_printf(o, ":%d */\nfinal class %s\n{\n", r->attr->line, short_name);
    vgen_buf_printf(o, "    public function __construct(private \\%s $socket)\n    {\n    }\n\n",
                    r->cls->name);
    vgen_buf_puts(o, "    public function upgrade(");
    emit_upgrade_params(o, r->socket);
    vgen_buf_puts(o, "): \\Vela\\Http\\Response\n    {\n"
                     "        return \\Vela\\Http\\Response::webSocket(");
    emit_socket_handler(o, r);
    vgen_buf_puts(o, ", ");
    if (options) {
        vgen_php_value(o, options);
    } else {
        vgen_buf_puts(o, "[]");
    }
    vgen_buf_puts(o, ");\n    }\n}\n");
    vgen_buf_free(&adapter);
}

/* The adapters of the #[WebSocket] routes, in their own namespace after Binders. */
static void emit_sockets(const vgen_routes_t *rs, vgen_buf_t *o)
{
    bool any = false;
    for (size_t i = 0; i < rs->count; i++) {
        if (rs->items[i].socket) {
            if (!any) {
                vgen_buf_puts(o, "\nnamespace Vela\\Generated\\WebSocket;\n");
            }
            any = true;
            emit_socket(&rs->items[i], o);
        }
    }
}

int vgen_emit_binders(const vgen_graph_t *g, const vgen_routes_t *rs, vgen_buf_t *out)
{
    emitter_t e = {.g = g, .out = out};
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
    vgen_buf_puts(out, "}\n");
    emit_sockets(rs, out);
    free(e.dtos);
    vgen_buf_free(&e.head);
    vgen_buf_free(&e.tail);
    for (size_t i = 0; i < 4; i++) {
        vgen_buf_free(&e.literals[i]);
    }
    return e.errors;
}
