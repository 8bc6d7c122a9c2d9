import Stagecraft
import Testing
@testable import StagecraftRender

/// Layer styling in rendered pixels (L1.2, L1.4, L1.6).
@Suite struct LayerRenderTests {
    @Test func l1_2_aRoundedCornersPixelsAreBackgroundOnlyWhereMasked() throws {
        var scene = FrameBuilder(background: .white)
        let id = scene.add(Rect(0, 0, 100, 100), .red, cornerRadius: 40)
        // Only the top corners are rounded: the corner pixel (0, 0) lies 40·(√2 − 1) ≈ 16.6 pt outside the arc.
        scene.views[scene.views.count - 1].values.style.maskedCorners = [.minXMinY, .maxXMinY]
        _ = id
        let bitmap = try scene.render(background: .white)
        #expect(bitmap.pixel(x: 1, y: 1) == .white)
        #expect(bitmap.pixel(x: 98, y: 1) == .white)
        #expect(bitmap.pixel(x: 1, y: 98) == .red)
        #expect(bitmap.pixel(x: 50, y: 50) == .red)
    }

    @Test func l1_6_aCircularMaskHidesTheCorners() throws {
        var scene = FrameBuilder()
        scene.add(Rect(0, 0, 100, 100), .blue)
        scene.views[scene.views.count - 1].values.style.mask = PathData(ovalIn: Rect(0, 0, 100, 100))
        let bitmap = try scene.render(background: .white)
        #expect(bitmap.pixel(x: 50, y: 50) == .blue)
        #expect(bitmap.pixel(x: 5, y: 5) == .white)     // outside the circle
        #expect(bitmap.pixel(x: 95, y: 95) == .white)
    }

    @Test func l1_2_theBorderIsDrawnInsideTheBoundsOverTheContent() throws {
        var scene = FrameBuilder()
        let card = scene.add(Rect(20, 20, 60, 60), .white)
        scene.add(Rect(0, 0, 60, 60), .blue, parent: card)
        scene.views[1].values.style.borderWidth = 4
        scene.views[1].values.style.borderColor = .red
        let bitmap = try scene.render(background: .white)
        #expect(bitmap.pixel(x: 21, y: 50) == .red)      // inside the 4 pt border, over the blue child
        #expect(bitmap.pixel(x: 30, y: 50) == .blue)
        #expect(bitmap.pixel(x: 18, y: 50) == .white)    // never outside the bounds
    }

    @Test func l1_4_aShadowDarkensBelowUnlessTheLayerClips() throws {
        var scene = FrameBuilder()
        scene.add(Rect(20, 20, 40, 40), .white)
        scene.views[1].values.style.shadowOpacity = 1
        scene.views[1].values.style.shadowRadius = 0
        scene.views[1].values.style.shadowOffset = Size(0, 10)
        let shadowed = try scene.render(background: .white)
        #expect(shadowed.pixel(x: 40, y: 65) == RGBA(0, 0, 0))   // 10 pt below the card: the black shadow
        scene.views[1].isHidden = false
        scene.views[1].clipsToBounds = true
        let clipped = try scene.render(background: .white)
        #expect(clipped.pixel(x: 40, y: 65) == .white)
    }
}
