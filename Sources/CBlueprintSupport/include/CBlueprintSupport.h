#ifndef C_BLUEPRINT_SUPPORT_H
#define C_BLUEPRINT_SUPPORT_H

#include <stdint.h>

/// The lowest usable address of the calling thread's stack, or 0 when it cannot be determined.
uintptr_t blueprint_current_thread_stack_low(void);

#endif
