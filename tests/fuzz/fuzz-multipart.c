/*
 * libFuzzer target for the multipart/form-data parser
 * (ext/src/http/multipart.c).
 *
 * Input: byte 0 picks the split step, byte 1 the boundary length (1 to 8),
 * then the boundary, then the body. The body is parsed once whole and once
 * in pieces of that step. Checked: both feedings see the same parts, the
 * same data bytes and the same errors (an attacker must not change what a
 * form means by how it splits the bytes); callbacks come in order (data and
 * part end only inside a part); part strings point into the parser; a part's
 * data never holds the delimiter; no more data is delivered than given;
 * counted parts stay within the limits unless the error says so; a file
 * name's basename (the `name` of files()) holds no '/' or backslash and
 * follows the last of them.
 *
 * fuzz-sources: ext/src/http/multipart.c
 * fuzz-seeds: tests/fuzz/corpus/multipart
 * fuzz-flags: -D_GNU_SOURCE
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/http/multipart.h"

#define MAX_FIELDS 6
#define MAX_FILES 3

struct seen {
    uint64_t hash; /* FNV-1a over events and data bytes */
    size_t data_bytes;
    bool in_part;
    const char *delimiter;
    size_t delimiter_len;
    size_t tail_len; /* the current part's last bytes, to find a delimiter across calls */
    char tail[80];
};

static void mix(struct seen *seen, const void *bytes, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        seen->hash = (seen->hash ^ ((const unsigned char *)bytes)[i]) * 1099511628211ULL;
    }
}

static void inside(const vela_multipart_parser_t *parser, const char *s, size_t len)
{
    const char *lo = (const char *)parser, *hi = lo + sizeof(*parser);

    if (s != NULL && (s < lo || s + len > hi)) {
        abort();
    }
}

/* What files() gives as a file's name: the end of its filename, past every '/' and '\'. */
static void check_basename(const char *filename, size_t len)
{
    size_t start = vela_multipart_basename(filename, len);

    if (start > len || memchr(filename + start, '/', len - start) != NULL ||
        memchr(filename + start, '\\', len - start) != NULL ||
        (start > 0 && filename[start - 1] != '/' && filename[start - 1] != '\\')) {
        abort();
    }
}

static int on_part(vela_multipart_parser_t *parser, const vela_multipart_part_t *part)
{
    struct seen *seen = parser->data;

    if (seen->in_part || part->name == NULL) {
        abort();
    }
    inside(parser, part->name, part->name_len);
    inside(parser, part->filename, part->filename_len);
    inside(parser, part->type, part->type_len);
    if (part->filename != NULL) {
        check_basename(part->filename, part->filename_len);
    }
    seen->in_part = part->name_len % 5 != 1; /* else skipped: no data, no end */
    seen->tail_len = 0;
    mix(seen, "P", 1);
    mix(seen, part->name, part->name_len);
    mix(seen, part->filename ? "F" : "-", 1);
    mix(seen, part->filename, part->filename ? part->filename_len : 0);
    mix(seen, part->type ? part->type : "-", part->type ? part->type_len : 1);
    return part->name_len % 5 == 1 ? VELA_MULTIPART_SKIP : 0;
}

static int on_data(vela_multipart_parser_t *parser, const char *bytes, size_t len)
{
    struct seen *seen = parser->data;
    char window[2 * sizeof(seen->tail)];
    size_t keep = seen->delimiter_len - 1, head = len < keep ? len : keep, window_len;

    if (!seen->in_part || len == 0) {
        abort();
    }
    /* the delimiter inside this call's bytes, or across the previous call's end */
    if (memmem(bytes, len, seen->delimiter, seen->delimiter_len) != NULL) {
        abort();
    }
    memcpy(window, seen->tail, seen->tail_len);
    memcpy(window + seen->tail_len, bytes, head);
    window_len = seen->tail_len + head;
    if (memmem(window, window_len, seen->delimiter, seen->delimiter_len) != NULL) {
        abort();
    }
    if (len >= keep) {
        memcpy(seen->tail, bytes + len - keep, keep);
        seen->tail_len = keep;
    } else {
        seen->tail_len = window_len < keep ? window_len : keep;
        memcpy(seen->tail, window + window_len - seen->tail_len, seen->tail_len);
    }
    seen->data_bytes += len;
    mix(seen, bytes, len);
    return 0;
}

static int on_part_end(vela_multipart_parser_t *parser)
{
    struct seen *seen = parser->data;

    if (!seen->in_part) {
        abort();
    }
    seen->in_part = false;
    mix(seen, "E", 1);
    return 0;
}

static const vela_multipart_callbacks_t callbacks = {on_part, on_data, on_part_end};

struct outcome {
    uint64_t hash;
    int execute, finish;
};

static void run(const char *boundary, size_t boundary_len, const char *body, size_t len,
                size_t step, struct outcome *out)
{
    static vela_multipart_parser_t parser;
    struct seen seen = {.hash = 1469598103934665603ULL};

    if (vela_multipart_init(&parser, &callbacks, &seen, boundary, boundary_len, MAX_FIELDS,
                            MAX_FILES) != 0) {
        out->hash = 0;
        out->execute = out->finish = VELA_EINVAL;
        return;
    }
    seen.delimiter = parser.delimiter;
    seen.delimiter_len = parser.delimiter_len;
    out->execute = 0;
    for (size_t at = 0; at < len && out->execute == 0; at += step) {
        out->execute =
            vela_multipart_execute(&parser, body + at, len - at < step ? len - at : step);
    }
    out->finish = vela_multipart_finish(&parser);
    out->hash = seen.hash;
    if (seen.data_bytes > len || (out->finish == 0 && seen.in_part) ||
        (parser.error != VELA_ELIMIT && (parser.fields > MAX_FIELDS || parser.files > MAX_FILES))) {
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct outcome whole, split;
    size_t step, boundary_len;

    if (size < 2) {
        return 0;
    }
    step = 1 + data[0] % 16;
    boundary_len = 1 + data[1] % 8;
    if (size < 2 + boundary_len) {
        return 0;
    }
    run((const char *)data + 2, boundary_len, (const char *)data + 2 + boundary_len,
        size - 2 - boundary_len, size, &whole);
    run((const char *)data + 2, boundary_len, (const char *)data + 2 + boundary_len,
        size - 2 - boundary_len, step, &split);
    if (whole.hash != split.hash || whole.execute != split.execute ||
        whole.finish != split.finish) {
        abort();
    }
    return 0;
}
