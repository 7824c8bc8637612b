/* Tesseract's table of universal ambiguities, not loaded.

   Every model's initialisation (Tesseract::init_tesseract_lang_data, in the builds that keep the
   legacy engine, as Debian's does) parses a table built into the library: some thousands of
   character confusions ("rn" read for "m"), each inserted into a sorted list, so the parse grows
   with the square of a list's length. The table serves the legacy engine's word search (its
   dangerous-ambiguity checks and adaption). Waymark reads every stamp and MRZ with the LSTM models
   and uses the legacy classifier only to detect the script, yet the parse was a large share of the
   time a stamp's reading takes. What skipping it changes in the readings, and gains, is measured
   in docs/performance.md; docs/stamps.md, "Libraries", sums it up.

   The function below has the mangled name of tesseract's own `UnicharAmbigs::LoadUniversal`,
   and the program exports it (Package.swift). libtesseract calls LoadUniversal through its
   procedure linkage table, and the dynamic loader binds such a call to the program's definition
   before the library's own: it runs instead. Where a tesseract build calls it otherwise, or
   renames it, the library's own runs and loads the table as before, only slower. */
#include "universal_ambiguities.h"

#include <dlfcn.h>

#define LOAD_UNIVERSAL "_ZN9tesseract13UnicharAmbigs13LoadUniversalERKNS_10UNICHARSETEPS1_"

typedef void load_universal_function(void *ambiguities, const void *encoder_set, void *unicharset);

static load_universal_function *library_load_universal;
static int loads_table;
static long requests;

void waymark_tesseract_find_universal_ambiguities(void *handle) {
    library_load_universal = (load_universal_function *)dlsym(handle, LOAD_UNIVERSAL);
}

/* Called by tesseract, with the UnicharAmbigs object being filled (`this`) first. */
__attribute__((visibility("default"), used))
void waymark_load_universal_ambiguities(void *ambiguities, const void *encoder_set, void *unicharset) __asm__(LOAD_UNIVERSAL);
void waymark_load_universal_ambiguities(void *ambiguities, const void *encoder_set, void *unicharset) {
    __atomic_add_fetch(&requests, 1, __ATOMIC_RELAXED);
    if (__atomic_load_n(&loads_table, __ATOMIC_RELAXED) && library_load_universal)
        library_load_universal(ambiguities, encoder_set, unicharset);
}

void waymark_tesseract_load_universal_ambiguities(int load) { __atomic_store_n(&loads_table, load != 0, __ATOMIC_RELAXED); }

int waymark_tesseract_loads_universal_ambiguities(void) { return __atomic_load_n(&loads_table, __ATOMIC_RELAXED); }

long waymark_tesseract_universal_ambiguity_requests(void) { return __atomic_load_n(&requests, __ATOMIC_RELAXED); }
