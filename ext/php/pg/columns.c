/*
 * The result layouts a pool has seen: each column's name as a PHP string
 * (hashed once, then the key of every row) and its kind. A query's result
 * is matched against the few layouts kept (column count, type OIDs and
 * names compared), so a statement run again costs no string per column;
 * a miss replaces the oldest layout. Wider results are not kept.
 */
#include "php/pg/pg.h"

#include <string.h>

#include "src/pg/types.h"

static bool matches(const vela_php_pg_layout_t *l, const PGresult *r, int n)
{
    if (l->count != n) {
        return false;
    }
    for (int i = 0; i < n; i++) {
        const vela_php_pg_column_t *c = &l->columns[i];
        if (PQftype(r, i) != c->type || strcmp(PQfname(r, i), ZSTR_VAL(c->name)) != 0) {
            return false;
        }
    }
    return true;
}

static void release(vela_php_pg_layout_t *l)
{
    for (int i = 0; i < l->count; i++) {
        zend_string_release(l->columns[i].name);
    }
    l->count = 0;
}

void vela_php_pg_column_fill(vela_php_pg_column_t *c, const PGresult *r, int i)
{
    const char *name = PQfname(r, i);
    c->name = zend_string_init(name, strlen(name), 0);
    c->type = PQftype(r, i);
    c->kind = vela_pg_kind_of(c->type, &c->array);
}

const vela_php_pg_column_t *vela_php_pg_layout_of(vela_php_pg_layouts_t *layouts, const PGresult *r,
                                                  int n)
{
    if (n < 1 || n > VELA_PHP_PG_LAYOUT_COLUMNS) {
        return NULL;
    }
    for (int k = 0; k < VELA_PHP_PG_LAYOUTS; k++) {
        if (matches(&layouts->kept[k], r, n)) {
            return layouts->kept[k].columns;
        }
    }
    vela_php_pg_layout_t *l = &layouts->kept[layouts->next];
    layouts->next = (layouts->next + 1) % VELA_PHP_PG_LAYOUTS;
    release(l);
    for (int i = 0; i < n; i++) {
        vela_php_pg_column_fill(&l->columns[i], r, i);
    }
    l->count = n;
    return l->columns;
}

void vela_php_pg_layouts_free(vela_php_pg_layouts_t *layouts)
{
    for (int k = 0; k < VELA_PHP_PG_LAYOUTS; k++) {
        release(&layouts->kept[k]);
    }
}
