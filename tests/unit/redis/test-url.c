/* Unit tests for ext/src/redis/url.c: URL forms, addresses, bounds, errors. */
#include <string.h>

#include "src/core/error.h"
#include "src/redis/url.h"
#include "unit.h"

static int parse(const char *text, vela_redis_url_t *u, const char **why)
{
    return vela_redis_url_parse(text, strlen(text), u, why);
}

static void a_plain_url_has_defaults(void)
{
    vela_redis_url_t u;
    const char *why = NULL;
    EXPECT_INT(parse("redis://127.0.0.1", &u, &why), 0);
    EXPECT_STR(u.address.host, "127.0.0.1");
    EXPECT_INT(u.address.port, 6379);
    EXPECT_INT(u.database, 0);
    EXPECT(!u.has_password);
    EXPECT(!u.address.is_unix);
}

static void credentials_port_and_database(void)
{
    vela_redis_url_t u;
    const char *why = NULL;
    EXPECT_INT(parse("redis://:secret@10.0.0.1:7000/3", &u, &why), 0);
    EXPECT_STR(u.password, "secret");
    EXPECT_STR(u.username, "");
    EXPECT(u.has_password);
    EXPECT_INT(u.address.port, 7000);
    EXPECT_INT(u.database, 3);
    EXPECT_INT(parse("redis://app:p%40ss%3A@host.example/0", &u, &why), 0);
    EXPECT_STR(u.username, "app");
    EXPECT_STR(u.password, "p@ss:");
    EXPECT_STR(u.address.host, "host.example");
    EXPECT_INT(parse("redis://lonely@h", &u, &why), 0); /* a lone user info is the password */
    EXPECT_STR(u.password, "lonely");
}

static void ipv6_unix_and_query(void)
{
    vela_redis_url_t u;
    const char *why = NULL;
    EXPECT_INT(parse("redis://[::1]:6380?db=2&password=a%20b", &u, &why), 0);
    EXPECT_STR(u.address.host, "::1");
    EXPECT_INT(u.address.port, 6380);
    EXPECT_INT(u.database, 2);
    EXPECT_STR(u.password, "a b");
    EXPECT_INT(parse("unix:///run/redis/redis.sock?database=4", &u, &why), 0);
    EXPECT(u.address.is_unix);
    EXPECT_STR(u.address.path, "/run/redis/redis.sock");
    EXPECT_INT(u.database, 4);
    EXPECT_INT(parse("unix://:pw@/tmp/r.sock", &u, &why), 0);
    EXPECT_STR(u.password, "pw");
    EXPECT_STR(u.address.path, "/tmp/r.sock");
}

static void bad_urls_say_why(void)
{
    vela_redis_url_t u;
    const char *why = NULL;
    const char *bad[] = {"http://h",        "rediss://h",   "redis://",           "redis://h:0",
                         "redis://h:65536", "redis://h:x",  "redis://h:",         "redis://h/x",
                         "redis://[::1",    "redis://::1",  "redis://h?colour=1", "redis://h?db",
                         "redis://%zz@h",   "redis://%4@h", "unix://relative"};
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        why = NULL;
        EXPECT_INT(parse(bad[i], &u, &why), VELA_EINVAL);
        EXPECT(why != NULL && why[0] != '\0');
    }
}

static void fields_too_long_are_errors_not_truncations(void)
{
    char url[1200] = "redis://";
    memset(url + 8, 'h', 300);
    url[308] = '\0';
    vela_redis_url_t u;
    const char *why = NULL;
    EXPECT_INT(parse(url, &u, &why), VELA_EINVAL);
    EXPECT_STR(why, "host name too long");
    char sock[200] = "unix:///";
    memset(sock + 8, 's', 150);
    sock[158] = '\0';
    EXPECT_INT(parse(sock, &u, &why), VELA_EINVAL);
}

static void addresses_and_formatting(void)
{
    vela_redis_address_t a, b;
    const char *why = NULL;
    char buf[64];
    EXPECT_INT(vela_redis_address_parse("127.0.0.1:7001", 14, &a, &why), 0);
    EXPECT_INT(a.port, 7001);
    EXPECT_INT(vela_redis_address_parse("[fe80::1]:1", 11, &b, &why), 0);
    vela_redis_address_format(&b, buf, sizeof(buf));
    EXPECT_STR(buf, "[fe80::1]:1");
    vela_redis_address_format(&a, buf, sizeof(buf));
    EXPECT_STR(buf, "127.0.0.1:7001");
    EXPECT(!vela_redis_address_equal(&a, &b));
    EXPECT_INT(vela_redis_address_parse("h", 1, &b, &why), 0);
    EXPECT_INT(b.port, 6379);
    EXPECT_INT(vela_redis_address_parse("h:1:2", 5, &b, &why), VELA_EINVAL);
    EXPECT_INT(vela_redis_address_parse("", 0, &b, &why), VELA_EINVAL);
}

/* Found by fuzz-redis: "\0\0x:1" parsed as an empty host; %00 cut a password short. */
static void nul_bytes_are_refused(void)
{
    vela_redis_address_t a;
    vela_redis_url_t u;
    const char *why = NULL;
    EXPECT_INT(vela_redis_address_parse("\0\0x:1", 6, &a, &why), VELA_EINVAL);
    EXPECT_INT(vela_redis_url_parse("redis://:pa%00ss@h", 18, &u, &why), VELA_EINVAL);
    EXPECT_INT(vela_redis_url_parse("redis://h\0st", 13, &u, &why), VELA_EINVAL);
    EXPECT_INT(vela_redis_address_parse("a b:1", 5, &a, &why), VELA_EINVAL);
}

UNIT_MAIN(UNIT_TEST(nul_bytes_are_refused), UNIT_TEST(a_plain_url_has_defaults),
          UNIT_TEST(credentials_port_and_database), UNIT_TEST(ipv6_unix_and_query),
          UNIT_TEST(bad_urls_say_why), UNIT_TEST(fields_too_long_are_errors_not_truncations),
          UNIT_TEST(addresses_and_formatting))
