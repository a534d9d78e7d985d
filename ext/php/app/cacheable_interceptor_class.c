/*
 * Vela\Interceptor\CacheableInterceptor: the runtime service behind
 * #[Cacheable] and #[CacheEvict] (vgen wires both to it; Vela\App provides
 * it to the container, configured by config/cache.php).
 *
 * Design. A method's result is kept under a key: the attribute's key with
 * "{0}", "{1}"… replaced by the arguments, else "Class::method:" followed by
 * the SHA-256 (hex) of serialize() of all the arguments. An argument in a key
 * is written unambiguously, so two argument lists never share a key: a
 * scalar or null as its serialize() ('s:4:"root";', 'i:42;', 'N;'), which
 * carries its type and length; anything else as "h:", the SHA-256 of its
 * serialize() and ";" (an int, string, bool or null argument is written
 * directly, byte for byte what serialize() writes). A method that throws
 * caches nothing.
 *
 * Values. In Redis a value is kept serialize()d. In process, a value that
 * holds no object, resource or reference is kept as it is: PHP's
 * copy-on-write makes every hit a copy the caller may change, so a hit costs
 * a hash lookup and no unserialize(). A value that holds one is kept
 * serialize()d there too, so each hit is a fresh copy of its objects.
 *
 * Untrusted entries. Whoever can write to the Redis server could otherwise
 * choose which objects unserialize() makes (a __wakeup or __destruct gadget).
 * A stored value is read with allowed_classes: the classes of the method's
 * declared return type (the "returns" option, which vgen writes) and those
 * the attribute lists (the "classes" option). An entry holding an object of
 * any other class is a miss (the method runs and its result replaces the
 * entry); no object of that class is made. Storing a result that holds such
 * an object throws, so the rule shows when it is written, not as a cache
 * that never hits.
 *
 * Stores. In-process (the default): the `entries` array, key → the value
 * (plain and no expiry) or a reference to [expires, value, flags] (see
 * memory_hit()), in least-recently-used order (a hit moves its entry to the
 * end, an insert into a full cache first drops the oldest); per worker,
 * since the container is. Redis: GET, SET … EX ttl and DEL on the pool, under
 * `prefix`; a container id ("redis.default") is resolved on first use,
 * because pools open when the worker starts, after the container exists.
 *
 * The same store serves code directly: get(), getMany(), getList(), set(),
 * delete() (the service is injectable by its class), under the same rules.
 * getList() is the cheap bulk read of cached queries: ids under one prefix,
 * each name built in one reused buffer and looked up by its bytes, the hits
 * answered under their places, so with every id a hit the answer is the list
 * of stored values (each a refcount, no copy).
 *
 * State lives in the class's declared private properties (slots below), so
 * the engine's GC and property handlers need no custom object.
 */
#include <php.h>
#include <Zend/zend_closures.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>

#include <Zend/zend_smart_str.h>
#include <ext/hash/php_hash.h>
#include <ext/hash/php_hash_sha.h>
#include <ext/standard/md5.h> /* make_digest_ex() */
#include <ext/standard/php_incomplete_class.h>
#include <ext/standard/php_var.h>
#include <sys/time.h>

#include "php/app/app.h"
#include "php/core/binding.h"

zend_class_entry *vela_ce_app_cacheable_interceptor;

/* The declared properties, in the stub's order. */
enum { SLOT_STORE, SLOT_ENTRIES, SLOT_CAPACITY, SLOT_PREFIX, SLOT_CONTAINER };

#define SLOT(obj, n) OBJ_PROP_NUM(obj, n)

static double now(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (double)tv.tv_sec + tv.tv_usec / 1e6;
}

/* serialize($value) as a new string; NULL with an exception pending. */
static zend_string *serialize_value(zval *value)
{
    smart_str buf = {0};
    php_serialize_data_t hash;
    PHP_VAR_SERIALIZE_INIT(hash);
    php_var_serialize(&buf, value, &hash);
    PHP_VAR_SERIALIZE_DESTROY(hash);
    if (EG(exception)) {
        smart_str_free(&buf);
        return NULL;
    }
    return smart_str_extract(&buf);
}

/*
 * The class names a stored value may hold objects of, lower-cased as
 * unserialize() looks them up: the "returns" and "classes" lists of the
 * attribute's options, or a direct call's $classes (class names; anything
 * else in them is ignored). Built on first need, since a hit in process and
 * a plain value need none; allowed_free() destroys it.
 */
typedef struct {
    HashTable *options, *classes;
    HashTable table;
    bool built;
} allowed_t;

static void allowed_init(allowed_t *allowed, HashTable *options, HashTable *classes)
{
    allowed->options = options;
    allowed->classes = classes;
    allowed->built = false;
}

static void allowed_add(HashTable *table, zval *list)
{
    zval *name;
    if (list == NULL || Z_TYPE_P(list) != IS_ARRAY) {
        return;
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(list), name)
    {
        if (Z_TYPE_P(name) == IS_STRING) {
            zend_string *lower = zend_string_tolower(Z_STR_P(name));
            zend_hash_add_empty_element(table, lower);
            zend_string_release(lower);
        }
    }
    ZEND_HASH_FOREACH_END();
}

static HashTable *allowed_table(allowed_t *allowed)
{
    if (!allowed->built) {
        zend_hash_init(&allowed->table, 8, NULL, NULL, 0);
        allowed->built = true;
        if (allowed->options) {
            allowed_add(&allowed->table, zend_hash_str_find(allowed->options, "returns", 7));
            allowed_add(&allowed->table, zend_hash_str_find(allowed->options, "classes", 7));
        }
        if (allowed->classes) {
            zval list;
            ZVAL_ARR(&list, allowed->classes);
            allowed_add(&allowed->table, &list);
        }
    }
    return &allowed->table;
}

static void allowed_free(allowed_t *allowed)
{
    if (allowed->built) {
        zend_hash_destroy(&allowed->table);
    }
}

/* The first object in `value` that unserialize() left incomplete (its class was not
 * allowed), or NULL. Arrays and object properties are searched; cycles are cut. */
static zend_object *incomplete_object(zval *value)
{
    ZVAL_DEREF(value);
    HashTable *table;
    if (Z_TYPE_P(value) == IS_OBJECT) {
        if (Z_OBJCE_P(value) == php_ce_incomplete_class) {
            return Z_OBJ_P(value);
        }
        table = Z_OBJ_HT_P(value)->get_properties(Z_OBJ_P(value));
    } else if (Z_TYPE_P(value) == IS_ARRAY) {
        table = Z_ARRVAL_P(value);
    } else {
        return NULL;
    }
    if (table == NULL || GC_IS_RECURSIVE(table)) {
        return NULL;
    }
    zend_object *found = NULL;
    zval *item;
    GC_TRY_PROTECT_RECURSION(table);
    ZEND_HASH_FOREACH_VAL_IND(table, item)
    {
        if ((found = incomplete_object(item)) != NULL) {
            break;
        }
    }
    ZEND_HASH_FOREACH_END();
    GC_TRY_UNPROTECT_RECURSION(table);
    return found;
}

/*
 * unserialize() of a stored value into *out, making objects of the allowed
 * classes only; false (out undefined) when it does not read, throws (the
 * exception is dropped: a bad entry is a miss) or holds an object of another
 * class. *foreign then names that class (a new string,
 * the caller releases it) when foreign is not NULL.
 */
static bool unserialize_value(zend_string *text, HashTable *allowed, zval *out,
                              zend_string **foreign)
{
    const unsigned char *p = (const unsigned char *)ZSTR_VAL(text);
    php_unserialize_data_t hash;
    PHP_VAR_UNSERIALIZE_INIT(hash);
    php_var_unserialize_set_allowed_classes(hash, allowed);
    bool ok = php_var_unserialize(out, &p, p + ZSTR_LEN(text), &hash);
    PHP_VAR_UNSERIALIZE_DESTROY(hash);
    if (EG(exception)) { /* e.g. a disallowed object for a typed property: no entry */
        zend_clear_exception();
        ok = false;
    }
    zend_object *stranger = ok ? incomplete_object(out) : NULL;
    if (stranger && foreign) {
        *foreign = php_lookup_class_name(stranger);
    }
    if (!ok || stranger) {
        zval_ptr_dtor(out);
        ZVAL_UNDEF(out);
    }
    return ok && stranger == NULL;
}

/* Appends the SHA-256 (hex) of serialize($value) to `key`; false with an exception pending. */
static bool append_digest(smart_str *key, zval *value)
{
    zend_string *text = serialize_value(value);
    if (text == NULL) {
        return false;
    }
    PHP_SHA256_CTX context;
    unsigned char digest[32];
    char hex[65];
    PHP_SHA256Init(&context);
    PHP_SHA256Update(&context, (const unsigned char *)ZSTR_VAL(text), ZSTR_LEN(text));
    PHP_SHA256Final(digest, &context);
    make_digest_ex(hex, digest, 32);
    smart_str_appendl(key, hex, 64);
    zend_string_release(text);
    return true;
}

/* Appends argument `value` as a key part: a scalar or null as its serialize(), anything else
 * as "h:" + its digest + ";" (see the design note); false with an exception pending. */
static bool append_argument(smart_str *key, zval *value)
{
    ZVAL_DEREF(value);
    if (Z_TYPE_P(value) > IS_STRING) {
        smart_str_appends(key, "h:");
        bool ok = append_digest(key, value);
        smart_str_appendc(key, ';');
        return ok;
    }
    switch (Z_TYPE_P(value)) { /* what serialize() writes, without its machinery */
    case IS_LONG:
        smart_str_appends(key, "i:");
        smart_str_append_long(key, Z_LVAL_P(value));
        smart_str_appendc(key, ';');
        return true;
    case IS_STRING:
        smart_str_appends(key, "s:");
        smart_str_append_unsigned(key, Z_STRLEN_P(value));
        smart_str_appends(key, ":\"");
        smart_str_append(key, Z_STR_P(value));
        smart_str_appends(key, "\";");
        return true;
    case IS_NULL:
        smart_str_appends(key, "N;");
        return true;
    case IS_FALSE:
    case IS_TRUE:
        smart_str_appends(key, Z_TYPE_P(value) == IS_TRUE ? "b:1;" : "b:0;");
        return true;
    }
    zend_string *text = serialize_value(value);
    if (text == NULL) {
        return false;
    }
    smart_str_append(key, text);
    zend_string_release(text);
    return true;
}

/* `template` with each "{N}" replaced by argument N; NULL with an exception pending. */
static zend_string *expand_key(zend_string *template, HashTable *args)
{
    smart_str key = {0};
    const char *p = ZSTR_VAL(template), *end = p + ZSTR_LEN(template);
    smart_str_alloc(&key, ZSTR_LEN(template) + 32, 0);
    while (p < end) {
        const char *close = p + 1;
        zend_ulong index = 0;
        while (*p == '{' && close < end && close - p <= 3 && *close >= '0' && *close <= '9') {
            index = index * 10 + (zend_ulong)(*close++ - '0');
        }
        if (close == p + 1 || close == end || *close != '}') { /* not "{N}", N of 1 to 3 digits */
            smart_str_appendc(&key, *p++);
            continue;
        }
        zval *arg = zend_hash_index_find(args, index);
        if (arg == NULL || !append_argument(&key, arg)) {
            if (arg == NULL) {
                zend_value_error("cache key '%s' names {" ZEND_ULONG_FMT "}, but the method got %u "
                                 "arguments",
                                 ZSTR_VAL(template), index, zend_hash_num_elements(args));
            }
            smart_str_free(&key);
            return NULL;
        }
        p = close + 1;
    }
    smart_str_0(&key);
    return key.s ? smart_str_extract(&key) : ZSTR_EMPTY_ALLOC();
}

/* The key with no template: "Class::method", then ":" and the digest of the arguments. */
static zend_string *default_key(zend_object *target, zend_string *method, zval *args)
{
    zend_class_entry *ce = target->ce->parent ? target->ce->parent : target->ce;
    smart_str key = {0};
    smart_str_append(&key, ce->name);
    smart_str_appends(&key, "::");
    smart_str_append(&key, method);
    if (zend_hash_num_elements(Z_ARRVAL_P(args)) > 0) {
        smart_str_appendc(&key, ':');
        if (!append_digest(&key, args)) {
            smart_str_free(&key);
            return NULL;
        }
    }
    return smart_str_extract(&key);
}

/* ---- the stores ------------------------------------------------------------------------ */

/* The Redis pool, or NULL for the in-process store (or with an exception pending, when the
 * container id does not resolve). */
static zend_object *redis_store(zend_object *self)
{
    zval *store = SLOT(self, SLOT_STORE);
    if (Z_TYPE_P(store) == IS_STRING) {
        zval *container = SLOT(self, SLOT_CONTAINER), pool;
        zend_call_method(Z_OBJ_P(container), Z_OBJCE_P(container), NULL, "get", 3, &pool, 1, store,
                         NULL);
        if (EG(exception)) {
            return NULL;
        }
        zval_ptr_dtor(store);
        ZVAL_COPY_VALUE(store, &pool);
    }
    return Z_TYPE_P(store) == IS_OBJECT ? Z_OBJ_P(store) : NULL;
}

/* Calls $pool->$name(prefix . key [, value [, options]]) into *result. */
static void redis_call(zend_object *self, zend_object *pool, const char *name, zend_string *key,
                       zval *value, zval *options, zval *result)
{
    zval args[3];
    uint32_t count = 1 + (value != NULL) + (options != NULL);
    ZVAL_STR(&args[0], zend_string_concat2(Z_STRVAL_P(SLOT(self, SLOT_PREFIX)),
                                           Z_STRLEN_P(SLOT(self, SLOT_PREFIX)), ZSTR_VAL(key),
                                           ZSTR_LEN(key)));
    if (value) {
        ZVAL_COPY_VALUE(&args[1], value);
    }
    if (options) {
        ZVAL_COPY_VALUE(&args[2], options);
    }
    zend_function *fn = zend_hash_str_find_ptr(&pool->ce->function_table, name, strlen(name));
    ZVAL_NULL(result);
    if (fn == NULL) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "the cache store %s has no %s() method",
                                ZSTR_VAL(pool->ce->name), name);
    } else {
        zend_call_known_instance_method(fn, pool, result, count, args);
    }
    zval_ptr_dtor(&args[0]);
}

static HashTable *entries_of(zend_object *self)
{
    zval *entries = SLOT(self, SLOT_ENTRIES);
    SEPARATE_ARRAY(entries);
    return Z_ARRVAL_P(entries);
}

/*
 * An in-process entry is the value itself when it is plain and never expires (the common case:
 * a hit then touches the hash bucket and the value, nothing more, as a plain PHP array would).
 * Any other is a reference to a packed array [expires, value, flags]: expires a double (0:
 * never), flags the ENTRY_* bits. A plain value holds no reference (plain_value()), so the two
 * never mix up.
 */
enum { ENTRY_EXPIRES, ENTRY_VALUE, ENTRY_FLAGS };
#define ENTRY_SERIALIZED 1 /* the value is a serialize()d text */

static zval *entry_slot(zval *wrapped, int n)
{
    return &Z_ARRVAL_P(wrapped)->arPacked[n];
}

/* Whether the wrapped entry has the shape memory_set() gives (reflection or unserialize() could
 * plant anything in the private property). */
static bool entry_valid(zval *wrapped)
{
    return Z_TYPE_P(wrapped) == IS_ARRAY && HT_IS_PACKED(Z_ARRVAL_P(wrapped)) &&
           Z_ARRVAL_P(wrapped)->nNumUsed == 3 &&
           Z_TYPE_P(entry_slot(wrapped, ENTRY_EXPIRES)) == IS_DOUBLE &&
           Z_TYPE_P(entry_slot(wrapped, ENTRY_FLAGS)) == IS_LONG;
}

/* Moves `entry` (a value of `entries`) to the end, the most recently used place, unless it is
 * there already; returns where it is now. */
static zval *lru_touch(HashTable *entries, zval *entry)
{
    Bucket *bucket = (Bucket *)entry; /* a bucket begins with its value */
    if (bucket == entries->arData + entries->nNumUsed - 1) {
        return entry;
    }
    zval keep;
    zend_string *key = zend_string_copy(bucket->key);
    ZVAL_COPY(&keep, entry);
    zend_hash_del_bucket(entries, bucket);
    entry = zend_hash_add_new(entries, key, &keep);
    zend_string_release(key);
    return entry;
}

/* The value of the found `entry` (a value of `entries`) into *out, unless it expired (then
 * dropped), is malformed or holds an object outside `allowed`; false on a miss. A hit becomes
 * the most recently used entry. */
static bool memory_hit(HashTable *entries, zval *entry, allowed_t *allowed, zval *out)
{
    if (Z_TYPE_P(entry) <= IS_ARRAY) { /* plain, no expiry */
        entry = lru_touch(entries, entry);
        ZVAL_COPY(out, entry);
        return true;
    }
    if (!Z_ISREF_P(entry) || !entry_valid(Z_REFVAL_P(entry))) {
        zend_hash_del_bucket(entries, (Bucket *)entry); /* a bucket begins with its value */
        return false;
    }
    double expires = Z_DVAL_P(entry_slot(Z_REFVAL_P(entry), ENTRY_EXPIRES));
    if (expires > 0 && expires <= now()) {
        zend_hash_del_bucket(entries, (Bucket *)entry);
        return false;
    }
    zval *wrapped = Z_REFVAL_P(lru_touch(entries, entry));
    zval *value = entry_slot(wrapped, ENTRY_VALUE);
    if (!(Z_LVAL_P(entry_slot(wrapped, ENTRY_FLAGS)) & ENTRY_SERIALIZED)) {
        ZVAL_COPY(out, value);
        return true;
    }
    zend_string *text = zend_string_copy(Z_STR_P(value)); /* __unserialize() may change entries */
    bool hit = unserialize_value(text, allowed_table(allowed), out, NULL);
    zend_string_release(text);
    return hit;
}

/* The in-process value under `key` into *out: see memory_hit(). */
static bool memory_get(zend_object *self, zend_string *key, allowed_t *allowed, zval *out)
{
    HashTable *entries = entries_of(self);
    zval *entry = zend_hash_find(entries, key);
    return entry != NULL && memory_hit(entries, entry, allowed, out);
}

/* Drops the least recently used entries until at most `capacity` are left. The hash's internal
 * pointer is the oldest entry: deleting the bucket it points at moves it on, so finding the
 * oldest costs no scan over the holes older deletions and moves left. */
static void memory_evict(HashTable *entries, uint32_t capacity)
{
    while (zend_hash_num_elements(entries) > capacity) {
        HashPosition oldest = zend_hash_get_current_pos(entries);
        if (oldest >= entries->nNumUsed) { /* past the end: start over from the first */
            zend_hash_internal_pointer_reset_ex(entries, &oldest);
        }
        zend_hash_del_bucket(entries, entries->arData + oldest);
    }
}

/* Keeps `value` (a serialize()d text when `serialized`) under `key` for `ttl` seconds (0: no
 * expiry), dropping the least recently used entries past the capacity. */
static void memory_set(zend_object *self, zend_string *key, zend_long ttl, zval *value,
                       bool serialized)
{
    HashTable *entries = entries_of(self);
    zval entry, wrapped, item;
    if (ttl > 0 || serialized) {
        array_init_size(&wrapped, 3);
        zend_hash_real_init_packed(Z_ARRVAL(wrapped));
        ZVAL_DOUBLE(&item, ttl > 0 ? now() + (double)ttl : 0);
        zend_hash_next_index_insert_new(Z_ARRVAL(wrapped), &item);
        Z_TRY_ADDREF_P(value);
        zend_hash_next_index_insert_new(Z_ARRVAL(wrapped), value);
        ZVAL_LONG(&item, serialized ? ENTRY_SERIALIZED : 0);
        zend_hash_next_index_insert_new(Z_ARRVAL(wrapped), &item);
        ZVAL_NEW_REF(&entry, &wrapped);
    } else {
        ZVAL_COPY(&entry, value);
    }
    zend_hash_del(entries, key);
    /* Room is made first: the entry set now is never the one dropped. */
    memory_evict(entries, (uint32_t)Z_LVAL_P(SLOT(self, SLOT_CAPACITY)) - 1);
    zend_hash_add_new(entries, key, &entry);
}

/* The cached value of `key` into *out, objects of the `allowed` classes only; false on a miss
 * (or with an exception pending). */
static bool cache_get(zend_object *self, zend_string *key, allowed_t *allowed, zval *out)
{
    zend_object *pool = redis_store(self);
    zval reply;
    if (EG(exception)) {
        return false;
    }
    if (pool == NULL) {
        return memory_get(self, key, allowed, out);
    }
    redis_call(self, pool, "get", key, NULL, NULL, &reply);
    bool hit = Z_TYPE(reply) == IS_STRING &&
               unserialize_value(Z_STR(reply), allowed_table(allowed), out, NULL);
    zval_ptr_dtor(&reply);
    return hit;
}

/* Whether `value` is or holds (in arrays, at any depth) an object; cycles are cut. */
static bool holds_object(zval *value)
{
    ZVAL_DEREF(value);
    if (Z_TYPE_P(value) != IS_ARRAY) {
        return Z_TYPE_P(value) == IS_OBJECT;
    }
    HashTable *table = Z_ARRVAL_P(value);
    if (GC_IS_RECURSIVE(table)) {
        return false;
    }
    bool found = false;
    zval *item;
    GC_TRY_PROTECT_RECURSION(table);
    ZEND_HASH_FOREACH_VAL(table, item)
    {
        if ((found = holds_object(item))) {
            break;
        }
    }
    ZEND_HASH_FOREACH_END();
    GC_TRY_UNPROTECT_RECURSION(table);
    return found;
}

/* Whether `value` can be kept in process as it is: it holds (in arrays, at any depth) no
 * object, resource or reference, so copy-on-write makes each read a copy. */
static bool plain_value(zval *value)
{
    zval *item;
    if (Z_TYPE_P(value) != IS_ARRAY) {
        return Z_TYPE_P(value) <= IS_STRING;
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(value), item)
    {
        if (!plain_value(item)) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/*
 * serialize($value) for the store, or NULL: with an exception pending when serialize()
 * throws, else because the value holds an object of a class outside `allowed`, which could
 * not be read back (found by reading it back as the cache would, only when it holds objects
 * at all); *foreign then names that class (a new string, or NULL).
 */
static zend_string *serialize_allowed(zval *value, allowed_t *allowed, zend_string **foreign)
{
    zend_string *text = serialize_value(value);
    zval copy;
    if (text == NULL || !holds_object(value)) {
        return text;
    }
    if (unserialize_value(text, allowed_table(allowed), &copy, foreign)) {
        zval_ptr_dtor(&copy);
        return text;
    }
    zend_string_release(text);
    return NULL;
}

/* The exception for a value serialize_allowed() refused, naming `foreign` (released here):
 * "<who>: the <what> holds an object of class …, which <names>, …; add it<how>". */
static void throw_foreign(const char *who, const char *what, const char *names,
                          zend_string *foreign, const char *how_open, const char *how_close)
{
    const char *name = foreign ? ZSTR_VAL(foreign) : "?";
    zend_throw_exception_ex(vela_ce_core_exception, 0,
                            "%s: the %s holds an object of class %s, which %s, so it would not be "
                            "read back from the cache; add it%s[%s::class]%s",
                            who, what, name, names, how_open, name, how_close);
    if (foreign) {
        zend_string_release(foreign);
    }
}

/* Keeps `value` under `key` for `ttl` seconds; false (with *foreign set, or an exception
 * pending) when it cannot be stored: see serialize_allowed(). */
static bool cache_set(zend_object *self, zend_string *key, zend_long ttl, zval *value,
                      allowed_t *allowed, zend_string **foreign)
{
    zend_object *pool = redis_store(self);
    if (EG(exception)) {
        return false;
    }
    if (pool == NULL && plain_value(value)) {
        memory_set(self, key, ttl, value, false);
        return true;
    }
    zend_string *text = serialize_allowed(value, allowed, foreign);
    if (text == NULL) {
        return false;
    }
    zval stored, options, reply;
    ZVAL_STR(&stored, text);
    if (pool == NULL) {
        memory_set(self, key, ttl, &stored, true);
    } else {
        array_init(&options);
        if (ttl > 0) {
            add_assoc_long(&options, "EX", ttl);
        }
        redis_call(self, pool, "set", key, &stored, &options, &reply);
        zval_ptr_dtor(&options);
        zval_ptr_dtor(&reply);
    }
    zend_string_release(text);
    return true;
}

static void cache_delete(zend_object *self, zend_string *key)
{
    zend_object *pool = redis_store(self);
    zval reply;
    if (EG(exception)) {
        return;
    }
    if (pool == NULL) {
        zend_hash_del(entries_of(self), key);
        return;
    }
    redis_call(self, pool, "del", key, NULL, NULL, &reply);
    zval_ptr_dtor(&reply);
}

/* ---- the PHP methods ------------------------------------------------------------------- */

PHP_METHOD(Vela_Interceptor_CacheableInterceptor, __construct)
{
    zval *store = NULL;
    zend_long capacity = 10000;
    zend_string *prefix = NULL;
    zend_object *container = NULL;

    ZEND_PARSE_PARAMETERS_START(0, 4)
    Z_PARAM_OPTIONAL
    Z_PARAM_ZVAL(store)
    Z_PARAM_LONG(capacity)
    Z_PARAM_STR(prefix)
    Z_PARAM_OBJ_OR_NULL(container)
    ZEND_PARSE_PARAMETERS_END();
    zend_object *self = Z_OBJ_P(ZEND_THIS);
    if (store && Z_TYPE_P(store) != IS_NULL && Z_TYPE_P(store) != IS_OBJECT &&
        (Z_TYPE_P(store) != IS_STRING || container == NULL)) {
        zend_argument_type_error(1, "must be a Redis pool, or a container id with $container");
        RETURN_THROWS();
    }
    if (capacity < 1) {
        zend_argument_value_error(2, "must be at least 1");
        RETURN_THROWS();
    }
    ZVAL_COPY(SLOT(self, SLOT_STORE), store ? store : &EG(uninitialized_zval));
    ZVAL_LONG(SLOT(self, SLOT_CAPACITY), capacity);
    zval_ptr_dtor(SLOT(self, SLOT_PREFIX));
    ZVAL_STR(SLOT(self, SLOT_PREFIX),
             prefix ? zend_string_copy(prefix) : zend_string_init("vela:cache:", 11, 0));
    if (container) {
        ZVAL_OBJ_COPY(SLOT(self, SLOT_CONTAINER), container);
    }
}

/* The keys of the "key" option (one template or a list), expanded, into the array *keys. */
static bool option_keys(zval *option, HashTable *args, zval *keys)
{
    zval *template;
    array_init(keys);
    HashTable single = {0};
    if (Z_TYPE_P(option) == IS_STRING) {
        zend_hash_init(&single, 1, NULL, NULL, 0);
        zend_hash_next_index_insert(&single, option);
    }
    ZEND_HASH_FOREACH_VAL(Z_TYPE_P(option) == IS_ARRAY ? Z_ARRVAL_P(option) : &single, template)
    {
        zend_string *key =
            Z_TYPE_P(template) == IS_STRING ? expand_key(Z_STR_P(template), args) : NULL;
        if (key == NULL) {
            if (!EG(exception)) {
                zend_value_error("a cache key must be a string");
            }
            break;
        }
        add_next_index_str(keys, key);
    }
    ZEND_HASH_FOREACH_END();
    if (Z_TYPE_P(option) == IS_STRING) {
        zend_hash_destroy(&single);
    }
    return !EG(exception);
}

/* #[CacheEvict]: runs the method, then drops each key. */
static void evict(zend_object *self, zval *option, zval *args, zval *proceed, zval *return_value)
{
    zval keys, *key;
    if (!option_keys(option, Z_ARRVAL_P(args), &keys)) {
        zval_ptr_dtor(&keys);
        return;
    }
    if (call_user_function(NULL, NULL, proceed, return_value, 0, NULL) == SUCCESS &&
        !EG(exception)) {
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL(keys), key)
        {
            cache_delete(self, Z_STR_P(key));
        }
        ZEND_HASH_FOREACH_END();
    }
    zval_ptr_dtor(&keys);
}

/* The ttl option (seconds, 0: no expiry). */
static zend_long option_ttl(HashTable *options)
{
    zval *ttl = zend_hash_str_find(options, "ttl", 3);
    return ttl && Z_TYPE_P(ttl) == IS_LONG ? Z_LVAL_P(ttl) : 0;
}

/* Keeps the result in *return_value under `key`; when it cannot be, the result is dropped
 * (not returned with the exception). */
static void keep_result(zend_object *self, zend_object *target, zend_string *method,
                        zend_string *key, HashTable *options, allowed_t *allowed,
                        zval *return_value)
{
    zend_string *foreign = NULL;
    if (cache_set(self, key, option_ttl(options), return_value, allowed, &foreign)) {
        return;
    }
    if (!EG(exception)) {
        zend_class_entry *ce = target->ce->parent ? target->ce->parent : target->ce;
        char *who;
        zend_spprintf(&who, 0, "#[Cacheable] %s::%s()", ZSTR_VAL(ce->name), ZSTR_VAL(method));
        throw_foreign(who, "result",
                      "neither the declared return type nor the attribute's classes: names",
                      foreign, ": #[Cacheable(classes: ", ")]");
        efree(who);
    }
    zval_ptr_dtor(return_value);
    ZVAL_NULL(return_value);
}

PHP_METHOD(Vela_Interceptor_CacheableInterceptor, intercept)
{
    zend_object *target;
    zend_string *method;
    zval *args, *proceed;
    HashTable *options;

    VELA_PARSE_INTERCEPT_ARGS(target, method, args, proceed, options);
    zend_object *self = Z_OBJ_P(ZEND_THIS);
    zval *key_option = zend_hash_str_find(options, "key", 3);
    if (zend_hash_str_find(options, "evict", 5)) {
        evict(self, key_option ? key_option : &EG(uninitialized_zval), args, proceed, return_value);
        return;
    }
    zend_string *key = key_option && Z_TYPE_P(key_option) == IS_STRING
                           ? expand_key(Z_STR_P(key_option), Z_ARRVAL_P(args))
                           : default_key(target, method, args);
    allowed_t allowed;
    allowed_init(&allowed, options, NULL);
    if (key != NULL && !cache_get(self, key, &allowed, return_value) && !EG(exception) &&
        call_user_function(NULL, NULL, proceed, return_value, 0, NULL) == SUCCESS &&
        !EG(exception)) {
        keep_result(self, target, method, key, options, &allowed, return_value);
    }
    allowed_free(&allowed);
    if (key) {
        zend_string_release(key);
    }
}

PHP_METHOD(Vela_Interceptor_CacheableInterceptor, get)
{
    zend_string *key;
    zval *fallback = NULL;
    HashTable *classes = NULL;
    allowed_t allowed;

    ZEND_PARSE_PARAMETERS_START(1, 3)
    Z_PARAM_STR(key)
    Z_PARAM_OPTIONAL
    Z_PARAM_ZVAL(fallback)
    Z_PARAM_ARRAY_HT(classes)
    ZEND_PARSE_PARAMETERS_END();
    allowed_init(&allowed, NULL, classes);
    if (!cache_get(Z_OBJ_P(ZEND_THIS), key, &allowed, return_value)) {
        /* a miss leaves return_value null or undefined: nothing to release */
        ZVAL_COPY(return_value, fallback && !EG(exception) ? fallback : &EG(uninitialized_zval));
    }
    allowed_free(&allowed);
}

/* Appends `id` (an int, or anything else as a string) to `key`. */
static void append_id(smart_str *key, zval *id)
{
    ZVAL_DEREF(id);
    if (Z_TYPE_P(id) == IS_LONG) {
        smart_str_append_long(key, Z_LVAL_P(id));
    } else if (Z_TYPE_P(id) == IS_STRING) {
        smart_str_append(key, Z_STR_P(id));
    } else {
        zend_string *text = zval_get_string(id);
        smart_str_append(key, text);
        zend_string_release(text);
    }
}

/* The hit `value` of the key at `position` of `keys` into the array `out`: under the position
 * for getList() (`by_position`), else under the key itself as getMany() answers. */
static void add_hit(zval *out, bool by_position, zend_ulong position, zval *key, zval *value)
{
    if (by_position) {
        zend_hash_index_add_new(Z_ARRVAL_P(out), position, value);
        return;
    }
    zend_string *name = zval_get_string(key);
    zend_symtable_update(Z_ARRVAL_P(out), name, value);
    zend_string_release(name);
}

/* The Redis names of `keys`: the store's prefix, `list_prefix` (getList(); NULL for
 * getMany()) and the key, in a new array of zvals the caller destroys. */
static zval *redis_names(zend_object *self, HashTable *keys, zend_string *list_prefix)
{
    zval *key, *names = safe_emalloc(zend_hash_num_elements(keys), sizeof(zval), 0);
    uint32_t i = 0;
    smart_str name = {0};
    ZEND_HASH_FOREACH_VAL(keys, key)
    {
        smart_str_append(&name, Z_STR_P(SLOT(self, SLOT_PREFIX)));
        if (list_prefix) {
            smart_str_append(&name, list_prefix);
        }
        append_id(&name, key);
        ZVAL_STR(&names[i++], smart_str_extract(&name));
    }
    ZEND_HASH_FOREACH_END();
    return names;
}

/* The hits among `keys` (strings or ints) from Redis, with one MGET, into the array *out:
 * see add_hit() and redis_names(). */
static void redis_get_many(zend_object *self, zend_object *pool, HashTable *keys,
                           zend_string *list_prefix, allowed_t *allowed, zval *out)
{
    zval *key, reply, *text;
    uint32_t n = zend_hash_num_elements(keys), i = 0;
    zval *args = redis_names(self, keys, list_prefix);
    zend_function *fn = zend_hash_str_find_ptr(&pool->ce->function_table, "mget", 4);
    ZVAL_NULL(&reply);
    if (fn == NULL) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "the cache store %s has no mget() method",
                                ZSTR_VAL(pool->ce->name));
    } else {
        zend_call_known_instance_method(fn, pool, &reply, n, args);
    }
    ZEND_HASH_FOREACH_VAL(keys, key)
    {
        zval value;
        text = Z_TYPE(reply) == IS_ARRAY ? zend_hash_index_find(Z_ARRVAL(reply), i) : NULL;
        if (text && Z_TYPE_P(text) == IS_STRING &&
            unserialize_value(Z_STR_P(text), allowed_table(allowed), &value, NULL)) {
            add_hit(out, list_prefix != NULL, i, key, &value);
        }
        zval_ptr_dtor(&args[i++]);
    }
    ZEND_HASH_FOREACH_END();
    efree(args);
    zval_ptr_dtor(&reply);
}

/* The in-process hits among `keys` into the array *out: see add_hit(). With `list_prefix`,
 * each name is built in one reused buffer and looked up by its bytes (no string per key). */
static void memory_get_many(zend_object *self, HashTable *keys, zend_string *list_prefix,
                            allowed_t *allowed, zval *out)
{
    zval *key, value;
    zend_ulong position = 0;
    smart_str name = {0};
    if (list_prefix) {
        smart_str_alloc(&name, ZSTR_LEN(list_prefix) + MAX_LENGTH_OF_LONG, 0);
        smart_str_append(&name, list_prefix);
    }
    ZEND_HASH_FOREACH_VAL(keys, key)
    {
        HashTable *entries = entries_of(self); /* again: __unserialize() may have changed it */
        zval *entry;
        if (list_prefix) {
            ZSTR_LEN(name.s) = ZSTR_LEN(list_prefix);
            append_id(&name, key);
            entry = zend_hash_str_find(entries, ZSTR_VAL(name.s), ZSTR_LEN(name.s));
        } else {
            zend_string *text = zval_get_string(key);
            entry = zend_hash_find(entries, text);
            zend_string_release(text);
        }
        if (entry && memory_hit(entries, entry, allowed, &value)) {
            add_hit(out, list_prefix != NULL, position, key, &value);
        }
        position++;
    }
    ZEND_HASH_FOREACH_END();
    smart_str_free(&name);
}

/* getMany() and getList(): the hits among `keys`, in one MGET with Redis. */
static void get_many(zend_object *self, HashTable *keys, zend_string *list_prefix,
                     HashTable *classes, zval *return_value)
{
    allowed_t allowed;
    zend_object *pool = redis_store(self);
    if (EG(exception)) {
        return;
    }
    allowed_init(&allowed, NULL, classes);
    array_init_size(return_value, zend_hash_num_elements(keys));
    if (list_prefix) {
        zend_hash_real_init_packed(Z_ARRVAL_P(return_value));
    }
    if (pool != NULL && zend_hash_num_elements(keys) > 0) {
        redis_get_many(self, pool, keys, list_prefix, &allowed, return_value);
    } else if (pool == NULL) {
        memory_get_many(self, keys, list_prefix, &allowed, return_value);
    }
    allowed_free(&allowed);
}

PHP_METHOD(Vela_Interceptor_CacheableInterceptor, getMany)
{
    HashTable *keys, *classes = NULL;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_ARRAY_HT(keys)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(classes)
    ZEND_PARSE_PARAMETERS_END();
    get_many(Z_OBJ_P(ZEND_THIS), keys, NULL, classes, return_value);
}

PHP_METHOD(Vela_Interceptor_CacheableInterceptor, getList)
{
    zend_string *prefix;
    HashTable *ids, *classes = NULL;

    ZEND_PARSE_PARAMETERS_START(2, 3)
    Z_PARAM_STR(prefix)
    Z_PARAM_ARRAY_HT(ids)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(classes)
    ZEND_PARSE_PARAMETERS_END();
    get_many(Z_OBJ_P(ZEND_THIS), ids, prefix, classes, return_value);
}

PHP_METHOD(Vela_Interceptor_CacheableInterceptor, set)
{
    zend_string *key, *foreign = NULL;
    zval *value;
    zend_long ttl = 0;
    HashTable *classes = NULL;
    allowed_t allowed;

    ZEND_PARSE_PARAMETERS_START(2, 4)
    Z_PARAM_STR(key)
    Z_PARAM_ZVAL(value)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(ttl)
    Z_PARAM_ARRAY_HT(classes)
    ZEND_PARSE_PARAMETERS_END();
    if (ttl < 0) {
        zend_argument_value_error(3, "must be 0 (no expiry) or more");
        RETURN_THROWS();
    }
    allowed_init(&allowed, NULL, classes);
    if (!cache_set(Z_OBJ_P(ZEND_THIS), key, ttl, value, &allowed, &foreign) && !EG(exception)) {
        throw_foreign("CacheableInterceptor::set()", "value", "$classes does not name", foreign,
                      " to $classes: ", "");
    }
    allowed_free(&allowed);
}

PHP_METHOD(Vela_Interceptor_CacheableInterceptor, delete)
{
    zend_string *key;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(key)
    ZEND_PARSE_PARAMETERS_END();
    cache_delete(Z_OBJ_P(ZEND_THIS), key);
}

PHP_METHOD(Vela_Interceptor_CacheableInterceptor, clear)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_hash_clean(entries_of(Z_OBJ_P(ZEND_THIS)));
}
