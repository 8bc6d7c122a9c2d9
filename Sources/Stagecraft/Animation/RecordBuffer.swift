/// The growth of a packed record buffer (`HotStacks`, `HotGroups`): `size` more bytes after the
/// `used` ones, the buffer doubled (at least 4 KiB, Double-aligned, the bytes in use copied) when
/// they do not fit. Records are addressed by their offset, which growing keeps valid.
func reserveRecord(_ size: Int, in records: inout UnsafeMutableRawBufferPointer, used: inout Int) -> UnsafeMutableRawPointer {
    if used + size > records.count {
        let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: max(2 * records.count, used + size, 4096),
                                                           alignment: MemoryLayout<Double>.alignment)
        if let old = records.baseAddress, let new = grown.baseAddress { new.copyMemory(from: old, byteCount: used) }
        records.deallocate()
        records = grown
    }
    used += size
    // Never nil: the buffer holds at least `size` bytes.
    return records.baseAddress.unsafelyUnwrapped + (used - size)
}
