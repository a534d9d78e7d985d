/*
 * `vgen routes [APP]`: scans the app and prints its route table (method,
 * path, name, handler, middleware) without writing anything.
 *
 * The table always comes from the source as it is now, never from
 * var/cache/routes.php; the first line says so and whether the compiled
 * cache (what a server would load) still matches that source, by the same
 * manifest test `vgen compile` uses to skip a compile. It starts with '#'
 * so that tools reading the table can skip it.
 */
#include "commands.h"
#include "diag.h"
#include "fsutil.h"
#include "output.h"
#include "project.h"
#include "routes.h"

#include <stdio.h>
#include <stdlib.h>

/* The header line: where the table comes from, and the compiled cache's state. */
static void print_origin(vgen_project_t *p, const char *root, FILE *out)
{
    char *cache_dir = vgen_path_join(root, "var/cache");
    vgen_manifest_t manifest;
    const char *cache;

    vgen_manifest_read(cache_dir, &manifest);
    if (!manifest.valid) {
        cache = "var/cache is not compiled (run `vgen compile`)";
    } else if (vgen_manifest_fresh(&manifest, p, cache_dir)) {
        cache = "var/cache was compiled from this source";
    } else {
        cache = "var/cache is older than the source (run `vgen compile`)";
    }
    fprintf(out, "# routes of the source, scanned now; %s\n", cache);
    vgen_manifest_free(&manifest);
    free(cache_dir);
}

int vgen_cmd_routes(int argc, char **argv)
{
    const char *root = argc > 0 ? argv[0] : ".";
    vgen_project_t p;
    vgen_routes_t routes = {0};
    int rc = 1;
    vgen_project_init(&p, root);
    if (vgen_project_discover(&p) == 0 && vgen_project_scan(&p, NULL) == 0 &&
        vgen_routes_collect(&p.app, &routes) == 0) {
        print_origin(&p, root, stdout);
        vgen_routes_print(&routes, stdout);
        rc = 0;
    }
    vgen_diag_flush();
    vgen_routes_free(&routes);
    vgen_project_free(&p);
    return rc;
}
