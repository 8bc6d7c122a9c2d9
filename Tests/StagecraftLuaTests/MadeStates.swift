import Stagecraft
@testable import StagecraftLua

/// The Lua states and engines a test made. They hold each other's objects (handles ↔ script
/// tables, views ↔ animations), so they are broken apart when the keeper goes with its test —
/// the sanitized run checks the process for leaks.
final class MadeStates {
    private var made: [(LuaState, Engine)] = []

    func keep(_ lua: LuaState, _ engine: Engine) { made.append((lua, engine)) }

    deinit {
        for (lua, engine) in made {
            engine.discardEverything()
            lua.releaseAllObjects()
        }
    }
}
