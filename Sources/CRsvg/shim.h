// librsvg's and cairo's real headers, for RsvgPangoHeaderCheck only: the tool declares what it calls
// in CRsvgPangoForwarding and opens the libraries at run time (docs/pictures.md).
#include <librsvg/rsvg.h>
#include <cairo.h>
