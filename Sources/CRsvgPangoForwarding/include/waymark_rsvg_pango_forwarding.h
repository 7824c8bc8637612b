#ifndef WAYMARK_RSVG_PANGO_FORWARDING_H
#define WAYMARK_RSVG_PANGO_FORWARDING_H

#include <stddef.h>

/* librsvg, cairo, pango and GLib are opened on first use, not linked (docs/pictures.md, "PNG:
   why librsvg with cairo"). This header restates the part of their C APIs that WaymarkRendering
   calls (librsvg 2.54, cairo 1.16, pango 1.50, GLib 2.74 on Debian 12); the target defines each
   function under its own name, forwarding to the library opened at its first call. The headers
   are restated rather than included because the system-library targets that would give them
   bring pkg-config's link flags onto every executable that uses them, which would make the
   loader map the libraries at every start again. WaymarkRenderingTests compiles these prototypes
   against the real headers (RsvgPangoHeaderCheck), so a difference fails the test build. */

/* Opens librsvg, cairo, GObject and GLib ahead of rendering SVG or reading PNG, so that a
   missing one becomes an error the rasteriser throws: 0 when ready; otherwise -1 and, in
   `message`, the library or function missing and the Debian package to install. (TextMeasure
   cannot throw: if pango is missing, its first call ends the program with that message.) */
int waymark_rasteriser_open(char *message, size_t message_size);

/* The types and constants, with the real headers' names and values. The header check defines
   WAYMARK_RSVG_PANGO_CHECK and takes them from the real headers instead. */
#ifndef WAYMARK_RSVG_PANGO_CHECK
typedef unsigned char guint8;
typedef unsigned long gsize;
typedef int gboolean;
typedef void *gpointer;
typedef struct _GError { unsigned int domain; int code; char *message; } GError;

typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef enum _cairo_status { CAIRO_STATUS_SUCCESS = 0, CAIRO_STATUS_READ_ERROR = 10, CAIRO_STATUS_WRITE_ERROR = 11 } cairo_status_t;
typedef enum _cairo_format { CAIRO_FORMAT_ARGB32 = 0 } cairo_format_t;
typedef cairo_status_t (*cairo_write_func_t)(void *closure, const unsigned char *data, unsigned int length);
typedef cairo_status_t (*cairo_read_func_t)(void *closure, unsigned char *data, unsigned int length);

typedef struct _RsvgHandle RsvgHandle;
typedef struct { double x; double y; double width; double height; } RsvgRectangle;

#define PANGO_SCALE 1024
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoRectangle { int x; int y; int width; int height; } PangoRectangle;
typedef enum { PANGO_WEIGHT_NORMAL = 400, PANGO_WEIGHT_BOLD = 700 } PangoWeight;
#endif

/* GObject and GLib (libgobject-2.0.so.0, libglib-2.0.so.0). */
void g_object_unref(gpointer object);
void g_error_free(GError *error);

/* librsvg (librsvg-2.so.2). */
RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

/* cairo (libcairo.so.2). */
cairo_t *cairo_create(cairo_surface_t *target);
void cairo_destroy(cairo_t *cr);
cairo_surface_t *cairo_image_surface_create(cairo_format_t format, int width, int height);
cairo_surface_t *cairo_image_surface_create_from_png_stream(cairo_read_func_t read_func, void *closure);
unsigned char *cairo_image_surface_get_data(cairo_surface_t *surface);
int cairo_image_surface_get_width(cairo_surface_t *surface);
int cairo_image_surface_get_height(cairo_surface_t *surface);
int cairo_image_surface_get_stride(cairo_surface_t *surface);
const char *cairo_status_to_string(cairo_status_t status);
void cairo_surface_destroy(cairo_surface_t *surface);
void cairo_surface_flush(cairo_surface_t *surface);
cairo_status_t cairo_surface_status(cairo_surface_t *surface);
cairo_status_t cairo_surface_write_to_png_stream(cairo_surface_t *surface, cairo_write_func_t write_func, void *closure);

/* pango (libpango-1.0.so.0) and pangocairo (libpangocairo-1.0.so.0). */
PangoFontMap *pango_cairo_font_map_get_default(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);
PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_free(PangoFontDescription *desc);

#endif
