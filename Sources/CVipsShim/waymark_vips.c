#include "waymark_vips.h"

#include <pthread.h>
#include <stdio.h>
#include <vips/vips.h>

static pthread_once_t started = PTHREAD_ONCE_INIT;
static int start_status = -1;

/* libvips starts once per process, on the first call: commands that make no image never start it.
   Its operation cache is turned off: it would answer a second vips_thumbnail of the same path with
   the first result even after the file was edited (a stale thumbnail), every image we make is
   made once and stored by us, and hashing each operation into the cache costs time. */
static void start(void) {
    start_status = vips_init("waymark");
    if (start_status == 0) vips_cache_set_max(0);
}

static int started_or_fail(char *message, size_t message_size) {
    pthread_once(&started, start);
    if (start_status != 0) {
        snprintf(message, message_size, "libvips did not start: %s", vips_error_buffer());
        vips_error_clear();
        return -1;
    }
    return 0;
}

static int fail(char *message, size_t message_size) {
    snprintf(message, message_size, "%s", vips_error_buffer());
    vips_error_clear();
    return -1;
}

int waymark_vips_thumbnail(const char *input, const char *output, int size, char *message, size_t message_size) {
    if (started_or_fail(message, message_size) != 0) return -1;
    VipsImage *image = NULL;
    int status = vips_thumbnail(input, &image, size, "height", size, "size", VIPS_SIZE_DOWN, NULL);
    if (status == 0) {
        status = vips_image_write_to_file(image, output, "strip", TRUE, "Q", 80, NULL);
        g_object_unref(image);
    }
    return status == 0 ? 0 : fail(message, message_size);
}

int waymark_vips_jpeg_for_box(const char *input, int width, int height, int cover, int quality,
                              void **jpeg, size_t *length, int *out_width, int *out_height,
                              char *message, size_t message_size) {
    if (started_or_fail(message, message_size) != 0) return -1;
    VipsImage *image = NULL;
    /* vips_thumbnail turns the image upright by its EXIF orientation (its default) and, for a
       JPEG, decodes at a reduced scale when the box is much smaller than the photo, so a
       12-megapixel photo is never held whole in memory. */
    int status = cover
        ? vips_thumbnail(input, &image, width, "height", height, "crop", VIPS_INTERESTING_CENTRE, NULL)
        : vips_thumbnail(input, &image, width, "height", height, "size", VIPS_SIZE_DOWN, NULL);
    if (status != 0) return fail(message, message_size);
    VipsImage *rgb = NULL;
    /* JPEG holds 8-bit sRGB without alpha: flatten any alpha onto white, convert the rest. */
    if (vips_image_hasalpha(image)) {
        VipsImage *flat = NULL;
        double white[3] = {255, 255, 255};
        VipsArrayDouble *background = vips_array_double_new(white, 3);
        status = vips_flatten(image, &flat, "background", background, NULL);
        vips_area_unref(VIPS_AREA(background));
        g_object_unref(image);
        if (status != 0) return fail(message, message_size);
        image = flat;
    }
    status = vips_colourspace(image, &rgb, VIPS_INTERPRETATION_sRGB, NULL);
    g_object_unref(image);
    if (status != 0) return fail(message, message_size);
    VipsImage *eight = NULL;
    status = vips_cast_uchar(rgb, &eight, NULL);
    g_object_unref(rgb);
    if (status != 0) return fail(message, message_size);
    status = vips_jpegsave_buffer(eight, jpeg, length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, NULL);
    if (status == 0) { *out_width = vips_image_get_width(eight); *out_height = vips_image_get_height(eight); }
    g_object_unref(eight);
    return status == 0 ? 0 : fail(message, message_size);
}

int waymark_vips_encode_rgb_jpeg(const unsigned char *rgb, int width, int height, int quality,
                                 void **jpeg, size_t *length, char *message, size_t message_size) {
    if (started_or_fail(message, message_size) != 0) return -1;
    VipsImage *image = vips_image_new_from_memory(rgb, (size_t)width * height * 3, width, height, 3, VIPS_FORMAT_UCHAR);
    if (image == NULL) return fail(message, message_size);
    int status = vips_jpegsave_buffer(image, jpeg, length, "Q", quality, "strip", TRUE, NULL);
    g_object_unref(image);
    return status == 0 ? 0 : fail(message, message_size);
}

void waymark_vips_free(void *buffer) { g_free(buffer); }
