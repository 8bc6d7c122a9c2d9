import Stagecraft
import StagecraftLua

/// The diagnostic kinds that fail a scenario that did not check its diagnostics itself
/// (`expect.diagnostics{…}`, `expect.noDiagnostics()` or `expect.invariants{allow = …}`): a
/// transition left broken must never print PASS (docs/scenarios.md, "Diagnostics that fail").
///
/// Each names a state UIKit would leave broken on a device — a frozen screen, a controller that
/// never hears it appeared, a view or dimming layer stuck over the app — or code that did not run.
/// Kinds that are UIKit's own answer to a request (a present refused while another runs), a value
/// refused with the old one kept, or a property of a layout that still draws (an ambiguous frame)
/// are reported but do not fail: correct code meets them.
public enum SeriousDiagnostics {
    public static let kinds: Set<Diagnostic.Kind> = [
        .scriptError,                     // the script's code stopped running
        .completeTransitionNeverCalled,   // T2.2: the UI stays mid-transition, touches blocked
        .completeTransitionTwice,         // T2.3: a bookkeeping bug UIKit only logs
        .interactionNotDriven,            // T1.16: paused at 0 % forever
        .viewsLeftInContainer,            // a view stuck over the app after the transition
        .viewMissingFromContainer,        // the screen that should show is not on screen
        .chromeLeftBehind,                // T4.2: a dimming view left eating touches
        .cancelLeftViewsAltered,          // T6.6: the screen that stays is moved or faded
        .unbalancedAppearance,            // T3.8: appearance callbacks out of step
        .layoutLoop,                      // LY1.3: layout that never settles
    ]

    /// Whether `kind` fails a scenario that did not check its diagnostics.
    public static func fails(_ kind: Diagnostic.Kind) -> Bool { kinds.contains(kind) }
}
