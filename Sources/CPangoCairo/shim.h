// Pango is what librsvg lays text out with: measuring with it gives the widths the PNG will have.
#include <pango/pangocairo.h>
