import CLuaShim
import Testing
@testable import StagecraftLua

/// Handles give their object back when the scripts drop them (issue 12, item 4): a handle is an
/// `Unmanaged` retain, released by its `__gc`.
@Suite struct HandleLifetimeTests {
    /// An object of a class the bridge has no binding for, as script roles and the scenario DSL's
    /// delegates are.
    final class Unbound {}

    @Test func aDroppedHandleToAnUnboundObjectReleasesItWhenCollected() throws {
        let lua = try LuaState()
        weak var dropped: Unbound?
        do {
            let object = Unbound()
            dropped = object
            lua.push(object)
            sc_pop(lua.state, 1)  // nothing in Lua refers to it any more
        }
        #expect(dropped != nil)  // the handle holds it until the collector gets to the handle
        lua.collectGarbage()
        // Handles of unbound classes had no metatable, so no `__gc`: collected, they kept the retain.
        #expect(dropped == nil)
    }

    @Test func aHandleStillInUseKeepsItsObjectAndIdentity() throws {
        let lua = try LuaState()
        let object = Unbound()
        lua.setGlobal("kept", object)
        lua.collectGarbage()
        lua.push(object)
        lua.push(object)
        #expect(lua_rawequal(lua.state, -1, -2) == 1)  // one handle per live object
        lua_settop(lua.state, 0)
        #expect(lua.errors.isEmpty)
    }
}
