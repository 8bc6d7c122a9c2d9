import Foundation
import StagecraftLua

/// Swift files as live roles: `animator "FadeAnimator.swift"` loads the translation of the
/// file's role type, translated together with the `.swift` files beside it (the app's other
/// types it uses, which its code `require`s). Translations are cached by the files' contents, so
/// a save re-translates only when something changed, and a file that does not parse is an error
/// naming its line (hot reload then keeps the last good generation).
public final class SwiftRoleTranslator: ScriptSources.Translator, @unchecked Sendable {
    public let extensions = ["swift"]
    private let lock = NSLock()
    /// The last translation of each directory, keyed by its files' texts.
    private var cache: [String: (texts: [String: String], result: SwiftImporter.Result)] = [:]
    /// Module name → its Lua and Swift file, from every translation made.
    private var modules: [String: (source: String, file: String)] = [:]

    public init() {}

    public func roleSource(path: String, text: String, role: String?) throws(LuaError) -> String {
        let wanted = role.flatMap(Self.roleKind)
        return try primaryModule(path: path, text: text, wanted: wanted).roleLua(as: wanted)
    }

    /// The role kind a loader's role name asks for.
    static func roleKind(_ roleName: String) -> RoleKind? {
        if roleName.contains("presentation") { return .presentation }
        if roleName.contains("interaction") { return .interaction }
        if roleName.contains("delegate") { return .delegate }
        if roleName.contains("animat") { return .animator }
        return nil
    }

    private func primaryModule(path: String, text: String, wanted: RoleKind? = nil) throws(LuaError) -> SwiftImporter.Module {
        let result = translation(containing: path, text: text)
        if let error = result.errors.first(where: { $0.hasPrefix(path + ":") || $0.hasPrefix(path) }) {
            throw LuaError(kind: .syntax, message: error, chunk: path)
        }
        let own = result.modules.filter { $0.swiftFile == path }
        guard let module = Self.primary(own, path: path, wanted: wanted) else {
            throw LuaError(kind: .misuse, message: "\(path): no type in this file plays a transition role (an animator, a presentation or interaction controller, a delegate)", chunk: path)
        }
        return module
    }

    public func moduleSource(path: String, text: String) throws(LuaError) -> String {
        try primaryModule(path: path, text: text).lua
    }

    public func module(named name: String) -> (source: String, file: String)? {
        if name == "swift_runtime" { return (SwiftImporter.runtimeSource, "=swift_runtime") }
        lock.lock(); defer { lock.unlock() }
        return modules[name]
    }

    /// The type a role file stands for: the one named like the file (Swift's convention),
    /// else the first that plays a role.
    static func primary(_ modules: [SwiftImporter.Module], path: String, wanted: RoleKind? = nil) -> SwiftImporter.Module? {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        // The loader's role first (`delegate "Card.swift"` is the file's delegate type).
        if let wanted, let match = modules.first(where: { $0.typeName == stem && $0.role == wanted }) ?? modules.first(where: { $0.role == wanted })
            ?? modules.first(where: { $0.typeName == stem && $0.loadableRoles.contains(wanted) }) ?? modules.first(where: { $0.loadableRoles.contains(wanted) }) { return match }
        return modules.first { $0.typeName == stem && $0.role != .helper } ?? modules.first { $0.role != .helper } ?? modules.first
    }

    /// The translation of `path`'s directory with `path` as `text` (cached by content).
    func translation(containing path: String, text: String) -> SwiftImporter.Result {
        let directory = (path as NSString).deletingLastPathComponent
        var texts: [String: String] = [path: text]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        for name in names.sorted() where name.hasSuffix(".swift") {
            let sibling = directory.isEmpty ? name : directory + "/" + name
            guard sibling != path, let data = FileManager.default.contents(atPath: sibling), data.count <= SwiftSourceFile.maximumBytes,
                  let siblingText = String(data: data, encoding: .utf8) else { continue }
            texts[sibling] = siblingText
        }
        lock.lock()
        if let cached = cache[directory], cached.texts == texts {
            lock.unlock()
            return cached.result
        }
        lock.unlock()
        let result = SwiftImporter().translate(texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        lock.lock()
        cache[directory] = (texts, result)
        for module in result.modules { modules[module.moduleName] = (module.lua, module.swiftFile) }
        lock.unlock()
        return result
    }
}
