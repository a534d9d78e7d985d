/*
 * commands.php: the app's console commands, the table Vela\App::console()
 * (bin/console) runs them from (ext/php/app/console.c).
 *
 * A command is a concrete class with #[Command('name', description: '...')]
 * and a public __invoke() (else handle()) method; the class is a service
 * (services.c), so the container builds it with its dependencies. The
 * method's parameters make its command line: one without a default is a
 * positional argument (in order), one with a default an option named in
 * kebab case ($olderThan is --older-than), a bool one a flag (--dry-run,
 * --no-dry-run). Types are int, float, string or bool (nullable allowed;
 * untyped is string). The table, sorted by name, is name => [class,
 * method, description, params], each param [name, option or null, type,
 * nullable, default (options only)].
 *
 * Errors (file:line:col through diag.h): #[Command] on a non-class or an
 * abstract class, a name that is not words of a-z, 0-9 and '-' joined by
 * ':', a non-literal description, a duplicate name, no command method, a
 * parameter of another type, by reference or variadic, a bool parameter
 * without a default, a default that is not a literal, a return type other
 * than int or void.
 */
#ifndef VGEN_EMIT_COMMANDS_H
#define VGEN_EMIT_COMMANDS_H

#include "model.h"
#include "strbuf.h"

/*
 * Checks every #[Command] of `app` and appends commands.php to `out` (an
 * empty table when there is none). Returns the number of errors reported;
 * `out` is complete only when 0.
 */
int vgen_emit_commands(const vgen_app_t *app, vgen_buf_t *out);

#endif
