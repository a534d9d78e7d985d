/*
 * The array literal parser (see array.h): a cursor over the input with the
 * nesting depth; every step consumes at least one byte or fails, so it ends
 * on any input.
 */
#include "src/pg/array.h"

#include <stdbool.h>
#include <strings.h>

#include "src/core/error.h"

typedef struct cursor {
    const char *p, *end;
    char *scratch;
    const vela_pg_array_builder_t *b;
    void *ctx;
    int depth;
} cursor_t;

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static void skip_blanks(cursor_t *c)
{
    while (c->p < c->end && is_blank(*c->p)) {
        c->p++;
    }
}

/* "[lo:hi]...=": skipped; only digits, '-', ':' inside the brackets. */
static int skip_dimensions(cursor_t *c)
{
    if (c->p >= c->end || *c->p != '[') {
        return 0;
    }
    while (c->p < c->end && *c->p == '[') {
        c->p++;
        while (c->p < c->end && ((*c->p >= '0' && *c->p <= '9') || *c->p == '-' || *c->p == ':')) {
            c->p++;
        }
        if (c->p >= c->end || *c->p != ']') {
            return VELA_EPROTOCOL;
        }
        c->p++;
    }
    if (c->p >= c->end || *c->p != '=') {
        return VELA_EPROTOCOL;
    }
    c->p++;
    return 0;
}

static int quoted(cursor_t *c)
{
    size_t n = 0;
    c->p++; /* the opening quote */
    while (c->p < c->end && *c->p != '"') {
        if (*c->p == '\\' && ++c->p >= c->end) {
            return VELA_EPROTOCOL;
        }
        c->scratch[n++] = *c->p++;
    }
    if (c->p >= c->end) {
        return VELA_EPROTOCOL;
    }
    c->p++; /* the closing quote */
    c->scratch[n] = '\0';
    return c->b->element(c->ctx, c->scratch, n);
}

static int unquoted(cursor_t *c)
{
    size_t n = 0, kept = 0; /* kept: length without trailing blanks */
    bool escaped = false;
    while (c->p < c->end && *c->p != ',' && *c->p != '}') {
        char ch = *c->p;
        if (ch == '"' || ch == '{') {
            return VELA_EPROTOCOL;
        }
        if (ch == '\\') {
            if (++c->p >= c->end) {
                return VELA_EPROTOCOL;
            }
            escaped = true;
            ch = *c->p;
            kept = n + 1;
        } else if (!is_blank(ch)) {
            kept = n + 1;
        }
        c->scratch[n++] = ch;
        c->p++;
    }
    if (kept == 0) {
        return VELA_EPROTOCOL; /* an empty element */
    }
    if (!escaped && kept == 4 && strncasecmp(c->scratch, "NULL", 4) == 0) {
        return c->b->null(c->ctx);
    }
    c->scratch[kept] = '\0';
    return c->b->element(c->ctx, c->scratch, kept);
}

static int array(cursor_t *c);

static int item(cursor_t *c)
{
    skip_blanks(c);
    if (c->p >= c->end) {
        return VELA_EPROTOCOL;
    }
    if (*c->p == '{') {
        return array(c);
    }
    return *c->p == '"' ? quoted(c) : unquoted(c);
}

/* '{' [item (',' item)*] '}' at the cursor. */
static int array(cursor_t *c)
{
    if (++c->depth > VELA_PG_ARRAY_MAX_DEPTH) {
        return VELA_EPROTOCOL;
    }
    c->p++; /* '{' */
    int rc = c->b->begin(c->ctx);
    skip_blanks(c);
    if (rc == 0 && c->p < c->end && *c->p == '}') {
        c->p++;
        c->depth--;
        return c->b->end(c->ctx);
    }
    while (rc == 0) {
        if ((rc = item(c)) != 0) {
            break;
        }
        skip_blanks(c);
        if (c->p >= c->end || (*c->p != ',' && *c->p != '}')) {
            return VELA_EPROTOCOL;
        }
        if (*c->p++ == '}') {
            c->depth--;
            return c->b->end(c->ctx);
        }
    }
    return rc;
}

int vela_pg_array_parse(const char *text, size_t len, const vela_pg_array_builder_t *builder,
                        void *ctx, char *scratch)
{
    cursor_t c = {.p = text, .end = text + len, .scratch = scratch, .b = builder, .ctx = ctx};
    int rc = skip_dimensions(&c);
    if (rc != 0) {
        return rc;
    }
    skip_blanks(&c);
    if (c.p >= c.end || *c.p != '{') {
        return VELA_EPROTOCOL;
    }
    if ((rc = array(&c)) != 0) {
        return rc;
    }
    skip_blanks(&c);
    return c.p == c.end ? 0 : VELA_EPROTOCOL;
}
