/* The librsvg functions WaymarkRendering calls, forwarded to librsvg-2.so.2 (Debian librsvg2-2) opened on first use. */
#include "libraries.h"

#include "waymark_rsvg_pango_forwarding.h"

#define FUNCTIONS(F) F(rsvg_handle_new_from_data) F(rsvg_handle_render_document)

static struct { FUNCTIONS(WAYMARK_POINTER) } functions;
static void bind_functions(waymark_library *library, void *handle) { FUNCTIONS(WAYMARK_BIND) }
waymark_library waymark_rsvg_library = WAYMARK_LIBRARY("librsvg-2.so.2", "librsvg-2.2.dylib", "librsvg2-2", bind_functions);

static inline __typeof__(functions) *rsvg(void) {
    waymark_library_require(&waymark_rsvg_library);
    return &functions;
}

WAYMARK_FORWARD RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error) {
    return rsvg()->rsvg_handle_new_from_data(data, data_len, error);
}
WAYMARK_FORWARD gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error) {
    return rsvg()->rsvg_handle_render_document(handle, cr, viewport, error);
}
