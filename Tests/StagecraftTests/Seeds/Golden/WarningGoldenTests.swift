import Testing
@testable import Stagecraft
import StagecraftLua

/// Seed S3's bottom-half sheet (WarningSeed.swift ↔ examples/delegates/warning_home.lua and the
/// presentation, animator and interaction it requires): presented with the dimming alongside,
/// then dragged down by synthesised touches through the real pan recognizer — once below half
/// (cancels and restores), once past half (dismisses).
@Suite struct WarningGoldenTests {
    /// `present` presents `warning` from `home`; the run is the same for both ports.
    static func run(home: ViewController, warning: ViewController, present: () -> Void) -> String {
        let stage = Stage(root: home)
        let tracer = Tracer(engine: stage.engine, window: stage.window)
        present()
        stage.engine.advance(to: 0.6)
        let touches = TouchSynthesizer(engine: stage.engine, window: stage.window)
        for fraction in [0.3, 0.7] {
            let start = Point(195, warning.view.frame.midY)
            touches.pan(from: start, to: Point(195, start.y + fraction * warning.view.bounds.height), duration: 0.3, hold: 0.05)
            stage.engine.advance(by: 1.2)
        }
        #expect(home.presentedViewController == nil)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        return tracer.trace.jsonLines()
    }

    @Test func swiftPortMatchesTheGoldenTrace() throws {
        let home = WarningSeed.HomeViewController(name: "home")
        let warning = WarningSeed.WarningViewController(name: "warning")
        try GoldenTrace.checkSwift("warning", Self.run(home: home, warning: warning) { home.presentWarning(warning) })
    }

    @Test func luaPortMatchesTheGoldenTrace() throws {
        let lua = try GoldenTrace.lua()
        let delegate = try GoldenTrace.delegate(lua, "delegates/warning_home.lua")
        let home = ViewController(name: "home")
        let warning = ViewController(name: "warning")
        let trace = Self.run(home: home, warning: warning) {
            warning.transitioningDelegate = delegate
            warning.modalPresentationStyle = .custom
            home.present(warning, animated: true)
        }
        try GoldenTrace.checkLua("warning", trace)
        #expect(lua.errors.isEmpty, "\(lua.errors)")
    }
}
