#include "easel_png.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Per-call context: where libpng's error message goes, and the memory stream. */
typedef struct {
    char *err;
    size_t errlen;
    const uint8_t *in;
    size_t in_len;
    size_t in_pos;
    uint8_t *out;
    size_t out_len;
    size_t out_cap;
    int out_failed;
} bridge_ctx;

static void set_err(char *err, size_t errlen, const char *msg) {
    if (err && errlen > 0) {
        snprintf(err, errlen, "%s", msg);
    }
}

static void on_error(png_structp png, png_const_charp msg) {
    bridge_ctx *ctx = (bridge_ctx *)png_get_error_ptr(png);
    if (ctx) set_err(ctx->err, ctx->errlen, msg ? msg : "libpng error");
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp msg) {
    (void)png;
    (void)msg; /* warnings are not errors; ignore them */
}

static void read_mem(png_structp png, png_bytep dst, size_t n) {
    bridge_ctx *ctx = (bridge_ctx *)png_get_io_ptr(png);
    if (ctx->in_len - ctx->in_pos < n) {
        png_error(png, "truncated PNG data");
    }
    memcpy(dst, ctx->in + ctx->in_pos, n);
    ctx->in_pos += n;
}

int easel_png_decode(const uint8_t *data, size_t len, easel_png_image *out,
                     char *err, size_t errlen) {
    if (!out) return 1;
    out->width = 0;
    out->height = 0;
    out->pixels = NULL;
    if (!data || len < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        set_err(err, errlen, "not a PNG file");
        return 2;
    }
    bridge_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.err = err;
    ctx.errlen = errlen;
    ctx.in = data;
    ctx.in_len = len;

    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &ctx, on_error, on_warning);
    if (!png) {
        set_err(err, errlen, "out of memory");
        return 3;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        set_err(err, errlen, "out of memory");
        return 3;
    }
    /* Written after setjmp, read after longjmp: must be volatile. */
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;

    if (setjmp(png_jmpbuf(png))) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return 4;
    }
    png_set_read_fn(png, &ctx, read_mem);
    png_read_info(png, info);

    png_uint_32 w = png_get_image_width(png, info);
    png_uint_32 h = png_get_image_height(png, info);
    int color = png_get_color_type(png, info);

    png_set_expand(png);           /* palette -> RGB, low-bit grey -> 8, tRNS -> alpha */
    png_set_strip_16(png);         /* 16-bit -> 8-bit */
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    /* No alpha channel (and no tRNS, which png_set_expand turns into alpha): add an opaque one. */
    if (!(color & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t rowbytes = png_get_rowbytes(png, info);
    if (rowbytes != (size_t)w * 4) {
        png_error(png, "unexpected row layout after transformations");
    }
    if (w == 0 || h == 0 || (size_t)h > SIZE_MAX / rowbytes) {
        png_error(png, "image too large");
    }
    pixels = (uint8_t *)malloc(rowbytes * h);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * h);
    if (!pixels || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + (size_t)y * rowbytes;
    png_read_image(png, rows);
    png_read_end(png, NULL);

    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    out->width = w;
    out->height = h;
    out->pixels = pixels;
    return 0;
}

static void write_mem(png_structp png, png_bytep src, size_t n) {
    bridge_ctx *ctx = (bridge_ctx *)png_get_io_ptr(png);
    if (ctx->out_cap - ctx->out_len < n) {
        size_t cap = ctx->out_cap ? ctx->out_cap : 65536;
        while (cap - ctx->out_len < n) cap *= 2;
        uint8_t *grown = (uint8_t *)realloc(ctx->out, cap);
        if (!grown) png_error(png, "out of memory");
        ctx->out = grown;
        ctx->out_cap = cap;
    }
    memcpy(ctx->out + ctx->out_len, src, n);
    ctx->out_len += n;
}

static void flush_mem(png_structp png) { (void)png; }

int easel_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     int allow_rgb, uint32_t pixels_per_metre, int level, int filters,
                     easel_png_buffer *out, char *err, size_t errlen) {
    if (!out) return 1;
    out->data = NULL;
    out->length = 0;
    if (!rgba || width == 0 || height == 0 || stride < (size_t)width * 4) {
        set_err(err, errlen, "invalid image dimensions");
        return 2;
    }
    int opaque = 0;
    if (allow_rgb) {
        opaque = 1;
        for (uint32_t y = 0; y < height && opaque; y++) {
            const uint8_t *row = rgba + (size_t)y * stride;
            for (uint32_t x = 0; x < width; x++) {
                if (row[x * 4 + 3] != 255) { opaque = 0; break; }
            }
        }
    }
    /* The context's address escapes to libpng, so it lives in memory and is
       safe to read after longjmp. */
    bridge_ctx ctx_storage;
    memset(&ctx_storage, 0, sizeof ctx_storage);
    bridge_ctx *const ctx = &ctx_storage;
    ctx->err = err;
    ctx->errlen = errlen;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, ctx, on_error, on_warning);
    if (!png) {
        set_err(err, errlen, "out of memory");
        return 3;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        set_err(err, errlen, "out of memory");
        return 3;
    }
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        free(ctx->out);
        png_destroy_write_struct(&png, &info);
        return 4;
    }
    png_set_write_fn(png, ctx, write_mem, flush_mem);
    if (level < 0) level = 0;
    if (level > 9) level = 9;
    png_set_compression_level(png, level);
    png_set_compression_mem_level(png, 9); /* zlib's largest hash tables: smaller and faster */
    int mask = filters & EASEL_PNG_FILTER_ALL;
    png_set_filter(png, 0, mask ? mask : EASEL_PNG_FILTER_SUB);

    png_set_IHDR(png, info, width, height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (pixels_per_metre > 0) {
        png_set_pHYs(png, info, pixels_per_metre, pixels_per_metre, PNG_RESOLUTION_METER);
    }
    png_write_info(png, info);
    if (opaque) {
        /* Input rows stay RGBA; libpng drops the fourth byte while writing. */
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    }
    rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (!rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * stride);
    png_write_image(png, rows);
    png_write_end(png, info);

    free(rows);
    png_destroy_write_struct(&png, &info);
    out->data = ctx->out;
    out->length = ctx->out_len;
    return 0;
}

void easel_png_free(void *p) { free(p); }

int easel_png_version(void) { return (int)png_access_version_number(); }
