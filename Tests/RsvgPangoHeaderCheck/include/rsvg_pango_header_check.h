#ifndef RSVG_PANGO_HEADER_CHECK_H
#define RSVG_PANGO_HEADER_CHECK_H

/* The check is made by compiling header_check.c; this only gives the test something to call
   so that the target is built with the tests. Returns 1. */
int waymark_rsvg_pango_prototypes_checked(void);

#endif
