/*
 * The `vela` extension's module entry. Its MINIT (vela.c) calls each binding
 * area's vela_php_<area>_minit() (ext/php/<area>/register.c), which creates
 * the area's classes from its generated arginfo and hands each to the
 * vela_<class>_register() of the class's own file (ext/php/core/binding.h).
 */
#ifndef PHP_VELA_H
#define PHP_VELA_H

#include <php.h>

#define PHP_VELA_VERSION "0.1.0"

extern zend_module_entry vela_module_entry;
#define phpext_vela_ptr &vela_module_entry

#endif
