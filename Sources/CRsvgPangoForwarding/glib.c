/* The two GLib functions WaymarkRendering calls: g_object_unref from libgobject-2.0.so.0 and
   g_error_free from libglib-2.0.so.0 (both Debian libglib2.0-0), opened on first use. */
#include "libraries.h"

#include "waymark_rsvg_pango_forwarding.h"

#define GOBJECT_FUNCTIONS(F) F(g_object_unref)
#define GLIB_FUNCTIONS(F) F(g_error_free)

static struct { GOBJECT_FUNCTIONS(WAYMARK_POINTER) } gobject_functions;
static struct { GLIB_FUNCTIONS(WAYMARK_POINTER) } glib_functions;

static void bind_gobject(waymark_library *library, void *handle) {
#define functions gobject_functions
    GOBJECT_FUNCTIONS(WAYMARK_BIND)
#undef functions
}
static void bind_glib(waymark_library *library, void *handle) {
#define functions glib_functions
    GLIB_FUNCTIONS(WAYMARK_BIND)
#undef functions
}
waymark_library waymark_gobject_library = WAYMARK_LIBRARY("libgobject-2.0.so.0", "libgobject-2.0.0.dylib", "libglib2.0-0", bind_gobject);
waymark_library waymark_glib_library = WAYMARK_LIBRARY("libglib-2.0.so.0", "libglib-2.0.0.dylib", "libglib2.0-0", bind_glib);

WAYMARK_FORWARD void g_object_unref(gpointer object) {
    waymark_library_require(&waymark_gobject_library);
    gobject_functions.g_object_unref(object);
}
WAYMARK_FORWARD void g_error_free(GError *error) {
    waymark_library_require(&waymark_glib_library);
    glib_functions.g_error_free(error);
}
