// Cache hints Swift has no spelling for. Header only: each function is inlined where it is called.
#ifndef WAYMARK_MEMORY_HINTS_H
#define WAYMARK_MEMORY_HINTS_H

/// Asks the processor to start loading the cache line that holds `address` for reading, without
/// waiting for it. Only a hint: it never faults and changes no result.
static inline void waymark_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
