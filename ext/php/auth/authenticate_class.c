/*
 * Vela\Auth\Authenticate: the authentication middleware (docs/auth.md).
 *
 * Design. The credential is `Authorization: Bearer <c>` or `X-Api-Key: <c>`.
 * A bearer credential of three dot-separated segments is a JWT: its
 * signature is checked by the engine (src/auth/jwt.h) with the key its
 * "kid" names in the configured key set (the only key when the token names
 * none), whose algorithm must be the token's "alg"; then exp/nbf/iat with
 * `leeway` seconds of skew at the time of the container's Vela\Clock, iss
 * and aud when configured. Anything else is an API key "<id>.<secret>": the
 * resolver's find(id) gives the stored SHA-256 of the secret, compared in
 * constant time. The Principal found becomes the request's attribute
 * "Vela\Auth\Principal"; then $args['scopes'] (what #[RequireScope]
 * compiles to) must all be granted.
 *
 * Answers: no credential, 401 with `WWW-Authenticate: Bearer`; a bad one,
 * 401 with error="invalid_token" (and a description that says which check
 * failed, never the key); a missing scope, 403 with
 * error="insufficient_scope" (RFC 6750, section 3). They are thrown as
 * Vela\Http exceptions so the app's error answers (json_api's
 * problem+json) apply.
 *
 * Keys are parsed once, at construction (a bad PEM fails the worker's
 * start, naming the kid); the resolver and the clock given as container
 * ids are looked up on the first request, after the pools are open and a
 * test client made its overrides. Nothing here runs for a route that does
 * not name this middleware.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <ext/json/php_json.h>

#include "php/app/app.h"
#include "php/auth/auth.h"
#include "php/core/binding.h"
#include "php/http/http.h"
#include "src/auth/jwt.h"
#include "src/core/error.h"

#define DEFAULT_LEEWAY 60
#define MAX_SEGMENT 8192

zend_class_entry *vela_ce_auth_authenticate;
static zend_object_handlers authenticate_handlers;

typedef struct vela_php_authenticate {
    HashTable keys;           /* kid => vela_jwt_key_t * */
    zend_string *issuer;      /* NULL: not checked */
    zend_string *audience;    /* NULL: not checked */
    zend_string *scope_claim; /* "scope" */
    int64_t leeway;
    bool constructed;
    zval resolver;  /* UNDEF: no API keys; string: a container id; object: the resolver */
    zval clock;     /* UNDEF: the container's Vela\Clock; object: the clock */
    zval container; /* UNDEF or the container ids are looked up in */
    zend_object std;
} vela_php_authenticate_t;

static inline vela_php_authenticate_t *authenticate_from_obj(zend_object *obj)
{
    return (vela_php_authenticate_t *)((char *)obj - XtOffsetOf(vela_php_authenticate_t, std));
}

/* A 401 for a credential that does not pass; `why` says which check (never the credential). */
static void invalid_token(const char *why)
{
    zend_string *challenge =
        zend_strpprintf(0, "Bearer error=\"invalid_token\", error_description=\"%s\"", why);
    vela_php_auth_throw(401, why, challenge);
    zend_string_release(challenge);
}

/* Resolves a container id held in *slot into the service, once; false with an exception. */
static bool resolve(vela_php_authenticate_t *self, zval *slot, const char *fallback_id)
{
    if (Z_TYPE_P(slot) == IS_OBJECT) {
        return true;
    }
    if (Z_TYPE(self->container) != IS_OBJECT) {
        return Z_TYPE_P(slot) == IS_UNDEF; /* no container: the default (system clock) */
    }
    zval id, service;
    if (Z_TYPE_P(slot) == IS_STRING) {
        ZVAL_COPY(&id, slot);
    } else {
        ZVAL_STRING(&id, fallback_id);
    }
    zend_call_method(Z_OBJ(self->container), Z_OBJCE(self->container), NULL, "get", 3, &service, 1,
                     &id, NULL);
    zval_ptr_dtor(&id);
    if (EG(exception)) {
        return false;
    }
    zval_ptr_dtor(slot);
    ZVAL_COPY_VALUE(slot, &service);
    return true;
}

/* The credential of the request (borrowed from it), or NULL; *api_key when X-Api-Key gave it. */
static zend_string *credential_of(zval *request, bool *api_key)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    zend_string *value = vela_php_request_header(req, "authorization");
    *api_key = false;
    if (value && ZSTR_LEN(value) > 7 && strncasecmp(ZSTR_VAL(value), "Bearer ", 7) == 0) {
        return value;
    }
    value = vela_php_request_header(req, "x-api-key");
    *api_key = true;
    return value && ZSTR_LEN(value) ? value : NULL;
}

/* Decodes base64url segment `s` as JSON (arrays) into *out; false when it is not an object. */
static bool decode_json(const char *s, size_t len, zval *out)
{
    if (len > MAX_SEGMENT) {
        return false;
    }
    unsigned char *buf = emalloc(vela_base64url_decoded_size(len) + 1);
    size_t n = 0;
    bool ok = vela_base64url_decode(s, len, buf, &n) == 0 &&
              (buf[n] = '\0', true) && /* PHP's JSON scanner reads up to a NUL */
              php_json_decode_ex(out, (char *)buf, n, PHP_JSON_OBJECT_AS_ARRAY, 16) == SUCCESS;
    efree(buf);
    if (ok && Z_TYPE_P(out) != IS_ARRAY) {
        zval_ptr_dtor(out);
        ok = false;
    }
    return ok;
}

/* The only key of the set, or NULL when it holds another number. */
static const vela_jwt_key_t *only_key(vela_php_authenticate_t *self)
{
    vela_jwt_key_t *key, *found = NULL;
    if (zend_hash_num_elements(&self->keys) != 1) {
        return NULL;
    }
    ZEND_HASH_FOREACH_PTR(&self->keys, key)
    {
        found = key;
    }
    ZEND_HASH_FOREACH_END();
    return found;
}

/* The key the header names (its kid, else the only key) when its alg is the token's; or NULL. */
static const vela_jwt_key_t *key_for(vela_php_authenticate_t *self, HashTable *header,
                                     const char **why)
{
    zval *alg = zend_hash_str_find(header, "alg", 3), *kid = zend_hash_str_find(header, "kid", 3);
    vela_jwt_alg_t wanted;
    const vela_jwt_key_t *key = NULL;
    if (zend_hash_str_exists(header, "crit", 4)) {
        *why = "unsupported crit"; /* RFC 7515 4.1.11: no extension is understood here */
        return NULL;
    }
    if (alg == NULL || Z_TYPE_P(alg) != IS_STRING ||
        vela_jwt_alg_parse(Z_STRVAL_P(alg), Z_STRLEN_P(alg), &wanted) != 0) {
        *why = "unsupported alg";
        return NULL;
    }
    if (kid && Z_TYPE_P(kid) == IS_STRING) {
        key = zend_hash_find_ptr(&self->keys, Z_STR_P(kid));
    } else if (kid == NULL) {
        key = only_key(self);
    }
    *why = key == NULL ? "unknown kid" : "alg does not match the key";
    return key && key->alg == wanted ? key : NULL;
}

/* Whether the token's signature verifies with its key; false with *why set. */
static bool signature_ok(vela_php_authenticate_t *self, zend_string *token,
                         const vela_jwt_parts_t *parts, HashTable *header, const char **why)
{
    const vela_jwt_key_t *key = key_for(self, header, why);
    if (key == NULL) {
        return false;
    }
    if (parts->signature_len > MAX_SEGMENT) {
        *why = "bad signature";
        return false;
    }
    unsigned char *sig = emalloc(vela_base64url_decoded_size(parts->signature_len));
    size_t n = 0;
    bool ok = vela_base64url_decode(parts->signature, parts->signature_len, sig, &n) == 0 &&
              vela_jwt_verify(key, ZSTR_VAL(token), parts->signed_len, sig, n) == 0;
    efree(sig);
    *why = "bad signature";
    return ok;
}

/* Reads the numeric claim `name` into *value; false when present but not a number. */
static bool time_claim(HashTable *claims, const char *name, bool *has, int64_t *value)
{
    zval *v = zend_hash_str_find(claims, name, strlen(name));
    *has = v != NULL;
    if (v == NULL) {
        return true;
    }
    if (Z_TYPE_P(v) == IS_LONG) {
        *value = Z_LVAL_P(v);
    } else if (Z_TYPE_P(v) == IS_DOUBLE && zend_finite(Z_DVAL_P(v)) && fabs(Z_DVAL_P(v)) < 1e15) {
        *value = (int64_t)Z_DVAL_P(v);
    } else {
        return false;
    }
    return true;
}

/* exp, nbf and iat at the clock's time; false with *why set or an exception thrown. */
static bool times_ok(vela_php_authenticate_t *self, HashTable *claims, const char **why)
{
    vela_jwt_times_t t = {0};
    int64_t now_us;
    const char *failed = NULL;
    if (!time_claim(claims, "exp", &t.has_exp, &t.exp) ||
        !time_claim(claims, "nbf", &t.has_nbf, &t.nbf) ||
        !time_claim(claims, "iat", &t.has_iat, &t.iat)) {
        *why = "a time claim is not a number";
        return false;
    }
    if (!resolve(self, &self->clock, "Vela\\Clock") ||
        !vela_php_app_clock_micros(Z_TYPE(self->clock) == IS_OBJECT ? &self->clock : NULL,
                                   &now_us)) {
        return false;
    }
    if (vela_jwt_check_times(&t, now_us / 1000000, self->leeway, &failed) != 0) {
        *why = strcmp(failed, "exp") == 0 ? "token expired" : "token not yet valid";
        return false;
    }
    return true;
}

/* Whether the claim `aud` (a string or a list) names `audience`. */
static bool audience_ok(HashTable *claims, zend_string *audience)
{
    zval *aud = zend_hash_str_find(claims, "aud", 3), *item;
    if (aud && Z_TYPE_P(aud) == IS_STRING) {
        return zend_string_equals(Z_STR_P(aud), audience);
    }
    if (aud && Z_TYPE_P(aud) == IS_ARRAY) {
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(aud), item)
        {
            if (Z_TYPE_P(item) == IS_STRING && zend_string_equals(Z_STR_P(item), audience)) {
                return true;
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    return false;
}

/* The scopes of `value`: a list of strings as is, a string split on spaces, else none. */
static void scopes_of(zval *value, zval *out)
{
    array_init(out);
    if (value && Z_TYPE_P(value) == IS_ARRAY) {
        zval *item;
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(value), item)
        {
            if (Z_TYPE_P(item) == IS_STRING) {
                add_next_index_str(out, zend_string_copy(Z_STR_P(item)));
            }
        }
        ZEND_HASH_FOREACH_END();
        return;
    }
    if (value == NULL || Z_TYPE_P(value) != IS_STRING) {
        return;
    }
    const char *s = Z_STRVAL_P(value), *end = s + Z_STRLEN_P(value);
    while (s < end) {
        size_t n = strcspn(s, " ");
        if (n > 0) {
            add_next_index_stringl(out, s, n);
        }
        s += n + 1;
    }
}

/* The Principal of verified claims: sub (a string or an int), the scopes; false with *why. */
static bool principal_of_claims(vela_php_authenticate_t *self, zval *claims, zval *out,
                                const char **why)
{
    HashTable *c = Z_ARRVAL_P(claims);
    zval *iss = zend_hash_str_find(c, "iss", 3), *sub = zend_hash_str_find(c, "sub", 3), scopes;
    if (self->issuer && (iss == NULL || Z_TYPE_P(iss) != IS_STRING ||
                         !zend_string_equals(Z_STR_P(iss), self->issuer))) {
        *why = "wrong issuer";
        return false;
    }
    if (self->audience && !audience_ok(c, self->audience)) {
        *why = "wrong audience";
        return false;
    }
    if (sub == NULL || (Z_TYPE_P(sub) != IS_STRING && Z_TYPE_P(sub) != IS_LONG)) {
        *why = "no subject";
        return false;
    }
    zend_string *id = zval_get_string(sub);
    scopes_of(zend_hash_find(c, self->scope_claim), &scopes);
    vela_php_auth_principal_new(id, &scopes, claims, out);
    zend_string_release(id);
    zval_ptr_dtor(&scopes);
    return true;
}

/* A JWT's Principal into *out; false with an exception thrown. */
static bool from_jwt(vela_php_authenticate_t *self, zend_string *token, zval *out)
{
    vela_jwt_parts_t parts;
    zval header, claims;
    const char *why = "malformed token";
    ZVAL_UNDEF(&header);
    ZVAL_UNDEF(&claims);
    bool ok = vela_jwt_split(ZSTR_VAL(token), ZSTR_LEN(token), &parts) == 0 &&
              decode_json(parts.header, parts.header_len, &header) &&
              signature_ok(self, token, &parts, Z_ARRVAL(header), &why) &&
              (why = "malformed token", decode_json(parts.claims, parts.claims_len, &claims)) &&
              times_ok(self, Z_ARRVAL(claims), &why) &&
              principal_of_claims(self, &claims, out, &why);
    zval_ptr_dtor(&header);
    zval_ptr_dtor(&claims);
    if (!ok && !EG(exception)) {
        invalid_token(why);
    }
    return ok;
}

/* The resolver's record for `id` into *record (an array) ; false with an exception thrown. */
static bool find_key(vela_php_authenticate_t *self, const char *id, size_t id_len, zval *record)
{
    if (Z_TYPE(self->resolver) == IS_UNDEF) {
        invalid_token("API keys are not accepted");
        return false;
    }
    if (!resolve(self, &self->resolver, "")) {
        return false;
    }
    zval arg;
    ZVAL_STRINGL(&arg, id, id_len);
    zend_call_method(Z_OBJ(self->resolver), Z_OBJCE(self->resolver), NULL, "find", 4, record, 1,
                     &arg, NULL);
    zval_ptr_dtor(&arg);
    if (EG(exception)) {
        return false;
    }
    if (Z_TYPE_P(record) != IS_ARRAY) {
        zval_ptr_dtor(record);
        invalid_token("unknown API key");
        return false;
    }
    return true;
}

/* An API key's Principal into *out; false with an exception thrown. */
static bool from_key(vela_php_authenticate_t *self, zend_string *key, zval *out)
{
    const char *dot = memchr(ZSTR_VAL(key), '.', ZSTR_LEN(key));
    zval record, scopes, claims;
    if (dot == NULL || dot == ZSTR_VAL(key)) {
        invalid_token("malformed API key");
        return false;
    }
    size_t id_len = (size_t)(dot - ZSTR_VAL(key));
    if (!find_key(self, ZSTR_VAL(key), id_len, &record)) {
        return false;
    }
    zval *hash = zend_hash_str_find(Z_ARRVAL(record), "hash", 4);
    bool ok = hash && Z_TYPE_P(hash) == IS_STRING &&
              vela_auth_key_matches(dot + 1, ZSTR_LEN(key) - id_len - 1, Z_STRVAL_P(hash),
                                    Z_STRLEN_P(hash));
    if (ok) {
        zend_string *id = zend_string_init(ZSTR_VAL(key), id_len, 0);
        scopes_of(zend_hash_str_find(Z_ARRVAL(record), "scopes", 6), &scopes);
        ZVAL_EMPTY_ARRAY(&claims);
        vela_php_auth_principal_new(id, &scopes, &claims, out);
        zval_ptr_dtor(&scopes);
        zend_string_release(id);
    } else {
        invalid_token("unknown API key");
    }
    zval_ptr_dtor(&record);
    return ok;
}

/* Whether the list `list` holds the string `s`. */
static bool contains(zval *list, zend_string *s)
{
    zval *item;
    if (Z_TYPE_P(list) != IS_ARRAY) {
        return false;
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(list), item)
    {
        if (Z_TYPE_P(item) == IS_STRING && zend_string_equals(Z_STR_P(item), s)) {
            return true;
        }
    }
    ZEND_HASH_FOREACH_END();
    return false;
}

/* Throws the 403 when the principal lacks one of $args['scopes']; false then. */
static bool scopes_granted(zval *principal, HashTable *args)
{
    zval *wanted = args ? zend_hash_str_find(args, "scopes", 6) : NULL, *scope, rv;
    if (wanted == NULL || Z_TYPE_P(wanted) != IS_ARRAY) {
        return true;
    }
    zval *granted =
        zend_read_property(vela_ce_auth_principal, Z_OBJ_P(principal), "scopes", 6, 1, &rv);
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(wanted), scope)
    {
        if (Z_TYPE_P(scope) == IS_STRING && !contains(granted, Z_STR_P(scope))) {
            zend_string *challenge = zend_strpprintf(
                0, "Bearer error=\"insufficient_scope\", scope=\"%s\"", Z_STRVAL_P(scope));
            zend_string *message = zend_strpprintf(0, "missing scope %s", Z_STRVAL_P(scope));
            vela_php_auth_throw(403, ZSTR_VAL(message), challenge);
            zend_string_release(message);
            zend_string_release(challenge);
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* Whether the credential is shaped as a JWT (two dots). */
static bool is_jwt(zend_string *credential)
{
    const char *first = memchr(ZSTR_VAL(credential), '.', ZSTR_LEN(credential));
    size_t rest = first ? ZSTR_LEN(credential) - (size_t)(first - ZSTR_VAL(credential)) - 1 : 0;
    return first && memchr(first + 1, '.', rest) != NULL;
}

PHP_METHOD(Vela_Auth_Authenticate, process)
{
    zval *request, *next, principal, name, ignored;
    HashTable *args = NULL;
    bool api_key;
    ZEND_PARSE_PARAMETERS_START(2, 3)
    Z_PARAM_OBJECT_OF_CLASS(request, vela_ce_http_request)
    Z_PARAM_OBJECT_OF_CLASS(next, vela_ce_http_next)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(args)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_authenticate_t *self = authenticate_from_obj(Z_OBJ_P(ZEND_THIS));
    if (!self->constructed) {
        zend_throw_error(NULL, "Vela\\Auth\\Authenticate is not constructed");
        RETURN_THROWS();
    }
    zend_string *credential = credential_of(request, &api_key);
    if (credential == NULL) {
        zend_string *challenge = zend_string_init("Bearer", 6, 0);
        vela_php_auth_throw(401, "authentication required", challenge);
        zend_string_release(challenge);
        RETURN_THROWS();
    }
    zend_string *value =
        api_key ? zend_string_copy(credential)
                : zend_string_init(ZSTR_VAL(credential) + 7, ZSTR_LEN(credential) - 7, 0);
    bool ok = !api_key && is_jwt(value) ? from_jwt(self, value, &principal)
                                        : from_key(self, value, &principal);
    zend_string_release(value);
    if (!ok) {
        RETURN_THROWS();
    }
    if (scopes_granted(&principal, args)) {
        ZVAL_STRINGL(&name, "Vela\\Auth\\Principal", 19);
        zend_call_method(Z_OBJ_P(request), Z_OBJCE_P(request), NULL, "setattribute", 12, &ignored,
                         2, &name, &principal);
        zval_ptr_dtor(&ignored);
        zval_ptr_dtor(&name);
    }
    zval_ptr_dtor(&principal);
    if (EG(exception)) {
        RETURN_THROWS();
    }
    zend_call_method(Z_OBJ_P(next), Z_OBJCE_P(next), NULL, "__invoke", 8, return_value, 1, request,
                     NULL);
}

/* One entry of the key set: ['alg' => ..., 'key' => ...]; false with an error thrown. */
static bool add_key(vela_php_authenticate_t *self, zend_string *kid, zval *entry)
{
    zval *alg =
        Z_TYPE_P(entry) == IS_ARRAY ? zend_hash_str_find(Z_ARRVAL_P(entry), "alg", 3) : NULL;
    zval *material =
        Z_TYPE_P(entry) == IS_ARRAY ? zend_hash_str_find(Z_ARRVAL_P(entry), "key", 3) : NULL;
    vela_jwt_alg_t a;
    if (alg == NULL || Z_TYPE_P(alg) != IS_STRING || material == NULL ||
        Z_TYPE_P(material) != IS_STRING ||
        vela_jwt_alg_parse(Z_STRVAL_P(alg), Z_STRLEN_P(alg), &a) != 0) {
        zend_argument_value_error(1,
                                  "key \"%s\" must be ['alg' => 'HS256'|'RS256'|'EdDSA', 'key' "
                                  "=> string]",
                                  ZSTR_VAL(kid));
        return false;
    }
    vela_jwt_key_t *key = emalloc(sizeof(*key));
    if (vela_jwt_key_init(key, a, Z_STRVAL_P(material), Z_STRLEN_P(material)) != 0) {
        vela_jwt_key_free(key);
        efree(key);
        zend_argument_value_error(1, "key \"%s\" is not a %s key", ZSTR_VAL(kid),
                                  vela_jwt_alg_name(a));
        return false;
    }
    zend_hash_update_ptr(&self->keys, kid, key);
    return true;
}

/* A string option of $jwt, or NULL when absent or empty; false when of another type. */
static bool string_option(HashTable *jwt, const char *name, zend_string **out)
{
    zval *v = zend_hash_str_find(jwt, name, strlen(name));
    *out = NULL;
    if (v == NULL || Z_TYPE_P(v) == IS_NULL) {
        return true;
    }
    if (Z_TYPE_P(v) != IS_STRING) {
        zend_argument_value_error(1, "option \"%s\" must be a string", name);
        return false;
    }
    *out = Z_STRLEN_P(v) ? zend_string_copy(Z_STR_P(v)) : NULL;
    return true;
}

/* Reads $jwt (see the stub); false with an error thrown. */
static bool configure(vela_php_authenticate_t *self, HashTable *jwt)
{
    zval *keys = zend_hash_str_find(jwt, "keys", 4), *entry, *leeway;
    zend_string *kid;
    zend_ulong index;
    ZEND_HASH_FOREACH_KEY_VAL(keys && Z_TYPE_P(keys) == IS_ARRAY ? Z_ARRVAL_P(keys)
                                                                 : (HashTable *)&zend_empty_array,
                              index, kid, entry)
    {
        zend_string *name = kid ? zend_string_copy(kid) : zend_long_to_str((zend_long)index);
        bool ok = add_key(self, name, entry);
        zend_string_release(name);
        if (!ok) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    leeway = zend_hash_str_find(jwt, "leeway", 6);
    if (leeway && (Z_TYPE_P(leeway) != IS_LONG || Z_LVAL_P(leeway) < 0)) {
        zend_argument_value_error(1, "option \"leeway\" must be a number of seconds >= 0");
        return false;
    }
    self->leeway = leeway ? Z_LVAL_P(leeway) : DEFAULT_LEEWAY;
    if (!string_option(jwt, "issuer", &self->issuer) ||
        !string_option(jwt, "audience", &self->audience) ||
        !string_option(jwt, "scope_claim", &self->scope_claim)) {
        return false;
    }
    if (self->scope_claim == NULL) {
        self->scope_claim = zend_string_init("scope", 5, 0);
    }
    return true;
}

PHP_METHOD(Vela_Auth_Authenticate, __construct)
{
    HashTable *jwt = NULL;
    zval *keys = NULL, *clock = NULL, *container = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 4)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(jwt)
    Z_PARAM_ZVAL(keys)
    Z_PARAM_OBJECT_OF_CLASS_OR_NULL(clock, vela_ce_app_clock)
    Z_PARAM_OBJECT_OR_NULL(container)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_authenticate_t *self = authenticate_from_obj(Z_OBJ_P(ZEND_THIS));
    if (self->constructed) {
        zend_throw_error(NULL, "Vela\\Auth\\Authenticate is already constructed");
        RETURN_THROWS();
    }
    if (keys && Z_TYPE_P(keys) != IS_NULL && Z_TYPE_P(keys) != IS_STRING &&
        Z_TYPE_P(keys) != IS_OBJECT) {
        zend_argument_type_error(2,
                                 "must be a container id, a Vela\\Auth\\KeyResolver or null, "
                                 "%s given",
                                 zend_zval_type_name(keys));
        RETURN_THROWS();
    }
    if (!configure(self, jwt ? jwt : (HashTable *)&zend_empty_array)) {
        RETURN_THROWS();
    }
    if (keys &&
        (Z_TYPE_P(keys) == IS_OBJECT || (Z_TYPE_P(keys) == IS_STRING && Z_STRLEN_P(keys)))) {
        ZVAL_COPY(&self->resolver, keys);
    }
    if (clock) {
        ZVAL_COPY(&self->clock, clock);
    }
    if (container) {
        ZVAL_COPY(&self->container, container);
    }
    self->constructed = true;
}

static void key_dtor(zval *zv)
{
    vela_jwt_key_t *key = Z_PTR_P(zv);
    vela_jwt_key_free(key);
    efree(key);
}

static zend_object *authenticate_create(zend_class_entry *ce)
{
    vela_php_authenticate_t *self = zend_object_alloc(sizeof(*self), ce);
    memset(self, 0, XtOffsetOf(vela_php_authenticate_t, std));
    zend_object_std_init(&self->std, ce);
    object_properties_init(&self->std, ce);
    self->std.handlers = &authenticate_handlers;
    zend_hash_init(&self->keys, 0, NULL, key_dtor, 0);
    ZVAL_UNDEF(&self->resolver);
    ZVAL_UNDEF(&self->clock);
    ZVAL_UNDEF(&self->container);
    return &self->std;
}

static void authenticate_free(zend_object *obj)
{
    vela_php_authenticate_t *self = authenticate_from_obj(obj);
    zend_string *strings[] = {self->issuer, self->audience, self->scope_claim};
    for (size_t i = 0; i < 3; i++) {
        if (strings[i]) {
            zend_string_release(strings[i]);
        }
    }
    zend_hash_destroy(&self->keys);
    zval_ptr_dtor(&self->resolver);
    zval_ptr_dtor(&self->clock);
    zval_ptr_dtor(&self->container);
    zend_object_std_dtor(obj);
}

/* The resolver, the clock and the container may point back at the app that holds this. */
static HashTable *authenticate_get_gc(zend_object *obj, zval **table, int *n)
{
    *table = &authenticate_from_obj(obj)->resolver;
    *n = 3;
    return zend_std_get_properties(obj);
}

void vela_php_auth_authenticate_register(zend_class_entry *ce)
{
    vela_ce_auth_authenticate = ce;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    ce->create_object = authenticate_create;
    memcpy(&authenticate_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    authenticate_handlers.offset = XtOffsetOf(vela_php_authenticate_t, std);
    authenticate_handlers.free_obj = authenticate_free;
    authenticate_handlers.get_gc = authenticate_get_gc;
    authenticate_handlers.clone_obj = NULL;
}
