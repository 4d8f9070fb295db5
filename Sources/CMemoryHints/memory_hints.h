// Cache and allocator hints Swift has no spelling for. Header only: each function is inlined where it is called.
#ifndef WAYMARK_MEMORY_HINTS_H
#define WAYMARK_MEMORY_HINTS_H

#if defined(__linux__)
#include <features.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#endif

/// Asks the processor to start loading the cache line that holds `address` for reading, without
/// waiting for it. Only a hint: it never faults and changes no result.
static inline void waymark_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

/// Limits how many malloc arenas glibc makes to `count`; returns 1 when it did, 0 where there is no
/// such setting (not glibc). glibc gives each thread that allocates an arena of its own, up to eight
/// per core, and memory freed in one arena serves only that arena, so a build whose threads allocate
/// in turns holds more memory than it uses (docs/scale.md, "Memory").
static inline int waymark_limit_malloc_arenas(int count) {
#if defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, count);
#else
    (void)count;
    return 0;
#endif
}

#endif
