#ifndef WAYMARK_RSVG_PANGO_LIBRARIES_H
#define WAYMARK_RSVG_PANGO_LIBRARIES_H

#include "waymark_library_opener.h"

/* One per shared object, each defined in the file that forwards its functions. */
extern waymark_library waymark_rsvg_library;
extern waymark_library waymark_cairo_library;
extern waymark_library waymark_pango_library;
extern waymark_library waymark_pangocairo_library;
extern waymark_library waymark_gobject_library;
extern waymark_library waymark_glib_library;

#endif
