/*
 * Vela\View: PHP templates rendered to a string, escaped by default, with no
 * output buffer. A template is a plain PHP file (HTML with <?php ?> and
 * <?= ?>). On its first render in a worker it is read once, its tokens (from
 * PHP's own scanner, so strings, comments and heredocs are never mistaken for
 * tags) are rewritten into the body of a static closure, and that closure is
 * kept by the View:
 *
 *     HTML                    $__out[] = 'HTML';
 *     <?= expr ?>             $__out[] = \Vela\View::escape(expr);
 *                             ((string) expr as htmlspecialchars(..., ENT_QUOTES |
 *                             ENT_SUBSTITUTE, 'UTF-8') escapes it; valid UTF-8 in the engine)
 *     <?= raw(expr) ?>        $__out[] = (string) (expr);         (the explicit opt-out)
 *     <?php code ?>           code;
 *
 * Rendering calls the closure with the variables and returns its pieces
 * joined: an append to an array per piece and one copy at the end. Growing
 * the page with `$__out .= piece` cost concat_function, _erealloc and
 * memcpy about 12k of fortunes' 66k instructions a request; text with
 * nothing to escape is now kept as the string it was until the join.
 * Nothing goes through PHP's output layer, whose buffers are one
 * stack per process: with ob_start(), a template that waits on a query lets
 * another coroutine's output land in its buffer (docs/coroutines.md). Here
 * the page is a local variable of the call, so a template may suspend.
 *
 * The rewrite keeps every newline where it was and compiles under the
 * template's path, so an error names the template's own file and line.
 * `echo` and `print` inside a template are errors: they would write to the
 * process's output, not to the page.
 */
#include <php.h>
#include <Zend/zend_closures.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_language_scanner.h>
#include <Zend/zend_language_scanner_defs.h>
#include <Zend/zend_smart_str.h>
#include <ext/standard/html.h>
#include <main/php_streams.h>

#include "php/app/app.h"
#include "php/core/binding.h"
#include "src/core/html.h"

/* The token numbers (T_INLINE_HTML, ...) of PHP's own parser. */
#include <Zend/zend_language_parser.h>

zend_class_entry *vela_ce_app_view;
static zend_object_handlers view_handlers;

typedef struct vela_php_view {
    zend_string *directory; /* without a trailing '/' */
    HashTable compiled;     /* template name => its closure */
    zend_object std;
} vela_php_view_t;

static inline vela_php_view_t *from_obj(zend_object *obj)
{
    return (vela_php_view_t *)((char *)obj - XtOffsetOf(vela_php_view_t, std));
}

/* What the rewrite of one template has seen so far. */
typedef struct rewrite {
    smart_str out;
    const char *path;
    int line;
    enum { IN_HTML, IN_CODE, IN_ECHO } state;
    smart_str expr;    /* the expression of the <?= ?> being read */
    size_t raw_start;  /* in expr: after "raw(", when the echo starts so; else 0 */
    size_t raw_end;    /* in expr: the ")" that closed raw( at depth 0 */
    int depth;         /* parentheses open since raw( */
    int significant;   /* tokens of the echo that are not white space or comments */
    size_t semicolon;  /* in expr + 1: a trailing ';' to drop; 0 when none */
    bool raw_broken;   /* something followed raw(...)'s closing parenthesis */
    bool mentions_raw; /* the echo calls a function raw() anywhere */
    int previous;      /* the echo's last significant token */
} rewrite_t;

/* The newlines of text[0..len), so the rewritten code keeps the template's lines. */
static void newlines(smart_str *out, const char *text, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\n') {
            smart_str_appendc(out, '\n');
        }
    }
}

static void append_html(rewrite_t *r, const char *text, size_t len)
{
    smart_str_appends(&r->out, "$__out[] = '");
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\'' || text[i] == '\\') {
            smart_str_appendc(&r->out, '\\');
        }
        smart_str_appendc(&r->out, text[i]);
    }
    smart_str_appends(&r->out, "';");
}

/* Ends the <?= ?> being read: its value, escaped unless it is raw(...), goes to the page.
 * False after throwing: raw( anywhere but around the whole expression. */
static bool finish_echo(rewrite_t *r)
{
    char *e = r->expr.s ? ZSTR_VAL(r->expr.s) : NULL;
    size_t len = r->expr.s ? ZSTR_LEN(r->expr.s) : 0;
    if (r->semicolon) {
        e[r->semicolon - 1] = ' ';
    }
    bool raw = r->raw_start && r->raw_end && !r->raw_broken && r->depth == 0;
    if (!raw && r->mentions_raw) {
        zend_throw_exception_ex(
            vela_ce_core_exception, 0,
            "%s:%d: raw(...) must be the whole of its <?= ?>: <?= raw($html) ?>", r->path, r->line);
        return false;
    }
    if (raw) {
        smart_str_appends(&r->out, "$__out[] = (string) (");
        smart_str_appendl(&r->out, e + r->raw_start, r->raw_end - r->raw_start);
        smart_str_appendc(&r->out, ')');
        newlines(&r->out, e + r->raw_end, len - r->raw_end);
        smart_str_appendc(&r->out, ';');
    } else {
        smart_str_appends(&r->out, "$__out[] = \\Vela\\View::escape(");
        smart_str_appendl(&r->out, e ? e : "", len);
        smart_str_appends(&r->out, ");");
    }
    smart_str_free(&r->expr);
    memset(&r->expr, 0, sizeof(r->expr));
    r->raw_start = r->raw_end = r->semicolon = 0;
    r->depth = r->significant = 0;
    r->raw_broken = r->mentions_raw = false;
    r->previous = 0;
    return true;
}

/* One token of a <?= ?>: copied into the expression, watching for raw(...) and a final ';'. */
static void echo_token(rewrite_t *r, int token, const char *text, size_t len)
{
    bool blank = token == T_WHITESPACE || token == T_COMMENT || token == T_DOC_COMMENT;
    size_t at = r->expr.s ? ZSTR_LEN(r->expr.s) : 0;
    smart_str_appendl(&r->expr, text, len);
    if (blank) {
        return;
    }
    r->significant++;
    bool member = r->previous == T_OBJECT_OPERATOR || r->previous == T_NULLSAFE_OBJECT_OPERATOR ||
                  r->previous == T_PAAMAYIM_NEKUDOTAYIM;
    r->mentions_raw |= !member && token == T_STRING && len == 3 && memcmp(text, "raw", 3) == 0;
    r->previous = token;
    r->semicolon = token == ';' ? at + 1 : 0;
    if (r->significant == 1) {
        r->raw_start = (token == T_STRING && len == 3 && memcmp(text, "raw", 3) == 0) ? 1 : 0;
    } else if (r->significant == 2 && r->raw_start) {
        r->raw_start = token == '(' ? at + 1 : 0;
        r->depth = 1;
    } else if (r->raw_start && token != ';') {
        r->raw_broken |= r->depth == 0;
        r->depth += token == '(' ? 1 : token == ')' ? -1 : 0;
        r->raw_end = r->depth == 0 && token == ')' ? at : r->raw_end;
    }
}

/* One token of the template; false after throwing. */
static bool rewrite_token(rewrite_t *r, int token, const char *text, size_t len)
{
    switch (token) {
    case T_INLINE_HTML:
        append_html(r, text, len);
        return true;
    case T_OPEN_TAG:
        r->state = IN_CODE;
        smart_str_appendc(&r->out, ' ');
        newlines(&r->out, text, len);
        return true;
    case T_OPEN_TAG_WITH_ECHO:
        r->state = IN_ECHO;
        return true;
    case T_CLOSE_TAG:
        if (r->state == IN_ECHO && !finish_echo(r)) {
            return false;
        }
        smart_str_appendc(&r->out, r->state == IN_ECHO ? ' ' : ';');
        newlines(&r->out, text, len);
        r->state = IN_HTML;
        return true;
    }
    if (r->state == IN_ECHO) {
        echo_token(r, token, text, len);
        return true;
    }
    if (token == T_ECHO || token == T_PRINT) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "%s:%d: %.*s in a template writes to the process's output, not the "
                                "page: use <?= ... ?> (escaped) or <?= raw(...) ?>",
                                r->path, r->line, (int)len, text);
        return false;
    }
    smart_str_appendl(&r->out, text, len);
    return true;
}

/*
 * The PHP code of the closure that renders `source` (the template at `path`):
 * a new string, or NULL after throwing. Scans with PHP's own scanner, its
 * state saved and restored around the scan.
 */
static zend_string *rewrite(zend_string *source, const char *path)
{
    rewrite_t r = {.path = path, .line = 1, .state = IN_HTML};
    zend_lex_state saved;
    zval text, token_value;
    bool ok = true;
    smart_str_appends(&r.out, "return static function (array $__vars): string { "
                              "\\extract($__vars, \\EXTR_SKIP); $__out = [];");
    ZVAL_STR_COPY(&text, source);
    zend_save_lexical_state(&saved);
    zend_prepare_string_for_scanning(&text, ZSTR_EMPTY_ALLOC());
    LANG_SCNG(yy_state) = yycINITIAL;
    ZVAL_UNDEF(&token_value);
    int token;
    while (ok && (token = lex_scan(&token_value, NULL)) != 0) {
        r.line = CG(zend_lineno);
        ok = rewrite_token(&r, token, (const char *)LANG_SCNG(yy_text), LANG_SCNG(yy_leng));
        zval_ptr_dtor_nogc(&token_value);
        ZVAL_UNDEF(&token_value);
    }
    zend_restore_lexical_state(&saved);
    zval_ptr_dtor_str(&text);
    if (ok && r.state == IN_ECHO) {
        ok = finish_echo(&r);
    }
    smart_str_free(&r.expr);
    if (!ok || EG(exception)) {
        smart_str_free(&r.out);
        return NULL;
    }
    smart_str_appends(&r.out, ";\nreturn \\implode('', $__out); };");
    return smart_str_extract(&r.out);
}

/* Compiles the code `rewrite()` made and runs it: the closure into *closure; false after
 * throwing (a ParseError names the template's file and line). */
static bool compile(zend_string *code, const char *path, zval *closure)
{
    zend_op_array *op_array = zend_compile_string(code, path, ZEND_COMPILE_POSITION_AFTER_OPEN_TAG);
    if (op_array == NULL) {
        return false;
    }
    op_array->scope = NULL;
    ZVAL_UNDEF(closure);
    zend_try
    {
        zend_execute(op_array, closure);
    }
    zend_catch
    {
        destroy_op_array(op_array);
        efree_size(op_array, sizeof(zend_op_array));
        zend_bailout();
    }
    zend_end_try();
    destroy_op_array(op_array);
    efree_size(op_array, sizeof(zend_op_array));
    return !EG(exception) && Z_TYPE_P(closure) == IS_OBJECT;
}

/* Whether `name` may name a template: not empty, no NUL, no "..", not absolute. */
static bool valid_name(zend_string *name)
{
    const char *s = ZSTR_VAL(name);
    size_t len = ZSTR_LEN(name);
    if (len == 0 || s[0] == '/' || memchr(s, '\0', len) || strstr(s, "..")) {
        return false;
    }
    return true;
}

/* The closure of template `name`, compiled on its first use; NULL after throwing. */
static zval *template_closure(vela_php_view_t *view, zend_string *name)
{
    zval *found = zend_hash_find(&view->compiled, name);
    if (found) {
        return found;
    }
    if (!valid_name(name)) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "invalid template name '%s'",
                                ZSTR_VAL(name));
        return NULL;
    }
    zend_string *path = zend_strpprintf(0, "%s/%s.php", ZSTR_VAL(view->directory), ZSTR_VAL(name));
    php_stream *stream = php_stream_open_wrapper(ZSTR_VAL(path), "rb", 0, NULL);
    zend_string *source = stream ? php_stream_copy_to_mem(stream, PHP_STREAM_COPY_ALL, 0) : NULL;
    if (stream) {
        php_stream_close(stream);
    }
    zval closure;
    zend_string *code = NULL;
    if (stream == NULL) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "no template '%s': %s cannot be read",
                                ZSTR_VAL(name), ZSTR_VAL(path));
    } else if ((code = rewrite(source ? source : ZSTR_EMPTY_ALLOC(), ZSTR_VAL(path))) != NULL &&
               compile(code, ZSTR_VAL(path), &closure)) {
        found = zend_hash_add_new(&view->compiled, name, &closure);
    } else if (!EG(exception)) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "%s did not compile", ZSTR_VAL(path));
    }
    if (code) {
        zend_string_release(code);
    }
    if (source) {
        zend_string_release(source);
    }
    zend_string_release(path);
    return found;
}

PHP_METHOD(Vela_View, __construct)
{
    zend_string *directory;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(directory)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_view_t *view = from_obj(Z_OBJ_P(ZEND_THIS));
    size_t len = ZSTR_LEN(directory);
    while (len > 1 && ZSTR_VAL(directory)[len - 1] == '/') {
        len--;
    }
    if (view->directory) {
        zend_string_release(view->directory);
    }
    view->directory = zend_string_init(ZSTR_VAL(directory), len, 0);
}

PHP_METHOD(Vela_View, render)
{
    zend_string *name;
    HashTable *vars = NULL;
    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(vars)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_view_t *view = from_obj(Z_OBJ_P(ZEND_THIS));
    if (view->directory == NULL) {
        zend_throw_error(NULL, "Vela\\View was not constructed");
        RETURN_THROWS();
    }
    zval *closure = template_closure(view, name);
    if (closure == NULL) {
        RETURN_THROWS();
    }
    zval arg;
    if (vars) {
        ZVAL_ARR(&arg, vars);
    } else {
        ZVAL_EMPTY_ARRAY(&arg);
    }
    zend_function *fn = (zend_function *)zend_get_closure_method_def(Z_OBJ_P(closure));
    zend_call_known_function(fn, NULL, NULL, return_value, 1, &arg, NULL);
}

/* text escaped as htmlspecialchars($text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8') would: valid
 * UTF-8 by the engine (text with nothing to escape is returned itself, not copied), invalid
 * UTF-8 by PHP (its U+FFFD substitutions). */
static zend_string *escaped(zend_string *text)
{
    size_t len = vela_html_escaped_len(ZSTR_VAL(text), ZSTR_LEN(text));
    if (len == VELA_HTML_NOT_UTF8) {
        return php_escape_html_entities_ex((unsigned char *)ZSTR_VAL(text), ZSTR_LEN(text), 0,
                                           ENT_QUOTES | ENT_SUBSTITUTE, "UTF-8", 1, 0);
    }
    if (len == ZSTR_LEN(text)) {
        return zend_string_copy(text);
    }
    zend_string *out = zend_string_alloc(len, 0);
    vela_html_escape(ZSTR_VAL(text), ZSTR_LEN(text), ZSTR_VAL(out));
    ZSTR_VAL(out)[len] = '\0';
    return out;
}

/* What every <?= expr ?> calls: (string) expr, escaped. An int needs no escaping. */
PHP_METHOD(Vela_View, escape)
{
    zval *value;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(value)
    ZEND_PARSE_PARAMETERS_END();
    if (Z_TYPE_P(value) == IS_LONG) {
        RETURN_STR(zend_long_to_str(Z_LVAL_P(value)));
    }
    if (Z_TYPE_P(value) == IS_STRING) {
        RETURN_STR(escaped(Z_STR_P(value)));
    }
    zend_string *text = zval_try_get_string(value);
    if (text == NULL) {
        RETURN_THROWS();
    }
    RETVAL_STR(escaped(text));
    zend_string_release(text);
}

static zend_object *view_create(zend_class_entry *ce)
{
    vela_php_view_t *view = zend_object_alloc(sizeof(*view), ce);
    zend_object_std_init(&view->std, ce);
    object_properties_init(&view->std, ce);
    zend_hash_init(&view->compiled, 8, NULL, ZVAL_PTR_DTOR, 0);
    view->std.handlers = &view_handlers;
    return &view->std;
}

static void view_free(zend_object *obj)
{
    vela_php_view_t *view = from_obj(obj);
    if (view->directory) {
        zend_string_release(view->directory);
    }
    zend_hash_destroy(&view->compiled);
    zend_object_std_dtor(obj);
}

/* A new Vela\View of `directory` into *out, for the app's container (app.h). */
void vela_php_app_view_new(zend_string *directory, zval *out)
{
    object_init_ex(out, vela_ce_app_view);
    from_obj(Z_OBJ_P(out))->directory = zend_string_copy(directory);
}

void vela_php_app_view_register(zend_class_entry *ce)
{
    vela_ce_app_view = ce;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    ce->create_object = view_create;
    memcpy(&view_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    view_handlers.offset = XtOffsetOf(vela_php_view_t, std);
    view_handlers.free_obj = view_free;
    view_handlers.clone_obj = NULL;
}
