// The bytes the C allocator has handed out and not had back: soak.heap_growth.kb reads it where
// soak.rss_growth.mb reads resident memory, which also counts the heap's free holes. Benchmarks only.
#ifndef STAGECRAFT_HEAPINUSE_H
#define STAGECRAFT_HEAPINUSE_H
#include <stddef.h>
/// glibc's `mallinfo2().uordblks`: bytes in use in the allocator's arenas (mmapped blocks apart).
size_t cbench_heap_bytes_in_use(void);
#endif
