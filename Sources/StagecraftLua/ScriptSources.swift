import Foundation

/// Where a script's Lua comes from when its file is not Lua: a role written in Swift
/// (`animator "FadeAnimator.swift"`) is translated by the translator the host installs at its
/// edge (the `stagecraft` command installs the Swift importer), so this module never depends on
/// a Swift parser. The translated Lua keeps the Swift file's line numbers, and its chunk is named
/// after the Swift file: every error, traceback and diagnostic names the Swift file and line.
public enum ScriptSources {
    /// Translates a non-Lua role file into the Lua of its role, or throws an error naming the
    /// file and line. Also answers `require` for modules the translations made.
    public protocol Translator: AnyObject, Sendable {
        /// The file extensions it translates (`swift`).
        var extensions: [String] { get }
        /// The role's Lua (the module ends with the role a scenario loads). `role` is what the
        /// loader wants ("an animation controller", "a delegate"…), which picks the file's type
        /// when it has several. `overrides` are a studio preview's texts (SD5.2): they stand in
        /// for the files a translation reads beside `path`, and are never remembered.
        func roleSource(path: String, text: String, role: String?, overrides: ScriptOverrides) throws(LuaError) -> String
        /// The module of the file's main type for `require "app.FadeAnimator"` (app/FadeAnimator.swift
        /// when there is no app/FadeAnimator.lua): its class, as other modules get it.
        func moduleSource(path: String, text: String, overrides: ScriptOverrides) throws(LuaError) -> String
        /// A module a translated file `require`s (`animators.FadeAnimator`, `swift_runtime`):
        /// its Lua and the file its chunk is named after; nil when it made none of that name.
        func module(named name: String, overrides: ScriptOverrides) -> (source: String, file: String)?
    }

    nonisolated(unsafe) private static var installed: Translator?
    private static let lock = NSLock()

    /// Installs the translator for this process (the host's edge does, once, at start).
    public static func install(_ translator: Translator?) {
        lock.lock(); defer { lock.unlock() }
        installed = translator
    }

    static var translator: Translator? {
        lock.lock(); defer { lock.unlock() }
        return installed
    }

    /// Whether `path` is a file a translator turns into Lua.
    public static func isTranslated(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension
        return ext != "lua" && !ext.isEmpty && (translator?.extensions.contains(ext) ?? (ext == "swift"))
    }

    /// The Lua of the role file at `path` whose text is `text`.
    static func roleLua(path: String, text: String, role: String? = nil, overrides: ScriptOverrides = ScriptOverrides()) throws(LuaError) -> String {
        guard isTranslated(path) else { return text }
        guard let translator else {
            throw LuaError(kind: .misuse, message: "\(path): a .\((path as NSString).pathExtension) role needs the Swift importer, which this host did not install (the stagecraft command does)", chunk: path)
        }
        return try translator.roleSource(path: path, text: text, role: role, overrides: overrides)
    }
}
