#ifndef WAYMARK_NETTLE_FORWARDING_H
#define WAYMARK_NETTLE_FORWARDING_H

#include <stddef.h>

/* Nettle is opened on first use, not linked: most processes (every `waymark resolve`) hash
   nothing. This target defines, under their own names, the nettle functions WaymarkGazetteer's
   SHA256 calls (declared by CNettle's header), each forwarding to the library opened at its
   first call. This opens it ahead of use so that a missing library becomes an error the caller
   throws: 0 when ready; otherwise -1 and, in `message`, the library or function missing and the
   Debian package to install. */
int waymark_nettle_open(char *message, size_t message_size);

#endif
