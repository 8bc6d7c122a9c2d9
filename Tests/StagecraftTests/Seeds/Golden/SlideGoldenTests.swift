import Testing
@testable import Stagecraft
import StagecraftLua

/// Seed S5's slide with parallax (MasteringSeed.swift ↔ examples/animators/slide.lua,
/// examples/delegates/slide_navigation.lua): a push then a pop in a navigation controller.
@Suite struct SlideGoldenTests {
    static func run(_ delegate: NavigationControllerDelegate) -> String {
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        let stage = Stage(root: navigation)
        let tracer = Tracer(engine: stage.engine, window: stage.window)
        navigation.delegate = delegate
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        stage.engine.advance(to: 1)
        _ = navigation.popViewController(animated: true)
        stage.engine.advance(to: 1.6)
        #expect(navigation.viewControllers.map(\.name) == ["list"])
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        return tracer.trace.jsonLines()
    }

    @Test func swiftPortMatchesTheGoldenTrace() throws {
        try GoldenTrace.checkSwift("slide", Self.run(MasteringSeed.NavigationDelegate()))
    }

    @Test func luaPortMatchesTheGoldenTrace() throws {
        let lua = try GoldenTrace.lua()
        let delegate = try GoldenTrace.delegate(lua, "delegates/slide_navigation.lua")
        try GoldenTrace.checkLua("slide", Self.run(delegate))
        #expect(lua.errors.isEmpty, "\(lua.errors)")
    }
}
