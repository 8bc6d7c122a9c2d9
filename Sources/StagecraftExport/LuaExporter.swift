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
            // Its own enums (`---@field animationType "present"|"dismiss"`) type its init's
            // parameters, here too: `AnimationManager.new(1.5, "present")` passes `.present` (SW10.6).
            for declaration in OwnEnums(parsed, interface: interface).swift { interface.read(declaration) }
            let sibling = SwiftEmitter(module: RoleModule(chunk: parsed), chunk: parsed, interface: interface, siblings: [:], fileName: name)
            sibling.analyze()
            siblings[local] = sibling
        }
        // A factory built on a required role's `new()` is a subclass of that role's class.
        if let base = role.factoryBase, let sibling = siblings[base] {
            interface.read("class \(sibling.module.className): \(sibling.superclass) {}")
        }
        // A local subclass of a required role is a class of its own, written after the module's
        // class; each keeps the comments of its own lines.
        var subclasses: [SwiftEmitter] = []
        for subclass in role.localSubclasses {
            var module = RoleModule(subclass: subclass, of: role)
            if let sibling = siblings[subclass.base] {
                interface.read("class \(sibling.module.className): \(sibling.superclass) {}")
                // The Lua subclass finds its base's debugName through `__index`: traces name it so (SW3.4).
                module.traceName = sibling.module.traceName ?? sibling.module.className
            }
            let own = LuaChunk(statements: chunk.statements, comments: chunk.comments.filter { subclass.lines.contains($0.line) })
            let emitter = SwiftEmitter(module: module, chunk: own, interface: interface, siblings: siblings, fileName: (fileName as NSString).lastPathComponent)
            subclasses.append(emitter)
            siblings[subclass.name] = emitter
        }
        let outside = LuaChunk(statements: chunk.statements, comments: chunk.comments.filter { comment in !role.localSubclasses.contains { $0.lines.contains(comment.line) } })
        let emitter = SwiftEmitter(module: role, chunk: outside, interface: interface, siblings: siblings, fileName: (fileName as NSString).lastPathComponent)
        emitter.ownEnums = enums.swift
        var swift = emitter.write()
        var problems = emitter.problems
        for subclass in subclasses {
            subclass.outer = emitter
            // Its file's `import UIKit` and blank line are the module's.
            swift += "\n" + subclass.write().split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
            problems += subclass.problems
        }
        return Result(swift: swift, className: role.className, problems: problems.sorted { $0.line < $1.line })
    }

    /// The Swift declarations of the app's screen classes the exporter reads from `screens`
    /// (what the app has; the tests type-check exports with them).
    public static func screenDeclarations(_ screens: [String]) -> String { AppScreens.declarations(screens) }
}
