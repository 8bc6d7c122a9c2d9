import CLuaShim
import Foundation

/// Compiled chunks shared by every state in the process, keyed by chunk name and source text.
///
/// Scenarios run each in a fresh state and load the same text again and again (the scenario
/// DSL's prelude, the scenario file once per scenario, the same role scripts and modules): parsing
/// was a sixth of a scenario's time (perf). The bytecode cached here is what Lua's own compiler
/// made from that exact text, dumped with its debug information, so tracebacks and `file:line`
/// are unchanged; scripts still cannot load binary chunks themselves (the sandbox's `load` is
/// text only). Bounded, so a long hot-reload session cannot grow it without limit.
final class ChunkCache: @unchecked Sendable {
    static let shared = ChunkCache()
    /// Bytes of bytecode kept before the cache starts over.
    static let capacity = 16 << 20

    /// Hashed and compared as UTF-8 bytes: String's own hashing normalizes (NFC) any non-ASCII
    /// text first, which scripts with a "—" or "×" in a comment made a visible cost (perf).
    private struct Key: Hashable {
        let chunkName: String
        let source: String

        func hash(into hasher: inout Hasher) {
            hasher.combine(chunkName.utf8.count)
            var text = source
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            var name = chunkName
            name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (a: Key, b: Key) -> Bool {
            a.source.utf8.count == b.source.utf8.count && a.source.utf8.elementsEqual(b.source.utf8)
                && a.chunkName.utf8.elementsEqual(b.chunkName.utf8)
        }
    }

    private let lock = NSLock()
    private var chunks: [Key: [UInt8]] = [:]
    private var size = 0

    func bytecode(_ source: String, chunkName: String) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return chunks[Key(chunkName: chunkName, source: source)]
    }

    func store(_ bytecode: [UInt8], _ source: String, chunkName: String) {
        lock.lock()
        defer { lock.unlock() }
        if size + bytecode.count > Self.capacity {
            chunks.removeAll()
            size = 0
        }
        chunks[Key(chunkName: chunkName, source: source)] = bytecode
        size += bytecode.count
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
        let status = source.withCString { sc_loadtext(L, $0, source.utf8.count, chunkName) }
        guard status == LUA_OK else {
            let text = LuaStack.string(L, -1)
            sc_pop(L, 1)
            return (status, text)
        }
        if let bytecode = ChunkCache.dump(L) { ChunkCache.shared.store(bytecode, source, chunkName: chunkName) }
        return (status, nil)
    }
}
