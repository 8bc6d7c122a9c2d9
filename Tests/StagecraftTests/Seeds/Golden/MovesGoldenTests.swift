import Testing
@testable import Stagecraft
import StagecraftLua

/// Seed S1's Moves slide-up (MovesSeed.swift ↔ examples/screens/moves_workouts.lua, moves_modal.lua,
/// examples/delegates/moves_coordinator.lua and examples/animators/moves*.lua): the modal presented
/// over the navigation controller with its dim overlay and the two contextual snapshots, then
/// dragged by synthesised touches through the pan Moves installs — 60 pt (short of the 100 pt
/// threshold: springs back), then 150 pt (dismisses, the snapshots unwind, the dim goes). And the
/// article's first coordinator: fade in over the dim without context, dismissed by a tap on the dim.
@Suite struct MovesGoldenTests {
    /// `press()` is the root's `transitionButtonPressed()`; the run is the same for both ports.
    static func run(root: ViewController, press: () throws -> Void) throws -> String {
        let navigation = NavigationController(rootViewController: root)
        let stage = Stage(root: navigation)
        let tracer = Tracer(engine: stage.engine, window: stage.window)
        try press()
        stage.engine.advance(to: 0.6)
        #expect(navigation.presentedViewController?.name == "modal")
        let touches = TouchSynthesizer(engine: stage.engine, window: stage.window)
        for distance in [60.0, 150.0] {
            touches.pan(from: Point(195, 500), to: Point(195, 500 + distance), duration: 0.25, hold: 0.05)
            stage.engine.advance(by: 1.5)
        }
        #expect(navigation.presentedViewController == nil)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        return tracer.trace.jsonLines()
    }

    @Test func swiftPortMatchesTheGoldenTrace() throws {
        let root = MovesSeed.SlideUpWithContextViewController(name: "workouts")
        try GoldenTrace.checkSwift("moves", Self.run(root: root) { root.transitionButtonPressed() })
    }

    @Test func luaPortMatchesTheGoldenTrace() throws {
        let lua = try GoldenTrace.lua()
        let root = try GoldenTrace.screen(lua, "screens/moves_workouts.lua", name: "workouts")
        lua.setGlobal("root", root)
        try GoldenTrace.checkLua("moves", Self.run(root: root) { try lua.run("root:transitionButtonPressed()") })
        #expect(lua.errors.isEmpty && root.errors.isEmpty, "\(lua.errors) \(root.errors)")
    }

    /// The fade example: `press()` presents without context, `tapDim()` is the coordinator's `dimBackgroundTapped()`.
    static func fadeRun(root: ViewController, press: () throws -> Void, tapDim: () throws -> Void) throws -> String {
        let navigation = NavigationController(rootViewController: root)
        let stage = Stage(root: navigation)
        let tracer = Tracer(engine: stage.engine, window: stage.window)
        try press()
        stage.engine.advance(to: 1)
        #expect(navigation.presentedViewController?.name == "modal")
        try tapDim()
        stage.engine.advance(to: 1.7)
        #expect(navigation.presentedViewController == nil)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        return tracer.trace.jsonLines()
    }

    @Test func swiftFadeExampleMatchesTheGoldenTrace() throws {
        let root = MovesSeed.SlideUpWithContextViewController(name: "workouts")
        root.example = .fadeIn
        try GoldenTrace.checkSwift("moves_fade", Self.fadeRun(root: root, press: { root.transitionButtonPressed(withContext: false) },
                                                              tapDim: { root.movesCoordinator.dimBackgroundTapped() }))
    }

    @Test func luaFadeExampleMatchesTheGoldenTrace() throws {
        let lua = try GoldenTrace.lua()
        let root = try GoldenTrace.screen(lua, "screens/moves_workouts.lua", name: "workouts")
        lua.setGlobal("root", root)
        try lua.run("root.userInfo.example = 'fadeIn'")
        let trace = try Self.fadeRun(root: root, press: { try lua.run("root:transitionButtonPressed(false)") },
                                     tapDim: { try lua.run("root.userInfo.coordinator:dimBackgroundTapped()") })
        try GoldenTrace.checkLua("moves_fade", trace)
        #expect(lua.errors.isEmpty && root.errors.isEmpty, "\(lua.errors) \(root.errors)")
    }
}
