/*
 * JSON writer for the model. Output is indented by nesting with one key
 * per line at the file and class level and compact below, which keeps
 * golden files diffable without making them huge.
 */
#include "model_json.h"

#include <stdio.h>
#include <string.h>

void vgen_json_string(vgen_buf_t *out, const char *s, size_t len)
{
    vgen_buf_putc(out, '"');
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') {
            vgen_buf_putc(out, '\\');
            vgen_buf_putc(out, (char)c);
        } else if (c == '\n') {
            vgen_buf_puts(out, "\\n");
        } else if (c == '\t') {
            vgen_buf_puts(out, "\\t");
        } else if (c < 0x20 || c == 0x7f) {
            vgen_buf_printf(out, "\\u%04x", c);
        } else {
            vgen_buf_putc(out, (char)c);
        }
    }
    vgen_buf_putc(out, '"');
}

static void str(vgen_buf_t *out, const char *s)
{
    if (s == NULL) {
        vgen_buf_puts(out, "null");
    } else {
        vgen_json_string(out, s, strlen(s));
    }
}

static void key(vgen_buf_t *out, const char *k, bool first)
{
    if (!first) {
        vgen_buf_puts(out, ", ");
    }
    vgen_buf_printf(out, "\"%s\": ", k);
}

static void value(vgen_buf_t *out, const vgen_value_t *v);

static void value_items(vgen_buf_t *out, const vgen_value_t *v)
{
    key(out, "items", false);
    vgen_buf_putc(out, '[');
    for (size_t i = 0; i < v->count; i++) {
        vgen_buf_puts(out, i ? ", {\"key\": " : "{\"key\": ");
        if (v->items[i].key) {
            value(out, v->items[i].key);
        } else {
            vgen_buf_puts(out, "null");
        }
        vgen_buf_puts(out, ", \"value\": ");
        value(out, v->items[i].value);
        vgen_buf_putc(out, '}');
    }
    vgen_buf_putc(out, ']');
}

static void value(vgen_buf_t *out, const vgen_value_t *v)
{
    static const char *const kinds[] = {"null",  "bool",  "int",         "float", "string",
                                        "array", "class", "class_const", "const", "expr"};
    if (v == NULL) {
        vgen_buf_puts(out, "null");
        return;
    }
    vgen_buf_printf(out, "{\"kind\": \"%s\"", kinds[v->kind]);
    key(out, "source", false);
    str(out, v->source);
    if (v->kind == VGEN_VALUE_BOOL) {
        vgen_buf_printf(out, ", \"value\": %s", v->bval ? "true" : "false");
    } else if (v->kind == VGEN_VALUE_INT) {
        vgen_buf_printf(out, ", \"value\": %lld", v->ival);
    } else if (v->kind == VGEN_VALUE_FLOAT) {
        vgen_buf_printf(out, ", \"value\": %.17g", v->fval);
    } else if (v->kind == VGEN_VALUE_STRING) {
        key(out, "value", false);
        vgen_json_string(out, v->str, v->str_len);
    } else if (v->kind == VGEN_VALUE_ARRAY) {
        value_items(out, v);
    } else if (v->kind == VGEN_VALUE_CLASS || v->kind == VGEN_VALUE_CLASS_CONST) {
        key(out, "class", false);
        str(out, v->str);
        if (v->member) {
            key(out, "constant", false);
            str(out, v->member);
        }
    } else if (v->kind == VGEN_VALUE_CONST) {
        key(out, "name", false);
        str(out, v->str);
    }
    vgen_buf_putc(out, '}');
}

static void attrs(vgen_buf_t *out, const vgen_attr_t *a, size_t n)
{
    key(out, "attributes", false);
    vgen_buf_putc(out, '[');
    for (size_t i = 0; i < n; i++) {
        vgen_buf_puts(out, i ? ", {" : "{");
        key(out, "name", true);
        str(out, a[i].name);
        vgen_buf_printf(out, ", \"line\": %d, \"col\": %d, \"args\": [", a[i].line, a[i].col);
        for (size_t j = 0; j < a[i].nargs; j++) {
            vgen_buf_puts(out, j ? ", {\"name\": " : "{\"name\": ");
            str(out, a[i].args[j].name);
            vgen_buf_puts(out, ", \"value\": ");
            value(out, a[i].args[j].value);
            vgen_buf_putc(out, '}');
        }
        vgen_buf_puts(out, "]}");
    }
    vgen_buf_putc(out, ']');
}

static void type(vgen_buf_t *out, const char *k, const vgen_type_t *t)
{
    key(out, k, false);
    if (t == NULL) {
        vgen_buf_puts(out, "null");
        return;
    }
    vgen_buf_puts(out, "{\"php\": ");
    str(out, t->php);
    vgen_buf_puts(out, ", \"names\": [");
    for (size_t i = 0; i < t->count; i++) {
        if (i) {
            vgen_buf_puts(out, ", ");
        }
        str(out, t->names[i]);
    }
    vgen_buf_printf(out, "], \"nullable\": %s}", t->nullable ? "true" : "false");
}

static void modifiers(vgen_buf_t *out, int mods)
{
    static const char *const names[] = {"public",   "protected", "private", "static",
                                        "abstract", "final",     "readonly"};
    key(out, "modifiers", false);
    vgen_buf_putc(out, '[');
    bool first = true;
    for (int i = 0; i < 7; i++) {
        if (mods & (1 << i)) {
            vgen_buf_printf(out, "%s\"%s\"", first ? "" : ", ", names[i]);
            first = false;
        }
    }
    vgen_buf_putc(out, ']');
}

static void param(vgen_buf_t *out, const vgen_param_t *p)
{
    vgen_buf_puts(out, "{");
    key(out, "name", true);
    str(out, p->name);
    vgen_buf_printf(out, ", \"line\": %d, \"col\": %d", p->line, p->col);
    type(out, "type", p->type);
    key(out, "default", false);
    value(out, p->def);
    vgen_buf_printf(out, ", \"byRef\": %s, \"variadic\": %s", p->by_ref ? "true" : "false",
                    p->variadic ? "true" : "false");
    key(out, "promoted", false);
    str(out, p->promoted);
    vgen_buf_printf(out, ", \"readonly\": %s", p->readonly ? "true" : "false");
    if (p->list_of) {
        key(out, "listOf", false);
        str(out, p->list_of);
    }
    attrs(out, p->attrs, p->nattrs);
    vgen_buf_putc(out, '}');
}

static void method(vgen_buf_t *out, const vgen_method_t *m)
{
    vgen_buf_puts(out, "        {");
    key(out, "name", true);
    str(out, m->name);
    vgen_buf_printf(out, ", \"line\": %d, \"col\": %d", m->line, m->col);
    modifiers(out, m->modifiers);
    type(out, "returns", m->returns);
    attrs(out, m->attrs, m->nattrs);
    vgen_buf_puts(out, ",\n         \"params\": [");
    for (size_t i = 0; i < m->nparams; i++) {
        vgen_buf_puts(out, i ? ",\n           " : "\n           ");
        param(out, &m->params[i]);
    }
    vgen_buf_puts(out, "]}");
}

static void class(vgen_buf_t *out, const vgen_class_t *c)
{
    static const char *const kinds[] = {"class", "interface", "trait", "enum"};
    vgen_buf_printf(out, "      {\"kind\": \"%s\"", kinds[c->kind]);
    key(out, "name", false);
    str(out, c->name);
    vgen_buf_printf(out, ", \"line\": %d, \"col\": %d", c->line, c->col);
    modifiers(out, c->modifiers);
    key(out, "extends", false);
    str(out, c->extends);
    if (c->backing) {
        key(out, "backing", false);
        str(out, c->backing);
    }
    vgen_buf_puts(out, ",\n       \"implements\": [");
    for (size_t i = 0; i < c->nimplements; i++) {
        if (i) {
            vgen_buf_puts(out, ", ");
        }
        str(out, c->implements[i]);
    }
    vgen_buf_puts(out, "]");
    attrs(out, c->attrs, c->nattrs);
    vgen_buf_puts(out, ",\n       \"methods\": [");
    for (size_t i = 0; i < c->nmethods; i++) {
        vgen_buf_puts(out, i ? ",\n" : "\n");
        method(out, &c->methods[i]);
    }
    vgen_buf_puts(out, "],\n       \"properties\": [");
    for (size_t i = 0; i < c->nprops; i++) {
        vgen_buf_puts(out, i ? ", {" : "{");
        key(out, "name", true);
        str(out, c->props[i].name);
        vgen_buf_printf(out, ", \"line\": %d, \"col\": %d", c->props[i].line, c->props[i].col);
        modifiers(out, c->props[i].modifiers);
        vgen_buf_putc(out, '}');
    }
    vgen_buf_puts(out, "]}");
}

static void file(vgen_buf_t *out, const vgen_file_t *f)
{
    static const char *const kinds[] = {"class", "function", "const"};
    vgen_buf_puts(out, "    {\"path\": ");
    str(out, f->path);
    vgen_buf_puts(out, ",\n     \"namespaces\": [");
    for (size_t i = 0; i < f->nnamespaces; i++) {
        if (i) {
            vgen_buf_puts(out, ", ");
        }
        str(out, f->namespaces[i]);
    }
    vgen_buf_puts(out, "],\n     \"uses\": [");
    for (size_t i = 0; i < f->nuses; i++) {
        vgen_buf_printf(out, "%s{\"kind\": \"%s\", \"name\": ", i ? ", " : "",
                        kinds[f->uses[i].kind]);
        str(out, f->uses[i].name);
        vgen_buf_puts(out, ", \"alias\": ");
        str(out, f->uses[i].alias);
        vgen_buf_putc(out, '}');
    }
    vgen_buf_puts(out, "],\n     \"classes\": [");
    for (size_t i = 0; i < f->nclasses; i++) {
        vgen_buf_puts(out, i ? ",\n" : "\n");
        class(out, f->classes[i]);
    }
    vgen_buf_puts(out, "]}");
}

void vgen_model_json(const vgen_app_t *app, vgen_buf_t *out)
{
    vgen_buf_puts(out, "{\"files\": [");
    for (size_t i = 0; i < app->nfiles; i++) {
        vgen_buf_puts(out, i ? ",\n" : "\n");
        file(out, app->files[i]);
    }
    vgen_buf_puts(out, "]}\n");
}
