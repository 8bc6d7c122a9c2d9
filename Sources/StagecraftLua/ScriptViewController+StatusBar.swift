import CLuaShim
import Stagecraft

extension ScriptViewController {
    /// The screen's answer to a status bar question (SB1.1): `table[name]` as a value, or called
    /// with the controller when it is a function (or `get_name`, the getter a Swift computed
    /// property override becomes through `stagecraft import`), read by `read` (nil: not the expected type).
    /// Nil when the screen does not say, when the function raised (reported to the screen), or when
    /// the answer has the wrong type (reported as a `.scriptError` naming the screen's file).
    /// With `allowsNil`, a function returning nil is an answer (no child), not a wrong type.
    func statusBarAnswer<T>(_ name: String, expected: String, allowsNil: Bool = false, read: (OpaquePointer) -> T?) -> T? {
        let L = script.lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        script.push()
        var function = name
        var type = LuaStack.getMember(L, -1, name)
        if type == LUA_TNIL {
            sc_pop(L, 1)
            function = "get_" + name
            guard LuaStack.getMember(L, -1, function) == LUA_TFUNCTION else { return nil }
            type = LUA_TFUNCTION
        }
        if type == LUA_TFUNCTION {
            lua_pushvalue(L, -1)
            let site = ScriptRole.definitionSite(L, chunkName: script.chunkName)  // pops the copy
            var answer: T?, answered = false
            var gaveNil = false
            let ran = script.call(function, scope: self, nresults: 1, { lua in lua.push(self); return 1 }) { L in
                answered = true
                gaveNil = lua_type(L, -1) == LUA_TNIL
                answer = read(L)
            }
            guard ran == true, answered, !(allowsNil && gaveNil) else { return nil }
            if answer == nil { reportWrongAnswer(name, expected: expected, got: "a function returning another type", site: site) }
            return answer
        }
        guard let answer = read(L) else {
            reportWrongAnswer(name, expected: expected, got: LuaStack.typeName(L, -1), site: script.chunkName)
            return nil
        }
        return answer
    }

    /// Reports an answer of the wrong type at `site`, the function's `file:line` (or the screen's file for a value).
    private func reportWrongAnswer(_ name: String, expected: String, got: String, site: String?) {
        Engine.current?.report(Diagnostic(kind: .scriptError,
            message: "\(debugName).\(name): \(expected) expected, got \(got); UIKit's default used", subject: self.name,
            source: site ?? sourceLocation))
    }
}
