/*
 * Unit tests for compiler/lexer.re: kinds, texts, lines and columns of tokens
 * in snippets where PHP's tokenizer is subtle. The conformance check
 * (tests/vgen/conformance) compares whole files with token_get_all(); these
 * pin the cases down one by one and check what PHP cannot show (columns,
 * errors, the end-of-input contract).
 */
#include "lexer.h"
#include "unit.h"

/* One expected token: kind, text, line, column. */
struct expected {
    int kind;
    const char *text;
    int line;
    int col;
};

/* Lexes `src` and compares every token with `want` (terminated by an entry
 * whose text is NULL), then expects the end of input. */
static void expect_tokens(const char *src, const struct expected *want)
{
    vgen_lexer_t lx;
    vgen_token_t tok;
    vgen_lexer_init(&lx, src, strlen(src));
    for (; want->text != NULL; want++) {
        EXPECT_INT(vgen_lexer_next(&lx, &tok), 1);
        EXPECT_INT(tok.kind, want->kind);
        EXPECT_MEM(tok.text, tok.len, want->text);
        EXPECT_INT(tok.line, want->line);
        EXPECT_INT(tok.col, want->col);
    }
    EXPECT_INT(vgen_lexer_next(&lx, &tok), 0);
}

static void open_tag_and_inline_html(void)
{
    static const struct expected want[] = {
        {VGEN_T_INLINE_HTML, "<p><?xml <?phpx\n", 1, 1},
        {VGEN_T_OPEN_TAG, "<?PHP\r\n", 2, 1},
        {VGEN_T_VARIABLE, "$a", 3, 1},
        {VGEN_T_WHITESPACE, " ", 3, 3},
        {VGEN_T_CLOSE_TAG, "?>\n", 3, 4},
        {VGEN_T_INLINE_HTML, "x", 4, 1},
        {VGEN_T_OPEN_TAG_WITH_ECHO, "<?=", 4, 2},
        {VGEN_T_LNUMBER, "1", 4, 5},
        {0, NULL, 0, 0},
    };
    expect_tokens("<p><?xml <?phpx\n<?PHP\r\n$a ?>\nx<?=1", want);
}

static void keywords_after_arrow_are_names(void)
{
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {VGEN_T_VARIABLE, "$a", 1, 7},
        {VGEN_T_NULLSAFE_OBJECT_OPERATOR, "?->", 1, 9},
        {VGEN_T_STRING, "Class", 1, 12},
        {VGEN_T_DOUBLE_COLON, "::", 1, 17},
        {VGEN_T_CLASS, "class", 1, 19},
        {';', ";", 1, 24},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php $a?->Class::class;", want);
}

static void enum_only_before_a_name(void)
{
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {VGEN_T_ENUM, "enum", 1, 7},
        {VGEN_T_WHITESPACE, "\n", 1, 11},
        {VGEN_T_STRING, "E", 2, 1},
        {';', ";", 2, 2},
        {VGEN_T_STRING, "enum", 2, 3},
        {VGEN_T_WHITESPACE, " ", 2, 7},
        {VGEN_T_EXTENDS, "extends", 2, 8},
        {VGEN_T_WHITESPACE, " ", 2, 15},
        {VGEN_T_STRING, "enum", 2, 16},
        {'(', "(", 2, 20},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php enum\nE;enum extends enum(", want);
}

static void names_and_numbers(void)
{
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {VGEN_T_NAME_RELATIVE, "namespace\\A", 1, 7},
        {',', ",", 1, 18},
        {VGEN_T_NAME_FULLY_QUALIFIED, "\\A\\B", 1, 19},
        {',', ",", 1, 23},
        {VGEN_T_NAME_QUALIFIED, "A\\list", 1, 24},
        {',', ",", 1, 30},
        {VGEN_T_LNUMBER, "0o17", 1, 31},
        {',', ",", 1, 35},
        {VGEN_T_DNUMBER, "0x8000000000000000", 1, 36},
        {',', ",", 1, 54},
        {VGEN_T_LNUMBER, "0x7FFF_FFFF_FFFF_FFFF", 1, 55},
        {',', ",", 1, 76},
        {VGEN_T_LNUMBER, "1", 1, 77},
        {VGEN_T_STRING, "_", 1, 78},
        {0, NULL, 0, 0},
    };
    expect_tokens(
        "<?php namespace\\A,\\A\\B,A\\list,0o17,0x8000000000000000,0x7FFF_FFFF_FFFF_FFFF,1_", want);
}

static void interpolation_in_double_quotes(void)
{
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {'"', "\"", 1, 7},
        {VGEN_T_ENCAPSED_AND_WHITESPACE, "a ", 1, 8},
        {VGEN_T_VARIABLE, "$b", 1, 10},
        {'[', "[", 1, 12},
        {VGEN_T_NUM_STRING, "0", 1, 13},
        {']', "]", 1, 14},
        {VGEN_T_VARIABLE, "$c", 1, 15},
        {VGEN_T_OBJECT_OPERATOR, "->", 1, 17},
        {VGEN_T_STRING, "d", 1, 19},
        {VGEN_T_CURLY_OPEN, "{", 1, 20},
        {VGEN_T_VARIABLE, "$e", 1, 21},
        {'}', "}", 1, 23},
        {VGEN_T_DOLLAR_OPEN_CURLY_BRACES, "${", 1, 24},
        {VGEN_T_STRING_VARNAME, "f", 1, 26},
        {'}', "}", 1, 27},
        {VGEN_T_ENCAPSED_AND_WHITESPACE, "\n", 1, 28},
        {'"', "\"", 2, 1},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php \"a $b[0]$c->d{$e}${f}\n\"", want);
}

static void heredoc_with_indented_closing_label(void)
{
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php\n", 1, 1},
        {VGEN_T_START_HEREDOC, "<<<EOT\n", 2, 1},
        {VGEN_T_ENCAPSED_AND_WHITESPACE, "  a ", 3, 1},
        {VGEN_T_VARIABLE, "$x", 3, 5},
        {VGEN_T_ENCAPSED_AND_WHITESPACE, "\n  EOTX\n", 3, 7},
        {VGEN_T_END_HEREDOC, "  EOT", 5, 1},
        {';', ";", 5, 6},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php\n<<<EOT\n  a $x\n  EOTX\n  EOT;", want);
}

static void halt_compiler_leaves_the_rest_as_data(void)
{
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {VGEN_T_HALT_COMPILER, "__HALT_COMPILER", 1, 7},
        {'(', "(", 1, 22},
        {')', ")", 1, 23},
        {VGEN_T_CLOSE_TAG, "?>\n", 1, 24},
        {VGEN_T_INLINE_HTML, "\x01<?php \"", 1, 1},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php __HALT_COMPILER()?>\n\x01<?php \"", want);
}

static void casts_ampersands_and_bad_bytes(void)
{
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {VGEN_T_INT_CAST, "( Integer\t)", 1, 7},
        {VGEN_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG, "&", 1, 18},
        {VGEN_T_WHITESPACE, "\n", 1, 19},
        {VGEN_T_VARIABLE, "$a", 2, 1},
        {VGEN_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG, "&", 2, 3},
        {VGEN_T_COMMENT, "/**/", 2, 4},
        {VGEN_T_ELLIPSIS, "...", 2, 8},
        {VGEN_T_BAD_CHARACTER, "\x01", 2, 11},
        {'(', "(", 2, 12},
        {VGEN_T_STRING, "obj", 2, 13},
        {')', ")", 2, 16},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php ( Integer\t)&\n$a&/**/...\x01(obj)", want);
}

static void comments_keep_the_property_state(void)
{
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {VGEN_T_VARIABLE, "$a", 1, 7},
        {VGEN_T_OBJECT_OPERATOR, "->", 1, 9},
        {VGEN_T_COMMENT, "#[x", 1, 11},
        {VGEN_T_WHITESPACE, "\n", 1, 14},
        {VGEN_T_DOC_COMMENT, "/** d */", 2, 1},
        {VGEN_T_STRING, "list", 2, 9},
        {';', ";", 2, 13},
        {VGEN_T_YIELD_FROM, "yield\r\nfrom", 2, 14},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php $a->#[x\n/** d */list;yield\r\nfrom", want);
}

static void lone_cr_and_crlf_end_lines(void)
{
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php\r", 1, 1},
        {VGEN_T_CONSTANT_ENCAPSED_STRING, "'a\r\nb\rc'", 2, 1},
        {VGEN_T_CLOSE_TAG, "?>\r\n", 4, 3},
        {VGEN_T_INLINE_HTML, "x\r", 5, 1},
        {VGEN_T_OPEN_TAG, "<?php\n", 6, 1},
        {VGEN_T_LNUMBER, "1", 7, 1},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php\r'a\r\nb\rc'?>\r\nx\r<?php\n1", want);
}

static void bad_escape_stops_line_counting(void)
{
    /* PHP's escape processing throws at \u{zz} and stops counting lines
     * there; what follows the string is still on line 1 for PHP. */
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1}, {VGEN_T_CONSTANT_ENCAPSED_STRING, "\"\\u{zz}\n\"", 1, 7},
        {VGEN_T_VARIABLE, "$x", 1, 2},     {VGEN_T_CONSTANT_ENCAPSED_STRING, "\"\\u{7A}\n\"", 1, 4},
        {VGEN_T_VARIABLE, "$y", 2, 2},     {0, NULL, 0, 0},
    };
    expect_tokens("<?php \"\\u{zz}\n\"$x\"\\u{7A}\n\"$y", want);
}

static void failed_heredoc_scan_ahead_shortens_the_end(void)
{
    /* The scan-ahead stops at the unmatched ')' before seeing the closing
     * label, so PHP makes T_END_HEREDOC as long as the bare label. */
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {VGEN_T_START_HEREDOC, "<<<EOT\n", 1, 7},
        {VGEN_T_ENCAPSED_AND_WHITESPACE, "  ", 2, 1},
        {VGEN_T_CURLY_OPEN, "{", 2, 3},
        {VGEN_T_VARIABLE, "$a", 2, 4},
        {')', ")", 2, 6},
        {'}', "}", 2, 7},
        {VGEN_T_ENCAPSED_AND_WHITESPACE, "\n", 2, 8},
        {VGEN_T_END_HEREDOC, "  E", 3, 1},
        {VGEN_T_STRING, "OT", 3, 4},
        {';', ";", 3, 6},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php <<<EOT\n  {$a)}\n  EOT;", want);
}

static void offset_cut_short_by_a_blank(void)
{
    static const struct expected want[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {'"', "\"", 1, 7},
        {VGEN_T_VARIABLE, "$a", 1, 8},
        {'[', "[", 1, 10},
        {VGEN_T_STRING, "b", 1, 11},
        {VGEN_T_ENCAPSED_AND_WHITESPACE, "", 1, 12},
        {VGEN_T_ENCAPSED_AND_WHITESPACE, " c]", 1, 12},
        {'"', "\"", 1, 15},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php \"$a[b c]\"", want);
}

static void unterminated_constructs_run_to_the_end(void)
{
    static const struct expected single[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {VGEN_T_ENCAPSED_AND_WHITESPACE, "'a\\'", 1, 7},
        {0, NULL, 0, 0},
    };
    static const struct expected nowdoc[] = {
        {VGEN_T_OPEN_TAG, "<?php ", 1, 1},
        {VGEN_T_START_HEREDOC, "<<<'X'\n", 1, 7},
        {VGEN_T_ENCAPSED_AND_WHITESPACE, "$a\nX", 2, 1},
        {0, NULL, 0, 0},
    };
    expect_tokens("<?php 'a\\'", single);
    expect_tokens("<?php <<<'X'\n$a\nX", nowdoc);
}

static void too_many_nested_heredocs_is_an_error(void)
{
    static const char nest[] = "<<<A\n{$a[";
    char src[VGEN_LEXER_HEREDOC_MAX * 16 + 16] = "<?php ";
    for (int i = 0; i <= VGEN_LEXER_HEREDOC_MAX; i++) {
        strcat(src, nest);
    }
    vgen_lexer_t lx;
    vgen_token_t tok;
    int rc;
    vgen_lexer_init(&lx, src, strlen(src));
    while ((rc = vgen_lexer_next(&lx, &tok)) > 0) {
    }
    EXPECT(rc < 0);
    EXPECT_STR(vgen_lexer_error(&lx), "too many nested heredocs");
    EXPECT_INT(tok.kind, 0);
    EXPECT_INT(tok.text - src, 6 + VGEN_LEXER_HEREDOC_MAX * (sizeof nest - 1));
}

static void end_and_errors_are_sticky(void)
{
    /* Each "{${ stacks a string under an interpolation and a block
     * under that: two runs that cannot merge. */
    char deep[VGEN_LEXER_STACK_MAX * 4 + 16] = "<?php ";
    for (int i = 0; i < VGEN_LEXER_STACK_MAX / 2 + 1; i++) {
        strcat(deep, "\"{${");
    }
    vgen_lexer_t lx;
    vgen_token_t tok;
    int rc;
    vgen_lexer_init(&lx, deep, strlen(deep));
    while ((rc = vgen_lexer_next(&lx, &tok)) > 0) {
    }
    EXPECT(rc < 0);
    EXPECT_STR(vgen_lexer_error(&lx), "nesting of strings and braces too deep");
    EXPECT_INT(vgen_lexer_next(&lx, &tok), rc);

    vgen_lexer_init(&lx, "", 0);
    EXPECT_INT(vgen_lexer_next(&lx, &tok), 0);
    EXPECT_INT(vgen_lexer_next(&lx, &tok), 0);
    EXPECT(vgen_lexer_error(&lx) == NULL);
}

static void token_names(void)
{
    EXPECT_STR(vgen_token_name(VGEN_T_LNUMBER), "T_LNUMBER");
    EXPECT_STR(vgen_token_name(VGEN_T_BAD_CHARACTER), "T_BAD_CHARACTER");
    EXPECT(vgen_token_name(';') == NULL);
    EXPECT(vgen_token_name(VGEN_T__END) == NULL);
}

UNIT_MAIN(UNIT_TEST(casts_ampersands_and_bad_bytes), UNIT_TEST(comments_keep_the_property_state),
          UNIT_TEST(lone_cr_and_crlf_end_lines), UNIT_TEST(bad_escape_stops_line_counting),
          UNIT_TEST(failed_heredoc_scan_ahead_shortens_the_end),
          UNIT_TEST(offset_cut_short_by_a_blank), UNIT_TEST(unterminated_constructs_run_to_the_end),
          UNIT_TEST(too_many_nested_heredocs_is_an_error), UNIT_TEST(open_tag_and_inline_html),
          UNIT_TEST(keywords_after_arrow_are_names), UNIT_TEST(enum_only_before_a_name),
          UNIT_TEST(names_and_numbers), UNIT_TEST(interpolation_in_double_quotes),
          UNIT_TEST(heredoc_with_indented_closing_label),
          UNIT_TEST(halt_compiler_leaves_the_rest_as_data), UNIT_TEST(end_and_errors_are_sticky),
          UNIT_TEST(token_names))
