#ifndef C_COMMAND_SUPPORT_H
#define C_COMMAND_SUPPORT_H

/// Keeps freed heap memory in the process instead of returning the top of the heap to the system
/// as soon as it is free (glibc's trim threshold, set to 1 GiB): the layout pass of a fixture then
/// reuses the pages its measurement pass freed instead of faulting fresh ones in. Setting it also
/// fixes glibc's threshold for blocks of their own (mmap) at its default, 128 KiB, so that large
/// blocks keep going back to the system when freed. Returns 0 where the C library cannot do this.
int command_keep_freed_heap(void);

#endif
