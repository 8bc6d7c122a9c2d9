import Testing
@testable import Stagecraft
import StagecraftLua

/// Seed S4's zoom (ZoomSeed.swift ↔ examples/screens/zoom_list.lua, zoom_detail.lua and
/// examples/delegates/zoom.lua), the pinch-to-dismiss version: row 4 is tapped and its image flies
/// into the detail in keyframes, then two synthesised fingers close over the detail, through the
/// pinch recognizer the detail wires up, and the percent-driven dismissal finishes.
@Suite struct ZoomGoldenTests {
    /// `select(i)` is the list's `tableView(didSelectRowAt: i)`; the run is the same for both ports.
    static func run(list: ViewController, select: (Int) throws -> Void) throws -> String {
        let stage = Stage(root: list)
        let tracer = Tracer(engine: stage.engine, window: stage.window)
        try select(4)
        stage.engine.advance(to: 0.6)
        #expect(list.presentedViewController?.name == "details")
        let touches = TouchSynthesizer(engine: stage.engine, window: stage.window)
        touches.pinch(center: Point(195, 422), fromDistance: 200, toDistance: 60, duration: 0.3, hold: 0.05)
        stage.engine.advance(to: 2)
        #expect(list.presentedViewController == nil)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        return tracer.trace.jsonLines()
    }

    @Test func swiftPortMatchesTheGoldenTrace() throws {
        let manager = ZoomSeed.TransitionDetailsController(pinchToDismiss: true)
        manager.restoresViewsOnCancel = true
        let list = ZoomSeed.ListViewController(name: "list", transitionController: manager)
        try GoldenTrace.checkSwift("zoom", Self.run(list: list) { list.tableView(didSelectRowAt: $0) })
    }

    @Test func luaPortMatchesTheGoldenTrace() throws {
        let lua = try GoldenTrace.lua()
        let list = try GoldenTrace.screen(lua, "screens/zoom_list.lua", name: "list")
        lua.setGlobal("list", list)
        try GoldenTrace.checkLua("zoom", Self.run(list: list) { try lua.run("list:tableViewDidSelectRowAt(list.tableView, IndexPath(\($0)))") })
        #expect(lua.errors.isEmpty && list.errors.isEmpty, "\(lua.errors) \(list.errors)")
    }
}
