import Foundation
import Stagecraft
import Testing
@testable import StagecraftRender

/// 3D layers in rendered pixels (L2.2, L2.5, L2.6): the picture is decoded, not compared.
///
/// The card: 100 × 100 pt centred at (100, 100), turned θ about y with its own perspective
/// m34 = −1/300. By hand: an edge 50 pt from the anchor turns to x = ±50·cos θ at depth ∓50·sin θ,
/// so it shows at x·300/(300 ± 50 sin θ) with half-height 50·300/(300 ± 50 sin θ).
@Suite struct ProjectionRenderTests {
    static func perspective(_ d: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / d
        return t
    }

    /// Rows of non-background pixels in column `x`.
    func coveredRows(_ bitmap: Bitmap, x: Int) -> Int {
        (0..<bitmap.height).filter { bitmap.pixel(x: x, y: $0) != .white }.count
    }

    func coveredColumns(_ bitmap: Bitmap, y: Int) -> [Int] {
        (0..<bitmap.width).filter { bitmap.pixel(x: $0, y: y) != .white }
    }

    // L2.2 the mid-frame of a quarter flip about y is a trapezoid: the receding edge is shorter.
    @Test func l2_2_aFlipsMidFrameIsATrapezoid() throws {
        let engine = Engine()
        let card = View(frame: Rect(50, 50, 100, 100))
        card.backgroundColor = .blue
        let face = View(frame: Rect(0, 0, 100, 100))  // content: drawn through the patch path
        face.backgroundColor = .red
        card.addSubview(face)
        let p = Self.perspective(300)
        card.layer.transform = p
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            card.layer.transform = p.rotated(by: .pi / 2, x: 0, y: 1, z: 0)
        })
        engine.advance(by: 0.5)  // θ = π/4 (L2.3)
        var scene = FrameBuilder(window: Size(width: 200, height: 200), background: .white)
        let id = scene.add(Rect(50, 50, 100, 100), .blue)
        scene.views[1].values = card.presentation
        scene.add(Rect(0, 0, 100, 100), .red, parent: id)
        let bitmap = try scene.render(background: .white)

        let s = sin(Double.pi / 4), c = cos(Double.pi / 4)
        let nearW = 300 / (300 - 50 * s), farW = 300 / (300 + 50 * s)  // scale of the left and right edges
        let left = 100 - 50 * c * nearW, right = 100 + 50 * c * farW
        let columns = coveredColumns(bitmap, y: 100)
        #expect(abs(Double(columns.first ?? 0) - left) <= 1.5 && abs(Double((columns.last ?? 0) + 1) - right) <= 1.5)
        // Heights near each vertical edge, along straight top and bottom edges.
        func expectedHeight(_ x: Double) -> Double {
            let f = (x - left) / (right - left)
            return 2 * (50 * nearW + (50 * farW - 50 * nearW) * f)
        }
        let nearColumn = Int(left.rounded(.up)) + 2, farColumn = Int(right.rounded(.down)) - 3
        let nearHeight = Double(coveredRows(bitmap, x: nearColumn)), farHeight = Double(coveredRows(bitmap, x: farColumn))
        #expect(abs(nearHeight - expectedHeight(Double(nearColumn) + 0.5)) <= 2)
        #expect(abs(farHeight - expectedHeight(Double(farColumn) + 0.5)) <= 2)
        #expect(nearHeight - farHeight > 15)  // one vertical edge clearly shorter: a trapezoid, not a rectangle
        // The content (the red face) fills the projected card, with no seams between patches.
        #expect(bitmap.pixel(x: 100, y: 100) == .red)
        #expect((Int(left) + 3 ..< Int(right) - 3).allSatisfy { bitmap.pixel(x: $0, y: 100) == .red })
    }

    // L2.6 a back-facing layer that is not double-sided leaves the background; a double-sided one shows.
    @Test func l2_6_aBackFacingSingleSidedLayerIsNotDrawn() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 200), background: .white)
        scene.add(Rect(50, 50, 100, 100), .blue)
        scene.views[1].values.setLayerTransform(Self.perspective(300).rotated(by: 0.75 * .pi, x: 0, y: 1, z: 0))
        let doubleSided = try scene.render(background: .white)
        #expect(doubleSided.pixel(x: 100, y: 100) == .blue)
        scene.views[1].values.style.isDoubleSided = false
        let culled = try scene.render(background: .white)
        #expect((0..<200).allSatisfy { x in (0..<200).allSatisfy { culled.pixel(x: x, y: $0) == .white } })
        // Facing the viewer (a quarter of a turn short of edge-on), the same layer is drawn.
        scene.views[1].values.setLayerTransform(Self.perspective(300).rotated(by: 0.25 * .pi, x: 0, y: 1, z: 0))
        #expect(try scene.render(background: .white).pixel(x: 100, y: 100) == .blue)
    }

    // L2.5 a container's sublayer transform gives its children the perspective when drawn.
    @Test func l2_5_aSublayerTransformProjectsTheChildren() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 200), background: .white)
        scene.views[0].values.style.sublayerTransform = Self.perspective(300)
        scene.add(Rect(50, 50, 100, 100), .blue)
        scene.views[1].values.setLayerTransform(Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0))
        let bitmap = try scene.render(background: .white)
        let near = Double(coveredRows(bitmap, x: 70)), far = Double(coveredRows(bitmap, x: 128))
        #expect(near - far > 15)
    }
}

/// The trace carries 3D state only where it is set (L2.4–L2.6), at a precision that keeps a
/// perspective's distance, and reads back to the same values.
@Suite struct Transform3DTraceTests {
    @Test func l2_4_aTraceRecordsAndReadsBack3DState() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 200), background: .white)
        scene.add(Rect(50, 50, 100, 100), .blue)
        let plain = Trace(frameRate: 60, frames: [scene.frame], events: []).jsonLines()
        #expect(!plain.contains("transform3D") && !plain.contains("sublayerTransform") && !plain.contains("doubleSided"))
        var p = Transform3D.identity
        p.m34 = -1.0 / 700
        let turned = p.rotated(by: 0.3, x: 0, y: 1, z: 0)
        scene.views[1].values.setLayerTransform(turned)
        scene.views[1].values.style.isDoubleSided = false
        scene.views[0].values.style.sublayerTransform = p
        let text = Trace(frameRate: 60, frames: [scene.frame], events: []).jsonLines()
        #expect(text.contains("\"doubleSided\":false") && text.contains("-0.0014285714"))
        let read = try TraceReader.read(text)
        let style = read.frames[0].views[1].values.style
        #expect(style.transform3D.map { zip($0.entries, turned.entries).allSatisfy { abs($0 - $1) < 1e-8 } } == true)
        #expect(!style.isDoubleSided && read.frames[0].views[0].values.style.sublayerTransform?.m34 == -0.0014285714)
    }
}
