import CLuaShim
import Stagecraft

/// A view that is an instance of a UIView subclass written in Lua (or translated from Swift):
/// `UIView{frame = …, class = DimmingView}`. The class table answers what the view does not bind,
/// as a Swift subclass adds members to UIView: its methods (`view:fadeIn()`), its class-wide
/// values, and its computed properties (`get_x`/`set_x`, read and written as `view.x`); each view
/// keeps its stored properties in a table of its own (`view.tapCount = 1`). The UIKit methods the
/// engine calls on a view (`layoutSubviews`, `safeAreaInsetsDidChange`, `didMoveToWindow`) call
/// the class's function of that name with the view as `self`, when it has one; an error there is a
/// `.scriptError` diagnostic with file:line, as ScriptView's overrides are.
final class ScriptViewSubclass: View {
    /// The UIKit methods the engine calls that a class may override, by UIKit's names.
    static let overrides = ["layoutSubviews", "safeAreaInsetsDidChange", "didMoveToWindow"]

    /// The class table (its methods, through its `__index` chain: a base class's too).
    let classTable: LuaRef
    let ownFields = OwnFields()

    init(frame: Rect, name: String?, class classTable: LuaRef) {
        self.classTable = classTable
        super.init(frame: frame, name: name)
    }

    override func layoutSubviews() {
        classTable.callMemberFromHost("layoutSubviews") { lua in lua.push(self); return 1 }
    }

    override func safeAreaInsetsDidChange() {
        classTable.callMemberFromHost("safeAreaInsetsDidChange") { lua in lua.push(self); return 1 }
    }

    override func didMoveToWindow() {
        classTable.callMemberFromHost("didMoveToWindow") { lua in lua.push(self); return 1 }
    }
}
