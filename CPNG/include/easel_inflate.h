#ifndef EASEL_INFLATE_H
#define EASEL_INFLATE_H
/*
 * easel_inflate: zlib's inflate for data that is not a PNG (a PDF's FlateDecode streams).
 * The output is bounded: a stream that would inflate past `limit` bytes is refused.
 * Memory returned in `out` is allocated with malloc and must be released with free().
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Result codes of easel_inflate. */
enum {
    EASEL_INFLATE_OK = 0,
    /** The data is not a complete zlib stream (what inflated before the damage is returned). */
    EASEL_INFLATE_DAMAGED = 1,
    /** It would inflate past the limit. */
    EASEL_INFLATE_TOO_LARGE = 2,
    EASEL_INFLATE_NO_MEMORY = 3
};

/**
 * Inflates a zlib stream (RFC 1950) held in memory. On EASEL_INFLATE_OK or
 * EASEL_INFLATE_DAMAGED, *out holds *outlen bytes (release with free()).
 */
int easel_inflate(const uint8_t *data, size_t len, size_t limit, uint8_t **out, size_t *outlen);

/** Releases the output of easel_inflate. */
void easel_inflate_free(uint8_t *p);

#ifdef __cplusplus
}
#endif
#endif
