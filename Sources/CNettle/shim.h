// Nettle's SHA-256, from Debian's nettle-dev: the types and prototypes only (the module map links
// nothing). CNettleForwarding defines the functions WaymarkGazetteer calls and opens libnettle on
// the first call, so the processes that hash nothing (`waymark resolve`) do not load it.
#include <nettle/sha2.h>
