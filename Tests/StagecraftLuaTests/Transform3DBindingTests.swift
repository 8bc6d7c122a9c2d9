import Foundation
import Stagecraft
import Testing
@testable import StagecraftLua

/// CATransform3D in Lua (L2.1, L2.4): the C functions by their names, values as tables with
/// m11…m44, the tutorials' `transform.m34 = -1/500` idiom. Expected values by hand.
@Suite struct Transform3DBindingTests {
    @Test func l2_1_functionsFollowCoreAnimation() throws {
        let lua = try LuaState()
        // Translate applies first: scale 2, then (10, 0, 0) translated first gives m41 = 20.
        #expect(try lua.run("return CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 10, 0, 0).m41") == ["20.0"])
        #expect(try lua.run("return CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(10, 0, 0)).m41") == ["10.0"])
        // A right-handed quarter turn about y takes +x to −z.
        #expect(try lua.run("local r = CATransform3DMakeRotation(math.pi / 2, 0, 1, 0) return r.m13, r.m22") == ["-1.0", "1.0"])
        #expect(try lua.run("""
            local t = CATransform3DRotate(CATransform3DMakeTranslation(5, 6, 7), 0.3, 1, 0, 0)
            return CATransform3DIsIdentity(CATransform3DConcat(t, CATransform3DInvert(t))) or
                math.abs(CATransform3DConcat(t, CATransform3DInvert(t)).m22 - 1) < 1e-12
            """) == ["true"])
        #expect(try lua.run("""
            local m = CATransform3DMakeAffineTransform(CGAffineTransform{scaleX = 2, y = 3})
            return CATransform3DIsAffine(m), CATransform3DGetAffineTransform(m) == CGAffineTransform(2, 0, 0, 3, 0, 0),
                CATransform3DEqualToTransform(CATransform3DScale(CATransform3DIdentity, 2, 3, 1), m)
            """) == ["true", "true", "true"])
        #expect(try lua.run("return tostring(CATransform3DIdentity)") == ["CATransform3Didentity"])
    }

    @Test func l2_1_identityIsAFreshValueOnEveryRead() throws {
        let lua = try LuaState()
        #expect(try lua.run("local t = CATransform3DIdentity t.m34 = -1 / 500 return CATransform3DIdentity.m34, t.m34") == ["0.0", "-0.002"])
        do { try lua.run("CATransform3DRotate(5, 1, 0, 1, 0)", chunkName: "@f.lua"); Issue.record("expected an error") } catch {
            #expect(error.message.contains("bad argument #1 to 'CATransform3DRotate' (CATransform3D expected"))
        }
    }

    @Test func l2_4_layerTransformFromLua() throws {
        let lua = try LuaState()
        let view = View(frame: Rect(0, 0, 200, 100), name: "card")
        lua.setGlobal("card", view)
        try lua.run("""
            local transform = CATransform3DIdentity
            transform.m34 = -1 / 500
            card.layer.transform = CATransform3DRotate(transform, math.pi / 3, 0, 1, 0)
            card.layer.isDoubleSided = false
            """)
        // (R · P).m34 = m33 of the turn × −1/500 = cos(π/3) × −1/500
        #expect(view.model.transform3D.map { abs($0.m34 - cos(Double.pi / 3) * -1 / 500) < 1e-12 } == true)
        #expect(!view.layer.isDoubleSided)
        #expect(abs(view.transform.a - 0.5) < 1e-12)  // view.transform is the affine part
        // A nested write goes through the value and back (the generic place rewrite).
        try lua.run("card.layer.transform.m34 = -1 / 1000")
        #expect(view.layer.transform.m34 == -1.0 / 1000)
        #expect(try lua.run("return card.layer.sublayerTransform == CATransform3DIdentity, card.layer.transform.m34") == ["true", "-0.001"])
    }
}
