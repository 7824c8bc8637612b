/* The Leptonica functions WaymarkOCR calls, forwarded to liblept.so.5 (Debian liblept5) opened on first use. */
#include "waymark_library_opener.h"
#include "waymark_tesseract_forwarding.h"

#include <leptonica/allheaders.h>

#define FUNCTIONS(F) \
    F(setMsgSeverity) F(findFileFormat) F(pixReadHeader) F(pixReadJpeg) F(pixRead) F(pixCreate) F(pixDestroy) \
    F(pixGetWidth) F(pixGetHeight) F(pixGetWpl) F(pixGetData) F(pixConvertTo32) F(pixScaleAreaMap) \
    F(pixRotate) F(pixOpenGray) F(pixThresholdToBinary) F(pixSelectBySize) F(pixConvert1To8) \
    F(pixSeedfillBinary) F(pixDilateBrick)

static struct { FUNCTIONS(WAYMARK_POINTER) } functions;
static void bind_functions(waymark_library *library, void *handle) { FUNCTIONS(WAYMARK_BIND) }
static waymark_library library = WAYMARK_LIBRARY("liblept.so.5", "liblept.5.dylib", "liblept5", bind_functions);

int waymark_leptonica_open(char *message, size_t message_size) { return waymark_library_open(&library, message, message_size); }

static inline __typeof__(functions) *lept(void) {
    waymark_library_require(&library);
    return &functions;
}

WAYMARK_FORWARD l_int32 setMsgSeverity(l_int32 newsev) { return lept()->setMsgSeverity(newsev); }
WAYMARK_FORWARD l_ok findFileFormat(const char *filename, l_int32 *pformat) { return lept()->findFileFormat(filename, pformat); }
WAYMARK_FORWARD l_ok pixReadHeader(const char *filename, l_int32 *pformat, l_int32 *pw, l_int32 *ph, l_int32 *pbps,
                                   l_int32 *pspp, l_int32 *piscmap) {
    return lept()->pixReadHeader(filename, pformat, pw, ph, pbps, pspp, piscmap);
}
WAYMARK_FORWARD PIX *pixReadJpeg(const char *filename, l_int32 cmapflag, l_int32 reduction, l_int32 *pnwarn, l_int32 hint) {
    return lept()->pixReadJpeg(filename, cmapflag, reduction, pnwarn, hint);
}
WAYMARK_FORWARD PIX *pixRead(const char *filename) { return lept()->pixRead(filename); }
WAYMARK_FORWARD PIX *pixCreate(l_int32 width, l_int32 height, l_int32 depth) { return lept()->pixCreate(width, height, depth); }
WAYMARK_FORWARD void pixDestroy(PIX **ppix) { lept()->pixDestroy(ppix); }
WAYMARK_FORWARD l_int32 pixGetWidth(const PIX *pix) { return lept()->pixGetWidth(pix); }
WAYMARK_FORWARD l_int32 pixGetHeight(const PIX *pix) { return lept()->pixGetHeight(pix); }
WAYMARK_FORWARD l_int32 pixGetWpl(const PIX *pix) { return lept()->pixGetWpl(pix); }
WAYMARK_FORWARD l_uint32 *pixGetData(PIX *pix) { return lept()->pixGetData(pix); }
WAYMARK_FORWARD PIX *pixConvertTo32(PIX *pixs) { return lept()->pixConvertTo32(pixs); }
WAYMARK_FORWARD PIX *pixScaleAreaMap(PIX *pix, l_float32 scalex, l_float32 scaley) { return lept()->pixScaleAreaMap(pix, scalex, scaley); }
WAYMARK_FORWARD PIX *pixRotate(PIX *pixs, l_float32 angle, l_int32 type, l_int32 incolor, l_int32 width, l_int32 height) {
    return lept()->pixRotate(pixs, angle, type, incolor, width, height);
}
WAYMARK_FORWARD PIX *pixOpenGray(PIX *pixs, l_int32 hsize, l_int32 vsize) { return lept()->pixOpenGray(pixs, hsize, vsize); }
WAYMARK_FORWARD PIX *pixThresholdToBinary(PIX *pixs, l_int32 thresh) { return lept()->pixThresholdToBinary(pixs, thresh); }
WAYMARK_FORWARD PIX *pixSelectBySize(PIX *pixs, l_int32 width, l_int32 height, l_int32 connectivity, l_int32 type, l_int32 relation,
                                     l_int32 *pchanged) {
    return lept()->pixSelectBySize(pixs, width, height, connectivity, type, relation, pchanged);
}
WAYMARK_FORWARD PIX *pixConvert1To8(PIX *pixd, PIX *pixs, l_uint8 val0, l_uint8 val1) { return lept()->pixConvert1To8(pixd, pixs, val0, val1); }
WAYMARK_FORWARD PIX *pixSeedfillBinary(PIX *pixd, PIX *pixs, PIX *pixm, l_int32 connectivity) {
    return lept()->pixSeedfillBinary(pixd, pixs, pixm, connectivity);
}
WAYMARK_FORWARD PIX *pixDilateBrick(PIX *pixd, PIX *pixs, l_int32 hsize, l_int32 vsize) { return lept()->pixDilateBrick(pixd, pixs, hsize, vsize); }
