#include "CCommandSupport.h"

#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int command_keep_freed_heap(void) {
#if defined(__GLIBC__)
    return mallopt(M_TRIM_THRESHOLD, 1 << 30);
#else
    return 0;
#endif
}
