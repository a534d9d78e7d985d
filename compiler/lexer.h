/*
 * vgen's PHP 8.2 lexer: the contract between the re2c lexer (lexer.re) and
 * everything that reads tokens (the scanner, `vgen tokens`).
 *
 * The lexer produces exactly the tokens PHP's own token_get_all() produces,
 * including whitespace, comments and inline HTML, so the scanner decides what
 * to skip. Token kinds: a single-character token is its character code
 * (';' is 59); every named token is a VGEN_T_* value >= 256 whose name,
 * through vgen_token_name(), is spelled as PHP's token_name() spells it.
 *
 * The lexer never allocates and never reads outside [src, src + len): token
 * text points into the caller's buffer, which must outlive the tokens.
 * Caller-allocated: vgen_lexer_init() then vgen_lexer_next() until it returns
 * 0; nothing to free.
 */
#ifndef VGEN_LEXER_H
#define VGEN_LEXER_H

#include <stddef.h>

/* Every named PHP 8.2 token, in PHP's own order. */
#define VGEN_TOKEN_MAP(X)                                                                          \
    X(T_LNUMBER)                                                                                   \
    X(T_DNUMBER)                                                                                   \
    X(T_STRING)                                                                                    \
    X(T_NAME_FULLY_QUALIFIED)                                                                      \
    X(T_NAME_RELATIVE)                                                                             \
    X(T_NAME_QUALIFIED)                                                                            \
    X(T_VARIABLE)                                                                                  \
    X(T_INLINE_HTML)                                                                               \
    X(T_ENCAPSED_AND_WHITESPACE)                                                                   \
    X(T_CONSTANT_ENCAPSED_STRING)                                                                  \
    X(T_STRING_VARNAME)                                                                            \
    X(T_NUM_STRING)                                                                                \
    X(T_INCLUDE)                                                                                   \
    X(T_INCLUDE_ONCE)                                                                              \
    X(T_EVAL)                                                                                      \
    X(T_REQUIRE)                                                                                   \
    X(T_REQUIRE_ONCE)                                                                              \
    X(T_LOGICAL_OR)                                                                                \
    X(T_LOGICAL_XOR)                                                                               \
    X(T_LOGICAL_AND)                                                                               \
    X(T_PRINT)                                                                                     \
    X(T_YIELD)                                                                                     \
    X(T_YIELD_FROM)                                                                                \
    X(T_INSTANCEOF)                                                                                \
    X(T_NEW)                                                                                       \
    X(T_CLONE)                                                                                     \
    X(T_EXIT)                                                                                      \
    X(T_IF)                                                                                        \
    X(T_ELSEIF)                                                                                    \
    X(T_ELSE)                                                                                      \
    X(T_ENDIF)                                                                                     \
    X(T_ECHO)                                                                                      \
    X(T_DO)                                                                                        \
    X(T_WHILE)                                                                                     \
    X(T_ENDWHILE)                                                                                  \
    X(T_FOR)                                                                                       \
    X(T_ENDFOR)                                                                                    \
    X(T_FOREACH)                                                                                   \
    X(T_ENDFOREACH)                                                                                \
    X(T_DECLARE)                                                                                   \
    X(T_ENDDECLARE)                                                                                \
    X(T_AS)                                                                                        \
    X(T_SWITCH)                                                                                    \
    X(T_ENDSWITCH)                                                                                 \
    X(T_CASE)                                                                                      \
    X(T_DEFAULT)                                                                                   \
    X(T_MATCH)                                                                                     \
    X(T_BREAK)                                                                                     \
    X(T_CONTINUE)                                                                                  \
    X(T_GOTO)                                                                                      \
    X(T_FUNCTION)                                                                                  \
    X(T_FN)                                                                                        \
    X(T_CONST)                                                                                     \
    X(T_RETURN)                                                                                    \
    X(T_TRY)                                                                                       \
    X(T_CATCH)                                                                                     \
    X(T_FINALLY)                                                                                   \
    X(T_THROW)                                                                                     \
    X(T_USE)                                                                                       \
    X(T_INSTEADOF)                                                                                 \
    X(T_GLOBAL)                                                                                    \
    X(T_STATIC)                                                                                    \
    X(T_ABSTRACT)                                                                                  \
    X(T_FINAL)                                                                                     \
    X(T_PRIVATE)                                                                                   \
    X(T_PROTECTED)                                                                                 \
    X(T_PUBLIC)                                                                                    \
    X(T_READONLY)                                                                                  \
    X(T_VAR)                                                                                       \
    X(T_UNSET)                                                                                     \
    X(T_ISSET)                                                                                     \
    X(T_EMPTY)                                                                                     \
    X(T_HALT_COMPILER)                                                                             \
    X(T_CLASS)                                                                                     \
    X(T_TRAIT)                                                                                     \
    X(T_INTERFACE)                                                                                 \
    X(T_ENUM)                                                                                      \
    X(T_EXTENDS)                                                                                   \
    X(T_IMPLEMENTS)                                                                                \
    X(T_NAMESPACE)                                                                                 \
    X(T_LIST)                                                                                      \
    X(T_ARRAY)                                                                                     \
    X(T_CALLABLE)                                                                                  \
    X(T_LINE)                                                                                      \
    X(T_FILE)                                                                                      \
    X(T_DIR)                                                                                       \
    X(T_CLASS_C)                                                                                   \
    X(T_TRAIT_C)                                                                                   \
    X(T_METHOD_C)                                                                                  \
    X(T_FUNC_C)                                                                                    \
    X(T_NS_C)                                                                                      \
    X(T_ATTRIBUTE)                                                                                 \
    X(T_PLUS_EQUAL)                                                                                \
    X(T_MINUS_EQUAL)                                                                               \
    X(T_MUL_EQUAL)                                                                                 \
    X(T_DIV_EQUAL)                                                                                 \
    X(T_CONCAT_EQUAL)                                                                              \
    X(T_MOD_EQUAL)                                                                                 \
    X(T_AND_EQUAL)                                                                                 \
    X(T_OR_EQUAL)                                                                                  \
    X(T_XOR_EQUAL)                                                                                 \
    X(T_SL_EQUAL)                                                                                  \
    X(T_SR_EQUAL)                                                                                  \
    X(T_COALESCE_EQUAL)                                                                            \
    X(T_BOOLEAN_OR)                                                                                \
    X(T_BOOLEAN_AND)                                                                               \
    X(T_IS_EQUAL)                                                                                  \
    X(T_IS_NOT_EQUAL)                                                                              \
    X(T_IS_IDENTICAL)                                                                              \
    X(T_IS_NOT_IDENTICAL)                                                                          \
    X(T_IS_SMALLER_OR_EQUAL)                                                                       \
    X(T_IS_GREATER_OR_EQUAL)                                                                       \
    X(T_SPACESHIP)                                                                                 \
    X(T_SL)                                                                                        \
    X(T_SR)                                                                                        \
    X(T_INC)                                                                                       \
    X(T_DEC)                                                                                       \
    X(T_INT_CAST)                                                                                  \
    X(T_DOUBLE_CAST)                                                                               \
    X(T_STRING_CAST)                                                                               \
    X(T_ARRAY_CAST)                                                                                \
    X(T_OBJECT_CAST)                                                                               \
    X(T_BOOL_CAST)                                                                                 \
    X(T_UNSET_CAST)                                                                                \
    X(T_OBJECT_OPERATOR)                                                                           \
    X(T_NULLSAFE_OBJECT_OPERATOR)                                                                  \
    X(T_DOUBLE_ARROW)                                                                              \
    X(T_COMMENT)                                                                                   \
    X(T_DOC_COMMENT)                                                                               \
    X(T_OPEN_TAG)                                                                                  \
    X(T_OPEN_TAG_WITH_ECHO)                                                                        \
    X(T_CLOSE_TAG)                                                                                 \
    X(T_WHITESPACE)                                                                                \
    X(T_START_HEREDOC)                                                                             \
    X(T_END_HEREDOC)                                                                               \
    X(T_DOLLAR_OPEN_CURLY_BRACES)                                                                  \
    X(T_CURLY_OPEN)                                                                                \
    X(T_DOUBLE_COLON)                                                                              \
    X(T_NS_SEPARATOR)                                                                              \
    X(T_ELLIPSIS)                                                                                  \
    X(T_COALESCE)                                                                                  \
    X(T_POW)                                                                                       \
    X(T_POW_EQUAL)                                                                                 \
    X(T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG)                                                       \
    X(T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG)                                                   \
    X(T_BAD_CHARACTER)

enum vgen_token_kind {
    VGEN_T__FIRST = 255,
#define VGEN_TOKEN_ENUM(name) VGEN_##name,
    VGEN_TOKEN_MAP(VGEN_TOKEN_ENUM)
#undef VGEN_TOKEN_ENUM
        VGEN_T__END
};

typedef struct vgen_token {
    int kind;         /* a character code (< 256) or an enum vgen_token_kind */
    const char *text; /* points into the source buffer; not NUL-terminated */
    size_t len;
    int line; /* 1-based line of the token's first byte, as PHP counts */
    int col;  /* 1-based byte column of the token's first byte */
} vgen_token_t;

/* The lexer's state lives here (the re2c conditions, heredoc label stack, …);
 * its fields are private to lexer.re. */
#include "lexer_state.h"

/* Prepares `lx` to read src[0..len). Never fails. */
void vgen_lexer_init(vgen_lexer_t *lx, const char *src, size_t len);

/*
 * Reads the next token into `tok`. Returns 1 when a token was produced, 0 at
 * the end of input, and a negative value when the input exceeds the lexer's
 * fixed limits (heredocs, or strings and braces alternately nested, deeper
 * than lexer_state.h allows). token_get_all() rejects nothing: an
 * unterminated comment, string or heredoc, `1__0` or a stray byte all lex as
 * PHP lexes them (T_BAD_CHARACTER for the byte), and so they do here. After
 * an error vgen_lexer_error() describes it and `tok` (kind 0) holds the
 * position. After an error or the end, it keeps returning the same result.
 */
int vgen_lexer_next(vgen_lexer_t *lx, vgen_token_t *tok);

/* The message of the last error ("too many nested heredocs"), a static
 * string; NULL when there was none. */
const char *vgen_lexer_error(const vgen_lexer_t *lx);

/* The name of a kind as token_name() spells it ("T_STRING"); for a
 * character code, NULL. */
const char *vgen_token_name(int kind);

#endif
