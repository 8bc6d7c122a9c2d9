import Testing
import Stagecraft
@testable import StagecraftLua

/// Issue 27 part 1: an unknown member, option or enum string names the nearest registered names
/// ("did you mean"), for every bound type, from the names the bindings registered.
@Suite final class NameSuggestionTests {
    let engine = Engine()
    let lua: LuaState
    let card = View(name: "card")
    init() throws {
        lua = try LuaState()
        lua.setGlobal("card", card)
    }

    deinit {
        engine.discardEverything()
        lua.releaseAllObjects()
    }

    func message(_ source: String) -> String {
        do {
            try lua.run(source, chunkName: "@k.lua")
            return "no error"
        } catch { return error.message }
    }

    @Test func aClassGlobalsMisspeltFunctionNamesTheRegisteredOne() {
        #expect(message("UIView.animte(0.3, function() end)") == "k.lua:1: UIView has no member 'animte' — did you mean 'animate'?")
    }

    @Test func anObjectsMisspeltPropertyNamesTheRegisteredOne() {
        #expect(message("local a = card.alpah") == "k.lua:1: View has no member 'alpah' — did you mean 'alpha'?")
        // Writing: the names it can set.
        #expect(message("card.backgroundColr = UIColor.red") == "k.lua:1: View has no property 'backgroundColr' — did you mean 'backgroundColor'?")
    }

    @Test func aValueTypesMisspeltFieldNamesTheRegisteredOne() {
        #expect(message("local w = CGRect(0, 0, 10, 10).widht") == "k.lua:1: CGRect has no member 'widht' — did you mean 'width'?")
    }

    @Test func aNameNothingIsNearGetsNoGuess() {
        // The twin of the cases above: no registered member is a slip away from it or contains it.
        #expect(message("local a = card.zzqqx") == "k.lua:1: View has no member 'zzqqx'")
        #expect(message("UIView.qqq()") == "k.lua:1: UIView has no member 'qqq'")
    }

    @Test func anAnimationOptionLeftWithoutItsPrefixNamesTheOptionThatHasIt() {
        #expect(message("UIView.animate(0.3, 0, 'easeOut', function() end)").hasSuffix("unknown animation option 'easeOut' — did you mean 'curveEaseOut'?"))
        #expect(message("UIView.animate(0.3, 0, {'curveEaseOut', 'beginFromCurentState'}, function() end)")
            .hasSuffix("unknown animation option 'beginFromCurentState' — did you mean 'beginFromCurrentState'?"))
        #expect(message("UIView.animate(0.3, 0, 'curveEaseOut', function() end)") == "no error")
    }

    @Test func nearestPrefersASlipToAContainingNameAndGivesTies() {
        #expect(NameSuggestions.nearest(to: "too", among: ["from", "to"]) == ["to"])
        #expect(NameSuggestions.nearest(to: "easeOut", among: ["curveEaseOut", "curveEaseIn", "curveLinear"]) == ["curveEaseOut"])
        // Two names one slip away: both, in alphabetical order.
        #expect(NameSuggestions.nearest(to: "cat", among: ["bat", "car", "dog"]) == ["bat", "car"])
        // Case alone is a slip of 0: `Alpha` → `alpha`; the name itself is never suggested.
        #expect(NameSuggestions.nearest(to: "Alpha", among: ["alpha", "Alpha"]) == ["alpha"])
        // Short names do not match by containment (`to` is in too many names), nor by a slip
        // (`z` is one from `x` and `y` both), only by case.
        #expect(NameSuggestions.nearest(to: "on", among: ["onboarding"]) == [])
        #expect(NameSuggestions.nearest(to: "z", among: ["x", "y"]) == [])
        #expect(NameSuggestions.nearest(to: "X", among: ["x", "y"]) == ["x"])
        #expect(NameSuggestions.hint(for: "too", among: ["from", "to"], quote: "\"") == " — did you mean \"to\"?")
        #expect(NameSuggestions.hint(for: "zzz", among: ["from", "to"]) == "")
    }
}
