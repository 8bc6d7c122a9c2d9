import Foundation
import StagecraftLua

/// Swift files as live roles: `animator "FadeAnimator.swift"` loads the translation of the
/// file's role type, translated together with the `.swift` files beside it (the app's other
/// types it uses, which its code `require`s). Translations are cached by the files' contents, so
/// a save re-translates only when something changed, and a file that does not parse is an error
/// naming its line (hot reload then keeps the last good generation). A studio preview's texts
/// (`ScriptOverrides`, SD5.2) stand in for the role file and its siblings alike, and their
/// translation is never cached: the cache and the module map hold only what is on disk, so a
/// preview's numbers cannot reach the next ordinary run.
public final class SwiftRoleTranslator: ScriptSources.Translator, @unchecked Sendable {
    public let extensions = ["swift"]
    private let lock = NSLock()
    /// The last translation of each directory, keyed by its files' texts.
    private var cache: [String: (texts: [String: String], result: SwiftImporter.Result)] = [:]
    /// Module name → its Lua and Swift file, from every translation of the disk's texts.
    private var modules: [String: (source: String, file: String)] = [:]

    public init() {}

    public func roleSource(path: String, text: String, role: String?, overrides: ScriptOverrides) throws(LuaError) -> String {
        let wanted = role.flatMap(Self.roleKind)
        return try primaryModule(path: path, text: text, overrides: overrides, wanted: wanted).roleLua(as: wanted)
    }

    /// The role kind a loader's role name asks for.
    static func roleKind(_ roleName: String) -> RoleKind? {
        if roleName.contains("presentation") { return .presentation }
        if roleName.contains("interaction") { return .interaction }
        if roleName.contains("delegate") { return .delegate }
        if roleName.contains("animat") { return .animator }
        return nil
    }

    private func primaryModule(path: String, text: String, overrides: ScriptOverrides, wanted: RoleKind? = nil) throws(LuaError) -> SwiftImporter.Module {
        let result = translation(containing: path, text: text, overrides: overrides)
        if let error = result.errors.first(where: { $0.hasPrefix(path + ":") || $0.hasPrefix(path) }) {
            throw LuaError(kind: .syntax, message: error, chunk: path)
        }
        let own = result.modules.filter { $0.swiftFile == path }
        guard let module = Self.primary(own, path: path, wanted: wanted) else {
            throw LuaError(kind: .misuse, message: "\(path): no type in this file plays a transition role (an animator, a presentation or interaction controller, a delegate)", chunk: path)
        }
        return module
    }

    public func moduleSource(path: String, text: String, overrides: ScriptOverrides) throws(LuaError) -> String {
        try primaryModule(path: path, text: text, overrides: overrides).lua
    }

    public func module(named name: String, overrides: ScriptOverrides) -> (source: String, file: String)? {
        if name == "swift_runtime" { return (SwiftImporter.runtimeSource, "=swift_runtime") }
        // In a preview, a module of a changed Swift file's directory is translated from the
        // preview's texts (the map holds the disk's, and names are process-wide).
        for path in overrides.paths where ScriptSources.isTranslated(path) {
            guard let text = overrides.text(for: path) else { continue }
            if let module = translation(containing: path, text: text, overrides: overrides).modules.first(where: { $0.moduleName == name }) {
                return (module.lua, module.swiftFile)
            }
        }
        lock.lock(); defer { lock.unlock() }
        return modules[name]
    }

    /// The type a role file stands for: the one named like the file (Swift's convention),
    /// else the first that plays a role; in a file of helpers alone, the one named like the file
    /// (`require("swift.ModalConfiguration")` is that class, not the enums declared above it, SW6.1).
    static func primary(_ modules: [SwiftImporter.Module], path: String, wanted: RoleKind? = nil) -> SwiftImporter.Module? {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        // The loader's role first (`delegate "Card.swift"` is the file's delegate type).
        if let wanted, let match = modules.first(where: { $0.typeName == stem && $0.role == wanted }) ?? modules.first(where: { $0.role == wanted })
            ?? modules.first(where: { $0.typeName == stem && $0.loadableRoles.contains(wanted) }) ?? modules.first(where: { $0.loadableRoles.contains(wanted) }) { return match }
        return modules.first { $0.typeName == stem && $0.role != .helper } ?? modules.first { $0.role != .helper }
            ?? modules.first { $0.typeName == stem } ?? modules.first
    }

    /// The translation of `path`'s directory with `path` as `text` and each sibling as
    /// `overrides` has it, else as on disk. Cached by content, unless an override took part.
    func translation(containing path: String, text: String, overrides: ScriptOverrides = ScriptOverrides()) -> SwiftImporter.Result {
        let directory = (path as NSString).deletingLastPathComponent
        var texts: [String: String] = [path: text]
        var previewed = overrides.text(for: path) != nil
        for sibling in Self.swiftFiles(beside: path) where sibling != path {
            if let override = overrides.text(for: sibling) {
                texts[sibling] = override
                previewed = true
            } else if let siblingText = Self.text(of: sibling) {
                texts[sibling] = siblingText
            }
        }
        if previewed { return SwiftImporter().translate(texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }) }
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

    /// The `.swift` files in `path`'s directory (`path` among them when it is one), by name.
    static func swiftFiles(beside path: String) -> [String] {
        let directory = (path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        return names.sorted().filter { $0.hasSuffix(".swift") }.map { directory.isEmpty ? $0 : directory + "/" + $0 }
    }

    /// A Swift file's text: the override's when there is one, else the disk's (nil when it is
    /// unreadable, too large or not UTF-8).
    static func text(of path: String, overrides: ScriptOverrides = ScriptOverrides()) -> String? {
        if let text = overrides.text(for: path) { return text }
        guard let data = FileManager.default.contents(atPath: path), data.count <= SwiftSourceFile.maximumBytes else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
