/*
 * The commands of `vgen`, one module each, called by main.c with the
 * arguments after the command name. Each returns the process exit status:
 * 0 ok, 1 errors reported ("file:line:col: error: …" on stderr), 2 usage.
 */
#ifndef VGEN_COMMANDS_H
#define VGEN_COMMANDS_H

#define VGEN_VERSION "0.1.0"

/* `vgen scan [--json] FILE…`: the model of the given files (cmd_scan.c). */
int vgen_cmd_scan(int argc, char **argv);

/* `vgen compile [APP] [--out DIR] [--watch] [--force]` (cmd_compile.c). */
int vgen_cmd_compile(int argc, char **argv);

/* `vgen routes [APP]`: the route table as text (cmd_routes.c). */
int vgen_cmd_routes(int argc, char **argv);

/* `vgen new NAME`: a new app from the embedded skeleton (cmd_new.c). */
int vgen_cmd_new(int argc, char **argv);

#endif
