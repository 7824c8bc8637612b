#ifndef WAYMARK_UNIVERSAL_AMBIGUITIES_H
#define WAYMARK_UNIVERSAL_AMBIGUITIES_H

/* For tesseract.c's binding: finds the library's own LoadUniversal in the opened `handle`, the
   one called when the table is to be loaded after all. */
void waymark_tesseract_find_universal_ambiguities(void *handle);

#endif
