import Testing
import Stagecraft
@testable import StagecraftLua

/// `removeTarget` accepts what `addTarget` took (issue 14, item 3), as UIKit's
/// `removeTarget(_:action:)` takes the target and selector `addTarget(_:action:)` was given.
@Suite struct GestureTargetTests {
    let stage = LuaGestureStage()

    /// Taps the card once and returns the handler's counts.
    func tapAndCount() throws -> [String] {
        stage.touches.tap(at: Point(100, 100))
        stage.engine.advance(by: 1)
        return try stage.lua.run("return S.C.fn, S.C.method, S.C.other")
    }

    @Test func eachFormAddedRunsOnATap() throws {
        try stage.lua.run("""
            local C = { fn = 0, method = 0, other = 0 }
            function C.count(gesture) C.fn = C.fn + 1 end
            local Handler = {}
            function Handler:handleTap(gesture) C.method = C.method + 1 end
            function Handler:other(gesture) C.other = C.other + 1 end
            local tap = UITapGestureRecognizer()
            card:addGestureRecognizer(tap)
            tap:addTarget(C.count)
            tap:addTarget(Handler, "handleTap")
            tap:addTarget{target = Handler, action = Handler.other}
            S.C, S.Handler, S.tap = C, Handler, tap
            """)
        #expect(try tapAndCount() == ["1", "1", "1"])
    }

    @Test func aMethodNameFindsAClassMethodThroughIndex() throws {
        // Swift's `addTarget(self, action: #selector(handleTap))` from a class instance: the
        // method lives in the class, reached through the instance's metatable.
        try stage.lua.run("""
            local C = { fn = 0, method = 0, other = 0 }
            local Base = {}
            Base.__index = Base
            function Base:handleTap(gesture) C.method = C.method + 1 end
            local Handler = setmetatable({}, { __index = Base })
            Handler.__index = Handler
            local instance = setmetatable({}, Handler)
            local tap = UITapGestureRecognizer()
            card:addGestureRecognizer(tap)
            tap:addTarget(instance, "handleTap")
            S.C, S.instance = C, instance  -- the app keeps its target: the recognizer does not (T12.1)
            """)
        #expect(try tapAndCount() == ["0", "1", "0"])
    }

    /// UIKit's `removeGestureRecognizer(_:)`: the recognizer leaves the view and its taps stop;
    /// added back, they run again.
    @Test func aRemovedRecognizerNoLongerRecognizes() throws {
        try eachFormAddedRunsOnATap()
        try stage.lua.run("card:removeGestureRecognizer(S.tap); S.removedView = S.tap.view")
        #expect(try tapAndCount() == ["1", "1", "1"])
        #expect(try stage.lua.run("return tostring(S.removedView)") == ["nil"])
        try stage.lua.run("card:addGestureRecognizer(S.tap)")
        #expect(try tapAndCount() == ["2", "2", "2"])
    }

    @Test func removeTargetTakesWhatAddTargetTook() throws {
        try eachFormAddedRunsOnATap()
        try stage.lua.run("""
            S.tap:removeTarget(S.C.count)                  -- the function given
            S.tap:removeTarget(S.Handler, "handleTap")     -- the target and method name
            """)
        #expect(try tapAndCount() == ["1", "1", "2"])
        try stage.lua.run("S.tap:removeTarget{target = S.Handler, action = S.Handler.other}")
        #expect(try tapAndCount() == ["1", "1", "2"])
    }

    @Test func removingATargetWithNoActionRemovesAllItsActionsAndNilRemovesEverything() throws {
        try eachFormAddedRunsOnATap()
        try stage.lua.run("S.tap:removeTarget(S.Handler, nil)")
        #expect(try tapAndCount() == ["2", "1", "1"])
        try stage.lua.run("local token = S.tap:addTarget(S.C.count) S.tap:removeTarget(token)")
        #expect(try tapAndCount() == ["3", "1", "1"])
        try stage.lua.run("S.tap:removeTarget(nil)")
        #expect(try tapAndCount() == ["3", "1", "1"])
    }

    @Test func aDifferentFunctionWithTheSameBodyIsNotTheSameTarget() throws {
        try eachFormAddedRunsOnATap()
        try stage.lua.run("S.tap:removeTarget(function(gesture) S.C.fn = S.C.fn + 1 end)")
        #expect(try tapAndCount() == ["2", "2", "2"])
    }
}

/// A card in a window with touches, and a Lua state that sees it as `card`.
struct LuaGestureStage {
    let lua: LuaState
    let engine = Engine(frameRate: 60)
    let window = Window()
    let card = View(frame: Rect(0, 0, 390, 844), name: "card")
    let touches: TouchSynthesizer

    init() {
        window.addSubview(card)
        touches = TouchSynthesizer(engine: engine, window: window)
        lua = (try? LuaState()) ?? { fatalError("no Lua state") }()
        lua.setGlobal("card", card)
        // Each run has its own environment: a shared table S carries values between them.
        try? lua.loadPrivileged("S = {}", chunkName: "=shared")
        try? lua.call(nargs: 0, nresults: 0)
    }
}
