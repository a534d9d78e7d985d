/*
 * Shared inside the framework area (ext/php/app/), not with other areas:
 * the class entries its files create and each file's MINIT hook.
 */
#ifndef VELA_PHP_APP_H
#define VELA_PHP_APP_H

#include <php.h>

/* Vela\BindFailure: what Vela\App turns into a 404/400/422 response. */
extern zend_class_entry *vela_ce_bind_failure;

/* Per-class setup at MINIT, given the class entry register.c created. */
void vela_bind_failure_register(zend_class_entry *ce);

#endif
