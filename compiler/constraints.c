/*
 * Compiles the Vela\Validation attributes of a DTO field (see constraints.h).
 *
 * Each constraint becomes a PHP condition over `$value` (or `$item` for the
 * items of a list) that is true when the value FAILS, plus its message: the
 * attribute's `message:` when given, else one that names the limit ("must be
 * at most 100 characters long"). The emitter runs them after the type check,
 * so a condition may assume the value has the field's type: a Length
 * condition only ever sees a string.
 *
 * Arguments must be literals (vgen evaluates nothing); every misuse is an
 * error at the attribute, and compiling carries on so one run reports them
 * all.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include "constraints.h"

#include "diag.h"
#include "mem.h"
#include "phpgen.h"
#include "strbuf.h"

#include <ctype.h>
#include <pcre2.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define VALIDATION "Vela\\Validation\\"

/* What compiling one attribute needs. */
typedef struct rule_context {
    const char *file;
    const vgen_param_t *param;
    const vgen_attr_t *attr;
    const char *short_name; /* "Length" */
    vgen_target_t target;   /* what the constraint checks: the field or its items */
    const char *type_name;  /* its type as written: "int", "?string", or the list item type */
    bool on_item;
    const char *subject; /* "$value" or "$item" */
    vgen_rules_t *out;
    int errors;
} rule_context_t;

static void rule_error(rule_context_t *c, const char *fmt, const char *detail)
{
    char why[600];
    snprintf(why, sizeof(why), fmt, detail);
    vgen_diag_error(c->file, c->attr->line, c->attr->col, "#[%s] on $%s: %s", c->short_name,
                    c->param->name, why);
    c->errors++;
}

/* The message of the constraint as a PHP literal (heap): its own `message:` when it has one,
 * else `fallback`. */
static char *message_literal(rule_context_t *c, const char *fallback)
{
    vgen_buf_t literal = {0};
    const vgen_value_t *own = vgen_attr_arg(c->attr, "message", -1);
    if (own && own->kind == VGEN_VALUE_STRING) {
        vgen_php_string(&literal, own->str, own->str_len);
    } else {
        vgen_php_str(&literal, fallback);
    }
    char *text = vgen_xstrdup(vgen_buf_str(&literal));
    vgen_buf_free(&literal);
    return text;
}

/* Adds the rule that fails when `condition` holds, with `message` as its default message. */
static void add_rule(rule_context_t *c, const vgen_buf_t *condition, const char *message)
{
    vgen_rule_t rule = {vgen_xstrdup(vgen_buf_str(condition)), message_literal(c, message),
                        c->on_item};
    VGEN_PUSH(c->out->items, c->out->count, c->out->cap, rule);
}

/* The argument `name` (or at `position`) when it is absent or an int literal >= 0. */
static bool count_arg(rule_context_t *c, const char *name, int position, long long *out)
{
    const vgen_value_t *v = vgen_attr_arg(c->attr, name, position);
    *out = -1;
    if (v == NULL || v->kind == VGEN_VALUE_NULL) {
        return true;
    }
    if (v->kind != VGEN_VALUE_INT || v->ival < 0) {
        rule_error(c, "%s must be a non-negative integer literal", name);
        return false;
    }
    *out = v->ival;
    return true;
}

/* Reads min and max for Length and Count: at least one, and min <= max. */
static bool bounds(rule_context_t *c, long long *min, long long *max)
{
    if (!count_arg(c, "min", 0, min) || !count_arg(c, "max", 1, max)) {
        return false;
    }
    if (*min < 0 && *max < 0) {
        rule_error(c, "%s", "give min, max or both");
        return false;
    }
    if (*max >= 0 && *min > *max) {
        rule_error(c, "%s", "min is greater than max");
        return false;
    }
    return true;
}

/* "must be at least 3 <unit>", "at most", "3 to 100", "exactly 3", into `message`. */
static void bounds_message(char *message, size_t size, const char *verb, long long min,
                           long long max, const char *unit)
{
    if (min >= 0 && max >= 0 && min == max) {
        snprintf(message, size, "%s exactly %lld %s", verb, min, unit);
    } else if (min >= 0 && max >= 0) {
        snprintf(message, size, "%s %lld to %lld %s", verb, min, max, unit);
    } else if (min >= 0) {
        snprintf(message, size, "%s at least %lld %s", verb, min, unit);
    } else {
        snprintf(message, size, "%s at most %lld %s", verb, max, unit);
    }
}

/* The condition `measure < min || measure > max` (each part only when given). */
static void bounds_condition(vgen_buf_t *b, const char *measure, long long min, long long max)
{
    if (min >= 0 && max >= 0) {
        vgen_buf_printf(b, "($n = %s) < %lld || $n > %lld", measure, min, max);
    } else if (min >= 0) {
        vgen_buf_printf(b, "%s < %lld", measure, min);
    } else {
        vgen_buf_printf(b, "%s > %lld", measure, max);
    }
}

static bool expect_target(rule_context_t *c, bool ok, const char *what)
{
    if (!ok) {
        char detail[200];
        snprintf(detail, sizeof(detail), "%s, and $%s %s %s%s", what, c->param->name,
                 c->on_item ? "is a list of" : "is", c->type_name, c->on_item ? " items" : "");
        rule_error(c, "applies to %s", detail);
    }
    return ok;
}

static void length_rule(rule_context_t *c)
{
    long long min, max;
    char message[120];
    vgen_buf_t b = {0};
    if (!expect_target(c, c->target == VGEN_TARGET_STRING, "strings (or a list<string>'s items)") ||
        !bounds(c, &min, &max)) {
        return;
    }
    vgen_buf_printf(&b, "Binder::length(%s)", c->subject);
    char *measure = vgen_xstrdup(vgen_buf_str(&b));
    vgen_buf_reset(&b);
    bounds_condition(&b, measure, min, max);
    bounds_message(message, sizeof(message), "must be", min, max, "characters long");
    add_rule(c, &b, message);
    free(measure);
    vgen_buf_free(&b);
}

static void count_rule(rule_context_t *c)
{
    long long min, max;
    char message[120], measure[40];
    vgen_buf_t b = {0};
    if (!expect_target(c, c->target == VGEN_TARGET_ARRAY, "arrays and lists") ||
        !bounds(c, &min, &max)) {
        return;
    }
    snprintf(measure, sizeof(measure), "\\count(%s)", c->subject);
    bounds_condition(&b, measure, min, max);
    bounds_message(message, sizeof(message), "must have", min, max,
                   min == 1 && max < 0 ? "item" : "items");
    add_rule(c, &b, message);
    vgen_buf_free(&b);
}

/* A Range bound: absent, or an int or float literal. */
static bool number_arg(rule_context_t *c, const char *name, int position, const vgen_value_t **out)
{
    const vgen_value_t *v = vgen_attr_arg(c->attr, name, position);
    *out = v && v->kind != VGEN_VALUE_NULL ? v : NULL;
    if (*out && v->kind != VGEN_VALUE_INT && v->kind != VGEN_VALUE_FLOAT) {
        rule_error(c, "%s must be a number literal", name);
        return false;
    }
    return true;
}

static double number_of(const vgen_value_t *v)
{
    return v->kind == VGEN_VALUE_INT ? (double)v->ival : v->fval;
}

static void range_rule(rule_context_t *c)
{
    const vgen_value_t *min, *max;
    char message[200];
    vgen_buf_t b = {0};
    bool number = c->target == VGEN_TARGET_INT || c->target == VGEN_TARGET_FLOAT;
    if (!expect_target(c, number, "int and float values") || !number_arg(c, "min", 0, &min) ||
        !number_arg(c, "max", 1, &max)) {
        return;
    }
    if (min == NULL && max == NULL) {
        rule_error(c, "%s", "give min, max or both");
    } else if (min && max && number_of(min) > number_of(max)) {
        rule_error(c, "%s", "min is greater than max");
    } else {
        const char *s = c->subject;
        if (min && max) {
            vgen_buf_printf(&b, "%s < %s || %s > %s", s, min->php, s, max->php);
            snprintf(message, sizeof(message), "must be from %s to %s", min->source, max->source);
        } else {
            vgen_buf_printf(&b, "%s %s %s", s, min ? "<" : ">", (min ? min : max)->php);
            snprintf(message, sizeof(message), "must be at %s %s", min ? "least" : "most",
                     (min ? min : max)->source);
        }
        add_rule(c, &b, message);
    }
    vgen_buf_free(&b);
}

static void regex_rule(rule_context_t *c)
{
    const vgen_value_t *pattern = vgen_attr_arg(c->attr, "pattern", 0);
    char why[300], message[300];
    vgen_buf_t b = {0};
    if (!expect_target(c, c->target == VGEN_TARGET_STRING, "strings (or a list<string>'s items)")) {
        return;
    }
    if (pattern == NULL || pattern->kind != VGEN_VALUE_STRING) {
        rule_error(c, "%s", "the pattern must be a string literal ('/^[a-z]+$/')");
        return;
    }
    if (!vgen_php_regex_check(pattern->str, pattern->str_len, why, sizeof(why))) {
        rule_error(c, "the pattern does not compile: %s", why);
        return;
    }
    vgen_buf_puts(&b, "!\\preg_match(");
    vgen_php_string(&b, pattern->str, pattern->str_len);
    vgen_buf_printf(&b, ", %s)", c->subject);
    snprintf(message, sizeof(message), "must match %.*s", (int)pattern->str_len, pattern->str);
    add_rule(c, &b, message);
    vgen_buf_free(&b);
}

static void email_rule(rule_context_t *c)
{
    vgen_buf_t b = {0};
    if (expect_target(c, c->target == VGEN_TARGET_STRING, "strings (or a list<string>'s items)")) {
        vgen_buf_printf(&b, "\\filter_var(%s, \\FILTER_VALIDATE_EMAIL) === false", c->subject);
        add_rule(c, &b, "must be an e-mail address");
    }
    vgen_buf_free(&b);
}

static void url_rule(rule_context_t *c)
{
    vgen_buf_t b = {0};
    if (expect_target(c, c->target == VGEN_TARGET_STRING, "strings (or a list<string>'s items)")) {
        vgen_buf_printf(&b,
                        "!\\preg_match('~^https?://~i', %s) || \\filter_var(%s, "
                        "\\FILTER_VALIDATE_URL) === false",
                        c->subject, c->subject);
        add_rule(c, &b, "must be an http or https URL");
    }
    vgen_buf_free(&b);
}

/* Choice's items must be literals of the value's type: strings, or ints. */
static bool choices_fit(rule_context_t *c, const vgen_value_t *choices)
{
    vgen_value_kind_t want = c->target == VGEN_TARGET_STRING ? VGEN_VALUE_STRING : VGEN_VALUE_INT;
    if (choices == NULL || choices->kind != VGEN_VALUE_ARRAY || choices->count == 0) {
        rule_error(c, "%s",
                   "the choices must be a non-empty array literal (['draft', 'published'])");
        return false;
    }
    for (size_t i = 0; i < choices->count; i++) {
        const vgen_value_t *v = choices->items[i].value;
        if (v->kind != want) {
            char detail[300];
            snprintf(detail, sizeof(detail), "%s is not %s like $%s", v->source,
                     want == VGEN_VALUE_STRING ? "a string" : "an int", c->param->name);
            rule_error(c, "the choice %s", detail);
            return false;
        }
    }
    return true;
}

static void choice_rule(rule_context_t *c)
{
    const vgen_value_t *choices = vgen_attr_arg(c->attr, "choices", 0);
    vgen_buf_t b = {0}, message = {0};
    bool fits = c->target == VGEN_TARGET_STRING || c->target == VGEN_TARGET_INT;
    if (!expect_target(c, fits, "strings and ints (a backed enum is the other way)") ||
        !choices_fit(c, choices)) {
        return;
    }
    vgen_buf_puts(&b, "!\\in_array(");
    vgen_buf_printf(&b, "%s, [", c->subject);
    vgen_buf_puts(&message, "must be one of: ");
    for (size_t i = 0; i < choices->count; i++) {
        const vgen_value_t *v = choices->items[i].value;
        vgen_buf_puts(&b, i ? ", " : "");
        vgen_php_value(&b, v);
        vgen_buf_printf(&message, "%s%s", i ? ", " : "", v->source);
    }
    vgen_buf_puts(&b, "], true)");
    add_rule(c, &b, vgen_buf_str(&message));
    vgen_buf_free(&b);
    vgen_buf_free(&message);
}

/* NotBlank: null fails it (the emitter's null branch uses blank_message), and so do a
 * string of white space and an empty array. */
static void not_blank_rule(rule_context_t *c)
{
    vgen_buf_t b = {0};
    const char *s = c->subject;
    free(c->out->blank_message);
    c->out->blank_message = message_literal(c, "must not be blank");
    if (c->target == VGEN_TARGET_STRING) {
        vgen_buf_printf(&b, "\\trim(%s) === ''", s);
    } else if (c->target == VGEN_TARGET_ARRAY) {
        vgen_buf_printf(&b, "%s === []", s);
    } else if (c->target == VGEN_TARGET_MIXED) {
        vgen_buf_printf(&b, "%s === [] || (\\is_string(%s) && \\trim(%s) === '')", s, s, s);
    }
    if (b.len) {
        add_rule(c, &b, "must not be blank");
    }
    vgen_buf_free(&b);
}

typedef struct constraint {
    const char *name;
    void (*compile)(rule_context_t *c);
    bool on_list; /* on a list field: checks the list, not its items */
} constraint_t;

static const constraint_t constraints[] = {
    {"NotBlank", not_blank_rule, true}, {"Length", length_rule, false},
    {"Range", range_rule, false},       {"Regex", regex_rule, false},
    {"Email", email_rule, false},       {"Url", url_rule, false},
    {"Choice", choice_rule, false},     {"Count", count_rule, true},
};

static const constraint_t *constraint_named(const char *name)
{
    if (strncasecmp(name, VALIDATION, strlen(VALIDATION)) != 0) {
        return NULL;
    }
    for (size_t i = 0; i < sizeof(constraints) / sizeof(constraints[0]); i++) {
        if (strcasecmp(name + strlen(VALIDATION), constraints[i].name) == 0) {
            return &constraints[i];
        }
    }
    return NULL;
}

int vgen_rules_compile(const char *file, const vgen_param_t *p, vgen_target_t field,
                       vgen_target_t item, const char *item_type, vgen_rules_t *out)
{
    int errors = 0;
    for (size_t i = 0; i < p->nattrs; i++) {
        const constraint_t *k = constraint_named(p->attrs[i].name);
        if (k == NULL) {
            continue;
        }
        bool on_item = item != VGEN_TARGET_NONE && !k->on_list;
        rule_context_t c = {.file = file,
                            .param = p,
                            .attr = &p->attrs[i],
                            .short_name = k->name,
                            .target = on_item ? item : field,
                            .type_name = on_item   ? item_type
                                         : p->type ? p->type->php
                                                   : "mixed",
                            .on_item = on_item,
                            .subject = on_item ? "$item" : "$value",
                            .out = out};
        k->compile(&c);
        errors += c.errors;
    }
    return errors;
}

void vgen_rules_free(vgen_rules_t *rules)
{
    if (rules == NULL) {
        return;
    }
    for (size_t i = 0; i < rules->count; i++) {
        free(rules->items[i].condition);
        free(rules->items[i].message);
    }
    free(rules->items);
    free(rules->blank_message);
    rules->items = NULL;
    rules->count = rules->cap = 0;
    rules->blank_message = NULL;
}

bool vgen_rules_any(const vgen_attr_t *attrs, size_t n, const vgen_attr_t **first)
{
    for (size_t i = 0; i < n; i++) {
        if (strncasecmp(attrs[i].name, VALIDATION, strlen(VALIDATION)) == 0) {
            *first = &attrs[i];
            return true;
        }
    }
    return false;
}

/* ---- PHP patterns ------------------------------------------------------------------- */

/* The PCRE2 option a preg modifier sets (0 for X and S, which PCRE2 ignores); -1 if unknown. */
static long modifier_option(char m)
{
    static const struct {
        char modifier;
        long option;
    } modifiers[] = {{'i', PCRE2_CASELESS},
                     {'m', PCRE2_MULTILINE},
                     {'s', PCRE2_DOTALL},
                     {'x', PCRE2_EXTENDED},
                     {'u', PCRE2_UTF | PCRE2_UCP},
                     {'U', PCRE2_UNGREEDY},
                     {'D', PCRE2_DOLLAR_ENDONLY},
                     {'A', PCRE2_ANCHORED},
                     {'J', PCRE2_DUPNAMES},
                     {'n', PCRE2_NO_AUTO_CAPTURE},
                     {'X', 0},
                     {'S', 0}};
    for (size_t i = 0; i < sizeof(modifiers) / sizeof(modifiers[0]); i++) {
        if (modifiers[i].modifier == m) {
            return modifiers[i].option;
        }
    }
    return -1;
}

/* The offset of the delimiter closing the pattern that opens at p[0], as preg reads it
 * (bracket delimiters nest; a backslash escapes the next byte); len when there is none. */
static size_t closing_delimiter(const char *p, size_t len)
{
    static const char open[] = "([{<", close[] = ")]}>";
    const char *bracket = strchr(open, p[0]);
    char end = bracket ? close[bracket - open] : p[0];
    int depth = 1;
    for (size_t i = 1; i < len; i++) {
        if (p[i] == '\\' && i + 1 < len) {
            i++;
        } else if (p[i] == end && --depth == 0) {
            return i;
        } else if (bracket && p[i] == p[0]) {
            depth++;
        }
    }
    return len;
}

bool vgen_php_regex_check(const char *pattern, size_t len, char *message, size_t size)
{
    while (len > 0 && isspace((unsigned char)*pattern)) {
        pattern++, len--;
    }
    if (len == 0 || isalnum((unsigned char)pattern[0]) || pattern[0] == '\\') {
        snprintf(message, size, "%s",
                 "it needs delimiters ('/^[a-z]+$/'), not alphanumeric or "
                 "a backslash");
        return false;
    }
    size_t end = closing_delimiter(pattern, len);
    if (end == len) {
        snprintf(message, size, "no ending delimiter '%c'", pattern[0]);
        return false;
    }
    uint32_t options = 0;
    for (size_t i = end + 1; i < len; i++) {
        long option = pattern[i] == ' ' || pattern[i] == '\n' || pattern[i] == '\r'
                          ? 0
                          : modifier_option(pattern[i]);
        if (option < 0) {
            snprintf(message, size, "unknown modifier '%c'", pattern[i]);
            return false;
        }
        options |= (uint32_t)option;
    }
    int code;
    PCRE2_SIZE at;
    pcre2_code *re = pcre2_compile((PCRE2_SPTR)pattern + 1, end - 1, options, &code, &at, NULL);
    if (re != NULL) {
        pcre2_code_free(re);
        return true;
    }
    char why[200];
    pcre2_get_error_message(code, (PCRE2_UCHAR *)why, sizeof(why));
    snprintf(message, size, "%s at offset %zu", why, (size_t)at);
    return false;
}
