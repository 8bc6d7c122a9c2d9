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
/// the button highlights it, T12.6); `willSet_isHighlighted(self, newValue)` runs before it, while
/// the flag still has its old value, as Swift's `willSet` does.
///
/// SW12.1: UIKit asks a subclass's overrides where it asks its own methods. Auto Layout reads the
/// class's `intrinsicContentSize` getter (`get_intrinsicContentSize`); touches delivered to the
/// button go to the class's `touchesBegan`/`Moved`/`Ended`/`Cancelled(self, touches, event)`. Inside
/// one of these, the binding's member of the same name (`self.intrinsicContentSize`,
/// `self:touchesBegan(touches)`, what Swift's `super` translates to) is UIButton's own: its content
/// size, its tracking (highlight, target-action). An error in any of these is a `.scriptError`
/// diagnostic with file:line, and UIButton's own answers instead; the button stays usable.
final class ScriptButtonSubclass: Button {
    /// The class table (its methods, through its `__index` chain: a base class's too).
    let classTable: LuaRef
    let ownFields = OwnFields()
    /// The flags as the observers last saw them: `oldValue` of the next `didSet`.
    private var observedFlags: (isEnabled: Bool, isHighlighted: Bool, isSelected: Bool) = (true, false, false)
    /// The touch overrides running now on this button: a call back into one from its own body is
    /// Swift's `super` call, UIButton's.
    private var runningOverrides: Set<String> = []
    var isAskingClassForIntrinsicSize = false

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

    override func stateWillChange(to newState: State) {
        super.stateWillChange(to: newState)
        let willBeEnabled = !newState.contains(.disabled)
        if willBeEnabled != isEnabled { willSet("isEnabled", willBeEnabled) }
        if newState.contains(.highlighted) != isHighlighted { willSet("isHighlighted", newState.contains(.highlighted)) }
        if newState.contains(.selected) != isSelected { willSet("isSelected", newState.contains(.selected)) }
    }

    /// The class's `didSet_<flag>(self, oldValue)`, when it has one.
    private func didSet(_ flag: String, _ oldValue: Bool) {
        classTable.callMemberFromHost("didSet_" + flag) { lua in lua.push(self); LuaStack.push(lua.state, oldValue); return 2 }
    }

    /// The class's `willSet_<flag>(self, newValue)`, when it has one.
    private func willSet(_ flag: String, _ newValue: Bool) {
        classTable.callMemberFromHost("willSet_" + flag) { lua in lua.push(self); LuaStack.push(lua.state, newValue); return 2 }
    }

    // MARK: - Overrides UIKit asks (SW12.1)

    override var intrinsicContentSize: Size { intrinsicSizeFromClass { super.intrinsicContentSize } }

    override func touchesBegan(_ touches: [Touch]) { touchesFromScript("touchesBegan", touches) { super.touchesBegan($0) } }
    override func touchesMoved(_ touches: [Touch]) { touchesFromScript("touchesMoved", touches) { super.touchesMoved($0) } }
    override func touchesEnded(_ touches: [Touch]) { touchesFromScript("touchesEnded", touches) { super.touchesEnded($0) } }
    override func touchesCancelled(_ touches: [Touch]) { touchesFromScript("touchesCancelled", touches) { super.touchesCancelled($0) } }

    /// The class's `name(self, touches)` when it has one and is not running already; else UIButton's
    /// handling (`buttons`): the class's own call of it is its `super`.
    private func touchesFromScript(_ name: String, _ touches: [Touch], buttons: ([Touch]) -> Void) {
        guard !runningOverrides.contains(name) else { return buttons(touches) }
        runningOverrides.insert(name)
        defer { runningOverrides.remove(name) }
        let ran = classTable.callMemberFromHost(name, nresults: 0, { lua in lua.push(self); lua.push(touches: touches); return 2 }) { _ in }
        if ran == nil { buttons(touches) }
    }
}

// Each button of the class keeps its stored properties apart; the class table is shared.
extension ScriptButtonSubclass: ScriptIntrinsicSizing {}
