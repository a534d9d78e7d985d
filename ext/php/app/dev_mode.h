/*
 * Dev mode and the stale-cache check at boot, for Vela\App (app_class.c
 * calls these; the engine parts are ext/src/cache/).
 *
 * The environment decides: APP_ENV=dev is dev mode; unset, "prod" or any
 * other value is production, which never watches and refuses a stale cache.
 */
#ifndef VELA_PHP_APP_DEV_MODE_H
#define VELA_PHP_APP_DEV_MODE_H

#include <php.h>

/* True when APP_ENV is "dev". Any context. */
bool vela_php_app_dev_mode(void);

/*
 * Compares the app at `root` with its var/cache/manifest (manifest.h). A
 * fresh cache, or none at all (the loaders then report the missing files),
 * returns true. A stale one in dev mode prints one warning line on stderr
 * (once: not again in each worker) and returns true; in production it
 * throws Vela\Exception naming the changed file and `vgen compile`, and
 * returns false. A manifest vgen did not write is treated as stale. In dev
 * mode it then requires every scanned source (config/ aside), so that the
 * process serves the code of this compile even for classes not used yet;
 * what a file throws (a ParseError) is left pending (false). Called by the
 * constructor, before the cache is loaded.
 */
bool vela_php_app_check_cache(zend_string *root);

/*
 * In dev mode, asks the Vela\Http\Server `server` built for the app at
 * `root` to reload when vgen writes a new cache or a config file changes,
 * once what changed compiles (a reload watch, ext/php/http/reload_watch.h);
 * in production does nothing. Called by App::server().
 */
void vela_php_app_watch_cache(zend_string *root, zend_object *server);

#endif
