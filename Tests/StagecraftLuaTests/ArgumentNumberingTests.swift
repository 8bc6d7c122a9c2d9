import Testing
import Stagecraft
@testable import StagecraftLua

/// Argument numbers in errors count from the first argument the script wrote, as Lua's own
/// `luaL_argerror` does for methods called with `:` (issue 14, item 3): `self` is not #1.
@Suite struct ArgumentNumberingTests {
    let lua: LuaState
    init() throws {
        lua = try LuaState()
        lua.setGlobal("card", View(name: "card"))
    }

    /// The message of the error `source` raises.
    func message(_ source: String) -> String {
        do {
            try lua.run(source, chunkName: "@n.lua")
            return "no error"
        } catch { return error.message }
    }

    @Test func aMethodCalledWithAColonCountsFromTheFirstArgumentInTheParentheses() {
        #expect(message("card:addSubview(5)") == "n.lua:1: bad argument #1 to 'addSubview' (View expected, got number)")
        #expect(message("card:insertSubviewAt(UIView(), 'top')") == "n.lua:1: bad argument #2 to 'insertSubviewAt' (integer expected, got string)")
        #expect(message("return CGRect(0, 0, 10, 10):insetBy(1, {})") == "n.lua:1: bad argument #2 to 'insetBy' (number expected, got table)")
    }

    @Test func aBadSelfIsNamedAsLuaNamesIt() {
        // `t:addSubview(…)` on a table that borrowed the method: self is argument 0, "bad self".
        #expect(message("local t = {addSubview = card.addSubview} t:addSubview(card)")
            == "n.lua:1: calling 'addSubview' on bad self (View expected, got table)")
    }

    @Test func aMethodCalledWithADotCountsEveryArgument() {
        // Nothing is hidden by `.`: the first argument is #1, with a hint about `:`.
        #expect(message("card.addSubview(5, card)") == "n.lua:1: bad argument #1 to 'addSubview' (View expected, got number; call it with ':')")
        #expect(message("card.addSubview(card, 5)") == "n.lua:1: bad argument #2 to 'addSubview' (View expected, got number)")
    }

    @Test func aConstructorCountsFromItsFirstArgumentNotTheClassTable() {
        #expect(message("UIPanGestureRecognizer(5)") == "n.lua:1: bad argument #1 to 'UIPanGestureRecognizer' (string expected, got number)")
        #expect(message("UIScreenEdgePanGestureRecognizer('left', 5)")
            == "n.lua:1: bad argument #2 to 'UIScreenEdgePanGestureRecognizer' (string expected, got number)")
    }

    @Test func aStaticFunctionCountsEveryArgument() {
        #expect(message("UIView.animate('slow', function() end)") == "n.lua:1: bad argument #1 to 'animate' (number expected, got string)")
    }

    @Test func aSetterAndABatchSetNameTheProperty() {
        #expect(message("card.frame = 5") == "n.lua:1: bad value for 'frame' (CGRect expected, got number)")
        #expect(message("card:set{alpha = 1, frame = 5}") == "n.lua:1: bad value for 'frame' (CGRect expected, got number)")
    }
}
