/*
 * Dev mode's check before a reload: do the sources a new compile changed,
 * and the config files, still compile? vgen reads declarations only, so a
 * syntax error inside a method body compiles into a fresh cache; reloading
 * onto it would stop a single-process server (its re-executed process dies
 * at boot) and, with workers, start a generation that cannot boot. So the
 * reload first compiles (never runs) those files in a forked child: an error
 * is printed as `file:line: error: message` and no reload happens; the old
 * code keeps serving until a save that compiles.
 *
 * State: the manifest the running code came from (the baseline), per
 * process; dev mode only. Main context; blocking (a fork and its compile,
 * milliseconds for an edit's few files).
 */
#ifndef VELA_PHP_APP_DEV_LINT_H
#define VELA_PHP_APP_DEV_LINT_H

#include <stdbool.h>

/* Records the app root and reads the running code's manifest (var/cache/manifest). */
void vela_php_app_dev_lint_begin(const char *root);

/*
 * Compiles, in a child process, every *.php input of the manifest now on
 * disk whose content differs from the baseline's, and every PHP file of config/.
 * True when all compile (the new manifest then becomes the baseline); false
 * after printing each error on stderr.
 */
bool vela_php_app_dev_lint_ok(void);

/* Frees the baseline. */
void vela_php_app_dev_lint_end(void);

#endif
