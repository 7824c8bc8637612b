#include "waymark_vips.h"

#include <pthread.h>
#include <stdio.h>
#include <vips/vips.h>

static pthread_once_t started = PTHREAD_ONCE_INIT;
static int start_status = -1;

/* libvips starts once per process, on the first thumbnail: commands that make none never start it. */
static void start(void) { start_status = vips_init("waymark"); }

int waymark_vips_thumbnail(const char *input, const char *output, int size, char *message, size_t message_size) {
    pthread_once(&started, start);
    if (start_status != 0) {
        snprintf(message, message_size, "libvips did not start: %s", vips_error_buffer());
        vips_error_clear();
        return -1;
    }
    VipsImage *image = NULL;
    int status = vips_thumbnail(input, &image, size, "height", size, "size", VIPS_SIZE_DOWN, NULL);
    if (status == 0) {
        status = vips_image_write_to_file(image, output, "strip", TRUE, "Q", 80, NULL);
        g_object_unref(image);
    }
    if (status != 0) {
        snprintf(message, message_size, "%s", vips_error_buffer());
        vips_error_clear();
        return -1;
    }
    return 0;
}
