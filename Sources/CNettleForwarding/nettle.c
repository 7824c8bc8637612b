/* The nettle functions WaymarkGazetteer's SHA256 calls, forwarded to libnettle.so.8 (Debian
   libnettle8) opened on first use. The prototypes come from nettle's own header, so a call here
   is checked against the real declaration. */
#include "waymark_library_opener.h"
#include "waymark_nettle_forwarding.h"

#include <nettle/sha2.h>

#define FUNCTIONS(F) F(nettle_sha256_init) F(nettle_sha256_update) F(nettle_sha256_digest)

static struct { FUNCTIONS(WAYMARK_POINTER) } functions;
static void bind_functions(waymark_library *library, void *handle) { FUNCTIONS(WAYMARK_BIND) }
static waymark_library library = WAYMARK_LIBRARY("libnettle.so.8", "libnettle.8.dylib", "libnettle8", bind_functions);

int waymark_nettle_open(char *message, size_t message_size) { return waymark_library_open(&library, message, message_size); }

static inline __typeof__(functions) *nettle(void) {
    waymark_library_require(&library);
    return &functions;
}

WAYMARK_FORWARD void nettle_sha256_init(struct sha256_ctx *ctx) { nettle()->nettle_sha256_init(ctx); }
WAYMARK_FORWARD void nettle_sha256_update(struct sha256_ctx *ctx, size_t length, const uint8_t *data) {
    nettle()->nettle_sha256_update(ctx, length, data);
}
WAYMARK_FORWARD void nettle_sha256_digest(struct sha256_ctx *ctx, size_t length, uint8_t *digest) {
    nettle()->nettle_sha256_digest(ctx, length, digest);
}
