// Tesseract 5's C API and Leptonica, from Debian's libtesseract-dev and libleptonica-dev: the
// types and prototypes only (the module map links nothing). CTesseractForwarding defines the
// functions WaymarkOCR calls and opens the libraries on the first call (docs/stamps.md).
#include <tesseract/capi.h>
#include <leptonica/allheaders.h>
