import CLuaShim
import Stagecraft

/// A button that is an instance of a UIButton subclass written in Lua (or translated from Swift):
/// `UIButton{class = CloseButton, type = "custom"}`. It is UIKit's button for the engine — hit
/// testing, touch tracking, target-action and its title label are Button's (T12.6) — and the class
/// table answers what the button does not bind, as ScriptViewSubclass's does for a view: its
/// methods, class-wide values, computed properties, and each button's own stored properties.
///
/// The UIKit methods the engine calls on a view (`layoutSubviews`, `safeAreaInsetsDidChange`,
/// `didMoveToWindow`) call the class's function of that name with the button as `self`. A
/// `layoutSubviews` override runs after UIButton's own layout (the title and image placed), which
/// is what its `super.layoutSubviews()` does first in Swift. An override of `isEnabled`,
/// `isHighlighted` or `isSelected` with `didSet` (`didSet_isHighlighted(self, oldValue)`) runs
/// after each change of that flag, by the script or by UIKit's touch tracking (a finger down on
/// the button highlights it, T12.6). An error in any of these is a `.scriptError` diagnostic with
/// file:line; the button stays usable.
final class ScriptButtonSubclass: Button {
    /// The class table (its methods, through its `__index` chain: a base class's too).
    let classTable: LuaRef
    let ownFields = OwnFields()
    /// The flags as the observers last saw them: `oldValue` of the next `didSet`.
    private var observedFlags: (isEnabled: Bool, isHighlighted: Bool, isSelected: Bool) = (true, false, false)

    init(type: ButtonType, frame: Rect, name: String?, class classTable: LuaRef) {
        self.classTable = classTable
        super.init(type: type, frame: frame, name: name)
    }

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

    override func stateDidChange() {
        super.stateDidChange()
        let old = observedFlags
        observedFlags = (isEnabled, isHighlighted, isSelected)
        if old.isEnabled != isEnabled { didSet("isEnabled", old.isEnabled) }
        if old.isHighlighted != isHighlighted { didSet("isHighlighted", old.isHighlighted) }
        if old.isSelected != isSelected { didSet("isSelected", old.isSelected) }
    }

    /// The class's `didSet_<flag>(self, oldValue)`, when it has one.
    private func didSet(_ flag: String, _ oldValue: Bool) {
        classTable.callMemberFromHost("didSet_" + flag) { lua in lua.push(self); LuaStack.push(lua.state, oldValue); return 2 }
    }
}

// Each button of the class keeps its stored properties apart; the class table is shared.
extension ScriptButtonSubclass: LuaClassInstance {}
