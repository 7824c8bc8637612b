#ifndef WAYMARK_VIPS_H
#define WAYMARK_VIPS_H

#include <stddef.h>

/* The libvips calls Waymark makes, with fixed signatures: vips_thumbnail, vips_jpegsave_buffer
   and vips_image_write_to_file take variadic option lists, which Swift cannot call. */

/* Shrinks the image at `input` so that its longer side is `size` pixels (never enlarging),
   honouring its orientation tag, and writes it to `output` (format from the extension)
   without metadata. 0 on success; otherwise -1 and libvips's message in `message`. */
int waymark_vips_thumbnail(const char *input, const char *output, int size, char *message, size_t message_size);

/* Decodes the image at `input` (any format the installed libvips loads), turns it upright by its
   orientation tag, and scales it for a `width` × `height` box: with `cover` non-zero it fills the
   box and the centre is cropped to exactly that size; otherwise it fits inside the box (never
   enlarged). Encodes the result as a baseline JPEG of `quality` without metadata into `*jpeg`
   (`*length` bytes; free it with waymark_vips_free) and gives its size in `*out_width`,
   `*out_height`. 0 on success; otherwise -1 and libvips's message in `message`. */
int waymark_vips_jpeg_for_box(const char *input, int width, int height, int cover, int quality,
                              void **jpeg, size_t *length, int *out_width, int *out_height,
                              char *message, size_t message_size);

/* Encodes `width` × `height` 8-bit RGB pixels (rows top first, no padding) as a JPEG of
   `quality` into `*jpeg` (free it with waymark_vips_free). For generated photos. */
int waymark_vips_encode_rgb_jpeg(const unsigned char *rgb, int width, int height, int quality,
                                 void **jpeg, size_t *length, char *message, size_t message_size);

void waymark_vips_free(void *buffer);

#endif
