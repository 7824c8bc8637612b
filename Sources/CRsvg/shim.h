// librsvg renders the SVG that WaymarkPictures writes, onto a cairo image surface.
#include <librsvg/rsvg.h>
#include <cairo.h>
