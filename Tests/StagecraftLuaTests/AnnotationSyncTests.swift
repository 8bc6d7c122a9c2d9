import Foundation
import Testing
@testable import StagecraftLua

/// lua/stagecraft.d.lua (LuaLS `---@meta`) names exactly the registered members: every class's
/// methods and properties, and every global's functions; and every function states its
/// parameters. (That the counts are right is checked against code that runs: scripts/check-lua
/// type-checks examples/, which the scenario tests execute, and fails on a call with more or fewer
/// arguments than the annotation allows.)
@Suite struct AnnotationSyncTests {
    static func annotations(_ file: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../lua/\(file)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func annotationsMatchTheRegisteredBindings() throws {
        let text = try Self.annotations("stagecraft.d.lua")
        var annotated: [String: Set<String>] = [:]
        var current: String?
        for line in text.split(separator: "\n").map(String.init) {
            let words = line.split(separator: " ").map(String.init)
            if line.hasPrefix("---@class "), words.count > 1 { current = words[1]; annotated[words[1], default: []] = [] }
            else if line.hasPrefix("---@field "), words.count > 1, let current, !words[1].hasPrefix("[") { annotated[current, default: []].insert(words[1]) }
            else if line.hasPrefix("function "), let name = words.dropFirst().first?.split(separator: "(").first {
                let parts = name.split(whereSeparator: { $0 == ":" || $0 == "." }).map(String.init)
                if parts.count == 2 { annotated[name.contains(":") ? parts[0] : parts[0] + "Class", default: []].insert(parts[1]) }
            }
        }
        let lua = try LuaState()
        let valueFields: [String: Set<String>] = [
            "CGPoint": ["x", "y"], "CGSize": ["width", "height"], "CGVector": ["dx", "dy"], "CGRect": ["origin", "size"],
            "CGAffineTransform": ["a", "b", "c", "d", "tx", "ty"], "UIColor": ["red", "green", "blue", "alpha"],
            "UIEdgeInsets": ["top", "left", "bottom", "right"],
            "UISpringTimingParameters": ["mass", "stiffness", "damping", "dampingRatio", "initialVelocity"],
            "UICubicTimingParameters": ["controlPoint1", "controlPoint2"],
            "IndexPath": ["row", "item", "section"],
            "CATransform3D": Set((1...4).flatMap { i in (1...4).map { "m\(i)\($0)" } }),
        ]
        for (name, definition) in lua.classes {
            let members = definition.memberNames
            // A subclass is annotated with its own members (`---@class Label : View`).
            let inherited = definition.parent.flatMap { lua.classes[$0] }.map { Set($0.memberNames.methods + $0.memberNames.properties) } ?? []
            let expected = Set(members.methods + members.properties).subtracting(inherited).union(valueFields[name] ?? [])
            #expect(annotated[name] == expected, "\(name): annotated \(annotated[name] ?? []) vs registered \(expected)")
            if let global = definition.global {
                let statics = Set(definition.statics.map(\.0) + (name == "UIColor" ? [] : definition.staticGetters.map(\.0)))
                #expect(annotated[global + "Class"] == statics, "\(global): annotated \(annotated[global + "Class"] ?? []) vs registered \(statics)")
            }
        }
    }

    /// Each `function` line's parameters are exactly its `---@param` lines, in order: no `(...)`
    /// left for an editor to guess at, and no `---@param` describing a parameter that is gone.
    @Test func everyFunctionDocumentsItsParameters() throws {
        for file in ["stagecraft.d.lua", "scenario.d.lua"] {
            var documented: [String] = []
            var checked = 0
            for line in try Self.annotations(file).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("---@param ") {
                    let name = line.dropFirst("---@param ".count).split(separator: " ").first.map(String.init) ?? ""
                    documented.append(name.hasSuffix("?") ? String(name.dropLast()) : name)
                } else if line.hasPrefix("function "), let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") {
                    let function = String(line[line.index(line.startIndex, offsetBy: 9)..<open])
                    let parameters = line[line.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    #expect(parameters == documented, "\(file): \(function)(\(parameters.joined(separator: ", "))) documents (\(documented.joined(separator: ", ")))")
                    #expect(!parameters.contains("...") || file == "scenario.d.lua", "\(file): \(function) takes `...`: name its parameters")
                    documented = []
                    checked += 1
                } else if !line.hasPrefix("---") {
                    documented = []  // a block's `---@param` lines belong to the function right after them
                }
            }
            #expect(checked > 20, "\(file): only \(checked) functions found")
        }
    }
}
