#include "waymark_library_opener.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

/* Tesseract spreads its work over OpenMP threads, and libgomp (which libtesseract and libvips
   both pull in) reads its thread limit from the environment once, when it is loaded. With no
   limit, tesseract's threads mostly wait spinning on one another: a whole `stamp scan` took
   several times the CPU and wall time of the same scan on one thread, even on an idle machine
   (docs/performance.md, "One OpenMP thread"). So unless the user chose a limit (OMP_THREAD_LIMIT, or a thread count
   in OMP_NUM_THREADS), the process sets one thread before `main`: before libgomp can be loaded,
   and while the process has no other thread to read the environment as it changes (setenv is
   not safe beside another thread's getenv). */
__attribute__((constructor)) static void one_openmp_thread_unless_chosen(void) {
    if (!getenv("OMP_NUM_THREADS")) setenv("OMP_THREAD_LIMIT", "1", 0);  /* 0: a limit already set is kept */
}

/* Called with the lock held, once. A library opened here stays open for the life of the process. */
static void open_locked(waymark_library *library) {
    void *handle = dlopen(library->name, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        /* The reason given is the soname's, not the macOS name's tried after it. */
        const char *reason = dlerror();
        snprintf(library->error, sizeof library->error, "%s could not be opened (%s); install the Debian package %s",
                 library->name, reason ? reason : "not found", library->package);
        if (library->other_name) handle = dlopen(library->other_name, RTLD_NOW | RTLD_LOCAL);
    }
    if (!handle) {
        __atomic_store_n(&library->state, -1, __ATOMIC_RELEASE);
        return;
    }
    library->error[0] = 0;
    library->bind(library, handle);
    __atomic_store_n(&library->state, library->error[0] ? -1 : 1, __ATOMIC_RELEASE);
}

int waymark_library_open(waymark_library *library, char *message, size_t message_size) {
    int state = __atomic_load_n(&library->state, __ATOMIC_ACQUIRE);
    if (state == 0) {
        pthread_mutex_lock(&library->lock);
        if (__atomic_load_n(&library->state, __ATOMIC_ACQUIRE) == 0) open_locked(library);
        pthread_mutex_unlock(&library->lock);
        state = __atomic_load_n(&library->state, __ATOMIC_ACQUIRE);
    }
    if (state == 1) return 0;
    if (message && message_size) snprintf(message, message_size, "%s", library->error);
    return -1;
}

void *waymark_library_symbol(waymark_library *library, void *handle, const char *symbol) {
    void *address = dlsym(handle, symbol);
    if (!address && !library->error[0])
        snprintf(library->error, sizeof library->error, "%s has no function %s; install a newer %s",
                 library->name, symbol, library->package);
    return address;
}

void waymark_library_require(waymark_library *library) {
    if (__atomic_load_n(&library->state, __ATOMIC_ACQUIRE) == 1) return;
    char message[sizeof library->error];
    if (waymark_library_open(library, message, sizeof message) == 0) return;
    fprintf(stderr, "waymark: %s\n", message);
    exit(EXIT_FAILURE);
}
