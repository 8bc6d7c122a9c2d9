import CLuaShim
import Stagecraft

/// SW12.1: a view subclass's `override var intrinsicContentSize` (the class's
/// `get_intrinsicContentSize(self)`) is what Auto Layout reads, as UIKit asks the override. Inside
/// the getter, the binding's `self.intrinsicContentSize` — what Swift's `super.intrinsicContentSize`
/// translates to — is the kind's own size (a label's text, a button's content, a plain view's none).
/// A getter that raises or answers no CGSize is a `.scriptError` diagnostic, and the kind's own
/// size answers.
protocol ScriptIntrinsicSizing: LuaClassInstance, View {
    /// Set while the class's getter runs on this view: a read from inside it is `super`'s.
    var isAskingClassForIntrinsicSize: Bool { get set }
}

extension ScriptIntrinsicSizing {
    /// The class's answer, else `kinds()` (the kind's own `intrinsicContentSize`).
    func intrinsicSizeFromClass(orKinds kinds: () -> Size) -> Size {
        let name = "get_intrinsicContentSize"
        guard !isAskingClassForIntrinsicSize else { return kinds() }
        isAskingClassForIntrinsicSize = true
        defer { isAskingClassForIntrinsicSize = false }
        var size: Size?
        var badAnswer: String?
        classTable.callMemberFromHost(name, nresults: 1, { lua in lua.push(self); return 1 }) { L in
            size = GeometryReader.size(L, -1)
            if size == nil { badAnswer = LuaStack.typeName(L, -1) }
        }
        if let badAnswer {
            Engine.current?.report(Diagnostic(kind: .scriptError,
                message: "\(displayName).intrinsicContentSize returned \(badAnswer), not a CGSize; the \(kindName)'s own size answered instead", subject: displayName))
        }
        return size ?? kinds()
    }
}
