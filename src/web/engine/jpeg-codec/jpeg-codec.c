/*
 * libjpeg-turbo in WebAssembly for the browser's photo preparation (docs/decisions/0890): decoding
 * at n/8 straight from the DCT blocks, resizing, turning upright and encoding, with no canvas.
 * Built by scripts/jpeg-codec/build.sh. Every failure calls the imported fail(), which throws in
 * JavaScript: the instance is then dropped whole, so nothing here cleans up after an error.
 * Pixels are RGB, 3 bytes each: a JPEG has no alpha, and a fourth channel would cost a quarter more
 * in every pass.
 */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "jpeglib.h"

extern void fail(void);
static void on_error(j_common_ptr cinfo) { (void)cinfo; fail(); }
/* A warning means damaged data (a file cut short, a bad marker): the browser's decoder decides then. */
static void on_message(j_common_ptr cinfo, int level) { (void)cinfo; if (level < 0) fail(); }

static void *allocate(size_t size) {
  void *memory = malloc(size);
  if (!memory) fail();
  return memory;
}

static int out_w, out_h;
int width(void) { return out_w; }
int height(void) { return out_h; }

unsigned char *decode(const unsigned char *data, unsigned long size, int eighths) {
  struct jpeg_decompress_struct cinfo;
  struct jpeg_error_mgr jerr;
  unsigned char *pixels = NULL;
  cinfo.err = jpeg_std_error(&jerr);
  jerr.error_exit = on_error;
  jerr.emit_message = on_message;
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, data, size);
  jpeg_read_header(&cinfo, TRUE);
  cinfo.scale_num = eighths;
  cinfo.scale_denom = 8;
  cinfo.out_color_space = JCS_RGB;
  cinfo.dct_method = JDCT_ISLOW; /* the accurate transform, as browsers decode */
  jpeg_start_decompress(&cinfo);
  out_w = cinfo.output_width; out_h = cinfo.output_height;
  size_t stride = (size_t)out_w * 3;
  pixels = allocate(stride * out_h);
  while (cinfo.output_scanline < cinfo.output_height) {
    JSAMPROW row = pixels + stride * cinfo.output_scanline;
    jpeg_read_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  return pixels;
}

/* JPEG encoding of RGB pixels to memory. Returns the bytes; width() then gives their count. */
unsigned char *encode(const unsigned char *rgb, int w, int h, int quality) {
  struct jpeg_compress_struct cinfo;
  struct jpeg_error_mgr jerr;
  unsigned char *out = NULL;
  unsigned long size = 0;
  cinfo.err = jpeg_std_error(&jerr);
  jerr.error_exit = on_error;
  jerr.emit_message = on_message;
  jpeg_create_compress(&cinfo);
  jpeg_mem_dest(&cinfo, &out, &size);
  cinfo.image_width = w; cinfo.image_height = h;
  cinfo.input_components = 3; cinfo.in_color_space = JCS_RGB;
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, quality, TRUE);
  jpeg_start_compress(&cinfo, TRUE);
  while (cinfo.next_scanline < cinfo.image_height) {
    JSAMPROW row = (JSAMPROW)(rgb + (size_t)cinfo.next_scanline * w * 3);
    jpeg_write_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  out_w = (int)size;
  return out;
}

/*
 * Separable Catmull-Rom filter, widened by the reduction so that every source pixel counts: as
 * sharp as the canvas's high-quality scaling, softer than Lanczos only at the finest detail.
 */
typedef struct { int first, count; int32_t *weights; } Taps;

/* Weights in fixed point, 14 fraction bits: integer sums run faster than float ones in WebAssembly. */
#define WEIGHT_BITS 14
#define WEIGHT_ONE (1 << WEIGHT_BITS)

static double catmull_rom(double x) {
  x = x < 0 ? -x : x;
  if (x < 1) return 1.5 * x * x * x - 2.5 * x * x + 1;
  if (x < 2) return -0.5 * x * x * x + 2.5 * x * x - 4 * x + 2;
  return 0;
}

static Taps *taps_for(int from, int to) {
  double scale = (double)from / to, stretch = scale > 1 ? scale : 1, support = 2 * stretch;
  int most = (int)(2 * support) + 3;
  Taps *taps = allocate(sizeof(Taps) * (size_t)to);
  int32_t *weights = allocate(sizeof(int32_t) * (size_t)to * (size_t)most);
  double *exact = allocate(sizeof(double) * (size_t)most);
  for (int d = 0; d < to; d++) {
    double center = (d + 0.5) * scale;
    int first = (int)(center - support), last = (int)(center + support);
    if (first < 0) first = 0;
    if (last > from - 1) last = from - 1;
    int count = last - first + 1, sum = 0, largest = 0;
    double total = 0;
    for (int k = 0; k < count; k++) total += exact[k] = catmull_rom((first + k + 0.5 - center) / stretch);
    int32_t *w = weights + (size_t)d * most;
    for (int k = 0; k < count; k++) {
      w[k] = (int32_t)(exact[k] / total * WEIGHT_ONE + (exact[k] < 0 ? -0.5 : 0.5));
      sum += w[k];
      if (w[k] > w[largest]) largest = k;
    }
    w[largest] += WEIGHT_ONE - sum; /* the rounding's remainder: the weights add up to exactly one */
    taps[d] = (Taps){first, count, w};
  }
  free(exact);
  return taps;
}

static void free_taps(Taps *taps) { free(taps[0].weights); free(taps); }

static unsigned char clamp(int32_t sum) {
  int32_t v = (sum + (WEIGHT_ONE >> 1)) >> WEIGHT_BITS;
  return v <= 0 ? 0 : v >= 255 ? 255 : (unsigned char)v;
}

/* Rows first, so that both passes read and write memory in order. */
static void resize_rows(const unsigned char *src, int sw, int h, unsigned char *dst, int dw) {
  Taps *taps = taps_for(sw, dw);
  for (int y = 0; y < h; y++) {
    const unsigned char *row = src + (size_t)y * sw * 3;
    unsigned char *out = dst + (size_t)y * dw * 3;
    for (int d = 0; d < dw; d++) {
      int32_t r = 0, g = 0, b = 0;
      const unsigned char *px = row + (size_t)taps[d].first * 3;
      for (int k = 0; k < taps[d].count; k++, px += 3) {
        int32_t w = taps[d].weights[k];
        r += px[0] * w; g += px[1] * w; b += px[2] * w;
      }
      out[d * 3] = clamp(r); out[d * 3 + 1] = clamp(g); out[d * 3 + 2] = clamp(b);
    }
  }
  free_taps(taps);
}

static void resize_columns(const unsigned char *src, int w, int sh, unsigned char *dst, int dh) {
  Taps *taps = taps_for(sh, dh);
  size_t stride = (size_t)w * 3;
  int32_t *sums = allocate(sizeof(int32_t) * stride);
  for (int d = 0; d < dh; d++) {
    for (size_t i = 0; i < stride; i++) sums[i] = 0;
    for (int k = 0; k < taps[d].count; k++) {
      const unsigned char *row = src + (size_t)(taps[d].first + k) * stride;
      int32_t weight = taps[d].weights[k];
      for (size_t i = 0; i < stride; i++) sums[i] += row[i] * weight;
    }
    unsigned char *out = dst + (size_t)d * stride;
    for (size_t i = 0; i < stride; i++) out[i] = clamp(sums[i]);
  }
  free(sums);
  free_taps(taps);
}

unsigned char *resize(const unsigned char *src, int sw, int sh, int dw, int dh) {
  unsigned char *mid = allocate((size_t)dw * sh * 3), *dst = allocate((size_t)dw * dh * 3);
  resize_rows(src, sw, sh, mid, dw);
  resize_columns(mid, dw, sh, dst, dh);
  free(mid);
  return dst;
}

/*
 * EXIF orientation applied to RGB pixels: returns the upright copy (w x h for 1-4, h x w for 5-8).
 * For an upright pixel (x, y), the stored one it shows.
 */
unsigned char *orient(const unsigned char *src, int w, int h, int orientation) {
  int transposed = orientation >= 5 && orientation <= 8;
  int uw = transposed ? h : w, uh = transposed ? w : h;
  unsigned char *dst = allocate((size_t)uw * uh * 3);
  for (int y = 0; y < uh; y++) {
    for (int x = 0; x < uw; x++) {
      int sx, sy;
      switch (orientation) {
        case 2: sx = w - 1 - x; sy = y; break;
        case 3: sx = w - 1 - x; sy = h - 1 - y; break;
        case 4: sx = x; sy = h - 1 - y; break;
        case 5: sx = y; sy = x; break;
        case 6: sx = y; sy = h - 1 - x; break;
        case 7: sx = w - 1 - y; sy = h - 1 - x; break;
        case 8: sx = w - 1 - y; sy = x; break;
        default: sx = x; sy = y; break;
      }
      memcpy(dst + ((size_t)y * uw + x) * 3, src + ((size_t)sy * w + sx) * 3, 3);
    }
  }
  return dst;
}
