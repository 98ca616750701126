#include "CBenchSupport.h"

#include <sys/resource.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

size_t bench_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}

long bench_minor_page_faults(void) {
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0) return 0;
    return usage.ru_minflt;
}

int keep_freed_heap(int large_blocks_too) {
#if defined(__GLIBC__)
    if (!mallopt(M_TRIM_THRESHOLD, 1 << 30)) return 0;
    return large_blocks_too ? mallopt(M_MMAP_THRESHOLD, 32 << 20) : 1;
#else
    (void)large_blocks_too;
    return 0;
#endif
}
