import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// T12.5 from Lua: `CGVector` and `UISpringTimingParameters(dampingRatio, CGVector(dx, dy))`, as
/// Swift writes them; each axis of a moving view takes its component, other properties the magnitude.
@Suite struct SpringVectorBindingTests {
    @Test func t12_5_cgVectorIsAValue() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            local a, b = CGVector(0.6, 0.8), CGVector{dx = 0.6, dy = 0.8}
            return a.dx, a.dy, a == b, tostring(CGVector.zero), CGVector(1, 0) == CGVector(0, 1)
            """) == ["0.6", "0.8", "true", "CGVector(0.0, 0.0)", "false"])
        lua.releaseAllObjects()
    }

    @Test func t12_5_springParametersTakeAVectorAndGiveItBack() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            local s = UISpringTimingParameters(1, CGVector(0.6, 0.8))
            local t = UISpringTimingParameters{dampingRatio = 0.7, initialVelocity = {dx = 2, dy = 0}}
            local n = UISpringTimingParameters(1, 0.5)
            return s.dampingRatio, s.initialVelocity.dx, s.initialVelocity.dy, t.initialVelocity.dx, n.initialVelocity
            """) == ["1.0", "0.6", "0.8", "2.0", "0.5"])
        lua.releaseAllObjects()
    }

    @Test func t12_5_aPropertyAnimatorMovesEachAxisByItsComponent() throws {
        let engine = Engine()
        let lua = try LuaState()
        defer { engine.discardEverything(); lua.releaseAllObjects() }
        let view = View(frame: Rect(-50, -50, 100, 100))  // center (0, 0)
        lua.setGlobal("v", view)
        try lua.run("""
            local timing = UISpringTimingParameters(1, CGVector(0.6, 0.8))
            local animator = UIViewPropertyAnimator(0.5, timing, function() v.center = CGPoint(1000, 1000); v.alpha = 0 end)
            animator:startAnimation()
            """)
        engine.advance(by: 0.1)
        // The expected values: SpringVelocityVectorTests' independent solve of TIMING.md's spring.
        let critical = { (v0: Double) in SpringVelocityVectorReference.critical(duration: 0.5, v0: v0, at: 0.1) }
        #expect(abs(view.presentation.center.x - 1000 * critical(0.6)) < 0.1)
        #expect(abs(view.presentation.center.y - 1000 * critical(0.8)) < 0.1)
        #expect(abs(view.presentation.alpha - (1 - critical(1))) < 1e-4)
    }

    /// A velocity that is neither a number nor a CGVector is an error naming the script's line.
    @Test func t12_5_aBadVelocityIsAClearError() throws {
        let lua = try LuaState()
        let error = #expect(throws: LuaError.self) {
            try lua.run("\nlocal s = UISpringTimingParameters{dampingRatio = 1, initialVelocity = 'fast'}", chunkName: "@bad.lua")
        }
        #expect(error?.message.contains("bad.lua:2") == true, "\(String(describing: error))")
        #expect(error?.message.contains("initialVelocity must be a number or a CGVector, got string") == true)
        lua.releaseAllObjects()
    }
}

/// TIMING.md's critically damped spring settling at `duration`, solved by bisection (see
/// SpringVelocityVectorTests in the core's tests, which this mirrors).
enum SpringVelocityVectorReference {
    static func critical(duration: Double, v0: Double, at t: Double) -> Double {
        let residual = { (w: Double) in ((w - v0) * duration + 1) * exp(-w * duration) - 0.001 }
        var (low, high) = (5 / duration, 5 / duration)
        while residual(low) < 0 { low /= 1.5 }
        while residual(high) > 0 { high *= 1.5 }
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if residual(mid) > 0 { low = mid } else { high = mid }
        }
        let w = (low + high) / 2
        return 1 - exp(-w * t) * (1 + (w - v0) * t)
    }
}
