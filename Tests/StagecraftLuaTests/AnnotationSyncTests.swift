import Foundation
import Testing
@testable import StagecraftLua

/// lua/stagecraft.d.lua (LuaLS `---@meta`) names exactly the registered members: every class's
/// methods and properties, and every global's functions.
@Suite struct AnnotationSyncTests {
    @Test func annotationsMatchTheRegisteredBindings() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../lua/stagecraft.d.lua")
        let text = try String(contentsOf: url, encoding: .utf8)
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
            "CGPoint": ["x", "y"], "CGSize": ["width", "height"], "CGRect": ["origin", "size"],
            "CGAffineTransform": ["a", "b", "c", "d", "tx", "ty"], "UIColor": ["red", "green", "blue", "alpha"],
            "UIEdgeInsets": ["top", "left", "bottom", "right"],
            "UISpringTimingParameters": ["mass", "stiffness", "damping", "dampingRatio", "initialVelocity"],
            "UICubicTimingParameters": ["controlPoint1", "controlPoint2"],
            "IndexPath": ["row", "item", "section"],
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
}
