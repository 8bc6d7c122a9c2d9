import Testing
import Stagecraft
@testable import StagecraftLua

/// Every options table refuses a key it does not read, naming it, the keys it reads and the
/// closest one (issue 14, item 3: a misspelt `animationz =` used to be silently ignored).
@Suite final class OptionKeysTests {
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

    @Test func aMisspeltKeyInThePropertyAnimatorsTableIsRefusedWithTheClosestKey() {
        #expect(message("UIViewPropertyAnimator{duration = 1, animationz = function() end}")
            == "k.lua:1: UIViewPropertyAnimator: unknown key 'animationz' (did you mean 'animations'?); "
             + "known keys: animations, controlPoint1, controlPoint2, curve, dampingRatio, duration, timingParameters")
    }

    @Test func everyOptionsTableOfTheBindingsChecksItsKeys() {
        let cases: [(String, String)] = [
            ("UIView.animate{duration = 1, animationz = function() end}", "animate: unknown key 'animationz' (did you mean 'animations'?)"),
            ("UIView.animateKeyframes{duration = 1, animations = function() end, delya = 0}", "animateKeyframes: unknown key 'delya' (did you mean 'delay'?)"),
            ("UIView.animateKeyframes{duration = 1, animations = function() UIView.addKeyframe{relativeStartTime = 0, relativeDuraton = 1, animations = function() end} end}",
             "addKeyframe: unknown key 'relativeDuraton' (did you mean 'relativeDuration'?)"),
            ("UISpringTimingParameters{dampingRatio = 0.5, intialVelocity = 1}", "UISpringTimingParameters: unknown key 'intialVelocity' (did you mean 'initialVelocity'?)"),
            ("UICubicTimingParameters{animationCurve = 'easeIn', extra = 1}", "UICubicTimingParameters: unknown key 'extra'; known keys: animationCurve"),
            ("CGAffineTransform{scaleX = 2, yy = 2}", "CGAffineTransform: unknown key 'yy' (did you mean 'y'?)"),
            ("UIColor{red = 1, green = 1, blu = 1}", "UIColor: unknown key 'blu' (did you mean 'blue'?)"),
            ("UIEdgeInsets{top = 1, left = 1, bottom = 1, rigth = 1}", "UIEdgeInsets: unknown key 'rigth' (did you mean 'right'?)"),
            ("CGRect{x = 0, y = 0, width = 1, heigth = 1}", "CGRect: unknown key 'heigth' (did you mean 'height'?)"),
            ("UICollectionView{itemsize = {10, 10}, items = {}}", "UICollectionView: unknown key 'itemsize' (did you mean 'itemSize'?)"),
            ("UIViewPropertyAnimator{duration = 1, curve = {controlPoint1 = {0, 0}, controlPoint2 = {1, 1}, controlPoint3 = {1, 1}}}",
             "UIViewPropertyAnimator: unknown key 'controlPoint3' (did you mean 'controlPoint1'?)"),
        ]
        for (source, expected) in cases {
            let got = message(source)
            #expect(got.hasPrefix("k.lua:1: " + expected), "\(source) → \(got)")
        }
    }

    @Test func aKeyNothingLikeAKnownOneGetsNoSuggestion() {
        #expect(message("UIView.animate{duration = 1, animations = function() end, zebra = true}")
            == "k.lua:1: animate: unknown key 'zebra'; known keys: animations, bounce, completion, delay, duration, "
             + "initialSpringVelocity, options, springDuration, usingSpringWithDamping")
        // A key that is not a string is named by its type.
        #expect(message("UIView.animate{duration = 1, animations = function() end, [true] = 1}").hasPrefix("k.lua:1: animate: unknown key of type boolean;"))
    }

    @Test func theKnownTablesStillWork() throws {
        try lua.run("""
            UIView.animate{duration = 0, animations = function() card.alpha = 0.5 end}
            UIView.animateKeyframes{duration = 0, animations = function()
              UIView.addKeyframe{relativeStartTime = 0, relativeDuration = 1, animations = function() card.alpha = 0.25 end}
            end}
            """)
        #expect(card.alpha == 0.25)
        #expect(try lua.run("return UIColor{white = 1, alpha = 0.5}.alpha, CGRect{origin = {x = 1, y = 2}, size = {3, 4}}.size.height") == ["0.5", "4.0"])
    }

    @Test func closestMatchIgnoresCaseAndRefusesFarKeys() {
        #expect(OptionKeys.closest(to: "dampingratio", in: ["dampingRatio", "duration"]) == "dampingRatio")
        #expect(OptionKeys.closest(to: "xyz", in: ["duration"]) == nil)
        #expect(OptionKeys.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
