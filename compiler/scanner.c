/*
 * The declaration scanner.
 *
 * Design: the lexer's tokens are first filtered into an array of the
 * significant ones (whitespace, comments, open tags and inline HTML dropped;
 * a close tag becomes ';'), so the parser below can look ahead freely with
 * an index. The parser is a small recursive descent over declarations only:
 * top level (namespace, use, attributes, class-likes), class bodies (member
 * attributes, modifiers, methods; properties, constants, enum cases and
 * trait uses are skipped to their ';'), parameter lists and types; the
 * constant expressions inside them (attribute arguments and defaults) are
 * const_expr.c's, over the same tokens (scanner_internal.h holds the state
 * and the token cursor both use). Anything else is skipped by
 * bracket matching; T_CURLY_OPEN and T_DOLLAR_OPEN_CURLY_BRACES open a brace
 * too, because the lexer closes them with a plain '}'.
 *
 * Node arrays are built on the heap while parsing and copied into the app's
 * arena when a node is finished (see finish_*), so the model never points
 * into memory that may move. After the first error in a file the scanner
 * stops reading that file: the following errors would only be echoes.
 */
#include "scanner.h"

#include "const_expr.h"
#include "diag.h"
#include "lexer.h"
#include "names.h"
#include "scanner_internal.h"
#include "strbuf.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* A doc comment: its text (in the source) and the index of the significant token after it. */
typedef struct doc_comment {
    const char *text;
    size_t len, before;
} doc_comment_t;

typedef struct attr_list {
    vgen_attr_t *items;
    size_t count, cap;
} attr_list_t;

/* ---- tokens ------------------------------------------------------------- */

static bool is_insignificant(int k)
{
    return k == VGEN_T_WHITESPACE || k == VGEN_T_COMMENT || k == VGEN_T_DOC_COMMENT ||
           k == VGEN_T_OPEN_TAG || k == VGEN_T_OPEN_TAG_WITH_ECHO || k == VGEN_T_INLINE_HTML;
}

static bool expect(vgen_scanner_t *s, int k, const char *what)
{
    if (accept(s, k)) {
        return true;
    }
    fail(s, peek(s, 0), what);
    return false;
}

static int tokenize(vgen_scanner_t *s, const char *src, size_t len)
{
    vgen_lexer_t lx;
    vgen_token_t tok;
    int rc;
    s->ntoks = s->pos = s->ndocs = 0;
    vgen_lexer_init(&lx, src, len);
    while ((rc = vgen_lexer_next(&lx, &tok)) > 0) {
        if (tok.kind == VGEN_T_DOC_COMMENT) {
            doc_comment_t doc = {tok.text, tok.len, s->ntoks};
            VGEN_PUSH(s->docs, s->ndocs, s->docs_cap, doc);
        }
        if (is_insignificant(tok.kind)) {
            continue;
        }
        if (tok.kind == VGEN_T_CLOSE_TAG) {
            tok.kind = ';';
        }
        VGEN_PUSH(s->toks, s->ntoks, s->toks_cap, tok);
        if (tok.kind == VGEN_T_HALT_COMPILER) {
            break;
        }
    }
    if (rc < 0) {
        vgen_diag_error(s->file->path, tok.line, tok.col, "%s", vgen_lexer_error(&lx));
        return -1;
    }
    return 0;
}

/*
 * Skips one balanced bracket group starting at the current opener. At end of
 * input the group is unclosed: an error inside a declaration (`report`), and
 * at top level just the end of what vgen reads (PHP will judge that code).
 */
static bool skip_group_at(vgen_scanner_t *s, bool report)
{
    const vgen_token_t *open = peek(s, 0);
    int depth = 0;
    do {
        int k = next(s)->kind;
        if (k == 0) {
            if (report && !s->failed) {
                vgen_diag_error(s->file->path, open->line, open->col, "this '%.*s' is never closed",
                                (int)open->len, open->text);
            }
            s->failed = 1;
            return false;
        }
        depth += opens(k) ? 1 : closes(k) ? -1 : 0;
    } while (depth > 0);
    return true;
}

static bool skip_group(vgen_scanner_t *s)
{
    return skip_group_at(s, true);
}

/* Skips to just after the ';' ending the current statement (or before a '}'). */
static bool skip_statement(vgen_scanner_t *s)
{
    for (;;) {
        int k = kind(s);
        if (k == 0) {
            fail(s, peek(s, 0), "expected ';'");
            return false;
        }
        if (k == ';') {
            s->pos++;
            return true;
        }
        if (k == '}') {
            return true;
        }
        if (opens(k)) {
            if (!skip_group(s)) {
                return false;
            }
        } else {
            s->pos++;
        }
    }
}

/* ---- names and text ------------------------------------------------------- */

/* ---- attributes ------------------------------------------------------------- */

static bool parse_args(vgen_scanner_t *s, vgen_attr_t *attr)
{
    vgen_arg_t *args = NULL;
    size_t n = 0, cap = 0;
    while (!s->failed && kind(s) != ')') {
        vgen_arg_t arg = {NULL, NULL};
        if (is_identifier(peek(s, 0)) && peek(s, 1)->kind == ':') {
            arg.name = text(s, next(s));
            s->pos++;
        }
        arg.value = vgen_const_expr_parse(s);
        VGEN_PUSH(args, n, cap, arg);
        if (!accept(s, ',') && kind(s) != ')') {
            fail(s, peek(s, 0), "expected ',' or ')' in attribute arguments");
        }
    }
    accept(s, ')');
    attr->args = arena_copy(s, args, n * sizeof(*args));
    attr->nargs = n;
    free(args);
    return !s->failed;
}

/* Parses one `#[A, B(args)]` group (current token: T_ATTRIBUTE) into `list`. */
static bool parse_attribute_group(vgen_scanner_t *s, attr_list_t *list)
{
    s->pos++;
    while (!s->failed && kind(s) != ']') {
        const vgen_token_t *name = peek(s, 0);
        if (!is_name(name->kind)) {
            fail(s, name, "expected an attribute name");
            break;
        }
        s->pos++;
        vgen_attr_t attr = {resolve(s, name, false), NULL, 0, name->line, name->col};
        if (accept(s, '(') && !parse_args(s, &attr)) {
            break;
        }
        VGEN_PUSH(list->items, list->count, list->cap, attr);
        if (!accept(s, ',') && kind(s) != ']') {
            fail(s, peek(s, 0), "expected ',' or ']' after an attribute");
        }
    }
    return !s->failed && expect(s, ']', "expected ']' closing the attribute");
}

static void take_attrs(vgen_scanner_t *s, attr_list_t *list, vgen_attr_t **out, size_t *n)
{
    *out = arena_copy(s, list->items, list->count * sizeof(*list->items));
    *n = list->count;
    list->count = 0;
}

/* ---- types --------------------------------------------------------------- */

static bool is_type_token(int k)
{
    return is_name(k) || k == VGEN_T_ARRAY || k == VGEN_T_CALLABLE || k == VGEN_T_STATIC ||
           k == '|' || k == '?' || k == '(' || k == ')' ||
           k == VGEN_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG;
}

static vgen_type_t *parse_type(vgen_scanner_t *s)
{
    vgen_type_t *type = vgen_arena_alloc(s->arena, sizeof(*type));
    const char **names = NULL;
    size_t cap = 0, depth = 0;
    vgen_buf_reset(&s->tmp);
    while (is_type_token(kind(s)) && !(kind(s) == ')' && depth == 0)) {
        const vgen_token_t *t = next(s);
        if (t->kind == '?' || t->kind == '|' || t->kind == '(' || t->kind == ')' ||
            t->kind == VGEN_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG) {
            type->nullable |= t->kind == '?';
            type->intersection |= t->kind == VGEN_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG;
            depth += t->kind == '(' ? 1 : t->kind == ')' ? -1 : 0;
            vgen_buf_putc(&s->tmp, t->kind == VGEN_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG
                                       ? '&'
                                       : (char)t->kind);
            continue;
        }
        const char *name = resolve(s, t, true);
        bool builtin = vgen_is_builtin_type(name, strlen(name));
        type->nullable |= strcmp(name, "null") == 0;
        vgen_buf_printf(&s->tmp, "%s%s", builtin ? "" : "\\", name);
        VGEN_PUSH(names, type->count, cap, name);
    }
    type->php = vgen_arena_strdup(s->arena, vgen_buf_str(&s->tmp));
    type->names = arena_copy(s, names, type->count * sizeof(*names));
    free(names);
    return type;
}

/* ---- parameters and methods -------------------------------------------- */

static int modifier_of(int k)
{
    switch (k) {
    case VGEN_T_PUBLIC:
        return VGEN_MOD_PUBLIC;
    case VGEN_T_PROTECTED:
        return VGEN_MOD_PROTECTED;
    case VGEN_T_PRIVATE:
        return VGEN_MOD_PRIVATE;
    case VGEN_T_STATIC:
        return VGEN_MOD_STATIC;
    case VGEN_T_ABSTRACT:
        return VGEN_MOD_ABSTRACT;
    case VGEN_T_FINAL:
        return VGEN_MOD_FINAL;
    case VGEN_T_READONLY:
        return VGEN_MOD_READONLY;
    case VGEN_T_VAR:
        return VGEN_MOD_PUBLIC;
    default:
        return 0;
    }
}

/* ---- doc comments: list item types ------------------------------------------ */

/*
 * The last doc comment written among tokens [first, last] (before token
 * `last` at the latest), or NULL. Binary search: docs are in token order.
 */
static const doc_comment_t *doc_between(const vgen_scanner_t *s, size_t first, size_t last)
{
    size_t lo = 0, hi = s->ndocs;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (s->docs[mid].before <= last) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return lo > 0 && s->docs[lo - 1].before >= first ? &s->docs[lo - 1] : NULL;
}

static bool is_name_char(char c)
{
    return isalnum((unsigned char)c) || c == '_' || c == '\\' || (unsigned char)c >= 0x80;
}

/* The length of the type expression at p[0..n): up to white space outside <…>, (…) and {…}. */
static size_t doc_type_length(const char *p, size_t n)
{
    int depth = 0;
    size_t i = 0;
    for (; i < n && (depth > 0 || !isspace((unsigned char)p[i])); i++) {
        depth += strchr("<({", p[i]) ? 1 : strchr(">)}", p[i]) ? -1 : 0;
    }
    return i;
}

/* The item type name inside `list<T>`, `non-empty-list<T>`, `array<T>`, `array<int, T>` or
 * `T[]` (t[0..n), white space removed); sets *len, or returns NULL for any other type. */
static const char *list_item_name(const char *t, size_t n, size_t *len)
{
    static const char *const generics[] = {
        "list<",      "non-empty-list<",  "array<",
        "array<int,", "non-empty-array<", "non-empty-array<int,"};
    for (size_t g = 0; g < sizeof(generics) / sizeof(generics[0]); g++) {
        size_t k = strlen(generics[g]);
        if (n > k + 1 && strncasecmp(t, generics[g], k) == 0 && t[n - 1] == '>') {
            *len = n - k - 1;
            return t + k;
        }
    }
    if (n > 2 && t[n - 2] == '[' && t[n - 1] == ']') {
        *len = n - 2;
        return t;
    }
    return NULL;
}

/* The item type of a doc type "?list<T>", "list<T>|null", "T[]": "int", "float", "bool",
 * "string", "mixed" or a resolved class name; NULL for anything else. */
static const char *doc_list_item(vgen_scanner_t *s, const char *type, size_t n)
{
    char compact[256];
    size_t len = 0;
    for (size_t i = 0; i < n && len + 1 < sizeof(compact); i++) {
        if (!isspace((unsigned char)type[i])) {
            compact[len++] = type[i];
        }
    }
    compact[len] = '\0';
    char *t = compact + (compact[0] == '?');
    len -= (size_t)(t - compact);
    if (len > 5 && strncasecmp(t + len - 5, "|null", 5) == 0) {
        len -= 5;
    } else if (len > 5 && strncasecmp(t, "null|", 5) == 0) {
        t += 5, len -= 5;
    }
    size_t item_len;
    const char *item = list_item_name(t, len, &item_len);
    for (size_t i = 0; item && i < item_len; i++) {
        if (!is_name_char(item[i])) {
            return NULL;
        }
    }
    if (item == NULL || item_len == 0) {
        return NULL;
    }
    static const char *const aliases[][2] = {
        {"integer", "int"}, {"boolean", "bool"}, {"double", "float"}};
    for (size_t i = 0; i < 3; i++) {
        if (strlen(aliases[i][0]) == item_len && strncasecmp(item, aliases[i][0], item_len) == 0) {
            return aliases[i][1];
        }
    }
    vgen_scope_t sc = scope(s);
    return vgen_resolve_class(s->arena, &sc, item, item_len, true);
}

/* The first occurrence of word[0..len) in [p, end), or NULL. */
static const char *find_text(const char *p, const char *end, const char *word, size_t len)
{
    for (; (size_t)(end - p) >= len; p++) {
        if (memcmp(p, word, len) == 0) {
            return p;
        }
    }
    return NULL;
}

/*
 * The list item type a doc comment gives: the type after `tag` ("@var", or
 * "@param" followed by $param), as doc_list_item() reads it; NULL when the
 * comment has no such tag or its type is no list.
 */
static const char *doc_tag_list_item(vgen_scanner_t *s, const doc_comment_t *doc, const char *tag,
                                     const char *param)
{
    const char *p = doc->text, *end = doc->text + doc->len;
    size_t tag_len = strlen(tag);
    while ((p = find_text(p, end, tag, tag_len)) != NULL) {
        const char *q = p + tag_len;
        p = q;
        if (q >= end || !isspace((unsigned char)*q)) {
            continue; /* @variable, @param-out */
        }
        while (q < end && isspace((unsigned char)*q)) {
            q++;
        }
        size_t type_len = doc_type_length(q, (size_t)(end - q));
        const char *after = q + type_len;
        while (after < end && isspace((unsigned char)*after)) {
            after++;
        }
        size_t name_len = param ? strlen(param) : 0;
        if (param &&
            ((size_t)(end - after) <= name_len || after[0] != '$' ||
             strncmp(after + 1, param, name_len) != 0 || is_name_char(after[1 + name_len]))) {
            continue;
        }
        return doc_list_item(s, q, type_len);
    }
    return NULL;
}

static const char *visibility_name(int mods)
{
    return mods & VGEN_MOD_PRIVATE ? "private" : mods & VGEN_MOD_PROTECTED ? "protected" : "public";
}

static bool parse_param(vgen_scanner_t *s, vgen_param_t *p, attr_list_t *attrs)
{
    size_t first = s->pos;
    while (kind(s) == VGEN_T_ATTRIBUTE) {
        if (!parse_attribute_group(s, attrs)) {
            return false;
        }
    }
    int mods = 0;
    while (modifier_of(kind(s)) && kind(s) != VGEN_T_STATIC) {
        mods |= modifier_of(next(s)->kind);
    }
    p->promoted = mods & ~VGEN_MOD_READONLY ? visibility_name(mods) : mods ? "public" : NULL;
    p->readonly = (mods & VGEN_MOD_READONLY) != 0;
    if (kind(s) != VGEN_T_VARIABLE && kind(s) != VGEN_T_ELLIPSIS &&
        kind(s) != VGEN_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG && kind(s) != '&') {
        p->type = parse_type(s);
    }
    p->by_ref = accept(s, VGEN_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG) || accept(s, '&');
    p->variadic = accept(s, VGEN_T_ELLIPSIS);
    const vgen_token_t *var = peek(s, 0);
    const doc_comment_t *doc = s->ndocs ? doc_between(s, first, s->pos) : NULL;
    if (!expect(s, VGEN_T_VARIABLE, "expected a parameter name ($name)")) {
        return false;
    }
    p->name = vgen_arena_strndup(s->arena, var->text + 1, var->len - 1);
    p->list_of = doc ? doc_tag_list_item(s, doc, "@var", NULL) : NULL;
    p->line = var->line;
    p->col = var->col;
    p->def = accept(s, '=') ? vgen_const_expr_parse(s) : NULL;
    take_attrs(s, attrs, &p->attrs, &p->nattrs);
    return !s->failed;
}

static bool parse_params(vgen_scanner_t *s, vgen_method_t *m)
{
    vgen_param_t *params = NULL;
    size_t cap = 0;
    attr_list_t attrs = {0};
    if (!expect(s, '(', "expected '(' starting the parameter list")) {
        return false;
    }
    while (!s->failed && kind(s) != ')') {
        vgen_param_t p = {0};
        if (!parse_param(s, &p, &attrs)) {
            break;
        }
        VGEN_PUSH(params, m->nparams, cap, p);
        if (!accept(s, ',') && kind(s) != ')') {
            fail(s, peek(s, 0), "expected ',' or ')' in the parameter list");
        }
    }
    m->params = arena_copy(s, params, m->nparams * sizeof(*params));
    free(params);
    free(attrs.items);
    return !s->failed && expect(s, ')', "expected ')' closing the parameter list");
}

/* Parses `function [&]name(params)[: type] {body}|;` (current: T_FUNCTION). */
static bool parse_method(vgen_scanner_t *s, vgen_method_t *m)
{
    s->pos++;
    m->by_ref_return = accept(s, VGEN_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG) ||
                       accept(s, '&') || accept(s, VGEN_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG);
    const vgen_token_t *name = peek(s, 0);
    if (!is_identifier(name)) {
        fail(s, name, "expected a method name");
        return false;
    }
    s->pos++;
    m->name = text(s, name);
    m->line = name->line;
    m->col = name->col;
    if (!parse_params(s, m)) {
        return false;
    }
    if (accept(s, ':')) {
        m->returns = parse_type(s);
    }
    if (accept(s, ';')) {
        return true;
    }
    if (kind(s) != '{') {
        fail(s, peek(s, 0), "expected '{' or ';' after the method signature");
        return false;
    }
    return skip_group(s);
}

/* ---- class-likes ------------------------------------------------------------ */

typedef struct class_builder {
    vgen_class_t *cls;
    vgen_method_t *methods;
    size_t cap;
    vgen_property_t *props;
    size_t props_cap;
    const char **implements;
    size_t impl_cap;
} class_builder_t;

/* Keeps public methods, the constructor, and any method with attributes (so
 * that an attribute on a private method can be reported, not ignored). */
static void add_method(class_builder_t *b, vgen_method_t *m)
{
    bool is_ctor = strcasecmp(m->name, "__construct") == 0;
    if (!(m->modifiers & (VGEN_MOD_PRIVATE | VGEN_MOD_PROTECTED)) || is_ctor || m->nattrs > 0) {
        VGEN_PUSH(b->methods, b->cls->nmethods, b->cap, *m);
    }
}

/* Parses `[type] $a [= default], $b …;` after a property's modifiers. */
static bool parse_properties(vgen_scanner_t *s, class_builder_t *b, int mods)
{
    if (kind(s) != VGEN_T_VARIABLE) {
        parse_type(s);
    }
    if (!(mods & (VGEN_MOD_PUBLIC | VGEN_MOD_PROTECTED | VGEN_MOD_PRIVATE))) {
        mods |= VGEN_MOD_PUBLIC;
    }
    do {
        const vgen_token_t *var = peek(s, 0);
        if (!expect(s, VGEN_T_VARIABLE, "expected a property name ($name)")) {
            return false;
        }
        vgen_property_t p = {vgen_arena_strndup(s->arena, var->text + 1, var->len - 1), mods,
                             var->line, var->col};
        VGEN_PUSH(b->props, b->cls->nprops, b->props_cap, p);
        if (accept(s, '=')) {
            s->pos = vgen_const_expr_end(s);
        }
    } while (!s->failed && accept(s, ','));
    return !s->failed && expect(s, ';', "expected ';' after the property declaration");
}

/* `@param list<T> $name` in the constructor's doc comment types its array parameters. */
static void constructor_doc(vgen_scanner_t *s, vgen_method_t *m, size_t first, size_t last)
{
    const doc_comment_t *doc = s->ndocs ? doc_between(s, first, last) : NULL;
    for (size_t i = 0; doc && i < m->nparams; i++) {
        vgen_param_t *p = &m->params[i];
        if (p->list_of == NULL) {
            p->list_of = doc_tag_list_item(s, doc, "@param", p->name);
        }
    }
}

static bool parse_member(vgen_scanner_t *s, class_builder_t *b, attr_list_t *attrs)
{
    size_t first = s->pos;
    int mods = 0;
    while (kind(s) == VGEN_T_ATTRIBUTE || modifier_of(kind(s))) {
        if (kind(s) == VGEN_T_ATTRIBUTE) {
            if (!parse_attribute_group(s, attrs)) {
                return false;
            }
        } else {
            mods |= modifier_of(next(s)->kind);
        }
    }
    int k = kind(s);
    if (k == VGEN_T_FUNCTION) {
        vgen_method_t m = {0};
        m.modifiers = mods & (VGEN_MOD_PUBLIC | VGEN_MOD_PROTECTED | VGEN_MOD_PRIVATE)
                          ? mods
                          : mods | VGEN_MOD_PUBLIC;
        size_t function = s->pos;
        bool ok = parse_method(s, &m);
        take_attrs(s, attrs, &m.attrs, &m.nattrs);
        if (ok && strcasecmp(m.name, "__construct") == 0) {
            constructor_doc(s, &m, first, function);
        }
        if (ok) {
            add_method(b, &m);
        }
        return ok;
    }
    attrs->count = 0;
    if (mods && k != VGEN_T_CONST && k != VGEN_T_USE && k != VGEN_T_CASE && k != '}' && k != 0) {
        return parse_properties(s, b, mods);
    }
    if (k == VGEN_T_USE || k == VGEN_T_CONST || k == VGEN_T_CASE) {
        s->pos += k == VGEN_T_USE;
        while (k == VGEN_T_USE && kind(s) != ';' && kind(s) != '{' && kind(s) != 0) {
            s->pos++;
        }
        return kind(s) == '{' ? skip_group(s) : skip_statement(s);
    }
    fail(s, peek(s, 0), "expected a class member (a method, property, constant or case)");
    return false;
}

static bool parse_class_body(vgen_scanner_t *s, class_builder_t *b)
{
    const vgen_token_t *open = peek(s, 0);
    attr_list_t attrs = {0};
    if (!expect(s, '{', "expected '{' starting the class body")) {
        return false;
    }
    while (!s->failed && kind(s) != '}') {
        if (kind(s) == 0) {
            fail(s, open, "this class body is never closed ('}' missing)");
            break;
        }
        if (!accept(s, ';')) {
            parse_member(s, b, &attrs);
        }
    }
    free(attrs.items);
    return !s->failed && expect(s, '}', "expected '}'");
}

static void parse_name_list(vgen_scanner_t *s, class_builder_t *b)
{
    do {
        const vgen_token_t *t = peek(s, 0);
        if (!is_name(t->kind)) {
            fail(s, t, "expected a class or interface name");
            return;
        }
        s->pos++;
        VGEN_PUSH(b->implements, b->cls->nimplements, b->impl_cap, resolve(s, t, false));
    } while (accept(s, ','));
}

static bool parse_class_header(vgen_scanner_t *s, class_builder_t *b)
{
    vgen_class_t *c = b->cls;
    if (c->kind == VGEN_ENUM && accept(s, ':')) {
        const vgen_type_t *t = parse_type(s);
        c->backing = t->count == 1 ? t->names[0] : NULL;
    }
    if (accept(s, VGEN_T_EXTENDS)) {
        if (c->kind == VGEN_INTERFACE) {
            parse_name_list(s, b);
        } else if (is_name(kind(s))) {
            c->extends = resolve(s, next(s), false);
        } else {
            fail(s, peek(s, 0), "expected a parent class name");
        }
    }
    if (!s->failed && accept(s, VGEN_T_IMPLEMENTS)) {
        parse_name_list(s, b);
    }
    return !s->failed;
}

static vgen_class_kind_t class_kind(int k)
{
    return k == VGEN_T_INTERFACE ? VGEN_INTERFACE
           : k == VGEN_T_TRAIT   ? VGEN_TRAIT
           : k == VGEN_T_ENUM    ? VGEN_ENUM
                                 : VGEN_CLASS;
}

int vgen_scan_index_class(vgen_app_t *app, vgen_class_t *c)
{
    vgen_class_t *prev = vgen_app_index_class(app, c);
    if (prev == NULL) {
        return 0;
    }
    vgen_diag_error(c->file->path, c->line, c->col, "class %s is declared twice", c->name);
    vgen_diag_note(prev->file->path, prev->line, prev->col, "first declared here");
    return 1;
}

static void register_class(vgen_scanner_t *s, vgen_class_t *c, vgen_class_t ***list, size_t *cap)
{
    for (size_t i = 0; i < c->nmethods; i++) {
        if (strcasecmp(c->methods[i].name, "__construct") == 0) {
            c->ctor = &c->methods[i];
        }
    }
    vgen_scan_index_class(s->app, c);
    VGEN_PUSH(*list, s->file->nclasses, *cap, c);
}

/* Parses a class-like (current: class/interface/trait/enum keyword). */
static void parse_class(vgen_scanner_t *s, int mods, attr_list_t *attrs, vgen_class_t ***list,
                        size_t *cap)
{
    class_builder_t b = {0};
    b.cls = vgen_arena_alloc(s->arena, sizeof(*b.cls));
    b.cls->kind = class_kind(next(s)->kind);
    const vgen_token_t *name = peek(s, 0);
    if (!is_identifier(name)) {
        fail(s, name, "expected a class name");
        return;
    }
    s->pos++;
    vgen_class_t *c = b.cls;
    c->short_name = text(s, name);
    c->ns = s->ns;
    c->name = *s->ns ? vgen_arena_strdup(
                           s->arena, vgen_resolve_class(s->arena, &(vgen_scope_t){s->ns, NULL, 0},
                                                        name->text, name->len, false))
                     : c->short_name;
    c->modifiers = mods;
    c->file = s->file;
    c->line = name->line;
    c->col = name->col;
    take_attrs(s, attrs, &c->attrs, &c->nattrs);
    if (parse_class_header(s, &b) && parse_class_body(s, &b)) {
        c->methods = arena_copy(s, b.methods, c->nmethods * sizeof(*b.methods));
        c->props = arena_copy(s, b.props, c->nprops * sizeof(*b.props));
        c->implements = arena_copy(s, b.implements, c->nimplements * sizeof(char *));
        register_class(s, c, list, cap);
    }
    free(b.methods);
    free(b.props);
    free(b.implements);
}

/* ---- top level ----------------------------------------------------------------- */

static void add_use(vgen_scanner_t *s, vgen_use_kind_t k, const char *prefix, const vgen_token_t *t)
{
    const char *name =
        t->text[0] == '\\' ? vgen_arena_strndup(s->arena, t->text + 1, t->len - 1) : text(s, t);
    if (prefix) {
        vgen_buf_reset(&s->tmp);
        vgen_buf_printf(&s->tmp, "%s\\%s", prefix, name);
        name = vgen_arena_strdup(s->arena, vgen_buf_str(&s->tmp));
    }
    vgen_use_t u = {k, name, vgen_short_name(name), s->ns, t->line};
    if (accept(s, VGEN_T_AS) && is_identifier(peek(s, 0))) {
        u.alias = text(s, next(s));
    }
    VGEN_PUSH(s->uses, s->nuses, s->uses_cap, u);
}

static vgen_use_kind_t use_kind(vgen_scanner_t *s, vgen_use_kind_t dflt)
{
    if (accept(s, VGEN_T_FUNCTION)) {
        return VGEN_USE_FUNCTION;
    }
    if (accept(s, VGEN_T_CONST)) {
        return VGEN_USE_CONST;
    }
    return dflt;
}

static void parse_use_group(vgen_scanner_t *s, vgen_use_kind_t k, const char *prefix)
{
    s->pos++;
    while (!s->failed && kind(s) != '}') {
        vgen_use_kind_t item = use_kind(s, k);
        if (!is_name(kind(s))) {
            fail(s, peek(s, 0), "expected a name in the grouped use");
            return;
        }
        add_use(s, item, prefix, next(s));
        if (!accept(s, ',') && kind(s) != '}') {
            fail(s, peek(s, 0), "expected ',' or '}' in the grouped use");
        }
    }
    accept(s, '}');
}

/* Parses `use [function|const] A\B [as C], … ;` and the grouped form. */
static void parse_use(vgen_scanner_t *s)
{
    s->pos++;
    vgen_use_kind_t k = use_kind(s, VGEN_USE_CLASS);
    do {
        const vgen_token_t *t = peek(s, 0);
        if (!is_name(t->kind)) {
            fail(s, t, "expected a name after 'use'");
            return;
        }
        s->pos++;
        if (kind(s) == VGEN_T_NS_SEPARATOR && peek(s, 1)->kind == '{') {
            s->pos++;
            const char *prefix = t->text[0] == '\\'
                                     ? vgen_arena_strndup(s->arena, t->text + 1, t->len - 1)
                                     : text(s, t);
            parse_use_group(s, k, prefix);
        } else {
            add_use(s, k, NULL, t);
        }
    } while (!s->failed && accept(s, ','));
    if (!s->failed) {
        expect(s, ';', "expected ';' after the use declaration");
    }
}

static void parse_namespace(vgen_scanner_t *s, const char ***list, size_t *cap)
{
    s->pos++;
    s->ns = "";
    if (is_name(kind(s))) {
        s->ns = text(s, next(s));
    }
    s->scope_start = s->nuses;
    VGEN_PUSH(*list, s->file->nnamespaces, *cap, s->ns);
    if (accept(s, '{')) {
        s->ns_brace_depth = 1;
    } else {
        expect(s, ';', "expected ';' or '{' after the namespace name");
    }
}

static bool starts_class(const vgen_scanner_t *s, size_t prev)
{
    int k = kind(s);
    int before = prev < s->ntoks ? s->toks[prev].kind : 0;
    if (k == VGEN_T_CLASS) {
        return before != VGEN_T_DOUBLE_COLON && before != VGEN_T_NEW;
    }
    return k == VGEN_T_INTERFACE || k == VGEN_T_TRAIT || k == VGEN_T_ENUM;
}

/* One top-level step; `mods`/`attrs` carry what precedes a declaration. */
static void scan_top_token(vgen_scanner_t *s, int *mods, attr_list_t *attrs,
                           vgen_class_t ***classes, size_t *classes_cap, const char ***nss,
                           size_t *ns_cap)
{
    int k = kind(s);
    if (k == VGEN_T_ATTRIBUTE) {
        parse_attribute_group(s, attrs);
    } else if (k == VGEN_T_ABSTRACT || k == VGEN_T_FINAL || k == VGEN_T_READONLY) {
        *mods |= modifier_of(next(s)->kind);
    } else if (starts_class(s, s->pos - 1)) {
        parse_class(s, *mods, attrs, classes, classes_cap);
        *mods = 0;
    } else if (k == VGEN_T_NAMESPACE) {
        parse_namespace(s, nss, ns_cap);
    } else if (k == VGEN_T_USE && peek(s, 1)->kind != '(') {
        parse_use(s);
    } else if (k == '}' && s->ns_brace_depth) {
        s->pos++;
        s->ns_brace_depth = 0;
    } else if (opens(k)) {
        skip_group_at(s, false);
        attrs->count = 0, *mods = 0;
    } else {
        s->pos++;
        attrs->count = 0, *mods = 0;
    }
}

static void scan_tokens(vgen_scanner_t *s)
{
    vgen_class_t **classes = NULL;
    const char **nss = NULL;
    size_t classes_cap = 0, ns_cap = 0;
    attr_list_t attrs = {0};
    int mods = 0;
    while (!s->failed && s->pos < s->ntoks) {
        scan_top_token(s, &mods, &attrs, &classes, &classes_cap, &nss, &ns_cap);
    }
    vgen_file_t *f = s->file;
    f->classes = arena_copy(s, classes, f->nclasses * sizeof(*classes));
    f->namespaces = arena_copy(s, nss, f->nnamespaces * sizeof(*nss));
    f->uses = arena_copy(s, s->uses, s->nuses * sizeof(*s->uses));
    f->nuses = s->nuses;
    free(classes);
    free(nss);
    free(attrs.items);
}

const vgen_value_t *vgen_scan_return(vgen_scanner_t *s, const char *path, const char *src,
                                     size_t len)
{
    vgen_class_t **classes = NULL;
    const char **nss = NULL;
    size_t classes_cap = 0, ns_cap = 0;
    attr_list_t attrs = {0};
    int mods = 0;
    const vgen_value_t *value = NULL;
    s->file = vgen_arena_alloc(s->arena, sizeof(*s->file));
    s->file->path = vgen_arena_strdup(s->arena, path);
    s->ns = "";
    s->nuses = s->scope_start = 0;
    s->ns_brace_depth = s->failed = 0;
    if (tokenize(s, src, len) == 0) {
        while (!s->failed && s->pos < s->ntoks && value == NULL) {
            if (accept(s, VGEN_T_RETURN)) {
                value = vgen_const_expr_parse(s);
            } else {
                scan_top_token(s, &mods, &attrs, &classes, &classes_cap, &nss, &ns_cap);
            }
        }
    }
    free(classes);
    free(nss);
    free(attrs.items);
    return s->failed ? NULL : value;
}

vgen_scanner_t *vgen_scanner_new(vgen_app_t *app)
{
    vgen_scanner_t *s = vgen_xcalloc(1, sizeof(*s));
    s->app = app;
    s->arena = &app->arena;
    return s;
}

void vgen_scanner_free(vgen_scanner_t *s)
{
    if (s == NULL) {
        return;
    }
    free(s->toks);
    free(s->docs);
    free(s->uses);
    vgen_buf_free(&s->tmp);
    free(s);
}

int vgen_scan_source(vgen_scanner_t *s, const char *path, const char *src, size_t len)
{
    int before = vgen_diag_count();
    s->file = vgen_app_add_file(s->app, path);
    s->ns = "";
    s->nuses = s->scope_start = 0;
    s->ns_brace_depth = 0;
    s->failed = 0;
    if (tokenize(s, src, len) == 0) {
        scan_tokens(s);
    }
    return vgen_diag_count() - before;
}
