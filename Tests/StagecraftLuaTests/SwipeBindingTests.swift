import Testing
import Stagecraft
@testable import StagecraftLua

/// T12.8 in Lua: `UISwipeGestureRecognizer` under UIKit's names, its `direction` option set spelled
/// by names as the API spells UIKit's option sets.
@Suite struct SwipeBindingTests {
    let stage = LuaGestureStage()

    @Test func T12_8_aSwipeDownFromLuaIsRecognizedAndCallsItsTarget() throws {
        try stage.lua.run("""
            local swipe = UISwipeGestureRecognizer{direction = {"down", "up"}, name = "swipe"}
            S.states = {}
            swipe:addTarget(function(g) table.insert(S.states, g.state) end)
            card:addGestureRecognizer(swipe)
            S.swipe = swipe
            """)
        stage.touches.pan(from: Point(195, 100), to: Point(195, 400), duration: 0.3)
        stage.engine.advance(by: 1)
        #expect(try stage.lua.run("return table.concat(S.states, ','), S.swipe.direction, S.swipe.numberOfTouchesRequired")
                == ["ended", "up|down", "1"])
    }

    @Test func T12_8_theDefaultRightFailsASwipeDown() throws {
        try stage.lua.run("""
            local swipe = UISwipeGestureRecognizer()
            card:addGestureRecognizer(swipe)
            S.swipe = swipe
            """)
        stage.touches.pan(from: Point(195, 100), to: Point(195, 400), duration: 0.3)
        stage.engine.advance(by: 1)
        #expect(try stage.lua.run("return S.swipe.direction, S.swipe.state") == ["right", "failed"])
    }

    @Test func T12_8_directionTakesANameAListOrBarsAndReadsBackInUIKitsOrder() throws {
        #expect(try stage.lua.run("""
            local g = UISwipeGestureRecognizer()
            g.direction = "left"
            local a = g.direction
            g.direction = "down|right"
            local b = g.direction
            g.direction = {}
            return a, b, g.direction
            """) == ["left", "right|down", "none"])
    }

    @Test func T12_8_aBadDirectionIsAClearErrorAndChangesNothing() throws {
        try stage.lua.run("S.g = UISwipeGestureRecognizer{direction = 'down'}")
        for bad in ["'diagonal'", "{'down', 3}", "8", "'down|sideways'"] {
            #expect { try stage.lua.run("S.g.direction = \(bad)") } throws: { error in
                (error as? LuaError)?.message.contains("\"right\", \"left\", \"up\", \"down\" or a list of them") == true
            }
        }
        #expect(try stage.lua.run("return S.g.direction") == ["down"])
        #expect { try stage.lua.run("UISwipeGestureRecognizer{direction = 'north'}") } throws: { error in
            (error as? LuaError)?.message.contains("expected") == true
        }
    }

    @Test func T12_8_twoFingersFromLua() throws {
        try stage.lua.run("""
            S.g = UISwipeGestureRecognizer{numberOfTouchesRequired = 2}
            card:addGestureRecognizer(S.g)
            """)
        stage.touches.pan(from: Point(100, 400), to: Point(300, 400), duration: 0.2)
        stage.engine.advance(by: 1)
        #expect(try stage.lua.run("return S.g.numberOfTouchesRequired, S.g.state") == ["2", "failed"])
        #expect(stage.engine.events.contains { $0.name == "failed" && $0.detail.contains("lifted with 1 of 2 touches") })
    }
}
