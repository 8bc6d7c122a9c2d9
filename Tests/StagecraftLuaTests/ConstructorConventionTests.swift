import Testing
import Stagecraft
@testable import StagecraftLua

/// One constructor convention for every bound type (issue 14, item 3; see Bindings.swift):
/// UIKit's positional forms and an options table with UIKit's labels, side by side.
@Suite final class ConstructorConventionTests {
    let engine = Engine()
    let lua: LuaState
    init() throws { lua = try LuaState() }

    /// Animators left running and the state's handles hold their views: broken apart when each
    /// test ends, as a host does (the sanitized run checks this process for leaks).
    deinit {
        engine.discardEverything()
        lua.releaseAllObjects()
    }

    @Test func viewsTakeAFramePositionallyOrInAnOptionsTable() throws {
        #expect(try lua.run("""
            local a, b = UIView(CGRect(0, 0, 10, 20), "a"), UIView{frame = {1, 2, 30, 40}, name = "b"}
            local l = UILabel{frame = CGRect(0, 0, 100, 20), text = "hi", name = "title"}
            local i = UIImageView{imageName = "trash"}
            local s = UIScrollView{frame = {0, 0, 5, 5}}
            return tostring(a.frame), a.name, tostring(b.frame), b.name, l.text, l.name, i.imageName, tostring(i.frame), tostring(s.frame)
            """) == ["CGRect(0, 0, 10, 20)", "a", "CGRect(1, 2, 30, 40)", "b", "hi", "title", "trash", "CGRect(0, 0, 0, 0)", "CGRect(0, 0, 5, 5)"])
        // UILabel(frame) then .text, as UIKit code does.
        #expect(try lua.run("local l = UILabel(CGRect(0, 0, 100, 20)) l.text = 'later' return l.text") == ["later"])
    }

    @Test func aPropertyAnimatorTakesEachOfUIKitsFourInitialisers() throws {
        // The animations run over the duration; a timing curve leaves its mark on the halfway value.
        let results = try lua.run("""
            local v = UIView()
            local curve = UIViewPropertyAnimator(1, "linear", function() v.alpha = 0 end)
            local spring = UIViewPropertyAnimator(1, 0.5, function() v.alpha = 0 end)
            local points = UIViewPropertyAnimator(1, CGPoint(0.1, 0.2), CGPoint(0.3, 0.4), function() v.alpha = 0 end)
            local timing = UIViewPropertyAnimator(1, UISpringTimingParameters(0.7))
            local labels = UIViewPropertyAnimator{duration = 2, dampingRatio = 0.5, animations = function() v.alpha = 0 end}
            return curve.duration, spring.duration, points.duration, timing.duration, labels.duration, labels.state
            """)
        #expect(results == ["1.0", "1.0", "1.0", "1.0", "2.0", "inactive"])
    }

    @Test func theDampingRatioFormMakesTheSameSpringAsItsLabelledForm() throws {
        let (positional, labelled, curve) = (View(name: "p"), View(name: "l"), View(name: "q"))
        lua.setGlobal("p", positional)
        lua.setGlobal("l", labelled)
        lua.setGlobal("q", curve)
        engine.advance(by: 0)
        try lua.run("""
            local P = UIViewPropertyAnimator(1, 0.3, function() p.alpha = 0 end)
            local L = UIViewPropertyAnimator{duration = 1, dampingRatio = 0.3, animations = function() l.alpha = 0 end}
            local Q = UIViewPropertyAnimator(1, "easeInOut", function() q.alpha = 0 end)
            P:startAnimation() L:startAnimation() Q:startAnimation()
            """)
        engine.advance(by: 0.05)
        // Both still on their way from 1 to 0, at the same point of the same spring.
        #expect(positional.presentation.alpha == labelled.presentation.alpha)
        #expect(positional.presentation.alpha > 0 && positional.presentation.alpha < 1)
        // The default curve is elsewhere: the number really chose the spring.
        #expect(abs(positional.presentation.alpha - curve.presentation.alpha) > 0.01)
    }

    @Test func containersTakeTheirControllersPositionallyOrByLabel() throws {
        #expect(try lua.run("""
            local root = UIViewController("root")
            local n1, n2 = UINavigationController(root, "n1"), UINavigationController{rootViewController = UIViewController("r2"), name = "n2"}
            local t = UITabBarController{viewControllers = {UIViewController("a"), UIViewController("b")}, name = "tabs"}
            return n1.topViewController.name, n2.topViewController.name, #t.viewControllers
            """) == ["root", "r2", "2"])
    }

    @Test func gestureRecognizersTakeTargetAndActionLikeUIKitsInit() throws {
        #expect(try lua.run("""
            local Handler = { seen = 0 }
            function Handler.handleTap(self, gesture) self.seen = self.seen + 1 end
            local T = UITapGestureRecognizer{target = Handler, action = "handleTap", name = "tap"}
            local E = UIScreenEdgePanGestureRecognizer{edges = "right", name = "edge"}
            local missing = pcall(UITapGestureRecognizer, {target = Handler, action = "nope"})
            local misspelt = pcall(UITapGestureRecognizer, {name = "x", acton = "handleTap"})
            return T.name, E.edges, missing, misspelt
            """) == ["tap", "right", "false", "false"])
    }

    @Test func constructorErrorsCountTheArgumentsWritten() {
        do { try lua.run("UIView(5)", chunkName: "@c.lua"); Issue.record("expected an error") } catch {
            #expect(error.message == "c.lua:1: bad argument #1 to 'UIView' (CGRect expected, got number)")
        }
        do { try lua.run("UIView{frame = 5}", chunkName: "@c.lua"); Issue.record("expected an error") } catch {
            #expect(error.message == "c.lua:1: bad value for 'frame' (CGRect expected, got number)")
        }
        do { try lua.run("UILabel{frame = {0, 0, 1, 1}, txt = 'x'}", chunkName: "@c.lua"); Issue.record("expected an error") } catch {
            #expect(error.message == "c.lua:1: UILabel: unknown key 'txt' (did you mean 'text'?); known keys: class, frame, name, text")
        }
    }
}
