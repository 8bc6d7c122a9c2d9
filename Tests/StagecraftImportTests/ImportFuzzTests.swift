import Foundation
import Testing
@testable import StagecraftImport
import StagecraftLua
import CLuaShim

/// Bad input, mutated from good: whatever Swift the importer is given, it never traps, and every
/// module it writes for a file that parses is Lua that compiles (a refusal raises at its own
/// line, never a syntax error that fails the whole module at load).
@Suite struct ImportFuzzTests {
    /// A small deterministic generator (SplitMix64), so a failure names its seed.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    }

    static let tokens = ["?", "!", "?.", "??", "(", ")", "{", "}", "[", "]", ",", ":", "_", "$0", "in", "self", "super", ".zero", "0", "1.5",
                         "\"s\\(x)\"", "let x = ", "guard let y = z else { return }", "#selector(f)", "try ", "await ", "as? UIView", "...", "..<",
                         "switch x { case .a: fallthrough\n default: break }", "defer { }", "&x", "\\.frame", "#if os(iOS)\n", "#endif\n"]

    static func mutate(_ text: String, _ random: inout Seeded) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + random.below(3)) {
            let index = random.below(lines.count)
            switch random.below(5) {
            case 0: lines.remove(at: index)
            case 1: lines.insert(lines[random.below(lines.count)], at: index)
            case 2: lines.swapAt(index, random.below(lines.count))
            case 3:
                var line = Array(lines[index])
                let at = random.below(line.count + 1)
                line.insert(contentsOf: Self.tokens[random.below(Self.tokens.count)], at: at)
                lines[index] = String(line)
            default:
                let line = Array(lines[index])
                guard !line.isEmpty else { continue }
                let start = random.below(line.count), length = 1 + random.below(8)
                lines[index] = String(line[..<start]) + String(line[min(line.count, start + length)...])
            }
            if lines.isEmpty { lines = [""] }
        }
        return lines.joined(separator: "\n")
    }

    static let corpus: [String] = {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
        var files = [URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LanguageCases.swift").path]
        let enumerator = FileManager.default.enumerator(atPath: fixtures)
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".swift") { files.append(fixtures + "/" + name) }
        }
        return files.sorted()
    }()

    @Test func mutatedSwiftNeverTrapsAndParsedFilesGiveLuaThatCompiles() throws {
        let lua = try LuaState()
        var random = Seeded(state: 23)
        var checked = 0, compiled = 0
        for path in Self.corpus {
            let original = try String(contentsOfFile: path, encoding: .utf8)
            for round in 0..<60 {
                let text = round == 0 ? original : Self.mutate(original, &random)
                let result = SwiftImporter().translate([(path, text)])
                checked += 1
                guard result.errors.isEmpty else { continue }
                for module in result.modules {
                    do {
                        try lua.load(module.lua, chunkName: "@" + module.swiftFile)
                        sc_pop(lua.state, 1)
                        try lua.load(module.roleLua, chunkName: "@" + module.swiftFile)
                        sc_pop(lua.state, 1)
                        compiled += 1
                    } catch {
                        Issue.record("\(path) round \(round): \(error.message)\n--- Swift:\n\(text)\n--- Lua:\n\(module.lua)")
                        return
                    }
                }
            }
        }
        #expect(checked == Self.corpus.count * 60)
        #expect(compiled > Self.corpus.count * 10, "most mutants still parse: \(compiled) modules compiled")
    }
}
