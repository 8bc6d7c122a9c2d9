import Testing
@testable import StagecraftLua

/// Geometry values: constructors, fields, methods and operators with Core Graphics' names;
/// expected values computed by hand.
@Suite struct GeometryBindingTests {
    let lua: LuaState
    init() throws { lua = try LuaState() }

    @Test func rectConstructorsFieldsAndMethods() throws {
        #expect(try lua.run("local r = CGRect(0, 0, 100, 50) return r.origin.x, r.size.width, r.midX, r.maxY, r.width") == ["0.0", "100.0", "50.0", "50.0", "100.0"])
        // insetBy(10, 10): (10, 10, 80, 30)
        #expect(try lua.run("return tostring(CGRect(0, 0, 100, 50):insetBy(10, 10))") == ["CGRect(10, 10, 80, 30)"])
        #expect(try lua.run("return CGRect(0,0,10,10):intersects(CGRect(5,5,10,10)), CGRect(0,0,10,10):contains(CGPoint(10,5))") == ["true", "false"])
        #expect(try lua.run("return CGRect{x=1, y=2, width=3, height=4} == CGRect(1, 2, 3, 4)") == ["true"])
        #expect(try lua.run("local a, b = CGRect(0,0,100,40):divided(30, 'minYEdge') return tostring(a), tostring(b)") == ["CGRect(0, 0, 100, 30)", "CGRect(0, 30, 100, 10)"])
    }

    @Test func geometryValuesAreCopiesWithReadOnlyComputedFields() throws {
        #expect(try lua.run("local z = CGRect.zero z.origin.x = 5 return CGRect.zero.origin.x") == ["0.0"])
        do { try lua.run("local r = CGRect(0,0,1,1)\nr.width = 5", chunkName: "@g.lua"); Issue.record("expected an error") } catch {
            #expect(error.message == "g.lua:2: CGRect.width is read-only")
        }
        do { try lua.run("return CGPoint(1, 2).z", chunkName: "@g.lua"); Issue.record("expected an error") } catch {
            #expect(error.message == "g.lua:1: CGPoint has no member 'z'")
        }
    }

    @Test func pointOperatorsAndTransforms() throws {
        #expect(try lua.run("local p = CGPoint(1, 2) + CGPoint(3, 4) * 2 return p.x, p.y") == ["7.0", "10.0"])
        // scale 2 then translate (10, 0): (1, 1) → (2, 2) → (12, 2)
        #expect(try lua.run("""
            local t = CGAffineTransform{translationX = 10, y = 0}:scaledBy(2, 2)
            local p = CGPoint(1, 1):applying(t) return p.x, p.y, CGAffineTransform.identity.isIdentity
            """) == ["12.0", "2.0", "true"])
        #expect(try lua.run("local t = CGAffineTransform{scaleX = 0.5, y = 0.5} return t.a, t.d, t == CGAffineTransform(0.5, 0, 0, 0.5, 0, 0)") == ["0.5", "0.5", "true"])
    }

    @Test func colors() throws {
        #expect(try lua.run("return UIColor.systemBlue.hexString, UIColor(1, 0, 0, 1) == UIColor.red, UIColor.black:withAlphaComponent(0.5).alpha") == ["#007AFF", "true", "0.5"])
        #expect(try lua.run("return UIColor('#FF8000').hexString, UIColor{white = 1, alpha = 0.25}.alpha") == ["#FF8000", "0.25"])
    }

    @Test func badArgumentsNameTheFunctionAndTypes() throws {
        do { try lua.run("return CGRect(0,0,10,10):insetBy('a', 1)", chunkName: "@g.lua"); Issue.record("expected an error") } catch {
            #expect(error.message == "g.lua:1: bad argument #1 to 'insetBy' (number expected, got string)")
        }
        do { try lua.run("return CGRect(0,0,10,10):union(5)", chunkName: "@g.lua"); Issue.record("expected an error") } catch {
            #expect(error.message == "g.lua:1: bad argument #1 to 'union' (CGRect expected, got number)")
        }
    }
}
