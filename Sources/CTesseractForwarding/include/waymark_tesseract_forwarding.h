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

/* Whether models initialised from now on load tesseract's table of universal ambiguities (1) or
   skip it (0, the default; universal_ambiguities.c says why). */
void waymark_tesseract_load_universal_ambiguities(int load);
int waymark_tesseract_loads_universal_ambiguities(void);
/* How many times, in this process, tesseract asked for the table: one a model initialised when
   the program's stand-in is the one called. */
long waymark_tesseract_universal_ambiguity_requests(void);

#endif
