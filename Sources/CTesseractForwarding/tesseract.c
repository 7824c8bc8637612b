/* Tesseract's C API, forwarded to libtesseract.so.5 (Debian libtesseract5) opened on first use. */
#include "waymark_library_opener.h"
#include "waymark_tesseract_forwarding.h"
#include "universal_ambiguities.h"

#include <tesseract/capi.h>

#define FUNCTIONS(F) \
    F(TessBaseAPICreate) F(TessBaseAPIDelete) F(TessBaseAPIEnd) F(TessBaseAPIInit4) F(TessBaseAPIClear) \
    F(TessBaseAPISetVariable) F(TessBaseAPIGetBoolVariable) F(TessBaseAPIGetStringVariable) \
    F(TessBaseAPISetPageSegMode) F(TessBaseAPISetImage) F(TessBaseAPISetSourceResolution) \
    F(TessBaseAPIRecognize) F(TessBaseAPIGetUTF8Text) F(TessBaseAPIMeanTextConf) F(TessBaseAPIGetIterator) \
    F(TessDeleteText) \
    F(TessPageIteratorBoundingBox) F(TessPageIteratorNext) F(TessResultIteratorConfidence) \
    F(TessResultIteratorDelete) F(TessResultIteratorGetPageIterator) F(TessResultIteratorGetUTF8Text) \
    F(TessBaseAPIDetectOrientationScript)

static struct { FUNCTIONS(WAYMARK_POINTER) } functions;
static void bind_functions(waymark_library *library, void *handle) {
    FUNCTIONS(WAYMARK_BIND)
    waymark_tesseract_find_universal_ambiguities(handle);
}
static waymark_library library = WAYMARK_LIBRARY("libtesseract.so.5", "libtesseract.5.dylib", "libtesseract5", bind_functions);

int waymark_tesseract_open(char *message, size_t message_size) { return waymark_library_open(&library, message, message_size); }

static inline __typeof__(functions) *tess(void) {
    waymark_library_require(&library);
    return &functions;
}

WAYMARK_FORWARD TessBaseAPI *TessBaseAPICreate(void) { return tess()->TessBaseAPICreate(); }
WAYMARK_FORWARD void TessBaseAPIDelete(TessBaseAPI *handle) { tess()->TessBaseAPIDelete(handle); }
WAYMARK_FORWARD void TessBaseAPIEnd(TessBaseAPI *handle) { tess()->TessBaseAPIEnd(handle); }
WAYMARK_FORWARD int TessBaseAPIInit4(TessBaseAPI *handle, const char *datapath, const char *language, TessOcrEngineMode mode,
                                     char **configs, int configs_size, char **vars_vec, char **vars_values,
                                     size_t vars_vec_size, BOOL set_only_non_debug_params) {
    return tess()->TessBaseAPIInit4(handle, datapath, language, mode, configs, configs_size, vars_vec, vars_values,
                                    vars_vec_size, set_only_non_debug_params);
}
WAYMARK_FORWARD void TessBaseAPIClear(TessBaseAPI *handle) { tess()->TessBaseAPIClear(handle); }
WAYMARK_FORWARD BOOL TessBaseAPISetVariable(TessBaseAPI *handle, const char *name, const char *value) {
    return tess()->TessBaseAPISetVariable(handle, name, value);
}
WAYMARK_FORWARD BOOL TessBaseAPIGetBoolVariable(const TessBaseAPI *handle, const char *name, BOOL *value) {
    return tess()->TessBaseAPIGetBoolVariable(handle, name, value);
}
WAYMARK_FORWARD const char *TessBaseAPIGetStringVariable(const TessBaseAPI *handle, const char *name) {
    return tess()->TessBaseAPIGetStringVariable(handle, name);
}
WAYMARK_FORWARD void TessBaseAPISetPageSegMode(TessBaseAPI *handle, TessPageSegMode mode) {
    tess()->TessBaseAPISetPageSegMode(handle, mode);
}
WAYMARK_FORWARD void TessBaseAPISetImage(TessBaseAPI *handle, const unsigned char *imagedata, int width, int height,
                                         int bytes_per_pixel, int bytes_per_line) {
    tess()->TessBaseAPISetImage(handle, imagedata, width, height, bytes_per_pixel, bytes_per_line);
}
WAYMARK_FORWARD void TessBaseAPISetSourceResolution(TessBaseAPI *handle, int ppi) { tess()->TessBaseAPISetSourceResolution(handle, ppi); }
WAYMARK_FORWARD int TessBaseAPIRecognize(TessBaseAPI *handle, ETEXT_DESC *monitor) { return tess()->TessBaseAPIRecognize(handle, monitor); }
WAYMARK_FORWARD char *TessBaseAPIGetUTF8Text(TessBaseAPI *handle) { return tess()->TessBaseAPIGetUTF8Text(handle); }
WAYMARK_FORWARD int TessBaseAPIMeanTextConf(TessBaseAPI *handle) { return tess()->TessBaseAPIMeanTextConf(handle); }
WAYMARK_FORWARD TessResultIterator *TessBaseAPIGetIterator(TessBaseAPI *handle) { return tess()->TessBaseAPIGetIterator(handle); }
WAYMARK_FORWARD void TessDeleteText(const char *text) { tess()->TessDeleteText(text); }
WAYMARK_FORWARD BOOL TessPageIteratorBoundingBox(const TessPageIterator *handle, TessPageIteratorLevel level,
                                                 int *left, int *top, int *right, int *bottom) {
    return tess()->TessPageIteratorBoundingBox(handle, level, left, top, right, bottom);
}
WAYMARK_FORWARD BOOL TessPageIteratorNext(TessPageIterator *handle, TessPageIteratorLevel level) {
    return tess()->TessPageIteratorNext(handle, level);
}
WAYMARK_FORWARD float TessResultIteratorConfidence(const TessResultIterator *handle, TessPageIteratorLevel level) {
    return tess()->TessResultIteratorConfidence(handle, level);
}
WAYMARK_FORWARD void TessResultIteratorDelete(TessResultIterator *handle) { tess()->TessResultIteratorDelete(handle); }
WAYMARK_FORWARD TessPageIterator *TessResultIteratorGetPageIterator(TessResultIterator *handle) {
    return tess()->TessResultIteratorGetPageIterator(handle);
}
WAYMARK_FORWARD char *TessResultIteratorGetUTF8Text(const TessResultIterator *handle, TessPageIteratorLevel level) {
    return tess()->TessResultIteratorGetUTF8Text(handle, level);
}
WAYMARK_FORWARD BOOL TessBaseAPIDetectOrientationScript(TessBaseAPI *handle, int *orient_deg, float *orient_conf,
                                                        const char **script_name, float *script_conf) {
    return tess()->TessBaseAPIDetectOrientationScript(handle, orient_deg, orient_conf, script_name, script_conf);
}
