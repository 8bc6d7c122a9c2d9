import Testing
import Stagecraft
@testable import StagecraftLua

/// `objc_getAssociatedObject` / `objc_setAssociatedObject` (Wrap+AssociatedObjects): values kept
/// per object and per key, alive as long as the object — the Objective-C runtime's associated
/// objects, which an extension's "stored property" is in Swift.
@Suite struct AssociatedObjectTests {
    /// The Lua handle of a view is collected when no script refers to it; the view lives on (the
    /// app holds it), and so must what is associated with it, as on a device.
    @Test func aViewsAssociationOutlivesItsLuaHandle() throws {
        let lua = try LuaState()
        let view = View(frame: .zero, name: "kept")
        lua.setGlobal("v", view)
        _ = try lua.run("objc_setAssociatedObject(v, 'Keys.badge', { count = 3 })")
        lua.setGlobal("v", nil)
        lua.collectGarbage()
        lua.collectGarbage()
        lua.setGlobal("v", view)
        #expect(try lua.run("return objc_getAssociatedObject(v, 'Keys.badge').count") == ["3"])
    }

    /// Two objects, two keys: four values apart; nil removes one.
    @Test func valuesArePerObjectAndPerKey() throws {
        let lua = try LuaState()
        lua.setGlobal("a", View(frame: .zero, name: "a"))
        lua.setGlobal("b", View(frame: .zero, name: "b"))
        let result = try lua.run("""
            objc_setAssociatedObject(a, 'count', 1) objc_setAssociatedObject(a, 'label', 'x')
            objc_setAssociatedObject(b, 'count', 2)
            objc_setAssociatedObject(a, 'label', nil)
            return objc_getAssociatedObject(a, 'count'), objc_getAssociatedObject(b, 'count'), tostring(objc_getAssociatedObject(a, 'label')), tostring(objc_getAssociatedObject(b, 'label'))
            """)
        #expect(result == ["1", "2", "nil", "nil"])
    }

    /// A value associated with an object that is gone is released (the next association drops it),
    /// not kept for an object made later at the same address.
    @Test func anObjectGoneTakesItsValuesWithIt() throws {
        let lua = try LuaState()
        var view: View? = View(frame: .zero, name: "gone")
        lua.setGlobal("v", view)
        _ = try lua.run("objc_setAssociatedObject(v, 'k', {})")
        lua.setGlobal("v", nil)
        lua.collectGarbage()
        view = nil
        lua.setGlobal("w", View(frame: .zero, name: "new"))
        _ = try lua.run("objc_setAssociatedObject(w, 'other', 1)")
        #expect(lua.associatedValues.count == 1)
        #expect(try lua.run("return tostring(objc_getAssociatedObject(w, 'k'))") == ["nil"])
    }

    /// Bad input: no key, or no object, is an error naming the function; the state goes on.
    @Test func aMissingKeyOrObjectIsAnError() throws {
        let lua = try LuaState()
        #expect(throws: LuaError.self) { try lua.run("objc_setAssociatedObject({}, nil, 1)") }
        #expect(throws: LuaError.self) { try lua.run("objc_getAssociatedObject(nil, 'k')") }
        #expect(throws: LuaError.self) { try lua.run("objc_getAssociatedObject(3, 'k')") }
        #expect(try lua.run("local t = {} objc_setAssociatedObject(t, 'k', 5) return objc_getAssociatedObject(t, 'k')") == ["5"])
    }
}
