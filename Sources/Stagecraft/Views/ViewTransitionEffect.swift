/// The visual effect of `UIView.transition(with:…)` and `transition(from:to:…)`, chosen by the
/// options' transition bits (20–22).
///
/// **Cross-dissolve** is what UIKit shows: a snapshot of the old content, on top of the view, fades
/// out over the new content.
///
/// **Flips and curls are 2D approximations.** UIKit turns the view in 3D with perspective (flips) or
/// peels it like a page (curls); Stagecraft has no 3D layer model yet, so it draws:
/// - flip from left/right: the view's horizontal scale goes 1 → 0 → 1 about its centre (0 at half
///   time), showing the old content until the middle and the new content after it; from top/bottom
///   does the same vertically. Left and right (top and bottom) look the same without perspective.
/// - curl up: the old content collapses onto the view's top edge, uncovering the new content.
/// - curl down: the new content unrolls from the top edge over the old content.
/// The timing (duration, curve, when the content switches) matches UIKit's; the shapes in between
/// do not. Layers now have `CATransform3D` (docs/layers.md, L2), but the perspective and turn UIKit
/// uses for these transitions are undocumented: moving flips onto a 3D turn waits for a source
/// for those numbers (examples/animators/flip.lua shows the usual hand-written flip).
enum ViewTransitionEffect: Equatable {
    case none, crossDissolve, flip(horizontal: Bool), curlUp, curlDown

    init(_ options: AnimationOptions) {
        switch (options.rawValue >> 20) & 0x7 {
        case 1, 2: self = .flip(horizontal: true)
        case 3: self = .curlUp
        case 4: self = .curlDown
        case 5: self = .crossDissolve
        case 6, 7: self = .flip(horizontal: false)
        default: self = .none
        }
    }

    /// Runs the effect on `view`, whose content changed from `before` (a snapshot of the old content)
    /// to what it shows now; `completion` runs when the effect ends.
    func run(on view: View, before: View, duration: Double, options: AnimationOptions, completion: ((Bool) -> Void)?) {
        let timing = AnimationOptions(rawValue: options.rawValue & (3 << 16)).union([.overrideInheritedDuration, .overrideInheritedCurve])
        let after = self == .curlDown ? view.snapshotView(afterScreenUpdates: true) : nil
        for snapshot in [before, after].compactMap({ $0 }) {
            View.performWithoutAnimation {
                snapshot.alpha = 1  // the view's own alpha already applies to its subviews
                snapshot.frame = view.bounds
                view.addSubview(snapshot)
            }
        }
        let done: (Bool) -> Void = { finished in
            before.removeFromSuperview()
            after?.removeFromSuperview()
            completion?(finished)
        }
        switch self {
        case .none:
            before.removeFromSuperview()  // no visual effect: the changes show at once, the completion at the end
            Engine.current?.schedule(after: duration) { completion?(true) }
        case .crossDissolve:
            View.animate(withDuration: duration, options: timing, animations: { before.alpha = 0 }, completion: done)
        case let .flip(horizontal):
            let base = view.transform
            let edgeOn = horizontal ? base.scaledBy(x: 0, y: 1) : base.scaledBy(x: 1, y: 0)
            let keyframeTiming = KeyframeAnimationOptions(timing)
            View.animateKeyframes(withDuration: duration, options: keyframeTiming, animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.transform = edgeOn }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.transform = base }
            }, completion: done)
            // The old content shows until the view is edge-on.
            View.animateKeyframes(withDuration: duration, options: keyframeTiming.union(.calculationModeDiscrete), animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { before.alpha = 0 }
            })
        case .curlUp:
            let collapsed = Self.collapsedOntoTopEdge(height: view.bounds.height)
            View.animate(withDuration: duration, options: timing, animations: { before.transform = collapsed }, completion: done)
        case .curlDown:
            guard let after else { return done(true) }
            View.performWithoutAnimation { after.transform = Self.collapsedOntoTopEdge(height: view.bounds.height) }
            View.animate(withDuration: duration, options: timing, animations: { after.transform = .identity }, completion: done)
        }
    }

    /// A transform that squashes a view of `height` onto its top edge (about its centre).
    static func collapsedOntoTopEdge(height: Double) -> AffineTransform {
        TransformComponents(translationX: 0, translationY: -height / 2, rotation: 0, skew: 0, scaleX: 1, scaleY: 0).transform
    }
}
