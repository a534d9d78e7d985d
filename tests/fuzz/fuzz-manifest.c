/*
 * libFuzzer target for the manifest reader (ext/src/cache/manifest.c), which
 * the server runs on var/cache/manifest at every boot.
 *
 * Checked for every input: a parse either fails with VELA_EPROTOCOL or
 * VELA_ENOMEM and leaves nothing allocated, or succeeds with each input's
 * path a non-empty string inside the parsed text that holds no newline,
 * and no more entries than the bytes hold lines.
 *
 * fuzz-sources: ext/src/cache/manifest.c
 * fuzz-flags: -D_GNU_SOURCE
 * fuzz-seeds: tests/fuzz/corpus/manifest
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/cache/manifest.h"
#include "src/core/error.h"

static size_t count_lines(const uint8_t *data, size_t size)
{
    size_t lines = 1;

    for (size_t i = 0; i < size; i++) {
        lines += data[i] == '\n';
    }
    return lines;
}

static void check_inputs(const vela_manifest_t *m, size_t size)
{
    for (size_t i = 0; i < m->input_count; i++) {
        const char *path = m->inputs[i].path;
        if (path < m->text || path >= m->text + size + 1 || path[0] == '\0' ||
            strchr(path, '\n') != NULL) {
            abort();
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    vela_manifest_t m;
    int rc = vela_manifest_parse((const char *)data, size, &m);

    if (rc != 0) {
        if ((rc != VELA_EPROTOCOL && rc != VELA_ENOMEM) || m.text != NULL || m.inputs != NULL) {
            abort();
        }
        return 0;
    }
    if (m.text == NULL || m.input_count + m.output_count + 1 > count_lines(data, size)) {
        abort();
    }
    check_inputs(&m, size);
    vela_manifest_free(&m);
    return 0;
}
