import Stagecraft
import Testing
@testable import StagecraftLua

/// `UIImpactFeedbackGenerator` (SPStorkController's haptics): a headless run has no Taptic Engine,
/// so each `impactOccurred` is a trace event as `UISelectionFeedbackGenerator`'s are, and
/// `prepare()` records nothing; a wrong style or intensity is an error at the script's line.
@Suite final class ImpactFeedbackBindingTests {
    private let made = MadeStates()

    @Test func eachImpactIsOneTraceEventAndPrepareNone() throws {
        let lua = try LuaState(), engine = Engine()
        made.keep(lua, engine)
        try lua.run("""
            local light = UIImpactFeedbackGenerator{ style = "light" }
            light:prepare()
            light:impactOccurred()
            UIImpactFeedbackGenerator("heavy"):impactOccurred(0.5)
            UIImpactFeedbackGenerator():prepare()
            """)
        let impacts = engine.events.filter { $0.category == .log && $0.subject == "UIImpactFeedbackGenerator" }
        #expect(impacts.map(\.name) == ["impactOccurred", "impactOccurred"])
    }

    /// The two generators stay apart: each has its own method, not the other's.
    @Test func theSelectionGeneratorKeepsItsOwnMethod() throws {
        let lua = try LuaState(), engine = Engine()
        made.keep(lua, engine)
        try lua.run("UISelectionFeedbackGenerator():selectionChanged()")
        #expect(engine.events.filter { $0.subject == "UISelectionFeedbackGenerator" }.map(\.name) == ["selectionChanged"])
        do { try lua.run("\nUIImpactFeedbackGenerator():selectionChanged()", chunkName: "@haptic.lua"); Issue.record("expected an error") } catch {
            #expect(error.message.contains("has no member 'selectionChanged'"), "\(error.message)")
        }
    }

    @Test func aWrongStyleOrIntensityIsAnErrorAtItsLine() throws {
        let lua = try LuaState(), engine = Engine()
        made.keep(lua, engine)
        for (source, expected) in [("UIImpactFeedbackGenerator('gentle')", "gentle"),
                                   ("UIImpactFeedbackGenerator{ style = 'light', power = 2 }", "power"),
                                   ("UIImpactFeedbackGenerator():impactOccurred(1.5)", "outside 0…1")] {
            do { try lua.run("\n" + source, chunkName: "@haptic.lua"); Issue.record("expected an error for \(source)") } catch {
                #expect(error.message.hasPrefix("haptic.lua:2:") && error.message.contains(expected), "\(error.message)")
            }
        }
        #expect(engine.events.filter { $0.subject == "UIImpactFeedbackGenerator" }.isEmpty)
    }
}
