/*
 * Vela\Http\Throttle: the rate-limit middleware. Each (key, route) may make
 * `limit` requests per `per`; past that the answer is a 429 with
 * Retry-After, and every answer it lets through carries the IETF RateLimit
 * fields (draft-ietf-httpapi-ratelimit-headers: RateLimit-Policy:
 * "default";q=60;w=60 and RateLimit: "default";r=59;t=1).
 *
 * Design. The algorithm is GCRA (src/limit/gcra.h): one number per key, so
 * a check is one atomic step. With a Redis store the step is one EVAL of
 * SCRIPT below (the pool sends EVALSHA first), so every worker of every
 * instance shares the key exactly; the time comes from the caller's clock,
 * so a test's frozen clock decides. Without a store (or `store` null) a
 * worker keeps its keys in `local`, pruned of whole quotas when it grows:
 * correct per worker, which config says and docs/app.md warns about.
 *
 * The key: `by` "ip" is the client address (Request::clientAddress(), the
 * peer: behind a proxy, the proxy), "header:<Name>" the
 * value of that header (an API key), a request without it falling back to
 * its address; then the route (its name, else its path), so one key has a
 * quota per route. Redis key: prefix . name . ":" . route . ":" . key.
 *
 * Vela\App makes the one the container gives (config/throttle.php); an app
 * may also make its own with other arguments. Store and clock given as
 * container ids are looked up on the first request, after the worker has
 * opened its pools and a test client has made its overrides.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>

#include "php/app/app.h"
#include "php/core/binding.h"
#include "php/http/http.h"
#include "src/core/error.h"
#include "src/limit/gcra.h"

#define LOCAL_PRUNE_AT 4096

static const char SCRIPT[] = "local now = tonumber(ARGV[1])\n"
                             "local interval = tonumber(ARGV[2])\n"
                             "local tolerance = tonumber(ARGV[3])\n"
                             "local tat = tonumber(redis.call('GET', KEYS[1])) or now\n"
                             "if tat < now then tat = now end\n"
                             "local nxt = tat + interval\n"
                             "if nxt - now > tolerance then return {0, tat} end\n"
                             "redis.call('SET', KEYS[1], string.format('%.0f', nxt), 'PX',\n"
                             "           math.ceil((nxt - now) / 1000))\n"
                             "return {1, nxt}\n";

zend_class_entry *vela_ce_app_throttle;
static zend_object_handlers throttle_handlers;

/* What one check applies: the instance's own, or a route's (its #[Middleware] arguments). */
typedef struct throttle_rule {
    vela_gcra_policy_t policy;
    zend_string *header;       /* `by` "header:<Name>": the lower-case name; NULL for "ip" */
    zend_string *name;         /* the policy's name in the RateLimit fields */
    zend_string *policy_field; /* RateLimit-Policy's value */
} throttle_rule_t;

typedef struct vela_php_throttle {
    throttle_rule_t rule;
    zend_string *prefix; /* of Redis keys */
    zval store;          /* UNDEF: in process; string: a container id; object: a pool */
    zval clock;          /* UNDEF: the container's Vela\Clock; object: the clock */
    zval container;      /* UNDEF or the container ids are looked up in */
    HashTable local;     /* in process: key => TAT (int) */
    zend_object std;
} vela_php_throttle_t;

static inline vela_php_throttle_t *throttle_from_obj(zend_object *obj)
{
    return (vela_php_throttle_t *)((char *)obj - XtOffsetOf(vela_php_throttle_t, std));
}

/* $container->get($id) into *out; false with an exception thrown. */
static bool container_get(vela_php_throttle_t *self, zend_string *id, zval *out)
{
    if (Z_TYPE(self->container) != IS_OBJECT) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "Vela\\Http\\Throttle: \"%s\" names a service, but no container "
                                "was given to look it up in",
                                ZSTR_VAL(id));
        return false;
    }
    zval arg;
    ZVAL_STR(&arg, id);
    zend_call_method(Z_OBJ(self->container), Z_OBJCE(self->container), NULL, "get", 3, out, 1, &arg,
                     NULL);
    return !EG(exception);
}

/* The time, in microseconds; the clock is looked up once when it was not given. */
static bool now_of(vela_php_throttle_t *self, int64_t *now)
{
    if (Z_TYPE(self->clock) == IS_UNDEF && Z_TYPE(self->container) == IS_OBJECT) {
        zend_string *id = zend_string_init("Vela\\Clock", 10, 0);
        bool ok = container_get(self, id, &self->clock);
        zend_string_release(id);
        if (!ok) {
            return false;
        }
    }
    return vela_php_app_clock_micros(Z_TYPE(self->clock) == IS_OBJECT ? &self->clock : NULL, now);
}

/* The request's key (see the design note); the caller releases it. */
static zend_string *key_of(vela_php_throttle_t *self, const throttle_rule_t *rule, zval *request)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    zend_string *value = rule->header ? vela_php_request_header(req, ZSTR_VAL(rule->header)) : NULL;
    if (value == NULL || ZSTR_LEN(value) == 0) {
        value = vela_php_request_client_address(req);
    }
    zend_string *route = req->route ? req->route : ZSTR_EMPTY_ALLOC();
    return zend_strpprintf(0, "%s%s:%s:%s", ZSTR_VAL(self->prefix), ZSTR_VAL(rule->name),
                           ZSTR_VAL(route), ZSTR_VAL(value));
}

/* Drops the in-process keys whose quota is whole again (their TAT is past). */
static void prune(vela_php_throttle_t *self, int64_t now)
{
    zval *tat;
    ZEND_HASH_FOREACH_VAL(&self->local, tat)
    {
        if (Z_LVAL_P(tat) <= now) {
            zend_hash_del_bucket(&self->local, (Bucket *)tat);
        }
    }
    ZEND_HASH_FOREACH_END();
}

static void decide_local(vela_php_throttle_t *self, const throttle_rule_t *rule, zend_string *key,
                         int64_t now, vela_gcra_result_t *out)
{
    zval *kept = zend_hash_find(&self->local, key), tat;
    vela_gcra_decide(&rule->policy, kept ? Z_LVAL_P(kept) : 0, now, out);
    if (out->allowed) {
        if (kept == NULL && zend_hash_num_elements(&self->local) >= LOCAL_PRUNE_AT) {
            prune(self, now);
        }
        ZVAL_LONG(&tat, out->tat);
        zend_hash_update(&self->local, key, &tat);
    }
}

/* The store's pool (resolving a container id once), or NULL with an exception thrown. */
static zend_object *pool_of(vela_php_throttle_t *self)
{
    if (Z_TYPE(self->store) == IS_STRING) {
        zval pool;
        if (!container_get(self, Z_STR(self->store), &pool)) {
            return NULL;
        }
        zval_ptr_dtor(&self->store);
        ZVAL_COPY_VALUE(&self->store, &pool);
    }
    return Z_TYPE(self->store) == IS_OBJECT ? Z_OBJ(self->store) : NULL;
}

/* One EVAL on the store's pool; false with an exception thrown. */
static bool decide_redis(vela_php_throttle_t *self, const throttle_rule_t *rule, zend_string *key,
                         int64_t now, vela_gcra_result_t *out)
{
    zend_object *pool = pool_of(self);
    if (pool == NULL) {
        return false;
    }
    int64_t interval = vela_gcra_interval(&rule->policy);
    zval args[3], keys, argv, reply;
    ZVAL_STRINGL(&args[0], SCRIPT, sizeof(SCRIPT) - 1);
    array_init(&keys);
    add_next_index_str(&keys, zend_string_copy(key));
    array_init(&argv);
    add_next_index_long(&argv, now);
    add_next_index_long(&argv, interval);
    add_next_index_long(&argv, interval * rule->policy.limit);
    ZVAL_COPY_VALUE(&args[1], &keys);
    ZVAL_COPY_VALUE(&args[2], &argv);
    zend_function *eval = zend_hash_str_find_ptr(&pool->ce->function_table, "eval", 4);
    ZVAL_NULL(&reply);
    if (eval == NULL) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "Vela\\Http\\Throttle: the store %s has no eval() method",
                                ZSTR_VAL(pool->ce->name));
    } else {
        zend_call_known_instance_method(eval, pool, &reply, 3, args); /* 3 arguments: not
                                                                        * zend_call_method() */
    }
    zval_ptr_dtor(&args[0]);
    zval_ptr_dtor(&keys);
    zval_ptr_dtor(&argv);
    if (EG(exception)) {
        return false;
    }
    zval *allowed = Z_TYPE(reply) == IS_ARRAY ? zend_hash_index_find(Z_ARRVAL(reply), 0) : NULL;
    zval *tat = Z_TYPE(reply) == IS_ARRAY ? zend_hash_index_find(Z_ARRVAL(reply), 1) : NULL;
    bool ok = allowed && tat && Z_TYPE_P(allowed) == IS_LONG && Z_TYPE_P(tat) == IS_LONG;
    if (ok) {
        vela_gcra_describe(&rule->policy, Z_LVAL_P(allowed) == 1, Z_LVAL_P(tat), now, out);
    } else {
        zend_throw_exception(vela_ce_core_exception,
                             "Vela\\Http\\Throttle: the store's script answered an unexpected "
                             "reply",
                             0);
    }
    zval_ptr_dtor(&reply);
    return ok;
}

static zend_long ceil_seconds(int64_t us)
{
    return (zend_long)((us + 999999) / 1000000);
}

/* RateLimit-Policy and RateLimit on `response`. */
static void add_fields(const throttle_rule_t *rule, zend_object *response,
                       const vela_gcra_result_t *r)
{
    zend_string *name = zend_string_init("RateLimit-Policy", 16, 0);
    vela_php_response_header(response, name, rule->policy_field);
    zend_string_release(name);
    name = zend_string_init("RateLimit", 9, 0);
    zend_string *value =
        zend_strpprintf(0, "\"%s\";r=%" PRId64 ";t=" ZEND_LONG_FMT, ZSTR_VAL(rule->name),
                        r->remaining, ceil_seconds(r->reset_us));
    vela_php_response_header(response, name, value);
    zend_string_release(value);
    zend_string_release(name);
}

/* Throws the 429: a TooManyRequestsException with Retry-After and the RateLimit fields. */
static void throw_limited(const throttle_rule_t *rule, const vela_gcra_result_t *r)
{
    zval exception, args[2], headers;
    array_init(&headers);
    add_assoc_long(&headers, "Retry-After", ceil_seconds(r->retry_after_us));
    add_assoc_str(&headers, "RateLimit-Policy", zend_string_copy(rule->policy_field));
    add_assoc_str(&headers, "RateLimit",
                  zend_strpprintf(0, "\"%s\";r=0;t=" ZEND_LONG_FMT, ZSTR_VAL(rule->name),
                                  ceil_seconds(r->retry_after_us)));
    ZVAL_STRING(&args[0], "Too Many Requests");
    ZVAL_COPY_VALUE(&args[1], &headers);
    zend_class_entry *ce = vela_ce_http_too_many_requests;
    object_init_ex(&exception, ce);
    zend_call_known_instance_method(ce->constructor, Z_OBJ(exception), NULL, 2, args);
    zval_ptr_dtor(&args[0]);
    zval_ptr_dtor(&headers);
    if (EG(exception)) {
        zval_ptr_dtor(&exception);
        return;
    }
    zend_throw_exception_object(&exception);
}

/* Runs the rest of the chain and adds the fields to its answer. */
static void pass(const throttle_rule_t *rule, zval *request, zval *next,
                 const vela_gcra_result_t *r, zval *return_value)
{
    zval result;
    zend_call_method(Z_OBJ_P(next), Z_OBJCE_P(next), NULL, "__invoke", 8, &result, 1, request,
                     NULL);
    if (EG(exception)) {
        return;
    }
    vela_php_app_to_response(&result, return_value);
    zval_ptr_dtor(&result);
    if (!EG(exception) && Z_TYPE_P(return_value) == IS_OBJECT) {
        add_fields(rule, Z_OBJ_P(return_value), r);
    }
}

/*
 * Rejects an option: from the constructor (`option` NULL) as its argument `arg`, from a route's
 * #[Middleware] arguments by the option's name.
 */
static void reject(uint32_t arg, const char *option, const char *format, ...)
{
    va_list va;
    va_start(va, format);
    zend_string *why = zend_vstrpprintf(0, format, va);
    va_end(va);
    if (option) {
        zend_value_error("Vela\\Http\\Throttle: the route's #[Middleware] argument %s %s", option,
                         ZSTR_VAL(why));
    } else {
        zend_argument_value_error(arg, "%s", ZSTR_VAL(why));
    }
    zend_string_release(why);
}

static void rule_release(throttle_rule_t *rule)
{
    zend_string *strings[] = {rule->header, rule->name, rule->policy_field};
    for (size_t i = 0; i < 3; i++) {
        if (strings[i]) {
            zend_string_release(strings[i]);
        }
    }
}

/* `by` read: "ip", or "header:<Name>" (the lower-case name kept); false with an error thrown. */
static bool set_by(throttle_rule_t *rule, zend_string *by, bool route)
{
    zend_string *header = NULL;
    if (ZSTR_LEN(by) > 7 && strncmp(ZSTR_VAL(by), "header:", 7) == 0) {
        header = zend_string_init(ZSTR_VAL(by) + 7, ZSTR_LEN(by) - 7, 0);
        zend_str_tolower(ZSTR_VAL(header), ZSTR_LEN(header));
    } else if (!zend_string_equals_literal(by, "ip")) {
        reject(3, route ? "by" : NULL, "must be \"ip\" or \"header:<Name>\", \"%s\" given",
               ZSTR_VAL(by));
        return false;
    }
    if (rule->header) {
        zend_string_release(rule->header);
    }
    rule->header = header;
    return true;
}

/* The policy name: 1-64 of [A-Za-z0-9_.-] (it is written inside a quoted field value). */
static bool set_name(throttle_rule_t *rule, zend_string *name, bool route)
{
    static const char allowed[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                  "0123456789_.-";
    if (ZSTR_LEN(name) == 0 || ZSTR_LEN(name) > 64 ||
        strspn(ZSTR_VAL(name), allowed) != ZSTR_LEN(name)) {
        reject(6, route ? "name" : NULL, "must be 1-64 of [A-Za-z0-9_.-], \"%s\" given",
               ZSTR_VAL(name));
        return false;
    }
    if (rule->name) {
        zend_string_release(rule->name);
    }
    rule->name = zend_string_copy(name);
    return true;
}

static bool set_limit(throttle_rule_t *rule, zend_long limit, bool route)
{
    if (limit < 1) {
        reject(1, route ? "limit" : NULL, "must be at least 1, " ZEND_LONG_FMT " given", limit);
        return false;
    }
    rule->policy.limit = limit;
    return true;
}

static bool set_per(throttle_rule_t *rule, zend_string *per, bool route)
{
    if (vela_gcra_parse_window(ZSTR_VAL(per), ZSTR_LEN(per), &rule->policy.window_us) != 0) {
        reject(2, route ? "per" : NULL,
               "must be a window such as \"1s\", \"500ms\", \"15m\", \"1h\" or \"1d\" (at most "
               "a year), \"%s\" given",
               ZSTR_VAL(per));
        return false;
    }
    return true;
}

/* RateLimit-Policy's value, from the rule's name, limit and window. */
static void set_policy_field(throttle_rule_t *rule)
{
    if (rule->policy_field) {
        zend_string_release(rule->policy_field);
    }
    rule->policy_field =
        zend_strpprintf(0, "\"%s\";q=%" PRId64 ";w=" ZEND_LONG_FMT, ZSTR_VAL(rule->name),
                        rule->policy.limit, ceil_seconds(rule->policy.window_us));
}

/* One route argument onto `rule`; false with an error thrown. */
static bool set_option(throttle_rule_t *rule, zend_string *option, zval *value)
{
    if (option && zend_string_equals_literal(option, "limit") && Z_TYPE_P(value) == IS_LONG) {
        return set_limit(rule, Z_LVAL_P(value), true);
    }
    if (option && Z_TYPE_P(value) == IS_STRING) {
        if (zend_string_equals_literal(option, "per")) {
            return set_per(rule, Z_STR_P(value), true);
        }
        if (zend_string_equals_literal(option, "by")) {
            return set_by(rule, Z_STR_P(value), true);
        }
        if (zend_string_equals_literal(option, "name")) {
            return set_name(rule, Z_STR_P(value), true);
        }
    }
    zend_value_error("Vela\\Http\\Throttle: the route's #[Middleware] argument %s is not one of "
                     "limit (int), per, by, name (strings)",
                     option ? ZSTR_VAL(option) : "(positional)");
    return false;
}

/*
 * The rule a route's arguments make: the instance's, with `args` (limit, per, by, name) over
 * it. The caller releases it with rule_release(), also on failure (false, an error thrown).
 */
static bool rule_of_route(vela_php_throttle_t *self, HashTable *args, throttle_rule_t *out)
{
    *out = self->rule;
    out->header = out->header ? zend_string_copy(out->header) : NULL;
    out->name = zend_string_copy(out->name);
    out->policy_field = NULL;
    zend_string *option;
    zval *value;
    ZEND_HASH_FOREACH_STR_KEY_VAL(args, option, value)
    {
        if (!set_option(out, option, value)) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    set_policy_field(out);
    return true;
}

/* One check under `rule`: the 429 thrown, or the rest of the chain run with the fields added. */
static void check(vela_php_throttle_t *self, const throttle_rule_t *rule, zval *request, zval *next,
                  int64_t now, zval *return_value)
{
    vela_gcra_result_t r;
    zend_string *key = key_of(self, rule, request);
    bool decided = true;
    if (Z_TYPE(self->store) == IS_UNDEF) {
        decide_local(self, rule, key, now, &r);
    } else {
        decided = decide_redis(self, rule, key, now, &r);
    }
    zend_string_release(key);
    if (!decided) {
        return;
    }
    if (!r.allowed) {
        throw_limited(rule, &r);
        return;
    }
    pass(rule, request, next, &r, return_value);
}

PHP_METHOD(Vela_Http_Throttle, process)
{
    zval *request, *next;
    HashTable *args = NULL;
    ZEND_PARSE_PARAMETERS_START(2, 3)
    Z_PARAM_OBJECT_OF_CLASS(request, vela_ce_http_request)
    Z_PARAM_OBJECT_OF_CLASS(next, vela_ce_http_next)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(args)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_throttle_t *self = throttle_from_obj(Z_OBJ_P(ZEND_THIS));
    int64_t now;
    if (self->rule.policy_field == NULL || !now_of(self, &now)) {
        if (!EG(exception)) {
            zend_throw_error(NULL, "Vela\\Http\\Throttle is not constructed");
        }
        RETURN_THROWS();
    }
    if (args == NULL || zend_hash_num_elements(args) == 0) {
        check(self, &self->rule, request, next, now, return_value);
        return;
    }
    throttle_rule_t rule;
    if (rule_of_route(self, args, &rule)) {
        check(self, &rule, request, next, now, return_value);
    }
    rule_release(&rule);
}

/* The arguments that are not services, checked and kept; false with an error thrown. */
static bool configure(vela_php_throttle_t *self, zend_long limit, zend_string *per, zend_string *by,
                      zend_string *name, zend_string *prefix)
{
    throttle_rule_t *rule = &self->rule;
    if (!set_limit(rule, limit, false) || !set_per(rule, per, false) ||
        !set_name(rule, name, false) || !set_by(rule, by, false)) {
        return false;
    }
    self->prefix = zend_string_copy(prefix);
    set_policy_field(rule);
    return true;
}

PHP_METHOD(Vela_Http_Throttle, __construct)
{
    zend_long limit = 60;
    zend_string *per = NULL, *by = NULL, *name = NULL, *prefix = NULL;
    zval *store = NULL, *clock = NULL, *container = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 8)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(limit)
    Z_PARAM_STR(per)
    Z_PARAM_STR(by)
    Z_PARAM_ZVAL(store)
    Z_PARAM_OBJECT_OF_CLASS_OR_NULL(clock, vela_ce_app_clock)
    Z_PARAM_STR(name)
    Z_PARAM_STR(prefix)
    Z_PARAM_OBJECT_OR_NULL(container)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_throttle_t *self = throttle_from_obj(Z_OBJ_P(ZEND_THIS));
    if (self->rule.policy_field != NULL) {
        zend_throw_error(NULL, "Vela\\Http\\Throttle is already constructed");
        RETURN_THROWS();
    }
    if (store && Z_TYPE_P(store) != IS_NULL && Z_TYPE_P(store) != IS_STRING &&
        Z_TYPE_P(store) != IS_OBJECT) {
        zend_argument_type_error(4, "must be a container id, a Redis pool or null, %s given",
                                 zend_zval_type_name(store));
        RETURN_THROWS();
    }
    zend_string *defaults[] = {zend_string_init("1m", 2, 0), zend_string_init("ip", 2, 0),
                               zend_string_init("default", 7, 0),
                               zend_string_init("vela:throttle:", 14, 0)};
    bool ok = configure(self, limit, per ? per : defaults[0], by ? by : defaults[1],
                        name ? name : defaults[2], prefix ? prefix : defaults[3]);
    for (size_t i = 0; i < 4; i++) {
        zend_string_release(defaults[i]);
    }
    if (!ok) {
        RETURN_THROWS();
    }
    if (store && Z_TYPE_P(store) != IS_NULL &&
        !(Z_TYPE_P(store) == IS_STRING && Z_STRLEN_P(store) == 0)) {
        ZVAL_COPY(&self->store, store);
    }
    if (clock) {
        ZVAL_COPY(&self->clock, clock);
    }
    if (container) {
        ZVAL_COPY(&self->container, container);
    }
}

static zend_object *throttle_create(zend_class_entry *ce)
{
    vela_php_throttle_t *self = zend_object_alloc(sizeof(*self), ce);
    memset(self, 0, XtOffsetOf(vela_php_throttle_t, std));
    zend_object_std_init(&self->std, ce);
    object_properties_init(&self->std, ce);
    self->std.handlers = &throttle_handlers;
    ZVAL_UNDEF(&self->store);
    ZVAL_UNDEF(&self->clock);
    ZVAL_UNDEF(&self->container);
    zend_hash_init(&self->local, 0, NULL, NULL, 0);
    return &self->std;
}

static void throttle_free(zend_object *obj)
{
    vela_php_throttle_t *self = throttle_from_obj(obj);
    rule_release(&self->rule);
    if (self->prefix) {
        zend_string_release(self->prefix);
    }
    zval_ptr_dtor(&self->store);
    zval_ptr_dtor(&self->clock);
    zval_ptr_dtor(&self->container);
    zend_hash_destroy(&self->local);
    zend_object_std_dtor(obj);
}

/* The store, the clock and the container may point back at the app that holds this. */
static HashTable *throttle_get_gc(zend_object *obj, zval **table, int *n)
{
    *table = &throttle_from_obj(obj)->store;
    *n = 3;
    return zend_std_get_properties(obj);
}

void vela_php_app_throttle_register(zend_class_entry *ce)
{
    vela_ce_app_throttle = ce;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    ce->create_object = throttle_create;
    memcpy(&throttle_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    throttle_handlers.offset = XtOffsetOf(vela_php_throttle_t, std);
    throttle_handlers.free_obj = throttle_free;
    throttle_handlers.get_gc = throttle_get_gc;
    throttle_handlers.clone_obj = NULL;
}
