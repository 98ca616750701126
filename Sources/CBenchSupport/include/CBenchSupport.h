#ifndef CBENCHSUPPORT_H
#define CBENCHSUPPORT_H

#include <stddef.h>

/// Bytes of heap memory in use (allocated and not yet freed), from glibc's mallinfo2: small
/// blocks in the arenas plus blocks of their own (mmap). 0 where the C library has no mallinfo2.
size_t bench_heap_bytes_in_use(void);

/// Minor page faults of this process so far (first touches of fresh memory).
long bench_minor_page_faults(void);

/// Keeps freed heap memory in the process instead of returning the top of the heap to the system
/// as soon as it is free (glibc's trim threshold, set to 1 GiB), so that a pass after a first one
/// of the same size reuses pages instead of faulting in fresh ones. With `large_blocks_too`, blocks
/// up to 32 MiB are also kept in the heap rather than given mappings of their own (`bench`, so that
/// no timed layout pays for fresh pages); without it, setting the trim threshold fixes glibc's
/// threshold for such mappings at its default, 128 KiB, so large blocks still go back to the system
/// when freed (every other command). The one `mallopt` call of the package. Returns 0 where the C
/// library cannot do this.
int keep_freed_heap(int large_blocks_too);

#endif
