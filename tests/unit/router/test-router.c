/* Unit tests for ext/src/router/router.c: static and dynamic matching, 405, regex checks. */
#include "src/router/router.h"
#include "src/core/error.h"
#include "unit.h"

#include <stdlib.h>

static vela_router_t *router;

static int add(unsigned methods, const char *path)
{
    return vela_router_add(router, methods, path, strlen(path), NULL);
}

static vela_route_match_t match(unsigned method, const char *path)
{
    vela_route_match_t m;
    vela_router_match(router, method, path, strlen(path), NULL, NULL, &m);
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

static bool two_lowercase_letters(void *ud, int route, size_t param, const char *v, size_t n)
{
    (void)ud;
    EXPECT_INT(route, 5);
    EXPECT_INT(param, 0);
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
    const char *regex = NULL;
    size_t len = 0;
    EXPECT(vela_router_param_regex(router, 5, 0, &regex, &len));
    EXPECT_MEM(regex, len, "[a-z]{2,}");
    EXPECT(!vela_router_param_regex(router, 1, 0, &regex, &len));
    vela_router_match(router, VELA_METHOD_GET, "/files/ab", 9, two_lowercase_letters, NULL, &m);
    EXPECT_INT(m.route, 5);
    vela_router_match(router, VELA_METHOD_GET, "/files/a1", 9, two_lowercase_letters, NULL, &m);
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
    EXPECT_INT(vela_router_add(router, VELA_METHOD_GET, "/x/{id", 6, &error), VELA_EINVAL);
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

UNIT_MAIN(UNIT_TEST(static_routes_match_exactly), UNIT_TEST(placeholders_capture_one_segment),
          UNIT_TEST(wrong_method_reports_allowed_set), UNIT_TEST(head_falls_back_to_get),
          UNIT_TEST(regex_placeholders_use_the_check), UNIT_TEST(malformed_paths_are_rejected),
          UNIT_TEST(many_static_routes_survive_rehashing), UNIT_TEST(method_names_map_to_bits))
