#include "libraries.h"
#include "waymark_rsvg_pango_forwarding.h"

/* Opens each in turn and stops at the first that fails, whose reason is then the message. */
static int open_all(waymark_library *const *libraries, size_t count, char *message, size_t message_size) {
    for (size_t i = 0; i < count; i++)
        if (waymark_library_open(libraries[i], message, message_size) != 0) return -1;
    return 0;
}

int waymark_rasteriser_open(char *message, size_t message_size) {
    waymark_library *const libraries[] = {&waymark_glib_library, &waymark_gobject_library, &waymark_cairo_library, &waymark_rsvg_library};
    return open_all(libraries, sizeof libraries / sizeof libraries[0], message, message_size);
}

