/* easel_inflate: see include/easel_inflate.h. */
#include "easel_inflate.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

int easel_inflate(const uint8_t *data, size_t len, size_t limit, uint8_t **out, size_t *outlen) {
    *out = NULL;
    *outlen = 0;
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) return EASEL_INFLATE_NO_MEMORY;
    size_t cap = len * 4 + 1024;
    if (cap > limit + 1) cap = limit + 1;
    uint8_t *buf = malloc(cap);
    if (!buf) { inflateEnd(&z); return EASEL_INFLATE_NO_MEMORY; }
    size_t used = 0;
    int result = EASEL_INFLATE_OK;
    const uint8_t *next = data;
    size_t left = len;
    for (;;) {
        if (used == cap) {
            if (cap > limit) { result = EASEL_INFLATE_TOO_LARGE; break; }
            size_t grown = cap * 2;
            if (grown > limit + 1) grown = limit + 1;
            uint8_t *more = realloc(buf, grown);
            if (!more) { result = EASEL_INFLATE_NO_MEMORY; break; }
            buf = more;
            cap = grown;
        }
        /* zlib counts in uInt: feed and drain at most 1 GB at a time. */
        uInt inChunk = left > (1u << 30) ? (1u << 30) : (uInt)left;
        uInt outChunk = (cap - used) > (1u << 30) ? (1u << 30) : (uInt)(cap - used);
        z.next_in = (Bytef *)next;
        z.avail_in = inChunk;
        z.next_out = buf + used;
        z.avail_out = outChunk;
        int rc = inflate(&z, Z_NO_FLUSH);
        size_t consumed = inChunk - z.avail_in;
        next += consumed;
        left -= consumed;
        used += outChunk - z.avail_out;
        if (rc == Z_STREAM_END) break;
        if (rc == Z_OK && (z.avail_out == 0 || consumed > 0)) continue;
        if (rc == Z_BUF_ERROR && z.avail_out == 0) continue;
        result = rc == Z_MEM_ERROR ? EASEL_INFLATE_NO_MEMORY : EASEL_INFLATE_DAMAGED;
        break;
    }
    inflateEnd(&z);
    if (used > limit) { result = EASEL_INFLATE_TOO_LARGE; }
    if (result == EASEL_INFLATE_TOO_LARGE || result == EASEL_INFLATE_NO_MEMORY) {
        free(buf);
        return result;
    }
    *out = buf;
    *outlen = used;
    return result;
}

void easel_inflate_free(uint8_t *p) { free(p); }
