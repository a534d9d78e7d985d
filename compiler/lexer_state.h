/*
 * The private state of vgen's PHP lexer (compiler/lexer.re). Included by
 * lexer.h so callers can allocate a vgen_lexer_t on their stack; nothing
 * outside lexer.re reads or writes these fields.
 *
 * PHP's scanner keeps two unbounded stacks: the condition stack (a `{` pushes
 * scripting, `"{$` pushes scripting over the string, `->` pushes the property
 * state, ...) and the heredoc label stack. vgen's lexer never allocates, so
 * both live here with fixed capacity. The condition stack is run-length
 * encoded, so a million nested `{` cost one slot; only alternating nesting
 * (strings inside interpolations inside strings ...) consumes slots, and real
 * code never comes near the limits. Overflowing either is a lexical error.
 */
#ifndef VGEN_LEXER_STATE_H
#define VGEN_LEXER_STATE_H

#include <stddef.h>

#define VGEN_LEXER_STACK_MAX 64   /* distinct runs on the condition stack */
#define VGEN_LEXER_HEREDOC_MAX 32 /* heredocs open at once */

struct vgen_lexer_run {
    unsigned int cond;  /* a condition of lexer.re */
    unsigned int count; /* how many times it is stacked in a row */
};

struct vgen_lexer_heredoc {
    const unsigned char *label; /* points into the source */
    size_t len;
    size_t indentation; /* T_END_HEREDOC is indentation + len bytes long */
};

struct vgen_lexer_bracket_run {
    unsigned char opening; /* '(', '[' or '{' */
    unsigned int count;
};

typedef struct vgen_lexer {
    const unsigned char *src; /* start of the input */
    const unsigned char *lim; /* one past its last byte */
    const unsigned char *cur; /* re2c's cursor */
    const unsigned char *tok; /* start of the token being scanned */
    const unsigned char *mar; /* re2c's backtracking marker */
    const unsigned char *ctx; /* re2c's trailing-context marker */
    unsigned int cond;        /* the current condition */

    struct vgen_lexer_run stack[VGEN_LEXER_STACK_MAX];
    int depth; /* runs in use */
    struct vgen_lexer_heredoc heredocs[VGEN_LEXER_HEREDOC_MAX];
    int heredoc_depth;

    int line;                        /* line of `cur`, as PHP counts lines */
    const unsigned char *line_start; /* first byte of that line */

    /* PHP lexes each heredoc body twice: a scan-ahead (a copy of this
     * struct with scan_only set) finds the closing label's indentation, and
     * gives up at the first error it would throw. */
    int scan_only;
    int scan_failed;
    size_t scan_indentation;
    struct vgen_lexer_bracket_run brackets[VGEN_LEXER_STACK_MAX];
    int bracket_depth;

    int halt_tokens; /* tokens still to read after __halt_compiler, or -1 */
    int halt_line;   /* line PHP gives the data after __halt_compiler();  */
    int status;      /* 1 while tokens remain, 0 at the end, < 0 after an error */
    const char *error;
} vgen_lexer_t;

#endif
