/*
 * `vgen scan [--json] FILE…`: scans the given PHP files and prints the model
 * (JSON with --json, the default; the JSON shape is in model_json.h). Scan
 * errors are reported like compile errors and make the exit status 1, but
 * the model of every file is still printed.
 */
#include "commands.h"
#include "diag.h"
#include "fsutil.h"
#include "model_json.h"
#include "scanner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int vgen_cmd_scan(int argc, char **argv)
{
    vgen_app_t app;
    vgen_app_init(&app);
    vgen_scanner_t *scanner = vgen_scanner_new(&app);
    int files = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            continue;
        }
        char *data;
        size_t len;
        int rc = vgen_read_file(argv[i], &data, &len);
        files++;
        if (rc != 0) {
            vgen_diag_error(argv[i], 1, 1, "cannot read: %s", strerror(-rc));
            continue;
        }
        vgen_scan_source(scanner, argv[i], data, len);
        free(data);
    }
    if (files == 0) {
        fputs("usage: vgen scan [--json] FILE...\n", stderr);
    }
    vgen_buf_t out = {0};
    vgen_model_json(&app, &out);
    fwrite(out.data, 1, out.len, stdout);
    vgen_buf_free(&out);
    vgen_scanner_free(scanner);
    vgen_app_free(&app);
    vgen_diag_flush();
    return files == 0 ? 2 : vgen_diag_count() ? 1 : 0;
}
