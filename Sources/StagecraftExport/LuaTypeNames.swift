import StagecraftImport
import StagecraftLua

/// The Swift type of a Lua API name: a LuaLS annotation (`---@param ctx TransitionContext`), a
/// bound class, or a union of UIKit case names (`"push"|"pop"`).
struct LuaTypeNames {
    let interface: SwiftInterface

    /// Bound classes no Lua global makes: the UIKit protocol or class each stands for (shared
    /// with the importer, which reads `extension UIViewControllerContextTransitioning` with it).
    static let withoutGlobal = BoundWithoutGlobal.swiftTypes

    static let scalars: [String: SwiftTypeName] = [
        "boolean": .bool, "number": .cgFloat, "integer": .int, "string": .string,
    ]

    /// Lua class name → Swift type, from the bindings' globals.
    private static let globals: [String: String] = {
        var map: [String: String] = [:]
        for entry in BindingCatalog.entries { if let global = entry.global { map[entry.name] = global } }
        return map
    }()

    /// The Swift type of a bound class's Lua name (`View` → `UIView`).
    static func swiftType(ofLuaClass name: String) -> String? {
        withoutGlobal[name] ?? globals[name]
    }

    /// The Swift type a LuaLS annotation names; nil when it names none this knows.
    func swiftType(annotation text: String) -> SwiftTypeName? {
        var text = text.trimmingCharacters(in: .whitespaces)
        var optional = false
        if text.hasSuffix("?") {
            optional = true
            text.removeLast()
        }
        if text.contains("|") {
            let parts = text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.contains("nil") { optional = true }
            let cases = parts.filter { $0 != "nil" }
            if cases.count == 1 { return swiftType(annotation: cases[0] + (optional ? "?" : "")) }
            let names = cases.compactMap { $0.hasPrefix("\"") && $0.hasSuffix("\"") ? String($0.dropFirst().dropLast()) : nil }
            guard names.count == cases.count, let type = enumType(containing: Set(names)) else { return nil }
            return SwiftTypeName(type, optional: optional)
        }
        // `LayoutConstraint[]`: a list of them, a Swift array.
        if text.hasSuffix("[]"), let element = swiftType(annotation: String(text.dropLast(2))) {
            return SwiftTypeName("[\(element)]", optional: optional)
        }
        if let scalar = Self.scalars[text] { return SwiftTypeName(scalar.name, optional: optional) }
        if let type = Self.swiftType(ofLuaClass: text) ?? (interface.types[text] != nil ? text : nil) {
            return SwiftTypeName(type, optional: optional)
        }
        return nil
    }

    /// The one UIKit enum or option set whose cases include all of `names`.
    func enumType(containing names: Set<String>) -> String? {
        let candidates = interface.types.values.filter { names.isSubset(of: interface.staticValues(of: $0.name)) && $0.kind != .class }
        return candidates.count == 1 ? candidates[0].name : nil
    }
}

import Foundation
