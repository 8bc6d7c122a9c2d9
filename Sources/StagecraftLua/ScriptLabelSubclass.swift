import CLuaShim
import Stagecraft

/// A label that is an instance of a UILabel subclass written in Lua (or translated from Swift):
/// `UILabel{class = Caption}`. It is UIKit's label (its text, colour and intrinsic size) for the
/// engine, and the class table answers what it does not bind, as ScriptViewSubclass's does for a
/// view. The UIKit methods the engine calls on a view (`layoutSubviews`, after the label's own,
/// `safeAreaInsetsDidChange`, `didMoveToWindow`) call the class's function of that name with the
/// label as `self`; an error there is a `.scriptError` diagnostic with file:line.
final class ScriptLabelSubclass: Label {
    let classTable: LuaRef
    let ownFields = OwnFields()
    var isAskingClassForIntrinsicSize = false

    init(frame: Rect, text: String?, name: String?, class classTable: LuaRef) {
        self.classTable = classTable
        super.init(frame: frame, text: text, name: name)
    }

    /// SW12.1: the class's `intrinsicContentSize` override, which Auto Layout reads.
    override var intrinsicContentSize: Size { intrinsicSizeFromClass { super.intrinsicContentSize } }

    override func layoutSubviews() {
        super.layoutSubviews()
        classTable.callMemberFromHost("layoutSubviews") { lua in lua.push(self); return 1 }
    }

    override func safeAreaInsetsDidChange() {
        classTable.callMemberFromHost("safeAreaInsetsDidChange") { lua in lua.push(self); return 1 }
    }

    override func didMoveToWindow() {
        classTable.callMemberFromHost("didMoveToWindow") { lua in lua.push(self); return 1 }
    }
}

// Each label of the class keeps its stored properties apart; the class table is shared.
extension ScriptLabelSubclass: ScriptIntrinsicSizing {}
