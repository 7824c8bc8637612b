#ifndef WAYMARK_LIBRARY_OPENER_H
#define WAYMARK_LIBRARY_OPENER_H

#include <pthread.h>
#include <stddef.h>

/* A shared library opened with dlopen on the first call that needs it, instead of being linked:
   the dynamic loader then maps and relocates it (and everything it pulls in) only in the
   processes that use it (docs/resolver.md, "Start-up and memory"; figures in docs/performance.md). */
typedef struct waymark_library waymark_library;
struct waymark_library {
    const char *name;        /* the Linux soname, e.g. "libcairo.so.2": tried first, named in every message */
    const char *other_name;  /* macOS's file name, tried second; NULL for none */
    const char *package;     /* the Debian package that installs it, for the message */
    /* Finds every function the forwarding file calls in the opened `handle`, each through
       waymark_library_symbol (WAYMARK_BIND). */
    void (*bind)(waymark_library *library, void *handle);
    pthread_mutex_t lock;
    int state;               /* 0 not tried yet, 1 open and bound, -1 failed (read atomically) */
    char error[512];
};

#define WAYMARK_LIBRARY(name, other_name, package, bind) \
    { name, other_name, package, bind, PTHREAD_MUTEX_INITIALIZER, 0, {0} }

/* Opens the library and binds its functions once per process; later calls only read the
   outcome. 0 when ready; otherwise -1 and, in `message`, which library or function is missing
   and the package to install. */
int waymark_library_open(waymark_library *library, char *message, size_t message_size);

/* For `bind`: the address of `symbol` in the opened library, or NULL after recording that it is
   missing (the first missing function is the one named). */
void *waymark_library_symbol(waymark_library *library, void *handle, const char *symbol);

/* For the forwarding functions, which have no error result of their own: opens the library,
   or writes the reason to standard error and exits with status 1 (an abort would add a crash
   report that hides the reason). The Swift entry points that can throw call
   waymark_library_open first, so this is only reached by calls that cannot (TextMeasure). */
void waymark_library_require(waymark_library *library);

/* The forwarding functions keep the real names (the Swift code calls the real API) but stay
   inside the program: exported, they would stand in for the real ones in the opened libraries. */
#define WAYMARK_FORWARD __attribute__((visibility("hidden")))

/* The table of pointers a forwarding file fills: one field per forwarded function, typed from
   its declaration, so a call through it is checked against that prototype. WAYMARK_BIND is used
   inside `bind`, where `library` and `handle` are its parameters and `functions` the table. */
#define WAYMARK_POINTER(function) __typeof__(function) *function;
#define WAYMARK_BIND(function) \
    functions.function = (__typeof__(functions.function))waymark_library_symbol(library, handle, #function);

#endif
