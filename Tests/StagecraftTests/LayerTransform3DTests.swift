import Foundation
import Testing
@testable import Stagecraft

/// `layer.transform`, `sublayerTransform`, `isDoubleSided` on views (docs/layers.md, L2.4–L2.6).
/// Expected geometry is worked by hand with a pinhole eye at d = 500: a point turned z away
/// from the eye shows at 500 / (500 + z) of its distance from the centre of projection.
@Suite struct LayerTransform3DTests {
    static func perspective(_ d: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / d
        return t
    }

    func same(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
    }

    // L2.4 view.transform reads the affine part; frame is the box of the projected corners (T10.3).
    @Test func l2_4_frameIsTheProjectedBoundingBox() {
        _ = Engine()
        let view = View(frame: Rect(0, 0, 200, 100))
        let turn = Double.pi / 3
        view.layer.transform = Self.perspective(500).rotated(by: turn, x: 0, y: 1, z: 0)
        #expect(close(view.transform.a, cos(turn)) && view.transform.d == 1 && view.transform.tx == 0)
        let depth = 100 * sin(turn)
        let far = 500 / (500 + depth), near = 500 / (500 - depth)
        let expected = Rect(x: 100 - 100 * cos(turn) * near, y: 50 - 50 * near,
                            width: 100 * cos(turn) * (near + far), height: 100 * near)
        let frame = view.frame
        #expect(close(frame.minX, expected.minX, 1e-9) && close(frame.minY, expected.minY, 1e-9))
        #expect(close(frame.width, expected.width, 1e-9) && close(frame.height, expected.height, 1e-9))
        // Setting view.transform replaces the 3D transform (UIKit sets layer.transform from it).
        view.transform = .identity
        #expect(view.model.transform3D == nil && view.frame == Rect(0, 0, 200, 100))
        // An affine layer.transform stays on the 2D path: nothing stored on the side.
        view.layer.transform = Transform3D(AffineTransform(scaleX: 2, y: 2))
        #expect(view.model.transform3D == nil && view.transform == AffineTransform(scaleX: 2, y: 2))
        #expect(view.model.style == .standard)
    }

    // L2.3/L2.4 layer.transform animates in a view block by decomposition; the model changes at once.
    @Test func l2_4_layerTransformAnimatesInViewBlocks() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 100, 100))
        let p = Self.perspective(500)
        view.layer.transform = p
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            view.layer.transform = p.rotated(by: .pi / 2, x: 0, y: 1, z: 0)
        })
        #expect(same(view.layer.transform, p.rotated(by: .pi / 2, x: 0, y: 1, z: 0)))  // model at once (T8.2)
        #expect(same(view.presentation.layerTransform, p))
        engine.advance(by: 0.5)
        #expect(same(view.presentation.layerTransform, p.rotated(by: .pi / 4, x: 0, y: 1, z: 0), 1e-9))
        engine.advance(by: 0.6)
        #expect(view.presentation == view.model)
    }

    // L2.3 CABasicAnimation "transform.rotation.y" and "transform" with CATransform3D values.
    @Test func l2_3_explicitAnimationsOfTheTransform() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 100, 100))
        let spin = BasicAnimation(keyPath: "transform.rotation.y")
        spin.fromValue = .number(0)
        spin.toValue = .number(.pi / 2)
        spin.duration = 1
        view.layer.add(spin, forKey: "spin")
        engine.advance(by: 0.25)
        // (the virtual clock's frame steps leave ~1e-9 of float noise in the elapsed time)
        #expect(same(view.presentation.layerTransform, Transform3D(rotationAngle: .pi / 8, x: 0, y: 1, z: 0), 1e-7))
        #expect(view.layer.transform == .identity)  // explicit animations leave the model (L1.8)
        engine.advance(by: 1)
        #expect(view.presentation.transform3D == nil)
        let tilt = BasicAnimation(keyPath: "transform")
        tilt.toValue = .transform3D(Self.perspective(400).rotated(by: -.pi / 2, x: 1, y: 0, z: 0))
        tilt.duration = 2
        view.layer.add(tilt, forKey: nil)
        engine.advance(by: 1)
        let half = Self.perspective(800).rotated(by: -.pi / 4, x: 1, y: 0, z: 0)
        #expect(same(view.presentation.layerTransform, half, 1e-7))
    }

    // L2.5 a container's sublayerTransform gives its children perspective: convert and hit-test through it.
    @Test func l2_5_convertAndHitTestThroughPerspective() {
        _ = Engine()
        let container = View(frame: Rect(0, 0, 400, 400))
        let card = View(frame: Rect(100, 100, 200, 200))
        container.addSubview(card)
        container.layer.sublayerTransform = Self.perspective(500)
        let turn = Double.pi / 3
        card.layer.transform = Transform3D(rotationAngle: turn, x: 0, y: 1, z: 0)
        // The card's frame ignores the container's sublayer transform (a layer's frame is its own).
        #expect(close(card.frame.minX, 200 - 100 * cos(turn), 1e-9) && card.frame.height == 200)
        // Its right edge (100 from the anchor) turns 100·sin away from the eye.
        let shrink = 500 / (500 + 100 * sin(turn))
        let right = card.convert(Point(200, 100), to: container)
        #expect(close(right, Point(200 + 100 * cos(turn) * shrink, 200), 1e-9))
        #expect(close(card.convert(right, from: container), Point(200, 100), 1e-9))
        let box = card.convert(card.bounds, to: container)
        #expect(close(box.maxX, 200 + 100 * cos(turn) * shrink, 1e-9))
        // Hit-testing follows the projected card, not its untransformed rectangle.
        #expect(container.hitTest(Point(200 + 100 * cos(turn) * shrink - 2, 200)) === card)
        #expect(container.hitTest(Point(200 + 100 * cos(turn) * shrink + 2, 200)) === container)
    }

    // L2.6 isDoubleSided is stored on the layer (not animatable) and defaults to true (CALayer.h).
    @Test func l2_6_isDoubleSidedDefaultsToTrue() {
        _ = Engine()
        let view = View(frame: Rect(0, 0, 10, 10))
        #expect(view.layer.isDoubleSided)
        view.layer.isDoubleSided = false
        #expect(!view.layer.isDoubleSided && !view.presentation.style.isDoubleSided)
        #expect(view.layer.sublayerTransform == .identity)
    }

    // L2.3 a property animator scrubs a 3D transform by decomposition and, stopped at the start,
    // puts the start value back in the model (T7.2, T7.5), as for 2D values.
    @Test func l2_3_propertyAnimatorsScrubAndReverse3DTransforms() throws {
        _ = Engine()
        let view = View(frame: Rect(0, 0, 100, 100))
        let p = Self.perspective(500)
        view.layer.transform = p
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            view.layer.transform = p.rotated(by: .pi / 2, x: 0, y: 1, z: 0)
        }
        animator.fractionComplete = 0.5
        #expect(same(view.presentation.layerTransform, p.rotated(by: .pi / 4, x: 0, y: 1, z: 0), 1e-9))
        try animator.stopAnimation(false)
        try animator.finishAnimation(at: .start)
        #expect(same(view.layer.transform, p))
    }

    // L2.4 a snapshot is flat: its own transform, 3D included, is the identity (T10.4).
    @Test func l2_4_aSnapshotOfATurnedViewIsFlat() {
        _ = Engine()
        let view = View(frame: Rect(0, 0, 100, 60))
        view.layer.transform = Self.perspective(500).rotated(by: 0.5, x: 0, y: 1, z: 0)
        let snapshot = view.snapshotView(afterScreenUpdates: true)
        #expect(snapshot?.model.transform3D == nil && snapshot?.frame == Rect(0, 0, 100, 60))
    }

    // L2.9 sublayerTransform animates inside a view animation block, by decomposition (L2.3): a
    // shared perspective turned 0 → 60° about y is turned 30° half way (linear curve), the model
    // at once; outside a block it changes at once.
    @Test func l2_9_sublayerTransformAnimatesInsideABlock() {
        let engine = Engine()
        let container = View(frame: Rect(0, 0, 400, 400))
        container.layer.sublayerTransform = Self.perspective(500)
        #expect(same(container.presentation.sublayerTransform ?? .identity, Self.perspective(500)))
        let target = Transform3D(rotationAngle: Double.pi / 3, x: 0, y: 1, z: 0).concatenating(Self.perspective(500))
        View.animate(withDuration: 1, options: .curveLinear) { container.layer.sublayerTransform = target }
        #expect(same(container.layer.sublayerTransform, target))
        engine.advance(by: 0.5)
        let half = Transform3D(rotationAngle: Double.pi / 6, x: 0, y: 1, z: 0).concatenating(Self.perspective(500))
        #expect(same(container.presentation.sublayerTransform ?? .identity, half, 1e-7))
        engine.advance(by: 0.5)
        #expect(same(container.presentation.sublayerTransform ?? .identity, target, 1e-9))
        View.animate(withDuration: 1) { container.layer.sublayerTransform = .identity }
        engine.advance(by: 1)
        #expect(container.presentation.sublayerTransform == nil && container.layer.sublayerTransform == .identity)
    }

    // L2.9 and L1.8: an explicit CABasicAnimation of "sublayerTransform" shows the animated value and
    // leaves the model; a non-finite value is refused.
    @Test func l2_9_anExplicitSublayerTransformAnimationLeavesTheModel() {
        let engine = Engine()
        let container = View(frame: Rect(0, 0, 400, 400))
        let animation = BasicAnimation(keyPath: "sublayerTransform")
        animation.fromValue = .transform3D(.identity)
        animation.toValue = .transform3D(Self.perspective(500))
        animation.duration = 1
        container.layer.add(animation, forKey: "perspective")
        engine.advance(by: 0.5)
        #expect(close(container.presentation.sublayerTransform?.m34 ?? 0, -1.0 / 1000, 1e-12))  // perspective lanes are linear
        #expect(container.layer.sublayerTransform == .identity)
        engine.advance(by: 0.5)
        #expect(container.presentation.sublayerTransform == nil)
        var bad = Transform3D.identity
        bad.m34 = .nan
        container.layer.sublayerTransform = bad
        #expect(container.layer.sublayerTransform == .identity && !engine.diagnostics.isEmpty)
    }

    // L2.10 two view-block animations of a 3D layer transform add (as UIKit's additive animations,
    // T8.7). A card turning 0 → 60° about y in 1 s (linear) is sent back to 0 at 0.5 s by a second
    // 1 s block: the second runs from the old model (60°) to 0, the first keeps going, and the
    // card shows 0 + (first − 60°) + (second − 0). At 0.75 s: (45 − 60) + 45 = 30° (a replacing
    // animation from the screen would show 22.5°); at 1 s the first is done: 30°; at 1.5 s: 0.
    @Test func l2_10_threeDTransformAnimationsAreAdditive() {
        let engine = Engine()
        let card = View(frame: Rect(0, 0, 200, 100))
        func turn() -> Double {
            let m = card.presentation.layerTransform
            return atan2(-m.m13, m.m11) * 180 / Double.pi
        }
        View.animate(withDuration: 1, options: .curveLinear) {
            card.layer.transform = Transform3D(rotationAngle: Double.pi / 3, x: 0, y: 1, z: 0)
        }
        engine.advance(by: 0.5)
        #expect(abs(turn() - 30) < 1e-6)
        View.animate(withDuration: 1, options: .curveLinear) { card.layer.transform = .identity }
        engine.advance(frames: 1)
        #expect(abs(turn() - 30) < 0.5)  // no jump: it moves on from where it was
        engine.advance(to: 0.75)
        #expect(abs(turn() - 30) < 1e-6)
        engine.advance(to: 1)
        #expect(abs(turn() - 30) < 1e-6)
        engine.advance(to: 1.5)
        #expect(abs(turn()) < 1e-9 && card.presentation.layerTransform == .identity)
    }
}
