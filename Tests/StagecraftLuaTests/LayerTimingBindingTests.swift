import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// CA1 from Lua under UIKit's names: `layer.speed`, `layer.timeOffset`, `layer.beginTime`,
/// `layer:convertTime(t, layer|nil)`, `layer:convertTimeTo(t, layer|nil)` and `CACurrentMediaTime()`.
/// The fade is linear over 1 s, so alpha is 1 − (local seconds since it began), worked out per line.
@Suite final class LayerTimingBindingTests {
    private let made = MadeStates()

    func stage() throws -> (LuaState, Engine) {
        let lua = try LuaState()
        let engine = Engine()
        made.keep(lua, engine)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine)
    }

    private func numbers(_ lua: LuaState, _ source: String) throws -> [Double] {
        try lua.run(source).map { Double($0) ?? .nan }
    }

    private func close(_ values: [Double], _ expected: [Double]) -> Bool {
        values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    @Test func ca1_pauseScrubAndResumeFromLuaPerQA1673() throws {
        let (lua, engine) = try stage()
        try lua.run("""
            S.container = UIView(CGRect(0, 0, 390, 844))
            S.v = UIView(CGRect(0, 0, 100, 100))
            S.container:addSubview(S.v)
            UIView.animate(1, 0, "curveLinear", function() S.v.alpha = 0 end)
            """)
        engine.advance(by: 0.25)
        // QA1673's pause: the current local time (0.25) becomes the offset.
        #expect(close(try numbers(lua, """
            local layer = S.container.layer
            local paused = layer:convertTime(CACurrentMediaTime(), nil)
            layer.speed = 0
            layer.timeOffset = paused
            return CACurrentMediaTime(), layer.speed, layer.timeOffset, S.v.layer:presentation().opacity
            """), [0.25, 0, 0.25, 0.75]))
        engine.advance(by: 0.5)
        #expect(close(try numbers(lua, "S.container.layer.timeOffset = 0.5; return S.v.layer:presentation().opacity"), [0.5]))
        try lua.run("""
            local layer = S.container.layer
            local paused = layer.timeOffset
            layer.speed = 1; layer.timeOffset = 0; layer.beginTime = 0
            layer.beginTime = layer:convertTime(CACurrentMediaTime(), nil) - paused
            """)
        engine.advance(by: 0.25)
        // Resumed at media 0.75 from local 0.5: 0.25 s later local 0.75; beginTime 0.75 − 0.5.
        #expect(close(try numbers(lua, """
            return S.v.layer:presentation().opacity, S.container.layer.beginTime,
                   S.container.layer:convertTimeTo(0.75, nil), S.v.layer:convertTime(0.75, S.container.layer)
            """), [0.25, 0.25, 1.0, 0.75]))
    }

    @Test func ca1_7_badTimingValuesAreLuaErrorsAtTheLine() throws {
        let (lua, _) = try stage()
        try lua.run("S.v = UIView(CGRect(0, 0, 10, 10)); S.v.layer.speed = 2")
        for (statement, word) in [("S.v.layer.speed = 0/0", "speed"), ("S.v.layer.speed = math.huge", "speed"),
                                  ("S.v.layer.timeOffset = -1e300", "timeOffset"), ("S.v.layer.beginTime = -math.huge", "beginTime")] {
            do {
                try lua.run("\n" + statement, chunkName: "=pause.lua")
                Issue.record("\(statement) was accepted")
            } catch {
                #expect("\(error)".contains("pause.lua:2") && "\(error)".contains(word), "\(error)")
            }
        }
        #expect(close(try numbers(lua, "return S.v.layer.speed, S.v.layer.timeOffset, S.v.layer.beginTime"), [2, 0, 0]))
        // A paused layer's time has no one match in its parent's.
        try lua.run("S.c = UIView(CGRect(0, 0, 10, 10)); S.c:addSubview(S.v); S.v.layer.speed = 0")
        #expect(throws: LuaError.self) { try lua.run("return S.c.layer:convertTime(1, S.v.layer)") }
        #expect(throws: LuaError.self) { try lua.run("return S.v.layer:convertTime(0/0, nil)") }
    }
}
