#ifndef EASEL_PNG_H
#define EASEL_PNG_H
/*
 * easel_png: a thin, setjmp-safe bridge to libpng for the raster stage.
 *
 * Swift cannot call setjmp, so every libpng call that may png_error() is made
 * here, and failures come back as a non-zero return code plus a message copied
 * into the caller's buffer. Memory returned in `pixels` / `data` is allocated
 * with malloc and must be released with easel_png_free().
 */
/* Largest image (in pixels) easel_png_decode accepts: 16384 x 16384. */
#define EASEL_PNG_MAX_PIXELS ((uint64_t)1 << 28)

/* zlib's inflate for data that is not a PNG (included here so that a build whose module
 * cache predates easel_inflate.h sees it). */
#include "easel_inflate.h"
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A decoded image: 8-bit RGBA, straight (not premultiplied) alpha, rows packed (stride = 4 * width). */
typedef struct easel_png_image {
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;
} easel_png_image;

/** An encoded PNG file in memory. */
typedef struct easel_png_buffer {
    uint8_t *data;
    size_t length;
} easel_png_buffer;

/** Filter choices for easel_png_encode (may be OR-ed). */
enum {
    EASEL_PNG_FILTER_NONE = 0x08,
    EASEL_PNG_FILTER_SUB = 0x10,
    EASEL_PNG_FILTER_UP = 0x20,
    EASEL_PNG_FILTER_AVG = 0x40,
    EASEL_PNG_FILTER_PAETH = 0x80,
    EASEL_PNG_FILTER_ALL = 0xF8
};

/**
 * Decodes a PNG held in memory into 8-bit RGBA. Handles every colour type and
 * bit depth (palette with tRNS, grey, grey+alpha, 16-bit, interlaced).
 * Returns 0 on success; otherwise a non-zero code with a message in err.
 */
int easel_png_decode(const uint8_t *data, size_t len, easel_png_image *out,
                     char *err, size_t errlen);

/**
 * Encodes straight-alpha RGBA rows (stride bytes apart) as a PNG in memory.
 * If every alpha is 255 and allow_rgb is non-zero, the file is written as RGB.
 * The file carries an sRGB chunk and, when pixels_per_metre > 0, a pHYs chunk.
 * level is the zlib level (0...9); filters is an EASEL_PNG_FILTER_* mask.
 * Returns 0 on success; otherwise a non-zero code with a message in err.
 */
int easel_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     int allow_rgb, uint32_t pixels_per_metre, int level, int filters,
                     easel_png_buffer *out, char *err, size_t errlen);

/** Flags of easel_png_encode_bands (may be OR-ed). */
enum {
    /** Write RGB when every alpha is 255. */
    EASEL_PNG_ALLOW_RGB = 1,
    /** The input is premultiplied RGBA; rows are un-premultiplied one at a time as they are
        written (c * 255 / a, rounded; alpha 0 gives 0, 0, 0, 0), never as a copy of the image. */
    EASEL_PNG_PREMULTIPLIED = 2
};

/**
 * easel_png_encode with flags (EASEL_PNG_ALLOW_RGB, EASEL_PNG_PREMULTIPLIED) in place of
 * allow_rgb, and a choice of bands: 1 = one zlib stream written by libpng; n > 1 = the
 * filtered rows are split into n horizontal bands deflated separately (one zlib stream, a few
 * hundred bytes larger); 0 = automatic: 1 below 256 KiB of pixel data, else one band per 16 MiB
 * (2 to 16). The bands are deflated on at most `threads` threads (0 = one per online core); the
 * file's bytes depend on the image, the level, the filters and the bands, never on `threads`.
 * easel_png_encode is easel_png_encode_bands with 1 band on 1 thread.
 */
int easel_png_encode_bands(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                           int flags, uint32_t pixels_per_metre, int level, int filters,
                           int bands, int threads, easel_png_buffer *out, char *err, size_t errlen);

/**
 * Straight-alpha RGBA from `pixels` premultiplied RGBA pixels at `src` into `dst` (another
 * buffer): each colour c becomes c * 255 / a rounded to nearest, at most 255; alpha 0 gives
 * 0, 0, 0, 0. The encoder's EASEL_PNG_PREMULTIPLIED rows and Bitmap.straightRGBA use it.
 */
void easel_unpremultiply(const uint8_t *src, size_t pixels, uint8_t *dst);

/** The number of online cores (at least 1, at most 16): the automatic thread count. */
int easel_png_cores(void);

/** Releases memory returned by easel_png_decode or easel_png_encode. */
void easel_png_free(void *p);

/** The libpng version number the bridge runs against (e.g. 10639). */
int easel_png_version(void);

#ifdef __cplusplus
}
#endif
#endif
