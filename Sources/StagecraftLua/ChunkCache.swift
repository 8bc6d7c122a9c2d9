import CLuaShim
import Foundation

/// Compiled chunks shared by every state in the process: the latest version of each chunk name.
///
/// Scenarios run each in a fresh state and load the same text again and again (the scenario
/// DSL's prelude, the scenario file once per scenario, the same role scripts and modules): parsing
/// was a sixth of a scenario's time (perf). The bytecode cached here is what Lua's own compiler
/// made from that exact text, dumped with its debug information, so tracebacks and `file:line`
/// are unchanged; scripts still cannot load binary chunks themselves (the sandbox's `load` is
/// text only). One entry per chunk name, replaced when its text changes, so a hot-reload session
/// saving a file thousands of times keeps one version of it; and bounded in all.
final class ChunkCache: @unchecked Sendable {
    static let shared = ChunkCache()
    /// Bytes of source and bytecode kept before the cache starts over.
    static let capacity = 16 << 20

    private struct Entry {
        let source: String
        let bytecode: [UInt8]
        var cost: Int { source.utf8.count + bytecode.count }
    }

    private let lock = NSLock()
    private var chunks: [String: Entry] = [:]
    private var size = 0

    func bytecode(_ source: String, chunkName: String) -> [UInt8]? {
        // Only the lookup under the lock (the entry is copied out: two references): comparing
        // the texts inside it made parallel scenario runs queue on this lock.
        lock.lock()
        let found = chunks[chunkName]
        lock.unlock()
        // Compared as UTF-8 bytes: String equality normalizes (NFC) any non-ASCII text first,
        // which scripts with a "—" or "×" in a comment made a visible cost (perf).
        guard let entry = found, entry.source.utf8.count == source.utf8.count, Self.sameBytes(entry.source, source) else { return nil }
        return entry.bytecode
    }

    /// Byte equality with memcmp when both strings are contiguous UTF-8 (native strings are).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } }
    }

    func store(_ bytecode: [UInt8], _ source: String, chunkName: String) {
        lock.lock()
        defer { lock.unlock() }
        let entry = Entry(source: source, bytecode: bytecode)
        if let old = chunks.removeValue(forKey: chunkName) { size -= old.cost }
        if size + entry.cost > Self.capacity {
            chunks.removeAll()
            size = 0
        }
        chunks[chunkName] = entry
        size += entry.cost
    }

    /// The function on top as bytecode with its debug information. stack: unchanged.
    static func dump(_ L: OpaquePointer) -> [UInt8]? {
        var bytes: [UInt8] = []
        let status = withUnsafeMutablePointer(to: &bytes) { pointer in
            lua_dump(L, { _, data, count, buffer in
                guard let data, let buffer else { return 1 }
                buffer.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeRawBufferPointer(start: data, count: count))
                return 0
            }, pointer, 0)
        }
        return status == 0 ? bytes : nil
    }
}

extension LuaState {
    /// Compiles `source` as text, or loads the bytecode an earlier compile of the same text made.
    /// stack: pushes 1 (the function) on success, nothing on failure (the error text is returned).
    func compile(_ source: String, chunkName: String) -> (status: Int32, error: String?) {
        let L = state
        if let bytecode = ChunkCache.shared.bytecode(source, chunkName: chunkName) {
            let status = bytecode.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { luaL_loadbufferx(L, $0, buffer.count, chunkName, "b") }
                } ?? LUA_ERRSYNTAX
            }
            if status == LUA_OK { return (status, nil) }
            sc_pop(L, 1)  // not expected (it is our own dump); compile the text instead
        }
        let status = source.withCString { sc_loadtext(L, $0, source.utf8.count, chunkName, 1) }
        guard status == LUA_OK else {
            let text = LuaStack.string(L, -1)
            sc_pop(L, 1)
            return (status, text)
        }
        if let bytecode = ChunkCache.dump(L) { ChunkCache.shared.store(bytecode, source, chunkName: chunkName) }
        return (status, nil)
    }
}
