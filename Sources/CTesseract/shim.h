// Tesseract 5's C API and Leptonica, from Debian's libtesseract-dev and libleptonica-dev.
// General purpose: any module that reads text from images (stamps, MRZ) imports this.
#include <tesseract/capi.h>
#include <leptonica/allheaders.h>
