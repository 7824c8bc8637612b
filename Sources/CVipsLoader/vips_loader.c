#include "vips_loader.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef struct _VipsImage VipsImage;

/* vips_thumbnail and vips_image_write_to_file take variadic option lists, which Swift cannot
   call: C calls them here through the pointers dlsym returns. */
static int (*vips_init_p)(const char *);
static int (*vips_thumbnail_p)(const char *, VipsImage **, int, ...);
static int (*vips_write_p)(VipsImage *, const char *, ...);
static void (*g_object_unref_p)(void *);
static const char *(*vips_error_buffer_p)(void);
static void (*vips_error_clear_p)(void);
static int loaded = 0;

/* VipsSize in vips/resample.h: VIPS_SIZE_BOTH, VIPS_SIZE_UP, VIPS_SIZE_DOWN, … */
enum { WAYMARK_VIPS_SIZE_DOWN = 2 };

int waymark_vips_load(char *message, size_t size) {
    if (loaded) return 0;
    void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(message, size, "libvips is not installed (Debian: libvips42): %s", dlerror());
        return -1;
    }
    vips_init_p = (int (*)(const char *))dlsym(library, "vips_init");
    vips_thumbnail_p = (int (*)(const char *, VipsImage **, int, ...))dlsym(library, "vips_thumbnail");
    vips_write_p = (int (*)(VipsImage *, const char *, ...))dlsym(library, "vips_image_write_to_file");
    g_object_unref_p = (void (*)(void *))dlsym(library, "g_object_unref");
    vips_error_buffer_p = (const char *(*)(void))dlsym(library, "vips_error_buffer");
    vips_error_clear_p = (void (*)(void))dlsym(library, "vips_error_clear");
    if (!vips_init_p || !vips_thumbnail_p || !vips_write_p || !g_object_unref_p || !vips_error_buffer_p || !vips_error_clear_p) {
        snprintf(message, size, "libvips lacks a function Waymark needs: %s", dlerror());
        return -1;
    }
    if (vips_init_p("waymark") != 0) {
        snprintf(message, size, "libvips did not start: %s", vips_error_buffer_p());
        return -1;
    }
    loaded = 1;
    return 0;
}

int waymark_vips_thumbnail(const char *input, const char *output, int size, char *message, size_t message_size) {
    if (waymark_vips_load(message, message_size) != 0) return -1;
    VipsImage *image = NULL;
    int status = vips_thumbnail_p(input, &image, size, "height", size, "size", WAYMARK_VIPS_SIZE_DOWN, NULL);
    if (status == 0) {
        status = vips_write_p(image, output, "strip", 1, "Q", 80, NULL);
        g_object_unref_p(image);
    }
    if (status != 0) {
        snprintf(message, message_size, "%s", vips_error_buffer_p());
        vips_error_clear_p();
        return -1;
    }
    return 0;
}
