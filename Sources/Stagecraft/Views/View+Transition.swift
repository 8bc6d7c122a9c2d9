/// `UIView.transition(with:duration:options:animations:completion:)` and
/// `UIView.transition(from:to:duration:options:completion:)`: a change of a view's content shown
/// with a transition effect (see `ViewTransitionEffect` for what each option draws).
extension View {
    /// Changes `view`'s content in `animations` and shows the change with the effect the options name
    /// (`.transitionCrossDissolve`, flips, curls). The changes apply at once under the effect unless
    /// `.allowAnimatedContent` animates them as well, with the same duration and curve.
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard let engine = Engine.current, duration > 0 else {
            animations?()
            guard let completion else { return }
            if let engine = Engine.current { engine.async { completion(true) } } else { completion(true) }
            return
        }
        let before = view.snapshotView(afterScreenUpdates: false) ?? View()
        before.name = "transition snapshot of \(view.displayName)"
        if let animations {
            if options.contains(.allowAnimatedContent) {
                let curve = AnimationOptions(rawValue: options.rawValue & (3 << 16))
                View.animate(withDuration: duration, options: curve.union([.overrideInheritedDuration, .overrideInheritedCurve]), animations: animations)
            } else {
                engine.performWithoutAnimation(animations)
            }
        }
        ViewTransitionEffect(options).run(on: view, before: before, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with the effect the options name, or,
    /// with `.showHideTransitionViews`, hides `fromView` and shows `toView` (both already in place).
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let showHide = options.contains(.showHideTransitionViews)
        guard let container = fromView.superview ?? (showHide ? toView.superview : nil) else {
            Engine.current?.report(Diagnostic(
                kind: .hierarchyMisuse,
                message: "transition(from: \(fromView), to: \(toView)): \(fromView) has no superview to transition in; nothing changed",
                subject: fromView.displayName))
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container {
                    container.insertSubview(toView, at: container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count)
                }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}
