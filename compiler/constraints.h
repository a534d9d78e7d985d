/*
 * Validation constraints: the Vela\Validation attributes on a #[Body] DTO
 * field (NotBlank, Length, Range, Regex, Email, Url, Choice, Count), checked
 * at compile time against the field's type and their own arguments (a
 * Regex compiles with PCRE2 as preg_match() compiles it), and turned into
 * PHP conditions that the binder emitter writes, one `elseif` each, into
 * the field's hydration chain. Nothing is left to reflection at run time.
 *
 * On a list field (array with a list<T> item type), NotBlank and Count
 * check the list and every other constraint checks each item.
 */
#ifndef VGEN_CONSTRAINTS_H
#define VGEN_CONSTRAINTS_H

#include "model.h"

#include <stdbool.h>
#include <stddef.h>

/* What a constraint is checked against: a field's type, or a list's item type. */
typedef enum vgen_target {
    VGEN_TARGET_NONE, /* no such value (the item type of a field that is no list) */
    VGEN_TARGET_STRING,
    VGEN_TARGET_INT,
    VGEN_TARGET_FLOAT,
    VGEN_TARGET_ARRAY, /* array, or a list<T> */
    VGEN_TARGET_MIXED,
    VGEN_TARGET_OTHER /* bool, a backed enum, a DTO */
} vgen_target_t;

/* One compiled constraint. */
typedef struct vgen_rule {
    char *condition; /* PHP, true when the value fails: over $value, or $item when `on_item` */
    char *message;   /* the error message, as a PHP string literal */
    bool on_item;    /* checks each item of the list rather than the field */
} vgen_rule_t;

/* A field's constraints, in the order they are written. */
typedef struct vgen_rules {
    vgen_rule_t *items;
    size_t count, cap;
    char *blank_message; /* #[NotBlank]'s message literal (null fails it too), or NULL */
} vgen_rules_t;

/*
 * Compiles the constraints on DTO field `p` (declared in `file`) whose value
 * is a `field` and, for a list, whose items are `item` of type `item_type`
 * (VGEN_TARGET_NONE and NULL otherwise) into *out (zeroed by the caller). Misuse (a constraint on a
 * type it cannot check, a bad or non-literal argument, a pattern PCRE2
 * rejects) is reported as vgen errors at the attribute; returns their
 * number. The caller owns *out and releases it with vgen_rules_free().
 */
int vgen_rules_compile(const char *file, const vgen_param_t *p, vgen_target_t field,
                       vgen_target_t item, const char *item_type, vgen_rules_t *out);

/* Releases what *rules holds (not rules itself); NULL-safe. */
void vgen_rules_free(vgen_rules_t *rules);

/* True when one of attrs[0..n) is a Vela\Validation constraint (ListOf included). */
bool vgen_rules_any(const vgen_attr_t *attrs, size_t n, const vgen_attr_t **first);

/*
 * Checks the PHP pattern `pattern` (delimiters and modifiers included, as
 * preg_match() takes it) as PCRE2 compiles it. Returns true, or false with
 * the reason in message[0..size).
 */
bool vgen_php_regex_check(const char *pattern, size_t len, char *message, size_t size);

#endif
