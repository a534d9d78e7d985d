/*
 * The constant-expression parser of the declaration scanner (const_expr.c):
 * attribute arguments, parameter defaults and a config file's returned
 * value, parsed at the scanner's current token.
 */
#ifndef VGEN_CONST_EXPR_H
#define VGEN_CONST_EXPR_H

#include "model.h"
#include "scanner.h"

#include <stddef.h>

/*
 * Parses the expression at the scanner's position and moves past it (to the
 * ',', ')', ']', '=>', ';' or '}' that ends it). Returns the value, allocated
 * in the scanner's arena and never NULL: its kind is VGEN_VALUE_EXPR when
 * the form is none vgen parses, and an empty expression is also an error
 * reported through the scanner (file:line:col, once per file).
 */
vgen_value_t *vgen_const_expr_parse(vgen_scanner_t *scanner);

/* The index one past the expression starting at the scanner's position; the
 * position does not move. */
size_t vgen_const_expr_end(const vgen_scanner_t *scanner);

#endif
