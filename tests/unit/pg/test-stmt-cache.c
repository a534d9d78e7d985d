/* Unit tests for ext/src/pg/stmt_cache.c: names, hits, LRU eviction, removal. */
#include "src/core/error.h"
#include "src/pg/stmt_cache.h"
#include "unit.h"

static vela_pg_stmt_t *add(vela_pg_stmt_cache_t *c, const char *sql, char *evicted)
{
    vela_pg_stmt_t *s = NULL;
    EXPECT_INT(vela_pg_stmt_cache_add(c, sql, strlen(sql), &s, evicted), 0);
    return s;
}

static void a_statement_is_found_by_its_text_under_its_name(void)
{
    vela_pg_stmt_cache_t c;
    char evicted[VELA_PG_STMT_NAME_MAX];
    EXPECT_INT(vela_pg_stmt_cache_init(&c, 4), 0);
    vela_pg_stmt_t *a = add(&c, "SELECT 1", evicted);
    vela_pg_stmt_t *b = add(&c, "SELECT 2", evicted);
    EXPECT_STR(a->name, "vela_s1");
    EXPECT_STR(b->name, "vela_s2");
    EXPECT_STR(evicted, "");
    EXPECT(vela_pg_stmt_cache_find(&c, "SELECT 1", 8) == a);
    EXPECT(vela_pg_stmt_cache_find(&c, "SELECT 3", 8) == NULL);
    EXPECT(vela_pg_stmt_cache_find(&c, "SELECT 1 ", 9) == NULL); /* the exact text */
    vela_pg_stmt_cache_free(&c);
}

static void the_least_recently_used_is_evicted_and_named(void)
{
    vela_pg_stmt_cache_t c;
    char evicted[VELA_PG_STMT_NAME_MAX];
    vela_pg_stmt_cache_init(&c, 2);
    add(&c, "a", evicted);
    add(&c, "b", evicted);
    EXPECT(vela_pg_stmt_cache_find(&c, "a", 1) != NULL); /* b is now the oldest */
    add(&c, "c", evicted);
    EXPECT_STR(evicted, "vela_s2");
    EXPECT(vela_pg_stmt_cache_find(&c, "b", 1) == NULL);
    EXPECT(vela_pg_stmt_cache_find(&c, "a", 1) != NULL);
    vela_pg_stmt_t *d = add(&c, "d", evicted); /* c is the oldest now */
    EXPECT_STR(evicted, "vela_s3");
    EXPECT_STR(d->name, "vela_s4"); /* names are never reused */
    EXPECT_INT(c.count, 2);
    vela_pg_stmt_cache_free(&c);
}

static void remove_takes_only_the_entry_of_that_name(void)
{
    vela_pg_stmt_cache_t c;
    char evicted[VELA_PG_STMT_NAME_MAX];
    vela_pg_stmt_cache_init(&c, 2);
    add(&c, "x", evicted);
    EXPECT_INT(vela_pg_stmt_cache_remove(&c, "x", 1, "vela_s9"), 0);
    EXPECT_INT(vela_pg_stmt_cache_remove(&c, "x", 1, "vela_s1"), 1);
    EXPECT(vela_pg_stmt_cache_find(&c, "x", 1) == NULL);
    EXPECT_INT(c.count, 0);
    vela_pg_stmt_cache_free(&c);
}

static void a_cache_of_size_zero_holds_nothing(void)
{
    vela_pg_stmt_cache_t c;
    char evicted[VELA_PG_STMT_NAME_MAX];
    vela_pg_stmt_t *s;
    EXPECT_INT(vela_pg_stmt_cache_init(&c, 0), 0);
    EXPECT_INT(vela_pg_stmt_cache_add(&c, "a", 1, &s, evicted), VELA_EINVAL);
    EXPECT(vela_pg_stmt_cache_find(&c, "a", 1) == NULL);
    vela_pg_stmt_cache_free(&c);
}

static void many_statements_through_a_small_cache(void)
{
    vela_pg_stmt_cache_t c;
    char evicted[VELA_PG_STMT_NAME_MAX], sql[32];
    vela_pg_stmt_cache_init(&c, 16);
    for (int i = 0; i < 1000; i++) {
        snprintf(sql, sizeof(sql), "SELECT %d", i % 40);
        if (!vela_pg_stmt_cache_find(&c, sql, strlen(sql))) {
            add(&c, sql, evicted);
        }
    }
    EXPECT_INT(c.count, 16);
    size_t listed = 0;
    for (vela_pg_stmt_t *s = c.newest; s; s = s->older) {
        listed++;
    }
    EXPECT_INT(listed, 16);
    vela_pg_stmt_cache_free(&c);
}

/* Names count in decimal past one digit: vela_s10, vela_s100, vela_s1000. */
static void names_are_the_decimal_count_of_statements_added(void)
{
    vela_pg_stmt_cache_t c;
    char evicted[VELA_PG_STMT_NAME_MAX], sql[32];
    vela_pg_stmt_cache_init(&c, 2);
    for (int i = 1; i <= 1000; i++) {
        snprintf(sql, sizeof(sql), "SELECT %d", i);
        vela_pg_stmt_t *s = add(&c, sql, evicted);
        char want[VELA_PG_STMT_NAME_MAX];
        snprintf(want, sizeof(want), "vela_s%d", i);
        EXPECT_STR(s->name, want);
    }
    EXPECT_STR(evicted, "vela_s998");
    vela_pg_stmt_cache_free(&c);
}

UNIT_MAIN(UNIT_TEST(a_statement_is_found_by_its_text_under_its_name),
          UNIT_TEST(names_are_the_decimal_count_of_statements_added),
          UNIT_TEST(the_least_recently_used_is_evicted_and_named),
          UNIT_TEST(remove_takes_only_the_entry_of_that_name),
          UNIT_TEST(a_cache_of_size_zero_holds_nothing),
          UNIT_TEST(many_statements_through_a_small_cache))
