/*
 * The preload emitter. opcache_compile_file() links a class only when its
 * parent and interfaces are already known, so files are ordered by the depth
 * of their classes' app-declared ancestry (a stable sort keeps path order
 * within one depth). The generated files are compiled after the app's, but
 * for container.php, which is run (see container_load): a preload that
 * warns on every start is a preload nobody turns on.
 */
#include "emit_preload.h"

#include "phpgen.h"

#include <stdlib.h>
#include <string.h>

/* container.php is run, not only compiled: it picks its base class (PSR-11 or not) when it runs,
 * and a class declared inside an `if` is declared by running it (opcache_compile_file() leaves
 * Container unlinked, with a warning). Composer's autoloader comes first, so the choice is the
 * one the app's bootstrap makes. */
static const char *const container_load =
    "\n"
    "// The container chooses its base (PSR-11 when psr/container is loaded) as it runs, so it is\n"
    "// run here, after Composer's autoloader as in bootstrap/app.php; compiling it only would\n"
    "// leave it unlinked.\n"
    "if (\\is_file($root . '/vendor/autoload.php')) {\n"
    "    require_once $root . '/vendor/autoload.php';\n"
    "}\n"
    "require_once __DIR__ . '/container.php';\n";

typedef struct ranked {
    const vgen_file_t *file;
    int depth;
    size_t order;
} ranked_t;

static int class_depth(const vgen_app_t *app, const vgen_class_t *c, int guard)
{
    if (c == NULL || guard > 64) {
        return 0;
    }
    int depth = 0;
    if (c->extends) {
        int d = 1 + class_depth(app, vgen_app_find_class(app, c->extends), guard + 1);
        depth = d > depth ? d : depth;
    }
    for (size_t i = 0; i < c->nimplements; i++) {
        int d = 1 + class_depth(app, vgen_app_find_class(app, c->implements[i]), guard + 1);
        depth = d > depth ? d : depth;
    }
    return depth;
}

static int compare_ranked(const void *a, const void *b)
{
    const ranked_t *x = a, *y = b;
    if (x->depth != y->depth) {
        return x->depth - y->depth;
    }
    return (x->order > y->order) - (x->order < y->order);
}

static const char *relative_to_root(const vgen_project_t *p, const char *path)
{
    size_t n = strlen(p->root);
    if (strcmp(p->root, ".") != 0 && strncmp(path, p->root, n) == 0 && path[n] == '/') {
        return path + n + 1;
    }
    return path;
}

void vgen_emit_preload(const vgen_project_t *p, const char *to_root, const char *const *generated,
                       size_t ngenerated, vgen_buf_t *out)
{
    const vgen_app_t *app = &p->app;
    ranked_t *files = vgen_xcalloc(app->nfiles, sizeof(*files));
    size_t n = 0;
    for (size_t i = 0; i < app->nfiles; i++) {
        if (app->files[i]->nclasses == 0) {
            continue;
        }
        int depth = 0;
        for (size_t c = 0; c < app->files[i]->nclasses; c++) {
            int d = class_depth(app, app->files[i]->classes[c], 0);
            depth = d > depth ? d : depth;
        }
        files[n++] = (ranked_t){app->files[i], depth, i};
    }
    VGEN_SORT(files, n, sizeof(*files), compare_ranked);
    vgen_buf_puts(out, VGEN_PHP_HEADER
                  "\n"
                  "// opcache.preload script: compiles the app's classes (parents first) and the\n"
                  "// generated files once, when the server starts.\n"
                  "if (!\\function_exists('opcache_compile_file')) {\n"
                  "    return;\n"
                  "}\n"
                  "\n");
    vgen_buf_t root = {0};
    vgen_buf_printf(&root, "/%s", to_root);
    vgen_buf_puts(out, "$root = __DIR__ . ");
    vgen_php_str(out, vgen_buf_str(&root));
    vgen_buf_puts(out, ";\nforeach ([\n");
    vgen_buf_free(&root);
    for (size_t i = 0; i < n; i++) {
        vgen_buf_puts(out, "    ");
        vgen_php_str(out, relative_to_root(p, files[i].file->path));
        vgen_buf_puts(out, ",\n");
    }
    vgen_buf_puts(
        out, "] as $file) {\n    \\opcache_compile_file($root . '/' . $file);\n}\n\nforeach ([\n");
    for (size_t i = 0; i < ngenerated; i++) {
        if (strcmp(generated[i], "container.php") == 0) {
            continue;
        }
        vgen_buf_puts(out, "    ");
        vgen_php_str(out, generated[i]);
        vgen_buf_puts(out, ",\n");
    }
    vgen_buf_puts(out, "] as $file) {\n    \\opcache_compile_file(__DIR__ . '/' . $file);\n}\n");
    vgen_buf_puts(out, container_load);
    free(files);
}
