import CLuaShim
import Foundation
import Stagecraft

/// Where scripts started their animations, cheaply: a binding that adds animations tags them with
/// the calling script's file (a number, one per chunk name) and line (`LuaCall.startingAnimations`),
/// and only a report that prints one (`untilIdle` giving up) turns it into `file:line`. A `.swift`
/// role's translated chunk is named after its Swift file and keeps its lines (ScriptSources), so
/// its origins name the Swift file and line.
public final class AnimationOrigins {
    /// Chunk names as Lua holds them (`@animators/x.lua`), NUL-terminated, by file number.
    private var files: [[CChar]] = []
    /// A chunk name's address in Lua's memory → its number: the common case, a script starting
    /// animations again, costs a hash lookup and a string compare, no allocation. The address can
    /// be reused by another chunk name after the first is collected, hence the compare.
    private var numbers: [UnsafeRawPointer: Int32] = [:]

    init() {}

    /// The script line calling the current Swift function: the nearest Lua frame with a line, so
    /// a C function between (`pcall`) or the built-in prelude never stands for the script.
    /// Debug info only: it cannot raise. Stack: unchanged.
    func origin(calledFrom L: OpaquePointer) -> AnimationOrigin? {
        var info = lua_Debug()
        var level: Int32 = 1
        while lua_getstack(L, level, &info) != 0 {
            level += 1
            guard lua_getinfo(L, "Sl", &info) != 0, info.currentline > 0, let source = info.source else { continue }
            if strncmp(source, "=stagecraft.", 12) == 0 { continue }
            return AnimationOrigin(file: number(of: source), line: info.currentline)
        }
        return nil
    }

    /// `file:line` of an origin this state made (the chunk name without Lua's `@`), else nil.
    public func place(of origin: AnimationOrigin) -> String? {
        guard files.indices.contains(Int(origin.file)) else { return nil }
        let name = String(cString: files[Int(origin.file)])
        return (name.hasPrefix("@") || name.hasPrefix("=") ? String(name.dropFirst()) : name) + ":\(origin.line)"
    }

    private func number(of source: UnsafePointer<CChar>) -> Int32 {
        let address = UnsafeRawPointer(source)
        if let known = numbers[address], strcmp(files[Int(known)], source) == 0 { return known }
        // A new address: a chunk seen before under another (a reloaded script), or a new one.
        let found = files.firstIndex { strcmp($0, source) == 0 }.map { Int32($0) }
        let number = found ?? Int32(files.count)
        if found == nil { files.append(Array(UnsafeBufferPointer(start: source, count: strlen(source) + 1))) }
        numbers[address] = number
        return number
    }
}

extension LuaCall {
    /// Runs the binding's `body`, tagging the animations it adds with this script line, so that a
    /// scenario that never becomes idle names the line that started what still runs.
    func startingAnimations<T>(_ body: () throws(BridgeError) -> T) throws(BridgeError) -> T {
        guard let engine = Engine.current else { return try body() }
        return try engine.startingAnimations(from: lua.animationOrigins.origin(calledFrom: L), body)
    }
}

/// `bridged` for a binding that adds animations (`UIView.animate`, `layer:add`…): they are tagged
/// with the calling script's line (`LuaCall.startingAnimations`).
@inline(__always)
func bridgedAnimating(_ state: OpaquePointer?, _ name: StaticString, _ body: (LuaCall) throws(BridgeError) -> Int32) -> Int32 {
    bridged(state, name) { call throws(BridgeError) in try call.startingAnimations { () throws(BridgeError) in try body(call) } }
}
