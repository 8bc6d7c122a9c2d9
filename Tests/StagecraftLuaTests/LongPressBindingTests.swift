import Testing
import Stagecraft
@testable import StagecraftLua

/// T12.4 in Lua: `UILongPressGestureRecognizer` and the pan's touch counts under UIKit's names.
@Suite struct LongPressBindingTests {
    let stage = LuaGestureStage()

    @Test func t12_4_aLongPressFromLuaBeginsAfterItsDuration() throws {
        try stage.lua.run("""
            local press = UILongPressGestureRecognizer{minimumPressDuration = 0.3, name = "hold"}
            press.allowableMovement = 4
            S.states = {}
            press:addTarget(function(g) table.insert(S.states, g.state) end)
            card:addGestureRecognizer(press)
            S.press = press
            """)
        stage.touches.press(at: Point(100, 100), duration: 0.31)
        stage.engine.advance(by: 1)
        #expect(try stage.lua.run("return table.concat(S.states, ','), S.press.minimumPressDuration == 0.3, S.press.allowableMovement == 4")
                == ["began,ended", "true", "true"])
    }

    @Test func t12_4_aLongPressReleasedJustBeforeItsDurationFailsInLua() throws {
        try stage.lua.run("""
            local press = UILongPressGestureRecognizer{minimumPressDuration = 0.3}
            card:addGestureRecognizer(press)
            S.press = press
            """)
        stage.touches.press(at: Point(100, 100), duration: 0.299)
        stage.engine.advance(by: 1)
        #expect(try stage.lua.run("return S.press.state") == ["failed"])
    }

    @Test func t12_4_zeroDurationIsTheTouchDownRecognizer() throws {
        try stage.lua.run("""
            local press = UILongPressGestureRecognizer()
            press.minimumPressDuration = 0
            press.numberOfTouchesRequired = 1
            S.began = -1
            press:addTarget(function(g) if g.state == "began" then S.began = 1 end end)
            card:addGestureRecognizer(press)
            """)
        stage.touches.press(at: Point(100, 100), duration: 0.2)
        stage.engine.advance(by: 0)
        #expect(try stage.lua.run("return S.began") == ["1"])
    }

    @Test func t12_4_panTouchCountsFromLua() throws {
        try stage.lua.run("""
            local pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 2
            pan.maximumNumberOfTouches = 2
            card:addGestureRecognizer(pan)
            S.pan = pan
            """)
        #expect(try stage.lua.run("return S.pan.minimumNumberOfTouches, S.pan.maximumNumberOfTouches") == ["2", "2"])
        // One finger is below the minimum: the pan does not begin however far it moves.
        stage.touches.pan(from: Point(100, 100), to: Point(100, 300), duration: 0.2)
        stage.engine.advance(by: 1)
        #expect(try stage.lua.run("return S.pan.state") == ["failed"])
    }

    @Test func t12_4_aWrongTypeIsAClearError() {
        #expect(throws: LuaError.self) {
            try stage.lua.run("UILongPressGestureRecognizer().minimumPressDuration = 'long'")
        }
    }
}
