#include "easel_png.h"
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <unistd.h>
#include <zlib.h>
#include <limits.h>
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
    /* A header may claim any size: refuse images past 2^28 pixels (1 GiB decoded) before allocating. */
    if ((uint64_t)w * (uint64_t)h > EASEL_PNG_MAX_PIXELS) {
        png_error(png, "image too large to decode (more than 268435456 pixels)");
    }

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


/* ---- Banded IDAT: filter and deflate horizontal bands on several threads ----
 *
 * The filtered image (one filter-type byte + the row's bytes, per row) is split into bands of
 * whole rows. Each band is deflated on its own thread as a raw deflate stream whose dictionary
 * is the last 32 KiB of the filtered bytes before it (recomputed by that thread: filtering a
 * row depends only on the input pixels), so little is lost to the split. Every band but the
 * last ends with Z_SYNC_FLUSH (byte-aligned, no final block); the last with Z_FINISH. The
 * concatenation, behind a zlib header and followed by the Adler-32 of all filtered bytes
 * (adler32_combine of the bands' sums), is one valid zlib stream. */

#define BAND_MIN_BYTES ((size_t)256 * 1024) /* image pixel data below this: one libpng stream */
#define BAND_MAX 16
#define BAND_BYTES ((size_t)16 * 1024 * 1024) /* pixel data per automatic band (at least 2 bands) */

typedef struct {
    const uint8_t *rgba;
    size_t stride;
    uint32_t width;
    int bpp;            /* 3 (RGB) or 4 (RGBA) */
    int premultiplied;  /* RGBA input is premultiplied: un-premultiplied row by row */
    int mask;           /* EASEL_PNG_FILTER_* */
    int level;
    uint32_t y0, y1;    /* rows [y0, y1) */
    int last;           /* the final band: Z_FINISH */
    uint8_t *out;       /* raw deflate data */
    size_t out_len;
    uLong adler;        /* Adler-32 of this band's filtered bytes */
    size_t in_len;      /* number of filtered bytes */
    int failed;
} band_job;

/* Straight alpha from premultiplied RGBA: c * 255 / a rounded to nearest (at most 255); a pixel
   with alpha 0 becomes 0, 0, 0, 0. */
void easel_unpremultiply(const uint8_t *src, size_t w, uint8_t *dst) {
    for (size_t x = 0; x < w; x++) {
        const uint8_t *s = src + 4 * (size_t)x;
        uint8_t *d = dst + 4 * (size_t)x;
        unsigned a = s[3];
        if (a == 255) {
            memcpy(d, s, 4);
        } else if (a == 0) {
            memset(d, 0, 4);
        } else {
            for (int k = 0; k < 3; k++) {
                unsigned v = (s[k] * 255u + a / 2) / a;
                d[k] = (uint8_t)(v > 255 ? 255 : v);
            }
            d[3] = (uint8_t)a;
        }
    }
}

static void pack_row(const uint8_t *src, uint32_t w, int bpp, int premultiplied, uint8_t *dst) {
    if (bpp == 4 && premultiplied) {
        easel_unpremultiply(src, w, dst);
    } else if (bpp == 4) {
        memcpy(dst, src, (size_t)w * 4);
    } else {
        for (uint32_t x = 0; x < w; x++) {
            dst[3 * x] = src[4 * x];
            dst[3 * x + 1] = src[4 * x + 1];
            dst[3 * x + 2] = src[4 * x + 2];
        }
    }
}

/* Writes out[0] = type and out[1...n] = the filtered row. */
static void filter_one(int type, const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out) {
    out[0] = (uint8_t)type;
    uint8_t *o = out + 1;
    size_t i;
    switch (type) {
    case 0:
        memcpy(o, cur, n);
        break;
    case 1:
        for (i = 0; i < (size_t)bpp && i < n; i++) o[i] = cur[i];
        for (; i < n; i++) o[i] = (uint8_t)(cur[i] - cur[i - bpp]);
        break;
    case 2:
        for (i = 0; i < n; i++) o[i] = (uint8_t)(cur[i] - prev[i]);
        break;
    case 3:
        for (i = 0; i < (size_t)bpp && i < n; i++) o[i] = (uint8_t)(cur[i] - (prev[i] >> 1));
        for (; i < n; i++) o[i] = (uint8_t)(cur[i] - ((cur[i - bpp] + prev[i]) >> 1));
        break;
    default:
        for (i = 0; i < (size_t)bpp && i < n; i++) o[i] = (uint8_t)(cur[i] - prev[i]);
        for (; i < n; i++) {
            int a = cur[i - bpp], b = prev[i], c = prev[i - bpp];
            int p = b - c, q = a - c;
            int pa = abs(p), pb = abs(q), pc = abs(p + q);
            int pred = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            o[i] = (uint8_t)(cur[i] - pred);
        }
        break;
    }
}

static size_t row_cost(const uint8_t *f, size_t n) {
    size_t sum = 0;
    for (size_t i = 1; i <= n; i++) sum += f[i] < 128 ? f[i] : 256 - f[i];
    return sum;
}

/* Filters rows [from, to) into dst ((to - from) * (rowbytes + 1) bytes). With several filters
   in the mask, each row takes the one with the smallest sum of absolute values (libpng's rule). */
static void filter_rows(const band_job *j, uint32_t from, uint32_t to, uint8_t *dst,
                        uint8_t *prev, uint8_t *cur, uint8_t *scratch) {
    size_t n = (size_t)j->width * j->bpp;
    int types[5], ntypes = 0;
    if (j->mask & EASEL_PNG_FILTER_NONE) types[ntypes++] = 0;
    if (j->mask & EASEL_PNG_FILTER_SUB) types[ntypes++] = 1;
    if (j->mask & EASEL_PNG_FILTER_UP) types[ntypes++] = 2;
    if (j->mask & EASEL_PNG_FILTER_AVG) types[ntypes++] = 3;
    if (j->mask & EASEL_PNG_FILTER_PAETH) types[ntypes++] = 4;
    if (ntypes == 0) types[ntypes++] = 1;
    if (from > 0) pack_row(j->rgba + (size_t)(from - 1) * j->stride, j->width, j->bpp, j->premultiplied, prev);
    else memset(prev, 0, n);
    for (uint32_t y = from; y < to; y++) {
        pack_row(j->rgba + (size_t)y * j->stride, j->width, j->bpp, j->premultiplied, cur);
        uint8_t *o = dst + (size_t)(y - from) * (n + 1);
        if (ntypes == 1) {
            filter_one(types[0], cur, prev, n, j->bpp, o);
        } else {
            size_t best = SIZE_MAX;
            for (int t = 0; t < ntypes; t++) {
                filter_one(types[t], cur, prev, n, j->bpp, scratch);
                size_t c = row_cost(scratch, n);
                if (c < best) { best = c; memcpy(o, scratch, n + 1); }
            }
        }
        uint8_t *tmp = prev; prev = cur; cur = tmp;
    }
}

static uInt clamp_uint(size_t n) { return n > (size_t)UINT_MAX ? UINT_MAX : (uInt)n; }

/* Called when deflate has filled avail_out: more room (a larger buffer if all of it is used). */
static int grow_out(band_job *j, z_stream *s, size_t *cap) {
    size_t used = (size_t)s->total_out;
    if (used == *cap) {
        size_t ncap = *cap * 2 + 65536;
        uint8_t *p = (uint8_t *)realloc(j->out, ncap);
        if (!p) return 0;
        j->out = p;
        *cap = ncap;
    }
    s->next_out = j->out + used;
    s->avail_out = clamp_uint(*cap - used);
    return 1;
}

static void *run_band(void *arg) {
    band_job *j = (band_job *)arg;
    size_t n = (size_t)j->width * j->bpp, frb = n + 1;
    uint32_t chunk_rows = (uint32_t)((131072 + frb - 1) / frb);
    uint32_t dict_rows = (uint32_t)((32768 + frb - 1) / frb);
    if (dict_rows > j->y0) dict_rows = j->y0;
    uint32_t buf_rows = chunk_rows > dict_rows ? chunk_rows : dict_rows;
    uint8_t *prev = (uint8_t *)malloc(n), *cur = (uint8_t *)malloc(n);
    uint8_t *scratch = (uint8_t *)malloc(frb), *buf = (uint8_t *)malloc((size_t)buf_rows * frb);
    z_stream s;
    memset(&s, 0, sizeof s);
    int zinit = 0;
    j->failed = 1;
    j->adler = adler32(0L, Z_NULL, 0);
    j->in_len = (size_t)(j->y1 - j->y0) * frb;
    if (!prev || !cur || !scratch || !buf) goto done;
    /* Like libpng: Z_FILTERED for filtered rows, the default strategy for unfiltered ones. */
    int strategy = j->mask == EASEL_PNG_FILTER_NONE ? Z_DEFAULT_STRATEGY : Z_FILTERED;
    if (deflateInit2(&s, j->level, Z_DEFLATED, -15, 9, strategy) != Z_OK) goto done;
    zinit = 1;
    if (dict_rows > 0) {
        filter_rows(j, j->y0 - dict_rows, j->y0, buf, prev, cur, scratch);
        size_t dlen = (size_t)dict_rows * frb, use = dlen < 32768 ? dlen : 32768;
        if (deflateSetDictionary(&s, buf + dlen - use, (uInt)use) != Z_OK) goto done;
    }
    size_t cap = deflateBound(&s, (uLong)j->in_len) + 1024;
    j->out = (uint8_t *)malloc(cap);
    if (!j->out) goto done;
    s.next_out = j->out;
    s.avail_out = clamp_uint(cap);
    for (uint32_t y = j->y0; y < j->y1; y += chunk_rows) {
        uint32_t to = y + chunk_rows < j->y1 ? y + chunk_rows : j->y1;
        filter_rows(j, y, to, buf, prev, cur, scratch);
        size_t len = (size_t)(to - y) * frb;
        j->adler = adler32(j->adler, buf, (uInt)len);
        int flush = to < j->y1 ? Z_NO_FLUSH : (j->last ? Z_FINISH : Z_SYNC_FLUSH);
        s.next_in = buf;
        s.avail_in = (uInt)len;
        for (;;) {
            int rc = deflate(&s, flush);
            if (rc == Z_STREAM_ERROR) goto done;
            if (flush == Z_FINISH) {
                if (rc == Z_STREAM_END) break;
            } else if (s.avail_in == 0 && s.avail_out != 0) {
                break;
            }
            if (s.avail_out == 0 && !grow_out(j, &s, &cap)) goto done;
        }
    }
    j->out_len = (size_t)s.total_out;
    j->failed = 0;
done:
    if (zinit) deflateEnd(&s);
    free(prev);
    free(cur);
    free(scratch);
    free(buf);
    return NULL;
}

int easel_png_cores(void) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : (n > BAND_MAX ? BAND_MAX : (int)n);
}

/* The number of bands easel_png_encode uses for an image: 1 below BAND_MIN_BYTES of pixel data,
 * else one per BAND_BYTES (at least 2, at most BAND_MAX). It depends on the image alone, never
 * on the machine's cores or on how many threads deflate the bands, so the file's bytes are the
 * same everywhere. */
static int choose_bands(uint32_t width, uint32_t height, int bpp, int bands) {
    if (bands == 1) return 1;
    size_t bytes = (size_t)width * height * bpp;
    if (bands <= 0) {
        if (bytes < BAND_MIN_BYTES) return 1;
        size_t n = bytes / BAND_BYTES;
        bands = n < 2 ? 2 : (n > BAND_MAX ? BAND_MAX : (int)n);
    }
    if (bands > BAND_MAX) bands = BAND_MAX;
    if ((uint32_t)bands > height) bands = (int)height;
    return bands < 1 ? 1 : bands;
}

/* The bands of one encode and the next one a worker takes. */
typedef struct {
    band_job *jobs;
    int count;
    int next;
    pthread_mutex_t lock;
} band_queue;

/* A worker: deflates bands from the queue until none is left. */
static void *run_queue(void *arg) {
    band_queue *q = (band_queue *)arg;
    for (;;) {
        pthread_mutex_lock(&q->lock);
        int b = q->next < q->count ? q->next++ : -1;
        pthread_mutex_unlock(&q->lock);
        if (b < 0) return NULL;
        run_band(&q->jobs[b]);
    }
}

/* Deflates the image as `bands` bands on at most `threads` threads (the caller's included);
 * on success returns a malloc'd zlib stream. The bytes depend on `bands`, not on `threads`. */
static uint8_t *banded_zlib(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                            int bpp, int premultiplied, int mask, int level, int bands, int threads, size_t *out_len) {
    band_job jobs[BAND_MAX];
    pthread_t workers[BAND_MAX];
    int started[BAND_MAX];
    memset(jobs, 0, sizeof jobs);
    memset(started, 0, sizeof started);
    for (int b = 0; b < bands; b++) {
        band_job *j = &jobs[b];
        j->rgba = rgba;
        j->stride = stride;
        j->width = width;
        j->bpp = bpp;
        j->premultiplied = premultiplied;
        j->mask = mask;
        j->level = level;
        j->y0 = (uint32_t)((uint64_t)height * b / bands);
        j->y1 = (uint32_t)((uint64_t)height * (b + 1) / bands);
        j->last = b == bands - 1;
    }
    if (threads < 1) threads = 1;
    if (threads > bands) threads = bands;
    band_queue queue = {jobs, bands, 0, PTHREAD_MUTEX_INITIALIZER};
    /* The caller's thread works too; a worker that cannot start leaves its bands to the others. */
    for (int t = 1; t < threads; t++) started[t] = pthread_create(&workers[t], NULL, run_queue, &queue) == 0;
    run_queue(&queue);
    for (int t = 1; t < threads; t++) {
        if (started[t]) pthread_join(workers[t], NULL);
    }
    uint8_t *res = NULL;
    int ok = 1;
    size_t total = 2 + 4;
    for (int b = 0; b < bands; b++) {
        if (jobs[b].failed) ok = 0;
        total += jobs[b].out_len;
    }
    if (ok) res = (uint8_t *)malloc(total);
    if (res) {
        /* zlib header: deflate, 32 KiB window, FLEVEL as zlib writes it for this level. */
        unsigned flevel = level < 2 ? 0 : (level < 6 ? 1 : (level == 6 ? 2 : 3));
        unsigned header = (0x78u << 8) | (flevel << 6);
        header += 31 - header % 31;
        res[0] = (uint8_t)(header >> 8);
        res[1] = (uint8_t)header;
        size_t pos = 2;
        uLong adler = jobs[0].adler;
        for (int b = 0; b < bands; b++) {
            memcpy(res + pos, jobs[b].out, jobs[b].out_len);
            pos += jobs[b].out_len;
            if (b > 0) adler = adler32_combine(adler, jobs[b].adler, (z_off_t)jobs[b].in_len);
        }
        res[pos++] = (uint8_t)(adler >> 24);
        res[pos++] = (uint8_t)(adler >> 16);
        res[pos++] = (uint8_t)(adler >> 8);
        res[pos++] = (uint8_t)adler;
        *out_len = pos;
    }
    for (int b = 0; b < bands; b++) free(jobs[b].out);
    return res;
}

int easel_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     int allow_rgb, uint32_t pixels_per_metre, int level, int filters,
                     easel_png_buffer *out, char *err, size_t errlen) {
    return easel_png_encode_bands(rgba, width, height, stride, allow_rgb ? EASEL_PNG_ALLOW_RGB : 0, pixels_per_metre,
                                  level, filters, 1, 1, out, err, errlen);
}

int easel_png_encode_bands(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                           int flags, uint32_t pixels_per_metre, int level, int filters,
                           int bands, int threads, easel_png_buffer *out, char *err, size_t errlen) {
    if (!out) return 1;
    out->data = NULL;
    out->length = 0;
    if (!rgba || width == 0 || height == 0 || stride < (size_t)width * 4) {
        set_err(err, errlen, "invalid image dimensions");
        return 2;
    }
    int allow_rgb = (flags & EASEL_PNG_ALLOW_RGB) != 0;
    int premultiplied = (flags & EASEL_PNG_PREMULTIPLIED) != 0;
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
    if (level < 0) level = 0;
    if (level > 9) level = 9;
    int mask = filters & EASEL_PNG_FILTER_ALL;
    if (!mask) mask = EASEL_PNG_FILTER_SUB;
    bands = choose_bands(width, height, opaque ? 3 : 4, bands);
    /* Banded: the IDAT data is made here, before libpng is involved (no longjmp over threads). */
    uint8_t *volatile idat = NULL;
    size_t idat_len = 0;
    if (bands > 1) {
        idat = banded_zlib(rgba, width, height, stride, opaque ? 3 : 4, premultiplied, mask, level, bands, threads <= 0 ? easel_png_cores() : threads, &idat_len);
        if (!idat) {
            set_err(err, errlen, "out of memory");
            return 3;
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
        free(idat);
        set_err(err, errlen, "out of memory");
        return 3;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        free(idat);
        png_destroy_write_struct(&png, NULL);
        set_err(err, errlen, "out of memory");
        return 3;
    }
    png_bytep *volatile rows = NULL;
    uint8_t *volatile straight_row = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(idat);
        free(rows);
        free(straight_row);
        free(ctx->out);
        png_destroy_write_struct(&png, &info);
        return 4;
    }
    png_set_write_fn(png, ctx, write_mem, flush_mem);
    png_set_compression_level(png, level);
    png_set_compression_mem_level(png, 9); /* zlib's largest hash tables: smaller and faster */
    png_set_filter(png, 0, mask);

    png_set_IHDR(png, info, width, height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (pixels_per_metre > 0) {
        png_set_pHYs(png, info, pixels_per_metre, pixels_per_metre, PNG_RESOLUTION_METER);
    }
    png_write_info(png, info);
    if (idat) {
        /* libpng writes the signature, IHDR, sRGB and pHYs; the IDATs and IEND are whole chunks.
           (png_write_end would refuse: libpng saw no IDAT of its own.) */
        const size_t chunk = (size_t)1 << 20;
        for (size_t pos = 0; pos < idat_len; pos += chunk) {
            size_t n = idat_len - pos < chunk ? idat_len - pos : chunk;
            png_write_chunk(png, (png_const_bytep)"IDAT", idat + pos, n);
        }
        png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
        free(idat);
        png_destroy_write_struct(&png, &info);
        out->data = ctx->out;
        out->length = ctx->out_len;
        return 0;
    }
    if (opaque) {
        /* Input rows stay RGBA; libpng drops the fourth byte while writing. */
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    }
    if (premultiplied && !opaque) {
        /* One row at a time through a straight-alpha copy: no copy of the whole image. */
        straight_row = (uint8_t *)malloc((size_t)width * 4);
        if (!straight_row) png_error(png, "out of memory");
        for (uint32_t y = 0; y < height; y++) {
            easel_unpremultiply(rgba + (size_t)y * stride, width, straight_row);
            png_write_row(png, straight_row);
        }
    } else {
        rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
        if (!rows) png_error(png, "out of memory");
        for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * stride);
        png_write_image(png, rows);
    }
    png_write_end(png, info);

    free(rows);
    free(straight_row);
    png_destroy_write_struct(&png, &info);
    out->data = ctx->out;
    out->length = ctx->out_len;
    return 0;
}

void easel_png_free(void *p) { free(p); }

int easel_png_version(void) { return (int)png_access_version_number(); }
