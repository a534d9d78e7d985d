/*
 * The `vela` extension's module entry and the registration hooks of each
 * binding file (ext/php/). Every PHP class lives in its own file there and
 * exposes one `vela_register_<class>()` called from MINIT.
 */
#ifndef PHP_VELA_H
#define PHP_VELA_H

#include <php.h>

#define PHP_VELA_VERSION "0.1.0"

extern zend_module_entry vela_module_entry;
#define phpext_vela_ptr &vela_module_entry

#endif
