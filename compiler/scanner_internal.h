/*
 * The scanner's state and its token cursor, shared by the two halves of the
 * declaration scanner: scanner.c (declarations) and const_expr.c (the
 * constant expressions inside them). Not a public surface: scanner.h is the
 * scanner's, const_expr.h the expression parser's.
 *
 * Invariants. `toks` holds the file's significant tokens only (see
 * scanner.c); `pos` never passes `ntoks`, and reading past the end yields a
 * token of kind 0. After the first error in a file (`failed`) nothing more is
 * reported for it. Everything a parse keeps is copied into `arena`; `tmp` is
 * scratch space that any helper may reset.
 */
#ifndef VGEN_SCANNER_INTERNAL_H
#define VGEN_SCANNER_INTERNAL_H

#include "diag.h"
#include "lexer.h"
#include "model.h"
#include "names.h"
#include "scanner.h"
#include "strbuf.h"

#include <ctype.h>
#include <stdbool.h>
#include <string.h>

struct vgen_scanner {
    vgen_app_t *app;
    vgen_arena_t *arena;
    vgen_file_t *file;
    vgen_token_t *toks;
    size_t ntoks, toks_cap, pos;
    const char *ns;
    vgen_use_t *uses;
    size_t nuses, uses_cap, scope_start;
    struct doc_comment *docs; /* the doc comments, in order, with the token each precedes */
    size_t ndocs, docs_cap;
    int ns_brace_depth; /* >0 inside `namespace X { … }` */
    int failed;
    vgen_buf_t tmp;
};

/* ---- the token cursor ---------------------------------------------------- */

static const vgen_token_t eof_token = {0, "", 0, 0, 0};

static inline const vgen_token_t *peek(const vgen_scanner_t *s, size_t ahead)
{
    size_t i = s->pos + ahead;
    return i < s->ntoks ? &s->toks[i] : &eof_token;
}

static inline int kind(const vgen_scanner_t *s)
{
    return peek(s, 0)->kind;
}

static inline const vgen_token_t *next(vgen_scanner_t *s)
{
    const vgen_token_t *t = peek(s, 0);
    if (s->pos < s->ntoks) {
        s->pos++;
    }
    return t;
}

static inline bool accept(vgen_scanner_t *s, int k)
{
    if (kind(s) != k) {
        return false;
    }
    s->pos++;
    return true;
}

static inline bool opens(int k)
{
    return k == '{' || k == '(' || k == '[' || k == VGEN_T_CURLY_OPEN ||
           k == VGEN_T_DOLLAR_OPEN_CURLY_BRACES || k == VGEN_T_ATTRIBUTE;
}

static inline bool closes(int k)
{
    return k == '}' || k == ')' || k == ']';
}

/* True for a token that spells an identifier (keywords are valid method names). */
static inline bool is_identifier(const vgen_token_t *t)
{
    if (t->kind == VGEN_T_STRING) {
        return true;
    }
    if (t->kind < 256 || t->len == 0 ||
        !(isalpha((unsigned char)t->text[0]) || t->text[0] == '_')) {
        return false;
    }
    for (size_t i = 1; i < t->len; i++) {
        if (!isalnum((unsigned char)t->text[i]) && t->text[i] != '_') {
            return false;
        }
    }
    return true;
}

static inline bool is_name(int k)
{
    return k == VGEN_T_STRING || k == VGEN_T_NAME_QUALIFIED || k == VGEN_T_NAME_FULLY_QUALIFIED ||
           k == VGEN_T_NAME_RELATIVE;
}

static inline void fail(vgen_scanner_t *s, const vgen_token_t *t, const char *what)
{
    if (s->failed) {
        return;
    }
    s->failed = 1;
    if (t->kind == 0) {
        const vgen_token_t *last = s->ntoks ? &s->toks[s->ntoks - 1] : &eof_token;
        vgen_diag_error(s->file->path, last->line, last->col, "%s, found the end of the file",
                        what);
        return;
    }
    vgen_diag_error(s->file->path, t->line, t->col, "%s, found '%.*s'", what,
                    (int)(t->len > 40 ? 40 : t->len), t->text);
}

static inline vgen_scope_t scope(const vgen_scanner_t *s)
{
    vgen_scope_t sc = {s->ns, s->uses ? s->uses + s->scope_start : NULL, s->nuses - s->scope_start};
    return sc;
}

static inline const char *resolve(vgen_scanner_t *s, const vgen_token_t *t, bool types)
{
    vgen_scope_t sc = scope(s);
    return vgen_resolve_class(s->arena, &sc, t->text, t->len, types);
}

static inline const char *text(vgen_scanner_t *s, const vgen_token_t *t)
{
    return vgen_arena_strndup(s->arena, t->text, t->len);
}

static inline const char *source_between(vgen_scanner_t *s, size_t first, size_t end)
{
    if (end <= first) {
        return "";
    }
    const vgen_token_t *a = &s->toks[first], *b = &s->toks[end - 1];
    return vgen_arena_strndup(s->arena, a->text, (size_t)(b->text + b->len - a->text));
}

static inline void *arena_copy(vgen_scanner_t *s, const void *items, size_t size)
{
    if (size == 0) {
        return NULL;
    }
    void *p = vgen_arena_alloc(s->arena, size);
    memcpy(p, items, size);
    return p;
}

#endif
