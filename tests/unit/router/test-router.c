/*
 * Unit tests for ext/src/router/router.c: static and dynamic matching, 405,
 * regex checks, the radix tree's order of specificity and backtracking, and
 * that matching allocates nothing (malloc, calloc and realloc are wrapped by
 * the linker for this test: Makefile.am, -Wl,--wrap).
 */
#include "src/router/router.h"
#include "src/core/error.h"
#include "unit.h"

#include <stdlib.h>

void *__real_malloc(size_t size);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t size);

static size_t allocations;

void *__wrap_malloc(size_t size)
{
    allocations++;
    return __real_malloc(size);
}

void *__wrap_calloc(size_t n, size_t size)
{
    allocations++;
    return __real_calloc(n, size);
}

void *__wrap_realloc(void *p, size_t size)
{
    allocations++;
    return __real_realloc(p, size);
}

static vela_router_t *router;
static char scratch[2048]; /* the router's scratch: paths here are under 1024 bytes */

static int add(unsigned methods, const char *path)
{
    return vela_router_add(router, methods, path, strlen(path), NULL, NULL);
}

static int add_int(unsigned methods, const char *path)
{
    static const vela_route_param_kind_t ints[VELA_ROUTE_MAX_PARAMS] = {
        VELA_ROUTE_PARAM_INT, VELA_ROUTE_PARAM_INT, VELA_ROUTE_PARAM_INT, VELA_ROUTE_PARAM_INT};
    return vela_router_add(router, methods, path, strlen(path), ints, NULL);
}

static vela_route_match_t match(unsigned method, const char *path)
{
    vela_route_match_t m;
    vela_router_match(router, method, path, strlen(path), NULL, NULL, scratch, &m);
    return m;
}

static void setup(void)
{
    vela_router_free(router);
    router = vela_router_new();
    add(VELA_METHOD_GET, "/");                        /* 0 */
    add(VELA_METHOD_GET, "/users/{id}");              /* 1 */
    add(VELA_METHOD_POST, "/users");                  /* 2 */
    add(VELA_METHOD_GET, "/users/{id}/posts/{post}"); /* 3 */
    add(VELA_METHOD_DELETE, "/users/{id}");           /* 4 */
    add(VELA_METHOD_GET, "/files/{name:[a-z]{2,}}");  /* 5 */
}

static void static_routes_match_exactly(void)
{
    setup();
    EXPECT_INT(match(VELA_METHOD_GET, "/").route, 0);
    EXPECT_INT(match(VELA_METHOD_POST, "/users").route, 2);
    EXPECT_INT(match(VELA_METHOD_GET, "/nope").route, -1);
    EXPECT_INT(match(VELA_METHOD_GET, "/nope").allowed, 0);
    EXPECT_INT(match(VELA_METHOD_GET, "/users/").route, -1);
}

static void placeholders_capture_one_segment(void)
{
    setup();
    vela_route_match_t m = match(VELA_METHOD_GET, "/users/42/posts/hello");
    EXPECT_INT(m.route, 3);
    EXPECT_INT(m.nparams, 2);
    EXPECT_MEM(m.params[0].name, m.params[0].name_len, "id");
    EXPECT_MEM(m.params[0].value, m.params[0].len, "42");
    EXPECT_MEM(m.params[1].value, m.params[1].len, "hello");
    EXPECT_INT(match(VELA_METHOD_GET, "/users/42/posts").route, -1);
    EXPECT_INT(match(VELA_METHOD_GET, "/users//posts/x").route, -1);
}

static void wrong_method_reports_allowed_set(void)
{
    setup();
    vela_route_match_t m = match(VELA_METHOD_PUT, "/users/7");
    EXPECT_INT(m.route, -1);
    EXPECT_INT(m.allowed, VELA_METHOD_GET | VELA_METHOD_DELETE);
    EXPECT_INT(match(VELA_METHOD_DELETE, "/users/7").route, 4);
    EXPECT_INT(match(VELA_METHOD_GET, "/users").allowed, VELA_METHOD_POST);
}

static void head_falls_back_to_get(void)
{
    setup();
    EXPECT_INT(match(VELA_METHOD_HEAD, "/").route, 0);
    EXPECT_INT(match(VELA_METHOD_HEAD, "/users/1").route, 1);
}

static size_t checks;

static bool two_lowercase_letters(void *ud, size_t regex, const char *v, size_t n)
{
    (void)ud;
    checks++;
    EXPECT_INT(regex, 0);
    for (size_t i = 0; i < n; i++) {
        if (v[i] < 'a' || v[i] > 'z') {
            return false;
        }
    }
    return n >= 2;
}

static void regex_placeholders_use_the_check(void)
{
    setup();
    vela_route_match_t m;
    size_t len = 0;
    EXPECT_INT(vela_router_regex_count(router), 1);
    const char *regex = vela_router_regex(router, 0, &len);
    EXPECT_MEM(regex, len, "[a-z]{2,}");
    EXPECT_INT(vela_router_param_kind(router, 5, 0), VELA_ROUTE_PARAM_REGEX);
    EXPECT_INT(vela_router_param_kind(router, 1, 0), VELA_ROUTE_PARAM_ANY);
    vela_router_match(router, VELA_METHOD_GET, "/files/ab", 9, two_lowercase_letters, NULL, scratch,
                      &m);
    EXPECT_INT(m.route, 5);
    vela_router_match(router, VELA_METHOD_GET, "/files/a1", 9, two_lowercase_letters, NULL, scratch,
                      &m);
    EXPECT_INT(m.route, -1);
}

static void malformed_paths_are_rejected(void)
{
    setup();
    EXPECT_INT(add(VELA_METHOD_GET, "users"), VELA_EINVAL);
    EXPECT_INT(add(VELA_METHOD_GET, "/a/{id"), VELA_EINVAL);
    EXPECT_INT(add(VELA_METHOD_GET, "/a/{}"), VELA_EINVAL);
    EXPECT_INT(add(VELA_METHOD_GET, "/a/{a}{b}"), VELA_EINVAL);
    EXPECT_INT(add(VELA_METHOD_GET, "/ok/{id}"), 6);
    vela_route_pattern_error_t error = {0, NULL};
    EXPECT_INT(vela_router_add(router, VELA_METHOD_GET, "/x/{id", 6, NULL, &error), VELA_EINVAL);
    EXPECT_INT(error.offset, 3);
    EXPECT_STR(error.message, "unclosed '{': a placeholder ends with '}'");
    EXPECT_INT(add(VELA_METHOD_GET, "/next"), 7); /* a rejected path takes no number */
}

static void many_static_routes_survive_rehashing(void)
{
    char path[32];
    setup();
    for (int i = 0; i < 1000; i++) {
        snprintf(path, sizeof(path), "/s/%d", i);
        EXPECT_INT(add(VELA_METHOD_GET, path), 6 + i);
    }
    for (int i = 0; i < 1000; i += 37) {
        snprintf(path, sizeof(path), "/s/%d", i);
        EXPECT_INT(match(VELA_METHOD_GET, path).route, 6 + i);
    }
    EXPECT_INT(match(VELA_METHOD_GET, "/").route, 0);
    vela_router_free(router);
    router = NULL;
}

static void method_names_map_to_bits(void)
{
    EXPECT_INT(vela_router_method_bit("GET", 3), VELA_METHOD_GET);
    EXPECT_INT(vela_router_method_bit("OPTIONS", 7), VELA_METHOD_OPTIONS);
    EXPECT_INT(vela_router_method_bit("GE", 2), 0);
}

static void int_placeholders_take_digits_only(void)
{
    vela_route_match_t m;
    router = vela_router_new();
    EXPECT_INT(add_int(VELA_METHOD_GET, "/users/{id}"), 0);
    EXPECT_INT(add(VELA_METHOD_GET, "/items/{n:\\d+}"), 1);
    EXPECT_INT(add(VELA_METHOD_GET, "/codes/{n:[0-9]+}"), 2);
    EXPECT_INT(vela_router_param_kind(router, 0, 0), VELA_ROUTE_PARAM_INT);
    EXPECT_INT(vela_router_param_kind(router, 1, 0), VELA_ROUTE_PARAM_INT);
    EXPECT_INT(vela_router_param_kind(router, 2, 0), VELA_ROUTE_PARAM_INT);
    EXPECT_INT(vela_router_regex_count(router), 0);
    checks = 0;
    vela_router_match(router, VELA_METHOD_GET, "/users/42", 9, two_lowercase_letters, NULL, scratch,
                      &m);
    EXPECT_INT(m.route, 0);
    EXPECT_MEM(m.params[0].value, m.params[0].len, "42");
    EXPECT_INT(match(VELA_METHOD_GET, "/users/abc").route, -1);
    EXPECT_INT(match(VELA_METHOD_GET, "/users/4x2").route, -1);
    EXPECT_INT(match(VELA_METHOD_GET, "/users/abc").allowed, 0);
    EXPECT_INT(match(VELA_METHOD_GET, "/items/7").route, 1);
    EXPECT_INT(match(VELA_METHOD_GET, "/codes/x").route, -1);
    EXPECT_INT(checks, 0); /* digits are the router's job, not the regex callback's */
    vela_router_free(router);
    router = NULL;
}

static bool lowercase(void *ud, size_t regex, const char *v, size_t n)
{
    (void)ud, (void)regex;
    for (size_t i = 0; i < n; i++) {
        if (v[i] < 'a' || v[i] > 'z') {
            return false;
        }
    }
    return true;
}

static int match_checked(unsigned method, const char *path)
{
    vela_route_match_t m;
    vela_router_match(router, method, path, strlen(path), lowercase, NULL, scratch, &m);
    return m.route;
}

static void the_most_specific_edge_wins(void)
{
    router = vela_router_new();
    EXPECT_INT(add(VELA_METHOD_GET, "/p/{any}"), 0);
    EXPECT_INT(add_int(VELA_METHOD_GET, "/p/{id}"), 1);
    EXPECT_INT(add(VELA_METHOD_GET, "/p/{slug:[a-z]+}"), 2);
    EXPECT_INT(add(VELA_METHOD_GET, "/p/{id}.json"), 3);
    EXPECT_INT(add(VELA_METHOD_GET, "/p/v{version}.json"), 4);
    EXPECT_INT(add(VELA_METHOD_GET, "/p/new/{x}"), 5);
    EXPECT_INT(add(VELA_METHOD_GET, "/p/{a}/{b}"), 6);
    EXPECT_INT(match_checked(VELA_METHOD_GET, "/p/12"), 1);
    EXPECT_INT(match_checked(VELA_METHOD_GET, "/p/abc"), 2);
    EXPECT_INT(match_checked(VELA_METHOD_GET, "/p/A-1"), 0);
    EXPECT_INT(match_checked(VELA_METHOD_GET, "/p/7.json"), 3);
    EXPECT_INT(match_checked(VELA_METHOD_GET, "/p/v2.json"), 4);
    EXPECT_INT(match_checked(VELA_METHOD_GET, "/p/new/1"), 5);
    EXPECT_INT(match_checked(VELA_METHOD_GET, "/p/old/1"), 6);
    vela_router_free(router);
    router = NULL;
}

static void a_dead_end_backtracks(void)
{
    vela_route_match_t m;
    router = vela_router_new();
    EXPECT_INT(add_int(VELA_METHOD_GET, "/a/{id}/b"), 0);
    EXPECT_INT(add(VELA_METHOD_GET, "/a/{name}/c"), 1);
    EXPECT_INT(add(VELA_METHOD_GET, "/a/x/{tail}"), 2);
    EXPECT_INT(add(VELA_METHOD_POST, "/a/{id}/b"), 3);
    EXPECT_INT(match(VELA_METHOD_GET, "/a/1/b").route, 0);
    m = match(VELA_METHOD_GET, "/a/1/c");
    EXPECT_INT(m.route, 1);
    EXPECT_MEM(m.params[0].name, m.params[0].name_len, "name");
    EXPECT_MEM(m.params[0].value, m.params[0].len, "1");
    m = match(VELA_METHOD_GET, "/a/x/c");
    EXPECT_INT(m.route, 2); /* the literal edge first */
    EXPECT_MEM(m.params[0].name, m.params[0].name_len, "tail");
    EXPECT_INT(match(VELA_METHOD_GET, "/a/x/d").route, 2);
    EXPECT_INT(match(VELA_METHOD_POST, "/a/q/b").route, 3);
    m = match(VELA_METHOD_PUT, "/a/1/b");
    EXPECT_INT(m.route, -1);
    EXPECT_INT(m.allowed, VELA_METHOD_GET | VELA_METHOD_POST);
    EXPECT_INT(match(VELA_METHOD_GET, "/a/1/b/").route, -1);
    vela_router_free(router);
    router = NULL;
}

static void a_thousand_dynamic_routes(void)
{
    char path[64];
    router = vela_router_new();
    for (int i = 0; i < 1000; i++) {
        snprintf(path, sizeof(path), "/r%d/{id}/items/{item}", i);
        EXPECT_INT(add_int(i % 2 ? VELA_METHOD_POST : VELA_METHOD_GET, path), i);
    }
    for (int i = 0; i < 1000; i += 7) {
        snprintf(path, sizeof(path), "/r%d/%d/items/%d", i, i * 3, i + 1);
        vela_route_match_t m = match(i % 2 ? VELA_METHOD_POST : VELA_METHOD_GET, path);
        EXPECT_INT(m.route, i);
        EXPECT_INT(m.nparams, 2);
        EXPECT_INT(match(i % 2 ? VELA_METHOD_GET : VELA_METHOD_POST, path).allowed,
                   i % 2 ? VELA_METHOD_POST : VELA_METHOD_GET);
    }
    EXPECT_INT(match(VELA_METHOD_GET, "/r0/x/items/1").route, -1);
    vela_router_free(router);
    router = NULL;
}

/* The regex [^.]+ as a check: no dot in the (decoded) value. */
static bool no_dot(void *ud, size_t regex, const char *value, size_t len)
{
    (void)ud, (void)regex;
    return len > 0 && memchr(value, '.', len) == NULL;
}

static vela_route_match_t match_no_dot(const char *path)
{
    vela_route_match_t m;
    vela_router_match(router, VELA_METHOD_GET, path, strlen(path), no_dot, NULL, scratch, &m);
    return m;
}

static void values_are_decoded_and_never_span_segments(void)
{
    vela_route_match_t m;
    router = vela_router_new();
    EXPECT_INT(add(VELA_METHOD_GET, "/files/{name}"), 0);
    EXPECT_INT(add(VELA_METHOD_GET, "/x/{v:[^.]+}"), 1);
    EXPECT_INT(add_int(VELA_METHOD_GET, "/n/{id}"), 2);
    EXPECT_INT(add(VELA_METHOD_GET, "/t/{name}.txt"), 3);
    m = match_no_dot("/files/caf%C3%A9%20%2b");
    EXPECT_INT(m.route, 0);
    EXPECT_MEM(m.params[0].value, m.params[0].len, "caf\xC3\xA9 +");
    m = match_no_dot("/files/%ff%FE");
    EXPECT_MEM(m.params[0].value, m.params[0].len, "\xff\xfe"); /* bytes are bytes */
    const char *plain = "/files/a+b";
    m = match_no_dot(plain);
    EXPECT_MEM(m.params[0].value, m.params[0].len, "a+b"); /* '+' is not a space in a path */
    EXPECT(m.params[0].value == plain + 7); /* nothing to decode: the path's own bytes */
    m = match_no_dot("/files/..%2F..%2Fetc%2Fpasswd");
    EXPECT_INT(m.route, -1);
    EXPECT_INT(m.allowed, 0); /* a 404 */
    EXPECT_INT(match_no_dot("/files/a%2fb").route, -1);
    EXPECT_INT(match_no_dot("/files/a%00b").route, -1);
    vela_router_match(router, VELA_METHOD_GET, "/files/a\0b", 10, NULL, NULL, scratch, &m);
    EXPECT_INT(m.route, -1); /* a raw NUL, as App::match() may be given */
    EXPECT_INT(match_no_dot("/files/%zz").route, -1);
    EXPECT_INT(match_no_dot("/files/a%4").route, -1);
    EXPECT_INT(match_no_dot("/files/a%").route, -1);
    EXPECT_INT(match_no_dot("/x/ab").route, 1);
    EXPECT_INT(match_no_dot("/x/%2E%2E%2F%2E%2E%2Fetc").route, -1); /* "../../etc" */
    EXPECT_INT(match_no_dot("/x/%2E%2E").route, -1);
    m = match_no_dot("/n/%31%32");
    EXPECT_INT(m.route, 2);
    EXPECT_MEM(m.params[0].value, m.params[0].len, "12");
    EXPECT_INT(match_no_dot("/n/%31%2F2").route, -1);
    m = match_no_dot("/t/a%2Eb.txt");
    EXPECT_INT(m.route, 3);
    EXPECT_MEM(m.params[0].value, m.params[0].len, "a.b");
    EXPECT_INT(match_no_dot("/t/%2e.txt").route, 3);
    vela_router_free(router);
    router = NULL;
}

static void literals_are_compared_decoded(void)
{
    vela_route_match_t m;
    router = vela_router_new();
    EXPECT_INT(add(VELA_METHOD_GET, "/docs/internal"), 0);
    EXPECT_INT(add(VELA_METHOD_GET, "/docs/{page}"), 1);
    EXPECT_INT(add(VELA_METHOD_GET, "/a%2Fb"), 2);
    EXPECT_INT(add(VELA_METHOD_GET, "/u/{id}/settings"), 3);
    EXPECT_INT(add(VELA_METHOD_GET, "/f/{name}.json"), 4);
    EXPECT_INT(add(VELA_METHOD_GET, "/caf%C3%A9"), 5);
    EXPECT_INT(add(VELA_METHOD_GET, "/%7Euser"), 6);
    /* never the less specific route, whose middleware may be weaker */
    EXPECT_INT(match(VELA_METHOD_GET, "/docs/%69nternal").route, 0);
    EXPECT_INT(match(VELA_METHOD_GET, "/docs/%69%6E%74ernal").route, 0);
    m = match(VELA_METHOD_GET, "/docs/%69ntern");
    EXPECT_INT(m.route, 1);
    EXPECT_MEM(m.params[0].value, m.params[0].len, "intern");
    EXPECT_INT(match(VELA_METHOD_GET, "/a%2fb").route, 2); /* an encoded '/' stays one */
    EXPECT_INT(match(VELA_METHOD_GET, "/a/b").route, -1);
    EXPECT_INT(match(VELA_METHOD_GET, "/a%252Fb").route, -1); /* "%2F" as text */
    m = match(VELA_METHOD_GET, "/u/5/%73ettings");
    EXPECT_INT(m.route, 3);
    EXPECT_MEM(m.params[0].value, m.params[0].len, "5");
    m = match(VELA_METHOD_GET, "/f/x%2Ejson");
    EXPECT_INT(m.route, 4);
    EXPECT_MEM(m.params[0].value, m.params[0].len, "x");
    m = match(VELA_METHOD_GET, "/f/100%25.json");
    EXPECT_INT(m.route, 4);
    EXPECT_MEM(m.params[0].value, m.params[0].len, "100%");
    EXPECT_INT(match(VELA_METHOD_GET, "/caf%c3%a9").route, 5);
    EXPECT_INT(match(VELA_METHOD_GET, "/caf\xC3\xA9").route, 5); /* through App::match() */
    EXPECT_INT(match(VELA_METHOD_GET, "/~user").route, 6);
    vela_router_free(router);
    router = NULL;
}

static void matching_allocates_nothing(void)
{
    vela_route_match_t m;
    setup();
    add_int(VELA_METHOD_GET, "/n/{id}");
    allocations = 0;
    vela_router_match(router, VELA_METHOD_GET, "/users", 6, NULL, NULL, scratch, &m);
    vela_router_match(router, VELA_METHOD_POST, "/users", 6, NULL, NULL, scratch, &m);
    EXPECT_INT(m.route, 2);
    vela_router_match(router, VELA_METHOD_GET, "/users/42/posts/x", 17, NULL, NULL, scratch, &m);
    EXPECT_INT(m.route, 3);
    vela_router_match(router, VELA_METHOD_GET, "/files/ab", 9, two_lowercase_letters, NULL, scratch,
                      &m);
    vela_router_match(router, VELA_METHOD_GET, "/n/1", 4, NULL, NULL, scratch, &m);
    vela_router_match(router, VELA_METHOD_PUT, "/nowhere/at/all", 15, NULL, NULL, scratch, &m);
    vela_router_match(router, VELA_METHOD_GET, "/users/%34%32", 13, NULL, NULL, scratch, &m);
    EXPECT_INT(m.route, 1);
    vela_router_match(router, VELA_METHOD_POST, "/%75sers", 8, NULL, NULL, scratch, &m);
    EXPECT_INT(m.route, 2);
    EXPECT_INT(allocations, 0);
    EXPECT(add(VELA_METHOD_GET, "/more") > 0 && allocations > 0); /* the counter counts */
    vela_router_free(router);
    router = NULL;
}

UNIT_MAIN(UNIT_TEST(static_routes_match_exactly), UNIT_TEST(placeholders_capture_one_segment),
          UNIT_TEST(wrong_method_reports_allowed_set), UNIT_TEST(head_falls_back_to_get),
          UNIT_TEST(regex_placeholders_use_the_check), UNIT_TEST(malformed_paths_are_rejected),
          UNIT_TEST(many_static_routes_survive_rehashing), UNIT_TEST(method_names_map_to_bits),
          UNIT_TEST(int_placeholders_take_digits_only), UNIT_TEST(the_most_specific_edge_wins),
          UNIT_TEST(a_dead_end_backtracks), UNIT_TEST(a_thousand_dynamic_routes),
          UNIT_TEST(values_are_decoded_and_never_span_segments),
          UNIT_TEST(literals_are_compared_decoded), UNIT_TEST(matching_allocates_nothing))
