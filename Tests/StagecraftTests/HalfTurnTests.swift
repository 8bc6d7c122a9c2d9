import Testing
@testable import Stagecraft

/// KT1.2: half turns about y and about −y, the two faces of the checkerboard's tiles. The two
/// matrices differ only in the rounding of sin π (±1.2e-16 in m13 and m31); the decomposition's
/// quaternion takes its sign from those entries, so each turn goes the way of its own axis and the
/// faces stay back to back, as Apple's sample means them to.
@Suite struct HalfTurnTests {
    func same(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func kt1_2_aHalfTurnTurnsTheWayOfItsAxis() {
        let engine = Engine()
        let front = View(frame: Rect(0, 0, 39, 39)), back = View(frame: Rect(0, 0, 39, 39))
        back.layer.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            front.layer.transform = Transform3D(rotationAngle: .pi, x: 0, y: -1, z: 0)
            back.layer.transform = .identity
        })
        engine.advance(by: 0.25)
        // A quarter of the way (linear): the front has turned π/4 about −y, the back has 3π/4 of its
        // half turn about +y left, which is the front turned a further half turn: back to back.
        #expect(same(front.presentation.layerTransform, Transform3D(rotationAngle: .pi / 4, x: 0, y: -1, z: 0), 1e-6))
        #expect(same(back.presentation.layerTransform, Transform3D(rotationAngle: 3 * .pi / 4, x: 0, y: 1, z: 0), 1e-6))
        #expect(same(back.presentation.layerTransform, front.presentation.layerTransform.rotated(by: .pi, x: 0, y: 1, z: 0), 1e-6))
        engine.discardEverything()
    }
}
