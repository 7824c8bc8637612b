/* The pango functions WaymarkRendering calls, forwarded to libpango-1.0.so.0 (Debian
   libpango-1.0-0) and libpangocairo-1.0.so.0 (libpangocairo-1.0-0) opened on first use. */
#include "libraries.h"

#include "waymark_rsvg_pango_forwarding.h"

#define PANGO_FUNCTIONS(F) \
    F(pango_font_map_create_context) F(pango_layout_new) F(pango_layout_set_text) F(pango_layout_set_font_description) \
    F(pango_layout_get_extents) F(pango_layout_get_unknown_glyphs_count) F(pango_font_description_from_string) \
    F(pango_font_description_set_absolute_size) F(pango_font_description_set_weight) F(pango_font_description_free)
#define PANGOCAIRO_FUNCTIONS(F) F(pango_cairo_font_map_get_default)

static struct { PANGO_FUNCTIONS(WAYMARK_POINTER) } pango_functions;
static struct { PANGOCAIRO_FUNCTIONS(WAYMARK_POINTER) } pangocairo_functions;

static void bind_pango(waymark_library *library, void *handle) {
#define functions pango_functions
    PANGO_FUNCTIONS(WAYMARK_BIND)
#undef functions
}
static void bind_pangocairo(waymark_library *library, void *handle) {
#define functions pangocairo_functions
    PANGOCAIRO_FUNCTIONS(WAYMARK_BIND)
#undef functions
}
waymark_library waymark_pango_library = WAYMARK_LIBRARY("libpango-1.0.so.0", "libpango-1.0.0.dylib", "libpango-1.0-0", bind_pango);
waymark_library waymark_pangocairo_library =
    WAYMARK_LIBRARY("libpangocairo-1.0.so.0", "libpangocairo-1.0.0.dylib", "libpangocairo-1.0-0", bind_pangocairo);

static inline __typeof__(pango_functions) *pango(void) {
    waymark_library_require(&waymark_pango_library);
    return &pango_functions;
}

WAYMARK_FORWARD PangoFontMap *pango_cairo_font_map_get_default(void) {
    waymark_library_require(&waymark_pangocairo_library);
    return pangocairo_functions.pango_cairo_font_map_get_default();
}
WAYMARK_FORWARD PangoContext *pango_font_map_create_context(PangoFontMap *fontmap) { return pango()->pango_font_map_create_context(fontmap); }
WAYMARK_FORWARD PangoLayout *pango_layout_new(PangoContext *context) { return pango()->pango_layout_new(context); }
WAYMARK_FORWARD void pango_layout_set_text(PangoLayout *layout, const char *text, int length) { pango()->pango_layout_set_text(layout, text, length); }
WAYMARK_FORWARD void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc) {
    pango()->pango_layout_set_font_description(layout, desc);
}
WAYMARK_FORWARD void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect) {
    pango()->pango_layout_get_extents(layout, ink_rect, logical_rect);
}
WAYMARK_FORWARD int pango_layout_get_unknown_glyphs_count(PangoLayout *layout) { return pango()->pango_layout_get_unknown_glyphs_count(layout); }
WAYMARK_FORWARD PangoFontDescription *pango_font_description_from_string(const char *str) {
    return pango()->pango_font_description_from_string(str);
}
WAYMARK_FORWARD void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size) {
    pango()->pango_font_description_set_absolute_size(desc, size);
}
WAYMARK_FORWARD void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight) {
    pango()->pango_font_description_set_weight(desc, weight);
}
WAYMARK_FORWARD void pango_font_description_free(PangoFontDescription *desc) { pango()->pango_font_description_free(desc); }
