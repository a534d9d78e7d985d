/*
 * The manifest's line codec (manifest_codec.h). The numbers are read by
 * hand, bounded and overflow-checked: vgen reads a manifest line per input
 * on every compile, and sscanf()/strtoull() once cost it most of a warm
 * compile. The writer uses one snprintf per line, then appends the path,
 * escaping it only when it holds a newline.
 */
#include "src/cache/manifest_codec.h"

#include "src/core/error.h"

#include <stdio.h>
#include <string.h>

/* ---- parsing ------------------------------------------------------------- */

static int digit_value(char c, unsigned base)
{
    unsigned v = c >= '0' && c <= '9'   ? (unsigned)(c - '0')
                 : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                                        : 99u;
    return v < base ? (int)v : -1;
}

/* Reads an unsigned number at *p followed by one space; false when there is
 * no digit, no space, or more than 64 bits. */
static bool number_field(const char **p, unsigned base, unsigned long long *value)
{
    const char *c = *p;
    unsigned long long v = 0;
    int d;

    if (digit_value(*c, base) < 0) {
        return false;
    }
    for (; (d = digit_value(*c, base)) >= 0; c++) {
        if (v > (~0ULL - (unsigned)d) / base) {
            return false;
        }
        v = v * base + (unsigned)d;
    }
    if (*c != ' ') {
        return false;
    }
    *value = v;
    *p = c + 1;
    return true;
}

/* A decimal that may be negative (vgen writes sizes and mtimes signed), any
 * 64-bit value: what the writer prints, the reader takes. */
static bool signed_field(const char **p, long long *value)
{
    bool minus = **p == '-';
    unsigned long long v;

    *p += minus;
    if (!number_field(p, 10, &v) || v > (unsigned long long)INT64_MAX + minus) {
        return false;
    }
    *value = minus && v > 0 ? -(long long)(v - 1) - 1 : (long long)v; /* INT64_MIN too */
    return true;
}

/* Decodes the escaped path at `path` in place ("\n" a newline, "\\" a
 * backslash) and NUL-terminates it; returns its length, or -1 for a bad
 * escape (any other character after a backslash, or none). */
static long decode_path(char *path)
{
    char *out = path;

    for (const char *p = path; *p != '\0'; p++) {
        if (*p != '\\') {
            *out++ = *p;
            continue;
        }
        p++;
        if (*p != 'n' && *p != '\\') {
            return -1;
        }
        *out++ = *p == 'n' ? '\n' : '\\';
    }
    *out = '\0';
    return (long)(out - path);
}

int vela_manifest_parse_entry(char *line, size_t len, vela_manifest_entry_t *e)
{
    const char *p = line + 2;
    char kind = len >= 2 ? line[0] : '\0';
    bool escaped = kind == 'I' || kind == 'O';
    unsigned long long hash;
    long path_len;

    line[len] = '\0';
    if (memchr(line, '\0', len) != NULL || len < 2 || line[1] != ' ' ||
        (kind != 'i' && kind != 'o' && !escaped) || !number_field(&p, 16, &hash) ||
        !signed_field(&p, &e->size) || !signed_field(&p, &e->mtime_ns) ||
        !number_field(&p, 10, &e->inode) || *p == '\0') {
        return VELA_EPROTOCOL;
    }
    path_len = escaped ? decode_path(line + (p - line)) : (long)(line + len - p);
    if (path_len <= 0) {
        return VELA_EPROTOCOL; /* a bad escape, or an escaped path that decodes to "" */
    }
    e->kind = escaped ? (char)(kind - 'I' + 'i') : kind;
    e->hash = (uint64_t)hash;
    e->path = p;
    e->path_len = (size_t)path_len;
    return 0;
}

bool vela_manifest_is_scan_cache(const char *line, size_t len)
{
    size_t n = sizeof(VELA_MANIFEST_SCAN_CACHE) - 1;
    return len >= n && memcmp(line, VELA_MANIFEST_SCAN_CACHE, n) == 0;
}

/* ---- formatting ---------------------------------------------------------- */

/* Appends byte c at out[*at] when it fits (the NUL kept in room); counts it always. */
static void put(char *out, size_t size, size_t *at, char c)
{
    if (*at + 1 < size) {
        out[*at] = c;
    }
    (*at)++;
}

size_t vela_manifest_format_entry(const vela_manifest_entry_t *e, char *out, size_t size)
{
    bool escaped = memchr(e->path, '\n', e->path_len) != NULL;
    char kind = escaped ? (char)(e->kind - 'i' + 'I') : e->kind;
    int n = snprintf(out, size, "%c %016llx %lld %lld %llu ", kind, (unsigned long long)e->hash,
                     e->size, e->mtime_ns, e->inode);
    size_t at = n > 0 ? (size_t)n : 0;

    for (size_t i = 0; i < e->path_len; i++) {
        char c = e->path[i];
        if (escaped && (c == '\n' || c == '\\')) {
            put(out, size, &at, '\\');
            c = c == '\n' ? 'n' : '\\';
        }
        put(out, size, &at, c);
    }
    put(out, size, &at, '\n');
    if (size > 0) {
        out[at < size ? at : size - 1] = '\0';
    }
    return at;
}
