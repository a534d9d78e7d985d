/*
 * The console commands emitter (see emit_commands.h): collects and checks
 * the #[Command] classes, then writes their table sorted by name, so the
 * output does not depend on the order files were scanned in.
 */
#include "emit_commands.h"

#include "diag.h"
#include "phpgen.h"
#include "services.h"

#include <stdlib.h>
#include <string.h>

typedef struct command {
    const char *name, *description;
    const vgen_class_t *cls;
    const vgen_method_t *method;
    const vgen_attr_t *attr;
} command_t;

typedef struct commands {
    command_t *items;
    size_t count, cap;
} commands_t;

/* Words of a-z, 0-9 and '-' joined by ':' ("links:purge", "cache:clear-all"). */
static bool valid_name(const char *s)
{
    bool word = false;
    for (; *s; s++) {
        if (*s == ':' && word) {
            word = false;
        } else if ((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || (*s == '-' && word)) {
            word = true;
        } else {
            return false;
        }
    }
    return word;
}

/* The parameter's command-line type ("int", "float", "string", "bool"), or NULL. */
static const char *param_type(const vgen_param_t *p)
{
    static const char *const allowed[] = {"int", "float", "string", "bool"};
    if (!p->type) {
        return "string";
    }
    const char *builtin = p->type->intersection ? NULL : vgen_type_builtin(p->type);
    for (size_t i = 0; builtin && i < 4; i++) {
        if (strcmp(builtin, allowed[i]) == 0) {
            return allowed[i];
        }
    }
    return NULL;
}

static bool literal(const vgen_value_t *v)
{
    return v->kind == VGEN_VALUE_NULL || v->kind == VGEN_VALUE_BOOL || v->kind == VGEN_VALUE_INT ||
           v->kind == VGEN_VALUE_FLOAT || v->kind == VGEN_VALUE_STRING;
}

/* Checks one parameter of a command method; the number of errors (0 or 1). */
static int check_param(const vgen_class_t *c, const vgen_param_t *p)
{
    const char *type = param_type(p);
    if (!type || p->variadic || p->by_ref) {
        vgen_diag_error(c->file->path, p->line, p->col,
                        "command parameter $%s must be int, float, string or bool, and neither "
                        "variadic nor by reference",
                        p->name);
        return 1;
    }
    if (strcmp(type, "bool") == 0 && !p->def) {
        vgen_diag_error(c->file->path, p->line, p->col,
                        "bool parameter $%s is a flag: give it a default (bool $%s = false)",
                        p->name, p->name);
        return 1;
    }
    if (p->def && !literal(p->def)) {
        vgen_diag_error(c->file->path, p->def->line, p->def->col,
                        "the default of command parameter $%s must be a literal (int, float, "
                        "string, bool or null)",
                        p->name);
        return 1;
    }
    return 0;
}

/* The command's method: a public, non-static __invoke(), else handle(); NULL when none. */
static const vgen_method_t *command_method(const vgen_class_t *c)
{
    static const char *const names[] = {"__invoke", "handle"};
    for (size_t i = 0; i < 2; i++) {
        const vgen_method_t *m = vgen_class_method(c, names[i]);
        if (m && vgen_method_is_public(m) && !(m->modifiers & VGEN_MOD_STATIC)) {
            return m;
        }
    }
    return NULL;
}

/* Checks the method's parameters and return type; the number of errors. */
static int check_method(const vgen_class_t *c, const vgen_method_t *m)
{
    int errors = 0;
    for (size_t i = 0; i < m->nparams; i++) {
        errors += check_param(c, &m->params[i]);
    }
    const char *returns = m->returns ? vgen_type_builtin(m->returns) : "int";
    if (!returns || (strcmp(returns, "int") != 0 && strcmp(returns, "void") != 0)) {
        vgen_diag_error(c->file->path, m->line, m->col,
                        "%s::%s() must return int (the exit code) or void", c->name, m->name);
        errors++;
    }
    return errors;
}

/* Checks the attribute's arguments into cmd; the number of errors (0 or 1). */
static int check_attribute(const vgen_class_t *c, const vgen_attr_t *a, command_t *cmd)
{
    const vgen_value_t *name = vgen_attr_arg(a, "name", 0);
    const vgen_value_t *description = vgen_attr_arg(a, "description", 1);
    if (!name || name->kind != VGEN_VALUE_STRING || !valid_name(name->str)) {
        vgen_diag_error(c->file->path, name ? name->line : a->line, name ? name->col : a->col,
                        "#[Command] needs a literal name of words of a-z, 0-9 and '-' joined by "
                        "':', like #[Command('links:purge')]");
        return 1;
    }
    if (description && description->kind != VGEN_VALUE_STRING) {
        vgen_diag_error(c->file->path, description->line, description->col,
                        "#[Command] needs a literal string description");
        return 1;
    }
    cmd->name = name->str;
    cmd->description = description ? description->str : "";
    return 0;
}

/* Checks one #[Command] class and adds it to list; the number of errors. */
static int collect_one(const vgen_class_t *c, const vgen_attr_t *a, commands_t *list)
{
    command_t cmd = {.cls = c, .attr = a};
    if (c->kind != VGEN_CLASS || (c->modifiers & VGEN_MOD_ABSTRACT)) {
        vgen_diag_error(c->file->path, a->line, a->col,
                        "#[Command] belongs on a concrete class; %s is not one", c->name);
        return 1;
    }
    if (check_attribute(c, a, &cmd) != 0) {
        return 1;
    }
    if ((cmd.method = command_method(c)) == NULL) {
        vgen_diag_error(c->file->path, c->line, c->col,
                        "command %s needs a public __invoke() or handle() method: its parameters "
                        "are the command's arguments and options",
                        c->name);
        return 1;
    }
    int errors = check_method(c, cmd.method);
    if (errors == 0) {
        VGEN_PUSH(list->items, list->count, list->cap, cmd);
    }
    return errors;
}

static int compare_commands(const void *a, const void *b)
{
    const command_t *x = a, *y = b;
    int by_name = strcmp(x->name, y->name);
    if (by_name != 0) {
        return by_name;
    }
    int by_file = strcmp(x->cls->file->path, y->cls->file->path);
    return by_file != 0 ? by_file : x->attr->line - y->attr->line;
}

/* Reports every name used twice (list sorted); the number of errors. */
static int check_duplicates(const commands_t *list)
{
    int errors = 0;
    for (size_t i = 1; i < list->count; i++) {
        const command_t *first = &list->items[i - 1], *again = &list->items[i];
        if (strcmp(first->name, again->name) != 0) {
            continue;
        }
        vgen_diag_error(again->cls->file->path, again->attr->line, again->attr->col,
                        "duplicate command '%s' (%s) — already declared at %s:%d:%d (%s)",
                        again->name, again->cls->name, first->cls->file->path, first->attr->line,
                        first->attr->col, first->cls->name);
        vgen_diag_note(first->cls->file->path, first->attr->line, first->attr->col,
                       "first declared here");
        errors++;
    }
    return errors;
}

/* $olderThan is --older-than; $dry_run is --dry-run. */
static void put_option_name(vgen_buf_t *out, const char *name)
{
    vgen_buf_t kebab = {0};
    for (const char *p = name; *p; p++) {
        if (*p >= 'A' && *p <= 'Z') {
            if (p != name && p[-1] != '_') {
                vgen_buf_putc(&kebab, '-');
            }
            vgen_buf_putc(&kebab, (char)(*p - 'A' + 'a'));
        } else {
            vgen_buf_putc(&kebab, *p == '_' ? '-' : *p);
        }
    }
    vgen_php_str(out, vgen_buf_str(&kebab));
    vgen_buf_free(&kebab);
}

/* One param entry: [name, option or null, type, nullable, default]. */
static void emit_param(vgen_buf_t *out, const vgen_param_t *p)
{
    vgen_buf_puts(out, "        [");
    vgen_php_str(out, p->name);
    vgen_buf_puts(out, ", ");
    if (p->def) {
        put_option_name(out, p->name);
    } else {
        vgen_buf_puts(out, "null");
    }
    vgen_buf_puts(out, ", ");
    vgen_php_str(out, param_type(p));
    vgen_buf_printf(out, ", %s", p->type && p->type->nullable ? "true" : "false");
    if (p->def) {
        vgen_buf_puts(out, ", ");
        vgen_php_value(out, p->def);
    }
    vgen_buf_puts(out, "],\n");
}

static void emit_table(const commands_t *list, vgen_buf_t *out)
{
    vgen_buf_puts(out, VGEN_PHP_HEADER
                  "\n"
                  "// The console commands (#[Command]) that bin/console runs: name => [class,\n"
                  "// method, description, params], each param [name, option (null: a positional\n"
                  "// argument), type, nullable, default].\n\n"
                  "return [\n");
    for (size_t i = 0; i < list->count; i++) {
        const command_t *cmd = &list->items[i];
        vgen_buf_puts(out, "    ");
        vgen_php_str(out, cmd->name);
        vgen_buf_puts(out, " => [");
        vgen_php_str(out, cmd->cls->name);
        vgen_buf_puts(out, ", ");
        vgen_php_str(out, cmd->method->name);
        vgen_buf_puts(out, ", ");
        vgen_php_str(out, cmd->description);
        vgen_buf_puts(out, ", [\n");
        for (size_t p = 0; p < cmd->method->nparams; p++) {
            emit_param(out, &cmd->method->params[p]);
        }
        vgen_buf_puts(out, "    ]],\n");
    }
    vgen_buf_puts(out, "];\n");
}

int vgen_emit_commands(const vgen_app_t *app, vgen_buf_t *out)
{
    commands_t list = {0};
    int errors = 0;
    for (size_t f = 0; f < app->nfiles; f++) {
        for (size_t i = 0; i < app->files[f]->nclasses; i++) {
            const vgen_class_t *c = app->files[f]->classes[i];
            const vgen_attr_t *a = vgen_attr_find(c->attrs, c->nattrs, VGEN_ATTR("Command"));
            errors += a ? collect_one(c, a, &list) : 0;
        }
    }
    VGEN_SORT(list.items, list.count, sizeof(command_t), compare_commands);
    errors += check_duplicates(&list);
    if (errors == 0) {
        emit_table(&list, out);
    }
    free(list.items);
    return errors;
}
