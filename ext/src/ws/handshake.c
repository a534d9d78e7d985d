/*
 * The handshake's pure parts (see handshake.h). A list is walked element by
 * element with next_element(), which trims optional whitespace; the key's
 * base64 is checked by shape (22 alphabet characters, one of the 4 that
 * leave the last 4 bits zero, then "==") rather than decoded.
 */
#include "src/ws/handshake.h"

#include <string.h>
#include <strings.h>

#include "src/core/error.h"
#include "src/ws/sha1.h"

#define GUID "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
#define KEY_LEN 24

static const char BASE64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static bool is_ows(char c)
{
    return c == ' ' || c == '\t';
}

/* The next comma-separated element at *pos, trimmed; false at the end. */
static bool next_element(const char *value, size_t len, size_t *pos, const char **item,
                         size_t *item_len)
{
    size_t start = *pos, end;

    if (start > len || value == NULL) {
        return false;
    }
    end = start;
    while (end < len && value[end] != ',') {
        end++;
    }
    *pos = end + 1;
    while (start < end && is_ows(value[start])) {
        start++;
    }
    while (end > start && is_ows(value[end - 1])) {
        end--;
    }
    *item = value + start;
    *item_len = end - start;
    return true;
}

bool vela_ws_list_has_token(const char *value, size_t len, const char *token)
{
    size_t pos = 0, item_len, token_len = strlen(token);
    const char *item;

    while (next_element(value, len, &pos, &item, &item_len)) {
        if (item_len == token_len && strncasecmp(item, token, token_len) == 0) {
            return true;
        }
    }
    return false;
}

bool vela_ws_key_valid(const char *key, size_t len)
{
    if (key == NULL || len != KEY_LEN || key[22] != '=' || key[23] != '=') {
        return false;
    }
    for (size_t i = 0; i < 22; i++) {
        if (key[i] == '\0' || strchr(BASE64, key[i]) == NULL) {
            return false;
        }
    }
    /* The 22nd character carries 2 bits of data and 4 of padding, which must be zero. */
    return ((strchr(BASE64, key[21]) - BASE64) & 0x0F) == 0;
}

int vela_ws_check_request(const vela_ws_request_t *request)
{
    bool http11 = request->http_major > 1 || (request->http_major == 1 && request->http_minor >= 1);

    if (request->method_len != 3 || memcmp(request->method, "GET", 3) != 0 || !http11 ||
        !vela_ws_list_has_token(request->upgrade, request->upgrade_len, "websocket") ||
        !vela_ws_list_has_token(request->connection, request->connection_len, "upgrade") ||
        !vela_ws_key_valid(request->key, request->key_len)) {
        return VELA_EINVAL;
    }
    if (request->version_len != 2 || memcmp(request->version, "13", 2) != 0) {
        return VELA_EPROTOCOL;
    }
    return 0;
}

/* Base64 of 20 bytes: 27 characters and one '='. */
static void base64_digest(const uint8_t digest[VELA_WS_SHA1_SIZE], char out[VELA_WS_ACCEPT_SIZE])
{
    size_t o = 0;

    for (size_t i = 0; i < 18; i += 3) {
        uint32_t v = (uint32_t)digest[i] << 16 | (uint32_t)digest[i + 1] << 8 | digest[i + 2];
        out[o++] = BASE64[v >> 18];
        out[o++] = BASE64[(v >> 12) & 63];
        out[o++] = BASE64[(v >> 6) & 63];
        out[o++] = BASE64[v & 63];
    }
    uint32_t v = (uint32_t)digest[18] << 16 | (uint32_t)digest[19] << 8;
    out[o++] = BASE64[v >> 18];
    out[o++] = BASE64[(v >> 12) & 63];
    out[o++] = BASE64[(v >> 6) & 63];
    out[o++] = '=';
    out[o] = '\0';
}

int vela_ws_accept_key(const char *key, size_t len, char out[VELA_WS_ACCEPT_SIZE])
{
    uint8_t joined[KEY_LEN + sizeof(GUID) - 1], digest[VELA_WS_SHA1_SIZE];

    if (!vela_ws_key_valid(key, len)) {
        return VELA_EINVAL;
    }
    memcpy(joined, key, KEY_LEN);
    memcpy(joined + KEY_LEN, GUID, sizeof(GUID) - 1);
    vela_ws_sha1(joined, sizeof(joined), digest);
    base64_digest(digest, out);
    return 0;
}

bool vela_ws_select_subprotocol(const char *offered, size_t len, const char *const *supported,
                                size_t count, size_t *index)
{
    size_t pos = 0, item_len;
    const char *item;

    while (next_element(offered, len, &pos, &item, &item_len)) {
        for (size_t i = 0; item_len > 0 && i < count; i++) {
            if (strlen(supported[i]) == item_len && memcmp(supported[i], item, item_len) == 0) {
                *index = i;
                return true;
            }
        }
    }
    return false;
}
