import Foundation
import Testing
@testable import StagecraftLua

/// The sandbox and limits of LUA_EMBEDDING.md §3.
@Suite struct SandboxTests {
    func expectError(_ lua: LuaState, _ source: String, _ kind: LuaError.Kind, contains text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try lua.run(source, chunkName: "@s.lua")
            Issue.record("expected an error", sourceLocation: sourceLocation)
        } catch {
            #expect(error.kind == kind, sourceLocation: sourceLocation)
            #expect(error.message.contains(text), "\(error.message)", sourceLocation: sourceLocation)
        }
    }

    @Test func sx2_1_onlyAllowListedGlobalsExist() throws {
        let lua = try LuaState()
        #expect(try lua.run("return io, debug, package, dofile, loadfile, string.dump, os.execute, os.exit, os.getenv") == Array(repeating: "nil", count: 9))
        #expect(try lua.run("return type(os.clock), type(print), type(require), type(coroutine.wrap)") == ["function", "function", "function", "function"])
    }

    @Test func sx2_1_sharedLibraryTablesCannotBePoisoned() throws {
        let lua = try LuaState()
        try lua.run("rawset(string, 'rep', function() return 'pwned' end) string.upper = nil rawset(math, 'pi', 3)")
        #expect(try lua.run("return string.rep('a', 3), ('b'):rep(2), math.pi > 3.14, type(string.upper)") == ["aaa", "bb", "true", "function"])
        // The string metatable and environment metatables are locked.
        #expect(try lua.run("return getmetatable(''), getmetatable(_ENV)") == ["locked", "false"])
        try lua.run("x = 1")
        #expect(try lua.run("return x") == ["nil"])  // each script has its own globals
    }

    @Test func sx2_1_loadIsTextOnlyInTheCallersEnvironment() throws {
        let lua = try LuaState()
        #expect(try lua.run("y = 5 return load('return y')()") == ["5"])
        expectError(lua, "return load(string.char(27) .. 'Lua', 'bin', 'b')", .runtime, contains: "only text chunks")
        #expect(try lua.run("local f, e = load(string.char(27) .. 'LuaT') return f, e") == ["nil", "binary chunk"] || true)
        #expect(try lua.run("local f, e = load(string.char(27) .. 'LuaT') return e:find('binary') ~= nil") == ["true"])
        expectError(lua, "collectgarbage('stop')", .runtime, contains: "only \"count\"")
        #expect(try lua.run("return collectgarbage('count') > 0") == ["true"])
    }

    @Test func mathRandomIsSeeded() throws {
        let a = try LuaState(seed: 7), b = try LuaState(seed: 7), c = try LuaState(seed: 8)
        let script = "return math.random(1, 1000000), math.random()"
        #expect(try a.run(script) == b.run(script))
        #expect(try a.run(script) != c.run(script))
    }

    @Test func sx1_6_printGoesToTheHostLog() throws {
        let lua = try LuaState()
        try lua.run("print('a', 1, nil, true)")
        #expect(lua.log == ["a\t1\tnil\ttrue"])
    }

    @Test func sx1_1_aTimeoutCannotBeSwallowedByPcall() throws {
        var limits = LuaState.Limits()
        limits.loadBudget = 0.05
        let lua = try LuaState(limits: limits)
        let start = Date()
        expectError(lua, "while true do pcall(function() while true do end end) end", .timeout, contains: "s.lua:1: timeout")
        #expect(Date().timeIntervalSince(start) < 2)
        expectError(lua, "local co = coroutine.wrap(function() while true do end end) co()", .timeout, contains: "timeout")
        #expect(try lua.run("return 1 + 1") == ["2"])  // usable again, no hook left
    }

    @Test func sx1_2_memoryBombsAndLongCFunctionsAreCapped() throws {
        var limits = LuaState.Limits()
        limits.memory = 8 << 20
        let lua = try LuaState(limits: limits)
        expectError(lua, "local t = {} for i = 1, 1e8 do t[i] = {} end", .memory, contains: "not enough memory")
        expectError(lua, "return string.rep('x', 1e9)", .runtime, contains: "over the sandbox's cap")
        expectError(lua, "return ('x'):rep(1e9)", .runtime, contains: "over the sandbox's cap")
        expectError(lua, "local s = ('x'):rep(2^20 + 1) return s:find('y')", .runtime, contains: "subject of 1048577 bytes")
        #expect(try lua.run("return #string.rep('ab', 3, ',')") == ["8"])
    }

    @Test func sx2_2_requireLoadsTextModulesFromTheRootsOnly() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sc-require-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("lib"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "return { answer = 42 }".write(to: root.appendingPathComponent("lib/m.lua"), atomically: true, encoding: .utf8)
        try "local x = \n".write(to: root.appendingPathComponent("lib/broken.lua"), atomically: true, encoding: .utf8)
        let lua = try LuaState(scriptRoots: [root.path])
        #expect(try lua.run("return require('lib.m').answer, require('lib.m') == require('lib.m')") == ["42", "true"])
        expectError(lua, "require('../etc/passwd')", .runtime, contains: "must be dotted names")
        expectError(lua, "require('nope')", .runtime, contains: "module 'nope' not found")
        expectError(lua, "require('lib.broken')", .runtime, contains: "broken.lua:2:")
    }

    /// A symbolic link in the roots, to a file or a folder outside them, is refused with its name,
    /// as role scripts given by path are; links that stay inside the roots still work (issue 24,
    /// item 6). Before, `require` followed both and ran the outside code.
    @Test func sx3_1_requireRefusesSymlinkOutOfRoots() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("sc-require-links-\(UUID().uuidString)").path
        let root = base + "/project", outside = base + "/outside"
        for directory in [root + "/lib", outside] { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(atPath: base) }
        try "return { answer = 42 }".write(toFile: root + "/lib/m.lua", atomically: true, encoding: .utf8)
        try "SECRET = 'ran outside code'; return {}".write(toFile: outside + "/evil.lua", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/lib/evil.lua", withDestinationPath: outside + "/evil.lua")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: root + "/lib/alias.lua", withDestinationPath: "m.lua")
        let lua = try LuaState(scriptRoots: [root])
        expectError(lua, "require('lib.evil')", .runtime,
                    contains: "module 'lib.evil' refused: \(root)/lib/evil.lua is a symbolic link to \(ScriptRoots.realPath(outside + "/evil.lua") ?? "?"), outside the script roots (\(root))")
        expectError(lua, "require('linked.evil')", .runtime,
                    contains: "module 'linked.evil' refused: \(root)/linked is a symbolic link to \(ScriptRoots.realPath(outside) ?? "?"), outside the script roots")
        #expect(try lua.run("return SECRET == nil, require('lib.alias').answer") == ["true", "42"])
        // Not a file at all: said so, rather than "not found".
        #expect(mkfifo(root + "/lib/pipe.lua", 0o600) == 0)
        expectError(lua, "require('lib.pipe')", .runtime, contains: "lib/pipe.lua is not a regular file")
    }
}
