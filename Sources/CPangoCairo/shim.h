// Pango's real headers, for RsvgPangoHeaderCheck only: the tool declares what it calls in
// CRsvgPangoForwarding and opens the libraries at run time (docs/pictures.md).
#include <pango/pangocairo.h>
