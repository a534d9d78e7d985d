/*
 * vgen's command line: dispatches `vgen <command>` to the module that
 * implements it. Commands report errors as "file:line:col: error: …" on
 * stderr and exit 1; usage errors exit 2.
 */
#include "commands.h"
#include "tokens.h"

#include <stdio.h>
#include <string.h>

static int usage(FILE *out)
{
    fputs("usage: vgen <command> [options]\n"
          "\n"
          "commands:\n"
          "  help        show this text\n"
          "  tokens FILE...  print PHP tokens as `LINE NAME TEXT` (like token_get_all)\n"
          "  compile [APP] [--out DIR] [--force] [--quiet] [--watch]\n"
          "              generate var/cache/ (container, routes, binders, proxies, preload)\n"
          "  new [--minimal] NAME\n"
          "              create an app in directory NAME from the skeleton (the demo app;\n"
          "              --minimal: one controller, no pools, no middleware)\n"
          "  routes [APP]  print the route table\n"
          "  scan [--json] FILE...  print the declarations vgen reads, as JSON\n"
          "  --version   print vgen's version\n",
          out);
    return out == stdout ? 0 : 2;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        return usage(stderr);
    }
    if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "version") == 0) {
        printf("vgen %s\n", VGEN_VERSION);
        return 0;
    }
    if (strcmp(argv[1], "tokens") == 0) {
        return vgen_tokens_main(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "compile") == 0) {
        return vgen_cmd_compile(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "new") == 0) {
        return vgen_cmd_new(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "routes") == 0) {
        return vgen_cmd_routes(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "scan") == 0) {
        return vgen_cmd_scan(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0) {
        return usage(stdout);
    }
    fprintf(stderr, "vgen: unknown command '%s' (try 'vgen help')\n", argv[1]);
    return 2;
}
