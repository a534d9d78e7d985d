/*
 * Dev mode's compile check before a reload (dev_lint.h).
 *
 * The child is a fork() of this process: it has the app's classes loaded,
 * which compiling does not mind (a class whose name is taken is declared at
 * run time, not at compile time), and it never executes what it compiled.
 * It reports on stderr and exits 0 (all compiled) or 1; the parent waits.
 */
#include "php/app/dev_lint.h"

#include <php.h>
#include <Zend/zend_exceptions.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "src/cache/manifest.h"

static char *app_root;
static vela_manifest_t baseline;

static void load(vela_manifest_t *m)
{
    char path[4096];
    snprintf(path, sizeof(path), "%s/var/cache/manifest", app_root);
    if (vela_manifest_load(path, m) != 0) {
        memset(m, 0, sizeof(*m)); /* no baseline: every input counts as changed */
    }
}

void vela_php_app_dev_lint_begin(const char *root)
{
    free(app_root);
    vela_manifest_free(&baseline);
    app_root = strdup(root);
    if (app_root) {
        load(&baseline);
    }
}

void vela_php_app_dev_lint_end(void)
{
    vela_manifest_free(&baseline);
    free(app_root);
    app_root = NULL;
}

/* The baseline's inputs by path (value: the content hash), for one check. */
static void index_baseline(HashTable *by_path)
{
    zend_hash_init(by_path, (uint32_t)baseline.input_count, NULL, NULL, 0);
    for (size_t i = 0; i < baseline.input_count; i++) {
        zval hash;
        ZVAL_LONG(&hash, (zend_long)baseline.inputs[i].hash);
        zend_hash_str_update(by_path, baseline.inputs[i].path, strlen(baseline.inputs[i].path),
                             &hash);
    }
}

static bool unchanged(HashTable *by_path, const vela_manifest_input_t *in)
{
    zval *hash = zend_hash_str_find(by_path, in->path, strlen(in->path));
    return hash != NULL && (uint64_t)Z_LVAL_P(hash) == in->hash;
}

static bool is_php(const char *name)
{
    size_t len = strlen(name);
    return len > 4 && strcmp(name + len - 4, ".php") == 0;
}

/* In the child: compiles (never runs) one file; prints its error. */
static bool compiles(const char *rel)
{
    char path[4096];
    zend_file_handle file;
    volatile bool ok = false;

    snprintf(path, sizeof(path), "%s/%s", app_root, rel);
    zend_stream_init_filename(&file, path);
    zend_try
    {
        zend_op_array *op_array = zend_compile_file(&file, ZEND_INCLUDE);
        if (op_array) {
            destroy_op_array(op_array);
            efree(op_array);
        }
        ok = op_array != NULL && !EG(exception);
    }
    zend_end_try(); /* a compile error (E_COMPILE_ERROR) bailed out: PHP printed it */
    if (EG(exception)) {
        zval rv;
        zend_object *ex = EG(exception);
        zend_string *message =
            zval_get_string(zend_read_property(ex->ce, ex, "message", 7, 1, &rv));
        zend_long line = zval_get_long(zend_read_property(ex->ce, ex, "line", 4, 1, &rv));
        fprintf(stderr, "%s:" ZEND_LONG_FMT ": error: %s\n", rel, line, ZSTR_VAL(message));
        zend_string_release(message);
        zend_clear_exception();
        ok = false;
    } else if (!ok) {
        fprintf(stderr, "%s: error: does not compile (see above)\n", rel);
    }
    zend_destroy_file_handle(&file);
    return ok;
}

/* In the child: every changed input and config file; the exit status. */
static int check_all(const vela_manifest_t *now)
{
    bool ok = true;
    HashTable by_path;
    index_baseline(&by_path);
    for (size_t i = 0; i < now->input_count; i++) {
        if (is_php(now->inputs[i].path) && !unchanged(&by_path, &now->inputs[i])) {
            ok = compiles(now->inputs[i].path) && ok;
        }
    }
    zend_hash_destroy(&by_path);
    char config[4096];
    snprintf(config, sizeof(config), "%s/config", app_root);
    DIR *dir = opendir(config);
    struct dirent *entry;
    while (dir && (entry = readdir(dir)) != NULL) {
        char rel[512];
        if (is_php(entry->d_name)) {
            snprintf(rel, sizeof(rel), "config/%s", entry->d_name);
            ok = compiles(rel) && ok;
        }
    }
    if (dir) {
        closedir(dir);
    }
    return ok ? 0 : 1;
}

bool vela_php_app_dev_lint_ok(void)
{
    vela_manifest_t now = {0};
    int status = 0;

    if (!app_root) {
        return true;
    }
    load(&now);
    fflush(stdout);
    fflush(stderr);
    pid_t child = fork();
    if (child == 0) {
        int rc = check_all(&now);
        fflush(stderr);
        _exit(rc);
    }
    while (child > 0 && waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    bool ok = child < 0 || (WIFEXITED(status) && WEXITSTATUS(status) == 0); /* no fork: no check */
    if (ok) {
        vela_manifest_free(&baseline);
        baseline = now;
    } else {
        vela_manifest_free(&now);
        fprintf(stderr, "vela: not reloading (dev mode): the error above would stop the new code "
                        "from starting; the running code keeps serving\n");
    }
    return ok;
}
