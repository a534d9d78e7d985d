/*
 * Vela\App::console(): runs one #[Command] of the app from a command line
 * (bin/console), with the app's container.
 *
 * Design. vgen compiles every #[Command] class into var/cache/commands.php:
 * name => [class, method, description, params], each param a list [PHP
 * name, option name or null for a positional argument, type (int, float,
 * string or bool), nullable, default (options only)]. Nothing here
 * reflects: the runner reads that table, parses argv against it (positional
 * arguments in order, then --name=value, --name value, --flag, --no-flag,
 * and -- to end the options), converts each value to its parameter's type,
 * opens the app's pools, takes the command from the container and calls its
 * method with named arguments (an option not given keeps the method's
 * default). Exit codes: the method's int (0 for void/null), 1 when it
 * throws (the exception is reported on stderr), 2 for a usage error (an
 * unknown command or option, a missing argument, a value of the wrong
 * type), 0 for --help and the command list.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <Zend/zend_smart_str.h>

#include "php/app/app.h"
#include "php/core/binding.h"

#define USAGE_ERROR 2

/* The fields of a param entry of commands.php. */
enum { P_NAME, P_OPTION, P_TYPE, P_NULLABLE, P_DEFAULT };

static zval *field(zval *list, zend_ulong i)
{
    return Z_TYPE_P(list) == IS_ARRAY ? zend_hash_index_find(Z_ARRVAL_P(list), i) : NULL;
}

static const char *field_str(zval *list, zend_ulong i)
{
    zval *v = field(list, i);
    return v && Z_TYPE_P(v) == IS_STRING ? Z_STRVAL_P(v) : NULL;
}

/* The command list: `php bin/console` and `php bin/console list`. */
static void print_list(HashTable *commands)
{
    zend_string *name;
    zval *spec;
    php_printf("Usage: php bin/console <command> [arguments] [--options]\n"
               "       php bin/console <command> --help\n\nCommands:\n");
    ZEND_HASH_FOREACH_STR_KEY_VAL(commands, name, spec)
    {
        const char *description = field_str(spec, 2);
        php_printf("  %-24s %s\n", name ? ZSTR_VAL(name) : "?", description ? description : "");
    }
    ZEND_HASH_FOREACH_END();
    php_printf("  %-24s %s\n", "migrate", "Applies the pending database/migrations");
    php_printf("  %-24s %s\n", "migrate:status",
               "Lists the migrations and whether each is applied");
}

/* One line of a command's usage: " <id>" or " [--older-than=STRING]". */
static void usage_word(smart_str *s, zval *param)
{
    const char *option = field_str(param, P_OPTION);
    const char *type = field_str(param, P_TYPE);
    if (!option) {
        smart_str_append_printf(s, " <%s>", field_str(param, P_NAME));
    } else if (strcmp(type, "bool") == 0) {
        smart_str_append_printf(s, " [--%s]", option);
    } else {
        smart_str_append_printf(s, " [--%s=%s]", option, type);
    }
}

/* What --help says of a param after its name: its type, and required or its default. */
static void describe(smart_str *s, zval *param)
{
    const char *type = field_str(param, P_TYPE);
    zval *def = field(param, P_DEFAULT);
    if (!field_str(param, P_OPTION)) {
        smart_str_append_printf(s, "%s, required", type);
    } else if (strcmp(type, "bool") == 0) {
        smart_str_appends(s, def && Z_TYPE_P(def) == IS_TRUE ? "flag, on unless --no-" : "flag");
        if (def && Z_TYPE_P(def) == IS_TRUE) {
            smart_str_appends(s, field_str(param, P_OPTION));
        }
    } else if (!def || Z_TYPE_P(def) == IS_NULL) {
        smart_str_append_printf(s, "%s, optional", type);
    } else if (Z_TYPE_P(def) == IS_STRING && Z_STRLEN_P(def) == 0) {
        smart_str_append_printf(s, "%s, default \"\"", type);
    } else {
        zend_string *text = zval_get_string(def);
        smart_str_append_printf(s, "%s, default %s", type, ZSTR_VAL(text));
        zend_string_release(text);
    }
}

/* One line of --help: "  --older-than=string    string, default 30d". */
static void help_line(smart_str *s, zval *param)
{
    smart_str word = {0};
    usage_word(&word, param);
    smart_str_0(&word);
    /* usage_word() wrote " <id>" or " [--x=type]": drop the space and the brackets */
    const char *text = ZSTR_VAL(word.s) + 1;
    size_t len = ZSTR_LEN(word.s) - 1;
    if (text[0] == '[') {
        text++;
        len -= 2;
    }
    smart_str_append_printf(s, "  %-26.*s ", (int)len, text);
    smart_str_free(&word);
    describe(s, param);
    smart_str_appendc(s, '\n');
}

/* `php bin/console NAME --help`, on stdout. */
static void print_help(zend_string *name, zval *spec)
{
    smart_str s = {0};
    zval *params = field(spec, 3), *param;
    const char *description = field_str(spec, 2);
    smart_str_append_printf(&s, "Usage: php bin/console %s", ZSTR_VAL(name));
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(params), param)
    {
        usage_word(&s, param);
    }
    ZEND_HASH_FOREACH_END();
    smart_str_append_printf(&s, "\n\n%s%s", description && *description ? description : "",
                            description && *description ? "\n\n" : "");
    smart_str_appends(&s, "Arguments and options:\n");
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(params), param)
    {
        help_line(&s, param);
    }
    ZEND_HASH_FOREACH_END();
    smart_str_append_printf(&s, "  %-26s shows this help\n", "-h, --help");
    smart_str_0(&s);
    php_printf("%s", ZSTR_VAL(s.s));
    smart_str_free(&s);
}

/* Converts text to the param's type into *out; false when it is not one. */
static bool convert(zval *param, const char *text, zval *out)
{
    const char *type = field_str(param, P_TYPE);
    size_t len = strlen(text);
    zend_long l;
    double d;
    if (strcmp(type, "string") == 0) {
        ZVAL_STRINGL(out, text, len);
        return true;
    }
    if (strcmp(type, "bool") == 0) {
        int b = vela_php_app_parse_bool(text, len);
        ZVAL_BOOL(out, b == 1);
        return b >= 0 && len > 0;
    }
    zend_uchar kind = is_numeric_string(text, len, &l, &d, false);
    if (strcmp(type, "int") == 0) {
        ZVAL_LONG(out, l);
        return kind == IS_LONG;
    }
    ZVAL_DOUBLE(out, kind == IS_LONG ? (double)l : d);
    return kind == IS_LONG || kind == IS_DOUBLE;
}

/* Stores the value of param (converted) under its PHP name; false after reporting. */
static bool set_value(zend_string *command, zval *param, const char *text, HashTable *named)
{
    zval value;
    if (!convert(param, text, &value)) {
        const char *option = field_str(param, P_OPTION);
        vela_php_app_console_error("%s: %s%s expects %s %s, got \"%s\"", ZSTR_VAL(command),
                                   option ? "--" : "", option ? option : field_str(param, P_NAME),
                                   strcmp(field_str(param, P_TYPE), "int") == 0 ? "an" : "a",
                                   field_str(param, P_TYPE), text);
        zval_ptr_dtor(&value);
        return false;
    }
    zend_hash_str_update(named, field_str(param, P_NAME), strlen(field_str(param, P_NAME)), &value);
    return true;
}

/* The option param named `name` (of `len` bytes), or NULL. */
static zval *find_option(zval *params, const char *name, size_t len)
{
    zval *param;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(params), param)
    {
        const char *option = field_str(param, P_OPTION);
        if (option && strlen(option) == len && memcmp(option, name, len) == 0) {
            return param;
        }
    }
    ZEND_HASH_FOREACH_END();
    return NULL;
}

/* The next positional argument param after `*taken` of them, or NULL. */
static zval *next_argument(zval *params, uint32_t *taken)
{
    uint32_t seen = 0;
    zval *param;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(params), param)
    {
        if (!field_str(param, P_OPTION) && seen++ == *taken) {
            (*taken)++;
            return param;
        }
    }
    ZEND_HASH_FOREACH_END();
    return NULL;
}

/* One --option word (words[*i]; its value may be the next word). False after reporting. */
static bool take_option(zend_string *command, zval *params, const char **words, uint32_t n,
                        uint32_t *i, HashTable *named)
{
    const char *token = words[*i] + 2, *eq = strchr(token, '=');
    size_t len = eq ? (size_t)(eq - token) : strlen(token);
    zval *param = find_option(params, token, len);
    if (!param && !eq && len > 3 && strncmp(token, "no-", 3) == 0) {
        zval *negated = find_option(params, token + 3, len - 3);
        if (negated && strcmp(field_str(negated, P_TYPE), "bool") == 0) {
            return set_value(command, negated, "false", named);
        }
    }
    if (!param) {
        vela_php_app_console_error("%s: unknown option --%.*s (see %s --help)", ZSTR_VAL(command),
                                   (int)len, token, ZSTR_VAL(command));
        return false;
    }
    if (eq || strcmp(field_str(param, P_TYPE), "bool") == 0) {
        return set_value(command, param, eq ? eq + 1 : "true", named);
    }
    if (*i + 1 >= n) {
        vela_php_app_console_error("%s: --%s needs a value", ZSTR_VAL(command),
                                   field_str(param, P_OPTION));
        return false;
    }
    return set_value(command, param, words[++*i], named);
}

/* Parses the words after the command's name into named: 0, USAGE_ERROR, or -1 for --help. */
static int parse_words(zend_string *command, zval *params, const char **words, uint32_t n,
                       HashTable *named)
{
    uint32_t taken = 0;
    bool options = true;
    for (uint32_t i = 0; i < n; i++) {
        const char *w = words[i];
        if (options && (strcmp(w, "--help") == 0 || strcmp(w, "-h") == 0)) {
            return -1;
        }
        if (options && strncmp(w, "--", 2) == 0) {
            options = w[2] != '\0';
            if (options && !take_option(command, params, words, n, &i, named)) {
                return USAGE_ERROR;
            }
            continue;
        }
        zval *param = next_argument(params, &taken);
        if (!param) {
            vela_php_app_console_error("%s: unexpected argument \"%s\" (see %s --help)",
                                       ZSTR_VAL(command), w, ZSTR_VAL(command));
            return USAGE_ERROR;
        }
        if (!set_value(command, param, w, named)) {
            return USAGE_ERROR;
        }
    }
    zval *missing = next_argument(params, &taken);
    if (missing) {
        vela_php_app_console_error("%s: missing argument <%s> (see %s --help)", ZSTR_VAL(command),
                                   field_str(missing, P_NAME), ZSTR_VAL(command));
        return USAGE_ERROR;
    }
    return 0;
}

/* The exit code a command's return value means: its int (0..255), else 0. */
static int exit_code(zval *rv)
{
    if (Z_TYPE_P(rv) != IS_LONG) {
        return 0;
    }
    return Z_LVAL_P(rv) < 0 ? 1 : Z_LVAL_P(rv) > 255 ? 255 : (int)Z_LVAL_P(rv);
}

/* Takes the command from the container and calls its method with named; the exit code. */
static int run_command(vela_php_app_t *app, zend_string *command, zval *spec, HashTable *named)
{
    zval object, rv, id;
    ZVAL_STRING(&id, field_str(spec, 0));
    ZVAL_UNDEF(&object);
    zend_call_known_instance_method_with_1_params(app->get, Z_OBJ(app->container), &object, &id);
    zval_ptr_dtor(&id);
    if (EG(exception)) {
        return vela_php_app_console_report(ZSTR_VAL(command));
    }
    const char *method = field_str(spec, 1);
    zend_function *fn =
        Z_TYPE(object) == IS_OBJECT
            ? zend_hash_str_find_ptr_lc(&Z_OBJCE(object)->function_table, method, strlen(method))
            : NULL;
    if (!fn) {
        zval_ptr_dtor(&object);
        vela_php_app_console_error(
            "%s: the container gave no object with a %s() method: run `vgen compile`",
            ZSTR_VAL(command), method);
        return 1;
    }
    ZVAL_UNDEF(&rv);
    zend_call_known_function(fn, Z_OBJ(object), Z_OBJCE(object), &rv, 0, NULL, named);
    zval_ptr_dtor(&object);
    int code = EG(exception) ? vela_php_app_console_report(ZSTR_VAL(command)) : exit_code(&rv);
    zval_ptr_dtor(&rv);
    return code;
}

/* The words of argv from `from` on (borrowed from argv); NULL when one is not a string. */
static const char **argv_words(HashTable *argv, uint32_t from, uint32_t *n)
{
    const char **words = safe_emalloc(zend_hash_num_elements(argv) + 1, sizeof(char *), 0);
    uint32_t i = 0;
    zval *word;
    *n = 0;
    ZEND_HASH_FOREACH_VAL(argv, word)
    {
        if (Z_TYPE_P(word) != IS_STRING) {
            efree(words);
            return NULL;
        }
        if (i++ >= from) {
            words[(*n)++] = Z_STRVAL_P(word);
        }
    }
    ZEND_HASH_FOREACH_END();
    return words;
}

/* Runs the command `name` of commands with words as its command line; the exit code. */
static int dispatch(vela_php_app_t *app, zval *spec, zend_string *name, const char **words,
                    uint32_t n)
{
    HashTable *named = zend_new_array(0);
    int rc = parse_words(name, field(spec, 3), words, n, named);
    if (rc < 0) {
        print_help(name, spec);
        rc = 0;
    } else if (rc == 0) {
        bool mine;
        rc = vela_php_app_console_pools(app, &mine) ? run_command(app, name, spec, named)
                                                    : vela_php_app_console_report(ZSTR_VAL(name));
        if (mine) {
            vela_php_app_close_pools(&app->pools);
        }
    }
    zend_array_destroy(named);
    return rc;
}

/* Loads var/cache/commands.php; false with an exception thrown. */
static bool load_commands(vela_php_app_t *app, zval *commands)
{
    zend_string *path = zend_strpprintf(0, "%s/var/cache/commands.php", ZSTR_VAL(app->root));
    bool ok = vela_php_app_require(path, commands);
    zend_string_release(path);
    if (ok && Z_TYPE_P(commands) != IS_ARRAY) {
        zend_throw_exception(vela_ce_core_exception, "commands.php did not return an array", 0);
        ok = false;
    }
    return ok;
}

/* Runs the command words[0] names (or a built-in one); the exit code. */
static int console(vela_php_app_t *app, HashTable *commands, const char **words, uint32_t n)
{
    if (n == 0 || strcmp(words[0], "list") == 0 || strcmp(words[0], "--help") == 0 ||
        strcmp(words[0], "-h") == 0) {
        print_list(commands);
        return 0;
    }
    zend_string *name = zend_string_init(words[0], strlen(words[0]), 0);
    zval *spec = zend_hash_find(commands, name);
    int rc;
    if (spec) {
        rc = dispatch(app, spec, name, words + 1, n - 1);
    } else if (vela_php_app_migrate_command(name)) {
        rc = vela_php_app_migrate(app, name, words + 1, n - 1);
    } else {
        vela_php_app_console_error("unknown command \"%s\"; `php bin/console list` lists them",
                                   words[0]);
        rc = USAGE_ERROR;
    }
    zend_string_release(name);
    return rc;
}

PHP_METHOD(Vela_App, console)
{
    HashTable *argv;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ARRAY_HT(argv)
    ZEND_PARSE_PARAMETERS_END();

    vela_php_app_t *app = vela_php_app_from_obj(Z_OBJ_P(ZEND_THIS));
    uint32_t n;
    const char **words = argv_words(argv, 1, &n);
    if (!words) {
        zend_argument_value_error(1, "must be a list of strings, as $argv is");
        RETURN_THROWS();
    }
    zval commands;
    if (!load_commands(app, &commands)) {
        efree(words);
        zval_ptr_dtor(&commands);
        RETURN_THROWS();
    }
    int rc = console(app, Z_ARRVAL(commands), words, n);
    zval_ptr_dtor(&commands);
    efree(words);
    RETURN_LONG(rc);
}
