import Testing
import Stagecraft
@testable import StagecraftLua

/// T12.1: gesture recognizers do not keep their target objects alive. A target object the app has
/// released is no longer called (decided by reachability at the call, the same in every run);
/// a closure target lives as long as the recognizer.
@Suite struct WeakGestureTargetTests {
    let stage = LuaGestureStage()

    func tap() {
        stage.touches.tap(at: Point(100, 100))
        stage.engine.advance(by: 1)
    }

    func counts() throws -> [String] { try stage.lua.run("return S.C.object, S.C.closure") }

    /// A target object the app holds in `S.driver`, a closure target nothing else holds.
    func addBoth() throws {
        try stage.lua.run("""
            S.C = { object = 0, closure = 0 }
            local Driver = {}
            Driver.__index = Driver
            function Driver:handleTap(gesture) S.C.object = S.C.object + 1 end
            local tap = UITapGestureRecognizer()
            card:addGestureRecognizer(tap)
            S.driver = setmetatable({}, Driver)
            tap:addTarget(S.driver, "handleTap")
            tap:addTarget(function(gesture) S.C.closure = S.C.closure + 1 end)
            """)
    }

    @Test func t12_1_aReleasedTargetObjectIsNoLongerCalled() throws {
        try addBoth()
        tap()
        #expect(try counts() == ["1", "1"])
        try stage.lua.run("S.driver = nil")  // the app lets go: no collection asked for
        tap()
        #expect(try counts() == ["1", "2"])
        tap()
        #expect(try counts() == ["1", "3"])
    }

    /// The second case: a target the app still holds is called after any number of collections,
    /// and a closure nobody else refers to is never released.
    @Test func t12_1_aHeldTargetAndAClosureSurviveCollections() throws {
        try addBoth()
        for _ in 0..<3 {
            stage.lua.collectGarbage()
            tap()
        }
        #expect(try counts() == ["3", "3"])
    }

    /// The running state: released in the middle of a pan (by another target of the same pan), the
    /// driver gets no `.changed` after that, and the release point is the same in every run.
    @Test func t12_1_releasedMidGestureStopsAtTheNextCallTheSameInEveryRun() throws {
        func run() throws -> [String] {
            let stage = LuaGestureStage()
            try stage.lua.run("""
                S.seen = {}
                local Driver = {}
                Driver.__index = Driver
                function Driver:update(gesture) S.seen[#S.seen + 1] = gesture.state end
                local pan = UIPanGestureRecognizer()
                card:addGestureRecognizer(pan)
                S.driver = setmetatable({}, Driver)
                pan:addTarget(S.driver, "update")
                local changes = 0
                pan:addTarget(function(gesture)
                  if gesture.state == "changed" then
                    changes = changes + 1
                    if changes == 2 then S.driver = nil end  -- as animationEnded's `transitionDriver = nil`
                  end
                end)
                """)
            stage.touches.pan(from: Point(100, 100), to: Point(100, 400), duration: 0.5)
            stage.engine.advance(by: 1)
            return try stage.lua.run("return table.concat(S.seen, ',')")
        }
        let first = try run()
        // The driver runs before the closure in each call: began, changed 1, changed 2 (the closure
        // then releases it), nothing more.
        #expect(first == ["began,changed,changed"])
        #expect(try run() == first)
    }

    /// Apple's WWDC 2016 photo sample: each transition's driver adds itself to the navigation
    /// controller's long-lived pan and zeroes its translation after reading it; the push's driver,
    /// released when the push ended, must not keep zeroing it for the pop's driver.
    @Test func t12_1_aReleasedDriverNoLongerZeroesThePansTranslationForTheNextOne() throws {
        try stage.lua.run("""
            S.read = {}
            local Driver = {}
            Driver.__index = Driver
            function Driver:updateInteraction(gesture)
              if gesture.state == "changed" then
                S.read[#S.read + 1] = { self.name, gesture:translation(card).y }
                gesture:setTranslation(CGPoint(0, 0), card)
              end
            end
            local pan = UIPanGestureRecognizer()
            card:addGestureRecognizer(pan)
            local push = setmetatable({ name = "push" }, Driver)
            pan:addTarget(push, "updateInteraction")
            push = nil                               -- the push ended: its driver is released
            S.pop = setmetatable({ name = "pop" }, Driver)
            pan:addTarget(S.pop, "updateInteraction")
            """)
        stage.touches.pan(from: Point(100, 100), to: Point(100, 400), duration: 0.5)
        stage.engine.advance(by: 1)
        let readers: [String] = try stage.lua.run("local t = {} for i, r in ipairs(S.read) do t[i] = r[1] end return table.concat(t, ',')")
        let total: [String] = try stage.lua.run("local s = 0 for _, r in ipairs(S.read) do s = s + r[2] end return s")
        #expect(readers.first?.split(separator: ",").allSatisfy { $0 == "pop" } == true)
        // The pop's driver sees the whole movement, piece by piece (300 pt less the pan's
        // recognition slop, which `began` consumed before the first `changed`).
        #expect((Double(total.first ?? "") ?? 0) > 250)
    }

    /// A handle to a Swift object (a view in the window) as the target: the window keeps the view,
    /// so dropping every Lua reference to its handle releases nothing; the target is still called,
    /// with the same view, and `removeTarget` still finds it.
    @Test func t12_1_aSwiftObjectTargetLivesAsLongAsTheObject() throws {
        try stage.lua.run("""
            S.C = { object = 0, closure = 0 }
            S.names = {}
            local v = UIView()
            v.name = "badge"
            card:addSubview(v)
            local tap = UITapGestureRecognizer()
            card:addGestureRecognizer(tap)
            S.action = function(target, gesture) S.C.object = S.C.object + 1; S.names[#S.names + 1] = target.name end
            tap:addTarget(v, S.action)
            S.tap = tap
            """)
        stage.lua.collectGarbage()
        tap()
        #expect(try counts() == ["1", "0"])
        #expect(try stage.lua.run("return S.names[1]") == ["badge"])
        try stage.lua.run("S.tap:removeTarget(card.subviews[1], S.action)")
        tap()
        #expect(try counts() == ["1", "0"])
    }

    /// The same for a view that leaves the window and that nothing refers to any more: released.
    @Test func t12_1_aSwiftObjectTargetTheAppReleasedIsNoLongerCalled() throws {
        try stage.lua.run("""
            S.C = { object = 0, closure = 0 }
            local v = UIView()
            card:addSubview(v)
            local tap = UITapGestureRecognizer()
            card:addGestureRecognizer(tap)
            tap:addTarget(v, function(target, gesture) S.C.object = S.C.object + 1 end)
            S.remove = function() v:removeFromSuperview() v = nil end
            """)
        tap()
        try stage.lua.run("S.remove() S.remove = nil")
        tap()
        #expect(try counts() == ["1", "0"])
    }
}
