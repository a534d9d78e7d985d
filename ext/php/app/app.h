/*
 * Shared inside the framework area (ext/php/app/), not with other areas:
 * the class entries its files create and each file's MINIT hook.
 */
#ifndef VELA_PHP_APP_H
#define VELA_PHP_APP_H

#include <php.h>

/* Vela\BindFailure: what Vela\App turns into a 404/400/422 response. */
extern zend_class_entry *vela_ce_bind_failure;

/*
 * The pools config/database.php and config/redis.php declare (pools.c):
 * open_pools() opens each into pools (an array it owns, id => pool; UNDEF
 * or empty = none open yet) and gives it to the container as pg.<name> /
 * redis.<name>; false with Vela\Exception thrown naming the config key, and
 * nothing left open. close_pools() closes and forgets them. PHP context.
 */
bool vela_php_app_open_pools(zval *container, zval *pools);
void vela_php_app_close_pools(zval *pools);

/* Per-class setup at MINIT, given the class entry register.c created. */
void vela_bind_failure_register(zend_class_entry *ce);

#endif
