#ifndef EASEL_JPEG_H
#define EASEL_JPEG_H
/*
 * easel_jpeg: a thin, setjmp-safe bridge to libjpeg(-turbo) for the raster stage: photos in an
 * app's asset catalog are JPEG files.
 *
 * libjpeg reports errors by calling an exit routine (which by default ends the process); here it
 * longjmps back, and failures come back as a non-zero return code plus a message copied into the
 * caller's buffer. Memory returned in `pixels` is allocated with malloc and must be released with
 * easel_jpeg_free().
 */
#include <stddef.h>
#include <stdint.h>

/* Largest image (in pixels) easel_jpeg_decode accepts: 16384 x 16384. */
#define EASEL_JPEG_MAX_PIXELS ((uint64_t)1 << 28)

#ifdef __cplusplus
extern "C" {
#endif

/** A decoded image: 8-bit RGB, rows packed (stride = 3 * width). */
typedef struct easel_jpeg_image {
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;
} easel_jpeg_image;

/**
 * Decodes a baseline or progressive JPEG (grayscale, YCbCr, RGB, CMYK or YCCK) into RGB.
 * Returns 0 on success; on failure a non-zero code and a message in `err` (NUL-terminated,
 * at most `errlen` bytes).
 */
int easel_jpeg_decode(const uint8_t *data, size_t len, easel_jpeg_image *out, char *err, size_t errlen);

/** Releases pixels returned by easel_jpeg_decode. */
void easel_jpeg_free(void *p);

#ifdef __cplusplus
}
#endif
#endif
