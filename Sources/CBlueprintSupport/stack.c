// Reports the calling thread's stack bounds, which Swift's Glibc module does not expose
// (pthread_getattr_np needs _GNU_SOURCE).
#define _GNU_SOURCE
#include <pthread.h>
#include "CBlueprintSupport.h"

uintptr_t blueprint_current_thread_stack_low(void) {
#if defined(__linux__)
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) {
        return 0;
    }
    void *base = 0;
    size_t size = 0;
    int status = pthread_attr_getstack(&attributes, &base, &size);
    pthread_attr_destroy(&attributes);
    return status == 0 ? (uintptr_t)base : 0;
#elif defined(__APPLE__)
    pthread_t self = pthread_self();
    return (uintptr_t)pthread_get_stackaddr_np(self) - pthread_get_stacksize_np(self);
#else
    return 0;
#endif
}
