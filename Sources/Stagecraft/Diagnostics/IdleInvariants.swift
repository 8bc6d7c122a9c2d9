/// What must hold in a window once nothing is running, whatever happened before: the freezes and
/// leftovers transition bugs leave behind (a cover on top that eats touches, a container or
/// snapshot left in the window, a will-appear with no did-appear, a presented controller whose
/// view is gone). Stress runs and the property-based core tests check these after every run.
public struct IdleInvariants {
    /// One broken invariant: which one, and what was found.
    public struct Violation: Sendable, Hashable, CustomStringConvertible {
        public var invariant: String
        public var detail: String
        public var description: String { "\(invariant): \(detail)" }
    }

    /// Diagnostic kinds that are UIKit's own answer to what the app asked, not a broken state:
    /// a present or push while another transition runs is refused with a warning, as UIKit logs
    /// "Attempt to present … while a presentation is in progress".
    public static let expectedDiagnostics: Set<Diagnostic.Kind> = [.transitionInProgress]

    public let window: Window
    public let engine: Engine

    public init(window: Window, engine: Engine) {
        self.window = window
        self.engine = engine
    }

    /// Every violation, in a stable order (empty when the world is sound). `isHeldByApp` says
    /// whether something the app still holds keeps a released controller alive (ST2.9).
    public func violations(allowing allowed: Set<Diagnostic.Kind> = expectedDiagnostics,
                           isHeldByApp: (ViewController) -> Bool = { _ in false }) -> [Violation] {
        var found: [Violation] = []
        func fail(_ invariant: String, _ detail: String) { found.append(Violation(invariant: invariant, detail: detail)) }
        if !engine.isIdle { fail("idle", "animations or scheduled work are still running") }
        for diagnostic in engine.diagnostics where !allowed.contains(diagnostic.kind) { fail("no diagnostics", diagnostic.description) }
        let chain = presentationChain
        for controller in allControllers(chain) {
            checkAppearance(controller, fail)
        }
        checkChain(chain, fail)
        checkTouches(chain.last, fail)
        checkLeftovers(chain, fail)
        checkCompletions(fail)
        if engine.isIdle { checkReleased(isHeldByApp: isHeldByApp, fail) }  // else a transition legitimately holds it
        return found
    }

    /// The root, then each controller presented on the one before — or on one of its children: a
    /// child that defines the presentation context presents in its place (`.currentContext`).
    var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        var next = window.rootViewController
        while let controller = next, !chain.contains(where: { $0 === controller }) {
            chain.append(controller)
            next = controller.presentedViewController ?? contextPresentation(under: controller)
        }
        return chain
    }

    /// A controller presented by a descendant of `controller` (depth first), if any.
    private func contextPresentation(under controller: ViewController) -> ViewController? {
        var pending = Array(controller.children.reversed())
        while let child = pending.popLast() {
            if let presented = child.presentedViewController { return presented }
            pending += child.children.reversed()
        }
        return nil
    }

    /// The chain's controllers and all their descendants.
    private func allControllers(_ chain: [ViewController]) -> [ViewController] {
        var result: [ViewController] = []
        var pending = chain
        while let controller = pending.popLast() {
            result.append(controller)
            pending += controller.children
        }
        return result
    }

    /// No will without its did, and a controller that appeared has its view in the window.
    private func checkAppearance(_ controller: ViewController, _ fail: (String, String) -> Void) {
        switch controller.appearanceState {
        case .appearing, .disappearing:
            fail("appearance balanced", "\(controller.name) is \(controller.appearanceState.rawValue): a will-call never got its did-call")
        case .appeared where controller.viewIfLoaded?.window !== window:
            fail("appearance balanced", "\(controller.name) appeared but its view is not in the window")
        default:
            break
        }
    }

    /// The first controller of the chain on screen: the top's, or the last one presented in a
    /// style that takes its presenter's view out of the window (`.fullScreen`,
    /// `.currentContext`): what is under it is legitimately off screen.
    private func firstShown(_ chain: [ViewController]) -> Int {
        chain.indices.last { index in
            index > 0 && !(chain[index].presentationController?.presentationStyle.keepsPresentingView ?? true)
        } ?? 0
    }

    /// Each presented controller knows its presenter; the ones on screen have their view in the window.
    private func checkChain(_ chain: [ViewController], _ fail: (String, String) -> Void) {
        for (presenter, presented) in zip(chain, chain.dropFirst()) where presented.presentingViewController == nil {
            fail("hierarchy", "\(presented.name) is presented by \(presenter.name) but has no presentingViewController")
        }
        for controller in chain[firstShown(chain)...] where controller.viewIfLoaded?.window !== window {
            fail("hierarchy", "\(controller.name) is on screen (nothing covers it) but its view is not in the window")
        }
    }

    /// The window takes touches: a touch in the middle of the top controller's view reaches that
    /// view or one inside it (no invisible or disabled view covers it), and the way up from it to
    /// the window is enabled.
    private func checkTouches(_ top: ViewController?, _ fail: (String, String) -> Void) {
        guard let top, let view = top.viewIfLoaded, view.window === window else { return }
        var ancestor: View? = view
        while let current = ancestor {
            if !current.isUserInteractionEnabled {
                fail("accepts touches", "\(current.displayName) has user interaction disabled, above \(top.name)'s view")
            }
            ancestor = current.superview
        }
        let bounds = view.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let centre = view.convert(Point(x: bounds.midX, y: bounds.midY), to: nil)
        guard window.bounds.contains(centre) else { return }
        let hit = window.hitTest(windowPoint: centre)
        // The keyboard is the system's, above every app view; a touch on it is not eaten by the app.
        if let hit, hit === view || hit.isDescendant(of: view) || hit is KeyboardPanel { return }
        fail("accepts touches", "a touch at the centre of \(top.name)'s view reaches \(hit?.displayName ?? "nothing"), not the view")
    }

    /// Once idle, every presentation container in the window belongs to a presentation still in
    /// the chain, and one on screen holds its presented view.
    private func checkLeftovers(_ chain: [ViewController], _ fail: (String, String) -> Void) {
        let shown = firstShown(chain)
        var pending: [View] = [window]
        while let view = pending.popLast() {
            pending += view.subviews
            if view.isTransitionSnapshot {
                fail("no leftovers", "\(view.displayName), made during a transition, is still in the window (in \(view.superview?.displayName ?? "nothing"))")
            }
            guard let container = view as? ContainerView else { continue }
            guard let presented = container.presentationController?.presentedViewController,
                  let index = chain.firstIndex(where: { $0 === presented }) else {
                fail("no leftovers", "a transition container (\(view.displayName)) is left in the window by a presentation that ended")
                continue
            }
            if index >= shown, !(presented.viewIfLoaded?.isDescendant(of: container) ?? false) {
                fail("no leftovers", "the container of \(presented.name) (\(view.displayName)) is on screen without its presented view")
            }
        }
    }

    /// `completeTransition` reached each transition's end exactly once (a second call is refused and
    /// reported as a diagnostic, so more than once shows under "no diagnostics").
    private func checkCompletions(_ fail: (String, String) -> Void) {
        for record in engine.transitionLedger.records where record.completions != 1 {
            let origin = record.origin.map { ", started at \($0)" } ?? ""
            fail("completeTransition once", "\(record.subject) (t=\(formatNumber(record.start)) s\(origin)) "
                 + (record.completions == 0 ? "never called completeTransition" : "completed \(record.completions) times"))
        }
    }
}
