/*
 * PHP arguments to a Redis command's argv (see redis.h), driven by the
 * command table's parameter letters (commands.tsv). Strings are borrowed
 * from their zvals (which outlive the call); numbers are formatted into
 * owned strings. Bad input throws a TypeError / ValueError naming the
 * argument, before anything is sent.
 */
#include "php/redis/redis.h"

#include <Zend/zend_smart_str.h>
#include <main/php_globals.h>

#define MAX_PARAMS 8

void vela_php_redis_argv_init(vela_php_redis_argv_t *a)
{
    a->argc = a->key_count = 0;
    a->cap = VELA_REDIS_ARGV_INLINE;
    a->argv = a->argv_inline;
    a->lens = a->lens_inline;
    a->owned = a->owned_inline;
    a->keys = a->keys_inline;
}

void vela_php_redis_argv_free(vela_php_redis_argv_t *a)
{
    for (int i = 0; i < a->argc; i++) {
        if (a->owned[i]) {
            zend_string_release(a->owned[i]);
        }
    }
    if (a->argv != a->argv_inline) {
        efree(a->argv);
        efree(a->lens);
        efree(a->owned);
        efree(a->keys);
    }
    vela_php_redis_argv_init(a);
}

static void grow(vela_php_redis_argv_t *a)
{
    int cap = a->cap * 2;
    if (a->argv == a->argv_inline) {
        a->argv = safe_emalloc(cap, sizeof(*a->argv), 0);
        a->lens = safe_emalloc(cap, sizeof(*a->lens), 0);
        a->owned = safe_emalloc(cap, sizeof(*a->owned), 0);
        a->keys = safe_emalloc(cap, sizeof(*a->keys), 0);
        memcpy(a->argv, a->argv_inline, sizeof(a->argv_inline));
        memcpy(a->lens, a->lens_inline, sizeof(a->lens_inline));
        memcpy(a->owned, a->owned_inline, sizeof(a->owned_inline));
        memcpy(a->keys, a->keys_inline, sizeof(a->keys_inline));
    } else {
        a->argv = safe_erealloc(a->argv, cap, sizeof(*a->argv), 0);
        a->lens = safe_erealloc(a->lens, cap, sizeof(*a->lens), 0);
        a->owned = safe_erealloc(a->owned, cap, sizeof(*a->owned), 0);
        a->keys = safe_erealloc(a->keys, cap, sizeof(*a->keys), 0);
    }
    a->cap = cap;
}

static void push_owned(vela_php_redis_argv_t *a, zend_string *s)
{
    if (a->argc == a->cap) {
        grow(a);
    }
    a->argv[a->argc] = ZSTR_VAL(s);
    a->lens[a->argc] = ZSTR_LEN(s);
    a->owned[a->argc] = s;
    a->argc++;
}

void vela_php_redis_argv_push(vela_php_redis_argv_t *a, const char *s, size_t len, bool copy)
{
    if (copy) {
        push_owned(a, zend_string_init(s, len, 0));
        return;
    }
    if (a->argc == a->cap) {
        grow(a);
    }
    a->argv[a->argc] = s;
    a->lens[a->argc] = len;
    a->owned[a->argc] = NULL;
    a->argc++;
}

static void mark_key(vela_php_redis_argv_t *a)
{
    a->keys[a->key_count++] = a->argc - 1;
}

static zend_string *double_string(double d)
{
    smart_str buf = {0};
    smart_str_append_double(&buf, d, (int)PG(serialize_precision), false);
    smart_str_0(&buf);
    return buf.s;
}

/* A scalar argument (string, int, float, bool, null, Stringable) as bytes. */
static zend_result push_scalar(vela_php_redis_argv_t *a, zval *v, uint32_t arg_num)
{
    switch (Z_TYPE_P(v)) {
    case IS_STRING:
        vela_php_redis_argv_push(a, Z_STRVAL_P(v), Z_STRLEN_P(v), false);
        return SUCCESS;
    case IS_LONG:
        push_owned(a, zend_long_to_str(Z_LVAL_P(v)));
        return SUCCESS;
    case IS_DOUBLE:
        push_owned(a, double_string(Z_DVAL_P(v)));
        return SUCCESS;
    case IS_TRUE:
    case IS_FALSE:
        vela_php_redis_argv_push(a, Z_TYPE_P(v) == IS_TRUE ? "1" : "0", 1, false);
        return SUCCESS;
    case IS_NULL:
        vela_php_redis_argv_push(a, "", 0, false);
        return SUCCESS;
    case IS_OBJECT: {
        zend_string *s = zval_try_get_string(v);
        if (s) {
            push_owned(a, s);
            return SUCCESS;
        }
        return FAILURE;
    }
    default:
        zend_argument_type_error(arg_num, "must be a string, int or float, %s given",
                                 zend_zval_type_name(v));
        return FAILURE;
    }
}

static zend_result push_int(vela_php_redis_argv_t *a, zval *v, uint32_t arg_num)
{
    zend_long n;
    if (Z_TYPE_P(v) == IS_LONG) {
        n = Z_LVAL_P(v);
    } else if (Z_TYPE_P(v) == IS_DOUBLE && Z_DVAL_P(v) == (double)(zend_long)Z_DVAL_P(v)) {
        n = (zend_long)Z_DVAL_P(v);
    } else if (Z_TYPE_P(v) != IS_STRING ||
               is_numeric_string(Z_STRVAL_P(v), Z_STRLEN_P(v), &n, NULL, false) != IS_LONG) {
        zend_argument_type_error(arg_num, "must be of type int, %s given", zend_zval_type_name(v));
        return FAILURE;
    }
    push_owned(a, zend_long_to_str(n));
    return SUCCESS;
}

static zend_result push_number(vela_php_redis_argv_t *a, zval *v, uint32_t arg_num)
{
    if (Z_TYPE_P(v) == IS_LONG || Z_TYPE_P(v) == IS_DOUBLE) {
        return push_scalar(a, v, arg_num);
    }
    if (Z_TYPE_P(v) == IS_STRING &&
        is_numeric_string(Z_STRVAL_P(v), Z_STRLEN_P(v), NULL, NULL, false)) {
        return push_scalar(a, v, arg_num);
    }
    zend_argument_type_error(arg_num, "must be of type float, %s given", zend_zval_type_name(v));
    return FAILURE;
}

/* One argument or the elements of an array (one level), each a scalar. */
static zend_result push_flat(vela_php_redis_argv_t *a, zval *v, uint32_t arg_num, bool keys)
{
    if (Z_TYPE_P(v) != IS_ARRAY) {
        if (push_scalar(a, v, arg_num) != SUCCESS) {
            return FAILURE;
        }
        if (keys) {
            mark_key(a);
        }
        return SUCCESS;
    }
    zval *item;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(v), item)
    {
        ZVAL_DEREF(item);
        if (Z_TYPE_P(item) == IS_ARRAY || push_scalar(a, item, arg_num) != SUCCESS) {
            if (!EG(exception)) {
                zend_argument_type_error(arg_num, "must contain only strings, ints or floats");
            }
            return FAILURE;
        }
        if (keys) {
            mark_key(a);
        }
    }
    ZEND_HASH_FOREACH_END();
    return SUCCESS;
}

static void push_hash_key(vela_php_redis_argv_t *a, zend_string *key, zend_ulong index)
{
    if (key) {
        vela_php_redis_argv_push(a, ZSTR_VAL(key), ZSTR_LEN(key), false);
    } else {
        push_owned(a, zend_long_to_str((zend_long)index));
    }
}

/* field => value pairs (keys: the fields are keys, MSET); scores: member => score. */
static zend_result push_map(vela_php_redis_argv_t *a, zval *v, uint32_t arg_num, bool keys,
                            bool scores)
{
    if (Z_TYPE_P(v) != IS_ARRAY || zend_hash_num_elements(Z_ARRVAL_P(v)) == 0) {
        zend_argument_value_error(arg_num, "must be a non-empty array");
        return FAILURE;
    }
    zend_string *key;
    zend_ulong index;
    zval *item;
    ZEND_HASH_FOREACH_KEY_VAL(Z_ARRVAL_P(v), index, key, item)
    {
        ZVAL_DEREF(item);
        if (!scores) {
            push_hash_key(a, key, index);
            if (keys) {
                mark_key(a);
            }
        }
        if ((scores ? push_number(a, item, arg_num) : push_scalar(a, item, arg_num)) != SUCCESS) {
            return FAILURE;
        }
        if (scores) {
            push_hash_key(a, key, index);
        }
    }
    ZEND_HASH_FOREACH_END();
    return SUCCESS;
}

/* [flag, name => value, name => true, name => [v1, v2]] in order; false/null drop a name. */
static zend_result push_options(vela_php_redis_argv_t *a, zval *v, uint32_t arg_num)
{
    if (Z_TYPE_P(v) != IS_ARRAY) {
        zend_argument_type_error(arg_num, "must be of type array, %s given",
                                 zend_zval_type_name(v));
        return FAILURE;
    }
    zend_string *key;
    zend_ulong index;
    zval *item;
    ZEND_HASH_FOREACH_KEY_VAL(Z_ARRVAL_P(v), index, key, item)
    {
        ZVAL_DEREF(item);
        (void)index;
        if (!key) {
            if (push_scalar(a, item, arg_num) != SUCCESS) {
                return FAILURE;
            }
            continue;
        }
        if (Z_TYPE_P(item) == IS_FALSE || Z_TYPE_P(item) == IS_NULL) {
            continue;
        }
        vela_php_redis_argv_push(a, ZSTR_VAL(key), ZSTR_LEN(key), false);
        if (Z_TYPE_P(item) != IS_TRUE && push_flat(a, item, arg_num, false) != SUCCESS) {
            return FAILURE;
        }
    }
    ZEND_HASH_FOREACH_END();
    return SUCCESS;
}

typedef struct param {
    char code;
    bool optional;
} param_t;

static int parse_spec(const char *spec, param_t *out)
{
    int n = 0;
    for (const char *p = spec; *p && n < MAX_PARAMS; p++) {
        bool optional = *p == '?';
        if (optional) {
            p++;
        }
        out[n++] = (param_t){*p, optional};
    }
    return n;
}

static void push_words(vela_php_redis_argv_t *a, const char *name)
{
    const char *space = strchr(name, ' ');
    if (space) {
        vela_php_redis_argv_push(a, name, (size_t)(space - name), false);
        vela_php_redis_argv_push(a, space + 1, strlen(space + 1), false);
    } else {
        vela_php_redis_argv_push(a, name, strlen(name), false);
    }
}

typedef struct walk {
    vela_php_redis_argv_t *a;
    const vela_php_redis_command_t *cmd;
    zval *args;
    uint32_t n, next; /* arguments, and the next one to read */
    bool key_taken;   /* KEYS_FIRST: the first key is marked */
} walk_t;

static bool is_key_param(walk_t *w)
{
    if (w->cmd->keys == VELA_REDIS_KEYS_ALL) {
        return true;
    }
    if (w->cmd->keys == VELA_REDIS_KEYS_FIRST && !w->key_taken) {
        w->key_taken = true;
        return true;
    }
    return false;
}

static zend_result push_variadic(walk_t *w, bool keys)
{
    int before = w->a->argc;
    for (; w->next < w->n; w->next++) {
        if (push_flat(w->a, &w->args[w->next], w->next + 1, keys) != SUCCESS) {
            return FAILURE;
        }
    }
    if (w->a->argc == before) {
        zend_argument_count_error("%s() expects at least one %s", w->cmd->method,
                                  keys ? "key" : "value");
        return FAILURE;
    }
    return SUCCESS;
}

static zend_result push_fieldmap(walk_t *w, zval *v, uint32_t arg_num)
{
    if (Z_TYPE_P(v) == IS_ARRAY) {
        if (w->next < w->n && Z_TYPE(w->args[w->next]) != IS_NULL) {
            zend_argument_value_error(arg_num + 1, "must be null when $field is an array");
            return FAILURE;
        }
        w->next += w->next < w->n;
        return push_map(w->a, v, arg_num, false, false);
    }
    if (w->next >= w->n || Z_TYPE(w->args[w->next]) == IS_NULL) {
        zend_argument_count_error("%s() expects a value after the field", w->cmd->method);
        return FAILURE;
    }
    if (push_scalar(w->a, v, arg_num) != SUCCESS) {
        return FAILURE;
    }
    w->next++;
    return push_scalar(w->a, &w->args[w->next - 1], arg_num + 1);
}

/* One parameter that takes exactly one PHP argument, v. */
static zend_result push_param(walk_t *w, char code, zval *v, uint32_t arg_num)
{
    vela_php_redis_argv_t *a = w->a;
    switch (code) {
    case 'k':
        if (push_scalar(a, v, arg_num) != SUCCESS) {
            return FAILURE;
        }
        if (is_key_param(w)) {
            mark_key(a);
        }
        return SUCCESS;
    case 'v':
    case 's':
        return push_scalar(a, v, arg_num);
    case 'i':
        return push_int(a, v, arg_num);
    case 'f':
        return push_number(a, v, arg_num);
    case 'L':
        return push_flat(a, v, arg_num, true);
    case 'Y':
        if (w->cmd->flags & VELA_REDIS_CMD_SCRIPT) {
            push_owned(a, zend_long_to_str(
                              Z_TYPE_P(v) == IS_ARRAY ? zend_hash_num_elements(Z_ARRVAL_P(v)) : 1));
        }
        return push_flat(a, v, arg_num, true);
    case 'A':
        return push_flat(a, v, arg_num, false);
    case 'M':
        return push_map(a, v, arg_num, w->cmd->keys == VELA_REDIS_KEYS_PAIRS, false);
    case 'S':
        return push_map(a, v, arg_num, false, true);
    case 'O':
        return push_options(a, v, arg_num);
    case 'F':
        return push_fieldmap(w, v, arg_num);
    default:
        zend_throw_error(NULL, "command table: unknown parameter code '%c'", code);
        return FAILURE;
    }
}

static zend_result walk_param(walk_t *w, const param_t *p)
{
    if (p->code == 'K' || p->code == 'V') {
        return push_variadic(w, p->code == 'K');
    }
    if (w->next >= w->n || (p->optional && Z_TYPE(w->args[w->next]) == IS_NULL)) {
        w->next += w->next < w->n;
        if (p->optional) {
            if (p->code == 'Y' && (w->cmd->flags & VELA_REDIS_CMD_SCRIPT)) {
                vela_php_redis_argv_push(w->a, "0", 1, false); /* numkeys */
            }
            return SUCCESS;
        }
        zend_argument_count_error("%s() expects more arguments", w->cmd->method);
        return FAILURE;
    }
    uint32_t arg_num = w->next + 1;
    zval *v = &w->args[w->next++];
    ZVAL_DEREF(v);
    return push_param(w, p->code, v, arg_num);
}

zend_result vela_php_redis_argv_build(vela_php_redis_argv_t *a, const vela_php_redis_command_t *cmd,
                                      zval *args, uint32_t n)
{
    param_t params[MAX_PARAMS];
    int count = parse_spec(cmd->params, params);
    walk_t w = {.a = a, .cmd = cmd, .args = args, .n = n};
    push_words(a, cmd->name);
    bool opts_first = (cmd->flags & VELA_REDIS_CMD_OPTS_FIRST) && count >= 2;
    /* ZADD key [options] score member ...: the options' PHP argument comes last. */
    for (int i = 0; i < count; i++) {
        int which = !opts_first || i == 0 ? i : (i == 1 ? count - 1 : i - 1);
        if (opts_first && which == count - 1) {
            walk_t late = w;
            late.next = (uint32_t)(count - 1);
            if (late.next < n && walk_param(&late, &params[which]) != SUCCESS) {
                return FAILURE;
            }
            continue;
        }
        if (walk_param(&w, &params[which]) != SUCCESS) {
            return FAILURE;
        }
    }
    if (opts_first && w.next < n) {
        w.next++; /* the options, already sent */
    }
    if (w.next < n) {
        zend_argument_count_error("%s() expects at most %u arguments, %u given", cmd->method,
                                  w.next, n);
        return FAILURE;
    }
    return SUCCESS;
}

const vela_php_redis_command_t *vela_php_redis_command_find(const char *name, size_t len)
{
    for (size_t i = 0; i < vela_php_redis_command_count; i++) {
        const char *row = vela_php_redis_commands[i].name;
        size_t word = strcspn(row, " ");
        if (word == len && zend_binary_strcasecmp(row, word, name, len) == 0) {
            return &vela_php_redis_commands[i];
        }
    }
    return NULL;
}

zend_result vela_php_redis_argv_command(vela_php_redis_argv_t *a, zend_string *name, zval *args,
                                        uint32_t n, const vela_php_redis_command_t **cmd)
{
    if (ZSTR_LEN(name) == 0) {
        zend_argument_value_error(1, "must not be empty");
        return FAILURE;
    }
    *cmd = vela_php_redis_command_find(ZSTR_VAL(name), ZSTR_LEN(name));
    vela_php_redis_argv_push(a, ZSTR_VAL(name), ZSTR_LEN(name), false);
    for (uint32_t i = 0; i < n; i++) {
        zval *v = &args[i];
        ZVAL_DEREF(v);
        if (push_scalar(a, v, i + 2) != SUCCESS) {
            return FAILURE;
        }
    }
    if (n > 0 && (!*cmd || (*cmd)->keys != VELA_REDIS_KEYS_NONE)) {
        a->keys[a->key_count++] = 1;
    }
    return SUCCESS;
}

zend_result vela_php_redis_method_args(zend_execute_data *execute_data,
                                       const vela_php_redis_command_t *cmd,
                                       vela_php_redis_argv_t *a)
{
    zval *args = NULL;
    uint32_t n = 0;
    ZEND_PARSE_PARAMETERS_START(0, -1)
    Z_PARAM_VARIADIC('*', args, n)
    ZEND_PARSE_PARAMETERS_END_EX(return FAILURE);
    return vela_php_redis_argv_build(a, cmd, args, n);
}

zend_result vela_php_redis_command_args(zend_execute_data *execute_data, vela_php_redis_argv_t *a,
                                        const vela_php_redis_command_t **cmd)
{
    zend_string *name;
    zval *args = NULL;
    uint32_t n = 0;
    ZEND_PARSE_PARAMETERS_START(1, -1)
    Z_PARAM_STR(name)
    Z_PARAM_VARIADIC('*', args, n)
    ZEND_PARSE_PARAMETERS_END_EX(return FAILURE);
    return vela_php_redis_argv_command(a, name, args, n, cmd);
}
