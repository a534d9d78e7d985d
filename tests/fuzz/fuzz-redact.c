/*
 * libFuzzer target for the redaction of connection strings
 * (ext/src/core/redact.c).
 *
 * The input is a password P, a NUL byte, then a message M. P is put into a
 * URI (postgresql://u:P@h/db, raw: '@', ':', '/', '#' and all) and into a
 * keyword/value string (password='P' with quotes and backslashes escaped);
 * M followed by P is redacted against each. Checked: the redacted message
 * never contains P (for a P without '*', which "***" itself could form),
 * the redacted strings are exactly the expected ones, no output passes its
 * bound. The whole input is also used raw as a connection string, for
 * memory errors only.
 *
 * fuzz-sources: ext/src/core/redact.c
 * fuzz-seeds: tests/fuzz/corpus/redact
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/redact.h"

#define CAP 512

/* password='P' with ' and \ escaped, as libpq reads it. */
static char *keyword_value(const char *password)
{
    size_t n = strlen(password);
    char *dsn = malloc(2 * n + 64), *p = dsn;
    p += sprintf(p, "host=h password='");
    for (size_t i = 0; i < n; i++) {
        if (password[i] == '\'' || password[i] == '\\') {
            *p++ = '\\';
        }
        *p++ = password[i];
    }
    strcpy(p, "' dbname=d");
    return dsn;
}

static void check(const char *dsn, const char *expected, const char *message, const char *password)
{
    char out[CAP];
    size_t n = strlen(message) + strlen(password) + 1;
    char *text = malloc(n > CAP ? n : CAP);
    snprintf(text, CAP, "%s%s", message, password);
    vela_redact_dsn_message(text, CAP, dsn);
    if (strlen(text) >= CAP || (!strchr(password, '*') && strstr(text, password))) {
        abort();
    }
    vela_redact_dsn(dsn, out, sizeof(out));
    if (strlen(dsn) < CAP - 8 && strcmp(out, expected) != 0) {
        abort();
    }
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *input = malloc(size + 2), *message, uri[CAP + 64];
    memcpy(input, data, size);
    input[size] = input[size + 1] = '\0';
    message = input + strlen(input) + 1;
    if (message > input + size) {
        message = input + size;
    }
    if (input[0] && strlen(input) < CAP / 4) {
        snprintf(uri, sizeof(uri), "postgresql://u:%s@h/db", input);
        check(uri, "postgresql://u:***@h/db", message, input);
        char *kv = keyword_value(input);
        check(kv, "host=h password=*** dbname=d", message, input);
        free(kv);
    }
    char raw[CAP];
    snprintf(raw, sizeof(raw), "%s", message);
    vela_redact_dsn_message(raw, sizeof(raw), input);
    free(input);
    return 0;
}
