import Testing
import Stagecraft
@testable import StagecraftLua

/// T7.10 from Lua: `animator.isManualHitTestingEnabled`, and a finger catching a flying view where
/// it is drawn (the WWDC 2016 photo sample's "put a finger down on the photo at any point").
@Suite struct AnimatedHitTestBindingTests {
    func tapsCaught(manual: Bool) throws -> [String] {
        let stage = LuaGestureStage()  // a 390 × 844 card in a window
        defer { stage.engine.discardEverything(); stage.lua.releaseAllObjects() }
        try stage.lua.run("""
            S.taps = 0
            local photo = UIView(CGRect(0, 0, 100, 100))
            card:addSubview(photo)
            local tap = UITapGestureRecognizer(function(g) S.taps = S.taps + 1 end)
            photo:addGestureRecognizer(tap)
            S.animator = UIViewPropertyAnimator(1, "linear", function() photo.center = CGPoint(350, 50) end)
            S.animator.isManualHitTestingEnabled = \(manual)
            S.manual = S.animator.isManualHitTestingEnabled
            S.animator:startAnimation()
            """)
        stage.engine.advance(by: 0.5)  // drawn at x 150…250, the model at 300…400
        stage.touches.tap(at: Point(200, 50))
        stage.engine.advance(by: 0.2)
        return try stage.lua.run("return S.taps, S.manual")
    }

    @Test func t7_10_aFingerCatchesTheFlyingViewWhereItIsDrawn() throws {
        #expect(try tapsCaught(manual: false) == ["1", "false"])
    }

    @Test func t7_10_manualHitTestingFromLuaKeepsTheModelValues() throws {
        #expect(try tapsCaught(manual: true) == ["0", "true"])
    }
}
