/*
 * `vgen compile [APP] [--out DIR] [--force] [--quiet] [--watch]`: parses the
 * options and runs compile.c once, or watch.c's loop with --watch.
 */
#include "commands.h"
#include "compile.h"
#include "watch.h"

#include <stdio.h>
#include <string.h>

int vgen_cmd_compile(int argc, char **argv)
{
    vgen_compile_options_t o = {".", NULL, false, false};
    bool watch = false;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
            o.out = argv[++i];
        } else if (strcmp(argv[i], "--force") == 0) {
            o.force = true;
        } else if (strcmp(argv[i], "--quiet") == 0) {
            o.quiet = true;
        } else if (strcmp(argv[i], "--watch") == 0) {
            watch = true;
        } else if (argv[i][0] != '-') {
            o.root = argv[i];
        } else {
            fprintf(stderr,
                    "vgen compile: unknown option '%s'\n"
                    "usage: vgen compile [APP] [--out DIR] [--force] [--quiet] [--watch]\n",
                    argv[i]);
            return 2;
        }
    }
    return watch ? vgen_watch(&o) : vgen_compile(&o);
}
