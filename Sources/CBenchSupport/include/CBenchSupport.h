#ifndef CBENCHSUPPORT_H
#define CBENCHSUPPORT_H

#include <stddef.h>

/// Bytes of heap memory in use (allocated and not yet freed), from glibc's mallinfo2: small
/// blocks in the arenas plus blocks of their own (mmap). 0 where the C library has no mallinfo2.
size_t bench_heap_bytes_in_use(void);

/// Minor page faults of this process so far (first touches of fresh memory).
long bench_minor_page_faults(void);

/// Keeps freed heap memory in the process (no trimming, no separate mappings for large blocks up to
/// 1 GiB), so that a layout after a first one of the same size reuses pages instead of faulting in
/// fresh ones. Returns 0 where the C library cannot do this.
int bench_keep_heap_warm(void);

#endif
