#ifndef WAYMARK_VIPS_LOADER_H
#define WAYMARK_VIPS_LOADER_H

#include <stddef.h>

/* libvips is opened with dlopen the first time a thumbnail is asked for, so the commands that
   make none do not pay for loading it and the hundred libraries it depends on. */

/* 0 when libvips is loaded and started; otherwise -1 and a message in `message`. */
int waymark_vips_load(char *message, size_t size);

/* Shrinks the image at `input` so that its longer side is `size` pixels (never enlarging),
   honouring its orientation tag, and writes it to `output` (format from the extension)
   without metadata. 0 on success; otherwise -1 and libvips's message in `message`. */
int waymark_vips_thumbnail(const char *input, const char *output, int size, char *message, size_t message_size);

#endif
