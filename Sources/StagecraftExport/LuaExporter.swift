import Foundation

/// `stagecraft export`: a Lua role in the class style of docs/porting.md (or the templates')
/// written as a Swift class for UIKit. What has no Swift form is a problem at its Lua line, and a
/// `fatalError` naming that line in the Swift.
public enum LuaExporter {
    public struct Result: Sendable {
        public var swift: String
        public var className: String
        public var problems: [ExportProblem]
    }

    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Exports `source` (the Lua of `fileName`); `module` reads the Lua of a module it requires
    /// (`animators.slide`), nil when there is none.
    /// A role is a page or two of Lua: a larger file is refused whole, as the importer refuses one.
    public static let maximumBytes = 2 << 20

    /// `screens`: the Lua of the app's screen modules (screens/*.lua), whose classes a role may name.
    public static func export(source: String, fileName: String, module: (String) -> String? = { _ in nil }, screens: [String] = []) throws(Failure) -> Result {
        guard source.utf8.count <= maximumBytes else {
            throw Failure(description: "\(fileName): \(source.utf8.count) bytes is larger than a role can be (\(maximumBytes >> 20) MiB)")
        }
        let chunk: LuaChunk
        do {
            chunk = try LuaParser.parse(source)
        } catch {
            throw Failure(description: "\(fileName):\(error.line): \(error.message)")
        }
        let role = RoleModule(chunk: chunk)
        var interface = SwiftInterface.shared
        if !screens.isEmpty { interface.read(AppScreens.declarations(screens)) }
        let enums = OwnEnums(chunk, interface: interface)
        for declaration in enums.swift { interface.read(declaration) }
        // The roles it requires are read for their class names, inits and properties.
        var siblings: [String: SwiftEmitter] = [:]
        for (local, name) in role.requires {
            guard let text = module(name), let parsed = try? LuaParser.parse(text) else { continue }
            let sibling = SwiftEmitter(module: RoleModule(chunk: parsed), chunk: parsed, interface: interface, siblings: [:], fileName: name)
            sibling.analyze()
            siblings[local] = sibling
        }
        // A factory built on a required role's `new()` is a subclass of that role's class.
        if let base = role.factoryBase, let sibling = siblings[base] {
            interface.read("class \(sibling.module.className): \(sibling.superclass) {}")
        }
        let emitter = SwiftEmitter(module: role, chunk: chunk, interface: interface, siblings: siblings, fileName: (fileName as NSString).lastPathComponent)
        emitter.ownEnums = enums.swift
        let swift = emitter.write()
        return Result(swift: swift, className: role.className, problems: emitter.problems.sorted { $0.line < $1.line })
    }

    /// The Swift declarations of the app's screen classes the exporter reads from `screens`
    /// (what the app has; the tests type-check exports with them).
    public static func screenDeclarations(_ screens: [String]) -> String { AppScreens.declarations(screens) }
}
