/*
 * Vela\Env: the environment read strictly, for the config files.
 *
 * PHP's cast reads any non-empty string but "0" as true, so the usual
 * `(bool) getenv('APP_DEBUG')` turned debug on for APP_DEBUG=false. Env::bool()
 * takes the words FILTER_VALIDATE_BOOL takes (those of Vela\Binder::toBool:
 * 1/true/on/yes, 0/false/off/no and the empty string, any case, trimmed) and
 * refuses anything else with an exception naming the variable, so a typo
 * fails the boot instead of flipping a switch. The variable is read as
 * getenv() reads it: the SAPI's environment first, then the process's.
 *
 * Env::load() reads a .env file (bootstrap/app.php loads the app's at
 * boot, so once per process: the master and each worker) into the process
 * environment, where getenv() and the config files see it. Lines are
 * NAME=value, `export NAME=value`, blank or # comments; a value is bare (up
 * to a " #" comment, trimmed), '...' (literal) or "..." (\n \r \t \" \\ \$
 * escapes), on one line; no ${VAR} expansion. A variable of the real
 * environment wins over the file. "Real" excludes what an earlier load set:
 * those names are listed in VELA_DOTENV_VARS, which a worker inherits from
 * its master, so a worker started by a reload reads the file afresh (a
 * changed value replaces the master's copy; a removed line unsets it). A
 * malformed line throws, naming file:line, so a typo fails the boot.
 */
#include <php.h>
#include <SAPI.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_smart_str.h>

#include <ctype.h>
#include <stdlib.h>

#include "php/app/app.h"
#include "php/core/binding.h"

PHP_METHOD(Vela_Env, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_throw_error(NULL, "Vela\\Env has only static methods");
}

/* The value of environment variable `name` (emalloc'd), or NULL when it is not set. */
static char *env_value(zend_string *name)
{
    char *value = sapi_getenv(ZSTR_VAL(name), ZSTR_LEN(name));
    if (value == NULL) {
        const char *process = getenv(ZSTR_VAL(name));
        value = process ? estrdup(process) : NULL;
    }
    return value;
}

PHP_METHOD(Vela_Env, bool)
{
    zend_string *name;
    bool fallback = false;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_PATH_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_BOOL(fallback)
    ZEND_PARSE_PARAMETERS_END();
    char *value = env_value(name);
    if (value == NULL) {
        RETURN_BOOL(fallback);
    }
    int parsed = vela_php_app_parse_bool(value, strlen(value));
    if (parsed < 0) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "the environment variable %s is \"%.40s\", not a boolean: use 1, "
                                "true, on, yes or 0, false, off, no (or leave it empty)",
                                ZSTR_VAL(name), value);
    }
    efree(value);
    if (parsed < 0) {
        RETURN_THROWS();
    }
    RETURN_BOOL(parsed);
}

/* ---- Env::load(): .env files ---------------------------------------------------------- */

/* The variable that lists the names the last load() in this process (or its parent) set. */
#define LOADED_NAMES "VELA_DOTENV_VARS"

/* One parsed line: name and value (value emalloc'd), or neither for a blank or comment line. */
typedef struct env_line {
    const char *name;
    size_t name_len;
    char *value;
} env_line_t;

static const char *skip_blanks(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t')) {
        p++;
    }
    return p;
}

/* A double-quoted value from p (after the quote): escapes \n \r \t \" \\ \$; NULL if unclosed. */
static char *double_quoted(const char **p, const char *end)
{
    smart_str out = {0};
    const char *s = *p;
    for (; s < end && *s != '"'; s++) {
        if (*s == '\\' && s + 1 < end) {
            s++;
            char c = *s == 'n' ? '\n' : *s == 'r' ? '\r' : *s == 't' ? '\t' : *s;
            if (c == *s && strchr("\"\\$", c) == NULL) {
                smart_str_appendc(&out, '\\');
            }
            smart_str_appendc(&out, c);
        } else {
            smart_str_appendc(&out, *s);
        }
    }
    smart_str_0(&out);
    if (s >= end) {
        smart_str_free(&out);
        return NULL;
    }
    *p = s + 1;
    char *value = estrndup(out.s ? ZSTR_VAL(out.s) : "", out.s ? ZSTR_LEN(out.s) : 0);
    smart_str_free(&out);
    return value;
}

/* The value after '=': quoted ('...' literal, "..." with escapes) or bare up to " #". */
static const char *parse_value(const char *p, const char *end, char **value)
{
    p = skip_blanks(p, end);
    if (p < end && (*p == '"' || *p == '\'')) {
        const char *close = *p == '\'' ? memchr(p + 1, '\'', end - p - 1) : NULL;
        p++;
        *value = *(p - 1) == '"' ? double_quoted(&p, end) : close ? estrndup(p, close - p) : NULL;
        if (!*value) {
            return "an unclosed quote (a value is one line)";
        }
        p = skip_blanks(close ? close + 1 : p, end);
        return p == end || *p == '#' ? NULL : "text after the closing quote";
    }
    const char *stop = p;
    while (stop < end && !(*stop == '#' && (stop == p || stop[-1] == ' ' || stop[-1] == '\t'))) {
        stop++;
    }
    while (stop > p && (stop[-1] == ' ' || stop[-1] == '\t')) {
        stop--;
    }
    *value = estrndup(p, stop - p);
    return NULL;
}

/* Parses one line; NULL, or why it is not NAME=VALUE. */
static const char *parse_line(const char *p, const char *end, env_line_t *line)
{
    *line = (env_line_t){0};
    p = skip_blanks(p, end);
    if (p == end || *p == '#') {
        return NULL;
    }
    if (end - p > 7 && strncmp(p, "export ", 7) == 0) {
        p = skip_blanks(p + 7, end);
    }
    const char *name = p;
    while (p < end && (isalnum((unsigned char)*p) || *p == '_')) {
        p++;
    }
    if (p == name || isdigit((unsigned char)*name)) {
        return "expected NAME=value (a name of letters, digits and _)";
    }
    line->name = name;
    line->name_len = p - name;
    p = skip_blanks(p, end);
    if (p == end || *p != '=') {
        return "expected NAME=value (a name of letters, digits and _)";
    }
    return parse_value(p + 1, end, &line->value);
}

/* Whether `name` is in the comma-separated list (the names an earlier load set). */
static bool listed(const char *list, const char *name, size_t len)
{
    for (const char *p = list; p && *p;) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        if (n == len && memcmp(p, name, len) == 0) {
            return true;
        }
        p = comma ? comma + 1 : NULL;
    }
    return false;
}

/*
 * Sets one variable unless the real environment has it: a variable set, and
 * not by an earlier load (listed in `previous`), wins over the file. The
 * names set are appended to `loaded`.
 */
static void apply(const env_line_t *line, const char *previous, smart_str *loaded, zend_long *count)
{
    char *name = estrndup(line->name, line->name_len);
    if (getenv(name) == NULL || listed(previous, line->name, line->name_len)) {
        setenv(name, line->value, 1);
        if (!listed(loaded->s ? ZSTR_VAL(loaded->s) : NULL, line->name, line->name_len)) {
            if (loaded->s) {
                smart_str_appendc(loaded, ',');
            }
            smart_str_appendl(loaded, line->name, line->name_len);
            smart_str_0(loaded);
            (*count)++;
        }
    }
    efree(name);
}

/* Unsets what an earlier load set and this one did not (the line left the file), then
 * records this load's names. */
static void forget_stale(const char *previous, smart_str *loaded)
{
    const char *now = loaded->s ? ZSTR_VAL(loaded->s) : "";
    for (const char *p = previous; p && *p;) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        if (n > 0 && !listed(now, p, n)) {
            char *name = estrndup(p, n);
            unsetenv(name);
            efree(name);
        }
        p = comma ? comma + 1 : NULL;
    }
    setenv(LOADED_NAMES, now, 1);
}

/* Parses every line of text into the environment; false with Vela\Exception "file:line: why". */
static bool load_text(zend_string *path, zend_string *text, zend_long *count)
{
    char *previous = getenv(LOADED_NAMES) ? estrdup(getenv(LOADED_NAMES)) : NULL;
    smart_str loaded = {0};
    const char *p = ZSTR_VAL(text), *end = p + ZSTR_LEN(text);
    bool ok = true;
    for (uint32_t number = 1; ok && p < end; number++) {
        const char *eol = memchr(p, '\n', end - p);
        const char *stop = eol ? eol : end;
        env_line_t line;
        const char *why = parse_line(p, stop > p && stop[-1] == '\r' ? stop - 1 : stop, &line);
        if (why) {
            zend_throw_exception_ex(vela_ce_core_exception, 0, "%s:%u: %s", ZSTR_VAL(path), number,
                                    why);
            ok = false;
        } else if (line.name) {
            apply(&line, previous, &loaded, count);
        }
        if (line.value) {
            efree(line.value);
        }
        p = eol ? eol + 1 : end;
    }
    if (ok) {
        forget_stale(previous, &loaded);
    }
    smart_str_free(&loaded);
    if (previous) {
        efree(previous);
    }
    return ok;
}

PHP_METHOD(Vela_Env, load)
{
    zend_string *path;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_PATH_STR(path)
    ZEND_PARSE_PARAMETERS_END();

    if (VCWD_ACCESS(ZSTR_VAL(path), F_OK) != 0) {
        RETURN_LONG(0); /* a .env file is optional */
    }
    php_stream *stream = php_stream_open_wrapper(ZSTR_VAL(path), "rb", 0, NULL);
    if (!stream) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "cannot read %s", ZSTR_VAL(path));
        RETURN_THROWS();
    }
    zend_string *text = php_stream_copy_to_mem(stream, PHP_STREAM_COPY_ALL, 0);
    php_stream_close(stream);
    zend_long count = 0;
    bool ok = load_text(path, text ? text : ZSTR_EMPTY_ALLOC(), &count);
    if (text) {
        zend_string_release(text);
    }
    if (!ok) {
        RETURN_THROWS();
    }
    RETURN_LONG(count);
}
