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

#define END_OF_TOKENS {0, NULL, 0, 0}

/* Lexes `src` and compares every token with `want` (terminated by
 * END_OF_TOKENS), then expects the end of input. */
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
        END_OF_TOKENS,
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
        END_OF_TOKENS,
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
        END_OF_TOKENS,
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
        END_OF_TOKENS,
    };
    expect_tokens("<?php namespace\\A,\\A\\B,A\\list,0o17,0x8000000000000000,0x7FFF_FFFF_FFFF_FFFF,1_",
                  want);
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
        END_OF_TOKENS,
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
        END_OF_TOKENS,
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
        END_OF_TOKENS,
    };
    expect_tokens("<?php __HALT_COMPILER()?>\n\x01<?php \"", want);
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

UNIT_MAIN(UNIT_TEST(open_tag_and_inline_html), UNIT_TEST(keywords_after_arrow_are_names),
          UNIT_TEST(enum_only_before_a_name), UNIT_TEST(names_and_numbers),
          UNIT_TEST(interpolation_in_double_quotes), UNIT_TEST(heredoc_with_indented_closing_label),
          UNIT_TEST(halt_compiler_leaves_the_rest_as_data), UNIT_TEST(end_and_errors_are_sticky),
          UNIT_TEST(token_names))
