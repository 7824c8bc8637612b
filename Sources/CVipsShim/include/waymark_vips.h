#ifndef WAYMARK_VIPS_H
#define WAYMARK_VIPS_H

#include <stddef.h>

/* The libvips calls Waymark makes, with fixed signatures: vips_thumbnail and
   vips_image_write_to_file take variadic option lists, which Swift cannot call. */

/* Shrinks the image at `input` so that its longer side is `size` pixels (never enlarging),
   honouring its orientation tag, and writes it to `output` (format from the extension)
   without metadata. 0 on success; otherwise -1 and libvips's message in `message`. */
int waymark_vips_thumbnail(const char *input, const char *output, int size, char *message, size_t message_size);

#endif
