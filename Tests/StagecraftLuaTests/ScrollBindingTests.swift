import Testing
import Stagecraft
@testable import StagecraftLua

/// Scroll views and gesture delegates from Lua (SV1.x, G1.x of docs/scrolling.md), written as UIKit
/// code is: `scrollView.delegate = self`, `pan.delegate = self`, `tap:requireToFail(doubleTap)`,
/// `scrollViewWillEndDragging` returning the new target.
@Suite final class ScrollBindingTests {
    let lua: LuaState
    let engine = Engine()
    let window = Window()
    let touches: TouchSynthesizer
    /// 20 rows of 50 pt in a 390 × 300 list: offsets 0…700.
    let list = ListView(frame: Rect(0, 0, 390, 300), rowHeight: 50, rows: (0..<20).map { "row\($0)" }, name: "list")

    init() throws {
        lua = try LuaState()
        engine.advance(by: 0)
        window.addSubview(list)
        touches = TouchSynthesizer(engine: engine, window: window)
        lua.setGlobal("list", list)
        lua.setGlobal("window", window)
        // Chunks run in fresh environments: what a test keeps between them lives on this screen (its fields).
        lua.setGlobal("app", try ScriptViewController(lua: lua, name: "app", source: "return {}", chunkName: "app.lua"))
    }

    deinit {
        engine.discardEverything()
        lua.releaseAllObjects()
    }

    /// 100 pt up in 0.1 s, released at 1000 pt/s.
    func flick() { touches.pan(from: Point(100, 250), to: Point(100, 150), duration: 0.1, releaseVelocity: Point(0, -1000)) }

    @Test func sv1_theScrollingPropertiesReadAndWriteAsUIKitNamesThem() throws {
        #expect(try lua.run("""
            list.contentInset = UIEdgeInsets(10, 0, 20, 0)
            list.decelerationRate = "fast"
            list.isPagingEnabled = true
            list.bounces = false
            list.contentInsetAdjustmentBehavior = "never"
            return list.adjustedContentInset.top, list.decelerationRate, list.isPagingEnabled, list.bounces,
              list.alwaysBounceVertical, list.panGestureRecognizer.state, list.isDragging, list.isDecelerating, list.isTracking
            """) == ["10.0", "0.99", "true", "false", "true", "possible", "false", "false", "false"])
        #expect(try lua.run("list.isScrollEnabled = false return list.panGestureRecognizer.isEnabled") == ["false"])
    }

    @Test func sv1_badValuesAreErrorsNamingTheLine() throws {
        for (source, message) in [
            ("list.decelerationRate = 2", "decelerationRate must be strictly between 0 and 1"),
            ("list.decelerationRate = 0/0", "finite number expected"),
            ("list.decelerationRate = 'slow'", "\"normal\", \"fast\" or a number"),
            ("list.contentInsetAdjustmentBehavior = 'sometimes'", "\"automatic\""),
            ("list:setContentOffset(CGPoint(0, 0/0), true)", "bad argument"),
            ("list:setContentOffset(CGPoint(0, 10))", "boolean expected"),
            ("list.panGestureRecognizer:requireToFail(nil)", "GestureRecognizer expected"),
            ("list.delegate = 42", "a delegate table, a screen or nil"),
        ] {
            do { _ = try lua.run(source, chunkName: "@bad.lua"); Issue.record("expected an error for \(source)") } catch {
                #expect(error.message.hasPrefix("bad.lua:1:") && error.message.contains(message), "\(source): \(error.message)")
            }
        }
        #expect(list.decelerationRate == ScrollView.DecelerationRate.normal)
    }

    @Test func sv1_11_aDelegateTableHearsTheScrollAndMayMoveTheTarget() throws {
        _ = try lua.run("""
            local Handler = {}
            Handler.__index = Handler
            function Handler.new() return setmetatable({ scrolls = 0, log = {} }, Handler) end
            function Handler:scrollViewDidScroll(scrollView) self.scrolls = self.scrolls + 1 end
            function Handler:scrollViewWillBeginDragging(scrollView) self.log[#self.log + 1] = "willBeginDragging" end
            function Handler:scrollViewWillEndDragging(scrollView, velocity, target)
              self.log[#self.log + 1] = string.format("willEndDragging %.3f", velocity.y)
              return CGPoint(0, 300)
            end
            function Handler:scrollViewDidEndDragging(scrollView, decelerate) self.log[#self.log + 1] = "didEndDragging " .. tostring(decelerate) end
            function Handler:scrollViewDidEndDecelerating(scrollView) self.log[#self.log + 1] = "didEndDecelerating" end
            app.handler = Handler.new()
            list.delegate = app.handler
            """)
        #expect(try lua.run("return rawequal(list.delegate, app.handler)") == ["true"])
        flick()
        engine.runUntilIdle()
        #expect(list.contentOffset.y == 300)
        #expect(try lua.run("return table.concat(app.handler.log, ', '), app.handler.scrolls > 100") ==
            ["willBeginDragging, willEndDragging 1.000, didEndDragging true, didEndDecelerating", "true"])
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func sv1_11_aWrongAnswerFromWillEndDraggingKeepsTheTargetWithADiagnostic() throws {
        _ = try lua.run("list.delegate = { scrollViewWillEndDragging = function() return 'top' end }", chunkName: "@d.lua")
        flick()
        engine.runUntilIdle()
        #expect(list.contentOffset.y > 500)  // the natural resting point, about 583
        #expect(engine.diagnostics.map(\.kind) == [.scriptError])
        #expect(engine.diagnostics.first?.message.contains("must return a finite CGPoint or nil (got string)") == true)
    }

    @Test func sv1_11_anErrorInACallbackIsADiagnosticAndTheScrollGoesOn() throws {
        _ = try lua.run("list.delegate = { scrollViewDidEndDragging = function() error('boom') end }", chunkName: "@d.lua")
        flick()
        engine.runUntilIdle()
        #expect(!list.isDecelerating && list.contentOffset.y > 500)
        #expect(engine.diagnostics.map(\.kind) == [.scriptError])
        #expect(engine.diagnostics.first?.message.contains("d.lua:1: boom") == true)
    }

    @Test func g1_2_aPanDelegateRecognizesTogetherWithTheListsScroll() throws {
        _ = try lua.run("""
            local Dismisser = {}
            Dismisser.__index = Dismisser
            function Dismisser:gestureRecognizerShouldRecognizeSimultaneouslyWith(g, other)
              return other == list.panGestureRecognizer
            end
            app.dismisser = setmetatable({}, Dismisser)
            app.pan = UIPanGestureRecognizer("dismiss")
            app.pan.delegate = app.dismisser
            window:addGestureRecognizer(app.pan)
            """)
        touches.pan(from: Point(100, 50), to: Point(100, 250), duration: 0.2, hold: 0.1)
        engine.advance(to: 0.2)
        #expect(try lua.run("return app.pan.state, list.panGestureRecognizer.state, rawequal(app.pan.delegate, app.dismisser)") == ["changed", "changed", "true"])
        #expect(list.contentOffset.y < 0)  // pulled down past the top: rubber band
    }

    @Test func g1_3_requireToFailFromLua() throws {
        _ = try lua.run("""
            app.single = UITapGestureRecognizer("single")
            app.double = UITapGestureRecognizer("double")
            app.double.numberOfTapsRequired = 2
            app.single:requireToFail(app.double)
            window:addGestureRecognizer(app.single)
            window:addGestureRecognizer(app.double)
            """)
        touches.tap(at: Point(200, 600))
        engine.advance(to: 0.3)
        #expect(try lua.run("return app.single.state") == ["possible"])
        engine.advance(to: 0.5)
        #expect(try lua.run("return app.single.state, app.double.state") == ["ended", "failed"])
    }

    @Test func g1_1_aScreenIsItsRecognizersDelegate() throws {
        let screen = try ScriptViewController(lua: lua, name: "screen", source: """
            local Screen = {}
            function Screen:viewDidLoad()
              self.pan = UIPanGestureRecognizer("pan")
              self.pan.delegate = self
              self.view:addGestureRecognizer(self.pan)
            end
            function Screen:gestureRecognizerShouldBegin(g)
              self.asked = (self.asked or 0) + 1
              return false
            end
            function Screen:gestureRecognizerShouldReceive(g, touch)
              return touch:location(nil).y > 100
            end
            return Screen
            """, chunkName: "screen.lua")
        window.rootViewController = screen
        engine.advance(by: 0)
        list.removeFromSuperview()
        touches.pan(from: Point(100, 50), to: Point(100, 250), duration: 0.2)  // lands at y 50: not received
        engine.advance(by: 1)
        touches.pan(from: Point(100, 450), to: Point(100, 650), duration: 0.2)
        engine.advance(by: 1)
        lua.setGlobal("screen", screen)
        #expect(try lua.run("return screen.asked, screen.pan.state, screen.pan.delegate == screen") == ["1", "failed", "true"])
        let pan = screen.view.gestureRecognizers.first
        #expect(pan?.state == .failed)
        #expect(pan?.failureReason == "gestureRecognizerShouldBegin returned false")
        #expect(screen.errors.isEmpty)
    }

    @Test func g1_2_anInteractionHandlerIsItsPansDelegate() throws {
        let interaction = try ScriptInteraction(lua: lua, source: """
            local Swipe = {}
            function Swipe:wire(vc)
              local pan = UIPanGestureRecognizer("swipe")
              pan.delegate = self
              vc.view:addGestureRecognizer(pan)
              self.pan = pan
            end
            function Swipe:gestureRecognizerShouldRecognizeSimultaneouslyWith(g, other)
              return other == list.panGestureRecognizer
            end
            return Swipe
            """, chunkName: "swipe.lua")
        let vc = ViewController(name: "sheet")
        window.rootViewController = vc
        engine.advance(by: 0)
        vc.view.addSubview(list)
        interaction.wire(to: vc)
        let swipe = try #require(vc.view.gestureRecognizers.first { $0.name == "swipe" })
        #expect(swipe.delegate === interaction)
        touches.pan(from: Point(100, 50), to: Point(100, 250), duration: 0.2, hold: 0.1)
        engine.advance(to: 0.2)
        #expect(swipe.state == .changed)
        #expect(list.panGestureRecognizer.state == .changed)
        #expect(interaction.errors.isEmpty && engine.diagnostics.isEmpty)
    }

    @Test func sv1_11_aScreenIsItsListsScrollDelegateAndStillHearsSelections() throws {
        let screen = try ScriptViewController(lua: lua, name: "screen", source: """
            local Screen = { scrolls = 0 }
            function Screen:viewDidLoad()
              list.delegate = self
              self.view:addSubview(list)
            end
            function Screen:scrollViewDidScroll(scrollView) self.scrolls = self.scrolls + 1 end
            function Screen:scrollViewDidEndDecelerating(scrollView) self.rested = scrollView.contentOffset.y end
            function Screen:tableViewDidSelectRowAt(tableView, indexPath) self.selected = indexPath.row end
            return Screen
            """, chunkName: "screen.lua")
        window.rootViewController = screen
        engine.advance(by: 0)
        lua.setGlobal("screen", screen)
        flick()
        engine.runUntilIdle()
        touches.tap(at: Point(100, 25))
        engine.advance(by: 0.5)
        #expect(try lua.run("return screen.scrolls > 100, screen.rested == list.contentOffset.y, screen.selected") == ["true", "true", "\(Int((list.contentOffset.y + 25) / 50))"])
        #expect(screen.errors.isEmpty && engine.diagnostics.isEmpty)
    }

    @Test func hr1_2_aDelegateTableOfARetiredGenerationIsNoLongerCalled() throws {
        let generation = GenerationToken(number: 1)
        lua.currentGeneration = generation
        _ = try lua.run("app.calls = 0 list.delegate = { scrollViewDidScroll = function() app.calls = app.calls + 1 end }")
        lua.currentGeneration = nil
        generation.retire()
        flick()
        engine.runUntilIdle()
        #expect(list.contentOffset.y > 500)
        #expect(try lua.run("return app.calls") == ["0"])
    }
}
