/*
 * permessage-deflate (see deflate.h). The offer grammar is RFC 7692 §5 on
 * RFC 6455 §9.1: elements separated by commas, each a token then
 * "; param[=value]" parts, a value a token or a quoted string; separators
 * inside quotes do not split. Messages end with the empty stored block
 * 00 00 FF FF, which the sender strips and the receiver appends (§7.2).
 */
#include "src/ws/deflate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <zlib.h>

#include "src/core/error.h"

#define TRAILER_LEN 4
#define DEFLATE_LEVEL 6
#define MIN_GROWTH 4096

static const uint8_t TRAILER[TRAILER_LEN] = {0x00, 0x00, 0xFF, 0xFF};

struct vela_ws_deflate {
    z_stream inflater;
    z_stream deflater;
    vela_ws_deflate_params_t params;
    size_t max_inflated;
};

enum { SEEN_SERVER_NCT = 1, SEEN_CLIENT_NCT = 2, SEEN_SERVER_BITS = 4, SEEN_CLIENT_BITS = 8 };

/* The next part up to `sep` outside quotes at *pos, trimmed; false at the end. */
static bool next_part(const char *value, size_t len, size_t *pos, char sep, const char **item,
                      size_t *item_len)
{
    size_t start = *pos, end = start;
    bool quoted = false;

    if (start > len) {
        return false;
    }
    for (; end < len && (quoted || value[end] != sep); end++) {
        if (value[end] == '"') {
            quoted = !quoted;
        } else if (quoted && value[end] == '\\' && end + 1 < len) {
            end++;
        }
    }
    *pos = end + 1;
    while (start < end && (value[start] == ' ' || value[start] == '\t')) {
        start++;
    }
    while (end > start && (value[end - 1] == ' ' || value[end - 1] == '\t')) {
        end--;
    }
    *item = value + start;
    *item_len = end - start;
    return true;
}

/* A window-bits value ("8".."15", quotes allowed); 0 when it is not one. */
static unsigned window_bits(const char *value, size_t len)
{
    if (len >= 2 && value[0] == '"' && value[len - 1] == '"') {
        value++;
        len -= 2;
    }
    if (len == 1 && value[0] >= '8' && value[0] <= '9') {
        return (unsigned)(value[0] - '0');
    }
    if (len == 2 && value[0] == '1' && value[1] >= '0' && value[1] <= '5') {
        return 10 + (unsigned)(value[1] - '0');
    }
    return 0;
}

/* Splits "name [= value]" into its trimmed name length and its value (NULL: none). */
static size_t split_param(const char *param, size_t len, const char **value, size_t *value_len)
{
    const char *eq = memchr(param, '=', len);
    size_t name_len = eq ? (size_t)(eq - param) : len;

    while (name_len > 0 && (param[name_len - 1] == ' ' || param[name_len - 1] == '\t')) {
        name_len--;
    }
    *value = NULL;
    *value_len = 0;
    if (eq) {
        *value = eq + 1;
        *value_len = len - (size_t)(*value - param);
        while (*value_len > 0 && (**value == ' ' || **value == '\t')) {
            (*value)++;
            (*value_len)--;
        }
    }
    return name_len;
}

/* Applies one "name[=value]" parameter; false declines the offer. */
static bool offer_param(const char *param, size_t len, unsigned *seen, unsigned *server_bits)
{
    const char *value;
    size_t value_len, name_len = split_param(param, len, &value, &value_len);
    unsigned flag, bits = value ? window_bits(value, value_len) : 0;
    bool has_value = value != NULL;

#define IS(name) (name_len == sizeof(name) - 1 && strncasecmp(param, name, name_len) == 0)
    if (IS("server_no_context_takeover") || IS("client_no_context_takeover")) {
        flag = IS("server_no_context_takeover") ? SEEN_SERVER_NCT : SEEN_CLIENT_NCT;
        if (has_value) {
            return false;
        }
    } else if (IS("server_max_window_bits")) {
        flag = SEEN_SERVER_BITS;
        if (bits < 9) { /* absent, invalid, or 8, which zlib cannot honour */
            return false;
        }
        *server_bits = bits;
    } else if (IS("client_max_window_bits")) {
        flag = SEEN_CLIENT_BITS;
        if (has_value && bits == 0) {
            return false;
        }
    } else {
        return false;
    }
#undef IS
    if (*seen & flag) {
        return false;
    }
    *seen |= flag;
    return true;
}

/* Reads one offer; true when it is permessage-deflate and acceptable. */
static bool accept_offer(const char *offer, size_t len, const vela_ws_deflate_config_t *config,
                         vela_ws_deflate_params_t *agreed)
{
    static const char NAME[] = "permessage-deflate";
    size_t pos = 0, part_len;
    const char *part;
    unsigned seen = 0, server_bits = 15;
    unsigned wanted = config->server_max_window_bits ? config->server_max_window_bits : 15;

    if (!next_part(offer, len, &pos, ';', &part, &part_len) || part_len != sizeof(NAME) - 1 ||
        strncasecmp(part, NAME, part_len) != 0) {
        return false;
    }
    while (next_part(offer, len, &pos, ';', &part, &part_len)) {
        if (part_len == 0 || !offer_param(part, part_len, &seen, &server_bits)) {
            return false;
        }
    }
    agreed->server_no_context_takeover =
        (seen & SEEN_SERVER_NCT) || config->server_no_context_takeover;
    agreed->client_no_context_takeover =
        (seen & SEEN_CLIENT_NCT) || config->client_no_context_takeover;
    agreed->server_max_window_bits = (uint8_t)(server_bits < wanted ? server_bits : wanted);
    agreed->send_server_max_window_bits = (seen & SEEN_SERVER_BITS) || wanted < 15;
    return true;
}

bool vela_ws_deflate_negotiate(const char *offers, size_t len,
                               const vela_ws_deflate_config_t *config,
                               vela_ws_deflate_params_t *agreed)
{
    size_t pos = 0, offer_len;
    const char *offer;

    while (offers != NULL && next_part(offers, len, &pos, ',', &offer, &offer_len)) {
        if (accept_offer(offer, offer_len, config, agreed)) {
            return true;
        }
    }
    return false;
}

int vela_ws_deflate_response(const vela_ws_deflate_params_t *agreed, char *out, size_t cap)
{
    char bits[32] = "";
    int n;

    if (agreed->send_server_max_window_bits) {
        snprintf(bits, sizeof(bits), "; server_max_window_bits=%u", agreed->server_max_window_bits);
    }
    n = snprintf(out, cap, "permessage-deflate%s%s%s",
                 agreed->server_no_context_takeover ? "; server_no_context_takeover" : "",
                 agreed->client_no_context_takeover ? "; client_no_context_takeover" : "", bits);
    return n < 0 || (size_t)n >= cap ? VELA_ELIMIT : 0;
}

int vela_ws_deflate_new(const vela_ws_deflate_params_t *agreed, size_t max_inflated,
                        vela_ws_deflate_t **out)
{
    vela_ws_deflate_t *codec;
    int bits = agreed->server_max_window_bits;

    if (bits < 9 || bits > 15) {
        return VELA_EINVAL;
    }
    codec = calloc(1, sizeof(*codec));
    if (codec == NULL) {
        return VELA_ENOMEM;
    }
    if (inflateInit2(&codec->inflater, -15) != Z_OK) {
        free(codec);
        return VELA_ENOMEM;
    }
    if (deflateInit2(&codec->deflater, DEFLATE_LEVEL, Z_DEFLATED, -bits, 8, Z_DEFAULT_STRATEGY) !=
        Z_OK) {
        inflateEnd(&codec->inflater);
        free(codec);
        return VELA_ENOMEM;
    }
    codec->params = *agreed;
    codec->max_inflated = max_inflated ? max_inflated : SIZE_MAX - 1;
    *out = codec;
    return 0;
}

void vela_ws_deflate_free(vela_ws_deflate_t *codec)
{
    if (codec == NULL) {
        return;
    }
    inflateEnd(&codec->inflater);
    deflateEnd(&codec->deflater);
    free(codec);
}

void vela_ws_buffer_free(vela_ws_buffer_t *buffer)
{
    free(buffer->data);
    buffer->data = NULL;
    buffer->len = buffer->cap = 0;
}

/* Makes room for at least one more byte, never past `limit` bytes in all. */
static int grow(vela_ws_buffer_t *buffer, size_t limit)
{
    size_t cap = buffer->cap < MIN_GROWTH / 2 ? MIN_GROWTH : buffer->cap * 2;
    uint8_t *data;

    if (buffer->len < buffer->cap) {
        return 0;
    }
    if (buffer->cap >= limit) {
        return VELA_ELIMIT;
    }
    cap = cap < buffer->cap || cap > limit ? limit : cap;
    data = realloc(buffer->data, cap);
    if (data == NULL) {
        return VELA_ENOMEM;
    }
    buffer->data = data;
    buffer->cap = cap;
    return 0;
}

/* Runs inflate over `len` bytes until they are used and no output is pending. */
static int inflate_bytes(vela_ws_deflate_t *codec, const uint8_t *in, size_t len,
                         vela_ws_buffer_t *out)
{
    z_stream *z = &codec->inflater;
    size_t limit = codec->max_inflated + 1;
    int rc, grown;

    z->next_in = (Bytef *)in;
    z->avail_in = (uInt)len;
    do {
        grown = grow(out, limit);
        if (grown < 0) {
            return grown;
        }
        z->next_out = out->data + out->len;
        z->avail_out = (uInt)(out->cap - out->len);
        rc = inflate(z, Z_SYNC_FLUSH);
        out->len = out->cap - z->avail_out;
        if (out->len > codec->max_inflated) {
            return VELA_ELIMIT;
        }
        if (rc == Z_BUF_ERROR && z->avail_out > 0) {
            return z->avail_in > 0 ? VELA_EPROTOCOL : 0; /* no progress: input used up */
        }
        if (rc == Z_STREAM_END) {
            inflateReset(z); /* a final block; whatever follows starts afresh */
        } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
            return rc == Z_MEM_ERROR ? VELA_ENOMEM : VELA_EPROTOCOL;
        }
    } while (z->avail_in > 0 || z->avail_out == 0);
    return 0;
}

int vela_ws_inflate(vela_ws_deflate_t *codec, const uint8_t *in, size_t len, bool last,
                    vela_ws_buffer_t *out)
{
    int rc = 0;

    while (len > 0 && rc == 0) {
        size_t piece = len > UINT32_MAX ? UINT32_MAX : len;
        rc = inflate_bytes(codec, in, piece, out);
        in += piece;
        len -= piece;
    }
    if (rc < 0 || !last) {
        return rc;
    }
    rc = inflate_bytes(codec, TRAILER, TRAILER_LEN, out);
    if (rc == 0 && codec->params.client_no_context_takeover) {
        inflateReset(&codec->inflater);
    }
    return rc;
}

int vela_ws_deflate(vela_ws_deflate_t *codec, const uint8_t *in, size_t len, vela_ws_buffer_t *out)
{
    z_stream *z = &codec->deflater;
    size_t start = out->len;
    int rc;

    if (len > UINT32_MAX) {
        return VELA_EINVAL;
    }
    z->next_in = (Bytef *)in;
    z->avail_in = (uInt)len;
    do {
        rc = grow(out, SIZE_MAX);
        if (rc < 0) {
            return rc;
        }
        z->next_out = out->data + out->len;
        z->avail_out = (uInt)(out->cap - out->len);
        deflate(z, Z_SYNC_FLUSH);
        out->len = out->cap - z->avail_out;
    } while (z->avail_in > 0 || z->avail_out == 0);
    if (out->len - start >= TRAILER_LEN &&
        memcmp(out->data + out->len - TRAILER_LEN, TRAILER, TRAILER_LEN) == 0) {
        out->len -= TRAILER_LEN;
    }
    if (out->len == start) {
        out->data[out->len++] = 0x00; /* an empty message: one empty block (RFC 7692 §7.2.3.6) */
    }
    if (codec->params.server_no_context_takeover) {
        deflateReset(z);
    }
    return 0;
}
