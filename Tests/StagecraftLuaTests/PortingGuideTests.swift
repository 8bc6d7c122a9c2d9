import Foundation
import Testing
@testable import StagecraftLua

/// docs/porting.md names real API: every Lua call in its table of renamed calls is a registered
/// method or function, and its delegate table lists exactly the delegate callbacks scripts get.
@Suite struct PortingGuideTests {
    static func guide() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/porting.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The second cells of the table rows between `heading` and the next heading.
    static func luaColumn(_ text: String, under heading: String) -> [String] {
        guard let start = text.range(of: "\n" + heading + "\n") else { return [] }
        let section = text[start.upperBound...].components(separatedBy: "\n#").first ?? ""
        return section.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("|"), cells.count >= 2, !cells[1].hasPrefix("---"), cells[1] != "Lua", cells[1] != "Lua callback" else { return nil }
            return cells[1]
        }
    }

    /// Names called as `x:name(` or `Global.name(` in a cell.
    static func calledNames(_ cell: String) -> [String] {
        let pattern = try? NSRegularExpression(pattern: "[:.]([A-Za-z]+)[({]")
        let range = NSRange(cell.startIndex..., in: cell)
        return pattern?.matches(in: cell, range: range).compactMap { Range($0.range(at: 1), in: cell).map { String(cell[$0]) } } ?? []
    }

    @Test func renamedCallsAreRegistered() throws {
        let lua = try LuaState()
        var known = Set<String>()
        for definition in lua.classes.values {
            let members = definition.memberNames
            known.formUnion(members.methods + members.properties + members.statics)
        }
        let cells = Self.luaColumn(try Self.guide(), under: "## Renamed calls")
        #expect(cells.count > 40, "the table of renamed calls was not found")
        for cell in cells {
            for name in Self.calledNames(cell) where name != "main" {
                #expect(known.contains(name), "docs/porting.md calls '\(name)' (in \(cell)), which no class registers")
            }
        }
    }

    @Test func delegateCallbacksAreExactlyTheOnesScriptsGet() throws {
        let cells = Self.luaColumn(try Self.guide(), under: "### Transitioning delegate (and navigation and tab bar delegates)")
        let listed = cells.compactMap { $0.split(separator: "`").first.flatMap { $0.split(separator: "(").first }.map(String.init) }
        #expect(Set(listed) == Set(ScriptDelegate.callbacks), "listed \(listed) vs \(ScriptDelegate.callbacks)")
    }

    @Test func gestureAndScrollDelegateCallbacksAreExactlyTheOnesScriptsGet() throws {
        let cells = Self.luaColumn(try Self.guide(), under: "### Gesture recognizer and scroll view delegates")
        let listed = cells.compactMap { $0.split(separator: "`").first.flatMap { $0.split(separator: "(").first }.map(String.init) }
        #expect(Set(listed) == Set(DelegateCallbacks.gesture + DelegateCallbacks.scroll), "listed \(listed)")
    }
}
