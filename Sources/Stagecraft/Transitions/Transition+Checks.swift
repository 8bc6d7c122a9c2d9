/// The checks a transition runs on itself, reported as diagnostics that name the animator's
/// script and line when it has one (chrome left behind, T4.2, is in Transition+Chrome.swift): views left over or missing in the container (T1.14, T9.2, T9.3), views a cancel left
/// altered outside their animations (T6.6).
extension Transition {
    func report(_ kind: Diagnostic.Kind, _ message: String, source: String? = nil) {
        engine.report(Diagnostic(kind: kind, message: "\(subject): \(message)", subject: animator.debugName, source: source))
    }

    func misuse(_ message: String) { report(.transitionMisuse, message, source: animator.sourceLocation) }

    /// Views left over or missing in the container once the transition ends (T1.14, T9.2, T9.3).
    func checkContainer(completed: Bool) {
        // A push or pop that started in the same container after this one completed (the frame
        // before the check) owns what is in it now; its own check covers it (found by stress).
        guard plan.container.transitionsStarted == containerGeneration else { return }
        guard let expected = plan.expectedContents(completed) else { return }
        let allowed = expected + chrome
        var candidates = plan.container.subviews[...]
        if completed, plan.onlyViewsInFrontAreLeftovers, let last = expected.last,
           let index = candidates.firstIndex(where: { $0 === last }) {
            candidates = candidates[(index + 1)...]
        }
        let extra = candidates.filter { view in !allowed.contains { $0 === view } }
        let missing = expected.filter { $0.superview !== plan.container }
        if !extra.isEmpty {
            // The hint only where it applies: a navigation controller takes its to view out itself (T9.3).
            let hint = !completed && extra.contains { $0 === plan.toView } ? " (the animator removes the to view on cancel)" : ""
            report(.viewsLeftInContainer,
                   "\(names(extra)) left in the container after the transition \(completed ? "completed" : "was cancelled")\(hint)",
                   source: animator.sourceLocation)
        }
        if !missing.isEmpty {
            report(.viewMissingFromContainer,
                   "\(names(missing)) not in the container after the transition \(completed ? "completed: the animator must add the to view" : "was cancelled")",
                   source: animator.sourceLocation)
        }
    }

    /// T6.6 (revised): the animations of a cancelled transition end with their start values
    /// (`Engine.endGroups(on:restoringStartValues:)`, or a property animator finishing at `.start`),
    /// so what is still changed here was changed outside an animation block — `alpha`, `isHidden`,
    /// a transform set directly, the view moved into another view of the container — and is a bug
    /// in the views that stay in use.
    func checkRestored() {
        guard plan.checksRestoredViews else { return }
        for start in startValues {
            let view = start.view
            guard view === plan.fromView || plan.toSurvivesCancel else { continue }
            let now = view.model, before = start.values
            var changed: [String] = []
            // A to view that left the window is framed again when it next comes on screen (see
            // UncertainRules): only its appearance (alpha, transform, isHidden) would carry over.
            let reframedOnReturn = UncertainRules.reframedToViewsKeepTheirFrameUnchecked && view !== plan.fromView && view.window == nil
            if now.frame != before.frame, !reframedOnReturn { changed.append("frame \(before.frame) → \(now.frame)") }
            if now.transform != before.transform { changed.append("transform \(before.transform) → \(now.transform)") }
            else if now.transform3D != before.transform3D {
                changed.append("layer.transform \(before.layerTransform) → \(now.layerTransform)")
            }
            if now.alpha != before.alpha { changed.append("alpha \(formatNumber(before.alpha)) → \(formatNumber(now.alpha))") }
            if view.isHidden != start.isHidden { changed.append("isHidden \(start.isHidden) → \(view.isHidden)") }
            // Reparented within the container (into a snapshot or a wrapper the animator made); the
            // system's own moves (a parked presenting view put back) happen outside it.
            if let superview = view.superview, superview !== start.superview, superview !== plan.container,
               superview.isDescendant(of: plan.container) {
                changed.append("moved from \(start.superview?.displayName ?? "no superview") into \(superview.displayName)")
            }
            guard !changed.isEmpty else { continue }
            report(.cancelLeftViewsAltered,
                   "the cancelled transition left \(view.displayName) altered outside its animations (\(changed.joined(separator: ", "))): undo those changes in the completion when transitionWasCancelled",
                   source: animator.sourceLocation)
        }
    }

    private func names(_ views: [View]) -> String { views.map(\.displayName).joined(separator: ", ") }
}
