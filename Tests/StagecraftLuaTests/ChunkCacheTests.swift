import Testing
@testable import StagecraftLua

/// Loading the same text again reuses its compiled bytecode: the chunk behaves the same in every
/// state, with the same file:line in errors and its own fresh environment.
@Suite struct ChunkCacheTests {
    static let source = "count = (count or 0) + 1\nlocal t = nil\nif count > 0 and fail then return t.x end\nreturn count"

    @Test func aCachedChunkKeepsItsLinesAndGetsAFreshEnvironment() throws {
        let chunk = "@cache_\(UInt64.random(in: 0...UInt64.max)).lua"
        for _ in 0..<3 {
            let lua = try LuaState()
            // Each load has its own environment: the global count starts from nil every time.
            #expect(try lua.run(Self.source, chunkName: chunk) == ["1"])
            #expect(try lua.run(Self.source, chunkName: chunk) == ["1"])
            do { try lua.run("fail = true\n" + Self.source, chunkName: chunk); Issue.record("expected an error") } catch {
                #expect(error.message.contains(".lua:4: attempt to index a nil value"), "\(error.message)")
            }
        }
        // One version per chunk name, the latest: the edited text replaced the first one, so a
        // file saved thousands of times (hot reload) keeps a single entry.
        #expect(ChunkCache.shared.bytecode("fail = true\n" + Self.source, chunkName: chunk) != nil)
        #expect(ChunkCache.shared.bytecode(Self.source, chunkName: chunk) == nil)
    }

    @Test func syntaxErrorsAreNeverCached() throws {
        let lua = try LuaState()
        for _ in 0..<2 { #expect(throws: LuaError.self) { try lua.run("local = 1", chunkName: "@broken_cache.lua") } }
        #expect(ChunkCache.shared.bytecode("local = 1", chunkName: "@broken_cache.lua") == nil)
    }
}
