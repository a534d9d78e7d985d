/*
 * PHP emission helpers. Values are re-emitted from vgen_value_t.php, the
 * source text with class names made absolute by the scanner, so a default
 * such as `Status::Active` stays valid in another namespace.
 */
#include "phpgen.h"

#include <string.h>

/* Appends s[0..len), which holds no NUL, as one single-quoted literal. Copies runs of plain
 * bytes in one append each; only quotes and the backslashes PHP would read as escapes get a
 * backslash. */
static void single_quoted(vgen_buf_t *out, const char *s, size_t len)
{
    vgen_buf_putc(out, '\'');
    size_t run = 0;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        bool escape =
            c == '\'' || (c == '\\' && (i + 1 == len || s[i + 1] == '\\' || s[i + 1] == '\''));
        if (escape) {
            vgen_buf_put(out, s + run, i - run);
            vgen_buf_putc(out, '\\');
            run = i;
        }
    }
    vgen_buf_put(out, s + run, len - run);
    vgen_buf_putc(out, '\'');
}

/* A NUL is written as "\0" joined to the single-quoted pieces around it, so generated files
 * hold no NUL byte and the literal survives the C strings it passes through in vgen. */
void vgen_php_string(vgen_buf_t *out, const char *s, size_t len)
{
    const char *nul = memchr(s, '\0', len);
    if (nul == NULL) {
        single_quoted(out, s, len);
        return;
    }
    size_t at = (size_t)(nul - s);
    if (at > 0) {
        single_quoted(out, s, at);
        vgen_buf_puts(out, " . ");
    }
    vgen_buf_puts(out, "\"\\0\"");
    if (at + 1 < len) {
        vgen_buf_puts(out, " . ");
        vgen_php_string(out, s + at + 1, len - at - 1);
    }
}

void vgen_php_str(vgen_buf_t *out, const char *s)
{
    vgen_php_string(out, s, strlen(s));
}

/* Copies runs of harmless bytes in one append each; see the header for what is rewritten. */
void vgen_php_comment(vgen_buf_t *out, const char *s, size_t len)
{
    size_t run = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        bool control = c < 0x20 || c == 0x7F;
        bool closer = i > 0 && ((c == '/' && s[i - 1] == '*') || (c == '>' && s[i - 1] == '?'));
        if (!control && !closer) {
            continue;
        }
        vgen_buf_put(out, s + run, i - run);
        run = i + 1;
        if (closer) {
            vgen_buf_putc(out, '\\');
            vgen_buf_putc(out, (char)c);
        } else if (c == '\n' || c == '\r' || c == '\t') {
            vgen_buf_printf(out, "\\%c", c == '\n' ? 'n' : c == '\r' ? 'r' : 't');
        } else {
            vgen_buf_printf(out, "\\x%02X", c);
        }
    }
    vgen_buf_put(out, s + run, len - run);
}

void vgen_php_comment_str(vgen_buf_t *out, const char *s)
{
    vgen_php_comment(out, s, strlen(s));
}

void vgen_php_value(vgen_buf_t *out, const vgen_value_t *v)
{
    if (v->kind == VGEN_VALUE_STRING) {
        vgen_php_string(out, v->str, v->str_len);
    } else {
        vgen_buf_puts(out, v->php);
    }
}

void vgen_php_type(vgen_buf_t *out, const vgen_type_t *type, const vgen_class_t *owner)
{
    const char *p = type->php;
    while (*p) {
        size_t word = strcspn(p, "|&?()");
        if (word == 4 && strncmp(p, "self", 4) == 0) {
            vgen_buf_printf(out, "\\%s", owner->name);
        } else if (word == 6 && strncmp(p, "parent", 6) == 0 && owner->extends) {
            vgen_buf_printf(out, "\\%s", owner->extends);
        } else {
            vgen_buf_put(out, p, word);
        }
        p += word;
        if (*p) {
            vgen_buf_putc(out, *p++);
        }
    }
}

void vgen_php_param(vgen_buf_t *out, const vgen_method_t *m, size_t i, const vgen_class_t *owner)
{
    const vgen_param_t *p = &m->params[i];
    if (p->type) {
        vgen_php_type(out, p->type, owner);
        vgen_buf_putc(out, ' ');
    }
    vgen_buf_printf(out, "%s%s$%s", p->by_ref ? "&" : "", p->variadic ? "..." : "", p->name);
    if (p->def) {
        vgen_buf_puts(out, " = ");
        vgen_php_value(out, p->def);
    }
}

void vgen_php_params(vgen_buf_t *out, const vgen_method_t *m, const vgen_class_t *owner)
{
    for (size_t i = 0; i < m->nparams; i++) {
        vgen_buf_puts(out, i ? ", " : "");
        vgen_php_param(out, m, i, owner);
    }
}

/* Characters (not bytes) in s[0..len): generated files are UTF-8. */
static size_t columns(const char *s, size_t len)
{
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        n += ((unsigned char)s[i] & 0xC0) != 0x80;
    }
    return n;
}

static void spaces(vgen_buf_t *out, int n)
{
    static const char blank[] = "                                                                ";
    for (; n > 0; n -= (int)sizeof(blank) - 1) {
        vgen_buf_put(out, blank, n < (int)sizeof(blank) - 1 ? (size_t)n : sizeof(blank) - 1);
    }
}

void vgen_php_list(vgen_buf_t *out, int indent, const char *prefix, const char *const *items,
                   size_t n, const char *suffix)
{
    size_t width =
        (size_t)indent + columns(prefix, strlen(prefix)) + columns(suffix, strlen(suffix));
    for (size_t i = 0; i < n; i++) {
        width += columns(items[i], strlen(items[i])) + (i ? 2 : 0);
    }
    bool one_line = width <= VGEN_PHP_COLUMNS || n == 0;
    spaces(out, indent);
    vgen_buf_puts(out, prefix);
    for (size_t i = 0; i < n; i++) {
        if (one_line) {
            vgen_buf_puts(out, i ? ", " : "");
            vgen_buf_puts(out, items[i]);
        } else {
            vgen_buf_putc(out, '\n');
            spaces(out, indent + 4);
            vgen_buf_puts(out, items[i]);
            vgen_buf_putc(out, ',');
        }
    }
    if (!one_line) {
        vgen_buf_putc(out, '\n');
        spaces(out, indent);
    }
    vgen_buf_puts(out, suffix);
    vgen_buf_putc(out, '\n');
}

void vgen_php_statement(vgen_buf_t *out, int indent, const char *head, const char *tail)
{
    size_t width =
        (size_t)indent + columns(head, strlen(head)) + 1 + columns(tail, strlen(tail)) + 1;
    spaces(out, indent);
    vgen_buf_puts(out, head);
    if (width <= VGEN_PHP_COLUMNS) {
        vgen_buf_putc(out, ' ');
    } else {
        vgen_buf_putc(out, '\n');
        spaces(out, indent + 4);
    }
    vgen_buf_puts(out, tail);
    vgen_buf_puts(out, ";\n");
}

void vgen_php_forward_args(vgen_buf_t *out, const vgen_method_t *m)
{
    for (size_t i = 0; i < m->nparams; i++) {
        vgen_buf_printf(out, "%s%s$%s", i ? ", " : "", m->params[i].variadic ? "..." : "",
                        m->params[i].name);
    }
}

bool vgen_php_returns_nothing(const vgen_method_t *m)
{
    return m->returns && m->returns->count == 1 &&
           (strcmp(m->returns->names[0], "void") == 0 ||
            strcmp(m->returns->names[0], "never") == 0);
}

void vgen_php_options(vgen_buf_t *out, const vgen_attr_t *attr, const char *const *positional_names,
                      int skip_positional)
{
    vgen_buf_putc(out, '[');
    int position = 0, written = 0;
    for (size_t i = 0; i < attr->nargs; i++) {
        const vgen_arg_t *a = &attr->args[i];
        if (a->name == NULL && position++ < skip_positional) {
            continue;
        }
        vgen_buf_puts(out, written++ ? ", " : "");
        const char *key = a->name;
        int index = position - 1 - skip_positional;
        for (int j = 0; key == NULL && positional_names && positional_names[j]; j++) {
            key = j == index ? positional_names[j] : NULL;
        }
        if (key) {
            vgen_php_str(out, key);
            vgen_buf_puts(out, " => ");
        }
        vgen_php_value(out, a->value);
    }
    vgen_buf_putc(out, ']');
}
