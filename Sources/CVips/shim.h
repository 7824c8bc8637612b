#include <vips/vips.h>

/* vips_thumbnail and vips_image_write_to_file take variadic option lists, which Swift cannot
   call; these fixed-argument wrappers are all Waymark needs. */

static inline int waymark_vips_start(void) {
    return VIPS_INIT("waymark");
}

/* Shrinks the image at `input` so that its longer side is `size` pixels (never enlarging),
   honouring its orientation tag, and writes it to `output` (format from the extension),
   without metadata so the same input gives the same bytes. 0 on success. */
static inline int waymark_vips_thumbnail(const char *input, const char *output, int size) {
    VipsImage *image = NULL;
    if (vips_thumbnail(input, &image, size, "height", size, "size", VIPS_SIZE_DOWN, NULL)) return -1;
    int status = vips_image_write_to_file(image, output, "strip", TRUE, "Q", 80, NULL);
    g_object_unref(image);
    return status;
}

static inline const char *waymark_vips_error(void) {
    return vips_error_buffer();
}

static inline void waymark_vips_clear_error(void) {
    vips_error_clear();
}
