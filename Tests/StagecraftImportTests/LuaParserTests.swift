import CLua
import Foundation
import Testing
@testable import StagecraftExport

/// The exporter's Lua parser, with Lua itself as the oracle: a chunk the parser reads is one
/// `luaL_loadbufferx` compiles, and the other way round — for every Lua file of the repository and
/// for thousands of seeded mutations of them.
@Suite struct LuaParserTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static var luaFiles: [String] {
        let manager = FileManager.default
        var files: [String] = []
        for root in ["examples", "Sources", "Tests", "scripts"] {
            guard let enumerator = manager.enumerator(atPath: repository + "/" + root) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".lua") { files.append(repository + "/" + root + "/" + relative) }
            }
        }
        return files.sorted()
    }

    /// Whether Lua compiles `source` as text (mode "t"): nil when it does, else its message.
    static func luaVerdict(_ source: String) -> String? {
        guard let L = luaL_newstate() else { return "no state" }
        defer { lua_close(L) }
        let bytes = Array(source.utf8)
        let status = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(bytes.count, 1)) {
                luaL_loadbufferx(L, $0, bytes.count, "=chunk", "t")
            }
        }
        if status == LUA_OK { return nil }
        return lua_tolstring(L, -1, nil).map { String(cString: $0) } ?? "error"
    }

    static func parserVerdict(_ source: String) -> LuaSyntaxError? {
        do {
            _ = try LuaParser.parse(source)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyLuaFileOfTheRepositoryIsReadAsLuaReadsIt() throws {
        let files = Self.luaFiles
        #expect(files.count > 150, "found \(files.count) files")
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let lua = Self.luaVerdict(text), ours = Self.parserVerdict(text)
            #expect((lua == nil) == (ours == nil), "\(file): Lua says \(lua ?? "ok"), the parser \(ours?.description ?? "ok")")
        }
    }

    /// Each file cut, spliced and retyped at seeded places: the parser accepts exactly what Lua accepts,
    /// and where both refuse, names the line Lua names (Lua reports the line it stopped at).
    @Test func seededMutationsAreAcceptedAndRefusedAsLuaDoes() throws {
        var random = ImportFuzzTests.Seeded(state: 5)
        let pieces = ["end", "(", ")", "{", "}", "=", ",", ".", ":", "..", "...", "then", "do", "local", "function", "return",
                      "break", "'", "\"", "[[", "]]", "--[[", "0x", "1e", "3..2", "<const>", "<x>", "::a::", "goto a", "#", "~=", "//", "\\"]
        var disagreements: [String] = []
        var refused = 0, accepted = 0
        for file in Self.luaFiles {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let bytes = Array(text.utf8)
            guard bytes.count > 10 else { continue }
            for _ in 0..<12 {
                let (mutated, at) = LuaMutation.apply(to: bytes, pieces: pieces, maxCut: 6, spliceLength: 12, random: &random)
                let source = String(decoding: mutated, as: UTF8.self)
                guard source.utf8.count == mutated.count else { continue }  // cut inside a UTF-8 sequence
                let lua = Self.luaVerdict(source), ours = Self.parserVerdict(source)
                if lua == nil { accepted += 1 } else { refused += 1 }
                if (lua == nil) != (ours == nil) {
                    disagreements.append("\(file) at byte \(at): Lua says \(lua ?? "ok"), the parser \(ours?.description ?? "ok")")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, the first: \(disagreements.prefix(5))")
        #expect(refused > 200 && accepted > 200, "the mutations test both sides: \(accepted) accepted, \(refused) refused")
    }

    @Test func precedenceAndAssociativityAreLuas() throws {
        func expression(_ text: String) throws -> LuaExpression {
            let chunk = try LuaParser.parse("return " + text)
            guard case .return(let values) = chunk.statements[0].kind else { throw LuaSyntaxError(line: 0, message: "no return") }
            return values[0]
        }
        func shape(_ e: LuaExpression) -> String {
            switch e.kind {
            case .binary(let op, let l, let r): "(\(shape(l)) \(op) \(shape(r)))"
            case .unary(let op, let x): "(\(op) \(shape(x)))"
            case .name(let n): n
            case .number(let n): n
            default: "?"
            }
        }
        #expect(shape(try expression("a or b and c")) == "(a or (b and c))")
        #expect(shape(try expression("a .. b .. c")) == "(a .. (b .. c))")
        #expect(shape(try expression("a - b - c")) == "((a - b) - c)")
        #expect(shape(try expression("-a ^ 2")) == "(- (a ^ 2))")
        #expect(shape(try expression("a ^ b ^ c")) == "(a ^ (b ^ c))")
        #expect(shape(try expression("not a == b")) == "((not a) == b)")
        #expect(shape(try expression("a + b * c < d")) == "((a + (b * c)) < d)")
        #expect(shape(try expression("1 + 2 .. 3")) == "((1 + 2) .. 3)")
    }

    @Test func commentsAndTheirLinesAreKept() throws {
        let chunk = try LuaParser.parse("-- one\nlocal x = 1 -- two\n--[[ three\nstill ]]\n---@param y number\nreturn x\n")
        #expect(chunk.comments.map(\.line) == [1, 2, 3, 5])
        #expect(chunk.comments.map(\.trailsCode) == [false, true, false, false])
        #expect(chunk.comments[3].text == "-@param y number")
        #expect(chunk.statements.map(\.line) == [2, 6])
    }

    @Test func badInputIsAnErrorWithItsLineNeverACrash() {
        #expect(Self.parserVerdict("local x = 'unfinished\nreturn x")?.line == 1)
        #expect(Self.parserVerdict("local a = 1\n\nlocal b = \"\\q\"")?.line == 3)
        #expect(Self.parserVerdict("x = 3..2")?.message.contains("malformed number") == true)
        #expect(Self.parserVerdict("break")?.message.contains("break outside a loop") == true)
        #expect(Self.parserVerdict("while true do local f = function() break end end") != nil, "a function body is not the loop's")
        #expect(Self.parserVerdict("while true do if x then break end end") == nil)
        // Labels as Lua compiles them: visible in enclosing blocks, never into a local's scope
        // unless the label ends its block, never twice in a function.
        let labelCases: [(String, Bool)] = [
            ("goto a", false), ("do goto a end ::a::", true), ("goto a local x = 1 ::a:: print(x)", false),
            ("do goto a local x = 1 ::a:: end", true),  // a label at the end of its block
            ("::a:: ::a::", false), ("::a:: local f = function() goto a end", false),  // a function does not see its parent's labels
            ("::a:: do goto a end", true),
        ]
        // `...` only in a function that takes it (the main chunk does), never in one nested inside it.
        let varargCases: [(String, Bool)] = [
            ("return ...", true), ("local f = function(...) return ... end", true), ("local f = function(a, ...) return function(...) return ... end end", true),
            ("local f = function() return ... end", false), ("local f = function(...) return function() return ... end end", false),
            ("local f = function(...) local g = function() end return ... end", true),  // the outer function's again after the inner one
        ]
        for (source, valid) in labelCases + varargCases {
            #expect((Self.luaVerdict(source) == nil) == valid, "Lua 5.4 on \(source)")
            #expect((Self.parserVerdict(source) == nil) == valid, "the parser on \(source)")
        }
        // 10,000 levels: refused at the limit, with no stack overflow.
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        #expect(Self.parserVerdict("return " + deep)?.message.contains("too many syntax levels") == true)
        let blocks = String(repeating: "do ", count: 10_000) + String(repeating: "end ", count: 10_000)
        #expect(Self.parserVerdict(blocks) != nil)
        #expect(Self.parserVerdict(String(repeating: "a.", count: 50_000) + "b = 1") == nil, "a long chain is iterative, not nested")
    }
}
