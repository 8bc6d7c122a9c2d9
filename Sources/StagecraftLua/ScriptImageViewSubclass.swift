import CLuaShim
import Stagecraft

/// An image view that is an instance of a UIImageView subclass written in Lua (or translated from
/// Swift): `UIImageView{class = Avatar}`, as ScriptLabelSubclass is for a label.
final class ScriptImageViewSubclass: ImageView {
    let classTable: LuaRef
    let ownFields = OwnFields()
    var isAskingClassForIntrinsicSize = false

    init(frame: Rect, imageName: String?, name: String?, class classTable: LuaRef) {
        self.classTable = classTable
        super.init(frame: frame, imageName: imageName, name: name)
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

// Each image view of the class keeps its stored properties apart; the class table is shared.
extension ScriptImageViewSubclass: ScriptIntrinsicSizing {}
