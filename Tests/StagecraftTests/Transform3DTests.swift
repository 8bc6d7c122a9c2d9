import Foundation
import Testing
@testable import Stagecraft

/// CATransform3D semantics (L2.1–L2.2). Expected values come from `CATransform3D.h`'s
/// definitions and from the geometry worked by hand here (a pinhole eye at distance d), never
/// from printing what the code returns.
@Suite struct Transform3DTests {
    func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
    }

    // L2.1 about z a rotation is CGAffineTransformMakeRotation (clockwise on screen, y down).
    @Test func l2_1_rotationAboutZIsTheAffineRotation() {
        let angle = 0.7
        #expect(close(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), Transform3D(AffineTransform(rotationAngle: angle))))
        // A zero axis gives the identity, as CATransform3DMakeRotation does.
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    }

    // L2.1 a right-handed turn about +y by 90° takes +x to −z: row (1,0,0) of the matrix is (0,0,−1).
    @Test func l2_1_rotationAboutYIsRightHanded() {
        let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(abs(r.m11) < 1e-12 && abs(r.m12) < 1e-12 && abs(r.m13 + 1) < 1e-12)
        #expect(abs(r.m31 - 1) < 1e-12 && r.m22 == 1)
        // The axis need not be unit length.
        #expect(close(Transform3D(rotationAngle: 0.3, x: 0, y: 5, z: 0), Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0)))
    }

    // L2.1 Translate/Scale/Rotate apply the new step first (t' = translate · t); Concat(a, b) is a then b.
    @Test func l2_1_compositionOrderIsCoreAnimations() {
        let scale = Transform3D(scaleX: 2, y: 2, z: 2)
        #expect(scale.translatedBy(x: 10, y: 0, z: 0).m41 == 20)  // translated, then scaled
        #expect(Transform3D(translationX: 10, y: 0, z: 0).concatenating(scale).m41 == 20)
        #expect(scale.concatenating(Transform3D(translationX: 10, y: 0, z: 0)).m41 == 10)
        #expect(Transform3D.identity.scaledBy(x: 1, y: 3, z: 1).m22 == 3)
        let turned = Transform3D(translationX: 5, y: 0, z: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
        // (0,0) → rotated stays (0,0) → translated (5, 0)
        #expect(turned.project(Point(0, 0)) == Point(5, 0))
    }

    @Test func l2_1_invertAndAffineParts() {
        let t = Transform3D(translationX: 3, y: -4, z: 7).rotated(by: 0.4, x: 1, y: 2, z: 3).scaledBy(x: 2, y: 0.5, z: 1)
        #expect(close(t.concatenating(t.inverted()), .identity))
        // A singular matrix comes back unchanged (CATransform3DInvert).
        let flat = Transform3D(scaleX: 1, y: 0, z: 1)
        #expect(flat.inverted() == flat)
        let affine = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(Transform3D(affine).isAffine && Transform3D(affine).affine == affine)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        #expect(!perspective.isAffine && perspective.affine == .identity)
        #expect(!Transform3D(rotationAngle: 0.1, x: 0, y: 1, z: 0).isAffine)
        #expect(Transform3D.identity.isIdentity && !perspective.isIdentity)
    }

    // L2.2 m34 = −1/d: a point pushed z units away from the eye shrinks by d / (d + z) towards the anchor.
    @Test func l2_2_perspectiveForeshortens() {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        let t = p.rotated(by: .pi / 3, x: 0, y: 1, z: 0)  // the tutorials' Rotate(perspective, …)
        let depth = 100 * sin(Double.pi / 3)  // the right edge x = 100 turns away by this much
        let shrink = 500 / (500 + depth)
        let right = t.project(Point(100, 50))
        #expect(right.map { abs($0.x - 100 * cos(Double.pi / 3) * shrink) < 1e-9 && abs($0.y - 50 * shrink) < 1e-9 } == true)
        // The left edge comes towards the eye and grows.
        let left = t.project(Point(-100, 50))
        #expect(left.map { abs($0.y - 50 * 500 / (500 - depth)) < 1e-9 } == true)
        // unproject inverts project on the plane.
        let back = right.flatMap(t.unproject)
        #expect(back.map { abs($0.x - 100) < 1e-9 && abs($0.y - 50) < 1e-9 } == true)
    }

    // L2.3 decomposition round-trips: scale, skew, mirror, rotation, translation and perspective.
    @Test func l2_3_decompositionRecomposes() {
        var p = Transform3D.identity
        p.m34 = -1.0 / 400
        let samples = [
            Transform3D.identity,
            Transform3D(rotationAngle: 2.5, x: 1, y: -2, z: 0.5),
            Transform3D(translationX: 10, y: 20, z: 30).rotated(by: 1.2, x: 0, y: 1, z: 0).scaledBy(x: 2, y: 0.5, z: 3),
            Transform3D(AffineTransform(a: 1, b: 0.3, c: 0.8, d: 1, tx: 4, ty: 5)),  // skewed
            Transform3D(scaleX: -1, y: 1, z: 1).rotated(by: 0.5, x: 0, y: 0, z: 1),  // mirrored
            p.rotated(by: 0.9, x: 0, y: 1, z: 0),
            Transform3D(translationX: 0, y: 0, z: -50).concatenating(p).concatenating(Transform3D(translationX: 8, y: 0, z: 0)),
        ]
        for t in samples {
            // Decomposition divides by m44 first: the same projective transform, normalised.
            let normalised = Transform3D(rows: t.entries.map { $0 / t.m44 })
            let parts = Transform3DComponents(t)
            #expect(parts.map { close($0.transform, normalised, 1e-9) } == true, "\(t)")
        }
        #expect(Transform3DComponents(Transform3D(scaleX: 0, y: 1, z: 1)) == nil)
    }

    // L2.3 interpolation by decomposition: a turn about y through half its angle, perspective kept.
    @Test func l2_3_interpolatesRotationBySlerp() {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        let from = p, to = p.rotated(by: .pi / 2, x: 0, y: 1, z: 0)
        #expect(close(from.interpolated(to: to, 0.5), p.rotated(by: .pi / 4, x: 0, y: 1, z: 0)))
        #expect(close(from.interpolated(to: to, 0.2), p.rotated(by: .pi / 10, x: 0, y: 1, z: 0)))
        // About an oblique axis too: slerp keeps the axis and splits the angle.
        let axis = (x: 1.0, y: 1.0, z: 0.5)
        let oblique = Transform3D(rotationAngle: 1.6, x: axis.x, y: axis.y, z: axis.z)
        #expect(close(Transform3D.identity.interpolated(to: oblique, 0.75), Transform3D(rotationAngle: 1.2, x: axis.x, y: axis.y, z: axis.z)))
        // The shorter way round: from +170° to −170° about z passes 180°, not 0°.
        let a = Transform3D(rotationAngle: 170 * .pi / 180, x: 0, y: 0, z: 1)
        let b = Transform3D(rotationAngle: -170 * .pi / 180, x: 0, y: 0, z: 1)
        #expect(close(a.interpolated(to: b, 0.5), Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)))
    }

    // L2.3 the linear parts: translation, scale and perspective move in straight lines.
    @Test func l2_3_interpolatesLinearParts() {
        var half = Transform3D.identity
        half.m34 = -1.0 / 1000
        var full = Transform3D.identity
        full.m34 = -1.0 / 500
        #expect(close(Transform3D.identity.interpolated(to: full, 0.5), half))
        let moved = Transform3D(translationX: 100, y: -40, z: 60).concatenating(Transform3D.identity)
        #expect(close(Transform3D.identity.interpolated(to: moved, 0.25), Transform3D(translationX: 25, y: -10, z: 15)))
        let scaled = Transform3D(scaleX: 3, y: 1, z: 0.5)
        #expect(close(Transform3D.identity.interpolated(to: scaled, 0.5), Transform3D(scaleX: 2, y: 1, z: 0.75)))
        // A 2D pair interpolates as the 2D decomposition does (translation and rotation together).
        let a2 = AffineTransform(rotationAngle: 0.2).concatenating(AffineTransform(translationX: 10, y: 0))
        let b2 = AffineTransform(rotationAngle: 1.4).concatenating(AffineTransform(translationX: 50, y: 30))
        let flat = TransformComponents.interpolate(TransformComponents(a2), TransformComponents(b2), 0.5).transform
        #expect(close(Transform3D(a2).interpolated(to: Transform3D(b2), 0.5), Transform3D(flat)))
    }
}
