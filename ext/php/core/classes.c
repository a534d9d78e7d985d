/*
 * Looking a class up by name from C, for the bindings that reach optional
 * PHP code at run time (the PSR bridge, the app logger, the HTTP client's
 * PSR-18 and Guzzle adapters): they ask whether an interface can be
 * autoloaded before declaring the class that implements it, and find the
 * class they declared without autoloading it again.
 */
#include "php/core/binding.h"

zend_class_entry *vela_php_core_find_class(const char *name, bool autoload)
{
    zend_string *s = zend_string_init(name, strlen(name), 0);
    zend_class_entry *ce =
        zend_lookup_class_ex(s, NULL, autoload ? 0 : ZEND_FETCH_CLASS_NO_AUTOLOAD);
    zend_string_release(s);
    return ce;
}
