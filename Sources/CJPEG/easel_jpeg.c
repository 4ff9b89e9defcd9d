#include "easel_jpeg.h"
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* libjpeg's error manager, extended with where to jump back to and where the message goes. */
typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char *err;
    size_t errlen;
} bridge_error;

static void on_error_exit(j_common_ptr cinfo) {
    bridge_error *e = (bridge_error *)cinfo->err;
    if (e->err && e->errlen > 0) {
        char msg[JMSG_LENGTH_MAX];
        (*cinfo->err->format_message)(cinfo, msg);
        snprintf(e->err, e->errlen, "%s", msg);
    }
    longjmp(e->jump, 1);
}

static void on_output_message(j_common_ptr cinfo) { (void)cinfo; /* warnings are not errors */ }

static void set_err(char *err, size_t errlen, const char *msg) {
    if (err && errlen > 0) snprintf(err, errlen, "%s", msg);
}

int easel_jpeg_decode(const uint8_t *data, size_t len, easel_jpeg_image *out, char *err, size_t errlen) {
    if (!out) return 1;
    out->width = 0;
    out->height = 0;
    out->pixels = NULL;
    if (!data || len < 4 || data[0] != 0xFF || data[1] != 0xD8) {
        set_err(err, errlen, "not a JPEG file");
        return 2;
    }
    struct jpeg_decompress_struct cinfo;
    bridge_error jerr;
    memset(&jerr, 0, sizeof jerr);
    jerr.err = err;
    jerr.errlen = errlen;
    cinfo.err = jpeg_std_error(&jerr.pub);
    jerr.pub.error_exit = on_error_exit;
    jerr.pub.output_message = on_output_message;
    /* Written after setjmp, read after longjmp: must be volatile. */
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile row = NULL;
    if (setjmp(jerr.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        free(row);
        return 4;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, (const unsigned char *)data, (unsigned long)len);
    jpeg_read_header(&cinfo, TRUE);
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(&cinfo);
    uint64_t w = cinfo.output_width, h = cinfo.output_height;
    if (w == 0 || h == 0 || w * h > EASEL_JPEG_MAX_PIXELS) {
        set_err(err, errlen, "JPEG image too large");
        jpeg_destroy_decompress(&cinfo);
        return 5;
    }
    int comps = cinfo.output_components;
    pixels = (uint8_t *)malloc((size_t)(w * h * 3));
    row = (uint8_t *)malloc((size_t)(w * (uint64_t)comps));
    if (!pixels || !row) {
        set_err(err, errlen, "out of memory");
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        free(row);
        return 3;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *dst = pixels + (size_t)cinfo.output_scanline * w * 3;
        JSAMPROW rows[1] = {comps == 3 ? dst : row};
        jpeg_read_scanlines(&cinfo, rows, 1);
        if (comps == 3) continue;
        for (uint64_t x = 0; x < w; x++) {
            if (comps == 4) {
                /* Adobe's CMYK JPEGs store the inks inverted: the channel is 255 - ink. */
                unsigned c = row[4 * x], m = row[4 * x + 1], y = row[4 * x + 2], k = row[4 * x + 3];
                dst[3 * x] = (uint8_t)((c * k + 127) / 255);
                dst[3 * x + 1] = (uint8_t)((m * k + 127) / 255);
                dst[3 * x + 2] = (uint8_t)((y * k + 127) / 255);
            } else {
                dst[3 * x] = dst[3 * x + 1] = dst[3 * x + 2] = row[x * (uint64_t)comps];
            }
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(row);
    out->width = (uint32_t)w;
    out->height = (uint32_t)h;
    out->pixels = pixels;
    return 0;
}

void easel_jpeg_free(void *p) { free(p); }
