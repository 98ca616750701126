#ifndef C_BLUEPRINT_SUPPORT_H
#define C_BLUEPRINT_SUPPORT_H

#include <stdint.h>

/// The lowest usable address of the calling thread's stack, or 0 when it cannot be determined.
uintptr_t blueprint_current_thread_stack_low(void);

/// The current frame's address on the thread's real stack (approximately the stack pointer). Unlike
/// the address of a local variable, it is never an address the address sanitizer moved to a fake
/// stack on the heap.
static inline uintptr_t blueprint_stack_position(void) {
    return (uintptr_t)__builtin_frame_address(0);
}

#endif
