import Testing
@testable import Stagecraft
import StagecraftLua

/// Seed S5's fade (MasteringSeed.swift ↔ examples/animators/fade.lua, examples/delegates/mastering.lua):
/// a full-screen present with the alongside dimming of `DimmedViewController`, then a dismissal.
@Suite struct FadeGoldenTests {
    /// The run: present at 0, dismiss at 1, trace until 1.6.
    static func run(_ delegate: ViewControllerTransitioningDelegate) -> String {
        let stage = Stage()
        let tracer = Tracer(engine: stage.engine, window: stage.window)
        let detail = MasteringSeed.DimmedViewController(name: "detail")
        detail.modalPresentationStyle = .fullScreen  // the article's intent (T11.3: say it since iOS 13)
        detail.transitioningDelegate = delegate
        stage.root.present(detail, animated: true)
        stage.engine.advance(to: 1)
        stage.root.dismiss(animated: true)
        stage.engine.advance(to: 1.6)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        return tracer.trace.jsonLines()
    }

    @Test func swiftPortMatchesTheGoldenTrace() throws {
        try GoldenTrace.checkSwift("fade", Self.run(MasteringSeed.CustomTransitionDelegate()))
    }

    @Test func luaPortMatchesTheGoldenTrace() throws {
        let lua = try GoldenTrace.lua()
        let delegate = try GoldenTrace.delegate(lua, "delegates/mastering.lua")
        try GoldenTrace.checkLua("fade", Self.run(delegate))
        #expect(lua.errors.isEmpty, "\(lua.errors)")
    }
}
