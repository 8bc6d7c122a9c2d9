import Foundation
import Testing
@testable import StagecraftExport

/// Bad input, mutated from good: whatever Lua the exporter is given, it never traps, and every
/// chunk Lua accepts gets a Swift file and its problems by line (a chunk Lua refuses, an error
/// with its line).
@Suite struct ExportFuzzTests {
    @Test func mutatedRolesNeverTrapTheExporter() throws {
        var random = ImportFuzzTests.Seeded(state: 23)
        let pieces = ["end", "(", ")", "{", "}", "=", ",", ".", ":", "..", "nil", "not ", "#", "self", "self:", "function() end",
                      "local x = ", "return ", "if x then ", "for i = 1, 2 do ", "\"curveEaseOut\"", "{\"a\"}", "1e308", "0x7fffffffffffffff",
                      "UIView(", "CGRect{x = 1}", "ctx:view(", "setmetatable({}, { __mode = \"k\" })", "goto a ::a::", "[1]", "...", "and ", "or "]
        let roles = LuaParserTests.luaFiles.filter { file in ["animators", "delegates", "interactions", "presentations"].contains { file.contains("/examples/\($0)/") } }
        #expect(roles.count > 30)
        var exported = 0, refused = 0
        for file in roles {
            let bytes = Array(try String(contentsOfFile: file, encoding: .utf8).utf8)
            for _ in 0..<20 {
                let (mutated, _) = LuaMutation.apply(to: bytes, pieces: pieces, maxCut: 8, spliceLength: 20, random: &random)
                let source = String(decoding: mutated, as: UTF8.self)
                do {
                    let result = try LuaExporter.export(source: source, fileName: "m.lua") { _ in nil }
                    exported += 1
                    #expect(result.swift.hasPrefix("import UIKit\n"))
                    #expect(result.problems.allSatisfy { $0.line >= 1 && $0.line <= source.split(separator: "\n", omittingEmptySubsequences: false).count + 1 })
                } catch {
                    refused += 1
                    #expect(error.description.hasPrefix("m.lua:"), "\(error.description)")
                }
            }
        }
        #expect(exported > 100 && refused > 100, "both sides: \(exported) exported, \(refused) refused")
    }
}
