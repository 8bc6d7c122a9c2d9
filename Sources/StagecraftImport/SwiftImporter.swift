import Foundation
import SwiftSyntax

/// `stagecraft import`: Swift files in, one Lua module per type that plays a role (and the
/// helper types they use) out, with the refusals of what did not translate.
public struct SwiftImporter {
    /// One translated type.
    public struct Module: Sendable {
        public let typeName: String
        public let role: RoleKind
        public let swiftFile: String
        /// The module `require` finds it by (`animators.FadeAnimator`).
        public let moduleName: String
        /// The path under `--out` (`animators/FadeAnimator.lua`).
        public var relativePath: String { moduleName.replacingOccurrences(of: ".", with: "/") + ".lua" }
        /// The module's Lua: every line is the Swift file's line of the same number.
        public let lua: String
        /// The same module ending with the role a scenario loads (an instance when it has `init()`).
        public let roleLua: String
        /// For a presentation controller that is its own transitioning delegate (Apple's
        /// AAPLCustomPresentationController), the module ending with the delegate a scenario loads.
        public var delegateRoleLua: String? = nil
        public let refusals: [Refusal]

        /// The roles a scenario can load it as: its own, a delegate's when it is its own, and an
        /// interaction controller's (`interaction "…"`) when it drives itself.
        public var loadableRoles: [RoleKind] {
            (delegateRoleLua == nil ? [role] : [role, .delegate]) + (role == .selfDrivenInteraction ? [.interaction] : [])
        }

        /// The Lua a scenario loads it as `kind` with (its own role's when nil or not one it plays).
        public func roleLua(as kind: RoleKind?) -> String {
            kind == .delegate && role != .delegate ? delegateRoleLua ?? roleLua : roleLua
        }
    }

    public struct Result: Sendable {
        public var modules: [Module] = []
        /// Files that did not parse or could not be read (nothing was translated from them).
        public var errors: [String] = []
        public var swiftLines = 0
        /// Files that could not be read or parsed.
        public var unreadFiles = 0
        public var refusals: [Refusal] { modules.flatMap(\.refusals) }

        /// `imported 3 types from 2 files (180 lines); 2 refusals: api 1, async 1`.
        public var summary: String {
            let counts = Dictionary(grouping: refusals, by: \.kind).map { "\($0.key) \($0.value.count)" }.sorted().joined(separator: ", ")
            let files = Set(modules.map(\.swiftFile)).count
            var text = "imported \(modules.count) type\(modules.count == 1 ? "" : "s") from \(files) file\(files == 1 ? "" : "s") (\(swiftLines) lines); "
            text += refusals.isEmpty ? "0 refusals" : "\(refusals.count) refusal\(refusals.count == 1 ? "" : "s"): \(counts)"
            if unreadFiles > 0 { text += "; \(unreadFiles) file\(unreadFiles == 1 ? "" : "s") not read" }
            return text
        }
    }

    public init() {}

    /// Translates the Swift `files` (path → text) together: types in one file may use another's.
    public func translate(_ files: [(path: String, text: String)]) -> Result {
        var result = Result()
        let catalog = TypeCatalog()
        var parsed: [SwiftSourceFile] = []
        for (path, text) in files {
            do {
                let file = try SwiftSourceFile(path: path, text: text)
                if !file.syntaxErrors.isEmpty {
                    result.errors += file.syntaxErrors
                    result.unreadFiles += 1
                    continue
                }
                parsed.append(file)
                result.swiftLines += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
                catalog.add(file)
            } catch {
                result.errors.append(error.description)
                result.unreadFiles += 1
            }
        }
        catalog.link()
        for info in catalog.allTypes {
            let module = Translator(catalog: catalog, type: info)
            let (lua, roleLua, delegateRoleLua) = module.translateModuleAndRole()
            let refusals = module.refusals + topLevelRefusals(info, catalog)
            result.modules.append(Module(typeName: info.name, role: info.role, swiftFile: info.file.path, moduleName: Translator.moduleName(info),
                                         lua: lua, roleLua: roleLua, delegateRoleLua: delegateRoleLua, refusals: refusals))
            for part in info.parts {
                let translator = Translator(catalog: catalog, type: info, file: part.file)
                let partLua = translator.translatePart(part)
                result.modules.append(Module(typeName: info.name, role: .helper, swiftFile: part.file.path, moduleName: Translator.moduleName(part, of: info),
                                             lua: partLua, roleLua: partLua, refusals: translator.refusals))
            }
        }
        return result
    }

    /// Top-level code other than types (functions, constants) is refused once, with the file's
    /// first type, until modules share it.
    private func topLevelRefusals(_ info: TypeCatalog.TypeInfo, _ catalog: TypeCatalog) -> [Refusal] {
        guard catalog.allTypes.first(where: { $0.file.path == info.file.path }) === info else { return [] }
        var refusals: [Refusal] = []
        for node in info.file.topLevelItems {
            if node.is(ImportDeclSyntax.self) {
                let name = node.cast(ImportDeclSyntax.self).path.trimmedDescription
                if ["SwiftUI", "Combine"].contains(name) {
                    let (line, column) = info.file.location(of: node)
                    refusals.append(Refusal(kind: "framework", file: info.file.path, line: line, column: column, what: "import \(name)",
                                            why: "\(name) has no Lua equivalent: Stagecraft runs UIKit transitions"))
                }
                continue
            }
            // A file's `let` constants are translated into each of its modules.
            if Translator.fileConstant(node) != nil { continue }
            // Protocols and type aliases are type information only: nothing to run.
            if node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ExtensionDeclSyntax.self)
                || node.is(ProtocolDeclSyntax.self) || node.is(TypeAliasDeclSyntax.self) { continue }
            if let ext = node.as(ExtensionDeclSyntax.self), catalog[ext.extendedType.trimmedDescription] != nil { continue }
            let (line, column) = info.file.location(of: node)
            let what = node.is(ProtocolDeclSyntax.self) ? "protocol \(node.cast(ProtocolDeclSyntax.self).name.text)" : "top-level `\(node.trimmedDescription.prefix(40))`"
            refusals.append(Refusal(kind: node.is(ProtocolDeclSyntax.self) ? "protocol" : "top-level", file: info.file.path, line: line, column: column,
                                    what: what, why: "only types translate: move it into the type that uses it"))
        }
        return refusals
    }

    /// The Lua runtime the modules `require` as `swift_runtime`.
    public static var runtimeSource: String {
        guard let url = Bundle.module.url(forResource: "swift_runtime", withExtension: "lua", subdirectory: "SwiftRuntime"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return "error('swift_runtime.lua is missing from the build')" }
        return text
    }
}
