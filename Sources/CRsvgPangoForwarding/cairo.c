/* The cairo functions WaymarkRendering calls, forwarded to libcairo.so.2 (Debian libcairo2) opened on first use. */
#include "libraries.h"

#include "waymark_rsvg_pango_forwarding.h"

#define FUNCTIONS(F) \
    F(cairo_create) F(cairo_destroy) F(cairo_image_surface_create) F(cairo_image_surface_create_from_png_stream) \
    F(cairo_image_surface_get_data) F(cairo_image_surface_get_width) F(cairo_image_surface_get_height) \
    F(cairo_image_surface_get_stride) F(cairo_status_to_string) F(cairo_surface_destroy) F(cairo_surface_flush) \
    F(cairo_surface_status) F(cairo_surface_write_to_png_stream)

static struct { FUNCTIONS(WAYMARK_POINTER) } functions;
static void bind_functions(waymark_library *library, void *handle) { FUNCTIONS(WAYMARK_BIND) }
waymark_library waymark_cairo_library = WAYMARK_LIBRARY("libcairo.so.2", "libcairo.2.dylib", "libcairo2", bind_functions);

static inline __typeof__(functions) *cairo(void) {
    waymark_library_require(&waymark_cairo_library);
    return &functions;
}

WAYMARK_FORWARD cairo_t *cairo_create(cairo_surface_t *target) { return cairo()->cairo_create(target); }
WAYMARK_FORWARD void cairo_destroy(cairo_t *cr) { cairo()->cairo_destroy(cr); }
WAYMARK_FORWARD cairo_surface_t *cairo_image_surface_create(cairo_format_t format, int width, int height) {
    return cairo()->cairo_image_surface_create(format, width, height);
}
WAYMARK_FORWARD cairo_surface_t *cairo_image_surface_create_from_png_stream(cairo_read_func_t read_func, void *closure) {
    return cairo()->cairo_image_surface_create_from_png_stream(read_func, closure);
}
WAYMARK_FORWARD unsigned char *cairo_image_surface_get_data(cairo_surface_t *surface) { return cairo()->cairo_image_surface_get_data(surface); }
WAYMARK_FORWARD int cairo_image_surface_get_width(cairo_surface_t *surface) { return cairo()->cairo_image_surface_get_width(surface); }
WAYMARK_FORWARD int cairo_image_surface_get_height(cairo_surface_t *surface) { return cairo()->cairo_image_surface_get_height(surface); }
WAYMARK_FORWARD int cairo_image_surface_get_stride(cairo_surface_t *surface) { return cairo()->cairo_image_surface_get_stride(surface); }
WAYMARK_FORWARD const char *cairo_status_to_string(cairo_status_t status) { return cairo()->cairo_status_to_string(status); }
WAYMARK_FORWARD void cairo_surface_destroy(cairo_surface_t *surface) { cairo()->cairo_surface_destroy(surface); }
WAYMARK_FORWARD void cairo_surface_flush(cairo_surface_t *surface) { cairo()->cairo_surface_flush(surface); }
WAYMARK_FORWARD cairo_status_t cairo_surface_status(cairo_surface_t *surface) { return cairo()->cairo_surface_status(surface); }
WAYMARK_FORWARD cairo_status_t cairo_surface_write_to_png_stream(cairo_surface_t *surface, cairo_write_func_t write_func, void *closure) {
    return cairo()->cairo_surface_write_to_png_stream(surface, write_func, closure);
}
