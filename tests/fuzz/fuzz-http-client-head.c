/*
 * libFuzzer target for the HTTP client's head lines and Retry-After
 * (ext/src/http_client/head.c).
 *
 * The input, copied to a buffer of exactly its length, is one head line as
 * libcurl hands it over. Checked invariants: a field's name is non-empty,
 * has no colon, and its value lies within the line after the name with no
 * blank at either end; the result is the same for the line followed by
 * bytes the parser must not read; nothing reads past the line (ASan). The
 * input, NUL-terminated, is also a Retry-After value: the wait is -1 or
 * not negative, and all digits give their value in ms.
 *
 * fuzz-sources: ext/src/http_client/head.c
 * fuzz-seeds: tests/fuzz/corpus/http-client-head
 * fuzz-flags: -lcurl
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/http_client/head.h"

static void check_field(const char *line, size_t len, const vela_http_head_field_t *f)
{
    if (f->name_len == 0 || memchr(line, ':', f->name_len) || line[f->name_len] != ':' ||
        f->value_start <= f->name_len || f->value_start > f->value_end || f->value_end > len) {
        abort();
    }
    if (f->value_end > f->value_start &&
        (line[f->value_start] == ' ' || line[f->value_start] == '\t' ||
         line[f->value_end - 1] == '\r' || line[f->value_end - 1] == '\n')) {
        abort();
    }
}

static void check_retry_after(const uint8_t *data, size_t size)
{
    char *value = malloc(size + 1);
    if (!value) {
        abort();
    }
    memcpy(value, data, size);
    value[size] = '\0';
    int64_t ms = vela_http_retry_after_ms(value, 1700000000);
    if (ms < -1) {
        abort();
    }
    size_t digits = strspn(value, "0123456789");
    if (digits == size && size > 0 && size <= 9 && ms != strtoll(value, NULL, 10) * 1000) {
        abort();
    }
    free(value);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *line = malloc(size ? size : 1), *padded = malloc(size + 8);
    if (!line || !padded) {
        abort();
    }
    memcpy(line, data, size);
    memcpy(padded, data, size);
    memcpy(padded + size, ": x\r\n\0\0\0", 8);
    vela_http_head_field_t f, g;
    vela_http_head_kind_t kind = vela_http_head_line(line, size, &f);
    if (kind == VELA_HTTP_HEAD_FIELD) {
        check_field(line, size, &f);
    }
    if (vela_http_head_line(padded, size, &g) != kind ||
        (kind == VELA_HTTP_HEAD_FIELD && memcmp(&f, &g, sizeof(f)) != 0)) {
        abort();
    }
    check_retry_after(data, size);
    free(line);
    free(padded);
    return 0;
}
