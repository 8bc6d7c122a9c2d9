import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Issue 25 item 9: `layer:presentation()` for every animatable property, so mid-flight values can
/// be read and asserted from Lua: bounds (and a scroll view's contentOffset, its bounds origin),
/// corner radius, shadow, transform. Every animation here is linear over 1 s, so at 0.5 s each
/// value is the mean of its start and end (worked out per line), whatever the property.
@Suite final class PresentationLayerTests {
    private let made = MadeStates()

    func stage() throws -> (LuaState, Engine, Window) {
        let lua = try LuaState()
        let engine = Engine()
        made.keep(lua, engine)
        let window = Window()
        try lua.loadPrivileged("S = {}", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine, window)
    }

    private func numbers(_ lua: LuaState, _ source: String) throws -> [Double] {
        try lua.run(source).map { Double($0) ?? .nan }
    }

    /// Equal within 1e-6 (the clock's frames are binary fractions of a second, not exact decimals).
    private func close(_ values: [Double], _ expected: [Double]) -> Bool {
        values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    @Test func i25_9_viewAnimatedPropertiesMidFlight() throws {
        let (lua, engine, window) = try stage()
        defer { withExtendedLifetime(window) {} }
        try lua.run("""
            S.v = UIView(CGRect(0, 0, 100, 50))
            S.v.transform = CGAffineTransform.identity
            UIView.animate(1, 0, "curveLinear", function()
              S.v.layer.cornerRadius = 20                                  -- 0 → 20
              S.v.bounds = CGRect(0, 0, 200, 50)                           -- width 100 → 200
              S.v.transform = CGAffineTransform{scaleX = 2, y = 2}         -- scale 1 → 2
            end)
            """)
        engine.advance(by: 0.5)
        #expect(close(try numbers(lua, """
            local p = S.v.layer:presentation()
            return p.cornerRadius, p.bounds.size.width, p.transform.m11, p:affineTransform().d, p.opacity
            """), [10, 150, 1.5, 1.5, 1]))
        // The model is the target at once; the copy is a copy of that moment.
        #expect(close(try numbers(lua, "S.before = S.v.layer:presentation(); return S.v.layer.cornerRadius, S.v.layer:affineTransform().a"), [20, 2]))
        engine.advance(by: 0.25)
        #expect(close(try numbers(lua, "return S.before.cornerRadius, S.v.layer:presentation().cornerRadius"), [10, 15]))
        engine.advance(by: 1)
        #expect(close(try numbers(lua, "return S.v.layer:presentation().cornerRadius, S.v.layer:presentation().bounds.size.width"), [20, 200]))
    }

    @Test func i25_9_aScrollViewsContentOffsetMidFlightIsItsPresentationBoundsOrigin() throws {
        let (lua, engine, window) = try stage()
        defer { withExtendedLifetime(window) {} }
        try lua.run("""
            S.scroll = UIScrollView(CGRect(0, 0, 100, 100))
            S.scroll.contentSize = CGSize(100, 1000)
            UIView.animate(1, 0, "curveLinear", function() S.scroll.contentOffset = CGPoint(0, 200) end)  -- y 0 → 200
            """)
        engine.advance(by: 0.5)
        #expect(close(try numbers(lua, "return S.scroll.layer:presentation().bounds.origin.y, S.scroll.contentOffset.y"), [100, 200]))
    }

    @Test func i25_9_shadowPropertiesMidFlight() throws {
        let (lua, engine, window) = try stage()
        defer { withExtendedLifetime(window) {} }
        try lua.run("""
            S.v = UIView(CGRect(0, 0, 100, 100))
            local linear = CAMediaTimingFunction("linear")
            S.v.layer:add(CABasicAnimation{keyPath = "shadowOpacity", fromValue = 0, toValue = 0.8, duration = 1, timingFunction = linear}, "o")
            S.v.layer:add(CABasicAnimation{keyPath = "shadowRadius", fromValue = 2, toValue = 10, duration = 1, timingFunction = linear}, "r")
            S.v.layer:add(CABasicAnimation{keyPath = "shadowOffset", fromValue = CGSize(0, 0), toValue = CGSize(4, 8), duration = 1, timingFunction = linear}, "f")
            """)
        engine.advance(by: 0.5)
        let values = try numbers(lua, """
            local p = S.v.layer:presentation()
            return p.shadowOpacity, p.shadowRadius, p.shadowOffset.width, p.shadowOffset.height, S.v.layer.shadowOpacity
            """)
        // 0.4, 6, (2, 4) half way; the model (an explicit animation leaves it, L1.8) keeps 0.
        let expected: [Double] = [0.4, 6, 2, 4, 0]
        #expect(values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(values)")
    }

    @Test func i25_9_thePresentationCopyIsReadOnlyAndNamed() throws {
        let (lua, _, window) = try stage()
        defer { withExtendedLifetime(window) {} }
        #expect(throws: LuaError.self) { try lua.run("local v = UIView(CGRect(0, 0, 1, 1)); v.layer:presentation().cornerRadius = 5") }
        #expect(try lua.run("local v = UIView{frame = CGRect(0, 0, 1, 1), name = 'card'}; return tostring(v.layer:presentation())").first?.contains("card") == true)
    }
}
