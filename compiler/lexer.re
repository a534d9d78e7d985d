/* compiler/lexer.c is generated from compiler/lexer.re by re2c: do not edit it. */
/*
 * vgen's PHP 8.2 lexer: re2c source of compiler/lexer.c (a build product).
 *
 * Goal: exactly the token stream of token_get_all() without TOKEN_PARSE, with
 * short_open_tag off, including PHP's corner cases (keywords after `->` are
 * T_STRING but after `::` stay keywords; `enum` is T_ENUM only before
 * whitespace and a name; an unmatched `]` in "$a[x y]" yields an empty
 * T_ENCAPSED_AND_WHITESPACE; after __halt_compiler and three more tokens the
 * rest of the file is one T_INLINE_HTML).
 *
 * Structure. The re2c conditions mirror PHP's scanner states:
 *   INITIAL      inline HTML until an open tag
 *   SCRIPT       PHP code
 *   PROP         after `->`/`?->`: a name is a T_STRING, anything else pops
 *   VARNAME      after "${": a name followed by [ or } is T_STRING_VARNAME
 *   OFFSET       "$a[...]" inside a string
 *   DQ, BQ       inside "..." and `...` with interpolation
 *   HEREDOC, NOWDOC, END_HEREDOC
 * Conditions that return to "whatever was before" use the condition stack
 * (lx->stack). Rules only pick the token; the longer scans PHP does by hand
 * (string bodies, comments, inline HTML, heredoc bodies) are the static
 * functions above the rules, each bounded by lx->lim.
 *
 * Bounds. The caller's buffer has no padding and no terminator, so the
 * generated code reads through YYPEEK, which yields 0 at the limit, and
 * re2c's end-of-input rule (`$`, re2c:eof) tells a real NUL byte from the
 * end. That replaces the YYMAXFILL padding (the max:re2c directive) a
 * buffered scanner needs: no byte outside [src, lim) is ever read.
 *
 * Lines: each token's line is the line of its first byte, where "\n", "\r\n"
 * and a lone "\r" each end a line, which is how PHP counts them, with PHP's
 * two lapses (see counted_part()): its escape processing stops counting at an
 * invalid "\u{...}", and a T_END_HEREDOC never counts its newlines.
 *
 * The heredoc scan-ahead. At a heredoc's start PHP lexes its body ahead to
 * learn the closing label's indentation, and T_END_HEREDOC is as long as that
 * indentation plus the label. When the scan-ahead stops early, at the first
 * error it would throw (an unbalanced bracket, a bad "\u{...}", a closing
 * label indented with tabs and spaces), the token gets the wrong length; PHP
 * even reads past its buffer when the result overshoots the file. scan_ahead()
 * replays this on a copy of the lexer state so broken input lexes as in PHP
 * too, except that the overshoot stops at the end of the input.
 */
#include "lexer.h"

#include "src/core/ascii.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/*!conditions:re2c*/

enum { RESCAN = -2, LEX_ERROR = -1 };

#define YYCTYPE unsigned char
#define YYPEEK() (lx->cur < lx->lim ? *lx->cur : 0)
#define YYSKIP() (++lx->cur)
#define YYBACKUP() (lx->mar = lx->cur)
#define YYRESTORE() (lx->cur = lx->mar)
#define YYBACKUPCTX() (lx->ctx = lx->cur)
#define YYRESTORECTX() (lx->cur = lx->ctx)
#define YYSHIFT(n) (lx->cur += (n))
#define YYLESSTHAN(n) (lx->lim - lx->cur < (ptrdiff_t)(n))
#define YYGETCONDITION() (lx->cond)
#define YYSETCONDITION(c) (lx->cond = (c))

static bool is_label_start(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}

static bool is_label_char(unsigned char c)
{
    return is_label_start(c) || (c >= '0' && c <= '9');
}

/* "$name", "${" and "{$" start an interpolation in strings and heredocs. */
static bool starts_interpolation(unsigned char c, unsigned char next)
{
    return (c == '$' && (is_label_start(next) || next == '{')) || (c == '{' && next == '$');
}

/* A digit's value in any base up to 16; 16 for a byte that is no hex digit. */
static unsigned hex_value(unsigned char c)
{
    int value = vela_hex_value((char)c);
    return value < 0 ? 16u : (unsigned)value;
}

static int fail(vgen_lexer_t *lx, const char *message)
{
    lx->error = message;
    return LEX_ERROR;
}

/* Enters `cond`, remembering the current condition for pop(). */
static int push(vgen_lexer_t *lx, unsigned int cond)
{
    struct vgen_lexer_run *top = lx->depth > 0 ? &lx->stack[lx->depth - 1] : NULL;
    if (top != NULL && top->cond == lx->cond && top->count < UINT32_MAX) {
        top->count++;
    } else if (lx->depth == VGEN_LEXER_STACK_MAX) {
        return fail(lx, "nesting of strings and braces too deep");
    } else {
        lx->stack[lx->depth].cond = lx->cond;
        lx->stack[lx->depth].count = 1;
        lx->depth++;
    }
    lx->cond = cond;
    return 0;
}

/* Returns to the condition saved by the last push(); PHP code if none. */
static void pop(vgen_lexer_t *lx)
{
    if (lx->depth == 0) {
        lx->cond = yycSCRIPT;
        return;
    }
    struct vgen_lexer_run *top = &lx->stack[lx->depth - 1];
    lx->cond = top->cond;
    if (--top->count == 0) {
        lx->depth--;
    }
}

/* push() for a rule that returns `kind` when it succeeds. */
static int push_then(vgen_lexer_t *lx, unsigned int cond, int kind)
{
    return push(lx, cond) < 0 ? LEX_ERROR : kind;
}

/* Is there an open tag PHP accepts at p: "<?=", or "<?php" followed by a
 * blank, a newline or the end? (short_open_tag is off.) */
static bool open_tag_at(const vgen_lexer_t *lx, const unsigned char *p)
{
    size_t left = (size_t)(lx->lim - p);
    if (left < 3 || p[0] != '<' || p[1] != '?') {
        return false;
    }
    if (p[2] == '=') {
        return true;
    }
    if (left < 5 || (p[2] | 0x20) != 'p' || (p[3] | 0x20) != 'h' || (p[4] | 0x20) != 'p') {
        return false;
    }
    return left == 5 || p[5] == ' ' || p[5] == '\t' || p[5] == '\n' || p[5] == '\r';
}

/* Inline HTML runs from lx->tok to the next open tag. */
static int inline_html(vgen_lexer_t *lx)
{
    const unsigned char *p = lx->tok + 1;
    while (p < lx->lim) {
        p = memchr(p, '<', (size_t)(lx->lim - p));
        if (p == NULL || open_tag_at(lx, p)) {
            break;
        }
        p++;
    }
    lx->cur = p != NULL && p < lx->lim ? p : lx->lim;
    return VGEN_T_INLINE_HTML;
}

/* "#" and "//" comments end before a newline or before "?>". */
static int line_comment(vgen_lexer_t *lx)
{
    const unsigned char *p = lx->cur;
    while (p < lx->lim && *p != '\n' && *p != '\r') {
        if (*p == '?' && p + 1 < lx->lim && p[1] == '>') {
            break;
        }
        p++;
    }
    lx->cur = p;
    return VGEN_T_COMMENT;
}

/* Block comments; a comment opened by slash-star-star and whitespace is a
 * doc comment. An unterminated comment runs to the end, as in PHP. */
static int block_comment(vgen_lexer_t *lx)
{
    bool doc = lx->cur - lx->tok > 2;
    const unsigned char *p = lx->cur;
    while (p < lx->lim) {
        if (*p++ == '*' && p < lx->lim && *p == '/') {
            p++;
            break;
        }
    }
    lx->cur = p;
    return doc ? VGEN_T_DOC_COMMENT : VGEN_T_COMMENT;
}

/* Integers become T_DNUMBER when their value exceeds PHP_INT_MAX. A decimal
 * literal with a leading 0 is octal; in an invalid one (with an 8 or 9) PHP
 * judges the value of the digits before the first 8 or 9. */
static int integer_kind(const unsigned char *p, const unsigned char *end)
{
    unsigned base = 10;
    if (end - p > 2 && p[0] == '0' && strchr("xXbBoO", p[1]) != NULL) {
        base = (p[1] | 0x20) == 'x' ? 16 : (p[1] | 0x20) == 'b' ? 2 : 8;
        p += 2;
    } else if (p[0] == '0') {
        base = 8;
    }
    uint64_t value = 0;
    for (; p < end && hex_value(*p) < base; p++) {
        unsigned digit = hex_value(*p);
        if (value > ((uint64_t)INT64_MAX - digit) / base) {
            return VGEN_T_DNUMBER;
        }
        value = value * base + digit;
        p += p + 1 < end && p[1] == '_';
    }
    return VGEN_T_LNUMBER;
}

/* '...': backslash escapes the next byte; unterminated, the rest of the file
 * is one T_ENCAPSED_AND_WHITESPACE. */
static int single_quoted(vgen_lexer_t *lx)
{
    const unsigned char *p = lx->cur;
    while (p < lx->lim) {
        unsigned char c = *p++;
        if (c == '\'') {
            lx->cur = p;
            return VGEN_T_CONSTANT_ENCAPSED_STRING;
        }
        if (c == '\\' && p < lx->lim) {
            p++;
        }
    }
    lx->cur = lx->lim;
    return VGEN_T_ENCAPSED_AND_WHITESPACE;
}

/* Scans the body of "..." or `...` from p: returns where the closing quote,
 * an interpolation ("$name", "${", "{$") or the end is. */
static const unsigned char *scan_encapsed(const unsigned char *p, const unsigned char *lim,
                                          unsigned char quote)
{
    while (p < lim) {
        unsigned char c = *p++;
        if (c == quote) {
            return p - 1;
        }
        if (p < lim && starts_interpolation(c, *p)) {
            return p - 1;
        }
        if (c == '\\' && p < lim) {
            p++;
        }
    }
    return lim;
}

/* "...": a string without interpolation is one token; otherwise the quote is
 * a token of its own and the DQ condition takes the body apart. */
static int double_quoted(vgen_lexer_t *lx)
{
    const unsigned char *end = scan_encapsed(lx->cur, lx->lim, '"');
    if (end < lx->lim && *end == '"') {
        lx->cur = end + 1;
        return VGEN_T_CONSTANT_ENCAPSED_STRING;
    }
    lx->cond = yycDQ;
    return '"';
}

/* A literal piece of a "..." or `...` body; its first byte is taken as is
 * (the rules before this one did not start an interpolation there). */
static int encapsed(vgen_lexer_t *lx, unsigned char quote)
{
    if (*lx->tok == '\\' && lx->cur < lx->lim) {
        lx->cur++;
    }
    lx->cur = scan_encapsed(lx->cur, lx->lim, quote);
    return VGEN_T_ENCAPSED_AND_WHITESPACE;
}

/* At p (just after a newline): blanks, then the innermost heredoc's closing
 * label not followed by a name character? Sets *label_at to the label. */
static bool closing_label_at(vgen_lexer_t *lx, const unsigned char *p,
                             const unsigned char **label_at)
{
    const struct vgen_lexer_heredoc *h = &lx->heredocs[lx->heredoc_depth - 1];
    while (p < lx->lim && (*p == ' ' || *p == '\t')) {
        p++;
    }
    *label_at = p;
    if (p == lx->lim || !is_label_start(*p) || (size_t)(lx->lim - p) <= h->len) {
        return false;
    }
    return memcmp(p, h->label, h->len) == 0 && !is_label_char(p[h->len]);
}

/* PHP rejects a closing label indented with both tabs and spaces. */
static bool mixed_indentation(const unsigned char *p, const unsigned char *end)
{
    size_t n = (size_t)(end - p);
    return memchr(p, '\t', n) != NULL && memchr(p, ' ', n) != NULL;
}

/* Ends a heredoc body before the indentation of its closing label. The
 * length of T_END_HEREDOC comes, as in PHP, from the scan-ahead for a heredoc
 * and from the label found here for a nowdoc. */
static int body_before_label(vgen_lexer_t *lx, const unsigned char *line,
                             const unsigned char *label, bool nowdoc)
{
    struct vgen_lexer_heredoc *h = &lx->heredocs[lx->heredoc_depth - 1];
    if (lx->scan_only || nowdoc) {
        h->indentation = (size_t)(label - line);
    }
    if (lx->scan_only) {
        lx->scan_indentation = nowdoc ? lx->scan_indentation : h->indentation;
        lx->scan_failed |= mixed_indentation(line, label);
    }
    lx->cur = line;
    lx->cond = yycEND_HEREDOC;
    return VGEN_T_ENCAPSED_AND_WHITESPACE;
}

/* A literal piece of a heredoc (or the whole of a nowdoc) body: up to an
 * interpolation, or up to and including the newline before the closing
 * label, or to the end of the file. */
static int heredoc_body(vgen_lexer_t *lx, bool nowdoc)
{
    const unsigned char *p = lx->tok, *label;
    while (p < lx->lim) {
        unsigned char c = *p++;
        if (c == '\n' || c == '\r') {
            p += c == '\r' && p < lx->lim && *p == '\n';
            if (closing_label_at(lx, p, &label)) {
                return body_before_label(lx, p, label, nowdoc);
            }
            p = label;
        } else if (!nowdoc && p < lx->lim && starts_interpolation(c, *p)) {
            p--;
            break;
        } else if (!nowdoc && c == '\\' && p < lx->lim && *p != '\n' && *p != '\r') {
            p++;
        }
    }
    lx->cur = p;
    return VGEN_T_ENCAPSED_AND_WHITESPACE;
}

static size_t scan_ahead(const vgen_lexer_t *lx);

/* "<<<LABEL", "<<<'LABEL'" or "<<<"LABEL"" and its newline: pushes the
 * label; an empty body goes straight to the closing label, otherwise a
 * heredoc's body is scanned ahead for the closing label's indentation. */
static int heredoc_start(vgen_lexer_t *lx)
{
    const unsigned char *p = lx->tok + (*lx->tok == 'b' || *lx->tok == 'B') + 3, *label;
    if (lx->heredoc_depth == VGEN_LEXER_HEREDOC_MAX) {
        return fail(lx, "too many nested heredocs");
    }
    while (*p == ' ' || *p == '\t') {
        p++;
    }
    bool quoted = *p == '\'' || *p == '"';
    lx->cond = *p == '\'' ? yycNOWDOC : yycHEREDOC;
    struct vgen_lexer_heredoc *h = &lx->heredocs[lx->heredoc_depth++];
    h->label = p + quoted;
    for (h->len = 0; is_label_char(h->label[h->len]); h->len++) {
    }
    h->indentation = 0;
    if (closing_label_at(lx, lx->cur, &label)) {
        h->indentation = (size_t)(label - lx->cur);
        lx->cond = yycEND_HEREDOC;
        lx->scan_failed |= lx->scan_only && mixed_indentation(lx->cur, label);
    } else if (!lx->scan_only && lx->cond == yycHEREDOC) {
        h->indentation = scan_ahead(lx);
    }
    return VGEN_T_START_HEREDOC;
}

/* The closing label with its indentation. */
static int heredoc_end(vgen_lexer_t *lx)
{
    const struct vgen_lexer_heredoc *h = &lx->heredocs[--lx->heredoc_depth];
    size_t len = h->indentation + h->len, left = (size_t)(lx->lim - lx->tok);
    lx->cur = lx->tok + (len < left ? len : left); /* PHP would read past the end */
    lx->cond = yycSCRIPT;
    return VGEN_T_END_HEREDOC;
}

/* In "$a[x y]" a blank (or \, ', #) ends the offset: PHP returns an empty
 * T_ENCAPSED_AND_WHITESPACE there and goes back to the string. */
static int offset_cut_short(vgen_lexer_t *lx)
{
    pop(lx);
    lx->cur = lx->tok;
    return VGEN_T_ENCAPSED_AND_WHITESPACE;
}

/* "yield from" is one token unless a name character follows "from"; the
 * end of the input counts as a non-name character, as in PHP. */
static int yield_from(vgen_lexer_t *lx)
{
    if (lx->cur < lx->lim && is_label_char(*lx->cur)) {
        lx->cur = lx->tok + 5;
        return VGEN_T_YIELD;
    }
    return VGEN_T_YIELD_FROM;
}

/* Gives the current byte back and scans it again in condition `cond`. */
static int rescan_in(vgen_lexer_t *lx, unsigned int cond)
{
    lx->cur = lx->tok;
    lx->cond = cond;
    return RESCAN;
}

/* Returns a token kind, 0 at the end, RESCAN or LEX_ERROR; the token is
 * [lx->tok, lx->cur). */
static int scan(vgen_lexer_t *lx)
{
    lx->tok = lx->cur;
    /*!re2c
        re2c:api = custom;
        re2c:api:style = functions;
        re2c:yyfill:enable = 0;
        re2c:eof = 0;
        re2c:indent:top = 1;

        label_start   = [a-zA-Z_\x80-\xff];
        label         = label_start [a-zA-Z0-9_\x80-\xff]*;
        lnum          = [0-9]+ ("_" [0-9]+)*;
        dnum          = (lnum? "." lnum) | (lnum "." lnum?);
        exponent_dnum = (lnum | dnum) [eE] [+-]? lnum;
        hnum          = "0" [xX] [0-9a-fA-F]+ ("_" [0-9a-fA-F]+)*;
        bnum          = "0" [bB] [01]+ ("_" [01]+)*;
        onum          = "0" [oO] [0-7]+ ("_" [0-7]+)*;
        whitespace    = [ \n\r\t]+;
        blanks        = [ \t]*;
        newline       = "\r" | "\n" | "\r\n";
        tokens        = [;:,.|^&+\-/*=%!~$<>?@];

        <INITIAL, SCRIPT, PROP, VARNAME, OFFSET, DQ, BQ, HEREDOC, NOWDOC, END_HEREDOC> $ {
            return 0;
        }

        <INITIAL> "<?="                          => SCRIPT { return VGEN_T_OPEN_TAG_WITH_ECHO; }
        <INITIAL> '<?php' ([ \t] | newline)      => SCRIPT { return VGEN_T_OPEN_TAG; }
        <INITIAL> '<?php' {
            if (lx->cur == lx->lim) { lx->cond = yycSCRIPT; return VGEN_T_OPEN_TAG; }
            return inline_html(lx);
        }
        <INITIAL> [^]                            { return inline_html(lx); }

        <SCRIPT> 'exit' | 'die'                  { return VGEN_T_EXIT; }
        <SCRIPT> 'fn'                            { return VGEN_T_FN; }
        <SCRIPT> 'function'                      { return VGEN_T_FUNCTION; }
        <SCRIPT> 'const'                         { return VGEN_T_CONST; }
        <SCRIPT> 'return'                        { return VGEN_T_RETURN; }
        <SCRIPT> 'yield' whitespace 'from'       { return yield_from(lx); }
        <SCRIPT> 'yield'                         { return VGEN_T_YIELD; }
        <SCRIPT> 'try'                           { return VGEN_T_TRY; }
        <SCRIPT> 'catch'                         { return VGEN_T_CATCH; }
        <SCRIPT> 'finally'                       { return VGEN_T_FINALLY; }
        <SCRIPT> 'throw'                         { return VGEN_T_THROW; }
        <SCRIPT> 'if'                            { return VGEN_T_IF; }
        <SCRIPT> 'elseif'                        { return VGEN_T_ELSEIF; }
        <SCRIPT> 'endif'                         { return VGEN_T_ENDIF; }
        <SCRIPT> 'else'                          { return VGEN_T_ELSE; }
        <SCRIPT> 'while'                         { return VGEN_T_WHILE; }
        <SCRIPT> 'endwhile'                      { return VGEN_T_ENDWHILE; }
        <SCRIPT> 'do'                            { return VGEN_T_DO; }
        <SCRIPT> 'for'                           { return VGEN_T_FOR; }
        <SCRIPT> 'endfor'                        { return VGEN_T_ENDFOR; }
        <SCRIPT> 'foreach'                       { return VGEN_T_FOREACH; }
        <SCRIPT> 'endforeach'                    { return VGEN_T_ENDFOREACH; }
        <SCRIPT> 'declare'                       { return VGEN_T_DECLARE; }
        <SCRIPT> 'enddeclare'                    { return VGEN_T_ENDDECLARE; }
        <SCRIPT> 'instanceof'                    { return VGEN_T_INSTANCEOF; }
        <SCRIPT> 'as'                            { return VGEN_T_AS; }
        <SCRIPT> 'switch'                        { return VGEN_T_SWITCH; }
        <SCRIPT> 'match'                         { return VGEN_T_MATCH; }
        <SCRIPT> 'endswitch'                     { return VGEN_T_ENDSWITCH; }
        <SCRIPT> 'case'                          { return VGEN_T_CASE; }
        <SCRIPT> 'default'                       { return VGEN_T_DEFAULT; }
        <SCRIPT> 'break'                         { return VGEN_T_BREAK; }
        <SCRIPT> 'continue'                      { return VGEN_T_CONTINUE; }
        <SCRIPT> 'goto'                          { return VGEN_T_GOTO; }
        <SCRIPT> 'echo'                          { return VGEN_T_ECHO; }
        <SCRIPT> 'print'                         { return VGEN_T_PRINT; }
        <SCRIPT> 'class'                         { return VGEN_T_CLASS; }
        <SCRIPT> 'interface'                     { return VGEN_T_INTERFACE; }
        <SCRIPT> 'trait'                         { return VGEN_T_TRAIT; }
        <SCRIPT> 'enum' / whitespace ('extends' | 'implements') { return VGEN_T_STRING; }
        <SCRIPT> 'enum' / whitespace label_start { return VGEN_T_ENUM; }
        <SCRIPT> 'extends'                       { return VGEN_T_EXTENDS; }
        <SCRIPT> 'implements'                    { return VGEN_T_IMPLEMENTS; }
        <SCRIPT> 'new'                           { return VGEN_T_NEW; }
        <SCRIPT> 'clone'                         { return VGEN_T_CLONE; }
        <SCRIPT> 'var'                           { return VGEN_T_VAR; }
        <SCRIPT> 'eval'                          { return VGEN_T_EVAL; }
        <SCRIPT> 'include'                       { return VGEN_T_INCLUDE; }
        <SCRIPT> 'include_once'                  { return VGEN_T_INCLUDE_ONCE; }
        <SCRIPT> 'require'                       { return VGEN_T_REQUIRE; }
        <SCRIPT> 'require_once'                  { return VGEN_T_REQUIRE_ONCE; }
        <SCRIPT> 'namespace'                     { return VGEN_T_NAMESPACE; }
        <SCRIPT> 'use'                           { return VGEN_T_USE; }
        <SCRIPT> 'insteadof'                     { return VGEN_T_INSTEADOF; }
        <SCRIPT> 'global'                        { return VGEN_T_GLOBAL; }
        <SCRIPT> 'isset'                         { return VGEN_T_ISSET; }
        <SCRIPT> 'empty'                         { return VGEN_T_EMPTY; }
        <SCRIPT> '__halt_compiler'               { return VGEN_T_HALT_COMPILER; }
        <SCRIPT> 'static'                        { return VGEN_T_STATIC; }
        <SCRIPT> 'abstract'                      { return VGEN_T_ABSTRACT; }
        <SCRIPT> 'final'                         { return VGEN_T_FINAL; }
        <SCRIPT> 'private'                       { return VGEN_T_PRIVATE; }
        <SCRIPT> 'protected'                     { return VGEN_T_PROTECTED; }
        <SCRIPT> 'public'                        { return VGEN_T_PUBLIC; }
        <SCRIPT> 'readonly'                      { return VGEN_T_READONLY; }
        <SCRIPT> 'unset'                         { return VGEN_T_UNSET; }
        <SCRIPT> 'list'                          { return VGEN_T_LIST; }
        <SCRIPT> 'array'                         { return VGEN_T_ARRAY; }
        <SCRIPT> 'callable'                      { return VGEN_T_CALLABLE; }
        <SCRIPT> 'or'                            { return VGEN_T_LOGICAL_OR; }
        <SCRIPT> 'and'                           { return VGEN_T_LOGICAL_AND; }
        <SCRIPT> 'xor'                           { return VGEN_T_LOGICAL_XOR; }
        <SCRIPT> '__class__'                     { return VGEN_T_CLASS_C; }
        <SCRIPT> '__trait__'                     { return VGEN_T_TRAIT_C; }
        <SCRIPT> '__function__'                  { return VGEN_T_FUNC_C; }
        <SCRIPT> '__method__'                    { return VGEN_T_METHOD_C; }
        <SCRIPT> '__line__'                      { return VGEN_T_LINE; }
        <SCRIPT> '__file__'                      { return VGEN_T_FILE; }
        <SCRIPT> '__dir__'                       { return VGEN_T_DIR; }
        <SCRIPT> '__namespace__'                 { return VGEN_T_NS_C; }

        <SCRIPT> "(" blanks ('int' | 'integer') blanks ")"          { return VGEN_T_INT_CAST; }
        <SCRIPT> "(" blanks ('real' | 'double' | 'float') blanks ")" { return VGEN_T_DOUBLE_CAST; }
        <SCRIPT> "(" blanks ('string' | 'binary') blanks ")"        { return VGEN_T_STRING_CAST; }
        <SCRIPT> "(" blanks 'array' blanks ")"                      { return VGEN_T_ARRAY_CAST; }
        <SCRIPT> "(" blanks 'object' blanks ")"                     { return VGEN_T_OBJECT_CAST; }
        <SCRIPT> "(" blanks ('bool' | 'boolean') blanks ")"         { return VGEN_T_BOOL_CAST; }
        <SCRIPT> "(" blanks 'unset' blanks ")"                      { return VGEN_T_UNSET_CAST; }

        <SCRIPT> "->"  { return push_then(lx, yycPROP, VGEN_T_OBJECT_OPERATOR); }
        <SCRIPT> "?->" { return push_then(lx, yycPROP, VGEN_T_NULLSAFE_OBJECT_OPERATOR); }
        <SCRIPT> "::"                            { return VGEN_T_DOUBLE_COLON; }
        <SCRIPT> "\\"                            { return VGEN_T_NS_SEPARATOR; }
        <SCRIPT> "..."                           { return VGEN_T_ELLIPSIS; }
        <SCRIPT> "??"                            { return VGEN_T_COALESCE; }
        <SCRIPT> "=>"                            { return VGEN_T_DOUBLE_ARROW; }
        <SCRIPT> "++"                            { return VGEN_T_INC; }
        <SCRIPT> "--"                            { return VGEN_T_DEC; }
        <SCRIPT> "==="                           { return VGEN_T_IS_IDENTICAL; }
        <SCRIPT> "!=="                           { return VGEN_T_IS_NOT_IDENTICAL; }
        <SCRIPT> "=="                            { return VGEN_T_IS_EQUAL; }
        <SCRIPT> "!=" | "<>"                     { return VGEN_T_IS_NOT_EQUAL; }
        <SCRIPT> "<=>"                           { return VGEN_T_SPACESHIP; }
        <SCRIPT> "<="                            { return VGEN_T_IS_SMALLER_OR_EQUAL; }
        <SCRIPT> ">="                            { return VGEN_T_IS_GREATER_OR_EQUAL; }
        <SCRIPT> "+="                            { return VGEN_T_PLUS_EQUAL; }
        <SCRIPT> "-="                            { return VGEN_T_MINUS_EQUAL; }
        <SCRIPT> "*="                            { return VGEN_T_MUL_EQUAL; }
        <SCRIPT> "**"                            { return VGEN_T_POW; }
        <SCRIPT> "**="                           { return VGEN_T_POW_EQUAL; }
        <SCRIPT> "/="                            { return VGEN_T_DIV_EQUAL; }
        <SCRIPT> ".="                            { return VGEN_T_CONCAT_EQUAL; }
        <SCRIPT> "%="                            { return VGEN_T_MOD_EQUAL; }
        <SCRIPT> "<<="                           { return VGEN_T_SL_EQUAL; }
        <SCRIPT> ">>="                           { return VGEN_T_SR_EQUAL; }
        <SCRIPT> "&="                            { return VGEN_T_AND_EQUAL; }
        <SCRIPT> "|="                            { return VGEN_T_OR_EQUAL; }
        <SCRIPT> "^="                            { return VGEN_T_XOR_EQUAL; }
        <SCRIPT> "??="                           { return VGEN_T_COALESCE_EQUAL; }
        <SCRIPT> "||"                            { return VGEN_T_BOOLEAN_OR; }
        <SCRIPT> "&&"                            { return VGEN_T_BOOLEAN_AND; }
        <SCRIPT> "<<"                            { return VGEN_T_SL; }
        <SCRIPT> ">>"                            { return VGEN_T_SR; }
        <SCRIPT> "&" / [ \t\r\n]* ("$" | "...") {
            return VGEN_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG;
        }
        <SCRIPT> "&" { return VGEN_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG; }
        <SCRIPT> "#["                            { return VGEN_T_ATTRIBUTE; }
        <SCRIPT> "{"                             { return push_then(lx, yycSCRIPT, '{'); }
        <SCRIPT> "}"                             { if (lx->depth > 0) pop(lx); return '}'; }
        <SCRIPT> "(" | ")" | "[" | "]" | tokens  { return *lx->tok; }

        <SCRIPT> bnum | hnum | onum | lnum       { return integer_kind(lx->tok, lx->cur); }
        <SCRIPT> dnum | exponent_dnum            { return VGEN_T_DNUMBER; }

        <SCRIPT, OFFSET> "$" label               { return VGEN_T_VARIABLE; }
        <SCRIPT> 'namespace' ("\\" label)+       { return VGEN_T_NAME_RELATIVE; }
        <SCRIPT> label ("\\" label)+             { return VGEN_T_NAME_QUALIFIED; }
        <SCRIPT> "\\" label ("\\" label)*        { return VGEN_T_NAME_FULLY_QUALIFIED; }
        <SCRIPT> label                           { return VGEN_T_STRING; }

        <SCRIPT, PROP> whitespace                { return VGEN_T_WHITESPACE; }
        <SCRIPT, PROP> "#" | "//"                { return line_comment(lx); }
        <SCRIPT, PROP> "/*" | "/**" whitespace   { return block_comment(lx); }
        <SCRIPT> "?>" newline?        => INITIAL { return VGEN_T_CLOSE_TAG; }

        <SCRIPT> [bB]? "'"                       { return single_quoted(lx); }
        <SCRIPT> [bB]? "\""                      { return double_quoted(lx); }
        <SCRIPT> [bB]? "<<<" blanks (label | "'" label "'" | "\"" label "\"") newline {
            return heredoc_start(lx);
        }
        <SCRIPT> "`"                  => BQ      { return '`'; }
        <SCRIPT> [^]                             { return VGEN_T_BAD_CHARACTER; }

        <PROP> "->"                              { return VGEN_T_OBJECT_OPERATOR; }
        <PROP> "?->"                             { return VGEN_T_NULLSAFE_OBJECT_OPERATOR; }
        <PROP> label                             { pop(lx); return VGEN_T_STRING; }
        <PROP> [^]                               { pop(lx); return rescan_in(lx, lx->cond); }

        <VARNAME> label / [[}]        => SCRIPT  { return VGEN_T_STRING_VARNAME; }
        <VARNAME> [^]                            { return rescan_in(lx, yycSCRIPT); }

        <OFFSET> lnum | hnum | bnum | onum       { return VGEN_T_NUM_STRING; }
        <OFFSET> "]"                             { pop(lx); return ']'; }
        <OFFSET> tokens | [[(){}"`]              { return *lx->tok; }
        <OFFSET> [ \n\r\t\\'#]                   { return offset_cut_short(lx); }
        <OFFSET> label                           { return VGEN_T_STRING; }
        <OFFSET> [^]                             { return VGEN_T_BAD_CHARACTER; }

        <DQ, BQ, HEREDOC> "$" label / ("->" | "?->") label_start {
            return push_then(lx, yycPROP, VGEN_T_VARIABLE);
        }
        <DQ, BQ, HEREDOC> "$" label / "[" { return push_then(lx, yycOFFSET, VGEN_T_VARIABLE); }
        <DQ, BQ, HEREDOC> "$" label       { return VGEN_T_VARIABLE; }
        <DQ, BQ, HEREDOC> "{" / "$"       { return push_then(lx, yycSCRIPT, VGEN_T_CURLY_OPEN); }
        <DQ, BQ, HEREDOC> "${" {
            return push_then(lx, yycVARNAME, VGEN_T_DOLLAR_OPEN_CURLY_BRACES);
        }
        <DQ> "\""                     => SCRIPT  { return '"'; }
        <BQ> "`"                      => SCRIPT  { return '`'; }
        <DQ> [^]                                 { return encapsed(lx, '"'); }
        <BQ> [^]                                 { return encapsed(lx, '`'); }
        <HEREDOC> [^]                            { return heredoc_body(lx, false); }
        <NOWDOC> [^]                             { return heredoc_body(lx, true); }
        <END_HEREDOC> [^]                        { return heredoc_end(lx); }
    */
}

/* Where PHP's escape processing of a double-quoted or backquoted string
 * part would throw: the first invalid "\u{...}" (not hex, empty, or above
 * U+10FFFF) in [p, end); `end` when there is none. */
static const unsigned char *bad_escape(const unsigned char *p, const unsigned char *end)
{
    for (; p < end; p++) {
        if (*p != '\\' || p + 1 == end) {
            continue;
        }
        if (p[1] != 'u' || p + 2 == end || p[2] != '{') {
            p++;
            continue;
        }
        const unsigned char *q = p + 3;
        unsigned long codepoint = 0;
        for (; q < end && isxdigit(*q) && codepoint <= 0x10FFFF; q++) {
            codepoint = codepoint * 16 + hex_value(*q);
        }
        if (q == end || *q != '}' || q == p + 3 || codepoint > 0x10FFFF) {
            return p;
        }
        p = q;
    }
    return end;
}

/* Where PHP's escape processing of a token throws, or its end: only
 * double-quoted and backquoted strings and their parts are processed. */
static const unsigned char *escape_error(const vgen_lexer_t *lx, unsigned int cond, int kind)
{
    const unsigned char *body = lx->tok + (*lx->tok == 'b' || *lx->tok == 'B');
    if (kind == VGEN_T_CONSTANT_ENCAPSED_STRING && *body == '"') {
        const unsigned char *bad = bad_escape(body + 1, lx->cur - 1);
        return bad == lx->cur - 1 ? lx->cur : bad;
    }
    if (kind == VGEN_T_ENCAPSED_AND_WHITESPACE && (cond == yycDQ || cond == yycBQ)) {
        return bad_escape(lx->tok, lx->cur);
    }
    return lx->cur;
}

/* The part of a token whose newlines PHP counts: all of it, except that
 * escape processing stops counting where it throws, and that a
 * T_END_HEREDOC made too long by a failed scan-ahead (see heredoc_end())
 * counts none. */
static const unsigned char *counted_part(const vgen_lexer_t *lx, unsigned int cond, int kind)
{
    if (kind == VGEN_T_END_HEREDOC) {
        return lx->tok;
    }
    if (kind != VGEN_T_CONSTANT_ENCAPSED_STRING && kind != VGEN_T_ENCAPSED_AND_WHITESPACE) {
        return lx->cur; /* what escape_error() says of every other kind, without the call */
    }
    return escape_error(lx, cond, kind);
}

/* Follows the lines a token spans to place the next one: `line_start` moves
 * over every newline, `line` counts those before `counted_end` (as PHP). */
static void advance_lines(vgen_lexer_t *lx, const unsigned char *counted_end)
{
    for (const unsigned char *p = lx->tok; p < lx->cur; p++) {
        if (*p == '\n' || (*p == '\r' && (p + 1 == lx->cur || p[1] != '\n'))) {
            lx->line += p < counted_end;
            lx->line_start = p + 1;
        }
    }
}

/* Tracks (, [, { and their closers during a scan-ahead; a closer that does
 * not match is an error there. Runs of one opener share a slot; past
 * VGEN_LEXER_STACK_MAX alternating runs the scan-ahead gives up as if PHP had
 * thrown (PHP's stack is unbounded; no real code comes near). */
static struct vgen_lexer_bracket_run *top_bracket(vgen_lexer_t *lx)
{
    return lx->bracket_depth > 0 ? &lx->brackets[lx->bracket_depth - 1] : NULL;
}

static void enter_bracket(vgen_lexer_t *lx, unsigned char opening)
{
    struct vgen_lexer_bracket_run *top = top_bracket(lx);
    if (top != NULL && top->opening == opening && top->count < UINT32_MAX) {
        top->count++;
    } else if (lx->bracket_depth == VGEN_LEXER_STACK_MAX) {
        lx->scan_failed = 1;
    } else {
        lx->brackets[lx->bracket_depth].opening = opening;
        lx->brackets[lx->bracket_depth++].count = 1;
    }
}

static void exit_bracket(vgen_lexer_t *lx, unsigned char closing)
{
    unsigned char opening = closing == ')' ? '(' : closing == ']' ? '[' : '{';
    struct vgen_lexer_bracket_run *top = top_bracket(lx);
    if (top == NULL || top->opening != opening) {
        lx->scan_failed = 1;
    } else if (--top->count == 0) {
        lx->bracket_depth--;
    }
}

/* What PHP would throw on while scanning ahead: unbalanced brackets and bad
 * escapes (mixed indentation is caught where labels are found). */
static void check_scan_ahead_token(vgen_lexer_t *lx, unsigned int cond, int kind)
{
    if (cond == yycSCRIPT && (kind == '(' || kind == '[' || kind == '{')) {
        enter_bracket(lx, (unsigned char)kind);
    } else if (cond == yycSCRIPT && kind == VGEN_T_ATTRIBUTE) {
        enter_bracket(lx, '[');
    } else if (cond == yycSCRIPT && (kind == ')' || kind == ']' || kind == '}')) {
        exit_bracket(lx, (unsigned char)kind);
    } else if (kind == VGEN_T_CURLY_OPEN || kind == VGEN_T_DOLLAR_OPEN_CURLY_BRACES) {
        enter_bracket(lx, '{');
    }
    if (escape_error(lx, cond, kind) != lx->cur) {
        lx->scan_failed = 1;
    }
}

/* scan() until it produces something; *cond is the condition that did. */
static int scan_token(vgen_lexer_t *lx, unsigned int *cond)
{
    int kind;
    do {
        *cond = lx->cond;
    } while ((kind = scan(lx)) == RESCAN);
    return kind;
}

/* PHP's heredoc scan-ahead: lexes a copy of the state up to this heredoc's
 * closing label, or to the first error, and returns the indentation of the
 * last heredoc closing label it saw (0 if none). */
static size_t scan_ahead(const vgen_lexer_t *lx)
{
    vgen_lexer_t ahead = *lx;
    unsigned int cond;
    int level = 1, kind;
    ahead.scan_only = 1;
    ahead.scan_failed = 0;
    ahead.scan_indentation = 0;
    ahead.bracket_depth = 0;
    while (level > 0 && (kind = scan_token(&ahead, &cond)) > 0) {
        check_scan_ahead_token(&ahead, cond, kind);
        if (ahead.scan_failed) {
            break;
        }
        level += (kind == VGEN_T_START_HEREDOC) - (kind == VGEN_T_END_HEREDOC);
    }
    return ahead.scan_indentation;
}

static void set_token(vgen_lexer_t *lx, vgen_token_t *tok, int kind)
{
    tok->kind = kind;
    tok->text = (const char *)lx->tok;
    tok->len = (size_t)(lx->cur - lx->tok);
    tok->line = lx->line;
    tok->col = (int)(lx->tok - lx->line_start) + 1;
}

/* token_get_all stops lexing three tokens (not counting whitespace, comments
 * and open tags) after __halt_compiler, and returns the rest as inline HTML
 * placed on the line of the third token. */
static void track_halt_compiler(vgen_lexer_t *lx, const vgen_token_t *tok)
{
    if (lx->halt_tokens < 0) {
        lx->halt_tokens = tok->kind == VGEN_T_HALT_COMPILER ? 3 : -1;
    } else if (lx->halt_tokens > 0 && tok->kind != VGEN_T_WHITESPACE && tok->kind != VGEN_T_COMMENT
               && tok->kind != VGEN_T_DOC_COMMENT && tok->kind != VGEN_T_OPEN_TAG) {
        if (--lx->halt_tokens == 0) {
            lx->halt_line = tok->line;
        }
    }
}

static int halted_data(vgen_lexer_t *lx, vgen_token_t *tok)
{
    lx->tok = lx->cur;
    lx->cur = lx->lim;
    lx->halt_tokens = -1;
    set_token(lx, tok, VGEN_T_INLINE_HTML);
    tok->line = lx->halt_line;
    lx->status = 0;
    return tok->len > 0 ? 1 : 0;
}

void vgen_lexer_init(vgen_lexer_t *lx, const char *src, size_t len)
{
    memset(lx, 0, sizeof *lx);
    lx->src = (const unsigned char *)src;
    lx->lim = lx->src + len;
    lx->cur = lx->tok = lx->line_start = lx->src;
    lx->cond = yycINITIAL;
    lx->line = 1;
    lx->halt_tokens = -1;
    lx->status = 1;
}

int vgen_lexer_next(vgen_lexer_t *lx, vgen_token_t *tok)
{
    if (lx->status <= 0) {
        set_token(lx, tok, 0);
        return lx->status;
    }
    if (lx->halt_tokens == 0) {
        return halted_data(lx, tok);
    }
    unsigned int cond;
    int kind = scan_token(lx, &cond);
    set_token(lx, tok, kind > 0 ? kind : 0);
    if (kind <= 0) {
        lx->status = kind;
        return kind;
    }
    advance_lines(lx, counted_part(lx, cond, kind));
    track_halt_compiler(lx, tok);
    return 1;
}

const char *vgen_lexer_error(const vgen_lexer_t *lx)
{
    return lx->status < 0 ? lx->error : NULL;
}

const char *vgen_token_name(int kind)
{
    static const char *const names[] = {
#define VGEN_TOKEN_NAME(name) #name,
        VGEN_TOKEN_MAP(VGEN_TOKEN_NAME)
#undef VGEN_TOKEN_NAME
    };
    if (kind <= VGEN_T__FIRST || kind >= VGEN_T__END) {
        return NULL;
    }
    return names[kind - VGEN_T__FIRST - 1];
}
