import CLuaShim
import Stagecraft

/// A view whose `layoutSubviews` (and `safeAreaInsetsDidChange`) a script overrides:
/// `UIView{frame = …, layoutSubviews = function(self) … end}`, the Lua form of a UIView subclass
/// that overrides one method. Each function gets the view as `self`; an error is a `.scriptError`
/// diagnostic with file:line, and the layout pass goes on with the other views.
final class ScriptView: View {
    /// The overrides a constructor table may hold, by UIKit's method names.
    static let overrides = ["layoutSubviews", "safeAreaInsetsDidChange"]

    private let layout: LuaRef?
    private let safeAreaChange: LuaRef?

    init(frame: Rect, name: String?, layoutSubviews: LuaRef?, safeAreaInsetsDidChange: LuaRef?) {
        layout = layoutSubviews
        safeAreaChange = safeAreaInsetsDidChange
        super.init(frame: frame, name: name)
    }

    override func layoutSubviews() {
        layout?.callFromHost { lua in lua.push(self); return 1 }
    }

    override func safeAreaInsetsDidChange() {
        safeAreaChange?.callFromHost { lua in lua.push(self); return 1 }
    }
}
