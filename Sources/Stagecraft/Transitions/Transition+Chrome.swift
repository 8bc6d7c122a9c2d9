/// T4.2 (revised): what counts as chrome left behind by a presentation controller.
///
/// Chrome inside the container is never a leak at the end of a presentation's life: UIKit removes
/// the container after a successful dismissal or a cancelled presentation (T1.9), and most real
/// presentation controllers (Apple's CustomTransitions sample, popular sheet libraries) rely on it.
/// What is reported:
/// - chrome added *outside* the container (to the window or the presenting view) still in the
///   window once the dismissal is over and everything has settled;
/// - such chrome piling up: a new presentation adding more while an earlier one's is still there;
/// - stale chrome in a container that persists: what `dismissalTransitionWillBegin` added, still
///   in the container after the dismissal was cancelled (each cancelled dismissal adds another).
extension Transition {
    /// The views a presentation controller could add chrome to outside the container: direct
    /// subviews of the window and of the presenting view (checked cheaply before and after a callback).
    func viewsOutsideContainer() -> [View] {
        guard let window = plan.container.window else { return [] }
        let presenting = plan.kind == .present ? plan.from : plan.to
        return (window.subviews + (presenting.viewIfLoaded?.subviews ?? [])).filter { $0 !== plan.container }
    }

    /// Records what a presentation controller callback added outside the container, and reports it
    /// as piling up when an earlier presentation's leftover is still in the window.
    func noteOutsideChrome(of controller: PresentationController, before: [View]) {
        let presented = [plan.fromView, plan.toView, plan.to.viewIfLoaded, plan.from.viewIfLoaded]
        let added = viewsOutsideContainer().filter { view in
            !before.contains { $0 === view } && !presented.contains { $0 === view }
        }
        guard !added.isEmpty else { return }
        controller.outsideChrome += added
        let presenting = plan.kind == .present ? plan.from : plan.to
        let earlier = presenting.chromeLeftInWindow.filter { $0.window != nil }
        presenting.chromeLeftInWindow = earlier
        guard !earlier.isEmpty else { return }
        report(.chromeLeftBehind,
               "\(names(added)) added outside the container while \(names(earlier)) from an earlier presentation is still in the window: chrome piles up",
               source: site(of: added, controller))
    }

    /// Once the presentation is over and the engine idle, chrome added outside the container must
    /// be gone from the window: nothing else removes it.
    func checkOutsideChromeWhenIdle(of controller: PresentationController) {
        let candidates = controller.outsideChrome
        guard !candidates.isEmpty else { return }
        let presenting = plan.kind == .present ? plan.from : plan.to
        engine.afterIdle { [self, weak presenting] in
            let left = candidates.filter { $0.window != nil }
            guard !left.isEmpty else { return }
            presenting?.chromeLeftInWindow += left
            report(.chromeLeftBehind,
                   "\(names(left)) added outside the container by \(controller.debugName) is still in the window after the \(plan.kind == .present ? "cancelled presentation" : "dismissal"): remove it in \(plan.kind == .present ? "presentationTransitionDidEnd(false)" : "dismissalTransitionDidEnd(true)"), or add it to the container, which goes away",
                   source: site(of: left, controller))
        }
    }

    /// After a cancelled dismissal the container stays: what its will-begin added must be gone.
    func checkStaleChrome(of controller: PresentationController) {
        let stale = dismissalChrome.filter { $0.superview === plan.container }
        guard !stale.isEmpty else { return }
        report(.chromeLeftBehind,
               "\(names(stale)) added in dismissalTransitionWillBegin is still in the container after the dismissal was cancelled: remove it in dismissalTransitionDidEnd(false), or each cancelled dismissal adds another",
               source: site(of: stale, controller))
    }

    /// The line that added the first of `views`, when a script did; else the controller's script.
    private func site(of views: [View], _ controller: PresentationController) -> String? {
        views.lazy.compactMap(\.insertionSite).first ?? controller.sourceLocation
    }

    private func names(_ views: [View]) -> String { views.map(\.displayName).joined(separator: ", ") }
}
