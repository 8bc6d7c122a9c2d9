import StagecraftLua
import SwiftSyntax

/// A UIView subclass (`final class DimmingView: UIView`): UIKit's view, made as an instance of
/// the class (`S.view`: a bound view whose members the class table answers, `UIView{class = T}`),
/// so `self` in its methods is the view and its implicit members are UIView's. Its inits run as
/// Swift's two-phase init does: the stored properties first, then the init body, whose
/// `super.init(frame:)` is the base class's init (an imported view's, else UIKit's).
extension Translator {
    /// `T(frame: r)`, `T()`: the view made with the init Swift would run.
    func constructView(_ info: TypeCatalog.TypeInfo, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        var written = labels(arguments)
        var values = positional(arguments)
        // UIView's `init()` is `init(frame: .zero)`, which a subclass's `init(frame:)` overrides.
        if written.isEmpty, Self.initOwner(info, []) == nil, Self.initOwner(info, ["frame"]) != nil {
            written = ["frame"]
            values = [LuaCode("CGRect.zero")]
        }
        // The init's name in the class that declares it (S.view finds it through the class
        // chain); none: UIKit's own init (`nil`).
        if Self.initOwner(info, written)?.isExternal ?? true, !written.isEmpty, written != ["frame"],
           let made = uikitExtensionConstruction(ofSubclass: info, arguments, call: call) { return made }
        let initName = Self.initOwner(info, written).map { Self.luaString("init" + initSuffix(written, of: $0)) } ?? "nil"
        return .at(line, "S.view(") + typeReference(info, line: line) + ", \(initName)" + values.map { ", " + $0 }.reduce(LuaCode(), +) + ")"
    }

    /// SW7.2: whether the class's method `lua` is named like a method its UIKit object binds (a
    /// button subclass's `override func sizeToFit()`). `self:sizeToFit()` would find the binding
    /// first, so `self.sizeToFit()` in the class calls the class's own by name, as Swift's dynamic
    /// dispatch reaches the override; inside it, `super.sizeToFit()` is the binding (UIKit's).
    func shadowedByBinding(_ lua: String) -> Bool {
        type.role.isUIKitInstance && (selfLuaClass.flatMap { api.methods[$0] }?.contains(lua) ?? false)
    }

    /// The nearest type of `info`'s class chain that declares an init with `labels`.
    static func initOwner(_ info: TypeCatalog.TypeInfo, _ labels: [String]) -> TypeCatalog.TypeInfo? {
        var current: TypeCatalog.TypeInfo? = info
        while let type = current {
            if type.initializers.contains(labels) { return type }
            current = type.superclass
        }
        return nil
    }

    /// UIView's methods that do nothing a subclass must call on (the engine's overridable
    /// callbacks, and the ones it never calls): `super.m()` is nothing, as UIView's is.
    static let emptyViewMethods: Set<String> = Set(BindingCatalog.viewCallbacks).union([
        "didMoveToSuperview", "willMove", "didAddSubview", "willRemoveSubview", "draw", "tintColorDidChange",
        "traitCollectionDidChange", "updateConstraints", "awakeFromNib", "prepareForInterfaceBuilder",
    ])

    /// `super.m(…)` in a view subclass: the imported base class's method or init, else UIView's.
    func viewSuperCall(_ method: String, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        let written = labels(arguments)
        let rest = positional(arguments).map { ", " + $0 }.reduce(LuaCode(), +)
        if method == "init" {
            if let superclass = type.superclass, let owner = Self.initOwner(superclass, written) {
                return typeReference(superclass, line: line) + ".init\(initSuffix(written, of: owner))(self" + rest + ")"
            }
            guard written.isEmpty || written == ["frame"] else {
                return refuseExpression(call, "super.init(\(written.map { $0 + ":" }.joined()))", "UIView's init(frame:) and init() translate; this one is not in the Lua API", kind: "view-subclass")
            }
            // UIView's init(frame:): the view exists already (S.view made it); it takes the frame.
            return .at(line, "S.viewInit(self") + rest + ")"
        }
        if let superclass = type.superclass, superclass.hasMethod(method) {
            return typeReference(superclass, line: line) + ".\(methodName(method, labels: written, in: superclass))(self" + rest + ")"
        }
        if Self.emptyViewMethods.contains(method) { return .at(line, "nil") }
        // UIView's bound methods (a button's for a UIButton subclass) are the view's own
        // (`super.addSubview(v)` is `self:addSubview(v)`, `super.sizeToFit()` UIKit's sizeToFit).
        if let lua = api.method(method, labels: written, luaClass: selfLuaClass ?? "View") {
            return .at(line, "self:\(lua)(") + positional(arguments).joined(", ") + ")"
        }
        return refuseExpression(call, "super.\(method)(\(written.map { $0 + ":" }.joined()))", "UIView's \(method) is not in the Lua API (docs/lua-api.md)", kind: "view-subclass")
    }
}
