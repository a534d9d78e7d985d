/*
 * The console's built-in commands `migrate` and `migrate:status`: the SQL
 * files of database/migrations applied in order to the app's pg.default
 * pool, each once.
 *
 * Design. A migration is a file named <number>_<words>.sql; files apply in
 * the order of their numbers (a number used twice, or a .sql file without
 * one, is an error before anything runs). Each migration runs in its own
 * transaction on a connection held exclusively: BEGIN, then
 * pg_advisory_xact_lock(hashtext('vela_migrations')), then (under the lock)
 * the table vela_migrations is created if missing and asked whether the
 * version is recorded; if not, the file runs as a script (the simple query
 * protocol, Pool::script()) and its row is inserted; COMMIT. So N instances
 * starting together serialize on the lock, and each migration is applied
 * exactly once, by whichever got there first: the others find it recorded.
 * A transaction-scoped lock works through PgBouncer's transaction pooling,
 * where a session lock would not. A failing migration is rolled back with
 * its row, and migrate stops there with exit code 1.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>

#include <dirent.h>
#include <stdio.h>

#include "php/app/app.h"
#include "php/core/binding.h"
#include "php/pg/pg.h"

#define TABLE_SQL                                                                                  \
    "CREATE TABLE IF NOT EXISTS vela_migrations (version bigint PRIMARY KEY, name text NOT NULL, " \
    "applied_at timestamptz NOT NULL DEFAULT now())"

typedef struct migration {
    zend_long version;
    char *file; /* emalloc'd */
} migration_t;

typedef struct migrations {
    migration_t *items;
    uint32_t count;
    zend_string *dir;
} migrations_t;

bool vela_php_app_migrate_command(zend_string *name)
{
    return zend_string_equals_literal(name, "migrate") ||
           zend_string_equals_literal(name, "migrate:status");
}

static int compare_versions(const void *a, const void *b)
{
    const migration_t *x = a, *y = b;
    int by_version = (x->version > y->version) - (x->version < y->version);
    return by_version != 0 ? by_version : strcmp(x->file, y->file);
}

static void migrations_free(migrations_t *list)
{
    for (uint32_t i = 0; i < list->count; i++) {
        efree(list->items[i].file);
    }
    if (list->items) {
        efree(list->items);
    }
    zend_string_release(list->dir);
}

/* Adds one directory entry when it is a .sql file; false (said on stderr) when unnumbered. */
static bool add_file(migrations_t *list, const char *file)
{
    size_t len = strlen(file);
    if (len < 5 || strcmp(file + len - 4, ".sql") != 0) {
        return true;
    }
    char *end;
    zend_long version = ZEND_STRTOL(file, &end, 10);
    if (end == file || *end != '_') {
        fprintf(stderr,
                "migrate: database/migrations/%s: a migration is named <number>_<name>.sql\n",
                file);
        return false;
    }
    list->items = safe_erealloc(list->items, list->count + 1, sizeof(migration_t), 0);
    list->items[list->count++] = (migration_t){version, estrdup(file)};
    return true;
}

/* The migration files in order; false (said on stderr) when one is misnamed or a number repeats. */
static bool list_migrations(vela_php_app_t *app, migrations_t *list)
{
    *list =
        (migrations_t){NULL, 0, zend_strpprintf(0, "%s/database/migrations", ZSTR_VAL(app->root))};
    DIR *dir = opendir(ZSTR_VAL(list->dir));
    bool ok = true;
    for (struct dirent *e; dir && ok && (e = readdir(dir)) != NULL;) {
        ok = add_file(list, e->d_name);
    }
    if (dir) {
        closedir(dir);
    }
    if (list->count) {
        qsort(list->items, list->count, sizeof(migration_t), compare_versions);
    }
    for (uint32_t i = 1; ok && i < list->count; i++) {
        if (list->items[i].version == list->items[i - 1].version) {
            fprintf(stderr, "migrate: database/migrations/%s and %s have the same number\n",
                    list->items[i - 1].file, list->items[i].file);
            ok = false;
        }
    }
    return ok;
}

/* A connection of the pg.default pool, held exclusively for the whole command. */
typedef struct session {
    vela_php_pg_pool_t *pool;
    vela_pool_lease_t lease;
    vela_pg_conn_t *conn;
} session_t;

/* The pool pg.default the app opened, or NULL (said on stderr). */
static vela_php_pg_pool_t *default_pool(vela_php_app_t *app, zend_string *command)
{
    zval *pool = Z_TYPE(app->pools) == IS_ARRAY
                     ? zend_hash_str_find(Z_ARRVAL(app->pools), "pg.default", 10)
                     : NULL;
    if (!pool || Z_TYPE_P(pool) != IS_OBJECT || Z_OBJCE_P(pool) != vela_ce_pg_pool) {
        fprintf(stderr, "%s: no PostgreSQL pool named default: declare it in config/database.php\n",
                ZSTR_VAL(command));
        return NULL;
    }
    return vela_php_pg_pool_from(Z_OBJ_P(pool));
}

/* Runs sql (params may be NULL) on the session's connection: 0, or -1 thrown. */
static int run(session_t *s, const char *sql, HashTable *params, vela_php_pg_kind_t kind, zval *rv)
{
    zend_string *text = zend_string_init(sql, strlen(sql), 0);
    ZVAL_UNDEF(rv);
    int rc = vela_php_pg_run(s->pool, s->conn, text, params, kind, rv);
    zend_string_release(text);
    return rc;
}

/* The contents of a migration file, or NULL with an exception thrown. */
static zend_string *read_migration(const migrations_t *list, const migration_t *m)
{
    zend_string *path = zend_strpprintf(0, "%s/%s", ZSTR_VAL(list->dir), m->file);
    php_stream *stream = php_stream_open_wrapper(ZSTR_VAL(path), "rb", 0, NULL);
    zend_string *sql = NULL;
    if (stream) {
        sql = php_stream_copy_to_mem(stream, PHP_STREAM_COPY_ALL, 0);
        sql = sql ? sql : ZSTR_EMPTY_ALLOC();
        php_stream_close(stream);
    } else {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "cannot read %s", ZSTR_VAL(path));
    }
    zend_string_release(path);
    return sql;
}

/* Runs the migration's file and records it (inside its transaction): 0, or -1 thrown. */
static int apply_script(session_t *s, const migrations_t *list, const migration_t *m)
{
    zend_string *sql = read_migration(list, m);
    zval rv, params;
    if (!sql) {
        return -1;
    }
    int rc = vela_php_pg_script(s->pool, s->conn, sql, &rv);
    zend_string_release(sql);
    if (rc != 0) {
        return -1;
    }
    array_init(&params);
    add_next_index_long(&params, m->version);
    add_next_index_string(&params, m->file);
    rc = run(s, "INSERT INTO vela_migrations (version, name) VALUES ($1, $2)", Z_ARRVAL(params),
             PG_COUNT, &rv);
    zval_ptr_dtor(&params);
    return rc;
}

/* Under the lock: whether m is recorded (0 no, 1 yes), or -1 thrown. */
static int recorded(session_t *s, const migration_t *m)
{
    zval rv, params;
    if (run(s, "SELECT pg_advisory_xact_lock(hashtext('vela_migrations'))", NULL, PG_COUNT, &rv) ||
        run(s, TABLE_SQL, NULL, PG_COUNT, &rv)) {
        return -1;
    }
    array_init(&params);
    add_next_index_long(&params, m->version);
    int rc = run(s, "SELECT coalesce((SELECT name FROM vela_migrations WHERE version = $1), '')",
                 Z_ARRVAL(params), PG_VALUE, &rv);
    zval_ptr_dtor(&params);
    if (rc == 0) {
        zend_string *name = zval_get_string(&rv);
        rc = ZSTR_LEN(name) > 0;
        /* Another file under the same number: two apps share the database, or a file was
         * renamed. Skipping it would leave its tables missing without a word. */
        if (rc && strcmp(ZSTR_VAL(name), m->file) != 0) {
            zend_throw_exception_ex(
                vela_ce_core_exception, 0,
                "migration %lld is recorded as %s, but the file is %s "
                "(another app's migrations in this database, or a renamed file)",
                (long long)m->version, ZSTR_VAL(name), m->file);
            rc = -1;
        }
        zend_string_release(name);
        zval_ptr_dtor(&rv);
    }
    return rc;
}

/* Applies m in its own transaction unless recorded: 1 applied, 0 already was, -1 thrown. */
static int apply_one(session_t *s, const migrations_t *list, const migration_t *m)
{
    zval rv;
    if (run(s, "BEGIN", NULL, PG_COUNT, &rv) != 0) {
        return -1;
    }
    int was = recorded(s, m);
    int rc = was < 0 || (was == 0 && apply_script(s, list, m) != 0) ||
                     run(s, "COMMIT", NULL, PG_COUNT, &rv) != 0
                 ? -1
                 : !was;
    if (rc < 0) {
        zend_exception_save();
        if (run(s, "ROLLBACK", NULL, PG_COUNT, &rv) != 0) {
            zend_clear_exception(); /* the migration's failure is the one to report */
        }
        zend_exception_restore();
    }
    return rc;
}

/* migrate: every pending migration in order; stops at the first failure (exit code 1). */
static int migrate(session_t *s, const migrations_t *list)
{
    uint32_t applied = 0;
    for (uint32_t i = 0; i < list->count; i++) {
        int rc = apply_one(s, list, &list->items[i]);
        if (rc < 0) {
            fprintf(stderr, "migrate: database/migrations/%s failed; it was rolled back\n",
                    list->items[i].file);
            return vela_php_app_console_report("migrate");
        }
        if (rc > 0) {
            php_printf("migrate: applied %s\n", list->items[i].file);
            applied++;
        }
    }
    php_printf("migrate: %u applied, %u already applied\n", applied, list->count - applied);
    return 0;
}

/* version => applied_at of the recorded migrations (empty without the table); false thrown. */
static bool applied_versions(session_t *s, HashTable *applied)
{
    zval exists, rows, *row;
    if (run(s, "SELECT to_regclass('vela_migrations') IS NOT NULL", NULL, PG_VALUE, &exists)) {
        return false;
    }
    if (Z_TYPE(exists) != IS_TRUE) {
        return true;
    }
    if (run(s, "SELECT version, name, applied_at::text AS at FROM vela_migrations ORDER BY version",
            NULL, PG_ROWS, &rows)) {
        return false;
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(rows), row)
    {
        zval *version = zend_hash_str_find(Z_ARRVAL_P(row), "version", 7);
        Z_TRY_ADDREF_P(row);
        zend_hash_index_update(applied, zval_get_long(version), row);
    }
    ZEND_HASH_FOREACH_END();
    zval_ptr_dtor(&rows);
    return true;
}

/* migrate:status: each file, applied (when) or pending; then recorded versions without a file. */
static int status(session_t *s, const migrations_t *list)
{
    HashTable *applied = zend_new_array(0);
    if (!applied_versions(s, applied)) {
        zend_array_destroy(applied);
        return vela_php_app_console_report("migrate:status");
    }
    uint32_t pending = 0;
    for (uint32_t i = 0; i < list->count; i++) {
        zval *row = zend_hash_index_find(applied, list->items[i].version);
        zval *at = row ? zend_hash_str_find(Z_ARRVAL_P(row), "at", 2) : NULL;
        php_printf("%-8s %-32s %s\n", row ? "applied" : "pending",
                   at && Z_TYPE_P(at) == IS_STRING ? Z_STRVAL_P(at) : "", list->items[i].file);
        pending += !row;
        if (row) {
            zend_hash_index_del(applied, list->items[i].version);
        }
    }
    zval *row;
    ZEND_HASH_FOREACH_VAL(applied, row)
    {
        zval *name = zend_hash_str_find(Z_ARRVAL_P(row), "name", 4);
        php_printf("%-8s %-32s %s (its file is gone)\n", "applied", "",
                   name && Z_TYPE_P(name) == IS_STRING ? Z_STRVAL_P(name) : "?");
    }
    ZEND_HASH_FOREACH_END();
    php_printf("%u migrations, %u pending\n", list->count, pending);
    zend_array_destroy(applied);
    return 0;
}

/* Runs migrate or migrate:status on a connection of pg.default; the exit code. */
static int with_session(vela_php_app_t *app, zend_string *name, const migrations_t *list)
{
    session_t s = {.pool = default_pool(app, name)};
    if (!s.pool) {
        return 1;
    }
    if (vela_php_pg_acquire(s.pool, true, &s.lease) != 0) {
        return vela_php_app_console_report(ZSTR_VAL(name));
    }
    s.conn = vela_pg_pool_lease_conn(&s.lease);
    int rc = zend_string_equals_literal(name, "migrate") ? migrate(&s, list) : status(&s, list);
    vela_pool_release(&s.lease);
    return rc;
}

int vela_php_app_migrate(vela_php_app_t *app, zend_string *name, const char **words, uint32_t n)
{
    if (n > 0) {
        bool help = strcmp(words[0], "--help") == 0 || strcmp(words[0], "-h") == 0;
        fprintf(help ? stdout : stderr,
                "Usage: php bin/console %s\n\n%s the SQL files of database/migrations "
                "(<number>_<name>.sql, in number order) on the pool pg.default.\n",
                ZSTR_VAL(name),
                zend_string_equals_literal(name, "migrate") ? "Applies, each once and in its own "
                                                              "transaction,"
                                                            : "Lists, applied or pending,");
        return help ? 0 : 2;
    }
    migrations_t list;
    int rc = 1;
    if (list_migrations(app, &list)) {
        bool mine;
        rc = vela_php_app_console_pools(app, &mine) ? with_session(app, name, &list)
                                                    : vela_php_app_console_report(ZSTR_VAL(name));
        if (mine) {
            vela_php_app_close_pools(&app->pools);
        }
    }
    migrations_free(&list);
    return rc;
}
