import Foundation
import SwiftSyntax

/// Translates one type of a Swift file (with its extensions) into a Lua module whose every line
/// is the Swift line it came from (`LuaLines`). What it cannot translate is a `Refusal` and an
/// `error(…)` at that line. One translator per type.
final class Translator {
    let catalog: TypeCatalog
    let api = APIMapping.shared
    let file: SwiftSourceFile
    let type: TypeCatalog.TypeInfo
    var refusals: [Refusal] = []
    var out: LuaLines
    /// Local names in scope, innermost last, with what is known of their Swift type.
    var scopes: [[String: LocalInfo]] = []
    var temporaries = 0
    /// Translating the value of `let x = …` with no type: the one place where Swift gives two
    /// integer literals (`1 / 2`) no other type than Int. Elsewhere in UIKit code the context is a
    /// CGFloat or a Double (`transform.m34 = -1 / 500`, `relativeDuration: 1 / 2`).
    var inUntypedInitializer = false
    /// The `continue` label of each enclosing loop.
    var loops: [String] = []
    /// Whether the function being written registered `defer` blocks (its name for them).
    var deferList: String?
    /// The Lua name of `self` where the translated code runs (nil in a static context).
    var selfName: String? = "self"
    /// The Swift return type of the function being written (a `return .zero` needs it).
    var returnType: String?
    /// The index (in its type's `initializers`) of the init of an extension of a UIKit class being
    /// written: its `self.init(…)` makes `self`, and a bare `return` returns it.
    var uikitExtensionInit: Int?
    /// The Lua names of the inout parameters of the method being written (SW5.6): each `return`
    /// hands their final values back after the result.
    var inoutParameters: [String] = []
    /// The `&x` arguments of a call to a method of the import with inout parameters, translated as `x`.
    var allowedInOutArguments: Set<SyntaxIdentifier> = []

    struct LocalInfo { var type: String? }
    /// An optional chain a statement already tested, by the temporary that holds its value.
    var optionalSubstitutions: [SyntaxIdentifier: String] = [:]
    /// What `break` leaves, innermost last: a loop (nil, Lua's `break`) or a switch (its end label).
    var breakTargets: [String?] = []
    /// Type parameters in scope (name → the generic declaration, for messages).
    var genericParameters: [String: String] = [:]
    /// The last Int raw value an enum case had (the next case's implicit one is one more).
    var lastRawInt: Int?
    /// The flag of the innermost switch that has a `fallthrough`, and the label of the case after
    /// the one being translated (where a `fallthrough` jumps).
    var fallthroughFlag: String?
    /// The name the statement after a controller's init gives it (`nav.restorationIdentifier = "x"`),
    /// passed to the Lua constructor, which records events under it from the start (ControllerNames).
    var pendingControllerName: LuaCode?
    var fallthroughTarget: String?

    init(catalog: TypeCatalog, type: TypeCatalog.TypeInfo, file: SwiftSourceFile? = nil) {
        self.catalog = catalog
        self.type = type
        self.file = file ?? type.file
        out = LuaLines(swiftSource: self.file.text)
    }

    // MARK: - Refusals

    /// Records a refusal at `node` and returns the Lua that raises it there.
    @discardableResult
    func refuse(_ node: some SyntaxProtocol, _ what: String, _ why: String, kind: String) -> LuaCode {
        let (line, column) = file.location(of: node)
        let refusal = Refusal(kind: kind, file: file.path, line: line, column: column, what: what, why: why)
        if !refusals.contains(refusal) { refusals.append(refusal) }
        return .at(line, "error(\(Self.luaString(refusal.luaMessage)))")
    }

    /// An expression that raises the refusal when evaluated (where a value is expected).
    /// A type parameter used as a value (`T()`, `T.self`), refused where it is used.
    func refuseGenericValue(_ node: some SyntaxProtocol, _ name: String) -> LuaCode? {
        guard let what = genericParameters[name] else { return nil }
        return refuseExpression(node, "\(what)'s type parameter \(name) used as a value", "Lua has no specialization: pass the type's behaviour in (a closure or an instance)", kind: "generics")
    }

    func refuseExpression(_ node: some SyntaxProtocol, _ what: String, _ why: String, kind: String) -> LuaCode {
        let raise = refuse(node, what, why, kind: kind)
        return .at(raise.firstLine, "(function() ") + raise + " end)()"
    }

    func line(_ node: some SyntaxProtocol) -> Int { file.line(of: node) }

    // MARK: - Names and scopes

    func pushScope() { scopes.append([:]) }
    func popScope() { scopes.removeLast() }
    func declare(_ name: String, type: String? = nil) {
        if scopes.isEmpty { scopes.append([:]) }
        scopes[scopes.count - 1][name] = LocalInfo(type: type)
    }
    func local(_ name: String) -> LocalInfo? {
        for scope in scopes.reversed() { if let info = scope[name] { return info } }
        return nil
    }

    func temporary(_ stem: String = "v") -> String {
        temporaries += 1
        return "__\(stem)\(temporaries)"
    }

    /// Lua reserved words a Swift name may be; they get a trailing underscore. So does `new`
    /// (SW12.4): it is every translated type's constructor, `T.new(…)`, which a Swift member of
    /// that name (`static let new = Theme()`) would overwrite or be overwritten by.
    static let luaKeywords: Set<String> = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
                                           "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while", "new"]
    static func luaName(_ swift: String) -> String {
        var name = swift.hasPrefix("`") ? String(swift.dropFirst().dropLast()) : swift
        if name.hasPrefix("$") { name = "_" + name.dropFirst() }
        // Lua names are ASCII letters, digits and `_`; Swift's may hold `$` and any letter (`α`).
        if !name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }) {
            name = name.unicodeScalars.map { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") ? String(scalar) : "_u\(String(scalar.value, radix: 16))_"
            }.joined()
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return luaKeywords.contains(name) ? name + "_" : name
    }

    static func luaString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Three digits always: `\1` followed by a "2" would read as `\12`.
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    out += "\\" + String(repeating: "0", count: 3 - String(scalar.value).count) + String(scalar.value)
                } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// The Lua name of the type's table in its module (an extension of UIKit's `UIView` is
    /// `UIViewExtension`, so the module can still reach the global `UIView`).
    var ownerName: String { type.isExternal ? Self.luaName(type.name) + "Extension" : Self.luaName(type.name) }

    /// Whether `self` is an object whose computed properties must be read through a table's
    /// getter (`Owner.get_x(self)`): a UIKit object (a role's controller, an extended UIKit type)
    /// or, in a protocol extension, whatever conforms.
    var readsComputedThroughOwner: Bool { type.role.receivesUIKitSelf || selfIsUIKitObject || type.isProtocol }

    /// Whether `self` in this type's methods is not a table of the class (a UIKit object an
    /// extension extends, or an enum's case, a string): its own members are called through the
    /// type's table (`UIViewExtension.snapshot(self)`, `TransitionType.animation(self)`).
    var selfIsUIKitObject: Bool { (type.isExternal && !type.isProtocol) || type.kind == .enum }

    /// The bound class `self` is, for implicit UIKit members (`containerView`, `bounds`).
    var selfLuaClass: String? { Self.uikitLuaClass(of: type, api: api) }

    /// The bound class of the UIKit object `info`'s methods get as `self`, if any.
    static func uikitLuaClass(of info: TypeCatalog.TypeInfo, api: APIMapping) -> String? {
        // A protocol extension `where Self: UIViewController`: `self` is that UIKit object.
        if info.isExternal { return api.luaClass(ofGlobal: info.name) ?? info.selfConstraint.flatMap(api.luaClass(ofGlobal:)) }
        // A gesture recognizer subclass is its UIKit base's kind: a pan's `velocity(in:)` is its own.
        if info.role == .gesture, let base = gestureBase(of: info) { return api.luaClass(ofGlobal: base) }
        // A UIButton subclass is UIKit's button: `addTarget`, `setTitle`, `isHighlighted` are its own.
        if info.role == .view, let base = viewKindBase(of: info) { return api.luaClass(ofGlobal: base) }
        // A navigation controller subclass is UIKit's navigation controller: `topViewController`,
        // `viewControllers`, `pushViewController` are its own.
        if isNavigationSubclass(info) { return api.luaClass(ofGlobal: "UINavigationController") }
        return info.role.uikitClass
    }

    /// Whether `info` is a screen whose base is UINavigationController (directly or through imported ones).
    static func isNavigationSubclass(_ info: TypeCatalog.TypeInfo) -> Bool {
        info.role == .screen && info.allInherited.contains("UINavigationController")
    }

    /// The UIKit recognizer class a gesture subclass extends (through imported bases too).
    static func gestureBase(of info: TypeCatalog.TypeInfo) -> String? {
        info.allInherited.first { RoleKind.gestureBases.contains($0) }
    }

    func gestureBase(of info: TypeCatalog.TypeInfo) -> String? { Self.gestureBase(of: info) }

    /// The UIKit view kind other than UIView a view subclass extends (through imported bases too).
    static func viewKindBase(of info: TypeCatalog.TypeInfo) -> String? {
        info.allInherited.first { RoleKind.viewKindBases.contains($0) }
    }

    /// The module name `require` finds another imported type's module by.
    static func moduleName(_ info: TypeCatalog.TypeInfo) -> String {
        info.isExternal ? "extensions.\(info.name)" : "\(info.role.folder).\(info.name)"
    }

    /// The module of an extension in another file (`extensions.FadeAnimator_Helpers`).
    static func moduleName(_ part: ExtensionPart, of info: TypeCatalog.TypeInfo) -> String {
        let stem = ((part.file.path as NSString).lastPathComponent as NSString).deletingPathExtension
        let safe = String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return "extensions.\(info.name)_\(safe)"
    }

    /// The Lua that names a type of the catalog: this module's own table, or another's module.
    func typeReference(_ info: TypeCatalog.TypeInfo, line: Int) -> LuaCode {
        // The type being translated is its module's own table (`UIViewControllerExtension` for an
        // extension of a UIKit class, whose name stays UIKit's global, SW11.2).
        info === type ? .at(line, ownerName) : .at(line, "require(\(Self.luaString(Self.moduleName(info))))")
    }

    // MARK: - Comments

    private func copyComments(_ trivia: Trivia, from start: AbsolutePosition) {
        var offset = start
        for piece in trivia {
            defer { offset += piece.sourceLength }
            let line = file.converter.location(for: offset).line
            switch piece {
            case .lineComment(let text): out.comment("--" + text.dropFirst(2), line: line)
            case .docLineComment(let text): out.comment("---" + text.dropFirst(3), line: line)
            case .blockComment(let text), .docBlockComment(let text):
                for (index, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    out.comment("-- " + part.trimmingCharacters(in: .whitespaces), line: line + index)
                }
            default: break
            }
        }
    }

    /// Every comment of the file, at its line (`//` → `--`, `///` → `---`, a block comment line by line).
    func copyComments(in node: some SyntaxProtocol) {
        for token in node.tokens(viewMode: .sourceAccurate) {
            copyComments(token.leadingTrivia, from: token.position)
            copyComments(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
    }
}
