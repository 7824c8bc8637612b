#ifndef WAYMARK_TESSERACT_FORWARDING_H
#define WAYMARK_TESSERACT_FORWARDING_H

#include <stddef.h>

/* Tesseract and Leptonica are opened on first use, not linked (docs/stamps.md, "Libraries").
   This target defines, under their own names, the functions of theirs that WaymarkOCR calls
   (declared by CTesseract's headers), each forwarding to the library opened at its first call.
   These open one library ahead of use so that a missing one becomes an error the caller throws:
   0 when ready; otherwise -1 and, in `message`, the library or function missing and the Debian
   package to install. */
int waymark_tesseract_open(char *message, size_t message_size);
int waymark_leptonica_open(char *message, size_t message_size);

#endif
