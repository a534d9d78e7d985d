/*
 * Scan records. The encoder and the decoder walk the model in the same
 * order, one pair of functions per node type; a field added to the model
 * must be added to both (and VGEN_SCAN_CACHE_FORMAT bumped). The unit test
 * tests/unit/compiler/test-scan-cache.c checks the round trip on every scan fixture.
 *
 *   file   = count namespace* count use* count class*
 *   use    = u8 kind, name, alias, ns, line
 *   class  = u8 kind, name, short_name (1 + its offset in name, or 0
 *            and the string), ns, modifiers, extends, backing,
 *            count implements*, attrs, ctor index (-1: none), count method*,
 *            count property*, line, col
 *   property = name, modifiers, line, col
 *   method = name, modifiers, u8 by_ref_return, count param*, type?, attrs,
 *            line, col
 *   param  = name, type?, value?, u8 flags, promoted, list_of, attrs, line, col
 *   attrs  = count (name, count (name, value?), line, col)*
 *   type?  = u8 flags (TYPE_*) [php unless it is the only name, count name*]
 *   value? = u8 kind (0xff: NULL) [u8 fields, source, php unless the same
 *            as source, the fields that are set (str, member, ival, fval),
 *            count (value?, value?)*, line, col]
 *
 * Counts are varints, ints zigzag varints, a string is a varint: 0 for
 * NULL, 1 then the offset of the same bytes earlier in the record (names
 * and types repeat a lot within a file), or its length + 2, the bytes and a
 * NUL. Offsets are relative to the record, so a record can be copied from
 * one cache to the next unchanged.
 *
 * Decoding allocates nodes from the app's arena; a count larger than the
 * bytes left is refused before anything is allocated for it, and a back
 * reference must end before it.
 */
#include "scan_cache.h"

#include "scanner.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#define NULL_VALUE 0xff
#define DEDUP_SLOTS 256 /* strings remembered per record for back references */

/* Which optional fields of a value follow its kind, source and php. */
enum {
    HAS_STR = 1,
    HAS_MEMBER = 2,
    HAS_IVAL = 4,
    HAS_FVAL = 8,
    HAS_BVAL = 16,
    HAS_ITEMS = 32,
    HAS_STR_LEN = 64, /* str_len is set (strings); other kinds leave it 0 */
    PHP_IS_SOURCE = 128
};

/* Flags of a type. */
enum { TYPE_PRESENT = 1, TYPE_NULLABLE = 2, TYPE_INTERSECTION = 4, TYPE_PHP_IS_NAME = 8 };

/* ---- encoding --------------------------------------------------------------- */

typedef struct dedup_slot {
    uint32_t hash, offset, len; /* offset from the start of the record */
    bool live;
} dedup_slot_t;

typedef struct encoder {
    vgen_buf_t *out;
    size_t start; /* where the record begins in out */
    dedup_slot_t slots[DEDUP_SLOTS];
    size_t used;
} encoder_t;

/* Room for n more bytes at the end of the record. */
static char *room(encoder_t *e, size_t n)
{
    vgen_buf_t *b = e->out;
    if (b->cap - b->len < n + 1) {
        vgen_buf_reserve(b, n);
    }
    return b->data + b->len;
}

static void put_u8(encoder_t *e, unsigned v)
{
    *room(e, 1) = (char)v;
    e->out->len++;
}

static void put_varint(encoder_t *e, uint64_t v)
{
    char *p = room(e, 10), *start = p;
    while (v > 0x7f) {
        *p++ = (char)(v | 0x80);
        v >>= 7;
    }
    *p++ = (char)v;
    e->out->len += (size_t)(p - start);
}

static void put_int(encoder_t *e, long long v)
{
    put_varint(e, ((uint64_t)v << 1) ^ (uint64_t)(v >> 63)); /* zigzag */
}

static void put_count(encoder_t *e, size_t n)
{
    put_varint(e, n);
}

/* A cheap hash for the dedup table: the length and up to 16 bytes. */
static uint32_t hash_bytes(const char *s, size_t len)
{
    uint64_t head = 0, tail = len;
    if (len >= 8) {
        memcpy(&head, s, 8);
        memcpy(&tail, s + len - 8, 8);
        tail += len;
    } else {
        for (size_t i = 0; i < len; i++) {
            head = head << 8 | (unsigned char)s[i];
        }
    }
    uint64_t h = (head * 0x9E3779B97F4A7C15ULL) ^ tail * 0xC2B2AE3D27D4EB4FULL;
    return (uint32_t)(h >> 32);
}

/* The slot remembering s[0..len) in this record, or the empty slot for it. */
static dedup_slot_t *dedup_find(encoder_t *e, const char *s, size_t len, uint32_t hash)
{
    for (size_t i = hash & (DEDUP_SLOTS - 1);; i = (i + 1) & (DEDUP_SLOTS - 1)) {
        dedup_slot_t *slot = &e->slots[i];
        if (!slot->live) {
            return slot;
        }
        if (slot->hash == hash && slot->len == len &&
            memcmp(e->out->data + e->start + slot->offset, s, len) == 0) {
            return slot;
        }
    }
}

/* A string: 0 for NULL; 1 and the offset of the same bytes earlier in the
 * record; else its length + 2, the bytes and a NUL. Strings that may hold a
 * NUL (`binary`) are always written out: a back reference ends at a NUL. */
static void put_bytes(encoder_t *e, const char *s, size_t len, bool binary)
{
    if (s == NULL) {
        put_u8(e, 0);
        return;
    }
    uint32_t hash = 0;
    dedup_slot_t *slot = NULL;
    if (len > 2 && !(binary && memchr(s, '\0', len))) {
        hash = hash_bytes(s, len);
        slot = dedup_find(e, s, len, hash);
    }
    if (slot && slot->live) {
        put_u8(e, 1);
        put_varint(e, slot->offset);
        return;
    }
    put_varint(e, (uint64_t)len + 2);
    if (slot && e->used < DEDUP_SLOTS / 2) {
        *slot = (dedup_slot_t){hash, (uint32_t)(e->out->len - e->start), (uint32_t)len, true};
        e->used++;
    }
    memcpy(room(e, len + 1), s, len);
    e->out->data[e->out->len + len] = '\0';
    e->out->len += len + 1;
}

static void put_str(encoder_t *e, const char *s)
{
    put_bytes(e, s, s ? strlen(s) : 0, false);
}

static unsigned value_fields(const vgen_value_t *v)
{
    bool php_is_source = v->php && v->source && strcmp(v->php, v->source) == 0;
    return (php_is_source ? PHP_IS_SOURCE : 0) | (v->str ? HAS_STR : 0) |
           (v->member ? HAS_MEMBER : 0) | (v->ival ? HAS_IVAL : 0) |
           (memcmp(&v->fval, &(double){0}, sizeof(double)) ? HAS_FVAL : 0) |
           (v->bval ? HAS_BVAL : 0) | (v->count ? HAS_ITEMS : 0) | (v->str_len ? HAS_STR_LEN : 0);
}

static void put_value(encoder_t *e, const vgen_value_t *v)
{
    if (v == NULL) {
        put_u8(e, NULL_VALUE);
        return;
    }
    unsigned fields = value_fields(v);
    put_u8(e, (unsigned)v->kind);
    put_u8(e, fields);
    put_str(e, v->source);
    if (!(fields & PHP_IS_SOURCE)) {
        put_str(e, v->php);
    }
    if (fields & HAS_STR) {
        put_bytes(e, v->str, v->str_len ? v->str_len : strlen(v->str), true);
    }
    if (fields & HAS_MEMBER) {
        put_str(e, v->member);
    }
    if (fields & HAS_IVAL) {
        put_int(e, v->ival);
    }
    if (fields & HAS_FVAL) {
        memcpy(room(e, sizeof(v->fval)), &v->fval, sizeof(v->fval));
        e->out->len += sizeof(v->fval);
    }
    put_count(e, v->count);
    for (size_t i = 0; i < v->count; i++) {
        put_value(e, v->items[i].key);
        put_value(e, v->items[i].value);
    }
    put_int(e, v->line);
    put_int(e, v->col);
}

static void put_attrs(encoder_t *e, const vgen_attr_t *attrs, size_t n)
{
    put_count(e, n);
    for (size_t i = 0; i < n; i++) {
        put_str(e, attrs[i].name);
        put_count(e, attrs[i].nargs);
        for (size_t j = 0; j < attrs[i].nargs; j++) {
            put_str(e, attrs[i].args[j].name);
            put_value(e, attrs[i].args[j].value);
        }
        put_int(e, attrs[i].line);
        put_int(e, attrs[i].col);
    }
}

static void put_type(encoder_t *e, const vgen_type_t *t)
{
    if (t == NULL) {
        put_u8(e, 0);
        return;
    }
    bool php_is_name = t->count == 1 && t->php && strcmp(t->php, t->names[0]) == 0;
    put_u8(e, TYPE_PRESENT | (t->nullable ? TYPE_NULLABLE : 0) |
                  (t->intersection ? TYPE_INTERSECTION : 0) | (php_is_name ? TYPE_PHP_IS_NAME : 0));
    if (!php_is_name) {
        put_str(e, t->php);
    }
    put_count(e, t->count);
    for (size_t i = 0; i < t->count; i++) {
        put_str(e, t->names[i]);
    }
}

static void put_param(encoder_t *e, const vgen_param_t *p)
{
    put_str(e, p->name);
    put_type(e, p->type);
    put_value(e, p->def);
    put_u8(e, (unsigned)p->by_ref | (unsigned)p->variadic << 1 | (unsigned)p->readonly << 2);
    put_str(e, p->promoted);
    put_str(e, p->list_of);
    put_attrs(e, p->attrs, p->nattrs);
    put_int(e, p->line);
    put_int(e, p->col);
}

static void put_method(encoder_t *e, const vgen_method_t *m)
{
    put_str(e, m->name);
    put_int(e, m->modifiers);
    put_u8(e, m->by_ref_return);
    put_count(e, m->nparams);
    for (size_t i = 0; i < m->nparams; i++) {
        put_param(e, &m->params[i]);
    }
    put_type(e, m->returns);
    put_attrs(e, m->attrs, m->nattrs);
    put_int(e, m->line);
    put_int(e, m->col);
}

/* A class's short name, usually the end of its name: 1 + where it starts
 * in the name, else 0 and the string. */
static void put_short_name(encoder_t *e, const char *name, const char *short_name)
{
    size_t n = name ? strlen(name) : 0, k = short_name ? strlen(short_name) : 0;
    if (name && short_name && k <= n && strcmp(name + n - k, short_name) == 0) {
        put_varint(e, n - k + 1);
        return;
    }
    put_varint(e, 0);
    put_str(e, short_name);
}

static void put_class(encoder_t *e, const vgen_class_t *c)
{
    put_u8(e, (unsigned)c->kind);
    put_str(e, c->name);
    put_short_name(e, c->name, c->short_name);
    put_str(e, c->ns);
    put_int(e, c->modifiers);
    put_str(e, c->extends);
    put_str(e, c->backing);
    put_count(e, c->nimplements);
    for (size_t i = 0; i < c->nimplements; i++) {
        put_str(e, c->implements[i]);
    }
    put_attrs(e, c->attrs, c->nattrs);
    put_int(e, c->ctor ? (long long)(c->ctor - c->methods) : -1);
    put_count(e, c->nmethods);
    for (size_t i = 0; i < c->nmethods; i++) {
        put_method(e, &c->methods[i]);
    }
    put_count(e, c->nprops);
    for (size_t i = 0; i < c->nprops; i++) {
        put_str(e, c->props[i].name);
        put_int(e, c->props[i].modifiers);
        put_int(e, c->props[i].line);
        put_int(e, c->props[i].col);
    }
    put_int(e, c->line);
    put_int(e, c->col);
}

void vgen_scan_record_encode(vgen_buf_t *out, const vgen_file_t *f)
{
    encoder_t e = {.out = out, .start = out->len};
    put_count(&e, f->nnamespaces);
    for (size_t i = 0; i < f->nnamespaces; i++) {
        put_str(&e, f->namespaces[i]);
    }
    put_count(&e, f->nuses);
    for (size_t i = 0; i < f->nuses; i++) {
        const vgen_use_t *u = &f->uses[i];
        put_u8(&e, (unsigned)u->kind);
        put_str(&e, u->name);
        put_str(&e, u->alias);
        put_str(&e, u->ns);
        put_int(&e, u->line);
    }
    put_count(&e, f->nclasses);
    for (size_t i = 0; i < f->nclasses; i++) {
        put_class(&e, f->classes[i]);
    }
    *room(&e, 0) = '\0';
}

/* ---- decoding --------------------------------------------------------------- */

typedef struct reader {
    const char *base, *p, *end; /* the record, the read position, its end */
    vgen_arena_t *arena;
    bool bad; /* sticky: once set, every read returns zeroes */
} reader_t;

static unsigned get_u8(reader_t *r)
{
    if (r->bad || r->p == r->end) {
        r->bad = true;
        return 0;
    }
    return (unsigned char)*r->p++;
}

static uint64_t get_long_varint(reader_t *r)
{
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        unsigned byte = get_u8(r);
        v |= (uint64_t)(byte & 0x7f) << shift;
        if (!(byte & 0x80)) {
            return v;
        }
    }
    r->bad = true;
    return 0;
}

static inline uint64_t get_varint(reader_t *r)
{
    if (r->p < r->end && !(*r->p & 0x80) && !r->bad) {
        return (unsigned char)*r->p++; /* most counts, lines and lengths */
    }
    return get_long_varint(r);
}

static long long get_int(reader_t *r)
{
    uint64_t v = get_varint(r);
    return (long long)(v >> 1) ^ -(long long)(v & 1);
}

/* A line, column or modifier set: an int. */
static int get_small(reader_t *r)
{
    long long v = get_int(r);
    r->bad |= v < -1 || v > 0x7fffffff;
    return (int)v;
}

/* A count of items of at least `min_size` bytes each; 0 (and bad) when the
 * record cannot hold that many. */
static size_t get_count(reader_t *r, size_t min_size)
{
    uint64_t n = get_varint(r);
    if (r->bad || n > (uint64_t)(r->end - r->p) / min_size) {
        r->bad = true;
        return 0;
    }
    return (size_t)n;
}

/* An array of n elements of `size` bytes from the arena (NULL when n is 0). */
static void *get_array(reader_t *r, size_t n, size_t size)
{
    return n ? vgen_arena_alloc(r->arena, n * size) : NULL;
}

/* A back reference: a string that ends (with its NUL) before the reference. */
static const char *get_earlier(reader_t *r, size_t *len)
{
    uint64_t offset = get_varint(r);
    size_t before = (size_t)(r->p - r->base);
    const char *nul = offset < before ? memchr(r->base + offset, '\0', before - offset) : NULL;
    if (r->bad || nul == NULL) {
        r->bad = true;
        return NULL;
    }
    *len = (size_t)(nul - (r->base + offset));
    return r->base + offset;
}

static const char *get_bytes(reader_t *r, size_t *len)
{
    uint64_t n = get_varint(r);
    *len = 0;
    if (r->bad || n == 0) {
        return NULL;
    }
    if (n == 1) {
        return get_earlier(r, len);
    }
    n -= 2;
    if ((uint64_t)(r->end - r->p) <= n || r->p[n] != '\0') {
        r->bad = true;
        return NULL;
    }
    const char *s = r->p;
    r->p += n + 1;
    *len = (size_t)n;
    return s;
}

static const char *get_str(reader_t *r)
{
    size_t len;
    return get_bytes(r, &len);
}

static vgen_value_t *get_value(reader_t *r, int depth)
{
    unsigned kind = get_u8(r);
    if (r->bad || kind == NULL_VALUE) {
        return NULL;
    }
    vgen_value_t *v = vgen_arena_alloc(r->arena, sizeof(*v));
    unsigned fields = get_u8(r);
    r->bad |= kind > VGEN_VALUE_EXPR || depth > 256;
    v->kind = (vgen_value_kind_t)kind;
    v->source = get_str(r);
    v->php = fields & PHP_IS_SOURCE ? v->source : get_str(r);
    v->str = fields & HAS_STR ? get_bytes(r, &v->str_len) : NULL;
    v->str_len = fields & HAS_STR_LEN ? v->str_len : 0;
    v->member = fields & HAS_MEMBER ? get_str(r) : NULL;
    v->ival = fields & HAS_IVAL ? get_int(r) : 0;
    if ((fields & HAS_FVAL) && (size_t)(r->end - r->p) >= sizeof(v->fval)) {
        memcpy(&v->fval, r->p, sizeof(v->fval));
        r->p += sizeof(v->fval);
    } else {
        r->bad |= (fields & HAS_FVAL) != 0;
    }
    v->bval = (fields & HAS_BVAL) != 0;
    v->count = get_count(r, 2);
    v->items = get_array(r, v->count, sizeof(*v->items));
    for (size_t i = 0; i < v->count && !r->bad; i++) {
        v->items[i].key = get_value(r, depth + 1);
        v->items[i].value = get_value(r, depth + 1);
    }
    v->line = get_small(r);
    v->col = get_small(r);
    return v;
}

static vgen_attr_t *get_attrs(reader_t *r, size_t *n)
{
    *n = get_count(r, 4);
    vgen_attr_t *attrs = get_array(r, *n, sizeof(*attrs));
    for (size_t i = 0; i < *n && !r->bad; i++) {
        attrs[i].name = get_str(r);
        attrs[i].nargs = get_count(r, 2);
        attrs[i].args = get_array(r, attrs[i].nargs, sizeof(*attrs[i].args));
        for (size_t j = 0; j < attrs[i].nargs && !r->bad; j++) {
            attrs[i].args[j].name = get_str(r);
            attrs[i].args[j].value = get_value(r, 0);
        }
        attrs[i].line = get_small(r);
        attrs[i].col = get_small(r);
    }
    return attrs;
}

static vgen_type_t *get_type(reader_t *r)
{
    unsigned flags = get_u8(r);
    if (!(flags & TYPE_PRESENT) || r->bad) {
        return NULL;
    }
    vgen_type_t *t = vgen_arena_alloc(r->arena, sizeof(*t));
    t->nullable = (flags & TYPE_NULLABLE) != 0;
    t->intersection = (flags & TYPE_INTERSECTION) != 0;
    t->php = flags & TYPE_PHP_IS_NAME ? NULL : get_str(r);
    t->count = get_count(r, 1);
    t->names = get_array(r, t->count, sizeof(*t->names));
    for (size_t i = 0; i < t->count && !r->bad; i++) {
        t->names[i] = get_str(r);
    }
    if (flags & TYPE_PHP_IS_NAME) {
        r->bad |= t->count != 1;
        t->php = t->count == 1 ? t->names[0] : NULL;
    }
    return t;
}

static void get_param(reader_t *r, vgen_param_t *p)
{
    p->name = get_str(r);
    p->type = get_type(r);
    p->def = get_value(r, 0);
    unsigned flags = get_u8(r);
    p->by_ref = flags & 1;
    p->variadic = flags & 2;
    p->readonly = flags & 4;
    p->promoted = get_str(r);
    p->list_of = get_str(r);
    p->attrs = get_attrs(r, &p->nattrs);
    p->line = get_small(r);
    p->col = get_small(r);
}

static void get_method(reader_t *r, vgen_method_t *m)
{
    m->name = get_str(r);
    m->modifiers = get_small(r);
    m->by_ref_return = get_u8(r) != 0;
    m->nparams = get_count(r, 8);
    m->params = get_array(r, m->nparams, sizeof(*m->params));
    for (size_t i = 0; i < m->nparams && !r->bad; i++) {
        get_param(r, &m->params[i]);
    }
    m->returns = get_type(r);
    m->attrs = get_attrs(r, &m->nattrs);
    m->line = get_small(r);
    m->col = get_small(r);
}

static const char *get_short_name(reader_t *r, const char *name)
{
    uint64_t at = get_varint(r);
    if (at == 0) {
        return get_str(r);
    }
    if (r->bad || name == NULL || at - 1 > strlen(name)) {
        r->bad = true;
        return NULL;
    }
    return name + at - 1;
}

static vgen_class_t *get_class(reader_t *r, vgen_file_t *f)
{
    vgen_class_t *c = vgen_arena_alloc(r->arena, sizeof(*c));
    unsigned kind = get_u8(r);
    r->bad |= kind > VGEN_ENUM;
    c->kind = (vgen_class_kind_t)kind;
    c->name = get_str(r);
    c->short_name = get_short_name(r, c->name);
    c->ns = get_str(r);
    c->modifiers = get_small(r);
    c->extends = get_str(r);
    c->backing = get_str(r);
    c->nimplements = get_count(r, 1);
    c->implements = get_array(r, c->nimplements, sizeof(*c->implements));
    for (size_t i = 0; i < c->nimplements && !r->bad; i++) {
        c->implements[i] = get_str(r);
    }
    c->attrs = get_attrs(r, &c->nattrs);
    int ctor = get_small(r);
    c->nmethods = get_count(r, 8);
    c->methods = get_array(r, c->nmethods, sizeof(*c->methods));
    for (size_t i = 0; i < c->nmethods && !r->bad; i++) {
        get_method(r, &c->methods[i]);
    }
    c->nprops = get_count(r, 4);
    c->props = get_array(r, c->nprops, sizeof(*c->props));
    for (size_t i = 0; i < c->nprops && !r->bad; i++) {
        c->props[i].name = get_str(r);
        c->props[i].modifiers = get_small(r);
        c->props[i].line = get_small(r);
        c->props[i].col = get_small(r);
        r->bad |= c->props[i].name == NULL;
    }
    r->bad |= ctor < -1 || (ctor >= 0 && (size_t)ctor >= c->nmethods) || c->name == NULL ||
              c->short_name == NULL || c->ns == NULL;
    c->ctor = ctor >= 0 && !r->bad ? &c->methods[ctor] : NULL;
    c->file = f;
    c->line = get_small(r);
    c->col = get_small(r);
    return c;
}

/* Reads the file's uses; every string of a use is required. */
static void get_uses(reader_t *r, vgen_file_t *f)
{
    f->nuses = get_count(r, 5);
    f->uses = get_array(r, f->nuses, sizeof(*f->uses));
    for (size_t i = 0; i < f->nuses && !r->bad; i++) {
        vgen_use_t *u = &f->uses[i];
        unsigned kind = get_u8(r);
        r->bad |= kind > VGEN_USE_CONST;
        u->kind = (vgen_use_kind_t)kind;
        u->name = get_str(r);
        u->alias = get_str(r);
        u->ns = get_str(r);
        u->line = get_small(r);
        r->bad |= u->name == NULL || u->alias == NULL || u->ns == NULL;
    }
}

static bool get_file(reader_t *r, vgen_file_t *f)
{
    f->nnamespaces = get_count(r, 1);
    f->namespaces = get_array(r, f->nnamespaces, sizeof(*f->namespaces));
    for (size_t i = 0; i < f->nnamespaces && !r->bad; i++) {
        f->namespaces[i] = get_str(r);
    }
    get_uses(r, f);
    f->nclasses = get_count(r, 8);
    f->classes = get_array(r, f->nclasses, sizeof(*f->classes));
    for (size_t i = 0; i < f->nclasses && !r->bad; i++) {
        f->classes[i] = get_class(r, f);
    }
    return !r->bad && r->p == r->end;
}

vgen_file_t *vgen_scan_record_decode(vgen_app_t *app, const char *path, const char *data,
                                     size_t len)
{
    reader_t r = {data, data, data + len, &app->arena, false};
    vgen_file_t decoded = {0};
    if (!get_file(&r, &decoded)) {
        return NULL;
    }
    vgen_file_t *f = vgen_app_add_file(app, path);
    const char *kept = f->path;
    *f = decoded;
    f->path = kept;
    for (size_t i = 0; i < f->nclasses; i++) {
        f->classes[i]->file = f;
        vgen_scan_index_class(app, f->classes[i]);
    }
    return f;
}
