/*
 * The authentication binding (Vela\Auth, docs/auth.md): the classes'
 * entries and what one file of the area asks of another.
 */
#ifndef VELA_PHP_AUTH_H
#define VELA_PHP_AUTH_H

#include <php.h>

extern zend_class_entry *vela_ce_auth_principal;
extern zend_class_entry *vela_ce_auth_authenticate;

/* authenticate_class.c: takes over the generated class entry (create/free handlers). */
void vela_php_auth_authenticate_register(zend_class_entry *ce);

/* principal_class.c: a new Vela\Auth\Principal into *out (copies what it keeps). */
void vela_php_auth_principal_new(zend_string *id, zval *scopes, zval *claims, zval *out);

/*
 * principal_class.c: throws the Vela\Http exception of `status` (401 or 403)
 * with `message` and, when `challenge` is not NULL, that WWW-Authenticate
 * value. PHP context.
 */
void vela_php_auth_throw(int status, const char *message, zend_string *challenge);

#endif
