#include "waymark_vips.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/* libvips is opened with dlopen on the first image call, not linked. Linked, the dynamic loader
   mapped and relocated libvips and the libraries only it needs at the start of every
   waymark process, whether or not the command made an image (`waymark resolve` never does;
   docs/resolver.md, "Start-up and memory"; docs/performance.md). The declarations below
   restate the part of libvips 8's C API (soname libvips.so.42, checked against 8.14's headers)
   that Waymark calls: the prototypes, and the enum values passed in option lists. */

typedef struct _VipsImage VipsImage;
typedef struct _VipsArea VipsArea;
enum {
    VIPS_FORMAT_UCHAR = 0,          /* VipsBandFormat */
    VIPS_INTERESTING_CENTRE = 1,    /* VipsInteresting */
    VIPS_SIZE_DOWN = 2,             /* VipsSize */
    VIPS_INTERPRETATION_sRGB = 22,  /* VipsInterpretation */
};
#define TRUE 1

static struct {
    int (*init)(const char *argv0);
    void (*cache_set_max)(int max);
    const char *(*error_buffer)(void);
    void (*error_clear)(void);
    int (*thumbnail)(const char *filename, VipsImage **out, int width, ...);
    int (*image_write_to_file)(VipsImage *image, const char *name, ...);
    int (*image_hasalpha)(VipsImage *image);
    VipsArea *(*array_double_new)(const double *array, int n);
    void (*area_unref)(VipsArea *area);
    int (*flatten)(VipsImage *in, VipsImage **out, ...);
    int (*colourspace)(VipsImage *in, VipsImage **out, int space, ...);
    int (*cast_uchar)(VipsImage *in, VipsImage **out, ...);
    int (*jpegsave_buffer)(VipsImage *in, void **buf, size_t *len, ...);
    int (*image_get_width)(const VipsImage *image);
    int (*image_get_height)(const VipsImage *image);
    VipsImage *(*image_new_from_memory)(const void *data, size_t size, int width, int height, int bands, int format);
    void (*object_unref)(void *object);   /* GLib's g_object_unref */
    void (*free)(void *memory);           /* GLib's g_free */
} vips;

static pthread_once_t started = PTHREAD_ONCE_INIT;
static int start_status = -1;
static char start_error[512];

/* Finds every function, or says which one is missing. */
static int bind(void *library) {
#define BIND(field, symbol) \
    if (!(*(void **)&vips.field = dlsym(library, symbol))) { \
        snprintf(start_error, sizeof start_error, "libvips has no %s", symbol); \
        return -1; \
    }
    BIND(init, "vips_init") BIND(cache_set_max, "vips_cache_set_max") BIND(error_buffer, "vips_error_buffer") BIND(error_clear, "vips_error_clear")
    BIND(thumbnail, "vips_thumbnail") BIND(image_write_to_file, "vips_image_write_to_file")
    BIND(image_hasalpha, "vips_image_hasalpha") BIND(array_double_new, "vips_array_double_new")
    BIND(area_unref, "vips_area_unref") BIND(flatten, "vips_flatten") BIND(colourspace, "vips_colourspace")
    BIND(cast_uchar, "vips_cast_uchar") BIND(jpegsave_buffer, "vips_jpegsave_buffer")
    BIND(image_get_width, "vips_image_get_width") BIND(image_get_height, "vips_image_get_height")
    BIND(image_new_from_memory, "vips_image_new_from_memory")
    BIND(object_unref, "g_object_unref") BIND(free, "g_free")
#undef BIND
    return 0;
}

/* libvips opens and starts once per process, on the first call: commands that make no image
   never load it. Its operation cache is turned off: it would answer a second vips_thumbnail of the
   same path with the first result even after the file was edited (a stale thumbnail), every image
   we make is made once and stored by us, and hashing each operation into the cache costs time. */
static void start(void) {
    static const char *names[] = {"libvips.so.42", "libvips.42.dylib"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(start_error, sizeof start_error, "libvips (libvips.so.42) could not be opened: %s", reason ? reason : "not found");
        return;
    }
    if (bind(library) != 0) return;
    if (vips.init("waymark") != 0) {
        snprintf(start_error, sizeof start_error, "libvips did not start: %s", vips.error_buffer());
        vips.error_clear();
        return;
    }
    vips.cache_set_max(0);
    start_status = 0;
}

static int started_or_fail(char *message, size_t message_size) {
    pthread_once(&started, start);
    if (start_status != 0) {
        snprintf(message, message_size, "%s", start_error);
        return -1;
    }
    return 0;
}

static int fail(char *message, size_t message_size) {
    snprintf(message, message_size, "%s", vips.error_buffer());
    vips.error_clear();
    return -1;
}

int waymark_vips_thumbnail(const char *input, const char *output, int size, char *message, size_t message_size) {
    if (started_or_fail(message, message_size) != 0) return -1;
    VipsImage *image = NULL;
    int status = vips.thumbnail(input, &image, size, "height", size, "size", VIPS_SIZE_DOWN, NULL);
    if (status == 0) {
        status = vips.image_write_to_file(image, output, "strip", TRUE, "Q", 80, NULL);
        vips.object_unref(image);
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
        ? vips.thumbnail(input, &image, width, "height", height, "crop", VIPS_INTERESTING_CENTRE, NULL)
        : vips.thumbnail(input, &image, width, "height", height, "size", VIPS_SIZE_DOWN, NULL);
    if (status != 0) return fail(message, message_size);
    VipsImage *rgb = NULL;
    /* JPEG holds 8-bit sRGB without alpha: flatten any alpha onto white, convert the rest. */
    if (vips.image_hasalpha(image)) {
        VipsImage *flat = NULL;
        double white[3] = {255, 255, 255};
        VipsArea *background = vips.array_double_new(white, 3);
        status = vips.flatten(image, &flat, "background", background, NULL);
        vips.area_unref(background);
        vips.object_unref(image);
        if (status != 0) return fail(message, message_size);
        image = flat;
    }
    status = vips.colourspace(image, &rgb, VIPS_INTERPRETATION_sRGB, NULL);
    vips.object_unref(image);
    if (status != 0) return fail(message, message_size);
    VipsImage *eight = NULL;
    status = vips.cast_uchar(rgb, &eight, NULL);
    vips.object_unref(rgb);
    if (status != 0) return fail(message, message_size);
    status = vips.jpegsave_buffer(eight, jpeg, length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, NULL);
    if (status == 0) { *out_width = vips.image_get_width(eight); *out_height = vips.image_get_height(eight); }
    vips.object_unref(eight);
    return status == 0 ? 0 : fail(message, message_size);
}

int waymark_vips_encode_rgb_jpeg(const unsigned char *rgb, int width, int height, int quality,
                                 void **jpeg, size_t *length, char *message, size_t message_size) {
    if (started_or_fail(message, message_size) != 0) return -1;
    VipsImage *image = vips.image_new_from_memory(rgb, (size_t)width * height * 3, width, height, 3, VIPS_FORMAT_UCHAR);
    if (image == NULL) return fail(message, message_size);
    int status = vips.jpegsave_buffer(image, jpeg, length, "Q", quality, "strip", TRUE, NULL);
    vips.object_unref(image);
    return status == 0 ? 0 : fail(message, message_size);
}

/* A buffer exists only if libvips started and made it. */
void waymark_vips_free(void *buffer) { if (buffer) vips.free(buffer); }
