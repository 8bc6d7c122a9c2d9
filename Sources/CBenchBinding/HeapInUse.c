#include "HeapInUse.h"
#include <malloc.h>

size_t cbench_heap_bytes_in_use(void) {
    return mallinfo2().uordblks;
}
