/* CRsvgPangoForwarding restates the librsvg, cairo, pango and GLib prototypes it forwards (so
   that the tool links none of them). Here the real headers come first and the restated
   prototypes are declared again with the real types: any difference in a parameter or result
   type is a "conflicting types" error, and the test build fails. The enum values and structures
   it restates are compared below. */
#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>
#include <stddef.h>

#define WAYMARK_RSVG_PANGO_CHECK
#include "waymark_rsvg_pango_forwarding.h"
#include "rsvg_pango_header_check.h"

/* The values the restated header gives (it cannot be included a second time with its own types). */
_Static_assert(CAIRO_STATUS_SUCCESS == 0 && CAIRO_STATUS_READ_ERROR == 10 && CAIRO_STATUS_WRITE_ERROR == 11, "cairo_status_t");
_Static_assert(CAIRO_FORMAT_ARGB32 == 0, "cairo_format_t");
_Static_assert(PANGO_WEIGHT_NORMAL == 400 && PANGO_WEIGHT_BOLD == 700 && PANGO_SCALE == 1024, "pango");
_Static_assert(sizeof(GError) == 16 && offsetof(GError, message) == 8, "GError: unsigned domain, int code, char *message");
_Static_assert(sizeof(RsvgRectangle) == 4 * sizeof(double), "RsvgRectangle: four doubles");
_Static_assert(sizeof(PangoRectangle) == 4 * sizeof(int), "PangoRectangle: four ints");
_Static_assert(sizeof(gsize) == sizeof(unsigned long) && sizeof(gboolean) == sizeof(int), "GLib scalars");

int waymark_rsvg_pango_prototypes_checked(void) { return 1; }
