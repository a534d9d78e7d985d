/*
 * libFuzzer target for the manifest's codec (ext/src/cache/manifest_codec.c,
 * which vgen writes and reads every line with) and the server's reader
 * (ext/src/cache/manifest.c, run on var/cache/manifest at every boot).
 *
 * Checked for every input: a parse either fails with VELA_EPROTOCOL or
 * VELA_ENOMEM and leaves nothing allocated, or succeeds with each input's
 * path a non-empty string inside the parsed text, and no more entries than
 * the bytes hold lines. Then each line of the input goes round the codec:
 * a line that parses formats to a canonical line that parses to the same
 * entry and formats to itself (format(parse(x)) is a fixed point, and
 * parse(format(e)) == e); and an entry made from the input's bytes (any
 * path but "", newlines and backslashes included) formats to exactly one
 * line that parses back to it.
 *
 * fuzz-sources: ext/src/cache/manifest.c ext/src/cache/manifest_codec.c
 * fuzz-flags: -D_GNU_SOURCE
 * fuzz-seeds: tests/fuzz/corpus/manifest
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/cache/manifest.h"
#include "src/cache/manifest_codec.h"
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
        if (path < m->text || path >= m->text + size + 1 || path[0] == '\0') {
            abort();
        }
    }
}

static void check_document(const uint8_t *data, size_t size)
{
    vela_manifest_t m;
    int rc = vela_manifest_parse((const char *)data, size, &m);

    if (rc != 0) {
        if ((rc != VELA_EPROTOCOL && rc != VELA_ENOMEM) || m.text != NULL || m.inputs != NULL) {
            abort();
        }
        return;
    }
    if (m.text == NULL || m.input_count + m.output_count + 1 > count_lines(data, size)) {
        abort();
    }
    check_inputs(&m, size);
    vela_manifest_free(&m);
}

static bool same_entry(const vela_manifest_entry_t *a, const vela_manifest_entry_t *b)
{
    return a->kind == b->kind && a->hash == b->hash && a->size == b->size &&
           a->mtime_ns == b->mtime_ns && a->inode == b->inode && a->path_len == b->path_len &&
           memcmp(a->path, b->path, a->path_len) == 0 && a->path[a->path_len] == '\0';
}

/* Formats e (one line, the newline last and only), parses it back into *back
 * (its text in the returned heap line); aborts unless it is the same entry. */
static char *round_trip(const vela_manifest_entry_t *e, vela_manifest_entry_t *back)
{
    size_t len = vela_manifest_format_entry(e, NULL, 0);
    char *line = malloc(len + 1);

    if (line == NULL || vela_manifest_format_entry(e, line, len + 1) != len || len < 2 ||
        memchr(line, '\n', len) != line + len - 1 || strlen(line) != len) {
        abort();
    }
    line[len - 1] = '\0';
    if (vela_manifest_parse_entry(line, len - 1, back) != 0 || !same_entry(e, back)) {
        abort();
    }
    return line;
}

/* format(parse(x)) is canonical: formatting what it parses to gives it again. */
static void check_line(const uint8_t *data, size_t len)
{
    char *copy = malloc(len + 1), *first, *second;
    vela_manifest_entry_t e, back, again;

    if (copy == NULL) {
        abort();
    }
    memcpy(copy, data, len);
    if (vela_manifest_parse_entry(copy, len, &e) == 0) {
        first = round_trip(&e, &back);
        second = round_trip(&back, &again);
        if (strcmp(first, second) != 0) {
            abort();
        }
        free(first);
        free(second);
    }
    free(copy);
}

/* An entry whose numbers and path are the input's bytes: parse(format(e)) == e. */
static void check_made_entry(const uint8_t *data, size_t size)
{
    vela_manifest_entry_t e = {0}, back;
    char *path;

    if (size < 34) {
        return;
    }
    memcpy(&e.hash, data, 8);
    memcpy(&e.size, data + 8, 8);
    memcpy(&e.mtime_ns, data + 16, 8);
    memcpy(&e.inode, data + 24, 8);
    e.kind = data[32] & 1 ? 'o' : 'i';
    e.path_len = strnlen((const char *)data + 33, size - 33);
    if (e.path_len == 0 || (path = malloc(e.path_len + 1)) == NULL) {
        return;
    }
    memcpy(path, data + 33, e.path_len);
    path[e.path_len] = '\0';
    e.path = path;
    free(round_trip(&e, &back));
    free(path);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_document(data, size);
    for (size_t at = 0; at < size;) {
        const uint8_t *newline = memchr(data + at, '\n', size - at);
        size_t end = newline ? (size_t)(newline - data) : size;
        check_line(data + at, end - at);
        at = end + 1;
    }
    check_made_entry(data, size);
    return 0;
}
