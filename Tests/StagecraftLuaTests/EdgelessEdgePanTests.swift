import Testing
import Stagecraft
@testable import StagecraftLua

/// Apple's documentation of UIScreenEdgePanGestureRecognizer: "After creating a screen edge pan
/// gesture recognizer, assign an appropriate value to the `edges` property before attaching the
/// gesture recognizer to your view"; made with `init()` its edges are empty (`UIRectEdgeNone`),
/// and it begins from no edge until they are set (ZoomTransitioning's `= .init()`, then
/// `edges = .left` in the navigation delegate's `didShow`).
@Suite struct EdgelessEdgePanTests {
    let stage = LuaGestureStage()

    /// Drags from the left edge (x = 5) 200 pt to the right; returns how often the action ran
    /// and the recognizer's edges.
    func dragFromTheLeftEdge(_ setup: String) throws -> [String] {
        try stage.lua.run("""
            S.fired = 0
            local edge = UIScreenEdgePanGestureRecognizer()
            S.edges = edge.edges
            \(setup)
            edge:addTarget(function() S.fired = S.fired + 1 end)
            card:addGestureRecognizer(edge)
            """)
        stage.touches.pan(from: Point(5, 400), to: Point(205, 400), duration: 0.3)
        stage.engine.advance(by: 1)
        return try stage.lua.run("return S.edges, S.fired")
    }

    @Test func madeWithoutEdgesItHasNoneAndNeverBegins() throws {
        let result = try dragFromTheLeftEdge("")
        #expect(result == ["none", "0"])
    }

    @Test func withItsEdgesSetAfterwardsTheSameDragRecognizes() throws {
        let result = try dragFromTheLeftEdge("edge.edges = \"left\"")
        #expect(result.first == "none")
        #expect((Int(result[1]) ?? 0) > 1, "began, changed …: \(result)")
    }
}
