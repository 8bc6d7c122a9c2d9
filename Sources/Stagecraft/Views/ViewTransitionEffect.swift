import Foundation

/// The visual effect of `UIView.transition(with:…)` and `transition(from:to:…)`, chosen by the
/// options' transition bits (20–22). Rules L2.7 and L2.8 (docs/layers.md).
///
/// **Cross-dissolve** is what UIKit shows: a snapshot of the old content, on top of the view, fades
/// out over the new content.
///
/// **Flips** (L2.7) turn the view in 3D, as Core Animation's flip transition does: about its vertical
/// axis (from left/right) or horizontal axis (from top/bottom), half a turn with perspective
/// (`m34 = −1/d`, `UncertainRules.flipPerspectiveDistance`), the edge turning toward the viewer kept at
/// the view's size (the "camera dollies back", `UncertainRules.flipKeepsTheNearEdge`). The old content
/// shows until the view is edge-on, the new content after, never mirrored: the back face is never
/// shown. The turn follows the options' curve over the whole duration. Like a `CATransition`, the
/// turn is an explicit layer animation (key "transition"): the model transform does not change.
///
/// **Curls** (L2.8) are approximations: UIKit peels the page from a corner along a cylinder, which a
/// flat layer cannot draw. Stagecraft lifts the old content like a page hinged at the view's top
/// edge (curl up: its bottom rises toward the viewer until the page is edge-on at the top) or lays
/// the new content down the same way (curl down), in perspective.
enum ViewTransitionEffect: Equatable {
    case none, crossDissolve, flip(Flip), curlUp, curlDown

    /// Which way a flip turns: the side named moves toward the viewer (UIKit's documentation of
    /// `transitionFlipFromLeft`: "the left side of the view moves toward the front and right side
    /// toward the back").
    enum Flip: Equatable { case fromLeft, fromRight, fromTop, fromBottom }

    init(_ options: AnimationOptions) {
        switch (options.rawValue >> 20) & 0x7 {
        case 1: self = .flip(.fromLeft)
        case 2: self = .flip(.fromRight)
        case 3: self = .curlUp
        case 4: self = .curlDown
        case 5: self = .crossDissolve
        case 6: self = .flip(.fromTop)
        case 7: self = .flip(.fromBottom)
        default: self = .none
        }
    }

    /// Keyframes per half of a flip (and per curl): the turn is sampled this finely and interpolated
    /// by decomposition (L2.3) in between, so the angle is exact at each keyframe and close between.
    static let keyframesPerHalf = 8

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
        case let .flip(direction):
            let turn = KeyframeAnimation(keyPath: "transform")
            (turn.values, turn.keyTimes) = Self.flipKeyframes(direction, size: view.bounds.size, base: view.model.layerTransform)
            turn.duration = duration
            turn.timingFunction = options.curve
            turn.didStop = done
            view.layer.add(turn, forKey: "transition")
            // The old content shows until the view is edge-on (half the turn, on the same curve).
            let swap = KeyframeAnimation(keyPath: "opacity")
            (swap.values, swap.keyTimes) = ([.number(1), .number(1), .number(0), .number(0)], [0, 0.5, 0.5, 1])
            swap.duration = duration
            swap.timingFunction = options.curve
            before.layer.add(swap, forKey: "transition")
        case .curlUp, .curlDown:
            let page = self == .curlUp ? before : after
            guard let page else { return done(true) }
            let lift = KeyframeAnimation(keyPath: "transform")
            (lift.values, lift.keyTimes) = Self.curlKeyframes(height: view.bounds.height, lifting: self == .curlUp)
            lift.duration = duration
            lift.timingFunction = options.curve
            lift.didStop = done
            View.performWithoutAnimation { page.layer.isDoubleSided = false }
            page.layer.add(lift, forKey: "transition")
        }
    }

    /// The flip's turn at `angle` for a view of `size`: rotation about the axis, then a move away
    /// from the eye by how far the near edge came toward it (so that edge keeps the view's size),
    /// then the perspective; `base` (the view's own transform) first.
    static func flipTransform(_ direction: Flip, angle: Double, size: Size, base: Transform3D = .identity) -> Transform3D {
        let horizontal = direction == .fromLeft || direction == .fromRight
        // Positive turns about y bring the left side forward; about x, the bottom (CATransform3D's
        // right-handed rotation, z toward the viewer).
        let sign: Double = direction == .fromLeft || direction == .fromBottom ? 1 : -1
        let rotation = Transform3D(rotationAngle: sign * angle, x: horizontal ? 0 : 1, y: horizontal ? 1 : 0, z: 0)
        let halfExtent = (horizontal ? size.width : size.height) / 2
        var perspective = Transform3D.identity
        perspective.m34 = -1 / UncertainRules.flipPerspectiveDistance
        let dolly = UncertainRules.flipKeepsTheNearEdge ? Transform3D(translationX: 0, y: 0, z: -halfExtent * abs(sin(angle))) : .identity
        return base.concatenating(rotation).concatenating(dolly).concatenating(perspective)
    }

    /// Keyframes of a flip: 0 → 90° (old content), then −90° → 0 (new content, front face), at the
    /// same progress 0.5 so the view jumps from edge-on to edge-on.
    static func flipKeyframes(_ direction: Flip, size: Size, base: Transform3D) -> ([LayerValue], [Double]) {
        let n = keyframesPerHalf
        var values: [LayerValue] = [], times: [Double] = []
        for k in 0...n {
            values.append(.transform3D(flipTransform(direction, angle: Double.pi / 2 * Double(k) / Double(n), size: size, base: base)))
            times.append(0.5 * Double(k) / Double(n))
        }
        for k in 0...n {
            values.append(.transform3D(flipTransform(direction, angle: -Double.pi / 2 * Double(n - k) / Double(n), size: size, base: base)))
            times.append(0.5 + 0.5 * Double(k) / Double(n))
        }
        return (values, times)
    }

    /// The perspective of a curl: an eye three page-heights away, so the lifted edge grows at most
    /// 1.5 times (an approximation; UIKit's curl is a cylinder, not a hinged plane).
    static func curlDistance(height: Double) -> Double { 3 * max(height, 1) }

    /// The page turned `angle` about the view's top edge (its bottom toward the viewer), in
    /// perspective about the centre; a layer transform about the page's centre.
    static func curlTransform(angle: Double, height: Double) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / curlDistance(height: height)
        return Transform3D(translationX: 0, y: height / 2, z: 0)
            .concatenating(Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(translationX: 0, y: -height / 2, z: 0))
            .concatenating(perspective)
    }

    /// The angle at which the hinged page is seen edge-on from the eye above the view's centre:
    /// `atan(d / (h/2))`; past it the back would face the viewer.
    static func curlEdgeOnAngle(height: Double) -> Double { atan(curlDistance(height: height) / (max(height, 1) / 2)) }

    /// Keyframes of a curl: flat → edge-on at the top (lifting), or the reverse (laying down).
    static func curlKeyframes(height: Double, lifting: Bool) -> ([LayerValue], [Double]) {
        let n = 2 * keyframesPerHalf, end = curlEdgeOnAngle(height: height)
        let steps = (0...n).map { Double($0) / Double(n) }
        let values = steps.map { f in LayerValue.transform3D(curlTransform(angle: end * (lifting ? f : 1 - f), height: height)) }
        return (values, steps)
    }
}
