import SwiftSyntax

/// A subclass of a UIKit gesture recognizer (`final class DirectionalPan: UIPanGestureRecognizer`,
/// UIKit's `UIGestureRecognizerSubclass`): UIKit's recognizer made as an instance of the class
/// (`S.gesture`: `UIPanGestureRecognizer{class = T}`), so `self` in its methods is the recognizer,
/// its implicit members are its kind's (`state`, `view`, `velocity(in:)`), its touch overrides run
/// instead of the kind's, and `super.touchesMoved(touches, with: event)` is the kind's handling.
extension Translator {
    /// `S.view` for a view subclass, `S.gesture` for a recognizer's: how `T(…)` makes the object.
    static func instanceMaker(_ info: TypeCatalog.TypeInfo) -> String {
        info.role == .gesture ? "S.gesture" : "S.view"
    }

    /// `T(direction: .right, target: self, action: #selector(m))`: the recognizer made with the
    /// init Swift would run (the class chain's, else UIKit's `init(target:action:)`).
    func constructGesture(_ info: TypeCatalog.TypeInfo, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        var written = labels(arguments)
        // Trailing arguments left out take their defaults (`init(direction:target: = nil, action: = nil)`),
        // which the init's body fills in: the init is the one whose labels start with those written.
        if Self.initOwner(info, written) == nil, let full = Self.initializers(of: info).first(where: { $0.starts(with: written) && $0.count > written.count }) {
            written = full
        }
        let initName = Self.initOwner(info, written).map { Self.luaString("init" + initSuffix(written, of: $0)) } ?? "nil"
        if initName == "nil", !(written.isEmpty || written == ["target", "action"]) {
            if let made = uikitExtensionConstruction(ofSubclass: info, arguments, call: call) { return made }
            return refuseExpression(call, "\(info.name)(\(written.map { $0 + ":" }.joined()))", "no init of \(info.name) nor UIKit's takes these labels", kind: "view-subclass")
        }
        return .at(line, "S.gesture(") + typeReference(info, line: line) + ", \(initName)" + positional(arguments).map { ", " + $0 }.reduce(LuaCode(), +) + ")"
    }

    /// The inits' labels of `info`'s class chain, nearest first.
    static func initializers(of info: TypeCatalog.TypeInfo) -> [[String]] {
        info.initializers + (info.superclass.map(initializers) ?? [])
    }

    /// UIGestureRecognizer's touch methods: a subclass's `super` call runs the kind's handling.
    static let gestureTouchMethods: Set<String> = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"]

    /// `super.m(…)` in a recognizer subclass: the imported base's method or init, else UIKit's —
    /// `init(target:action:)` adds the target (`S.gestureInit`), the touch methods are the kind's
    /// handling (`self:touchesMoved(touches)`), `reset()` does nothing a subclass must call on
    /// (the kind resets itself).
    func gestureSuperCall(_ method: String, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        let written = labels(arguments)
        let rest = positional(arguments).map { ", " + $0 }.reduce(LuaCode(), +)
        if method == "init" {
            if let superclass = type.superclass, let owner = Self.initOwner(superclass, written) {
                return typeReference(superclass, line: line) + ".init\(initSuffix(written, of: owner))(self" + rest + ")"
            }
            guard written.isEmpty || written == ["target", "action"] else {
                return refuseExpression(call, "super.init(\(written.map { $0 + ":" }.joined()))", "UIGestureRecognizer's init(target:action:) and init() translate; this one is not in the Lua API", kind: "view-subclass")
            }
            return .at(line, "S.gestureInit(self") + rest + ")"
        }
        if let superclass = type.superclass, superclass.hasMethod(method) {
            return typeReference(superclass, line: line) + ".\(methodName(method, labels: written, in: superclass))(self" + rest + ")"
        }
        if Self.gestureTouchMethods.contains(method) {
            return .at(line, "self:\(method)(") + positional(arguments).joined(", ") + ")"
        }
        if method == "reset" { return .at(line, "nil") }
        return refuseExpression(call, "super.\(method)(\(written.map { $0 + ":" }.joined()))", "UIGestureRecognizer's \(method) is not in the Lua API (docs/lua-api.md)", kind: "view-subclass")
    }
}
