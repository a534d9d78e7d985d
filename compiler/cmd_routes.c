/*
 * `vgen routes [APP]`: scans the app and prints its route table (method,
 * path, name, handler, middleware) without writing anything.
 */
#include "commands.h"
#include "diag.h"
#include "project.h"
#include "routes.h"

#include <stdio.h>

int vgen_cmd_routes(int argc, char **argv)
{
    const char *root = argc > 0 ? argv[0] : ".";
    vgen_project_t p;
    vgen_routes_t routes = {0};
    int rc = 1;
    vgen_project_init(&p, root);
    if (vgen_project_discover(&p) == 0 && vgen_project_scan(&p, NULL) == 0 &&
        vgen_routes_collect(&p.app, &routes) == 0) {
        vgen_routes_print(&routes, stdout);
        rc = 0;
    }
    vgen_diag_flush();
    vgen_routes_free(&routes);
    vgen_project_free(&p);
    return rc;
}
